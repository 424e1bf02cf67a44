package hupai

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// The conformance corpus (conformance/cases.tsv, described in its README): every
// case answered through this package, written as the corpus writes answers.

const corpusDir = "../conformance"

func listed(items []string) string {
	if len(items) == 0 {
		return "-"
	}
	return strings.Join(items, " ")
}

func tileList(set TileSet) string { return listed(strings.Fields(set.String())) }

func engineFor(rules, jokerKinds, melds string) (*Engine, error) {
	var engine *Engine
	var err error
	if strings.HasSuffix(rules, ".toml") {
		engine, err = FromRulesFile(filepath.Join(corpusDir, rules))
	} else {
		engine, err = New(rules)
	}
	if err != nil {
		return nil, err
	}
	if jokerKinds != "-" {
		var kinds []Tile
		for _, name := range strings.Fields(jokerKinds) {
			kind, err := ParseTile(name)
			if err != nil {
				return nil, err
			}
			kinds = append(kinds, kind)
		}
		if engine, err = engine.WithJokerKinds(kinds...); err != nil {
			return nil, err
		}
	}
	if melds != "-" {
		return engine.WithMelds(melds)
	}
	return engine, nil
}

func liveText(u Ukeire) string {
	var parts []string
	for _, tile := range u.Accepted.Tiles() {
		parts = append(parts, fmt.Sprintf("%s:%d", tile, u.Live[tile]))
	}
	return listed(parts)
}

// answer is the package's answer to question, written as the corpus writes it.
func answer(engine *Engine, question string, hand Hand) (string, error) {
	switch question {
	case "check":
		forms, err := engine.Check(hand)
		var names []string
		for _, form := range forms.List() {
			names = append(names, form.String())
		}
		return listed(names), err
	case "is_win":
		win, err := engine.IsWin(hand)
		return fmt.Sprint(win), err
	case "waits":
		waits, err := engine.Waits(hand)
		return tileList(waits.Tiles) + " | " + tileList(waits.Exhausted), err
	case "shanten":
		shanten, err := engine.Shanten(hand)
		return fmt.Sprint(shanten), err
	case "shanten_forms":
		forms, err := engine.ShantenForms(hand)
		parts := []string{fmt.Sprintf("best=%d", forms.Best)}
		for _, form := range AllForms {
			value, ok := forms.Form(form)
			if ok {
				parts = append(parts, fmt.Sprintf("%s=%d", form, value))
			} else {
				parts = append(parts, form.String()+"=-")
			}
		}
		return strings.Join(parts, " "), err
	case "decompositions":
		found, err := engine.Decompositions(hand, 1000)
		var lines []string
		for _, d := range found {
			groups := append([]string(nil), d.Groups...)
			sort.Strings(groups)
			lines = append(lines, d.Form+": "+strings.Join(groups, " "))
		}
		sort.Strings(lines)
		if len(lines) == 0 {
			return "-", err
		}
		return strings.Join(lines, " | "), err
	case "ukeire":
		ukeire, err := engine.Ukeire(hand, nil)
		return fmt.Sprintf("%d | %s", ukeire.Shanten, liveText(ukeire)), err
	case "discards":
		advice, err := engine.Discards(hand, nil)
		var parts []string
		for _, d := range advice.Discards {
			parts = append(parts, fmt.Sprintf("%s:%d:%d", d, d.Ukeire.Shanten, d.Ukeire.TotalLive))
		}
		return fmt.Sprintf("%d | %s", advice.Shanten, listed(parts)), err
	case "discard_masks":
		masks, err := engine.DiscardMasks(hand)
		return fmt.Sprintf("%d | %s | %s", masks.Shanten, tileList(masks.Keep), tileList(masks.Raise)), err
	}
	return "", fmt.Errorf("unknown question %q", question)
}

// corpusCases reads a file of the conformance corpus: each case line's tab-separated
// fields, comments, the header and blank lines left out.
func corpusCases(t *testing.T, name string) [][]string {
	t.Helper()
	file, err := os.Open(filepath.Join(corpusDir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var cases [][]string
	scanner := bufio.NewScanner(file)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	for scanner.Scan() {
		line := scanner.Text()
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "rules\t") {
			continue
		}
		cases = append(cases, strings.Split(line, "\t"))
	}
	if err := scanner.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

func TestConformanceCorpus(t *testing.T) {
	engines := map[string]*Engine{}
	checked := 0
	for i, f := range corpusCases(t, "cases.tsv") {
		number := i + 1
		if len(f) != 6 {
			t.Fatalf("case %d: %d fields", number, len(f))
		}
		key := strings.Join(f[:3], "\t")
		engine, known := engines[key]
		if !known {
			var err error
			if engine, err = engineFor(f[0], f[1], f[2]); err != nil {
				t.Fatalf("case %d: %v", number, err)
			}
			engines[key] = engine
		}
		given := ""
		hand, err := ParseHand(f[4])
		if err == nil {
			given, err = answer(engine, f[3], hand)
		}
		if err != nil {
			if !errors.Is(err, ErrBadHand) || err.Error() == "hupai: " {
				t.Errorf("case %d: %v is not a bad hand with its reason", number, err)
			}
			given = "error hand"
		}
		if given != f[5] {
			t.Errorf("case %d (%s %s %q): expected %q, Go gave %q", number, f[0], f[3], f[4], f[5], given)
		}
		checked++
	}
	if checked < 2000 {
		t.Errorf("only %d cases", checked)
	}
	for _, engine := range engines {
		engine.Close()
	}
}
