/* Kept hands from C: a HupaiLiveHand drawn into and discarded from judges as the
 * same counts judged afresh, under every built-in rule set and a joker kind, on
 * constructed wins with 0-4 jokers, random walks from 0 to 17 tiles (all jokers
 * included), and every bad argument. Built and run by tests/c_abi.rs. */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static const char *RULES[] = {"standard", "riichi", "sanma", "changsha", "hongzhong", "sichuan", "taiwan", "guobiao", "wind-runs", "strict-jokers"};

static uint64_t state = 2026;

static uint32_t next(uint32_t below) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (uint32_t)((state >> 33) % below);
}

/* The live hand's counts equal `counts` and `jokers`. */
static int holds(const HupaiLiveHand *live, const uint8_t counts[34], uint8_t jokers) {
    uint8_t read[34], read_jokers = 0;
    if (hupai_live_counts(live, read, &read_jokers) != HUPAI_OK) return 0;
    return memcmp(read, counts, 34) == 0 && read_jokers == jokers;
}

/* The live calls answer as the counts calls on the same hand: status and result. */
static void judge(const HupaiEngine *engine, const HupaiLiveHand *live, const uint8_t counts[34],
                  uint8_t jokers, int *wins) {
    uint8_t live_win = 2, win = 3;
    CHECK(hupai_live_is_win(engine, live, &live_win) == HUPAI_OK);
    CHECK(hupai_is_win_counts(engine, counts, jokers, &win) == HUPAI_OK);
    CHECK(live_win == win);
    uint32_t live_forms = 9, forms = 9;
    HupaiStatus live_status = hupai_live_check(engine, live, &live_forms);
    HupaiStatus status = hupai_check_counts(engine, counts, jokers, &forms);
    CHECK(live_status == status);
    CHECK(status != HUPAI_OK || live_forms == forms);
    /* Waits: equal for 3n+1 tiles, the same status for any other size. */
    uint64_t live_waits = 1, live_exhausted = 1, waits = 2, exhausted = 2;
    live_status = hupai_live_waits(engine, live, &live_waits, &live_exhausted);
    status = hupai_waits_counts(engine, counts, jokers, &waits, &exhausted);
    CHECK(live_status == status);
    CHECK(status != HUPAI_OK || (live_waits == waits && live_exhausted == exhausted));
    *wins += win;
}

/* A winning shape of 14: four melds (runs or triplets) and a pair, `jokers` of its
 * tiles then turned into jokers. */
static uint8_t constructed_win(uint8_t counts[34], uint8_t jokers) {
    memset(counts, 0, 34);
    for (int made = 0; made < 5;) {
        int kind = (int)next(34);
        int run = made < 4 && kind < 27 && kind % 9 < 7 && next(2);
        int size = made == 4 ? 2 : 3;
        if (run && counts[kind] < 4 && counts[kind + 1] < 4 && counts[kind + 2] < 4) {
            counts[kind]++, counts[kind + 1]++, counts[kind + 2]++;
            made++;
        } else if (!run && counts[kind] + size <= 4) {
            counts[kind] += (uint8_t)size;
            made++;
        }
    }
    for (uint8_t turned = 0; turned < jokers;) {
        int kind = (int)next(34);
        if (counts[kind] > 0) counts[kind]--, turned++;
    }
    return jokers;
}

static void wins_drawn_and_discarded(const HupaiEngine *engine, int *judged, int *wins) {
    for (int round = 0; round < 400; round++) {
        uint8_t counts[34];
        uint8_t jokers = constructed_win(counts, (uint8_t)next(5));
        /* The hand less one tile, then that tile drawn. */
        int last = 33;
        while (last >= 0 && counts[last] == 0) last--;
        HupaiLiveHand live;
        if (last < 0) continue;
        counts[last]--;
        CHECK(hupai_live_new_counts(counts, jokers, &live) == HUPAI_OK);
        counts[last]++;
        CHECK(hupai_live_draw(&live, (uint8_t)last) == HUPAI_OK);
        CHECK(holds(&live, counts, jokers));
        judge(engine, &live, counts, jokers, wins);
        (*judged)++;
        /* Each kind held, and a joker, discarded in turn from a copy. */
        for (int id = 0; id < 35; id++) {
            uint8_t tile = id == 34 ? HUPAI_DISCARD_JOKER : (uint8_t)id;
            int held = id == 34 ? jokers : counts[id];
            HupaiLiveHand less = live;
            if (!held) {
                CHECK(hupai_live_discard(&less, tile) == HUPAI_BAD_HAND);
                CHECK(memcmp(&less, &live, sizeof live) == 0);
                continue;
            }
            CHECK(hupai_live_discard(&less, tile) == HUPAI_OK);
            if (id == 34) {
                judge(engine, &less, counts, (uint8_t)(jokers - 1), wins);
            } else {
                counts[id]--;
                judge(engine, &less, counts, jokers, wins);
                counts[id]++;
            }
            (*judged)++;
        }
    }
}

/* Random moves from the empty hand: mostly draws up to 14 and discards above,
 * now and then a joker, a fifth copy, a tile not held, 17 tiles, all jokers. */
static void random_walk(const HupaiEngine *engine, int *judged, int *wins) {
    uint8_t counts[34] = {0}, jokers = 0;
    int len = 0;
    HupaiLiveHand live;
    CHECK(hupai_live_new_counts(counts, 0, &live) == HUPAI_OK);
    for (int step = 0; step < 6000; step++) {
        int joker = next(6) == 0;
        int id = (int)next(34);
        uint8_t tile = joker ? HUPAI_DISCARD_JOKER : (uint8_t)id;
        int held = joker ? jokers : counts[id];
        int discard = len >= 17 || (len >= 14 && next(3) != 0) || next(8) == 0;
        HupaiStatus status = discard ? hupai_live_discard(&live, tile) : hupai_live_draw(&live, tile);
        int possible = discard ? held > 0 : held < 4 || joker;
        possible = possible && (discard || len < 17);
        CHECK((status == HUPAI_OK) == possible);
        CHECK(status == HUPAI_OK || status == HUPAI_BAD_HAND);
        if (possible) {
            int change = discard ? -1 : 1;
            if (joker) jokers = (uint8_t)(jokers + change);
            else counts[id] = (uint8_t)(counts[id] + change);
            len += change;
        }
        CHECK(holds(&live, counts, jokers));
        judge(engine, &live, counts, jokers, wins);
        (*judged)++;
    }
}

static void bad_arguments(const HupaiEngine *engine) {
    uint8_t counts[34] = {0}, win = 7, jokers = 0;
    uint32_t forms = 7;
    counts[0] = 4;
    HupaiLiveHand live, before;
    CHECK(hupai_live_new_counts(counts, 0, &live) == HUPAI_OK);
    before = live;
    char message[128];
    /* A fifth copy, an id out of range, a tile not held: typed, the hand unchanged. */
    CHECK(hupai_live_draw(&live, 0) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "5 copies of 1m: a set holds only 4") == 0);
    for (int tile = 34; tile < 255; tile++) {
        CHECK(hupai_live_draw(&live, (uint8_t)tile) == HUPAI_BAD_ARGUMENT);
        CHECK(hupai_live_discard(&live, (uint8_t)tile) == HUPAI_BAD_ARGUMENT);
    }
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "tile id 254 is out of range (0 to 33, or 255 for a joker)") == 0);
    CHECK(hupai_live_discard(&live, 33) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "no 7z in the hand to take out") == 0);
    CHECK(hupai_live_discard(&live, HUPAI_DISCARD_JOKER) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "no joker in the hand to take out") == 0);
    CHECK(memcmp(&live, &before, sizeof live) == 0);
    /* An 18th tile, and counts that are no hand, leave the hand as it was. */
    uint8_t seventeen[34] = {0};
    seventeen[0] = 4, seventeen[1] = 4, seventeen[2] = 4, seventeen[3] = 4;
    CHECK(hupai_live_new_counts(seventeen, 1, &live) == HUPAI_OK);
    before = live;
    CHECK(hupai_live_draw(&live, HUPAI_DISCARD_JOKER) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "18 tiles: a hand holds at most 17") == 0);
    CHECK(hupai_live_new_counts(seventeen, 2, &live) == HUPAI_BAD_HAND);
    seventeen[5] = 5;
    CHECK(hupai_live_new_counts(seventeen, 0, &live) == HUPAI_BAD_HAND);
    CHECK(memcmp(&live, &before, sizeof live) == 0);
    const uint8_t too_high[] = {0, 34};
    CHECK(hupai_live_new_ids(too_high, 2, 0, &live) == HUPAI_BAD_HAND);
    CHECK(memcmp(&live, &before, sizeof live) == 0);
    /* Null pointers, every one of them. */
    CHECK(hupai_live_new_counts(NULL, 0, &live) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_new_counts(counts, 0, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_new_ids(NULL, 3, 0, &live) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_new_ids(NULL, 0, 0, &live) == HUPAI_OK); /* no tiles, no pointer */
    CHECK(hupai_live_draw(NULL, 0) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_discard(NULL, 0) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_is_win(NULL, &live, &win) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_is_win(engine, NULL, &win) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_is_win(engine, &live, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_check(NULL, &live, &forms) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_check(engine, NULL, &forms) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_check(engine, &live, NULL) == HUPAI_NULL_POINTER);
    uint64_t waits = 0;
    CHECK(hupai_live_waits(NULL, &live, &waits, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_waits(engine, NULL, &waits, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_waits(engine, &live, NULL, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_counts(NULL, counts, &jokers) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_counts(&live, NULL, &jokers) == HUPAI_NULL_POINTER);
    CHECK(hupai_live_counts(&live, counts, NULL) == HUPAI_NULL_POINTER);
    /* The empty hand: no win, and a size no rule set plays for check. */
    CHECK(hupai_live_is_win(engine, &live, &win) == HUPAI_OK && win == 0);
    CHECK(hupai_live_check(engine, &live, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_live_waits(engine, &live, &waits, NULL) == HUPAI_BAD_HAND);
    /* A success after failures clears the message. */
    CHECK(hupai_live_draw(&live, 0) == HUPAI_OK);
    CHECK(hupai_last_error(message, sizeof message) == 0 && message[0] == '\0');
}

int main(void) {
    int judged = 0, wins = 0;
    for (size_t r = 0; r < sizeof RULES / sizeof RULES[0]; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(RULES[r], &engine) == HUPAI_OK);
        wins_drawn_and_discarded(engine, &judged, &wins);
        random_walk(engine, &judged, &wins);
        hupai_engine_free(engine);
    }
    /* 红中: every Red a joker; the live calls judge as the counts calls do. */
    HupaiEngine *standard = NULL, *hongzhong = NULL;
    const uint8_t red = 33;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    CHECK(hupai_engine_with_joker_kinds(standard, &red, 1, &hongzhong) == HUPAI_OK);
    wins_drawn_and_discarded(hongzhong, &judged, &wins);
    random_walk(hongzhong, &judged, &wins);
    bad_arguments(standard);
    hupai_engine_free(hongzhong);
    hupai_engine_free(standard);
    /* The corpus must hold many wins, or the comparison proves little. */
    CHECK(judged > 50000 && wins > 2000);
    printf("%d hands judged, %d wins, %d failures\n", judged, wins, failures);
    return failures != 0;
}
