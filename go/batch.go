package hupai

/*
#include "shims.h"
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Many hands in one crossing into C: rows of 34 counts ([][Kinds]uint8, laid out
// as C reads them, never copied) and a joker count per row (nil for none). A bad
// hand never stops the others: ok[i] is false for a hand the question refuses.
// parallel runs the batch on all cores (on hupai's own thread pool).

// batchArgs checks a batch's lengths and gives its C pointers.
func batchArgs(counts [][Kinds]uint8, jokers []uint8) (*C.uint8_t, *C.uint8_t, error) {
	if jokers != nil && len(jokers) != len(counts) {
		return nil, nil, &Error{Status: StatusBadArgument,
			Message: fmt.Sprintf("%d rows of counts and %d joker counts", len(counts), len(jokers))}
	}
	if len(counts) == 0 {
		return nil, nil, nil
	}
	if jokers == nil {
		jokers = make([]uint8, len(counts))
	}
	return (*C.uint8_t)(unsafe.Pointer(&counts[0][0])), (*C.uint8_t)(unsafe.Pointer(&jokers[0])), nil
}

func flag(parallel bool) C.uint8_t {
	if parallel {
		return 1
	}
	return 0
}

// okOf turns per-hand statuses into whether each hand was answered.
func okOf(statuses []C.uint8_t) []bool {
	ok := make([]bool, len(statuses))
	for i, status := range statuses {
		ok[i] = status == C.HUPAI_OK
	}
	return ok
}

// first is the address of a slice's first element, or nil for an empty one.
func first[T any](values []T) *T {
	if len(values) == 0 {
		return nil
	}
	return &values[0]
}

// IsWinBatch sets wins[i] to whether hand i wins in any form (false too for a
// hand the rules do not play), allocating nothing: the fastest batch.
func (e *Engine) IsWinBatch(counts [][Kinds]uint8, jokers []uint8, wins []bool, parallel bool) error {
	engine, err := e.engine()
	if err != nil {
		return err
	}
	defer e.release()
	if len(wins) != len(counts) {
		return &Error{Status: StatusBadArgument, Message: fmt.Sprintf("%d hands and %d answers", len(counts), len(wins))}
	}
	rows, jokerCounts, err := batchArgs(counts, jokers)
	if err != nil {
		return err
	}
	var message *C.char
	// A Go bool is one byte, 0 or 1: the C library writes exactly that.
	status := C.go_is_win_batch(engine, rows, jokerCounts, C.size_t(len(counts)),
		(*C.uint8_t)(unsafe.Pointer(first(wins))), flag(parallel), &message)
	return failed(status, message)
}

// batchCall runs one batch question through call, which gets the C engine, the
// rows, the joker counts, the number of hands and the statuses to fill; ok[i] says
// whether hand i was answered.
func (e *Engine) batchCall(
	counts [][Kinds]uint8,
	jokers []uint8,
	call func(*C.HupaiEngine, *C.uint8_t, *C.uint8_t, C.size_t, *C.uint8_t, **C.char) C.HupaiStatus,
) ([]bool, error) {
	engine, err := e.engine()
	if err != nil {
		return nil, err
	}
	defer e.release()
	rows, jokerCounts, err := batchArgs(counts, jokers)
	if err != nil {
		return nil, err
	}
	statuses := make([]C.uint8_t, len(counts))
	var message *C.char
	status := call(engine, rows, jokerCounts, C.size_t(len(counts)), first(statuses), &message)
	if err := failed(status, message); err != nil {
		return nil, err
	}
	return okOf(statuses), nil
}

// CheckBatch is every form each hand wins in, and whether the hand was one the
// rules play.
func (e *Engine) CheckBatch(counts [][Kinds]uint8, jokers []uint8, parallel bool) ([]Forms, []bool, error) {
	bits := make([]C.uint8_t, len(counts))
	ok, err := e.batchCall(counts, jokers, func(engine *C.HupaiEngine, rows, j *C.uint8_t, n C.size_t, statuses *C.uint8_t, message **C.char) C.HupaiStatus {
		return C.go_check_batch(engine, rows, j, n, first(bits), statuses, flag(parallel), message)
	})
	if err != nil {
		return nil, nil, err
	}
	forms := make([]Forms, len(counts))
	for i, b := range bits {
		forms[i] = Forms(b)
	}
	return forms, ok, nil
}

// WaitsBatch is the waits of each hand of 3n+1 tiles (empty for a refused hand).
func (e *Engine) WaitsBatch(counts [][Kinds]uint8, jokers []uint8, parallel bool) ([]TileSet, []bool, error) {
	waits := make([]TileSet, len(counts))
	ok, err := e.batchCall(counts, jokers, func(engine *C.HupaiEngine, rows, j *C.uint8_t, n C.size_t, statuses *C.uint8_t, message **C.char) C.HupaiStatus {
		return C.go_waits_batch(engine, rows, j, n, (*C.uint64_t)(unsafe.Pointer(first(waits))), statuses, flag(parallel), message)
	})
	if err != nil {
		return nil, nil, err
	}
	return waits, ok, nil
}

// ShantenBatch is the shanten of each hand (RuledOut for a refused hand).
func (e *Engine) ShantenBatch(counts [][Kinds]uint8, jokers []uint8, parallel bool) ([]int8, []bool, error) {
	shanten := make([]int8, len(counts))
	ok, err := e.batchCall(counts, jokers, func(engine *C.HupaiEngine, rows, j *C.uint8_t, n C.size_t, statuses *C.uint8_t, message **C.char) C.HupaiStatus {
		return C.go_shanten_batch(engine, rows, j, n, (*C.int8_t)(unsafe.Pointer(first(shanten))), statuses, flag(parallel), message)
	})
	if err != nil {
		return nil, nil, err
	}
	return shanten, ok, nil
}

// UkeireBatch is what each hand of 3n+1 tiles accepts, nothing seen but its own
// tiles (a zero Ukeire, Shanten RuledOut, for a refused hand).
func (e *Engine) UkeireBatch(counts [][Kinds]uint8, jokers []uint8, parallel bool) ([]Ukeire, []bool, error) {
	answers := make([]C.HupaiUkeire, len(counts))
	ok, err := e.batchCall(counts, jokers, func(engine *C.HupaiEngine, rows, j *C.uint8_t, n C.size_t, statuses *C.uint8_t, message **C.char) C.HupaiStatus {
		return C.go_ukeire_batch(engine, rows, j, n, first(answers), statuses, flag(parallel), message)
	})
	if err != nil {
		return nil, nil, err
	}
	ukeire := make([]Ukeire, len(counts))
	for i := range answers {
		ukeire[i] = ukeireOf(&answers[i])
	}
	return ukeire, ok, nil
}
