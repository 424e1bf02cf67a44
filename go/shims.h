/* The Go package's C calls: each hupai call with its failure message read in the
 * same C call (see shims.c). */
#ifndef HUPAI_GO_SHIMS_H
#define HUPAI_GO_SHIMS_H

#include "hupai.h"

HupaiStatus go_engine_new(const char *name, HupaiEngine **out, char **message);
HupaiStatus go_engine_from_rules(const char *toml, HupaiEngine **out, char **message);
HupaiStatus go_engine_from_rules_file(const char *path, HupaiEngine **out, char **message);
HupaiStatus go_engine_from_table_file(const char *path, HupaiEngine **out, char **message);
HupaiStatus go_engine_from_table_bytes(const uint8_t *bytes, size_t len, HupaiEngine **out, char **message);
HupaiStatus go_engine_with_joker_kinds(const HupaiEngine *e, const uint8_t *ids, size_t len, HupaiEngine **out, char **message);
HupaiStatus go_engine_with_melds(const HupaiEngine *e, const char *melds, HupaiEngine **out, char **message);
HupaiStatus go_engine_prepare_hints(const HupaiEngine *e, char **message);
HupaiStatus go_hand_parse(const char *text, uint8_t *counts, uint8_t *jokers, char **message);
HupaiStatus go_wind_parse(const char *text, uint8_t *wind, char **message);
HupaiStatus go_situation_parse(const char *words, HupaiSituation *situation, char **message);
/* The questions of one hand take it by value and give their answer by value: no Go
 * memory crosses into C, so a call allocates nothing and cgo checks no pointer. */
typedef struct {
    uint8_t counts[34];
    uint8_t jokers;
} GoHand;

/* The engine as a number: a C pointer passed as a pointer would be boxed for cgo's
 * pointer check, an allocation a call. */
typedef uintptr_t GoEngine;
HupaiStatus go_engine_hand_parse(GoEngine engine, const char *text, uint8_t *counts, uint8_t *jokers, char **message);
HupaiStatus go_engine_red_fives(GoEngine engine, const char *text, uint8_t *red, char **message);

typedef struct {
    HupaiStatus status;
    char *message;
} GoStatus;

typedef struct { GoStatus s; uint32_t forms; } GoForms;
typedef struct { GoStatus s; uint8_t win; } GoWin;
typedef struct { GoStatus s; uint64_t waits, exhausted; } GoWaits;
typedef struct { GoStatus s; int8_t shanten; int8_t per_form[8]; } GoShanten;
typedef struct { GoStatus s; HupaiUkeire ukeire; } GoUkeire;
typedef struct { GoStatus s; HupaiDiscardMasks masks; } GoMasks;
typedef struct { GoStatus s; HupaiLiveHand live; } GoLive;

GoForms go_check(GoEngine e, GoHand hand);
GoWin go_is_win(GoEngine e, GoHand hand);
GoWaits go_waits(GoEngine e, GoHand hand);
GoShanten go_shanten(GoEngine e, GoHand hand);
GoShanten go_shanten_forms(GoEngine e, GoHand hand);
GoUkeire go_ukeire(GoEngine e, GoHand hand, GoHand seen, uint8_t has_seen);
GoMasks go_discard_masks(GoEngine e, GoHand hand);
GoLive go_live_new(GoHand hand);
GoLive go_live_draw(HupaiLiveHand live, uint8_t tile);
GoLive go_live_discard(HupaiLiveHand live, uint8_t tile);
GoForms go_live_check(GoEngine e, HupaiLiveHand live);
GoWin go_live_is_win(GoEngine e, HupaiLiveHand live);
GoWaits go_live_waits(GoEngine e, HupaiLiveHand live);
HupaiStatus go_decompositions(const HupaiEngine *e, const uint8_t *counts, uint8_t jokers, size_t limit, char *buffer, size_t capacity, size_t *count, size_t *length, char **message);
HupaiStatus go_actions(const HupaiEngine *e, const char *context, uint8_t json, char *buffer, size_t capacity, size_t *length, char **message);
HupaiStatus go_settle(const HupaiEngine *e, const char *settlement, uint8_t json, char *buffer, size_t capacity, size_t *length, char **message);
HupaiStatus go_discards(const HupaiEngine *e, const uint8_t *counts, uint8_t jokers, const uint8_t *seen, HupaiDiscardAdvice *advice, char **message);
HupaiStatus go_check_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint8_t *forms, uint8_t *statuses, uint8_t parallel, char **message);
HupaiStatus go_is_win_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint8_t *wins, uint8_t parallel, char **message);
HupaiStatus go_waits_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, uint64_t *waits, uint8_t *statuses, uint8_t parallel, char **message);
HupaiStatus go_shanten_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, int8_t *shanten, uint8_t *statuses, uint8_t parallel, char **message);
HupaiStatus go_ukeire_batch(const HupaiEngine *e, const uint8_t *counts, const uint8_t *jokers, size_t n, HupaiUkeire *ukeire, uint8_t *statuses, uint8_t parallel, char **message);
HupaiStatus go_live_counts(const HupaiLiveHand *live, uint8_t *counts, uint8_t *jokers, char **message);


/* Riichi scoring: the situation and the score by value, as the questions above. */
typedef struct { GoStatus s; HupaiScore score; } GoScore;
typedef struct { GoStatus s; uint8_t legal; } GoLegal;
typedef struct { GoStatus s; size_t count; HupaiLegalWait waits[34]; } GoLegalWaits;

GoScore go_score(GoEngine e, GoHand hand, HupaiSituation situation);
GoLegal go_is_legal_win(GoEngine e, GoHand hand, HupaiSituation situation);
GoLegalWaits go_legal_waits(GoEngine e, GoHand hand, HupaiSituation situation);

typedef struct { GoStatus s; HupaiFanScore score; } GoFanScore;
GoFanScore go_score_guobiao(GoEngine e, GoHand hand, HupaiSituation situation);

typedef struct { GoStatus s; HupaiTableScore score; } GoTableScore;
GoTableScore go_score_table(GoEngine e, GoHand hand, HupaiSituation situation);

#endif
