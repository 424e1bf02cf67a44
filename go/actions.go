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
	engine, err := e.engine()
	if err != nil {
		return "", err
	}
	defer e.release()
	text, err := cString(context, StatusBadArgument)
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
	if err := failed(C.go_actions(engine, text, json, nil, 0, &length, &message), message); err != nil {
		return "", err
	}
	buffer := make([]byte, int(length)+1)
	status := C.go_actions(engine, text, json, (*C.char)(unsafe.Pointer(&buffer[0])), C.size_t(len(buffer)), &length, &message)
	if err := failed(status, message); err != nil {
		return "", err
	}
	return string(buffer[:length]), nil
}
