package hupai

/*
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import (
	"fmt"
	"math/bits"
	"strings"
	"unsafe"
)

// Tile is a tile kind by its id: 0–8 1m–9m, 9–17 1p–9p, 18–26 1s–9s, 27–33 East,
// South, West, North, White, Green, Red (1z–7z).
type Tile uint8

// Kinds is the number of tile kinds.
const Kinds = 34

// JokerBit is the bit of a discard mask that stands for discarding a joker.
const JokerBit = C.HUPAI_JOKER_BIT

var tileNames = func() (names [Kinds]string) {
	for id := range names {
		names[id] = fmt.Sprintf("%d%c", id%9+1, "mpsz"[id/9])
	}
	return names
}()

// String is the tile's MPSZ name, such as "1m" or "7z".
func (t Tile) String() string {
	if int(t) < Kinds {
		return tileNames[t]
	}
	return fmt.Sprintf("Tile(%d)", uint8(t))
}

// ParseTile reads one tile's MPSZ name ("5p", "7z"; "0m" a red 5m).
func ParseTile(name string) (Tile, error) {
	hand, err := ParseHand(name)
	if err != nil {
		return 0, err
	}
	if hand.Jokers != 0 || hand.Len() != 1 {
		return 0, &Error{Status: StatusBadArgument, Message: fmt.Sprintf("%q is not one tile", name)}
	}
	for id, count := range hand.Counts {
		if count == 1 {
			return Tile(id), nil
		}
	}
	panic("unreachable: a hand of one tile")
}

// Hand is a hand as the library takes it: the count of each tile kind, by id, and
// the jokers that have no kind of their own (J).
type Hand struct {
	Counts [Kinds]uint8
	Jokers uint8
}

// ParseHand reads a hand in MPSZ notation ("123m456p789s11122z"; 0 a red five, J a
// joker). Text that is no hand (an unknown character, a fifth copy, more than 17
// tiles, nothing at all) is ErrBadHand, saying where.
func ParseHand(text string) (Hand, error) {
	var hand Hand
	chars, err := cString(text, StatusBadHand)
	if err != nil {
		return hand, err
	}
	defer C.free(unsafe.Pointer(chars))
	var message *C.char
	status := C.go_hand_parse(chars, (*C.uint8_t)(&hand.Counts[0]), (*C.uint8_t)(&hand.Jokers), &message)
	return hand, failed(status, message)
}

// cString copies value for C, which reads up to the first NUL: text holding one
// is refused with status rather than read cut short.
func cString(value string, status Status) (*C.char, error) {
	if at := strings.IndexByte(value, 0); at >= 0 {
		return nil, &Error{Status: status, Message: fmt.Sprintf("%q: a NUL byte at %d", value, at)}
	}
	return C.CString(value), nil
}

// MustParseHand is ParseHand for hands known to be good (tests, constants); it
// panics on an error.
func MustParseHand(text string) Hand {
	hand, err := ParseHand(text)
	if err != nil {
		panic(err)
	}
	return hand
}

// Len is the number of tiles, jokers included.
func (h Hand) Len() int {
	total := int(h.Jokers)
	for _, count := range h.Counts {
		total += int(count)
	}
	return total
}

// String writes the hand in MPSZ notation, as ParseHand reads it.
func (h Hand) String() string {
	var text strings.Builder
	for suit := 0; suit < 4; suit++ {
		any := false
		for rank := 0; rank < 9 && suit*9+rank < Kinds; rank++ {
			for c := uint8(0); c < h.Counts[suit*9+rank]; c++ {
				text.WriteByte(byte('1' + rank))
				any = true
			}
		}
		if any {
			text.WriteByte("mpsz"[suit])
		}
	}
	text.WriteString(strings.Repeat("J", int(h.Jokers)))
	return text.String()
}

// TileSet is a set of tile kinds: bit id for each (bit JokerBit a joker, in masks).
type TileSet uint64

// Has tells whether the set holds tile.
func (s TileSet) Has(tile Tile) bool { return s>>tile&1 == 1 }

// HasJoker tells whether a discard mask holds the joker (JokerBit).
func (s TileSet) HasJoker() bool { return s>>JokerBit&1 == 1 }

// Tiles lists the set's kinds in id order (the joker bit left out).
func (s TileSet) Tiles() []Tile {
	tiles := make([]Tile, 0, bits.OnesCount64(uint64(s)))
	for rest := uint64(s) & (1<<Kinds - 1); rest != 0; rest &= rest - 1 {
		tiles = append(tiles, Tile(bits.TrailingZeros64(rest)))
	}
	return tiles
}

// String lists the tiles' names, and J for the joker bit, separated by spaces.
func (s TileSet) String() string {
	names := make([]string, 0, 8)
	for _, tile := range s.Tiles() {
		names = append(names, tile.String())
	}
	if s.HasJoker() {
		names = append(names, "J")
	}
	return strings.Join(names, " ")
}
