package hupai

import (
	"errors"
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"sync"
	"testing"
)

func mustEngine(t testing.TB, name string) *Engine {
	t.Helper()
	engine, err := New(name)
	if err != nil {
		t.Fatal(err)
	}
	return engine
}

func TestErrorsAreTypedWithTheLibrarysMessage(t *testing.T) {
	_, err := New("no-such-rules")
	if !errors.Is(err, ErrBadRules) || !strings.Contains(err.Error(), "no-such-rules") {
		t.Errorf("unknown rules: %v", err)
	}
	var typed *Error
	if !errors.As(err, &typed) || typed.Status != StatusBadRules {
		t.Errorf("an *Error with its status: %#v", err)
	}
	if _, err := FromRules("tiles = 7"); !errors.Is(err, ErrBadRules) {
		t.Errorf("bad rules text: %v", err)
	}
	if _, err := FromRulesFile("no/such/file.toml"); !errors.Is(err, ErrBadRules) {
		t.Errorf("missing rules file: %v", err)
	}
	if _, err := FromTableFile("no/such/file.hupai"); !errors.Is(err, ErrBadTables) {
		t.Errorf("missing table file: %v", err)
	}
	if _, err := FromTableBytes([]byte("not a table file")); !errors.Is(err, ErrBadTables) {
		t.Errorf("bad table bytes: %v", err)
	}
	if _, err := FromTableBytes(nil); !errors.Is(err, ErrBadTables) {
		t.Errorf("no table bytes: %v", err)
	}
	for _, text := range []string{"", "11111m", "123x", "m", "123456789m123456789p", "1m\x00", "\xff"} {
		if _, err := ParseHand(text); err == nil || errors.Is(err, ErrBadRules) {
			t.Errorf("ParseHand(%q): %v", text, err)
		}
	}
	standard := mustEngine(t, "standard")
	defer standard.Close()
	if _, err := standard.Check(MustParseHand("123m")); !errors.Is(err, ErrBadHand) || !strings.Contains(err.Error(), "3n+2") {
		t.Errorf("a hand of 3 tiles: %v", err)
	}
	bad := Hand{}
	bad.Counts[0] = 5
	if _, err := standard.IsWin(bad); !errors.Is(err, ErrBadHand) {
		t.Errorf("five of a kind: %v", err)
	}
	bad.Counts[0] = 255
	bad.Jokers = 255
	for _, ask := range []func() error{
		func() error { _, err := standard.Waits(bad); return err },
		func() error { _, err := standard.Shanten(bad); return err },
		func() error { _, err := standard.Decompositions(bad, 10); return err },
		func() error { _, err := standard.Ukeire(bad, nil); return err },
		func() error { _, err := standard.Discards(bad, nil); return err },
		func() error { _, err := standard.DiscardMasks(bad); return err },
	} {
		if err := ask(); !errors.Is(err, ErrBadHand) {
			t.Errorf("counts of 255: %v", err)
		}
	}
	if _, err := standard.Decompositions(MustParseHand("11m"), -1); !errors.Is(err, ErrBadArgument) {
		t.Errorf("a negative limit: %v", err)
	}
	if _, err := standard.WithMelds("12m"); !errors.Is(err, ErrBadArgument) {
		t.Errorf("no melds: %v", err)
	}
	sichuan := mustEngine(t, "sichuan")
	if _, err := sichuan.WithJokerKinds(33); !errors.Is(err, ErrBadRules) {
		t.Errorf("jokers under rules that play none: %v", err)
	}
	if _, err := standard.WithJokerKinds(34); !errors.Is(err, ErrBadArgument) {
		t.Errorf("a tile id out of range: %v", err)
	}
	if _, err := ParseTile("1m2m"); !errors.Is(err, ErrBadArgument) {
		t.Errorf("two tiles as one: %v", err)
	}
}

func TestAClosedEngineIsAnErrorNotACrash(t *testing.T) {
	engine := mustEngine(t, "standard")
	engine.Close()
	engine.Close()
	hand := MustParseHand("11m")
	if _, err := engine.Check(hand); !errors.Is(err, ErrClosed) {
		t.Errorf("check after close: %v", err)
	}
	if _, err := engine.WithMelds("111p"); !errors.Is(err, ErrClosed) {
		t.Errorf("melds after close: %v", err)
	}
	var missing *Engine
	if _, err := missing.Shanten(hand); !errors.Is(err, ErrClosed) {
		t.Errorf("a nil engine: %v", err)
	}
	if err := engine.IsWinBatch(nil, nil, nil, false); !errors.Is(err, ErrClosed) {
		t.Errorf("a batch after close: %v", err)
	}
}

// Calls racing Close answer right or return ErrClosed, never read the freed engine:
// new engines made meanwhile reuse its memory, so a call on freed memory would
// answer as sanma (2m not in play) or crash. Run under `go test -race` in CI.
func TestCallsRacingCloseAnswerRightOrErrClosed(t *testing.T) {
	hand := MustParseHand("1112345678999m")
	want := TileSet(1<<9 - 1) // 1m to 9m
	for round := 0; round < 20; round++ {
		engine := mustEngine(t, "riichi")
		var closed, answered sync.WaitGroup
		var mu sync.Mutex
		counts := map[string]int{}
		start := make(chan struct{})
		for g := 0; g < 8; g++ {
			answered.Add(1)
			go func() {
				defer answered.Done()
				<-start
				for {
					waits, err := engine.Waits(hand)
					mu.Lock()
					switch {
					case errors.Is(err, ErrClosed):
						counts["closed"]++
					case err != nil:
						counts["error: "+err.Error()]++
					case waits.Tiles != want:
						counts["wrong: "+waits.Tiles.String()]++
					default:
						counts["right"]++
					}
					mu.Unlock()
					if err != nil {
						return
					}
				}
			}()
		}
		closed.Add(1)
		go func() {
			defer closed.Done()
			<-start
			runtime.Gosched()
			engine.Close()
			for i := 0; i < 20; i++ {
				sanma := mustEngine(t, "sanma")
				sanma.Close()
			}
		}()
		close(start)
		closed.Wait()
		answered.Wait()
		for kind, n := range counts {
			if kind != "right" && kind != "closed" {
				t.Fatalf("round %d: %d answers %s", round, n, kind)
			}
		}
		if counts["closed"] != 8 {
			t.Fatalf("round %d: %d goroutines saw ErrClosed, not 8", round, counts["closed"])
		}
	}
}

func TestQuestionsOnUglyHands(t *testing.T) {
	for _, name := range []string{"standard", "riichi", "guobiao", "sichuan", "hongzhong", "changsha",
		"sanma", "taiwan", "strict-jokers", "wind-runs", "zhuanzhuan-8-reds"} {
		engine := mustEngine(t, name)
		for _, text := range []string{"1m", "J", "JJ", "JJJJ", strings.Repeat("J", 13), strings.Repeat("J", 14),
			strings.Repeat("J", 17), "123m456p789s1zJJJ", "19m19p19s1234567zJ", "1122m3344p5566s77z",
			"11112222333344445m", "1112233m4455p66s1122z"} {
			hand := MustParseHand(text)
			if hand.String() != text && !strings.Contains(text, "1122z") {
				t.Errorf("%q written back as %q", text, hand.String())
			}
			// Every question answers or refuses with a bad hand: never another error.
			for _, err := range []error{
				func() error { _, err := engine.Check(hand); return err }(),
				func() error { _, err := engine.Waits(hand); return err }(),
				func() error { _, err := engine.ShantenForms(hand); return err }(),
				func() error { _, err := engine.Decompositions(hand, 5); return err }(),
				func() error { _, err := engine.Ukeire(hand, nil); return err }(),
				func() error { _, err := engine.Discards(hand, nil); return err }(),
				func() error { _, err := engine.DiscardMasks(hand); return err }(),
			} {
				if err != nil && !errors.Is(err, ErrBadHand) {
					t.Errorf("%s %q: %v", name, text, err)
				}
			}
		}
		engine.Close()
	}
}

func TestWaitsDecompositionsAndHints(t *testing.T) {
	standard := mustEngine(t, "standard")
	defer standard.Close()
	waits, err := standard.Waits(MustParseHand("1112345678999m"))
	if err != nil || len(waits.Tiles.Tiles()) != 9 || waits.Exhausted != 0 {
		t.Errorf("nine gates: %v %v", waits, err)
	}
	found, err := standard.Decompositions(MustParseHand("111222333m789p1zJ"), 100)
	if err != nil || len(found) != 2 || found[0].Form != "standard" {
		t.Errorf("two decompositions: %v %v", found, err)
	}
	if found[1].String() != "standard: 111m 222m 333m 789p 1z[1z]" && found[0].String() != "standard: 111m 222m 333m 789p 1z[1z]" {
		t.Errorf("written as the command line writes them: %v", found)
	}
	var seen [Kinds]uint8
	seen[3] = 4
	ukeire, err := standard.Ukeire(MustParseHand("23m11z"), &seen)
	if err != nil || ukeire.Shanten != 0 || ukeire.Live[0] != 4 || ukeire.Live[3] != 0 || !ukeire.Accepted.Has(3) {
		t.Errorf("ukeire with 4m all seen: %+v %v", ukeire, err)
	}
	advice, err := standard.Discards(MustParseHand("11m23zJ"), nil)
	if err != nil || advice.Discards[len(advice.Discards)-1].String() != "J" && !func() bool {
		for _, d := range advice.Discards {
			if d.Joker {
				return true
			}
		}
		return false
	}() {
		t.Errorf("a joker discard: %+v %v", advice, err)
	}
	masks, err := standard.DiscardMasks(MustParseHand("12345m"))
	if err != nil || masks.Keep != 0b11011 || masks.Shanten != 0 {
		t.Errorf("masks: %+v %v", masks, err)
	}
	red, err := standard.WithJokerKinds(33)
	if err != nil {
		t.Fatal(err)
	}
	if win, _ := red.IsWin(MustParseHand("123m456p789s1z7777z")); !win {
		t.Error("red dragons as jokers")
	}
	melded, err := standard.WithMelds("111p,789s")
	if err != nil {
		t.Fatal(err)
	}
	if forms, err := melded.Check(MustParseHand("123m456m11z")); err != nil || !forms.Has(Standard) || forms.String() != "standard" {
		t.Errorf("with melds: %v %v", forms, err)
	}
}

func TestLiveHands(t *testing.T) {
	standard := mustEngine(t, "standard")
	live, err := NewLiveHand(MustParseHand("1112345678999m"))
	if err != nil {
		t.Fatal(err)
	}
	waits, err := standard.WaitsLive(&live)
	if err != nil || len(waits.Tiles.Tiles()) != 9 {
		t.Errorf("waits of a kept hand: %v %v", waits, err)
	}
	if err := live.Draw(4); err != nil {
		t.Fatal(err)
	}
	if win, err := standard.IsWinLive(&live); !win || err != nil {
		t.Errorf("a win after the draw: %v", err)
	}
	if forms, _ := standard.CheckLive(&live); !forms.Has(Standard) {
		t.Error("its forms")
	}
	if err := live.Discard(20); !errors.Is(err, ErrBadHand) {
		t.Errorf("a tile not held: %v", err)
	}
	if err := live.Draw(40); !errors.Is(err, ErrBadArgument) {
		t.Errorf("a tile id out of range: %v", err)
	}
	if err := live.DrawJoker(); !errors.Is(err, nil) {
		t.Error(err)
	}
	if err := live.DiscardJoker(); err != nil {
		t.Error(err)
	}
	hand, err := live.Hand()
	if err != nil || hand.String() != "11123455678999m" {
		t.Errorf("the kept hand: %v %v", hand, err)
	}
	var empty LiveHand // the zero value: the empty hand
	if win, err := standard.IsWinLive(&empty); win || err != nil {
		t.Errorf("a zero LiveHand: %v %v", win, err)
	}
	if _, err := standard.CheckLive(&empty); !errors.Is(err, ErrBadHand) {
		t.Errorf("a zero LiveHand has no size that wins: %v", err)
	}
}

func randomCounts(random *rand.Rand, tiles int) ([Kinds]uint8, uint8) {
	var counts [Kinds]uint8
	jokers := uint8(0)
	for placed := 0; placed < tiles; {
		if random.Intn(10) == 0 {
			jokers++
			placed++
			continue
		}
		kind := random.Intn(Kinds)
		if counts[kind] < 4 {
			counts[kind]++
			placed++
		}
	}
	return counts, jokers
}

func TestBatchesEqualSingleCalls(t *testing.T) {
	random := rand.New(rand.NewSource(41))
	for _, name := range []string{"standard", "hongzhong", "guobiao"} {
		engine := mustEngine(t, name)
		const n = 3000
		counts := make([][Kinds]uint8, n)
		jokers := make([]uint8, n)
		for i := range counts {
			counts[i], jokers[i] = randomCounts(random, 1+random.Intn(17))
		}
		counts[7][0] = 9 // no hand at all
		for _, parallel := range []bool{false, true} {
			wins := make([]bool, n)
			if err := engine.IsWinBatch(counts, jokers, wins, parallel); err != nil {
				t.Fatal(err)
			}
			forms, formsOK, err := engine.CheckBatch(counts, jokers, parallel)
			if err != nil {
				t.Fatal(err)
			}
			waits, waitsOK, err := engine.WaitsBatch(counts, jokers, parallel)
			if err != nil {
				t.Fatal(err)
			}
			shanten, shantenOK, err := engine.ShantenBatch(counts, jokers, parallel)
			if err != nil {
				t.Fatal(err)
			}
			ukeire, ukeireOK, err := engine.UkeireBatch(counts, jokers, parallel)
			if err != nil {
				t.Fatal(err)
			}
			for i := range counts {
				hand := Hand{counts[i], jokers[i]}
				win, _ := engine.IsWin(hand)
				f, err := engine.Check(hand)
				w, werr := engine.Waits(hand)
				s, serr := engine.Shanten(hand)
				u, uerr := engine.Ukeire(hand, nil)
				if ukeireOK[i] != (uerr == nil) || (uerr == nil && ukeire[i] != u) {
					t.Fatalf("%s hand %d %v: the accepted tiles' batch and call differ", name, i, hand)
				}
				if wins[i] != win || forms[i] != f || formsOK[i] != (err == nil) ||
					waits[i] != w.Tiles || waitsOK[i] != (werr == nil) ||
					shantenOK[i] != (serr == nil) || (serr == nil && int(shanten[i]) != s) {
					t.Fatalf("%s hand %d %v: the batch and the single calls differ", name, i, hand)
				}
			}
		}
		if _, _, err := engine.CheckBatch(counts, jokers[:3], false); !errors.Is(err, ErrBadArgument) {
			t.Errorf("unequal lengths: %v", err)
		}
		if err := engine.IsWinBatch(counts, nil, make([]bool, 2), false); !errors.Is(err, ErrBadArgument) {
			t.Errorf("too few answers: %v", err)
		}
		if forms, ok, err := engine.CheckBatch(nil, nil, true); err != nil || len(forms) != 0 || len(ok) != 0 {
			t.Errorf("an empty batch: %v", err)
		}
		engine.Close()
	}
}

// Errors carry their own message whichever OS thread the goroutine ran on: many
// goroutines, some failing, each error's message is its own hand's.
func TestErrorMessagesUnderGoroutines(t *testing.T) {
	standard := mustEngine(t, "standard")
	defer standard.Close()
	var wait sync.WaitGroup
	for g := 0; g < 16; g++ {
		wait.Add(1)
		go func(g int) {
			defer wait.Done()
			for i := 0; i < 2000; i++ {
				tiles := 1 + (g+i)%17
				hand := MustParseHand(strings.Repeat("J", tiles))
				_, err := standard.Check(hand)
				if tiles%3 == 2 {
					if err != nil {
						t.Errorf("%d jokers: %v", tiles, err)
					}
				} else if want := fmt.Sprintf("hupai: %d tile", tiles); err == nil || !strings.HasPrefix(err.Error(), want) {
					t.Errorf("%d jokers: the message of another call: %v", tiles, err)
				}
				if i%100 == 0 {
					runtime.Gosched()
				}
			}
		}(g)
	}
	wait.Wait()
}

// Seeded random arguments: text of any bytes, counts of any value, any joker
// count. Every call answers or returns a typed error; none crashes.
func TestRandomArgumentsNeverCrash(t *testing.T) {
	random := rand.New(rand.NewSource(7))
	alphabet := []byte("0123456789mpszJ \x00\xff,")
	standard := mustEngine(t, "standard")
	hongzhong := mustEngine(t, "hongzhong")
	for i := 0; i < 20000; i++ {
		text := make([]byte, random.Intn(24))
		for j := range text {
			text[j] = alphabet[random.Intn(len(alphabet))]
		}
		if hand, err := ParseHand(string(text)); err == nil {
			if back, err := ParseHand(hand.String()); err != nil || back != hand {
				t.Fatalf("%q: written as %q and read back as %v", text, hand, back)
			}
		} else if !errors.Is(err, ErrBadHand) && !errors.Is(err, ErrBadArgument) {
			t.Fatalf("%q: %v", text, err)
		}
		var hand Hand
		for j := random.Intn(6); j > 0; j-- {
			hand.Counts[random.Intn(Kinds)] = uint8(random.Intn(256)) >> uint(random.Intn(8))
		}
		hand.Jokers = uint8(random.Intn(256)) >> uint(random.Intn(8))
		for _, engine := range []*Engine{standard, hongzhong} {
			for _, err := range []error{
				func() error { _, err := engine.Check(hand); return err }(),
				func() error { _, err := engine.Waits(hand); return err }(),
				func() error { _, err := engine.Shanten(hand); return err }(),
				func() error { _, err := engine.DiscardMasks(hand); return err }(),
			} {
				if err != nil && !errors.Is(err, ErrBadHand) {
					t.Fatalf("%v: %v", hand, err)
				}
			}
		}
		melds := string(text)
		if _, err := standard.WithMelds(melds); err != nil && !errors.Is(err, ErrBadArgument) && !errors.Is(err, ErrBadRules) {
			t.Fatalf("melds %q: %v", melds, err)
		}
	}
}
