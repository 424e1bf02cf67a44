package hupai

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// The legal-actions corpus (conformance/actions.tsv): every context answered with
// the corpus's menu line, or refused with its error; the JSON form decodes.
func TestActionsCorpus(t *testing.T) {
	engines := map[string]*Engine{}
	answered := 0
	for _, columns := range corpusCases(t, "actions.tsv") {
		rules, context, menu := columns[0], columns[1], columns[2]
		engine, ok := engines[rules]
		if !ok {
			var err error
			if engine, err = engineFor(rules, "-", "-"); err != nil {
				t.Fatal(err)
			}
			defer engine.Close()
			engines[rules] = engine
		}
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
		answered++
	}
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
