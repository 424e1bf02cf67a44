package hupai

/*
#include <stdlib.h>
#include "shims.h"
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Wind is a seat's or the round's wind.
type Wind uint8

// The winds; East is the dealer's seat.
const (
	East Wind = iota
	South
	West
	North
)

// ParseWind reads a wind as the command line reads one: "east", "e", "1z", any case,
// spaces around ignored. Anything else is ErrBadArgument.
func ParseWind(text string) (Wind, error) {
	chars, err := cString(text, StatusBadArgument)
	if err != nil {
		return East, err
	}
	defer C.free(unsafe.Pointer(chars))
	var wind C.uint8_t
	var message *C.char
	status := C.go_wind_parse(chars, &wind, &message)
	return Wind(wind), failed(status, message)
}

// Declared is whether the winner declared riichi.
type Declared uint8

// What a winner may have declared.
const (
	NoRiichi Declared = iota
	Riichi
	DoubleRiichi
)

// Situation is everything about a win beyond its tiles (riichi's or 国标's). The zero value is
// a ron on 1m by the dealer in an East round, nothing declared.
type Situation struct {
	// WinningTile completed the hand; the hand holds it.
	WinningTile Tile
	// Tsumo: self-drawn; otherwise won on a discard (ron).
	Tsumo bool
	// SeatWind (East: the dealer) and RoundWind.
	SeatWind, RoundWind Wind
	// Riichi declared, if any.
	Riichi Declared
	// Ippatsu; LastTile (haitei by tsumo, houtei by ron); AfterKong (rinshan,
	// tsumo only); RobbingKong (chankan, ron only); FirstTurn (tenhou, chiihou,
	// renhou where the rules count it).
	Ippatsu, LastTile, AfterKong, RobbingKong, FirstTurn bool
	// KongDiscard: won by ron on the tile the discarder threw right after their
	// own kong (杠上炮, counted by fan tables that name it).
	KongDiscard bool
	// Dora and ura-dora indicators, at most 5 each (ura-dora count with riichi).
	Dora, UraDora []Tile
	// RedFives held in the hand and melds: man, pin, sou. Engine.RedFives counts
	// those a hand's text and the engine's melds hold, as the rules score them.
	RedFives [3]uint8
	// Honba and riichi sticks on the table.
	Honba, RiichiSticks uint8
	// 国标: Flowers held (花牌, 0 to 8) and LastOfKind, won on the last copy of its
	// kind with three shown (和绝张).
	Flowers    uint8
	LastOfKind bool
	// Kita: Norths set aside by a three-player winner (抜きドラ), a dora each.
	Kita uint8
	// Words sets fields in the library's words form on top of those above
	// ("seat=south riichi dora=1m", the names of hupai's situation field list and
	// of `hupai score --situation`): any field, and fields this package has no
	// member for yet. A bad word is ErrBadArgument naming the field.
	Words string
}

// Yaku is one yaku of a score and the han it gives (13 a yakuman multiple).
type Yaku struct {
	Name string
	Han  int
}

// Score is what a riichi win is worth, counted on its highest-scoring split. A
// winning shape without a yaku has HasYaku false and pays nothing.
type Score struct {
	HasYaku bool
	Yaku    []Yaku
	// Yakuman multiples (0: none); Han includes the dora (0 for a yakuman).
	Yakuman, Han, Fu        int
	Dora, UraDora, RedFives int
	Limit                   string // "", "mangan", … "yakuman"
	Wait                    string // "two-sided", "closed", "edge", "dual pair", "single", "thirteen-sided"
	BasicPoints             int
	Ron, Dealer, NonDealer  int // who pays: the discarder; on a tsumo the dealer and each non-dealer
	Total                   int // all the winner gains, riichi sticks included
	Split                   string
}

// LegalWait is a wait of a waiting hand and whether a win on it has a yaku.
type LegalWait struct {
	Tile                   Tile
	Ron, Tsumo             bool
	RonPoints, TsumoPoints uint64
}

// The limits' and waits' names by their numbers in a C score, as the library names
// them.
var (
	limitNames = namesOf(func(n int) *C.char { return C.hupai_limit_name(C.uint8_t(n)) })
	waitNames  = namesOf(func(n int) *C.char { return C.hupai_wait_name(C.uint8_t(n)) })
)

// namesOf lists the names name(0), name(1), … until the first null.
func namesOf(name func(int) *C.char) []string {
	var names []string
	for n := 0; n < 256; n++ {
		text := name(n)
		if text == nil {
			break
		}
		names = append(names, C.GoString(text))
	}
	return names
}

// situation is s as the C library takes it; more than 5 indicators is ErrBadArgument.
func (s *Situation) situation() (C.HupaiSituation, error) {
	var c C.HupaiSituation
	if len(s.Dora) > 5 || len(s.UraDora) > 5 {
		return c, &Error{Status: StatusBadArgument, Message: fmt.Sprintf("%d dora and %d ura-dora indicators; a table shows at most 5", len(s.Dora), len(s.UraDora))}
	}
	flag := func(b bool) C.uint8_t {
		if b {
			return 1
		}
		return 0
	}
	c.winning_tile = C.uint8_t(s.WinningTile)
	c.tsumo = flag(s.Tsumo)
	c.seat_wind = C.uint8_t(s.SeatWind)
	c.round_wind = C.uint8_t(s.RoundWind)
	c.riichi = C.uint8_t(s.Riichi)
	c.ippatsu = flag(s.Ippatsu)
	c.last_tile = flag(s.LastTile)
	c.after_kong = flag(s.AfterKong)
	c.robbing_kong = flag(s.RobbingKong)
	c.kong_discard = flag(s.KongDiscard)
	c.first_turn = flag(s.FirstTurn)
	c.dora_count = C.uint8_t(len(s.Dora))
	for i, t := range s.Dora {
		c.dora[i] = C.uint8_t(t)
	}
	c.ura_count = C.uint8_t(len(s.UraDora))
	for i, t := range s.UraDora {
		c.ura_dora[i] = C.uint8_t(t)
	}
	for i, n := range s.RedFives {
		c.red_fives[i] = C.uint8_t(n)
	}
	c.honba = C.uint8_t(s.Honba)
	c.riichi_sticks = C.uint8_t(s.RiichiSticks)
	c.flowers = C.uint8_t(s.Flowers)
	c.last_of_kind = flag(s.LastOfKind)
	c.kita = C.uint8_t(s.Kita)
	if s.Words != "" {
		words, err := cString(s.Words, StatusBadArgument)
		if err != nil {
			return c, err
		}
		defer C.free(unsafe.Pointer(words))
		var message *C.char
		if err := failed(C.go_situation_parse(words, &c, &message), message); err != nil {
			return c, err
		}
	}
	return c, nil
}

func scoreOf(c *C.HupaiScore) Score {
	score := Score{
		HasYaku:     c.has_yaku == 1,
		Yaku:        make([]Yaku, int(c.yaku_count)),
		Yakuman:     int(c.yakuman),
		Han:         int(c.han),
		Fu:          int(c.fu),
		Dora:        int(c.dora),
		UraDora:     int(c.ura_dora),
		RedFives:    int(c.red_fives),
		BasicPoints: int(c.basic_points),
		Ron:         int(c.ron),
		Dealer:      int(c.dealer),
		NonDealer:   int(c.non_dealer),
		Total:       int(c.total),
		Split:       C.GoString(&c.split[0]),
	}
	if int(c.limit) < len(limitNames) {
		score.Limit = limitNames[c.limit]
	}
	if int(c.wait) < len(waitNames) {
		score.Wait = waitNames[c.wait]
	}
	for i := range score.Yaku {
		score.Yaku[i] = Yaku{Name: C.GoString(C.hupai_yaku_name(c.yaku[i])), Han: int(c.yaku_han[i])}
	}
	return score
}

// Scored is a win's score by the rules' scoring (Engine.Score): what every score
// answers — its System ("riichi", "guobiao" or "table"), whether it is Legal (a
// yaku; the minimum fans), its Points (riichi's paid in all, 国标's fans, a table's
// points) and Reading — and the system's own score, the one of Riichi, Guobiao and
// Table that is not nil.
type Scored struct {
	System  string
	Legal   bool
	Points  uint64
	Reading string
	Riichi  *Score
	Guobiao *FanScore
	Table   *TableScore
}

// Score is the score of a winning hand (the concealed tiles, the winning tile
// among them; the melds are the engine's, a concealed kong in parentheses) in
// situation s by the rules' scoring: the one door. Rules that do not score are
// ErrBadRules; a hand that does not win, ErrBadHand; an impossible situation,
// ErrBadArgument. ScoreRiichi, ScoreGuobiao and ScoreTable answer with one
// system's score.
func (e *Engine) Score(hand Hand, s Situation) (Scored, error) {
	system, err := e.scoring()
	if err != nil {
		return Scored{}, err
	}
	switch system {
	case "guobiao":
		fans, err := e.ScoreGuobiao(hand, s)
		if err != nil {
			return Scored{}, err
		}
		return Scored{System: system, Legal: fans.Legal, Points: uint64(fans.Total), Reading: fans.Reading, Guobiao: &fans}, nil
	case "table":
		table, err := e.ScoreTable(hand, s)
		if err != nil {
			return Scored{}, err
		}
		return Scored{System: system, Legal: table.Legal, Points: table.Points, Reading: table.Reading, Table: &table}, nil
	}
	riichi, err := e.ScoreRiichi(hand, s)
	if err != nil {
		return Scored{}, err
	}
	return Scored{System: "riichi", Legal: riichi.HasYaku, Points: uint64(riichi.Total), Reading: riichi.Split, Riichi: &riichi}, nil
}

// scoring is how the engine's rules score: "riichi", "guobiao", "table" or "none".
func (e *Engine) scoring() (string, error) {
	engine, err := e.engine()
	if err != nil {
		return "", err
	}
	defer e.release()
	var name *C.char
	if status := C.hupai_engine_scoring(engine, &name); status != C.HUPAI_OK {
		return "", &Error{Status: Status(status), Message: "the engine's scoring could not be read"}
	}
	return C.GoString(name), nil
}

// ScoreRiichi is the riichi score of a winning hand (the concealed tiles, the winning
// tile among them; the melds are the engine's, a concealed kong in parentheses)
// in situation s. Rules without a [riichi] section are ErrBadRules; a hand that
// does not win, holds jokers or is not 14 tiles with its melds, ErrBadHand; an
// impossible situation, ErrBadArgument.
func (e *Engine) ScoreRiichi(hand Hand, s Situation) (Score, error) {
	engine, err := e.engine()
	if err != nil {
		return Score{}, err
	}
	defer e.release()
	situation, err := s.situation()
	if err != nil {
		return Score{}, err
	}
	answer := C.go_score(handle(engine), byValue(&hand), situation)
	if err := statusError(answer.s); err != nil {
		return Score{}, err
	}
	return scoreOf(&answer.score), nil
}

// IsLegalWin tells whether a hand wins with a yaku in situation s (国标, a fan
// table: the minimum fans); false for a hand that does not win. What Score refuses
// (an impossible situation, a hand scoring cannot take, rules that do not score) is
// the same error.
func (e *Engine) IsLegalWin(hand Hand, s Situation) (bool, error) {
	engine, err := e.engine()
	if err != nil {
		return false, err
	}
	defer e.release()
	situation, err := s.situation()
	if err != nil {
		return false, err
	}
	answer := C.go_is_legal_win(handle(engine), byValue(&hand), situation)
	return answer.legal == 1, statusError(answer.s)
}

// LegalWaits lists the waits of a waiting hand (13 tiles with the melds), each with
// whether a ron and a tsumo on it have a yaku and what they pay; the situation's
// winning tile and Tsumo are set per wait.
func (e *Engine) LegalWaits(hand Hand, s Situation) ([]LegalWait, error) {
	engine, err := e.engine()
	if err != nil {
		return nil, err
	}
	defer e.release()
	situation, err := s.situation()
	if err != nil {
		return nil, err
	}
	answer := C.go_legal_waits(handle(engine), byValue(&hand), situation)
	if err := statusError(answer.s); err != nil {
		return nil, err
	}
	waits := make([]LegalWait, int(answer.count))
	for i := range waits {
		w := answer.waits[i]
		waits[i] = LegalWait{Tile(w.tile), w.ron == 1, w.tsumo == 1, uint64(w.ron_points), uint64(w.tsumo_points)}
	}
	return waits, nil
}

// Fan is one fan of a 国标 score: its Chinese and English names, its value, and how
// many times it counts.
type Fan struct {
	Name, English string
	Value, Times  int
}

// FanScore is what a 国标 win is worth, counted on the reading worth most. Legal is
// whether FanTotal (the fans without flowers) reaches Minimum.
type FanScore struct {
	Legal                    bool
	Fans                     []Fan
	FanTotal, Total, Flowers int
	Minimum                  int
	Reading                  string
}

// ScoreGuobiao is the 国标 score of a winning hand (the concealed tiles, the winning
// tile among them; the melds are the engine's) in situation s (Flowers and
// LastOfKind; riichi's fields zero). Rules without a [guobiao] section are
// ErrBadRules; a hand that does not win, ErrBadHand; an impossible situation,
// ErrBadArgument. Legal waits under 国标 come from LegalWaits (the points are fans).
func (e *Engine) ScoreGuobiao(hand Hand, s Situation) (FanScore, error) {
	engine, err := e.engine()
	if err != nil {
		return FanScore{}, err
	}
	defer e.release()
	situation, err := s.situation()
	if err != nil {
		return FanScore{}, err
	}
	answer := C.go_score_guobiao(handle(engine), byValue(&hand), situation)
	if err := statusError(answer.s); err != nil {
		return FanScore{}, err
	}
	c := &answer.score
	score := FanScore{
		Legal:    c.legal == 1,
		Fans:     make([]Fan, int(c.fan_count)),
		FanTotal: int(c.fan_total),
		Total:    int(c.total),
		Flowers:  int(c.flowers),
		Minimum:  int(c.minimum),
		Reading:  C.GoString(&c.reading[0]),
	}
	for i := range score.Fans {
		number := c.fans[i]
		score.Fans[i] = Fan{
			Name:    C.GoString(C.hupai_fan_name(number)),
			English: C.GoString(C.hupai_fan_english(number)),
			Value:   int(C.hupai_fan_value(number)),
			Times:   int(c.fan_times[i]),
		}
	}
	return score, nil
}

// TableFan is one fan of a town table's score: its name in the table, its value, and
// how many times it counts.
type TableFan struct {
	Name         string
	Value, Times int
}

// TableScore is what a win is worth by the rules' fan table (their [scoring]
// section), on its reading worth most: the fans, their total, the points, and what
// each joker stood for.
type TableScore struct {
	Legal         bool
	Fans          []TableFan
	Total, Points uint64
	Minimum       uint64
	StandIns      []Tile
	Reading       string
}

// ScoreTable is the score of a winning hand (jokers allowed; the melds are the
// engine's) by the rules' fan table in situation s (riichi's fields, Flowers and
// LastOfKind zero). Rules without a [scoring] section are ErrBadRules; a hand that
// does not win, ErrBadHand; an impossible situation, ErrBadArgument.
func (e *Engine) ScoreTable(hand Hand, s Situation) (TableScore, error) {
	engine, err := e.engine()
	if err != nil {
		return TableScore{}, err
	}
	defer e.release()
	situation, err := s.situation()
	if err != nil {
		return TableScore{}, err
	}
	answer := C.go_score_table(handle(engine), byValue(&hand), situation)
	if err := statusError(answer.s); err != nil {
		return TableScore{}, err
	}
	c := &answer.score
	score := TableScore{
		Legal:    c.legal == 1,
		Fans:     make([]TableFan, int(c.fan_count)),
		Total:    uint64(c.total),
		Points:   uint64(c.points),
		Minimum:  uint64(c.minimum),
		StandIns: make([]Tile, int(c.stand_in_count)),
		Reading:  C.GoString(&c.reading[0]),
	}
	var name [128]C.char
	for i := range score.Fans {
		C.hupai_table_fan_name(engine, c.fans[i], &name[0], C.size_t(len(name)))
		score.Fans[i] = TableFan{Name: C.GoString(&name[0]), Value: int(c.fan_values[i]), Times: int(c.fan_times[i])}
	}
	for i := range score.StandIns {
		score.StandIns[i] = Tile(c.stand_ins[i])
	}
	return score, nil
}

// RedFives counts the red fives a hand written as MPSZ text holds (its 0s) with the
// engine's melds (067s, (0555p)), as the engine's rules score them: none where the
// rules' wall has none (国标, fan tables). It is what Situation.RedFives should be
// for a hand read from that text; "" counts the melds' alone.
func (e *Engine) RedFives(hand string) ([3]uint8, error) {
	var red [3]uint8
	err := e.askText(hand, StatusBadArgument, func(engine C.GoEngine, text *C.char, message **C.char) C.HupaiStatus {
		return C.go_engine_red_fives(engine, text, (*C.uint8_t)(&red[0]), message)
	})
	return red, err
}

// ParseHand reads a hand in MPSZ notation as the engine reads it: as the package's
// ParseHand, but a joker kind of more than four copies in the wall (八红中's eight
// Reds) may be written above four (77777z) and is then given as that many jokers;
// more than the wall holds is ErrBadHand, naming the rules' copies.
func (e *Engine) ParseHand(text string) (Hand, error) {
	var hand Hand
	err := e.askText(text, StatusBadHand, func(engine C.GoEngine, chars *C.char, message **C.char) C.HupaiStatus {
		return C.go_engine_hand_parse(engine, chars, (*C.uint8_t)(&hand.Counts[0]), (*C.uint8_t)(&hand.Jokers), message)
	})
	return hand, err
}

// askText asks the engine a question of text as C takes it (text with a NUL is
// refused with status refused) and gives the call's error.
func (e *Engine) askText(text string, refused Status, ask func(C.GoEngine, *C.char, **C.char) C.HupaiStatus) error {
	engine, err := e.engine()
	if err != nil {
		return err
	}
	defer e.release()
	chars, err := cString(text, refused)
	if err != nil {
		return err
	}
	defer C.free(unsafe.Pointer(chars))
	var message *C.char
	status := ask(handle(engine), chars, &message)
	return failed(status, message)
}
