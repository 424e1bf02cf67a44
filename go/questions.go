package hupai

/*
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import (
	"strings"
	"unsafe"
)

// Form is a winning form, as a bit of Forms.
type Form uint32

// The forms, in the library's order.
const (
	Standard                 Form = C.HUPAI_FORM_STANDARD
	SevenPairs               Form = C.HUPAI_FORM_SEVEN_PAIRS
	ThirteenOrphans          Form = C.HUPAI_FORM_THIRTEEN_ORPHANS
	PairsAndTriplet          Form = C.HUPAI_FORM_PAIRS_AND_TRIPLET
	HonoursAndKnitted        Form = C.HUPAI_FORM_HONOURS_AND_KNITTED
	GreaterHonoursAndKnitted Form = C.HUPAI_FORM_GREATER_HONOURS_AND_KNITTED
	KnittedStraight          Form = C.HUPAI_FORM_KNITTED_STRAIGHT
	EightPairs               Form = C.HUPAI_FORM_EIGHT_PAIRS
)

// AllForms lists every form in the library's order.
var AllForms = [...]Form{Standard, SevenPairs, ThirteenOrphans, PairsAndTriplet,
	HonoursAndKnitted, GreaterHonoursAndKnitted, KnittedStraight, EightPairs}

// formNames are the forms' names in AllForms order, as the library writes them:
// asked of C once, not at each String.
var formNames = func() (names [len(AllForms)]string) {
	for i, form := range AllForms {
		names[i] = C.GoString(C.hupai_form_name(C.uint32_t(form)))
	}
	return names
}()

// String is the form's name, as the library writes it ("seven_pairs").
func (f Form) String() string {
	for i, form := range AllForms {
		if form == f {
			return formNames[i]
		}
	}
	return "unknown form"
}

// Forms is the set of forms a hand wins in; empty when it does not win.
type Forms uint32

// Has tells whether the hand wins in form.
func (f Forms) Has(form Form) bool { return uint32(f)&uint32(form) != 0 }

// IsWin tells whether the hand wins in any form.
func (f Forms) IsWin() bool { return f != 0 }

// List is the forms in the library's order.
func (f Forms) List() []Form {
	var forms []Form
	for _, form := range AllForms {
		if f.Has(form) {
			forms = append(forms, form)
		}
	}
	return forms
}

// String joins the forms' names with "+", or is "none".
func (f Forms) String() string {
	names := []string{}
	for _, form := range f.List() {
		names = append(names, form.String())
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, "+")
}

// counts is a hand's counts as C reads them through a pointer.
func counts(hand *Hand) *C.uint8_t { return (*C.uint8_t)(unsafe.Pointer(&hand.Counts[0])) }

// byValue is a hand as the one-hand questions take it: a copy, with the same layout
// as Hand (34 counts, then the jokers).
func byValue(hand *Hand) C.GoHand { return *(*C.GoHand)(unsafe.Pointer(hand)) }

// handle is the engine as the one-hand questions take it.
func handle(engine *C.HupaiEngine) C.GoEngine { return C.GoEngine(uintptr(unsafe.Pointer(engine))) }

// statusError is a by-value answer's status as an error (nil on success).
func statusError(s C.GoStatus) error { return failed(s.status, s.message) }

// Check tells every form a hand of 3n+2 tiles wins in (none: no win). A hand the
// rules do not play (its size, kinds, too many jokers) is ErrBadHand.
func (e *Engine) Check(hand Hand) (Forms, error) {
	engine, err := e.engine()
	if err != nil {
		return 0, err
	}
	defer e.release()
	answer := C.go_check(handle(engine), byValue(&hand))
	return Forms(answer.forms), statusError(answer.s)
}

// IsWin tells whether a hand wins in any form: the fastest call. A hand the rules
// do not play is no win; only counts that are no hand at all are ErrBadHand.
func (e *Engine) IsWin(hand Hand) (bool, error) {
	engine, err := e.engine()
	if err != nil {
		return false, err
	}
	defer e.release()
	answer := C.go_is_win(handle(engine), byValue(&hand))
	return answer.win != 0, statusError(answer.s)
}

// Waits is what completes a hand of 3n+1 tiles.
type Waits struct {
	// Tiles are the kinds whose draw wins.
	Tiles TileSet
	// Exhausted are those of them whose four copies are held (in the hand and the
	// exposed melds): waits no draw can bring.
	Exhausted TileSet
}

// Waits is the kinds that complete a hand of 3n+1 tiles (听牌), in any form.
func (e *Engine) Waits(hand Hand) (Waits, error) {
	engine, err := e.engine()
	if err != nil {
		return Waits{}, err
	}
	defer e.release()
	answer := C.go_waits(handle(engine), byValue(&hand))
	return Waits{TileSet(answer.waits), TileSet(answer.exhausted)}, statusError(answer.s)
}

// Shanten is how far a hand of 3n+1 or 3n+2 tiles is from a win (向听数): -1 a
// win, 0 one tile away, and so on. The first call for a rule set builds its
// shanten tables (a fraction of a second).
func (e *Engine) Shanten(hand Hand) (int, error) {
	engine, err := e.engine()
	if err != nil {
		return 0, err
	}
	defer e.release()
	answer := C.go_shanten(handle(engine), byValue(&hand))
	return int(answer.shanten), statusError(answer.s)
}

// RuledOut is the shanten of a form the rules or the hand's size rule out.
const RuledOut = C.HUPAI_SHANTEN_RULED_OUT

// ShantenForms is a hand's shanten overall and in each form.
type ShantenForms struct {
	Best int
	// ByForm holds each form's shanten in AllForms order; RuledOut where the rules
	// or the size rule the form out.
	ByForm [len(AllForms)]int
}

// Form is the shanten in form, and false where it is ruled out.
func (s ShantenForms) Form(form Form) (int, bool) {
	for i, f := range AllForms {
		if f == form && s.ByForm[i] != RuledOut {
			return s.ByForm[i], true
		}
	}
	return 0, false
}

// ShantenForms is the shanten overall and in each form.
func (e *Engine) ShantenForms(hand Hand) (ShantenForms, error) {
	engine, err := e.engine()
	if err != nil {
		return ShantenForms{}, err
	}
	defer e.release()
	found := C.go_shanten_forms(handle(engine), byValue(&hand))
	answer := ShantenForms{Best: int(found.shanten)}
	for i, shanten := range found.per_form {
		answer.ByForm[i] = int(shanten)
	}
	return answer, statusError(found.s)
}

// Decomposition is one way a winning hand splits.
type Decomposition struct {
	// Form is its form's name ("standard", "seven_pairs", …).
	Form string
	// Groups are its melds, pairs and singles as the library writes them: "13m[2m]"
	// is 1m, 3m and a joker standing for 2m; "JJJ" jokers standing for any meld.
	Groups []string
}

// String writes the decomposition as the command line does:
// "standard: 123m 456p 789s 111z 22z".
func (d Decomposition) String() string {
	return d.Form + ": " + strings.Join(d.Groups, " ")
}

// Decompositions lists every way a winning hand splits, at most limit of them (a
// hand of many jokers has thousands); none for a hand that does not win.
func (e *Engine) Decompositions(hand Hand, limit int) ([]Decomposition, error) {
	engine, err := e.engine()
	if err != nil {
		return nil, err
	}
	defer e.release()
	if limit < 0 {
		return nil, &Error{Status: StatusBadArgument, Message: "a negative limit"}
	}
	var count, length C.size_t
	var message *C.char
	status := C.go_decompositions(engine, counts(&hand), C.uint8_t(hand.Jokers), C.size_t(limit), nil, 0, &count, &length, &message)
	if err := failed(status, message); err != nil {
		return nil, err
	}
	buffer := make([]byte, int(length)+1)
	status = C.go_decompositions(engine, counts(&hand), C.uint8_t(hand.Jokers), C.size_t(limit),
		(*C.char)(unsafe.Pointer(&buffer[0])), C.size_t(len(buffer)), &count, &length, &message)
	if err := failed(status, message); err != nil {
		return nil, err
	}
	text := string(buffer[:length])
	found := make([]Decomposition, 0, int(count))
	for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if line == "" {
			continue
		}
		form, groups, _ := strings.Cut(line, ": ")
		found = append(found, Decomposition{Form: form, Groups: strings.Fields(groups)})
	}
	return found, nil
}
