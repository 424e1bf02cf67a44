package hupai

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The hands of every face's benchmark (conformance/bench_hands.txt): 2,000 deals
// of 14 tiles, then 2,000 of 13. Figures are per hand: go test -bench . -benchtime 2s

func benchHands(b *testing.B) (fourteen, thirteen []Hand) {
	file, err := os.Open(filepath.Join(corpusDir, "bench_hands.txt"))
	if err != nil {
		b.Fatal(err)
	}
	defer file.Close()
	var hands []Hand
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		if line := scanner.Text(); !strings.HasPrefix(line, "#") {
			hands = append(hands, MustParseHand(line))
		}
	}
	return hands[:len(hands)/2], hands[len(hands)/2:]
}

func rowsOf(hands []Hand) ([][Kinds]uint8, []uint8) {
	counts := make([][Kinds]uint8, len(hands))
	jokers := make([]uint8, len(hands))
	for i, hand := range hands {
		counts[i], jokers[i] = hand.Counts, hand.Jokers
	}
	return counts, jokers
}

// perHand runs ask over every hand, b.N hands in all.
func perHand(b *testing.B, hands []Hand, ask func(Hand)) {
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ask(hands[i%len(hands)])
	}
}

func benchEngine(b *testing.B) *Engine {
	engine := mustEngine(b, "standard")
	if err := engine.PrepareHints(); err != nil {
		b.Fatal(err)
	}
	engine.Shanten(MustParseHand("1m"))
	return engine
}

func BenchmarkIsWin(b *testing.B) {
	engine := benchEngine(b)
	fourteen, _ := benchHands(b)
	perHand(b, fourteen, func(h Hand) { engine.IsWin(h) })
}

func BenchmarkWaits(b *testing.B) {
	engine := benchEngine(b)
	_, thirteen := benchHands(b)
	perHand(b, thirteen, func(h Hand) { engine.Waits(h) })
}

func BenchmarkShanten(b *testing.B) {
	engine := benchEngine(b)
	fourteen, _ := benchHands(b)
	perHand(b, fourteen, func(h Hand) { engine.Shanten(h) })
}

func BenchmarkUkeire(b *testing.B) {
	engine := benchEngine(b)
	_, thirteen := benchHands(b)
	perHand(b, thirteen, func(h Hand) { engine.Ukeire(h, nil) })
}

// batched runs one batch call over all the hands per len(hands) of b.N: the
// figure is per hand.
func batched(b *testing.B, hands []Hand, ask func(counts [][Kinds]uint8, jokers []uint8)) {
	counts, jokers := rowsOf(hands)
	b.ResetTimer()
	for done := 0; done < b.N; done += len(hands) {
		ask(counts, jokers)
	}
}

func BenchmarkIsWinBatch(b *testing.B) {
	engine := benchEngine(b)
	fourteen, _ := benchHands(b)
	wins := make([]bool, len(fourteen))
	batched(b, fourteen, func(c [][Kinds]uint8, j []uint8) { engine.IsWinBatch(c, j, wins, false) })
}

func BenchmarkWaitsBatch(b *testing.B) {
	engine := benchEngine(b)
	_, thirteen := benchHands(b)
	batched(b, thirteen, func(c [][Kinds]uint8, j []uint8) { engine.WaitsBatch(c, j, false) })
}

func BenchmarkShantenBatch(b *testing.B) {
	engine := benchEngine(b)
	fourteen, _ := benchHands(b)
	batched(b, fourteen, func(c [][Kinds]uint8, j []uint8) { engine.ShantenBatch(c, j, false) })
}

func BenchmarkUkeireBatch(b *testing.B) {
	engine := benchEngine(b)
	_, thirteen := benchHands(b)
	batched(b, thirteen, func(c [][Kinds]uint8, j []uint8) { engine.UkeireBatch(c, j, false) })
}
