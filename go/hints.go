package hupai

/*
#include "shims.h"
*/
import "C"

import (
	"unsafe"
)

// Ukeire is what a hand of 3n+1 tiles accepts (有效牌): the kinds whose draw
// lowers its shanten, and the live copies of each.
type Ukeire struct {
	Shanten  int
	Accepted TileSet
	// Live is each accepted kind's live copies (4 less those held and seen), by id.
	Live      [Kinds]uint8
	TotalLive int
}

func ukeireOf(u *C.HupaiUkeire) Ukeire {
	answer := Ukeire{Shanten: int(u.shanten), Accepted: TileSet(u.accepted), TotalLive: int(u.total_live)}
	for id := range answer.Live {
		answer.Live[id] = uint8(u.live[id])
	}
	return answer
}

// seenOf is seen as C reads it: nil for none.
func seenOf(seen *[Kinds]uint8) []C.uint8_t {
	if seen == nil {
		return nil
	}
	return (*[Kinds]C.uint8_t)(unsafe.Pointer(seen))[:]
}

// Ukeire is what a hand of 3n+1 tiles accepts; seen (nil for none) counts the
// tiles visible elsewhere, taken from the live copies.
func (e *Engine) Ukeire(hand Hand, seen *[Kinds]uint8) (Ukeire, error) {
	engine, err := e.engine()
	if err != nil {
		return Ukeire{}, err
	}
	defer e.release()
	var seenHand Hand
	if seen != nil {
		seenHand.Counts = *seen
	}
	answer := C.go_ukeire(handle(engine), byValue(&hand), byValue(&seenHand), C.uint8_t(len(seenOf(seen))))
	return ukeireOf(&answer.ukeire), statusError(answer.s)
}

// Discard is one discard of a hand of 3n+2 tiles and what the hand then accepts.
type Discard struct {
	// Tile is the tile let go; meaningless when Joker is set.
	Tile Tile
	// Joker tells whether the discard is a joker with no kind of its own (J).
	Joker bool
	// Ukeire is what the hand accepts after it; its Shanten, the shanten after it.
	Ukeire Ukeire
}

// String is the discarded tile's name, or "J".
func (d Discard) String() string {
	if d.Joker {
		return "J"
	}
	return d.Tile.String()
}

// DiscardAdvice is a hand's own shanten (-1 when it wins) and every distinct
// discard, best first.
type DiscardAdvice struct {
	Shanten  int
	Discards []Discard
}

// Discards is the discard advice (何切る) for a hand of 3n+2 tiles; seen as Ukeire.
func (e *Engine) Discards(hand Hand, seen *[Kinds]uint8) (DiscardAdvice, error) {
	engine, err := e.engine()
	if err != nil {
		return DiscardAdvice{}, err
	}
	defer e.release()
	var advice C.HupaiDiscardAdvice
	var message *C.char
	status := C.go_discards(engine, counts(&hand), C.uint8_t(hand.Jokers), first(seenOf(seen)), &advice, &message)
	if err := failed(status, message); err != nil {
		return DiscardAdvice{}, err
	}
	answer := DiscardAdvice{Shanten: int(advice.shanten), Discards: make([]Discard, int(advice.count))}
	for i := range answer.Discards {
		d := &advice.discards[i]
		answer.Discards[i] = Discard{
			Tile:   Tile(d.tile),
			Joker:  d.tile == C.HUPAI_DISCARD_JOKER,
			Ukeire: ukeireOf(&d.ukeire),
		}
		if answer.Discards[i].Joker {
			answer.Discards[i].Tile = 0
		}
	}
	return answer, nil
}

// DiscardMasks says which discards of a hand of 3n+2 tiles keep it as near a win
// as any discard can (Keep) and which do not (Raise); JokerBit for a joker.
type DiscardMasks struct {
	Shanten int
	Keep    TileSet
	Raise   TileSet
}

// DiscardMasks is the keep and raise masks of a hand of 3n+2 tiles: the shanten
// alone, without the accepted tiles of Discards (a bot's keep-shanten mask).
func (e *Engine) DiscardMasks(hand Hand) (DiscardMasks, error) {
	engine, err := e.engine()
	if err != nil {
		return DiscardMasks{}, err
	}
	defer e.release()
	answer := C.go_discard_masks(handle(engine), byValue(&hand))
	masks := answer.masks
	return DiscardMasks{int(masks.shanten), TileSet(masks.keep), TileSet(masks.raise)}, statusError(answer.s)
}
