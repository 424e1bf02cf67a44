package hupai

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// eachCase gives every case of the corpus `name` (rules, input, answer) to check
// with its rules' engine, each engine made once; it returns how many there were.
func eachCase(t *testing.T, name string, check func(engine *Engine, input, answer string)) int {
	engines := map[string]*Engine{}
	defer func() {
		for _, engine := range engines {
			engine.Close()
		}
	}()
	cases := corpusCases(t, name)
	for _, columns := range cases {
		engine, ok := engines[columns[0]]
		if !ok {
			var err error
			if engine, err = engineFor(columns[0], "-", "-"); err != nil {
				t.Fatal(err)
			}
			engines[columns[0]] = engine
		}
		check(engine, columns[1], columns[2])
	}
	return len(cases)
}

// The legal-actions corpus (conformance/actions.tsv): every context answered with
// the corpus's menu line, or refused with its error; the JSON form decodes.
func TestActionsCorpus(t *testing.T) {
	answered := eachCase(t, "actions.tsv", func(engine *Engine, context, menu string) {
		line, err := engine.Actions(context, false)
		if strings.HasPrefix(menu, "error: ") {
			wanted := strings.TrimPrefix(menu, "error: ")
			var e *Error
			if err == nil || !errors.As(err, &e) || !strings.HasSuffix(e.Message, wanted) {
				t.Errorf("%s: %q, %v; want the error %q", context, line, err, wanted)
			}
		} else {
			if err != nil || line != menu {
				t.Errorf("%s: %q, %v; want %q", context, line, err, menu)
			}
			text, err := engine.Actions(context, true)
			var decoded map[string]any
			if err != nil || json.Unmarshal([]byte(text), &decoded) != nil {
				t.Errorf("%s: JSON %q, %v", context, text, err)
			} else if decoded["pass"] != strings.HasSuffix(menu, "pass") {
				t.Errorf("%s: pass %v in %s", context, decoded["pass"], menu)
			}
		}
	})
	if answered < 50 {
		t.Errorf("%d cases", answered)
	}
}

// A context holding a NUL is refused whole, not read up to it.
func TestActionsRefuseANul(t *testing.T) {
	engine, err := New("riichi")
	if err != nil {
		t.Fatal(err)
	}
	defer engine.Close()
	_, err = engine.Actions("{\"hand\": \"1m\"}\x00 trailing", false)
	if !errors.Is(err, ErrBadArgument) {
		t.Errorf("a NUL: %v", err)
	}
}

// The settlement corpus (conformance/settlement.tsv): every settlement answered
// with the corpus's JSON, or refused with its error; the line says the game's end
// where the JSON has standings.
func TestSettlementCorpus(t *testing.T) {
	answered := eachCase(t, "settlement.tsv", func(engine *Engine, settlement, settled string) {
		text, err := engine.Settle(settlement, true)
		if strings.HasPrefix(settled, "error: ") {
			wanted := strings.TrimPrefix(settled, "error: ")
			var e *Error
			if err == nil || !errors.As(err, &e) || !strings.HasSuffix(e.Message, wanted) {
				t.Errorf("%s: %q, %v; want the error %q", settlement, text, err, wanted)
			}
		} else {
			var got, want map[string]any
			if err != nil || json.Unmarshal([]byte(text), &got) != nil || json.Unmarshal([]byte(settled), &want) != nil || !reflect.DeepEqual(got, want) {
				t.Errorf("%s: %q, %v; want %q", settlement, text, err, settled)
			}
			line, err := engine.Settle(settlement, false)
			if err != nil || strings.Contains(line, "game over") != (want["standings"] != nil) {
				t.Errorf("%s: line %q, %v", settlement, line, err)
			}
		}
	})
	if answered < 40 {
		t.Errorf("%d cases", answered)
	}
}
