package hupai

/*
#include "shims.h"
*/
import "C"

// LiveHand is a hand kept through a game (a player's hand on a server): Draw and
// Discard update it in a few operations, and the engine's IsWinLive, CheckLive
// and WaitsLive judge it with the table lookups alone. A plain value: copy it,
// keep it in a struct or a slice; its zero value is the empty hand.
type LiveHand struct {
	c C.HupaiLiveHand
}

// NewLiveHand keeps hand. Counts that are no hand are ErrBadHand.
func NewLiveHand(hand Hand) (LiveHand, error) {
	answer := C.go_live_new(byValue(&hand))
	if err := statusError(answer.s); err != nil {
		return LiveHand{}, err
	}
	return LiveHand{answer.live}, nil
}

// Draw adds tile: a fifth copy or an 18th tile is ErrBadHand, the hand unchanged.
func (l *LiveHand) Draw(tile Tile) error {
	answer := C.go_live_draw(l.c, C.uint8_t(tile))
	l.c = answer.live
	return statusError(answer.s)
}

// DrawJoker adds a joker with no kind of its own.
func (l *LiveHand) DrawJoker() error {
	return l.Draw(Tile(C.HUPAI_DISCARD_JOKER))
}

// Discard takes tile out: a tile the hand does not hold is ErrBadHand.
func (l *LiveHand) Discard(tile Tile) error {
	answer := C.go_live_discard(l.c, C.uint8_t(tile))
	l.c = answer.live
	return statusError(answer.s)
}

// DiscardJoker takes a joker with no kind out.
func (l *LiveHand) DiscardJoker() error {
	return l.Discard(Tile(C.HUPAI_DISCARD_JOKER))
}

// Hand is the hand kept.
func (l *LiveHand) Hand() (Hand, error) {
	var hand Hand
	var jokers C.uint8_t
	var message *C.char
	status := C.go_live_counts(&l.c, counts(&hand), &jokers, &message)
	hand.Jokers = uint8(jokers)
	return hand, failed(status, message)
}

// IsWinLive is IsWin for a kept hand.
func (e *Engine) IsWinLive(live *LiveHand) (bool, error) {
	engine, err := e.engine()
	if err != nil {
		return false, err
	}
	defer e.release()
	answer := C.go_live_is_win(handle(engine), live.c)
	return answer.win != 0, statusError(answer.s)
}

// CheckLive is Check for a kept hand.
func (e *Engine) CheckLive(live *LiveHand) (Forms, error) {
	engine, err := e.engine()
	if err != nil {
		return 0, err
	}
	defer e.release()
	answer := C.go_live_check(handle(engine), live.c)
	return Forms(answer.forms), statusError(answer.s)
}

// WaitsLive is Waits for a kept hand of 3n+1 tiles.
func (e *Engine) WaitsLive(live *LiveHand) (Waits, error) {
	engine, err := e.engine()
	if err != nil {
		return Waits{}, err
	}
	defer e.release()
	answer := C.go_live_waits(handle(engine), live.c)
	return Waits{TileSet(answer.waits), TileSet(answer.exhausted)}, statusError(answer.s)
}
