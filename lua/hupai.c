/* hupai for Lua 5.4: `local hupai = require "hupai"`, a C module over hupai's C
 * library (libhupai.a, linked in). The API is in lua/README.md; the LuaJIT FFI
 * module (hupai_ffi.lua) offers the same one.
 *
 * Fit for skynet's many states: the module keeps no Lua state. An engine lives in a
 * reference-counted box; `engine:share()` hands another state (another thread) a
 * reference as a light userdata, which that state takes, once, with `hupai.adopt`.
 * The shares not yet adopted are the module's one global: a locked list, so that a
 * handle adopted twice, or never given, is an error and never freed memory. An
 * engine is immutable, so any number of threads use it at once; it is freed when
 * the last state holding it lets it go. */
#include <lauxlib.h>
#include <lua.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "hupai.h"

#define ENGINE "hupai.Engine"
#define BATCH "hupai.Batch"
#define LIVE "hupai.LiveHand"
#define ANSWERS "hupai.Answers"
#define HAND "hupai.Hand"

static const char *const TILE_NAMES[34] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
    "1z", "2z", "3z", "4z", "5z", "6z", "7z",
};

static const char *const STATUS_NAMES[7] = {
    "ok", "null pointer", "bad hand", "bad rules", "bad tables", "bad argument", "internal error",
};

/* An engine shared by every state that holds it. */
typedef struct {
    HupaiEngine *engine;
    atomic_int references;
} Shared;

static void release(Shared *shared) {
    if (shared != NULL && atomic_fetch_sub(&shared->references, 1) == 1) {
        hupai_engine_free(shared->engine);
        free(shared);
    }
}

/* Raises the failed call's error: "hupai: bad hand: <the library's message>". The
 * message is read in this same C call, on the thread that failed. */
static int fail(lua_State *L, HupaiStatus status) {
    char message[512];
    hupai_last_error(message, sizeof message);
    const char *kind = (unsigned)status < 7 ? STATUS_NAMES[status] : "error";
    lua_pushfstring(L, "hupai: %s: %s", kind, message);
    return lua_error(L);
}

#define TRY(call)                                     \
    do {                                              \
        HupaiStatus status_ = (call);                 \
        if (status_ != HUPAI_OK) return fail(L, status_); \
    } while (0)

/* Raises "hupai: <kind>: <what>" without a position, as every error of the module. */
static int raise(lua_State *L, const char *kind, const char *what) {
    lua_pushfstring(L, "hupai: %s: %s", kind, what);
    return lua_error(L);
}

/* ---- engines ---- */

/* The userdata at `index` when its metatable is upvalue `upvalue` of the running
 * function (the engine's methods carry the engine's and the hand's metatables, which
 * spares luaL_checkudata's lookup of the name: a third of a quick question's cost),
 * else NULL. */
static void *of_upvalue_class(lua_State *L, int index, int upvalue) {
    void *data = lua_touserdata(L, index);
    if (data == NULL || !lua_getmetatable(L, index)) return NULL;
    int same = lua_rawequal(L, -1, lua_upvalueindex(upvalue));
    lua_pop(L, 1);
    return same ? data : NULL;
}

enum { UPVALUE_ENGINE = 1, UPVALUE_HAND = 2 };

static Shared **engine_slot(lua_State *L, int index) {
    Shared **slot = of_upvalue_class(L, index, UPVALUE_ENGINE);
    return slot != NULL ? slot : (Shared **)luaL_checkudata(L, index, ENGINE);
}

static HupaiEngine *check_engine(lua_State *L, int index) {
    Shared *shared = *engine_slot(L, index);
    if (shared == NULL) raise(L, "closed engine", "the engine was closed");
    return shared->engine;
}

/* Wraps a new engine (or a new reference to a shared one) as a userdata. */
static int push_shared(lua_State *L, Shared *shared) {
    Shared **slot = (Shared **)lua_newuserdatauv(L, sizeof *slot, 0);
    *slot = shared;
    luaL_setmetatable(L, ENGINE);
    return 1;
}

static int push_engine(lua_State *L, HupaiEngine *engine) {
    Shared *shared = malloc(sizeof *shared);
    if (shared == NULL) {
        hupai_engine_free(engine);
        return raise(L, "out of memory", "no room for the engine");
    }
    shared->engine = engine;
    atomic_init(&shared->references, 1);
    return push_shared(L, shared);
}

typedef HupaiStatus (*TextConstructor)(const char *, HupaiEngine **);

static int construct(lua_State *L, TextConstructor make) {
    size_t length;
    const char *text = luaL_checklstring(L, 1, &length);
    if (strlen(text) != length) return raise(L, "bad argument", "a NUL byte in the text");
    HupaiEngine *engine = NULL;
    TRY(make(text, &engine));
    return push_engine(L, engine);
}

static int engine_new(lua_State *L) { return construct(L, hupai_engine_new); }
static int engine_from_rules(lua_State *L) { return construct(L, hupai_engine_from_rules); }
static int engine_from_rules_file(lua_State *L) { return construct(L, hupai_engine_from_rules_file); }
static int engine_from_table_file(lua_State *L) { return construct(L, hupai_engine_from_table_file); }

static int engine_from_table_bytes(lua_State *L) {
    size_t length;
    const char *bytes = luaL_checklstring(L, 1, &length);
    HupaiEngine *engine = NULL;
    TRY(hupai_engine_from_table_bytes((const uint8_t *)bytes, length, &engine));
    return push_engine(L, engine);
}

/* Reads a tile's name ("7z") into its id, raising on anything else. */
static uint8_t check_tile(lua_State *L, int index) {
    const char *name = luaL_checkstring(L, index);
    for (int id = 0; id < 34; id++)
        if (strcmp(name, TILE_NAMES[id]) == 0) return (uint8_t)id;
    lua_pushfstring(L, "%s is not a tile's name (1m … 9s, 1z … 7z)", name);
    raise(L, "bad argument", lua_tostring(L, -1));
    return 0;
}

static int engine_with_joker_kinds(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    luaL_checktype(L, 2, LUA_TTABLE);
    uint8_t ids[34];
    size_t n = (size_t)luaL_len(L, 2);
    if (n > 34) return raise(L, "bad argument", "more than 34 joker kinds");
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, 2, (lua_Integer)i + 1);
        ids[i] = check_tile(L, -1);
        lua_pop(L, 1);
    }
    HupaiEngine *made = NULL;
    TRY(hupai_engine_with_joker_kinds(engine, ids, n, &made));
    return push_engine(L, made);
}

static int engine_with_melds(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    size_t length;
    const char *melds = luaL_checklstring(L, 2, &length);
    if (strlen(melds) != length) return raise(L, "bad argument", "a NUL byte in the melds");
    HupaiEngine *made = NULL;
    TRY(hupai_engine_with_melds(engine, melds, &made));
    return push_engine(L, made);
}

static int engine_prepare_hints(lua_State *L) {
    TRY(hupai_engine_prepare_hints(check_engine(L, 1)));
    return 0;
}

/* A share not yet adopted: the reference it carries, in the list of outstanding ones. */
typedef struct Share {
    Shared *shared;
    struct Share *next;
} Share;

/* Every share not yet adopted, behind a spin lock (held for a list step or two). */
static Share *outstanding = NULL;
static atomic_flag outstanding_lock = ATOMIC_FLAG_INIT;

static void lock_outstanding(void) {
    while (atomic_flag_test_and_set_explicit(&outstanding_lock, memory_order_acquire)) {
    }
}

static void unlock_outstanding(void) {
    atomic_flag_clear_explicit(&outstanding_lock, memory_order_release);
}

/* A new reference for another state, as a light userdata: hupai.adopt it there, once. */
static int engine_share(lua_State *L) {
    check_engine(L, 1);
    Share *share = malloc(sizeof *share);
    if (share == NULL) raise(L, "internal error", "out of memory");
    share->shared = *engine_slot(L, 1);
    atomic_fetch_add(&share->shared->references, 1);
    lock_outstanding();
    share->next = outstanding;
    outstanding = share;
    unlock_outstanding();
    lua_pushlightuserdata(L, share);
    return 1;
}

/* The engine of a share, taken off the list: a handle adopted already, or never
 * given by share, is an error (found by address alone, never read). */
static int adopt(lua_State *L) {
    luaL_checktype(L, 1, LUA_TLIGHTUSERDATA);
    const void *handle = lua_touserdata(L, 1);
    Shared *shared = NULL;
    lock_outstanding();
    for (Share **link = &outstanding; *link != NULL; link = &(*link)->next) {
        if (*link == handle) {
            Share *found = *link;
            *link = found->next;
            shared = found->shared;
            free(found);
            break;
        }
    }
    unlock_outstanding();
    if (shared == NULL) raise(L, "bad argument", "adopt takes what engine:share() gave, once");
    return push_shared(L, shared);
}

/* Lets go of this state's reference now (also done when collected). */
static int engine_close(lua_State *L) {
    Shared **slot = engine_slot(L, 1);
    release(*slot);
    *slot = NULL;
    return 0;
}

/* ---- hands ---- */

typedef struct {
    uint8_t counts[34];
    uint8_t jokers;
} HandArg;

/* A hand: a hupai.hand value (read once, the fastest to pass), MPSZ text, or a
 * table of 34 counts; `jokers` (optional, after it) adds jokers to a table of
 * counts. With an `engine`, text is read as it reads it (a joker kind of more than
 * four copies, 八红中, written above four); NULL reads plain MPSZ. */
static HandArg read_hand(lua_State *L, HupaiEngine *engine, int index) {
    HandArg hand;
    const HandArg *read = of_upvalue_class(L, index, UPVALUE_HAND);
    if (read == NULL) read = (const HandArg *)luaL_testudata(L, index, HAND);
    if (read != NULL) return *read;
    memset(&hand, 0, sizeof hand);
    if (lua_type(L, index) == LUA_TSTRING) {
        size_t length;
        const char *text = lua_tolstring(L, index, &length);
        if (strlen(text) != length) raise(L, "bad hand", "a NUL byte in the hand");
        HupaiStatus status = engine != NULL ? hupai_engine_hand_parse(engine, text, hand.counts, &hand.jokers)
                                            : hupai_hand_parse(text, hand.counts, &hand.jokers);
        if (status != HUPAI_OK) fail(L, status);
        return hand;
    }
    if (lua_type(L, index) != LUA_TTABLE)
        raise(L, "bad argument", lua_pushfstring(L, "a hand is MPSZ text or a table of 34 counts, not %s",
                                                 luaL_typename(L, index)));
    if (luaL_len(L, index) != 34) raise(L, "bad argument", "a table of counts holds 34");
    for (int id = 0; id < 34; id++) {
        lua_rawgeti(L, index, id + 1);
        int ok;
        lua_Integer count = lua_tointegerx(L, -1, &ok);
        if (!ok || count < 0 || count > 255)
            raise(L, "bad argument", lua_pushfstring(L, "count %d is not an integer from 0 to 255", id + 1));
        hand.counts[id] = (uint8_t)count;
        lua_pop(L, 1);
    }
    lua_Integer jokers = luaL_optinteger(L, index + 1, 0);
    if (jokers < 0 || jokers > 255) raise(L, "bad argument", "jokers from 0 to 255");
    hand.jokers = (uint8_t)jokers;
    return hand;
}

static HandArg check_hand(lua_State *L, int index) { return read_hand(L, NULL, index); }

/* A hand to score, read as `engine` reads it. */
static HandArg check_scored_hand(lua_State *L, HupaiEngine *engine, int index) {
    return read_hand(L, engine, index);
}

/* A list of the tiles of a mask (bit HUPAI_JOKER_BIT as "J"). */
static void push_tiles(lua_State *L, uint64_t bits) {
    lua_newtable(L);
    int n = 0;
    for (int id = 0; id <= HUPAI_JOKER_BIT; id++) {
        if (bits >> id & 1) {
            lua_pushstring(L, id == HUPAI_JOKER_BIT ? "J" : TILE_NAMES[id]);
            lua_rawseti(L, -2, ++n);
        }
    }
}

static void push_forms(lua_State *L, uint32_t forms) {
    lua_newtable(L);
    int n = 0;
    for (int f = 0; f < 8; f++) {
        if (forms >> f & 1) {
            lua_pushstring(L, hupai_form_name(1u << f));
            lua_rawseti(L, -2, ++n);
        }
    }
}

/* ---- questions ---- */

static int engine_check(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    uint32_t forms = 0;
    TRY(hupai_check_counts(engine, hand.counts, hand.jokers, &forms));
    push_forms(L, forms);
    return 1;
}

static int engine_is_win(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    uint8_t win = 0;
    TRY(hupai_is_win_counts(engine, hand.counts, hand.jokers, &win));
    lua_pushboolean(L, win);
    return 1;
}

static int engine_waits(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    uint64_t waits = 0, exhausted = 0;
    TRY(hupai_waits_counts(engine, hand.counts, hand.jokers, &waits, &exhausted));
    push_tiles(L, waits);
    push_tiles(L, exhausted);
    return 2;
}

/* The waits as masks (integers, bit id per tile id): waits, exhausted. No table. */
static int engine_waits_mask(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    uint64_t waits = 0, exhausted = 0;
    TRY(hupai_waits_counts(engine, hand.counts, hand.jokers, &waits, &exhausted));
    lua_pushinteger(L, (lua_Integer)waits);
    lua_pushinteger(L, (lua_Integer)exhausted);
    return 2;
}

static int engine_shanten(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    int8_t shanten = 0;
    TRY(hupai_shanten_counts(engine, hand.counts, hand.jokers, &shanten, NULL));
    lua_pushinteger(L, shanten);
    return 1;
}

/* {best = n, standard = n, seven_pairs = n, …}: a form ruled out is absent. */
static int engine_shanten_forms(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    int8_t best = 0, per_form[8];
    TRY(hupai_shanten_forms_counts(engine, hand.counts, hand.jokers, &best, per_form));
    lua_createtable(L, 0, 9);
    lua_pushinteger(L, best);
    lua_setfield(L, -2, "best");
    for (int f = 0; f < 8; f++) {
        if (per_form[f] == HUPAI_SHANTEN_RULED_OUT) continue;
        lua_pushinteger(L, per_form[f]);
        lua_setfield(L, -2, hupai_form_name(1u << f));
    }
    return 1;
}

/* A list of strings: "standard: 13m[2m] 55p", as the command line writes them. */
static int engine_decompositions(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    lua_Integer limit = luaL_optinteger(L, 3, 1000);
    if (limit < 0) return raise(L, "bad argument", "a negative limit");
    size_t count = 0, length = 0;
    TRY(hupai_decompositions_counts(engine, hand.counts, hand.jokers, (size_t)limit, NULL, 0,
                                    &count, &length));
    luaL_Buffer buffer;
    char *text = luaL_buffinitsize(L, &buffer, length + 1);
    TRY(hupai_decompositions_counts(engine, hand.counts, hand.jokers, (size_t)limit, text,
                                    length + 1, &count, &length));
    lua_createtable(L, (int)count, 0);
    size_t n = 0;
    for (char *line = text; n < count; n++) {
        char *end = strchr(line, '\n');
        lua_pushlstring(L, line, (size_t)(end - line));
        lua_rawseti(L, -2, (lua_Integer)n + 1);
        line = end + 1;
    }
    return 1;
}

/* One of the C calls answering riichi play in JSON, a line or JSON. */
typedef HupaiStatus (*RiichiCall)(const HupaiEngine *, const char *, uint8_t, char *, size_t, size_t *);

/* Asks `call` about the JSON text at index 2 (named `what`), as a line or, with a
 * true third argument, as JSON: the answer as a string. */
static int riichi_json(lua_State *L, RiichiCall call, const char *what) {
    HupaiEngine *engine = check_engine(L, 1);
    size_t given;
    const char *input = luaL_checklstring(L, 2, &given);
    if (strlen(input) != given) return raise(L, "bad argument", lua_pushfstring(L, "a NUL byte in the %s", what));
    uint8_t json = lua_toboolean(L, 3) ? 1 : 0;
    size_t length = 0;
    TRY(call(engine, input, json, NULL, 0, &length));
    luaL_Buffer buffer;
    char *text = luaL_buffinitsize(L, &buffer, length + 1);
    TRY(call(engine, input, json, text, length + 1, &length));
    luaL_pushresultsize(&buffer, length);
    return 1;
}

/* What a riichi seat may do now: its context as JSON text, the menu's line (or its
 * JSON, with a true third argument) as a string. */
static int engine_actions(lua_State *L) {
    return riichi_json(L, hupai_actions, "context");
}

/* What a riichi round pays: the round and its ending as JSON text, the answer's line
 * (or its JSON, with a true third argument) as a string. */
static int engine_settle(lua_State *L) {
    return riichi_json(L, hupai_settle, "settlement");
}

/* Optional seen tiles: MPSZ text or 34 counts, at `index`. */
static const uint8_t *check_seen(lua_State *L, int index, HandArg *seen) {
    if (lua_isnoneornil(L, index)) return NULL;
    *seen = check_hand(L, index);
    return seen->counts;
}

/* {shanten, accepted = {tiles}, live = {[tile] = copies}, total_live} */
static void push_ukeire(lua_State *L, const HupaiUkeire *ukeire) {
    lua_createtable(L, 0, 4);
    lua_pushinteger(L, ukeire->shanten);
    lua_setfield(L, -2, "shanten");
    push_tiles(L, ukeire->accepted);
    lua_setfield(L, -2, "accepted");
    lua_newtable(L);
    for (int id = 0; id < 34; id++) {
        if (ukeire->accepted >> id & 1) {
            lua_pushinteger(L, ukeire->live[id]);
            lua_setfield(L, -2, TILE_NAMES[id]);
        }
    }
    lua_setfield(L, -2, "live");
    lua_pushinteger(L, ukeire->total_live);
    lua_setfield(L, -2, "total_live");
}

/* What the hand at 2 accepts, tiles at 3 seen: e:ukeire's and e:ukeire_mask's
 * question. */
static HupaiUkeire ukeire_asked(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2), seen;
    const uint8_t *seen_counts = check_seen(L, 3, &seen);
    HupaiUkeire ukeire;
    HupaiStatus status = hupai_ukeire_counts(engine, hand.counts, hand.jokers, seen_counts, &ukeire);
    if (status != HUPAI_OK) fail(L, status); /* raises: does not return */
    return ukeire;
}

static int engine_ukeire(lua_State *L) {
    HupaiUkeire ukeire = ukeire_asked(L);
    push_ukeire(L, &ukeire);
    return 1;
}

/* What a hand accepts without a table: shanten, the accepted kinds' mask, their
 * live copies together, and each kind's live copies as a 34-byte string (byte id+1
 * for tile id). */
static int engine_ukeire_mask(lua_State *L) {
    HupaiUkeire ukeire = ukeire_asked(L);
    lua_pushinteger(L, ukeire.shanten);
    lua_pushinteger(L, (lua_Integer)ukeire.accepted);
    lua_pushinteger(L, ukeire.total_live);
    lua_pushlstring(L, (const char *)ukeire.live, 34);
    return 4;
}

/* {shanten, discards = {{tile, shanten, accepted, live, total_live}, …}} */
static int engine_discards(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2), seen;
    const uint8_t *seen_counts = check_seen(L, 3, &seen);
    HupaiDiscardAdvice advice;
    TRY(hupai_discards_counts(engine, hand.counts, hand.jokers, seen_counts, &advice));
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, advice.shanten);
    lua_setfield(L, -2, "shanten");
    lua_createtable(L, (int)advice.count, 0);
    for (size_t i = 0; i < advice.count; i++) {
        const HupaiDiscard *discard = &advice.discards[i];
        push_ukeire(L, &discard->ukeire);
        lua_pushstring(L, discard->tile == HUPAI_DISCARD_JOKER ? "J" : TILE_NAMES[discard->tile]);
        lua_setfield(L, -2, "tile");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    lua_setfield(L, -2, "discards");
    return 1;
}

/* shanten, keep (tiles), raise (tiles) */
static int engine_discard_masks(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_hand(L, 2);
    HupaiDiscardMasks masks;
    TRY(hupai_discard_masks_counts(engine, hand.counts, hand.jokers, &masks));
    lua_pushinteger(L, masks.shanten);
    push_tiles(L, masks.keep);
    push_tiles(L, masks.raise);
    return 3;
}

/* ---- batches: hands read once into rows of counts, then judged in one call ---- */

typedef struct {
    size_t n;
    uint8_t *counts; /* n × 34 */
    uint8_t *jokers; /* n */
} Batch;

static int batch_gc(lua_State *L) {
    Batch *batch = (Batch *)luaL_checkudata(L, 1, BATCH);
    free(batch->counts);
    batch->counts = NULL;
    return 0;
}

/* batch:size(), and #batch under Lua 5.4: how many hands. */
static int batch_len(lua_State *L) {
    lua_pushinteger(L, (lua_Integer)((Batch *)luaL_checkudata(L, 1, BATCH))->n);
    return 1;
}

/* hupai.batch{hands}: each hand MPSZ text or a table of 34 counts. */
static int batch_new(lua_State *L) {
    luaL_checktype(L, 1, LUA_TTABLE);
    size_t n = (size_t)luaL_len(L, 1);
    Batch *batch = (Batch *)lua_newuserdatauv(L, sizeof *batch, 0);
    batch->n = 0;
    batch->counts = malloc(n * 35 + 1);
    if (batch->counts == NULL) return raise(L, "out of memory", "no room for the batch");
    batch->jokers = batch->counts + n * 34;
    luaL_setmetatable(L, BATCH);
    for (size_t i = 0; i < n; i++) {
        lua_geti(L, 1, (lua_Integer)i + 1);
        HandArg hand = check_hand(L, lua_gettop(L));
        memcpy(batch->counts + 34 * i, hand.counts, 34);
        batch->jokers[i] = hand.jokers;
        lua_pop(L, 1);
    }
    batch->n = n;
    return 1;
}

static Batch *check_batch(lua_State *L, int index) {
    Batch *batch = (Batch *)luaL_checkudata(L, index, BATCH);
    if (batch->counts == NULL) raise(L, "bad argument", "a freed batch");
    return batch;
}

/* A batch's answers, one per hand, in one userdata (no table made per call):
 * answers[i] and #answers read them, answers:list() copies them into a table. */
typedef enum { ANSWER_WIN, ANSWER_SHANTEN, ANSWER_WAITS } AnswerKind;

typedef struct {
    size_t n;
    AnswerKind kind;
    uint8_t *statuses; /* n (NULL for wins): HUPAI_OK, or the hand was refused (false) */
    union {
        uint8_t *wins;
        int8_t *shanten;
        uint64_t *waits;
    } as;
    /* then the answers, 8 bytes each for waits, 1 otherwise; then the statuses */
    uint64_t data[];
} Answers;

/* New answers for `n` hands of `kind`, on the stack (wins need no statuses: a hand
 * refused does not win). */
static Answers *answers_new(lua_State *L, size_t n, AnswerKind kind) {
    size_t width = kind == ANSWER_WAITS ? 8 : 1, statuses = kind == ANSWER_WIN ? 0 : 1;
    if (n > (SIZE_MAX - sizeof(Answers)) / (width + statuses)) raise(L, "out of memory", "too many hands");
    Answers *answers = lua_newuserdatauv(L, sizeof(Answers) + n * (width + statuses), 0);
    answers->n = n;
    answers->kind = kind;
    answers->as.waits = answers->data;
    answers->statuses = statuses ? (uint8_t *)answers->data + n * width : NULL;
    luaL_setmetatable(L, ANSWERS);
    return answers;
}

/* Pushes answer i (from 0): a boolean, a shanten, a wait mask, or false for a hand
 * refused. */
static void push_answer(lua_State *L, const Answers *answers, size_t i) {
    if (answers->statuses != NULL && answers->statuses[i] != HUPAI_OK) lua_pushboolean(L, 0);
    else if (answers->kind == ANSWER_WIN) lua_pushboolean(L, answers->as.wins[i]);
    else if (answers->kind == ANSWER_SHANTEN) lua_pushinteger(L, answers->as.shanten[i]);
    else lua_pushinteger(L, (lua_Integer)answers->as.waits[i]);
}

static int answers_list(lua_State *L) {
    const Answers *answers = luaL_checkudata(L, 1, ANSWERS);
    lua_createtable(L, (int)answers->n, 0);
    for (size_t i = 0; i < answers->n; i++) {
        push_answer(L, answers, i);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

/* answers:size(), and #answers: how many hands. */
static int answers_len(lua_State *L) {
    lua_pushinteger(L, (lua_Integer)((const Answers *)luaL_checkudata(L, 1, ANSWERS))->n);
    return 1;
}

/* answers[i] for i in 1..#answers (nil past the end, as a list), or a method. */
static int answers_index(lua_State *L) {
    const Answers *answers = luaL_checkudata(L, 1, ANSWERS);
    int is_integer = 0;
    lua_Integer i = lua_tointegerx(L, 2, &is_integer);
    if (is_integer) {
        if (i >= 1 && (lua_Unsigned)i <= answers->n) push_answer(L, answers, (size_t)i - 1);
        else lua_pushnil(L);
        return 1;
    }
    const char *name = lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : NULL;
    if (name != NULL && strcmp(name, "list") == 0) lua_pushcfunction(L, answers_list);
    else if (name != NULL && strcmp(name, "size") == 0) lua_pushcfunction(L, answers_len);
    else lua_pushnil(L);
    return 1;
}

/* Booleans: whether each hand wins (false too for a hand the rules do not play). */
static int engine_is_win_batch(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    Batch *batch = check_batch(L, 2);
    uint8_t parallel = (uint8_t)lua_toboolean(L, 3); /* before the answers take slot 3 */
    Answers *answers = answers_new(L, batch->n, ANSWER_WIN);
    TRY(hupai_check_batch(engine, batch->counts, batch->jokers, batch->n, answers->as.wins, parallel));
    return 1;
}

/* Shanten, false for a hand refused. */
static int engine_shanten_batch(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    Batch *batch = check_batch(L, 2);
    uint8_t parallel = (uint8_t)lua_toboolean(L, 3); /* before the answers take slot 3 */
    Answers *answers = answers_new(L, batch->n, ANSWER_SHANTEN);
    TRY(hupai_shanten_batch(engine, batch->counts, batch->jokers, batch->n, answers->as.shanten,
                            answers->statuses, parallel));
    return 1;
}

/* Wait masks (integers: bit id per tile id), false for a hand refused;
 * hupai.tiles(mask) lists a mask's tiles. */
static int engine_waits_batch(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    Batch *batch = check_batch(L, 2);
    uint8_t parallel = (uint8_t)lua_toboolean(L, 3); /* before the answers take slot 3 */
    Answers *answers = answers_new(L, batch->n, ANSWER_WAITS);
    TRY(hupai_waits_batch(engine, batch->counts, batch->jokers, batch->n, answers->as.waits,
                          answers->statuses, parallel));
    return 1;
}

static int tiles_of_mask(lua_State *L) {
    push_tiles(L, (uint64_t)luaL_checkinteger(L, 1));
    return 1;
}

/* ---- kept hands ---- */

static HupaiLiveHand *check_live(lua_State *L, int index) {
    return (HupaiLiveHand *)luaL_checkudata(L, index, LIVE);
}

static int live_new(lua_State *L) {
    HandArg hand = check_hand(L, 1);
    HupaiLiveHand *live = lua_newuserdatauv(L, sizeof *live, 0);
    luaL_setmetatable(L, LIVE);
    TRY(hupai_live_new_counts(hand.counts, hand.jokers, live));
    return 1;
}

/* A tile's name, or "J" for a joker. */
static uint8_t check_drawn(lua_State *L, int index) {
    const char *name = luaL_checkstring(L, index);
    return strcmp(name, "J") == 0 ? HUPAI_DISCARD_JOKER : check_tile(L, index);
}

static int live_draw(lua_State *L) {
    TRY(hupai_live_draw(check_live(L, 1), check_drawn(L, 2)));
    return 0;
}

static int live_discard(lua_State *L) {
    TRY(hupai_live_discard(check_live(L, 1), check_drawn(L, 2)));
    return 0;
}

static int live_hand(lua_State *L) {
    uint8_t counts[34], jokers = 0;
    TRY(hupai_live_counts(check_live(L, 1), counts, &jokers));
    lua_createtable(L, 34, 0);
    for (int id = 0; id < 34; id++) {
        lua_pushinteger(L, counts[id]);
        lua_rawseti(L, -2, id + 1);
    }
    lua_pushinteger(L, jokers);
    return 2;
}

static int engine_is_win_live(lua_State *L) {
    uint8_t win = 0;
    TRY(hupai_live_is_win(check_engine(L, 1), check_live(L, 2), &win));
    lua_pushboolean(L, win);
    return 1;
}

static int engine_check_live(lua_State *L) {
    uint32_t forms = 0;
    TRY(hupai_live_check(check_engine(L, 1), check_live(L, 2), &forms));
    push_forms(L, forms);
    return 1;
}

static int engine_waits_live(lua_State *L) {
    uint64_t waits = 0, exhausted = 0;
    TRY(hupai_live_waits(check_engine(L, 1), check_live(L, 2), &waits, &exhausted));
    push_tiles(L, waits);
    push_tiles(L, exhausted);
    return 2;
}

/* hupai.hand(text or counts[, jokers]): a hand read once, for many questions. */
static int hand_new(lua_State *L) {
    HandArg hand = check_hand(L, 1);
    HandArg *kept = (HandArg *)lua_newuserdatauv(L, sizeof *kept, 0);
    *kept = hand;
    luaL_setmetatable(L, HAND);
    return 1;
}

/* Its MPSZ text, as the C library reads it back. */
static int hand_tostring(lua_State *L) {
    const HandArg *hand = (const HandArg *)luaL_checkudata(L, 1, HAND);
    luaL_Buffer text;
    luaL_buffinit(L, &text);
    for (int suit = 0; suit < 4; suit++) {
        int any = 0;
        for (int id = 9 * suit; id < 34 && id < 9 * suit + 9; id++) {
            for (int c = 0; c < hand->counts[id]; c++) luaL_addchar(&text, (char)('1' + id % 9));
            any |= hand->counts[id] > 0;
        }
        if (any) luaL_addchar(&text, "mpsz"[suit]);
    }
    for (int j = 0; j < hand->jokers; j++) luaL_addchar(&text, 'J');
    luaL_pushresult(&text);
    return 1;
}

static int parse(lua_State *L) {
    HandArg hand = check_hand(L, 1);
    lua_createtable(L, 34, 0);
    for (int id = 0; id < 34; id++) {
        lua_pushinteger(L, hand.counts[id]);
        lua_rawseti(L, -2, id + 1);
    }
    lua_pushinteger(L, hand.jokers);
    return 2;
}

/* ---- riichi scoring ---- */


/* A tile id from its MPSZ name (one tile, no joker). */

/* Raises the library's error for a status other than HUPAI_OK (TRY for functions
 * that return no count of results). */
static void must(lua_State *L, HupaiStatus status) {
    if (status != HUPAI_OK) fail(L, status);
}

/* The number (as hupai_situation_field numbers them) of the field a situation key
 * names; an unknown key is the library's error, naming the nearest field. */
static uint8_t field_of(lua_State *L, const char *name) {
    uint8_t field = 0;
    must(L, hupai_situation_field_of(name, &field));
    return field;
}

/* Whether field number `field` is the one named `name` in the library's list. */
static int is_field(uint8_t field, const char *name) {
    return strcmp(hupai_situation_field(field), name) == 0;
}

/* Pushes a situation value as the library's text: a string itself, a boolean, an
 * integer, a list's items joined by commas; anything else is an error naming `key`. */
static void push_value_text(lua_State *L, int index, const char *key, int depth) {
    index = lua_absindex(L, index);
    switch (lua_type(L, index)) {
    case LUA_TSTRING:
        lua_pushvalue(L, index);
        return;
    case LUA_TBOOLEAN:
        lua_pushstring(L, lua_toboolean(L, index) ? "true" : "false");
        return;
    case LUA_TNUMBER:
        if (!lua_isinteger(L, index)) raise(L, "bad argument", lua_pushfstring(L, "situation: %s: an integer, not %f", key, lua_tonumber(L, index)));
        lua_pushfstring(L, "%I", lua_tointeger(L, index));
        return;
    case LUA_TTABLE: {
        lua_Integer n = luaL_len(L, index);
        if (depth > 0 || n > 16) raise(L, "bad argument", lua_pushfstring(L, "situation: %s: a list of at most 16 plain values", key));
        luaL_Buffer joined;
        luaL_buffinit(L, &joined);
        for (lua_Integer i = 1; i <= n; i++) {
            lua_rawgeti(L, index, i);
            push_value_text(L, -1, key, depth + 1);
            if (i > 1) luaL_addstring(&joined, ",");
            luaL_addvalue(&joined);
            lua_pop(L, 1);
        }
        luaL_pushresult(&joined);
        return;
    }
    default:
        raise(L, "bad argument", lua_pushfstring(L, "situation: %s: text, a boolean, an integer or a list, not %s", key, luaL_typename(L, index)));
    }
}

/* Text without a NUL byte, or an error naming `what`. */
static const char *plain_text(lua_State *L, int index, const char *what) {
    size_t length;
    const char *text = lua_tolstring(L, index, &length);
    if (strlen(text) != length) raise(L, "bad argument", lua_pushfstring(L, "situation: %s: a NUL byte in the text", what));
    return text;
}

/* Sets the situation table's fields at `index` onto `s`, each key through the
 * library's one list (hupai_situation_set); gives whether the winning tile was among
 * them. */
static int set_table(lua_State *L, int index, HupaiSituation *s) {
    int win = 0;
    lua_pushnil(L);
    while (lua_next(L, index) != 0) {
        if (lua_type(L, -2) != LUA_TSTRING) raise(L, "bad argument", "situation: keys are field names");
        const char *key = plain_text(L, -2, "a key");
        uint8_t field = field_of(L, key);
        win |= is_field(field, "win");
        push_value_text(L, -1, key, 0);
        must(L, hupai_situation_set(s, key, plain_text(L, -1, key)));
        lua_pop(L, 2); /* the text and the value; the key stays for lua_next */
    }
    return win;
}

/* Whether the words name the winning tile (each word's name before any `=`). */
static int words_name_win(lua_State *L, const char *words) {
    int win = 0;
    for (const char *word = words; *word != '\0';) {
        size_t length = strcspn(word, " \t\n");
        size_t name = strcspn(word, "= \t\n");
        if (length > 0) {
            lua_pushlstring(L, word, name);
            win |= is_field(field_of(L, lua_tostring(L, -1)), "win");
            lua_pop(L, 1);
        }
        word += length + (word[length] != '\0');
    }
    return win;
}

/* The situation at `index` for `engine` (the hand at `hand_index`, for its red
 * fives): a table of fields, or the words form ("win=6s seat=south riichi"), read by
 * the library's one list; `needs_win`: a winning tile must be given (not for legal
 * waits). */
static HupaiSituation check_situation(lua_State *L, HupaiEngine *engine, int index, int hand_index, int needs_win) {
    HupaiSituation s;
    memset(&s, 0, sizeof s);
    int win = 0;
    /* The hand's red fives (its text's and the engine's melds'), unless given. */
    const char *text = lua_type(L, hand_index) == LUA_TSTRING ? lua_tostring(L, hand_index) : NULL;
    must(L, hupai_engine_red_fives(engine, text, s.red_fives));
    if (lua_type(L, index) == LUA_TSTRING) {
        const char *words = plain_text(L, index, "words");
        win = words_name_win(L, words);
        must(L, hupai_situation_parse(words, &s));
    } else if (lua_istable(L, index)) {
        win = set_table(L, index, &s);
    } else {
        raise(L, "bad argument", lua_pushfstring(L, "a situation is a table or words, not %s", luaL_typename(L, index)));
    }
    if (!win && needs_win) raise(L, "bad argument", "win: the winning tile is needed (win = \"6s\")");
    return s;
}

static void set_integer(lua_State *L, const char *name, lua_Integer value) {
    lua_pushinteger(L, value);
    lua_setfield(L, -2, name);
}

/* Points (64 bits unsigned) as a Lua integer, exact: a fan table's points beyond
 * math.maxinteger (2^63 - 1) are an error rather than a negative number. */
static void set_points(lua_State *L, const char *name, uint64_t value) {
    if (value > (uint64_t)LUA_MAXINTEGER)
        raise(L, "bad rules", lua_pushfstring(L, "%s: beyond math.maxinteger (the table's cap is above 2^63 - 1)", name));
    set_integer(L, name, (lua_Integer)value);
}

/* engine:score_riichi(hand, situation) -> {has_yaku, yaku = {{name, han}…}, han, fu, …,
 * and legal, points, reading, system as every score has them} */
static int engine_score_riichi(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_scored_hand(L, engine, 2);
    HupaiSituation situation = check_situation(L, engine, 3, 2, 1);
    HupaiScore score;
    TRY(hupai_score_counts(engine, hand.counts, hand.jokers, &situation, &score));
    lua_createtable(L, 0, 18);
    lua_pushboolean(L, score.has_yaku);
    lua_setfield(L, -2, "has_yaku");
    lua_createtable(L, score.yaku_count, 0);
    for (int i = 0; i < score.yaku_count; i++) {
        lua_createtable(L, 0, 2);
        lua_pushstring(L, hupai_yaku_name(score.yaku[i]));
        lua_setfield(L, -2, "name");
        set_integer(L, "han", score.yaku_han[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "yaku");
    set_integer(L, "yakuman", score.yakuman);
    set_integer(L, "han", score.han);
    set_integer(L, "fu", score.fu);
    set_integer(L, "dora", score.dora);
    set_integer(L, "ura_dora", score.ura_dora);
    set_integer(L, "red_fives", score.red_fives);
    lua_pushstring(L, hupai_limit_name(score.limit) ? hupai_limit_name(score.limit) : "");
    lua_setfield(L, -2, "limit");
    lua_pushstring(L, hupai_wait_name(score.wait) ? hupai_wait_name(score.wait) : "");
    lua_setfield(L, -2, "wait");
    set_integer(L, "basic_points", score.basic_points);
    set_integer(L, "ron", score.ron);
    set_integer(L, "dealer", score.dealer);
    set_integer(L, "non_dealer", score.non_dealer);
    set_integer(L, "total", score.total);
    lua_pushstring(L, score.split);
    lua_setfield(L, -2, "split");
    lua_pushboolean(L, score.has_yaku);
    lua_setfield(L, -2, "legal");
    set_integer(L, "points", score.total);
    lua_pushstring(L, score.split);
    lua_setfield(L, -2, "reading");
    lua_pushstring(L, "riichi");
    lua_setfield(L, -2, "system");
    return 1;
}

/* engine:score_guobiao(hand, situation) -> {legal, fans = {{name, english, value, times}…},
 * fan_total, total, flowers, minimum, reading} */
static int engine_score_guobiao(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_scored_hand(L, engine, 2);
    HupaiSituation situation = check_situation(L, engine, 3, 2, 1);
    HupaiFanScore score;
    TRY(hupai_score_guobiao_counts(engine, hand.counts, hand.jokers, &situation, &score));
    lua_createtable(L, 0, 7);
    lua_pushboolean(L, score.legal);
    lua_setfield(L, -2, "legal");
    lua_createtable(L, score.fan_count, 0);
    for (int i = 0; i < score.fan_count; i++) {
        lua_createtable(L, 0, 4);
        lua_pushstring(L, hupai_fan_name(score.fans[i]));
        lua_setfield(L, -2, "name");
        lua_pushstring(L, hupai_fan_english(score.fans[i]));
        lua_setfield(L, -2, "english");
        set_integer(L, "value", hupai_fan_value(score.fans[i]));
        set_integer(L, "times", score.fan_times[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "fans");
    set_integer(L, "fan_total", score.fan_total);
    set_integer(L, "total", score.total);
    set_integer(L, "flowers", score.flowers);
    set_integer(L, "minimum", score.minimum);
    lua_pushstring(L, score.reading);
    lua_setfield(L, -2, "reading");
    set_integer(L, "points", score.total);
    lua_pushstring(L, "guobiao");
    lua_setfield(L, -2, "system");
    return 1;
}

/* engine:score_table(hand, situation) -> {legal, fans = {{name, value, times}…}, total,
 * points, minimum, stand_ins = {"1m", …}, reading} */
static int engine_score_table(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_scored_hand(L, engine, 2);
    HupaiSituation situation = check_situation(L, engine, 3, 2, 1);
    HupaiTableScore score;
    TRY(hupai_score_table_counts(engine, hand.counts, hand.jokers, &situation, &score));
    lua_createtable(L, 0, 7);
    lua_pushboolean(L, score.legal);
    lua_setfield(L, -2, "legal");
    lua_createtable(L, score.fan_count, 0);
    char name[256];
    for (int i = 0; i < score.fan_count; i++) {
        lua_createtable(L, 0, 3);
        hupai_table_fan_name(engine, score.fans[i], name, sizeof name);
        lua_pushstring(L, name);
        lua_setfield(L, -2, "name");
        set_integer(L, "value", score.fan_values[i]);
        set_integer(L, "times", score.fan_times[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "fans");
    set_points(L, "total", score.total);
    set_points(L, "points", score.points);
    set_points(L, "minimum", score.minimum);
    lua_createtable(L, score.stand_in_count, 0);
    for (int i = 0; i < score.stand_in_count; i++) {
        lua_pushstring(L, score.stand_ins[i] < 34 ? TILE_NAMES[score.stand_ins[i]] : "");
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "stand_ins");
    lua_pushstring(L, score.reading);
    lua_setfield(L, -2, "reading");
    lua_pushstring(L, "table");
    lua_setfield(L, -2, "system");
    return 1;
}

/* engine:score(hand, situation): the one door, by the rules' scoring (riichi's,
 * 国标's or a fan table's table of answers, each with legal, points, reading and
 * system). */
static int engine_score(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    const char *scoring = NULL;
    TRY(hupai_engine_scoring(engine, &scoring));
    if (strcmp(scoring, "guobiao") == 0) return engine_score_guobiao(L);
    if (strcmp(scoring, "table") == 0) return engine_score_table(L);
    return engine_score_riichi(L);
}

static int engine_is_legal_win(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_scored_hand(L, engine, 2);
    HupaiSituation situation = check_situation(L, engine, 3, 2, 1);
    uint8_t legal = 0;
    TRY(hupai_is_legal_win_counts(engine, hand.counts, hand.jokers, &situation, &legal));
    lua_pushboolean(L, legal);
    return 1;
}

/* engine:legal_waits(hand, situation) -> {{tile, ron, tsumo, ron_points, tsumo_points}…} */
static int engine_legal_waits(lua_State *L) {
    HupaiEngine *engine = check_engine(L, 1);
    HandArg hand = check_scored_hand(L, engine, 2);
    HupaiSituation situation = check_situation(L, engine, 3, 2, 0);
    HupaiLegalWait waits[34];
    size_t count = 0;
    TRY(hupai_legal_waits_counts(engine, hand.counts, hand.jokers, &situation, waits, 34, &count));
    lua_createtable(L, (int)count, 0);
    for (size_t i = 0; i < count; i++) {
        lua_createtable(L, 0, 5);
        lua_pushstring(L, TILE_NAMES[waits[i].tile]);
        lua_setfield(L, -2, "tile");
        lua_pushboolean(L, waits[i].ron);
        lua_setfield(L, -2, "ron");
        lua_pushboolean(L, waits[i].tsumo);
        lua_setfield(L, -2, "tsumo");
        set_points(L, "ron_points", waits[i].ron_points);
        set_points(L, "tsumo_points", waits[i].tsumo_points);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static const luaL_Reg ENGINE_METHODS[] = {
    {"with_joker_kinds", engine_with_joker_kinds},
    {"with_melds", engine_with_melds},
    {"prepare_hints", engine_prepare_hints},
    {"share", engine_share},
    {"close", engine_close},
    {"check", engine_check},
    {"is_win", engine_is_win},
    {"waits", engine_waits},
    {"waits_mask", engine_waits_mask},
    {"shanten", engine_shanten},
    {"shanten_forms", engine_shanten_forms},
    {"decompositions", engine_decompositions},
    {"actions", engine_actions},
    {"settle", engine_settle},
    {"ukeire", engine_ukeire},
    {"ukeire_mask", engine_ukeire_mask},
    {"discards", engine_discards},
    {"discard_masks", engine_discard_masks},
    {"is_win_batch", engine_is_win_batch},
    {"shanten_batch", engine_shanten_batch},
    {"waits_batch", engine_waits_batch},
    {"is_win_live", engine_is_win_live},
    {"check_live", engine_check_live},
    {"waits_live", engine_waits_live},
    {"score", engine_score},
    {"score_riichi", engine_score_riichi},
    {"score_guobiao", engine_score_guobiao},
    {"score_table", engine_score_table},
    {"is_legal_win", engine_is_legal_win},
    {"legal_waits", engine_legal_waits},
    {NULL, NULL},
};

static const luaL_Reg LIVE_METHODS[] = {
    {"draw", live_draw},
    {"discard", live_discard},
    {"hand", live_hand},
    {NULL, NULL},
};

static const luaL_Reg FUNCTIONS[] = {
    {"new", engine_new},
    {"from_rules", engine_from_rules},
    {"from_rules_file", engine_from_rules_file},
    {"from_table_file", engine_from_table_file},
    {"from_table_bytes", engine_from_table_bytes},
    {"adopt", adopt},
    {"batch", batch_new},
    {"live", live_new},
    {"parse", parse},
    {"hand", hand_new},
    {"tiles", tiles_of_mask},
    {NULL, NULL},
};

/* A class's metatable, its methods holding the engine's and the hand's metatables
 * as upvalues (of_upvalue_class), made first. */
static void class(lua_State *L, const char *name, const luaL_Reg *methods, lua_CFunction gc) {
    luaL_newmetatable(L, name);
    lua_newtable(L);
    luaL_getmetatable(L, ENGINE);
    luaL_getmetatable(L, HAND);
    luaL_setfuncs(L, methods, 2);
    lua_setfield(L, -2, "__index");
    if (gc != NULL) {
        lua_pushcfunction(L, gc);
        lua_setfield(L, -2, "__gc");
    }
    lua_pop(L, 1);
}

int luaopen_hupai(lua_State *L) {
    luaL_newmetatable(L, HAND);
    lua_pushcfunction(L, hand_tostring);
    lua_setfield(L, -2, "__tostring");
    lua_pop(L, 1);
    luaL_newmetatable(L, ENGINE);
    lua_pop(L, 1);
    class(L, ENGINE, ENGINE_METHODS, engine_close);
    class(L, LIVE, LIVE_METHODS, NULL);
    luaL_newmetatable(L, BATCH);
    lua_pushcfunction(L, batch_gc);
    lua_setfield(L, -2, "__gc");
    lua_pushcfunction(L, batch_len);
    lua_setfield(L, -2, "__len");
    lua_newtable(L);
    lua_pushcfunction(L, batch_len);
    lua_setfield(L, -2, "size");
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);
    luaL_newmetatable(L, ANSWERS);
    lua_pushcfunction(L, answers_index);
    lua_setfield(L, -2, "__index");
    lua_pushcfunction(L, answers_len);
    lua_setfield(L, -2, "__len");
    lua_pop(L, 1);
    luaL_newlib(L, FUNCTIONS);
    lua_pushstring(L, hupai_version());
    lua_setfield(L, -2, "version");
    return 1;
}
