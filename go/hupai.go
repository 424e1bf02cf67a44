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
}

func newEngine(ptr *C.HupaiEngine, status C.HupaiStatus, message *C.char) (*Engine, error) {
	if err := failed(status, message); err != nil {
		return nil, err
	}
	engine := &Engine{ptr: ptr}
	runtime.SetFinalizer(engine, (*Engine).Close)
	return engine, nil
}

// engine is the C engine, or ErrClosed after Close.
func (e *Engine) engine() (*C.HupaiEngine, error) {
	if e == nil || e.ptr == nil {
		return nil, &Error{Status: StatusClosed, Message: "the engine is closed (or nil)"}
	}
	return e.ptr, nil
}

// Close frees the engine; later calls on it return ErrClosed. Closing twice does
// nothing. Do not close an engine while another goroutine is still using it.
func (e *Engine) Close() {
	if e != nil && e.ptr != nil {
		C.hupai_engine_free(e.ptr)
		e.ptr = nil
		runtime.SetFinalizer(e, nil)
	}
}
