/* hupai for Java: the JNI layer under the `hupai` package's `Native` class, over
 * hupai's C library (libhupai.a, linked in). Thin on purpose: every native method
 * takes an engine handle and primitive arrays, calls one hupai_* function and
 * answers a status (0 OK, else the HupaiStatus) or a packed value; the Java classes
 * make the objects and throw the exceptions, reading the message with lastError on
 * the same thread. No call keeps a pointer into a Java array past its return.
 *
 * An answer with several fields is the C library's struct, copied whole into a byte[]
 * the Java side gave; Java reads its members by name at the offsets the compiler
 * gave them (`layouts` below, from hupai_layouts.h, which is generated from
 * hupai.h): the header is the one definition of every answer's bytes. */
#define _POSIX_C_SOURCE 200809L
#include <jni.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hupai.h"
#include "hupai_layouts.h"

#define KINDS 34

/* Engines made and not yet freed: the tests watch the Cleaner free forgotten ones. */
static atomic_long live_engines;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm, (void)reserved;
    return JNI_VERSION_1_8;
}

static const HupaiEngine *engine_of(jlong handle) { return (const HupaiEngine *)(intptr_t)handle; }

/* A hand as Java passes it: five words holding its 34 counts and its jokers, byte i
 * of the hand at bits 8 (i % 8) of word i / 8 (byte 34 the jokers). Plain arguments,
 * so that no question calls back into the JVM to read an array. */
#define HAND_WORDS jlong w0, jlong w1, jlong w2, jlong w3, jlong w4

static void unpack(const jlong words[5], uint8_t hand[KINDS + 1]) {
    for (int i = 0; i < KINDS + 1; i++) hand[i] = (uint8_t)((uint64_t)words[i / 8] >> (8 * (i % 8)));
}

/* `into`: the hand's 34 counts; `jokers`: its jokers. */
#define READ_COUNTS(into)                              \
    uint8_t into[KINDS + 1];                           \
    {                                                  \
        const jlong words_[5] = {w0, w1, w2, w3, w4};  \
        unpack(words_, into);                          \
    }                                                  \
    const uint8_t jokers = into[KINDS]

/* A made engine as Java keeps it: its address, or the failed call's status
 * negated (an address is never 0 or negative). */
static jlong made(HupaiStatus status, HupaiEngine *engine) {
    if (status != HUPAI_OK) return -(jlong)status;
    atomic_fetch_add(&live_engines, 1);
    return (jlong)(intptr_t)engine;
}

/* A value answered (0 or more), or the failed call's status negated. */
static jint answered(HupaiStatus status, jint value) { return status == HUPAI_OK ? value : -(jint)status; }

/* ---- answers: a struct copied into a byte[] ---- */

/* Copies an answer struct into the Java array (as long as the struct: Java sizes it
 * from the layouts). */
static void answer(JNIEnv *env, jbyteArray into, const void *answer_struct, size_t len) {
    (*env)->SetByteArrayRegion(env, into, 0, (jsize)len, (const jbyte *)answer_struct);
}

/* ---- text: a NUL-terminated UTF-8 byte[] made by the Java side ---- */

/* Runs `body` with `chars` the array's bytes as a C string (NULL for a null array),
 * the array held critical meanwhile: for the short calls that read text. */
#define WITH_TEXT(array, chars, body)                                                  \
    do {                                                                               \
        const char *chars = NULL;                                                      \
        if (array != NULL) chars = (*env)->GetPrimitiveArrayCritical(env, array, NULL); \
        if (array != NULL && chars == NULL) return HUPAI_BAD_ARGUMENT;                 \
        body;                                                                          \
        if (array != NULL)                                                             \
            (*env)->ReleasePrimitiveArrayCritical(env, array, (void *)chars, JNI_ABORT); \
    } while (0)

#define JNI(type, name) JNIEXPORT type JNICALL Java_hupai_Native_##name

/* `len` bytes of UTF-8 text as a Java byte[]; null for null. */
static jbyteArray bytes_of(JNIEnv *env, const char *text, size_t len) {
    if (text == NULL) return NULL;
    jbyteArray bytes = (*env)->NewByteArray(env, (jsize)len);
    if (bytes != NULL) (*env)->SetByteArrayRegion(env, bytes, 0, (jsize)len, (const jbyte *)text);
    return bytes;
}

/* A NUL-terminated string (the library's static names) as a byte[]; null for null. */
static jbyteArray c_text(JNIEnv *env, const char *text) {
    return bytes_of(env, text, text != NULL ? strlen(text) : 0);
}

/* The layouts of the answer structs (hupai_layouts.h), a line per row: the struct,
 * the member ("-" for the struct itself), its C type ("-"), offset, size and element
 * size, separated by spaces. */
JNI(jbyteArray, layouts)(JNIEnv *env, jclass cls) {
    (void)cls;
    size_t rows = sizeof HUPAI_LAYOUTS / sizeof HUPAI_LAYOUTS[0];
    char *text = malloc(rows * 128);
    if (text == NULL) return NULL;
    size_t len = 0;
    for (size_t i = 0; i < rows; i++) {
        const HupaiLayoutRow *row = &HUPAI_LAYOUTS[i];
        len += (size_t)snprintf(text + len, rows * 128 - len, "%s %s %s %zu %zu %zu\n", row->type,
                                *row->member ? row->member : "-", *row->c_type ? row->c_type : "-",
                                row->offset, row->size, row->element);
    }
    jbyteArray bytes = bytes_of(env, text, len);
    free(text);
    return bytes;
}

JNI(jbyteArray, version)(JNIEnv *env, jclass cls) {
    (void)cls;
    return c_text(env, hupai_version());
}

/* This thread's last error, as UTF-8 bytes. */
JNI(jbyteArray, lastError)(JNIEnv *env, jclass cls) {
    (void)cls;
    char message[1024];
    size_t len = hupai_last_error(message, sizeof message);
    if (len >= sizeof message) len = strlen(message);
    return bytes_of(env, message, len);
}

JNI(jlong, liveEngines)(JNIEnv *env, jclass cls) {
    (void)env, (void)cls;
    return atomic_load(&live_engines);
}

/* ---- engines ---- */

/* An array's bytes copied out (malloc'd; the caller frees them): making an engine can
 * take a second (a rules file's tables generated), longer than a garbage collection
 * should wait on a critical array. NULL when out of memory. */
static uint8_t *copied(JNIEnv *env, jbyteArray array, jsize *len) {
    *len = (*env)->GetArrayLength(env, array);
    uint8_t *bytes = malloc((size_t)*len + 1);
    if (bytes != NULL) (*env)->GetByteArrayRegion(env, array, 0, *len, (jbyte *)bytes);
    return bytes;
}

static jlong engine_from_text(JNIEnv *env, jbyteArray text,
                              HupaiStatus (*make)(const char *, HupaiEngine **)) {
    HupaiEngine *engine = NULL;
    jsize len;
    char *chars = (char *)copied(env, text, &len);
    if (chars == NULL) return -(jlong)HUPAI_PANIC;
    HupaiStatus status = make(chars, &engine);
    free(chars);
    return made(status, engine);
}

JNI(jlong, engineNew)(JNIEnv *env, jclass cls, jbyteArray name) {
    (void)cls;
    return engine_from_text(env, name, hupai_engine_new);
}

JNI(jlong, engineFromRules)(JNIEnv *env, jclass cls, jbyteArray toml) {
    (void)cls;
    return engine_from_text(env, toml, hupai_engine_from_rules);
}

JNI(jlong, engineFromRulesFile)(JNIEnv *env, jclass cls, jbyteArray path) {
    (void)cls;
    return engine_from_text(env, path, hupai_engine_from_rules_file);
}

JNI(jlong, engineFromTableFile)(JNIEnv *env, jclass cls, jbyteArray path) {
    (void)cls;
    return engine_from_text(env, path, hupai_engine_from_table_file);
}

JNI(jlong, engineFromTableBytes)(JNIEnv *env, jclass cls, jbyteArray bytes) {
    (void)cls;
    HupaiEngine *engine = NULL;
    jsize len;
    uint8_t *data = copied(env, bytes, &len);
    if (data == NULL) return -(jlong)HUPAI_PANIC;
    HupaiStatus status = hupai_engine_from_table_bytes(data, (size_t)len, &engine);
    free(data);
    return made(status, engine);
}

JNI(jlong, engineWithJokerKinds)(JNIEnv *env, jclass cls, jlong handle, jbyteArray ids) {
    (void)cls;
    uint8_t kinds[KINDS];
    jsize len = (*env)->GetArrayLength(env, ids);
    if (len > KINDS) return -(jlong)HUPAI_BAD_ARGUMENT;
    (*env)->GetByteArrayRegion(env, ids, 0, len, (jbyte *)kinds);
    HupaiEngine *engine = NULL;
    HupaiStatus status = hupai_engine_with_joker_kinds(engine_of(handle), kinds, (size_t)len, &engine);
    return made(status, engine);
}

JNI(jlong, engineWithMelds)(JNIEnv *env, jclass cls, jlong handle, jbyteArray melds) {
    (void)cls;
    HupaiEngine *engine = NULL;
    const char *chars = (*env)->GetPrimitiveArrayCritical(env, melds, NULL);
    if (chars == NULL) return -(jlong)HUPAI_BAD_ARGUMENT;
    HupaiStatus status = hupai_engine_with_melds(engine_of(handle), chars, &engine);
    (*env)->ReleasePrimitiveArrayCritical(env, melds, (void *)chars, JNI_ABORT);
    return made(status, engine);
}

JNI(jint, prepareHints)(JNIEnv *env, jclass cls, jlong handle) {
    (void)env, (void)cls;
    return hupai_engine_prepare_hints(engine_of(handle));
}

JNI(void, engineFree)(JNIEnv *env, jclass cls, jlong handle) {
    (void)env, (void)cls;
    hupai_engine_free((HupaiEngine *)(intptr_t)handle);
    atomic_fetch_sub(&live_engines, 1);
}

/* ---- hands as text ---- */

/* `into` gets 34 counts and the jokers (35 bytes). */
JNI(jint, handParse)(JNIEnv *env, jclass cls, jlong handle, jbyteArray text, jbyteArray into) {
    (void)cls;
    uint8_t hand[KINDS + 1] = {0};
    HupaiStatus status;
    WITH_TEXT(text, chars,
              status = handle == 0 ? hupai_hand_parse(chars, hand, hand + KINDS)
                                   : hupai_engine_hand_parse(engine_of(handle), chars, hand, hand + KINDS));
    if (status == HUPAI_OK) answer(env, into, hand, sizeof hand);
    return status;
}

/* `into` gets the red fives by suit (3 bytes); a null text counts the melds'. */
JNI(jint, redFives)(JNIEnv *env, jclass cls, jlong handle, jbyteArray text, jbyteArray into) {
    (void)cls;
    uint8_t red[3] = {0};
    HupaiStatus status;
    WITH_TEXT(text, chars, status = hupai_engine_red_fives(engine_of(handle), chars, red));
    if (status == HUPAI_OK) answer(env, into, red, sizeof red);
    return status;
}

/* The wind (0-3), or the status negated. */
JNI(jint, windParse)(JNIEnv *env, jclass cls, jbyteArray text) {
    (void)cls;
    uint8_t wind = 0;
    HupaiStatus status;
    WITH_TEXT(text, chars, status = hupai_wind_parse(chars, &wind));
    return answered(status, wind);
}

/* ---- the questions: the hot path ---- */

/* 1 a win, 0 none, or the status negated. */
JNI(jint, isWin)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS) {
    (void)env, (void)cls;
    READ_COUNTS(hand);
    uint8_t win = 0;
    HupaiStatus status = hupai_is_win_counts(engine_of(handle), hand, jokers, &win);
    return answered(status, win);
}

/* The forms mask, or the status negated. */
JNI(jint, check)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS) {
    (void)env, (void)cls;
    READ_COUNTS(hand);
    uint32_t forms = 0;
    HupaiStatus status = hupai_check_counts(engine_of(handle), hand, jokers, &forms);
    return answered(status, (jint)forms);
}

/* Waits in one word, so that no object is made or set in C: bits 0-33 the waits;
 * bits 34-36 how many of them are exhausted (0-4) and bits 37-60 their ids, six bits
 * each; bit 61 when more are exhausted than fit (five kongs: ask again with
 * `exhausted_only`, which answers their mask alone, or the status negated); bit 63 on
 * an error, the status in the low byte. */
static jlong waits_answer(HupaiStatus status, uint64_t waits, uint64_t exhausted, jboolean exhausted_only) {
    if (exhausted_only) return status == HUPAI_OK ? (jlong)exhausted : -(jlong)status;
    if (status != HUPAI_OK) return (jlong)(UINT64_C(1) << 63 | status);
    uint64_t word = waits, count = 0;
    for (uint64_t rest = exhausted; rest != 0; rest &= rest - 1, count++) {
        if (count == 4) return (jlong)(word | UINT64_C(1) << 61);
        word |= (uint64_t)__builtin_ctzll(rest) << (37 + 6 * count);
    }
    return (jlong)(word | count << 34);
}

JNI(jlong, waits)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS, jboolean exhaustedOnly) {
    (void)env, (void)cls;
    READ_COUNTS(hand);
    uint64_t waits = 0, exhausted = 0;
    HupaiStatus status = hupai_waits_counts(engine_of(handle), hand, jokers, &waits, &exhausted);
    return waits_answer(status, waits, exhausted, exhaustedOnly);
}

/* The status in bits 8 and up, the shanten in the low byte. */
static jint shanten_answer(HupaiStatus status, int8_t shanten) {
    return (jint)((uint32_t)status << 8 | (uint8_t)shanten);
}

JNI(jint, shanten)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS) {
    (void)env, (void)cls;
    READ_COUNTS(hand);
    int8_t shanten = 0;
    HupaiStatus status = hupai_shanten_counts(engine_of(handle), hand, jokers, &shanten, NULL);
    return shanten_answer(status, shanten);
}

/* As shanten; `perForm` gets the eight forms' values. */
JNI(jint, shantenForms)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                        jbyteArray perForm) {
    (void)cls;
    READ_COUNTS(hand);
    int8_t shanten = 0, forms[8] = {0};
    HupaiStatus status = hupai_shanten_forms_counts(engine_of(handle), hand, jokers, &shanten, forms);
    (*env)->SetByteArrayRegion(env, perForm, 0, 8, forms);
    return shanten_answer(status, shanten);
}

/* The decompositions' text as UTF-8 in `into[0]`; answers the status. */
JNI(jint, decompositions)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                          jlong limit, jobjectArray into) {
    (void)cls;
    READ_COUNTS(hand);
    size_t count = 0, length = 0;
    HupaiStatus status = hupai_decompositions_counts(engine_of(handle), hand, jokers,
                                                     (size_t)limit, NULL, 0, &count, &length);
    if (status != HUPAI_OK) return status;
    char *text = malloc(length + 1);
    if (text == NULL) return HUPAI_PANIC;
    status = hupai_decompositions_counts(engine_of(handle), hand, jokers, (size_t)limit, text,
                                         length + 1, &count, &length);
    if (status == HUPAI_OK) (*env)->SetObjectArrayElement(env, into, 0, bytes_of(env, text, length));
    free(text);
    return status;
}

/* ---- hints ---- */


/* A seen array (34 counts) or null, copied out. */
#define READ_SEEN(array, into)                                                         \
    uint8_t into##_counts[KINDS];                                                      \
    const uint8_t *into = NULL;                                                        \
    if (array != NULL) {                                                               \
        (*env)->GetByteArrayRegion(env, array, 0, KINDS, (jbyte *)into##_counts);      \
        into = into##_counts;                                                          \
    }

JNI(jint, ukeire)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS, jbyteArray seen,
                  jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SEEN(seen, seen_hand);
    HupaiUkeire u;
    HupaiStatus status = hupai_ukeire_counts(engine_of(handle), hand, jokers, seen_hand, &u);
    if (status != HUPAI_OK) return status;
    answer(env, into, &u, sizeof u);
    return status;
}

JNI(jint, discards)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                    jbyteArray seen, jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SEEN(seen, seen_hand);
    HupaiDiscardAdvice advice;
    HupaiStatus status = hupai_discards_counts(engine_of(handle), hand, jokers, seen_hand, &advice);
    if (status != HUPAI_OK) return status;
    answer(env, into, &advice, sizeof advice);
    return status;
}

/* `into` gets keep, raise and the shanten. */
JNI(jint, discardMasks)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                        jlongArray into) {
    (void)cls;
    READ_COUNTS(hand);
    HupaiDiscardMasks masks;
    HupaiStatus status = hupai_discard_masks_counts(engine_of(handle), hand, jokers, &masks);
    if (status != HUPAI_OK) return status;
    jlong values[3] = {(jlong)masks.keep, (jlong)masks.raise, masks.shanten};
    (*env)->SetLongArrayRegion(env, into, 0, 3, values);
    return status;
}

/* ---- kept hands: a long[12] holding a HupaiLiveHand ---- */

#define LIVE_WORDS 12

_Static_assert(sizeof(HupaiLiveHand) == LIVE_WORDS * 8, "a kept hand is 12 words");

#define READ_LIVE(array, into)                                                     \
    HupaiLiveHand into;                                                            \
    (*env)->GetLongArrayRegion(env, array, 0, LIVE_WORDS, (jlong *)into.opaque)

#define WRITE_LIVE(from, array) (*env)->SetLongArrayRegion(env, array, 0, LIVE_WORDS, (jlong *)from.opaque)

JNI(jint, liveNew)(JNIEnv *env, jclass cls, HAND_WORDS, jlongArray into) {
    (void)cls;
    READ_COUNTS(hand);
    HupaiLiveHand live;
    HupaiStatus status = hupai_live_new_counts(hand, jokers, &live);
    if (status == HUPAI_OK) WRITE_LIVE(live, into);
    return status;
}

/* Draws (`draw` true) or discards a tile (255 a joker) in place. */
JNI(jint, liveMove)(JNIEnv *env, jclass cls, jlongArray kept, jint tile, jboolean draw) {
    (void)cls;
    READ_LIVE(kept, live);
    HupaiStatus status = draw ? hupai_live_draw(&live, (uint8_t)tile) : hupai_live_discard(&live, (uint8_t)tile);
    if (status == HUPAI_OK) WRITE_LIVE(live, kept);
    return status;
}

JNI(jint, liveCounts)(JNIEnv *env, jclass cls, jlongArray kept, jbyteArray into) {
    (void)cls;
    READ_LIVE(kept, live);
    uint8_t hand[KINDS + 1];
    HupaiStatus status = hupai_live_counts(&live, hand, hand + KINDS);
    if (status == HUPAI_OK) answer(env, into, hand, sizeof hand);
    return status;
}

JNI(jint, liveIsWin)(JNIEnv *env, jclass cls, jlong handle, jlongArray kept) {
    (void)cls;
    READ_LIVE(kept, live);
    uint8_t win = 0;
    HupaiStatus status = hupai_live_is_win(engine_of(handle), &live, &win);
    return answered(status, win);
}

JNI(jint, liveCheck)(JNIEnv *env, jclass cls, jlong handle, jlongArray kept) {
    (void)cls;
    READ_LIVE(kept, live);
    uint32_t forms = 0;
    HupaiStatus status = hupai_live_check(engine_of(handle), &live, &forms);
    return answered(status, (jint)forms);
}

/* As waits: one word. */
JNI(jlong, liveWaits)(JNIEnv *env, jclass cls, jlong handle, jlongArray kept, jboolean exhaustedOnly) {
    (void)cls;
    READ_LIVE(kept, live);
    uint64_t waits = 0, exhausted = 0;
    HupaiStatus status = hupai_live_waits(engine_of(handle), &live, &waits, &exhausted);
    return waits_answer(status, waits, exhausted, exhaustedOnly);
}

/* ---- scoring ---- */

/* The situation Java's Situation writes as the library's words (UTF-8), read by
 * hupai_situation_parse onto a zeroed struct: the library's one list of fields. */
static HupaiStatus situation_of(JNIEnv *env, jbyteArray words, HupaiSituation *s) {
    memset(s, 0, sizeof *s);
    jsize length = (*env)->GetArrayLength(env, words);
    char *text = malloc((size_t)length + 1);
    if (text == NULL) return HUPAI_PANIC; /* out of memory */
    (*env)->GetByteArrayRegion(env, words, 0, length, (jbyte *)text);
    text[length] = '\0';
    HupaiStatus status = hupai_situation_parse(text, s);
    free(text);
    return status;
}

/* Reads the situation into `s`, or returns the status that refused it. */
#define READ_SITUATION(s)                                               \
    HupaiSituation s;                                                   \
    do {                                                                \
        HupaiStatus read_ = situation_of(env, situation, &s);           \
        if (read_ != HUPAI_OK) return read_;                            \
    } while (0)

/* A question of riichi play in JSON: `question` 0 what a seat may do now
 * (hupai_actions: `input` its context), 1 what a round pays (hupai_settle: `input` the
 * round and its ending); `input` as UTF-8, the answer's line or JSON (`json`) as UTF-8,
 * or null with the failure's status in `status[0]`. */
JNI(jbyteArray, riichiJson)(JNIEnv *env, jclass cls, jlong handle, jint question, jbyteArray input,
                            jboolean json, jintArray status) {
    (void)cls;
    HupaiStatus (*call)(const HupaiEngine *, const char *, uint8_t, char *, size_t, size_t *) =
        question == 0 ? hupai_actions : hupai_settle;
    jsize length = (*env)->GetArrayLength(env, input);
    char *text = malloc((size_t)length + 1);
    if (text == NULL) return NULL;
    (*env)->GetByteArrayRegion(env, input, 0, length, (jbyte *)text);
    text[length] = '\0';
    size_t needed = 0;
    jint failed = call(engine_of(handle), text, json ? 1 : 0, NULL, 0, &needed);
    char *answer_text = failed == HUPAI_OK ? malloc(needed + 1) : NULL;
    if (failed == HUPAI_OK && answer_text == NULL) failed = HUPAI_PANIC; /* out of memory */
    if (answer_text != NULL) failed = call(engine_of(handle), text, json ? 1 : 0, answer_text, needed + 1, &needed);
    free(text);
    jbyteArray answer = failed == HUPAI_OK ? bytes_of(env, answer_text, needed) : NULL;
    free(answer_text);
    (*env)->SetIntArrayRegion(env, status, 0, 1, &failed);
    return answer;
}

/* How the engine's rules score: "riichi", "guobiao", "table" or "none". */
JNI(jbyteArray, scoring)(JNIEnv *env, jclass cls, jlong handle) {
    (void)cls;
    const char *name = "none";
    hupai_engine_scoring(engine_of(handle), &name);
    return bytes_of(env, name, strlen(name));
}

/* Whether the library reads Java's situation words (the status of the reading). */
JNI(jint, checkSituation)(JNIEnv *env, jclass cls, jbyteArray situation) {
    (void)cls;
    READ_SITUATION(s);
    (void)s;
    return HUPAI_OK;
}

JNI(jint, score)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS, jbyteArray situation,
                 jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SITUATION(s);
    HupaiScore score;
    HupaiStatus status = hupai_score_counts(engine_of(handle), hand, jokers, &s, &score);
    if (status != HUPAI_OK) return status;
    answer(env, into, &score, sizeof score);
    return status;
}

/* 1 legal, 0 not, or the status negated. */
JNI(jint, isLegalWin)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                      jbyteArray situation) {
    (void)cls;
    READ_COUNTS(hand);
    HupaiSituation s;
    HupaiStatus read = situation_of(env, situation, &s);
    if (read != HUPAI_OK) return answered(read, 0);
    uint8_t legal = 0;
    HupaiStatus status = hupai_is_legal_win_counts(engine_of(handle), hand, jokers, &s, &legal);
    return answered(status, legal);
}

/* The waits' count (or the status negated); the waits into `into`. */
JNI(jint, legalWaits)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                      jbyteArray situation, jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SITUATION(s);
    HupaiLegalWait waits[KINDS];
    size_t count = 0;
    HupaiStatus status =
        hupai_legal_waits_counts(engine_of(handle), hand, jokers, &s, waits, KINDS, &count);
    if (status != HUPAI_OK) return answered(status, 0);
    answer(env, into, waits, count * sizeof waits[0]);
    return answered(status, (jint)count);
}

JNI(jint, scoreGuobiao)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                        jbyteArray situation, jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SITUATION(s);
    HupaiFanScore score;
    HupaiStatus status = hupai_score_guobiao_counts(engine_of(handle), hand, jokers, &s, &score);
    if (status != HUPAI_OK) return status;
    answer(env, into, &score, sizeof score);
    return status;
}

JNI(jint, scoreTable)(JNIEnv *env, jclass cls, jlong handle, HAND_WORDS,
                      jbyteArray situation, jbyteArray into) {
    (void)cls;
    READ_COUNTS(hand);
    READ_SITUATION(s);
    HupaiTableScore score;
    HupaiStatus status = hupai_score_table_counts(engine_of(handle), hand, jokers, &s, &score);
    if (status != HUPAI_OK) return status;
    answer(env, into, &score, sizeof score);
    return status;
}

JNI(jbyteArray, yakuName)(JNIEnv *env, jclass cls, jint yaku) {
    (void)cls;
    return c_text(env, hupai_yaku_name((uint8_t)yaku));
}

/* A score's limit and wait by their numbers, as the library names them. */
JNI(jbyteArray, limitName)(JNIEnv *env, jclass cls, jint limit) {
    (void)cls;
    return c_text(env, hupai_limit_name((uint8_t)limit));
}

JNI(jbyteArray, waitName)(JNIEnv *env, jclass cls, jint wait) {
    (void)cls;
    return c_text(env, hupai_wait_name((uint8_t)wait));
}

/* A fan's Chinese name (`english` false) or English one. */
JNI(jbyteArray, fanName)(JNIEnv *env, jclass cls, jint fan, jboolean english) {
    (void)cls;
    return c_text(env, english ? hupai_fan_english((uint8_t)fan) : hupai_fan_name((uint8_t)fan));
}

JNI(jint, fanValue)(JNIEnv *env, jclass cls, jint fan) {
    (void)env, (void)cls;
    return hupai_fan_value((uint8_t)fan);
}

JNI(jbyteArray, tableFanName)(JNIEnv *env, jclass cls, jlong handle, jint index) {
    (void)cls;
    char name[256];
    size_t len = hupai_table_fan_name(engine_of(handle), (uint8_t)index, name, sizeof name);
    if (len >= sizeof name) len = strlen(name);
    return bytes_of(env, name, len);
}

/* ---- batches over rows of 34 counts ----
 * The arrays are held (GetPrimitiveArrayCritical: no copy) for the batch's length;
 * the Java side checked every length. */

#define MOST_HELD 8

typedef struct {
    JNIEnv *env;
    jarray arrays[MOST_HELD];
    void *pointers[MOST_HELD];
    int held;
} Held;

/* The array's elements, held until release_all; NULL for a null array. */
static void *hold(Held *h, jarray array) {
    if (array == NULL || h->held == MOST_HELD) return NULL;
    void *pointer = (*h->env)->GetPrimitiveArrayCritical(h->env, array, NULL);
    h->arrays[h->held] = array;
    h->pointers[h->held++] = pointer;
    return pointer;
}

static void release_all(Held *h) {
    while (h->held > 0) {
        h->held--;
        if (h->pointers[h->held] != NULL)
            (*h->env)->ReleasePrimitiveArrayCritical(h->env, h->arrays[h->held], h->pointers[h->held], 0);
    }
}

/* Whether every array asked for was held (a failure leaves an OutOfMemoryError). */
static int all_held(const Held *h) {
    for (int i = 0; i < h->held; i++)
        if (h->pointers[i] == NULL) return 0;
    return 1;
}

#define BATCH(call)                                                 \
    HupaiStatus status = HUPAI_PANIC;                               \
    if (all_held(&h)) status = (call);                              \
    release_all(&h);                                                \
    return status

JNI(jint, isWinBatch)(JNIEnv *env, jclass cls, jlong handle, jbyteArray rows, jbyteArray jokers, jint n,
                      jbooleanArray wins, jboolean parallel) {
    (void)cls;
    Held h = {env, {0}, {0}, 0};
    const uint8_t *counts = hold(&h, rows), *joker_counts = hold(&h, jokers);
    uint8_t *out = hold(&h, wins);
    BATCH(hupai_check_batch(engine_of(handle), counts, joker_counts, (size_t)n, out, parallel));
}

JNI(jint, checkBatch)(JNIEnv *env, jclass cls, jlong handle, jbyteArray rows, jbyteArray jokers, jint n,
                      jbyteArray forms, jbyteArray statuses, jboolean parallel) {
    (void)cls;
    Held h = {env, {0}, {0}, 0};
    const uint8_t *counts = hold(&h, rows), *joker_counts = hold(&h, jokers);
    uint8_t *out = hold(&h, forms), *status_out = hold(&h, statuses);
    BATCH(hupai_check_batch_forms(engine_of(handle), counts, joker_counts, (size_t)n, out, status_out, parallel));
}

JNI(jint, waitsBatch)(JNIEnv *env, jclass cls, jlong handle, jbyteArray rows, jbyteArray jokers, jint n,
                      jlongArray waits, jbyteArray statuses, jboolean parallel) {
    (void)cls;
    Held h = {env, {0}, {0}, 0};
    const uint8_t *counts = hold(&h, rows), *joker_counts = hold(&h, jokers);
    uint64_t *out = hold(&h, waits);
    uint8_t *status_out = hold(&h, statuses);
    BATCH(hupai_waits_batch(engine_of(handle), counts, joker_counts, (size_t)n, out, status_out, parallel));
}

JNI(jint, shantenBatch)(JNIEnv *env, jclass cls, jlong handle, jbyteArray rows, jbyteArray jokers, jint n,
                        jbyteArray shanten, jbyteArray statuses, jboolean parallel) {
    (void)cls;
    Held h = {env, {0}, {0}, 0};
    const uint8_t *counts = hold(&h, rows), *joker_counts = hold(&h, jokers);
    int8_t *out = hold(&h, shanten);
    uint8_t *status_out = hold(&h, statuses);
    BATCH(hupai_shanten_batch(engine_of(handle), counts, joker_counts, (size_t)n, out, status_out, parallel));
}

/* Accepted tiles, a chunk of rows at a time through a buffer of HupaiUkeire, each
 * answer's fields scattered into the arrays given (any may be null but one). */
#define UKEIRE_CHUNK 4096

JNI(jint, ukeireBatch)(JNIEnv *env, jclass cls, jlong handle, jbyteArray rows, jbyteArray jokers, jint n,
                       jbyteArray shanten, jlongArray accepted, jintArray totalLive, jbyteArray live,
                       jbyteArray statuses, jboolean parallel) {
    (void)cls;
    size_t chunk = (size_t)n < UKEIRE_CHUNK ? (size_t)n : UKEIRE_CHUNK;
    HupaiUkeire *buffer = malloc((chunk ? chunk : 1) * sizeof *buffer);
    if (buffer == NULL) return HUPAI_PANIC;
    Held h = {env, {0}, {0}, 0};
    const uint8_t *counts = hold(&h, rows), *joker_counts = hold(&h, jokers);
    int8_t *shanten_out = hold(&h, shanten);
    uint64_t *accepted_out = hold(&h, accepted);
    uint32_t *total_out = hold(&h, totalLive);
    uint8_t *live_out = hold(&h, live), *status_out = hold(&h, statuses);
    HupaiStatus status = all_held(&h) ? HUPAI_OK : HUPAI_PANIC;
    for (size_t from = 0; status == HUPAI_OK && from < (size_t)n; from += chunk) {
        size_t rows_here = (size_t)n - from < chunk ? (size_t)n - from : chunk;
        status = hupai_ukeire_batch(engine_of(handle), counts + from * KINDS, joker_counts + from, rows_here,
                                    buffer, status_out ? status_out + from : NULL, parallel);
        for (size_t i = 0; status == HUPAI_OK && i < rows_here; i++) {
            const HupaiUkeire *u = &buffer[i];
            if (shanten_out) shanten_out[from + i] = u->shanten;
            if (accepted_out) accepted_out[from + i] = u->accepted;
            if (total_out) total_out[from + i] = u->total_live;
            if (live_out) memcpy(live_out + (from + i) * KINDS, u->live, KINDS);
        }
    }
    release_all(&h);
    free(buffer);
    return status;
}
