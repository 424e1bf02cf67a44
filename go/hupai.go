// Package hupai judges mahjong hands — wins, waits, shanten, decompositions,
// accepted tiles and discard advice, with any number of jokers, under the built-in
// rule sets or a rules file — through hupai's C library (libhupai.a, linked by cgo).
//
// An Engine is immutable and safe for any number of goroutines at once. Every error
// is an *Error carrying the library's status and message; compare with errors.Is
// against ErrBadHand, ErrBadRules, ErrBadTables, ErrBadArgument or ErrClosed.
//
// A cgo call costs tens of nanoseconds on its own, more than the table lookups of a
// win check: judge many hands with the batch calls (CheckBatch, WaitsBatch,
// ShantenBatch), which cross into C once.
package hupai

/*
#cgo CFLAGS: -I${SRCDIR}/../crates/hupai-c/include
#cgo LDFLAGS: -L${SRCDIR}/../target/release -L${SRCDIR}/../target/debug -l:libhupai.a -lm -ldl -lpthread
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"unsafe"
)

// Status is the C library's status of a failed call.
type Status int

// The statuses a call can fail with.
const (
	StatusNullPointer Status = C.HUPAI_NULL_POINTER
	StatusBadHand     Status = C.HUPAI_BAD_HAND
	StatusBadRules    Status = C.HUPAI_BAD_RULES
	StatusBadTables   Status = C.HUPAI_BAD_TABLES
	StatusBadArgument Status = C.HUPAI_BAD_ARGUMENT
	StatusPanic       Status = C.HUPAI_PANIC
	// StatusClosed is the Go package's own: a call on an engine after Close.
	StatusClosed Status = -1
)

func (s Status) String() string {
	switch s {
	case StatusNullPointer:
		return "null pointer"
	case StatusBadHand:
		return "bad hand"
	case StatusBadRules:
		return "bad rules"
	case StatusBadTables:
		return "bad tables"
	case StatusBadArgument:
		return "bad argument"
	case StatusPanic:
		return "internal error"
	case StatusClosed:
		return "closed engine"
	}
	return fmt.Sprintf("status %d", int(s))
}

// Error is every error of this package: the status and the library's message,
// which says what was wrong and where.
type Error struct {
	Status  Status
	Message string
}

func (e *Error) Error() string { return "hupai: " + e.Message }

// Is makes errors.Is(err, ErrBadHand) and its kind hold for any error of that status.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Message == "" && t.Status == e.Status
}

// Sentinels for errors.Is: each matches every error of its status.
var (
	ErrBadHand     = &Error{Status: StatusBadHand}
	ErrBadRules    = &Error{Status: StatusBadRules}
	ErrBadTables   = &Error{Status: StatusBadTables}
	ErrBadArgument = &Error{Status: StatusBadArgument}
	ErrClosed      = &Error{Status: StatusClosed}
)

// failed turns a status and the message read with it into an error (nil on success).
func failed(status C.HupaiStatus, message *C.char) error {
	if status == C.HUPAI_OK {
		return nil
	}
	text := "unknown error"
	if message != nil {
		text = C.GoString(message)
		C.free(unsafe.Pointer(message))
	}
	return &Error{Status: Status(status), Message: text}
}

// Engine is a rule set and its tables. Immutable: any number of goroutines may use
// one at once. Close frees it; one that is never closed is freed when collected.
type Engine struct {
	ptr *C.HupaiEngine
	// state is the calls in flight times two, plus one once closed: a call counts
	// itself in only while the engine is open, and whichever of Close and the last
	// call out sees the engine closed with nothing in flight frees it, once.
	state atomic.Int64
}

func newEngine(ptr *C.HupaiEngine, status C.HupaiStatus, message *C.char) (*Engine, error) {
	if err := failed(status, message); err != nil {
		return nil, err
	}
	engine := &Engine{ptr: ptr}
	runtime.SetFinalizer(engine, (*Engine).Close)
	return engine, nil
}

// closedError is the error of every call on a closed (or nil) engine.
func closedError() error {
	return &Error{Status: StatusClosed, Message: "the engine is closed (or nil)"}
}

// engine counts a call in and is the C engine, or ErrClosed after Close: every
// call that gets the engine ends with release (deferred), and the engine is not
// freed before it does.
func (e *Engine) engine() (*C.HupaiEngine, error) {
	if e == nil {
		return nil, closedError()
	}
	for {
		state := e.state.Load()
		if state&1 != 0 {
			return nil, closedError()
		}
		if e.state.CompareAndSwap(state, state+2) {
			return e.ptr, nil
		}
	}
}

// release counts a call out; the last one out of a closed engine frees it.
func (e *Engine) release() {
	if e.state.Add(-2) == 1 {
		e.free()
	}
}

// free frees the C engine; called once, with no call in flight.
func (e *Engine) free() {
	C.hupai_engine_free(e.ptr)
	e.ptr = nil
}

// Close closes the engine: calls after it return ErrClosed, and the engine is freed
// at once, or by the last call still in flight as it returns (a call racing Close
// answers or returns ErrClosed, never reads freed memory). Closing twice does nothing.
func (e *Engine) Close() {
	if e == nil {
		return
	}
	for {
		state := e.state.Load()
		if state&1 != 0 {
			return
		}
		if e.state.CompareAndSwap(state, state|1) {
			runtime.SetFinalizer(e, nil)
			if state == 0 {
				e.free()
			}
			return
		}
	}
}
