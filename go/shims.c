/* The Go package's C calls. The library keeps a failed call's message per OS
 * thread, and a goroutine may move to another thread between two cgo calls: each
 * call here reads the message in the same C call as the failure and hands it back
 * (allocated; the Go side frees it), so no Go code ever asks for it later. */
#include <stdlib.h>

#include "shims.h"

/* A failed call's message (NULL after a success); the caller frees it. */
static char *failure_message(HupaiStatus status) {
	if (status == HUPAI_OK) return NULL;
	size_t length = hupai_last_error(NULL, 0);
	char *message = malloc(length + 1);
	if (message != NULL) hupai_last_error(message, length + 1);
	return message;
}

#define WITH_MESSAGE(call) HupaiStatus status = call; *message = failure_message(status); return status

HupaiStatus go_engine_new(const char *name, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_new(name, out));
}
HupaiStatus go_engine_from_rules(const char *toml, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_from_rules(toml, out));
}
HupaiStatus go_engine_from_rules_file(const char *path, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_from_rules_file(path, out));
}
HupaiStatus go_engine_from_table_file(const char *path, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_from_table_file(path, out));
}
HupaiStatus go_engine_from_table_bytes(const uint8_t *bytes, size_t len, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_from_table_bytes(bytes, len, out));
}
HupaiStatus go_engine_with_joker_kinds(const HupaiEngine *e, const uint8_t *ids, size_t len, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_with_joker_kinds(e, ids, len, out));
}
HupaiStatus go_engine_with_melds(const HupaiEngine *e, const char *melds, HupaiEngine **out, char **message) {
	WITH_MESSAGE(hupai_engine_with_melds(e, melds, out));
}
HupaiStatus go_engine_prepare_hints(const HupaiEngine *e, char **message) {
	WITH_MESSAGE(hupai_engine_prepare_hints(e));
}
HupaiStatus go_hand_parse(const char *text, uint8_t *counts, uint8_t *jokers, char **message) {
	WITH_MESSAGE(hupai_hand_parse(text, counts, jokers));
}
HupaiStatus go_engine_hand_parse(GoEngine engine, const char *text, uint8_t *counts, uint8_t *jokers, char **message) {
	WITH_MESSAGE(hupai_engine_hand_parse((const HupaiEngine *)engine, text, counts, jokers));
}
HupaiStatus go_wind_parse(const char *text, uint8_t *wind, char **message) {
	WITH_MESSAGE(hupai_wind_parse(text, wind));
}
HupaiStatus go_situation_parse(const char *words, HupaiSituation *situation, char **message) {
	WITH_MESSAGE(hupai_situation_parse(words, situation));
}
HupaiStatus go_engine_red_fives(GoEngine engine, const char *text, uint8_t *red, char **message) {
	WITH_MESSAGE(hupai_engine_red_fives((const HupaiEngine *)engine, text, red));
}
HupaiStatus go_decompositions(const HupaiEngine *e, const uint8_t *counts, uint8_t jokers, size_t limit, char *buffer, size_t capacity, size_t *count, size_t *length, char **message) {
	WITH_MESSAGE(hupai_decompositions_counts(e, counts, jokers, limit, buffer, capacity, count, length));
}
HupaiStatus go_actions(const HupaiEngine *e, const char *context, uint8_t json, char *buffer, size_t capacity, size_t *length, char **message) {
	WITH_MESSAGE(hupai_actions(e, context, json, buffer, capacity, length));
}
HupaiStatus go_settle(const HupaiEngine *e, const char *settlement, uint8_t json, char *buffer, size_t capacity, size_t *length, char **message) {
	WITH_MESSAGE(hupai_settle(e, settlement, json, buffer, capacity, length));
}
HupaiStatus go_discards(const HupaiEngine *e, const uint8_t *counts, uint8_t jokers, const uint8_t *seen, HupaiDiscardAdvice *advice, char **message) {
	WITH_MESSAGE(hupai_discards_counts(e, counts, jokers, seen, advice));
}
HupaiStatus go_check_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint8_t *forms, uint8_t *statuses, uint8_t parallel, char **message) {
	WITH_MESSAGE(hupai_check_batch_forms(e, counts, jokers, n, forms, statuses, parallel));
}
HupaiStatus go_is_win_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint8_t *wins, uint8_t parallel, char **message) {
	WITH_MESSAGE(hupai_check_batch(e, counts, jokers, n, wins, parallel));
}
HupaiStatus go_waits_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint64_t *waits, uint8_t *statuses, uint8_t parallel, char **message) {
	WITH_MESSAGE(hupai_waits_batch(e, counts, jokers, n, waits, statuses, parallel));
}
HupaiStatus go_shanten_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, int8_t *shanten, uint8_t *statuses, uint8_t parallel, char **message) {
	WITH_MESSAGE(hupai_shanten_batch(e, counts, jokers, n, shanten, statuses, parallel));
}
HupaiStatus go_ukeire_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, HupaiUkeire *ukeire, uint8_t *statuses, uint8_t parallel, char **message) {
	WITH_MESSAGE(hupai_ukeire_batch(e, counts, jokers, n, ukeire, statuses, parallel));
}
HupaiStatus go_live_counts(const HupaiLiveHand *live, uint8_t *counts, uint8_t *jokers, char **message) {
	WITH_MESSAGE(hupai_live_counts(live, counts, jokers));
}

static GoStatus go_status(HupaiStatus status) {
	GoStatus s = {status, failure_message(status)};
	return s;
}

GoForms go_check(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoForms r = {{HUPAI_OK, NULL}, 0};
	r.s = go_status(hupai_check_counts(e, hand.counts, hand.jokers, &r.forms));
	return r;
}
GoWin go_is_win(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoWin r = {{HUPAI_OK, NULL}, 0};
	r.s = go_status(hupai_is_win_counts(e, hand.counts, hand.jokers, &r.win));
	return r;
}
GoWaits go_waits(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoWaits r = {{HUPAI_OK, NULL}, 0, 0};
	r.s = go_status(hupai_waits_counts(e, hand.counts, hand.jokers, &r.waits, &r.exhausted));
	return r;
}
GoShanten go_shanten(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoShanten r = {{HUPAI_OK, NULL}, 0, {0}};
	r.s = go_status(hupai_shanten_counts(e, hand.counts, hand.jokers, &r.shanten, NULL));
	return r;
}
GoShanten go_shanten_forms(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoShanten r = {{HUPAI_OK, NULL}, 0, {0}};
	r.s = go_status(hupai_shanten_forms_counts(e, hand.counts, hand.jokers, &r.shanten, r.per_form));
	return r;
}
GoUkeire go_ukeire(GoEngine engine, GoHand hand, GoHand seen, uint8_t has_seen) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoUkeire r;
	r.s = go_status(hupai_ukeire_counts(e, hand.counts, hand.jokers, has_seen ? seen.counts : NULL, &r.ukeire));
	return r;
}
GoMasks go_discard_masks(GoEngine engine, GoHand hand) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoMasks r;
	r.s = go_status(hupai_discard_masks_counts(e, hand.counts, hand.jokers, &r.masks));
	return r;
}
GoLive go_live_new(GoHand hand) {
	GoLive r;
	r.s = go_status(hupai_live_new_counts(hand.counts, hand.jokers, &r.live));
	return r;
}
GoLive go_live_draw(HupaiLiveHand live, uint8_t tile) {
	GoLive r = {{HUPAI_OK, NULL}, live};
	r.s = go_status(hupai_live_draw(&r.live, tile));
	return r;
}
GoLive go_live_discard(HupaiLiveHand live, uint8_t tile) {
	GoLive r = {{HUPAI_OK, NULL}, live};
	r.s = go_status(hupai_live_discard(&r.live, tile));
	return r;
}
GoForms go_live_check(GoEngine engine, HupaiLiveHand live) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoForms r = {{HUPAI_OK, NULL}, 0};
	r.s = go_status(hupai_live_check(e, &live, &r.forms));
	return r;
}
GoWin go_live_is_win(GoEngine engine, HupaiLiveHand live) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoWin r = {{HUPAI_OK, NULL}, 0};
	r.s = go_status(hupai_live_is_win(e, &live, &r.win));
	return r;
}
GoWaits go_live_waits(GoEngine engine, HupaiLiveHand live) {
	const HupaiEngine *e = (const HupaiEngine *)engine;
	GoWaits r = {{HUPAI_OK, NULL}, 0, 0};
	r.s = go_status(hupai_live_waits(e, &live, &r.waits, &r.exhausted));
	return r;
}

GoScore go_score(GoEngine engine, GoHand hand, HupaiSituation situation) {
	GoScore r;
	r.s = go_status(hupai_score_counts((const HupaiEngine *)engine, hand.counts, hand.jokers, &situation, &r.score));
	return r;
}
GoFanScore go_score_guobiao(GoEngine engine, GoHand hand, HupaiSituation situation) {
	GoFanScore r;
	r.s = go_status(hupai_score_guobiao_counts((const HupaiEngine *)engine, hand.counts, hand.jokers, &situation, &r.score));
	return r;
}
GoTableScore go_score_table(GoEngine engine, GoHand hand, HupaiSituation situation) {
	GoTableScore r;
	r.s = go_status(hupai_score_table_counts((const HupaiEngine *)engine, hand.counts, hand.jokers, &situation, &r.score));
	return r;
}
GoLegal go_is_legal_win(GoEngine engine, GoHand hand, HupaiSituation situation) {
	GoLegal r = {{HUPAI_OK, NULL}, 0};
	r.s = go_status(hupai_is_legal_win_counts((const HupaiEngine *)engine, hand.counts, hand.jokers, &situation, &r.legal));
	return r;
}
GoLegalWaits go_legal_waits(GoEngine engine, GoHand hand, HupaiSituation situation) {
	GoLegalWaits r;
	r.count = 0;
	r.s = go_status(hupai_legal_waits_counts((const HupaiEngine *)engine, hand.counts, hand.jokers, &situation, r.waits, 34, &r.count));
	return r;
}
