package hupai

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// The scoring corpus (conformance/scoring.tsv, described in conformance/README.md):
// hands and melds as text, the hand read and its red fives counted by the engine,
// each answer written as the corpus writes it.

// situationOf is the corpus's words read by the library's words form ("-": none).
func situationOf(words string) Situation {
	if words == "-" {
		return Situation{}
	}
	return Situation{Words: words}
}

func scoringAnswer(engine *Engine, question string, s Situation, text string) (string, error) {
	hand, err := engine.ParseHand(text)
	if err != nil {
		return "", err
	}
	if s.RedFives, err = engine.RedFives(text); err != nil {
		return "", err
	}
	switch question {
	case "score":
		r, err := engine.ScoreRiichi(hand, s)
		return fmt.Sprintf("%d %d %d %d", r.Han, r.Fu, r.RedFives, r.Total), err
	case "score_guobiao":
		r, err := engine.ScoreGuobiao(hand, s)
		return fmt.Sprintf("%d %d %t", r.FanTotal, r.Total, r.Legal), err
	case "score_table":
		r, err := engine.ScoreTable(hand, s)
		return fmt.Sprintf("%d %d %t", r.Total, r.Points, r.Legal), err
	case "is_legal_win":
		legal, err := engine.IsLegalWin(hand, s)
		return strconv.FormatBool(legal), err
	}
	waits, err := engine.LegalWaits(hand, s)
	var each []string
	for _, w := range waits {
		each = append(each, fmt.Sprintf("%s:%t:%t:%d:%d", w.Tile, w.Ron, w.Tsumo, w.RonPoints, w.TsumoPoints))
	}
	return listed(each), err
}

func TestScoringConformanceCorpus(t *testing.T) {
	cases := 0
	for _, fields := range corpusCases(t, "scoring.tsv") {
		line := strings.Join(fields, "\t")
		rules, melds, question, words, text, expected := fields[0], fields[1], fields[2], fields[3], fields[4], fields[5]
		engine, err := engineFor(rules, "-", melds)
		got := "error"
		switch {
		case errors.Is(err, ErrBadRules):
			// Melds the rules refuse (red fives their wall lacks): every question refused.
		case err != nil:
			t.Fatal(line, err)
		default:
			if answer, err := scoringAnswer(engine, question, situationOf(words), text); err == nil {
				got = answer
			}
			engine.Close()
		}
		if got != expected {
			t.Errorf("%s: got %s", line, got)
		}
		cases++
	}
	if cases < 50 {
		t.Fatalf("only %d scoring cases", cases)
	}
}
