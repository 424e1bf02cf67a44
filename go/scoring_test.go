package hupai

import (
	"errors"
	"testing"
)

func mustTile(t *testing.T, text string) Tile {
	t.Helper()
	tile, err := ParseTile(text)
	if err != nil {
		t.Fatal(err)
	}
	return tile
}

func TestScoreRiichiPinfuTanyao(t *testing.T) {
	engine := mustEngine(t, "riichi")
	defer engine.Close()
	s := Situation{WinningTile: mustTile(t, "6s"), SeatWind: South, Riichi: Riichi, Dora: []Tile{mustTile(t, "1m")}}
	score, err := engine.ScoreRiichi(MustParseHand("22m345m456p456678s"), s)
	if err != nil {
		t.Fatal(err)
	}
	want := []Yaku{{"riichi", 1}, {"pinfu", 1}, {"tanyao", 1}}
	if !score.HasYaku || len(score.Yaku) != 3 || score.Yaku[0] != want[0] || score.Yaku[1] != want[1] || score.Yaku[2] != want[2] {
		t.Fatalf("yaku %+v", score.Yaku)
	}
	if score.Han != 5 || score.Fu != 30 || score.Dora != 2 || score.Limit != "mangan" || score.Ron != 8000 || score.Total != 8000 || score.Wait != "two-sided" {
		t.Fatalf("%+v", score)
	}
	if score.Split != "345m 456p 456s 678s 22m, won on 6s (two-sided)" {
		t.Fatalf("split %q", score.Split)
	}
	legal, err := engine.IsLegalWin(MustParseHand("22m345m456p456678s"), s)
	if err != nil || !legal {
		t.Fatal(legal, err)
	}
}

func TestScoreYakumanAndNoYaku(t *testing.T) {
	engine := mustEngine(t, "riichi")
	defer engine.Close()
	score, err := engine.ScoreRiichi(MustParseHand("19m19p19s1234567z1m"), Situation{WinningTile: mustTile(t, "1m"), Tsumo: true})
	if err != nil || score.Yakuman != 2 || score.Total != 96000 || score.Limit != "yakuman" {
		t.Fatalf("%+v %v", score, err)
	}
	open, err := engine.WithMelds("789s")
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close()
	score, err = open.ScoreRiichi(MustParseHand("234567m22p345s"), Situation{WinningTile: mustTile(t, "7m"), SeatWind: West})
	if err != nil || score.HasYaku || score.Total != 0 || len(score.Yaku) != 0 {
		t.Fatalf("%+v %v", score, err)
	}
	waits, err := engine.LegalWaits(MustParseHand("23m123p123s789s55z"), Situation{SeatWind: South})
	if err != nil || len(waits) != 2 || !waits[0].Ron || waits[1].Ron || !waits[1].Tsumo || waits[0].RonPoints != 8000 {
		t.Fatalf("%+v %v", waits, err)
	}
}

func TestScoreErrors(t *testing.T) {
	engine := mustEngine(t, "riichi")
	standard := mustEngine(t, "standard")
	defer standard.Close()
	hand := MustParseHand("123m456p789s11122z")
	win := mustTile(t, "2z")
	cases := []struct {
		engine *Engine
		hand   Hand
		s      Situation
		want   error
	}{
		{engine, hand, Situation{WinningTile: win, Ippatsu: true}, ErrBadArgument},
		{engine, hand, Situation{WinningTile: 34}, ErrBadArgument},
		{engine, hand, Situation{WinningTile: win, SeatWind: 7}, ErrBadArgument},
		{engine, hand, Situation{WinningTile: win, Dora: make([]Tile, 6)}, ErrBadArgument},
		{engine, hand, Situation{WinningTile: win, RedFives: [3]uint8{1, 0, 0}}, ErrBadArgument},
		{engine, MustParseHand("1m23456789m12345p"), Situation{}, ErrBadHand},
		{engine, MustParseHand("1m"), Situation{}, ErrBadHand},
		{engine, MustParseHand("1mJJJJJJJJJJJJJ"), Situation{}, ErrBadHand},
		{standard, hand, Situation{WinningTile: win}, ErrBadRules},
	}
	for i, c := range cases {
		_, err := c.engine.ScoreRiichi(c.hand, c.s)
		var typed *Error
		if !errors.Is(err, c.want) || !errors.As(err, &typed) || typed.Message == "" {
			t.Errorf("case %d: %v, want %v", i, err, c.want)
		}
		if legal, _ := c.engine.IsLegalWin(c.hand, c.s); legal {
			t.Errorf("case %d: legal", i)
		}
	}
	engine.Close()
	if _, err := engine.ScoreRiichi(hand, Situation{WinningTile: win}); !errors.Is(err, ErrClosed) {
		t.Fatal(err)
	}
}

func TestScoreGuobiao(t *testing.T) {
	engine := mustEngine(t, "guobiao")
	defer engine.Close()
	dragon, err := engine.WithMelds("777z")
	if err != nil {
		t.Fatal(err)
	}
	defer dragon.Close()
	s := Situation{WinningTile: mustTile(t, "9m"), Tsumo: true, SeatWind: South, Flowers: 2}
	score, err := dragon.ScoreGuobiao(MustParseHand("123456789m99m"), s)
	if err != nil {
		t.Fatal(err)
	}
	if !score.Legal || score.Total != 27 || score.FanTotal != 25 || score.Flowers != 2 || score.Minimum != 8 {
		t.Fatalf("%+v", score)
	}
	if score.Fans[0] != (Fan{Name: "清龙", English: "Pure Straight", Value: 16, Times: 1}) {
		t.Fatalf("%+v", score.Fans)
	}
	if last := score.Fans[len(score.Fans)-1]; last.Name != "花牌" || last.Times != 2 {
		t.Fatalf("%+v", score.Fans)
	}
	if score.Reading != "123m 456m 789m [777z] 99m" {
		t.Fatalf("reading %q", score.Reading)
	}
	// 和绝张 alone is 4 fans: under the minimum whatever the flowers.
	chicken, err := engine.WithMelds("234m 678p")
	if err != nil {
		t.Fatal(err)
	}
	defer chicken.Close()
	s = Situation{WinningTile: mustTile(t, "3s"), LastOfKind: true, Flowers: 8}
	score, err = chicken.ScoreGuobiao(MustParseHand("345777s55z"), s)
	if err != nil || score.Legal || score.FanTotal != 4 || score.Total != 12 {
		t.Fatalf("%+v %v", score, err)
	}
	legal, err := chicken.IsLegalWin(MustParseHand("345777s55z"), s)
	if err != nil || legal {
		t.Fatal(legal, err)
	}
	waits, err := chicken.LegalWaits(MustParseHand("45777s55z"), Situation{})
	if err != nil || len(waits) != 2 || !waits[0].Ron || waits[0].Tsumo || waits[0].RonPoints != 8 {
		t.Fatalf("%+v %v", waits, err)
	}
	// Errors: riichi rules, nine flowers, riichi declared under 国标.
	riichi := mustEngine(t, "riichi")
	defer riichi.Close()
	orphans := MustParseHand("19m19p19s1234567z1m")
	if _, err := riichi.ScoreGuobiao(orphans, Situation{}); !errors.Is(err, ErrBadRules) {
		t.Fatal(err)
	}
	if _, err := engine.ScoreGuobiao(orphans, Situation{Flowers: 9}); !errors.Is(err, ErrBadArgument) {
		t.Fatal(err)
	}
	if _, err := engine.ScoreGuobiao(orphans, Situation{Riichi: Riichi}); !errors.Is(err, ErrBadArgument) {
		t.Fatal(err)
	}
	if _, err := engine.ScoreGuobiao(MustParseHand("1m"), Situation{}); !errors.Is(err, ErrBadHand) {
		t.Fatal(err)
	}
}

func TestScoreTable(t *testing.T) {
	sichuan := mustEngine(t, "sichuan")
	defer sichuan.Close()
	score, err := sichuan.ScoreTable(MustParseHand("11122233345699m"), Situation{WinningTile: mustTile(t, "9m"), Tsumo: true})
	if err != nil {
		t.Fatal(err)
	}
	if !score.Legal || score.Total != 3 || score.Points != 8 || len(score.Fans) != 2 {
		t.Fatalf("%+v", score)
	}
	if score.Fans[0] != (TableFan{Name: "清一色", Value: 2, Times: 1}) || score.Reading != "111m 222m 333m 456m 99m" {
		t.Fatalf("%+v", score)
	}
	hongzhong := mustEngine(t, "hongzhong")
	defer hongzhong.Close()
	score, err = hongzhong.ScoreTable(MustParseHand("111m234567m789m77z"), Situation{WinningTile: mustTile(t, "7z"), Tsumo: true})
	if err != nil || score.Points != 2 || len(score.StandIns) != 2 {
		t.Fatalf("%+v %v", score, err)
	}
	if _, err := sichuan.ScoreTable(MustParseHand("11122233345699m"), Situation{WinningTile: mustTile(t, "9m"), Flowers: 1}); !errors.Is(err, ErrBadArgument) {
		t.Fatal(err)
	}
	riichi := mustEngine(t, "riichi")
	defer riichi.Close()
	if _, err := riichi.ScoreTable(MustParseHand("11122233345699m"), Situation{WinningTile: mustTile(t, "9m")}); !errors.Is(err, ErrBadRules) {
		t.Fatal(err)
	}
}

func TestRedFivesInMeldsAndJokersInLegalWins(t *testing.T) {
	riichi := mustEngine(t, "riichi")
	defer riichi.Close()
	melded, err := riichi.WithMelds("067s")
	if err != nil {
		t.Fatal(err)
	}
	defer melded.Close()
	red, err := melded.RedFives("22m345m456p678s")
	if err != nil || red != [3]uint8{0, 0, 1} {
		t.Fatal(red, err)
	}
	score, err := melded.ScoreRiichi(MustParseHand("22m345m456p678s"), Situation{WinningTile: mustTile(t, "8s"), RedFives: red})
	if err != nil || score.RedFives != 1 || score.Total != 2900 {
		t.Fatalf("%+v %v", score, err)
	}
	guobiao := mustEngine(t, "guobiao")
	defer guobiao.Close()
	if red, err := guobiao.RedFives("0m0p0s"); err != nil || red != [3]uint8{} {
		t.Fatal(red, err)
	}
	hongzhong := mustEngine(t, "hongzhong")
	defer hongzhong.Close()
	legal, err := hongzhong.IsLegalWin(MustParseHand("123m456p789s11pJJJ"), Situation{WinningTile: mustTile(t, "9s"), Tsumo: true})
	if err != nil || !legal {
		t.Fatal(legal, err)
	}
	waits, err := hongzhong.LegalWaits(MustParseHand("123m456p789s1pJJJ"), Situation{})
	if err != nil || len(waits) == 0 {
		t.Fatal(waits, err)
	}
	eight := mustEngine(t, "zhuanzhuan-8-reds")
	defer eight.Close()
	hand, err := eight.ParseHand("77777z123m456p999s")
	if err != nil || hand.Jokers != 5 {
		t.Fatal(hand, err)
	}
	if _, err := eight.ScoreTable(hand, Situation{WinningTile: mustTile(t, "9s"), Tsumo: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := eight.ParseHand("777777777z123m9s"); !errors.Is(err, ErrBadHand) {
		t.Fatal(err)
	}
	four, err := eight.ParseHand("7777z11223m456p9s")
	if err != nil {
		t.Fatal(err)
	}
	if waits, err := eight.LegalWaits(four, Situation{}); err != nil || len(waits) == 0 {
		t.Fatal(waits, err)
	}
	sichuan := mustEngine(t, "sichuan")
	defer sichuan.Close()
	kong, err := sichuan.ScoreTable(MustParseHand("123456789m11123m"), Situation{WinningTile: mustTile(t, "3m"), KongDiscard: true})
	if err != nil || kong.Points != 16 {
		t.Fatalf("%+v %v", kong, err)
	}
}

func TestParseWindSpellsAsTheCommandLine(t *testing.T) {
	for text, want := range map[string]Wind{"east": East, "S": South, "3z": West, " North ": North, "w": West} {
		got, err := ParseWind(text)
		if err != nil || got != want {
			t.Errorf("ParseWind(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, text := range []string{"", "5z", "up", "east\x00"} {
		if _, err := ParseWind(text); !errors.Is(err, ErrBadArgument) {
			t.Errorf("ParseWind(%q): %v, want ErrBadArgument", text, err)
		}
	}
}

// Words sets any field by the library's names on top of the typed ones; a bad word
// or a field the rules' system does not count is ErrBadArgument naming the field.
func TestSituationWords(t *testing.T) {
	engine := mustEngine(t, "riichi")
	defer engine.Close()
	hand := MustParseHand("22m345m456p456678s")
	typed := Situation{WinningTile: mustTile(t, "6s"), SeatWind: South, Riichi: Riichi, Dora: []Tile{mustTile(t, "1m")}}
	worded := Situation{Words: "win=6s seat=south riichi dora=1m"}
	a, errA := engine.ScoreRiichi(hand, typed)
	b, errB := engine.ScoreRiichi(hand, worded)
	if errA != nil || errB != nil || a.Total != 8000 || a.Total != b.Total || a.Split != b.Split {
		t.Fatalf("typed %+v %v, words %+v %v", a, errA, b, errB)
	}
	for _, words := range []string{"seat=up", "honab=1", "flowers=1", "kong_discard", "dora=1m\x00"} {
		_, err := engine.ScoreRiichi(hand, Situation{WinningTile: mustTile(t, "6s"), Words: words})
		if !errors.Is(err, ErrBadArgument) {
			t.Errorf("%q: %v", words, err)
		}
	}
}

// Norths set aside count as dora with three players, and are refused with four.
func TestKita(t *testing.T) {
	sanma := mustEngine(t, "sanma")
	defer sanma.Close()
	score, err := sanma.ScoreRiichi(MustParseHand("111m999m123p11122z"), Situation{WinningTile: mustTile(t, "2z"), Tsumo: true, Kita: 2})
	if err != nil || score.Han != 9 || score.Dora != 2 {
		t.Fatalf("%+v %v", score, err)
	}
	riichi := mustEngine(t, "riichi")
	defer riichi.Close()
	if _, err := riichi.ScoreRiichi(MustParseHand("22m345m456p456678s"), Situation{WinningTile: mustTile(t, "6s"), Kita: 1}); !errors.Is(err, ErrBadArgument) {
		t.Fatal(err)
	}
}

// Score is the one door: the rules choose the scoring, every score answers the same
// questions, and the system's own score is the one not nil.
func TestScoreIsTheOneDoor(t *testing.T) {
	asks := []struct {
		rules, hand, words, system string
		points                     uint64
	}{
		{"guobiao", "123456789m22p345s", "win=5s", "guobiao", 20},
		{"sichuan", "11122233345699m", "win=9m tsumo", "table", 8},
		{"riichi", "22m345m456p456678s", "win=6s riichi", "riichi", 5800},
	}
	for _, ask := range asks {
		engine := mustEngine(t, ask.rules)
		scored, err := engine.Score(MustParseHand(ask.hand), Situation{Words: ask.words})
		engine.Close()
		if err != nil || scored.System != ask.system || !scored.Legal || scored.Points != ask.points || scored.Reading == "" {
			t.Fatalf("%s: %+v %v", ask.rules, scored, err)
		}
		own := map[string]bool{"riichi": scored.Riichi != nil, "guobiao": scored.Guobiao != nil, "table": scored.Table != nil}
		if !own[ask.system] || len(own) != 3 {
			t.Fatalf("%s: its own score missing: %+v", ask.rules, scored)
		}
	}
	standard := mustEngine(t, "standard")
	defer standard.Close()
	if _, err := standard.Score(MustParseHand("123m456p789s11122z"), Situation{Words: "win=2z"}); !errors.Is(err, ErrBadRules) {
		t.Fatal(err)
	}
}
