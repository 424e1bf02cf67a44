package hupai

/*
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import "unsafe"

// Actions answers what a riichi seat may do now (docs/actions.md): context is the
// seat's context as a JSON object ({"hand": "123m456p789s1122z", "moment":
// {"discarded": "1z", "by": "left"}}); the menu comes back as its line ("ron 3900;
// pon 11z; pass") or, with asJSON, as its JSON (decode it with encoding/json). A
// malformed or impossible context is a StatusBadArgument error, rules without a
// [riichi] section StatusBadRules.
func (e *Engine) Actions(context string, asJSON bool) (string, error) {
	return e.riichiJSON(context, asJSON, func(engine *C.HupaiEngine, input *C.char, json C.uint8_t, buffer *C.char, capacity C.size_t, length *C.size_t, message **C.char) C.HupaiStatus {
		return C.go_actions(engine, input, json, buffer, capacity, length, message)
	})
}

// Settle answers what a riichi round pays under the engine's rules
// (docs/settlement.md; an engine of a preset, New("tenhou"), plays that platform's):
// settlement is the round and its ending as a JSON object ({"round": {"honba": 1,
// "points": [...]}, "ending": {"wins": [{"seat": 2, "from": 3, "basic_points":
// 2000}]}}); the answer comes back as its line ("0 0 +8000 -8000; next: dealer 1,
// round 1, honba 0, sticks 0") or, with asJSON, as its JSON: deltas, next, standings.
// A malformed or impossible settlement is a StatusBadArgument error, rules without a
// [riichi] section StatusBadRules.
func (e *Engine) Settle(settlement string, asJSON bool) (string, error) {
	return e.riichiJSON(settlement, asJSON, func(engine *C.HupaiEngine, input *C.char, json C.uint8_t, buffer *C.char, capacity C.size_t, length *C.size_t, message **C.char) C.HupaiStatus {
		return C.go_settle(engine, input, json, buffer, capacity, length, message)
	})
}

// riichiCall is one of the C calls answering a JSON question as a line or JSON.
type riichiCall func(*C.HupaiEngine, *C.char, C.uint8_t, *C.char, C.size_t, *C.size_t, **C.char) C.HupaiStatus

// riichiJSON asks call about input: its length first, then its text.
func (e *Engine) riichiJSON(input string, asJSON bool, call riichiCall) (string, error) {
	engine, err := e.engine()
	if err != nil {
		return "", err
	}
	defer e.release()
	text, err := cString(input, StatusBadArgument)
	if err != nil {
		return "", err
	}
	defer C.free(unsafe.Pointer(text))
	json := C.uint8_t(0)
	if asJSON {
		json = 1
	}
	var length C.size_t
	var message *C.char
	if err := failed(call(engine, text, json, nil, 0, &length, &message), message); err != nil {
		return "", err
	}
	buffer := make([]byte, int(length)+1)
	status := call(engine, text, json, (*C.char)(unsafe.Pointer(&buffer[0])), C.size_t(len(buffer)), &length, &message)
	if err := failed(status, message); err != nil {
		return "", err
	}
	return string(buffer[:length]), nil
}
