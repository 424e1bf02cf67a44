package hupai

/*
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import (
	"unsafe"
)

// New is the engine of a built-in rule set: "standard", "riichi", "guobiao",
// "sichuan", "hongzhong", "changsha", "sanma", "taiwan", "strict-jokers",
// "wind-runs" or "zhuanzhuan-8-reds". Its tables are embedded, read on first use of
// the set in the process (about a millisecond).
func New(name string) (*Engine, error) {
	return withText(name, func(text *C.char, out **C.HupaiEngine, message **C.char) C.HupaiStatus {
		return C.go_engine_new(text, out, message)
	})
}

// FromRules is the engine of the rules in toml, the text of a rules file. Their
// tables are generated unless a built-in set shares them (tens of milliseconds).
func FromRules(toml string) (*Engine, error) {
	return withText(toml, func(text *C.char, out **C.HupaiEngine, message **C.char) C.HupaiStatus {
		return C.go_engine_from_rules(text, out, message)
	})
}

// FromRulesFile is the engine of the rules file (TOML) at path, as FromRules.
func FromRulesFile(path string) (*Engine, error) {
	return withText(path, func(text *C.char, out **C.HupaiEngine, message **C.char) C.HupaiStatus {
		return C.go_engine_from_rules_file(text, out, message)
	})
}

// FromTableFile is the engine of the table file at path (`hupai tables build`).
func FromTableFile(path string) (*Engine, error) {
	return withText(path, func(text *C.char, out **C.HupaiEngine, message **C.char) C.HupaiStatus {
		return C.go_engine_from_table_file(text, out, message)
	})
}

// FromTableBytes is the engine of a table file's bytes; they are copied.
func FromTableBytes(data []byte) (*Engine, error) {
	var ptr *C.HupaiEngine
	var message *C.char
	var first *C.uint8_t
	if len(data) > 0 {
		first = (*C.uint8_t)(unsafe.Pointer(&data[0]))
	}
	status := C.go_engine_from_table_bytes(first, C.size_t(len(data)), &ptr, &message)
	return newEngine(ptr, status, message)
}

// withText makes an engine by a C constructor taking one string.
func withText(
	value string,
	construct func(*C.char, **C.HupaiEngine, **C.char) C.HupaiStatus,
) (*Engine, error) {
	text, err := cString(value, StatusBadArgument)
	if err != nil {
		return nil, err
	}
	defer C.free(unsafe.Pointer(text))
	var ptr *C.HupaiEngine
	var message *C.char
	status := construct(text, &ptr, &message)
	return newEngine(ptr, status, message)
}

// WithJokerKinds is a new engine: these rules with every tile of kinds also a
// joker (红中癞子: Red). Rules that play no jokers refuse (ErrBadRules). The
// engine itself is unchanged.
func (e *Engine) WithJokerKinds(kinds ...Tile) (*Engine, error) {
	engine, err := e.engine()
	if err != nil {
		return nil, err
	}
	defer e.release()
	ids := make([]C.uint8_t, len(kinds)+1)
	for i, kind := range kinds {
		ids[i] = C.uint8_t(kind)
	}
	var ptr *C.HupaiEngine
	var message *C.char
	status := C.go_engine_with_joker_kinds(engine, &ids[0], C.size_t(len(kinds)), &ptr, &message)
	return newEngine(ptr, status, message)
}

// WithMelds is a new engine for hands that have exposed melds (副露), written
// "111p,789s,5555z": every call then takes the concealed tiles alone. Text that
// makes no melds is ErrBadArgument; melds the rules cannot play, ErrBadRules.
func (e *Engine) WithMelds(melds string) (*Engine, error) {
	engine, err := e.engine()
	if err != nil {
		return nil, err
	}
	defer e.release()
	made, err := withText(melds, func(text *C.char, out **C.HupaiEngine, message **C.char) C.HupaiStatus {
		return C.go_engine_with_melds(engine, text, out, message)
	})
	return made, err
}

// PrepareHints builds the hints' masks now, so that the first Ukeire or Discards
// is as fast as the next; optional, at start-up.
func (e *Engine) PrepareHints() error {
	engine, err := e.engine()
	if err != nil {
		return err
	}
	defer e.release()
	var message *C.char
	status := C.go_engine_prepare_hints(engine, &message)
	return failed(status, message)
}
