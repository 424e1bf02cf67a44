/* Hints from C: accepted tiles and discard advice under every built-in rule set, on
 * 1-tile, all-joker, joker-heavy and 17-tile hands, with tiles seen, a joker kind,
 * and every kind of bad argument. Built and run by tests/c_abi.rs. */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static const char *RULES[] = {"standard", "riichi", "sanma", "changsha", "hongzhong", "sichuan", "taiwan", "guobiao", "wind-runs", "strict-jokers"};

/* Counts of a hand given as ids. */
static void counts_of(const uint8_t *ids, size_t n, uint8_t counts[34]) {
    memset(counts, 0, 34);
    for (size_t i = 0; i < n; i++) counts[ids[i]]++;
}

/* What every answer must satisfy: live counts only on accepted kinds, each at most
 * 4 less the copies held and seen, adding up to total_live. */
static void check_ukeire(const HupaiUkeire *u, const uint8_t counts[34], const uint8_t *seen) {
    uint32_t total = 0;
    for (int id = 0; id < 34; id++) {
        int accepted = (int)((u->accepted >> id) & 1);
        int most = 4 - counts[id] - (seen ? seen[id] : 0);
        CHECK(accepted || u->live[id] == 0);
        CHECK(!accepted || (counts[id] < 4 && u->live[id] == most));
        total += u->live[id];
    }
    CHECK(total == u->total_live);
    CHECK(u->accepted >> 34 == 0);
    CHECK(u->shanten >= 0 && u->shanten <= 8);
}

static void check_advice(const HupaiDiscardAdvice *a, const uint8_t counts[34], uint8_t jokers) {
    size_t distinct = jokers > 0;
    for (int id = 0; id < 34; id++) distinct += counts[id] > 0;
    CHECK(a->count == distinct && a->count <= 17);
    for (size_t i = 0; i < a->count; i++) {
        const HupaiDiscard *d = &a->discards[i];
        CHECK(d->tile == HUPAI_DISCARD_JOKER ? jokers > 0 : (d->tile < 34 && counts[d->tile] > 0));
        CHECK(d->ukeire.shanten >= a->shanten);
        if (i > 0) {
            const HupaiUkeire *before = &a->discards[i - 1].ukeire;
            CHECK(before->shanten < d->ukeire.shanten ||
                  (before->shanten == d->ukeire.shanten && before->total_live >= d->ukeire.total_live));
        }
    }
    CHECK(a->count == 17 || a->discards[a->count].ukeire.accepted == 0);
}

/* The masks split the advice's discards by shanten: the least kept, the others raised. */
static void check_masks(const HupaiDiscardMasks *m, const HupaiDiscardAdvice *a) {
    CHECK(m->shanten == a->shanten && (m->keep & m->raise) == 0);
    uint64_t all = 0;
    for (size_t i = 0; i < a->count; i++) {
        const HupaiDiscard *d = &a->discards[i];
        unsigned bit = d->tile == HUPAI_DISCARD_JOKER ? HUPAI_JOKER_BIT : d->tile;
        int keeps = d->ukeire.shanten == a->discards[0].ukeire.shanten;
        CHECK((int)((m->keep >> bit) & 1) == keeps && (int)((m->raise >> bit) & 1) == !keeps);
        all |= 1ull << bit;
    }
    CHECK((m->keep | m->raise) == all);
}

int main(void) {
    /* 123m456p789s11z23s: waits on 1s and 4s; 2 of the 4s seen. */
    const uint8_t tenpai[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 19, 20};
    uint8_t counts[34], seen[34] = {0};
    seen[21] = 2;
    counts_of(tenpai, sizeof tenpai, counts);
    HupaiEngine *standard = NULL;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    CHECK(hupai_engine_prepare_hints(NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_engine_prepare_hints(standard) == HUPAI_OK);
    HupaiUkeire ukeire;
    CHECK(hupai_ukeire_counts(standard, counts, 0, seen, &ukeire) == HUPAI_OK);
    CHECK(ukeire.shanten == 0 && ukeire.accepted == ((1ull << 18) | (1ull << 21)));
    CHECK(ukeire.live[18] == 4 && ukeire.live[21] == 2 && ukeire.total_live == 6);
    check_ukeire(&ukeire, counts, seen);
    HupaiUkeire by_ids;
    CHECK(hupai_ukeire_ids(standard, tenpai, sizeof tenpai, 0, seen, &by_ids) == HUPAI_OK);
    CHECK(memcmp(&by_ids.live, &ukeire.live, 34) == 0 && by_ids.accepted == ukeire.accepted);

    /* 11m23z and a joker: discard 2z or 3z; the joker is marked and comes last. */
    const uint8_t hand[] = {0, 0, 28, 29};
    counts_of(hand, sizeof hand, counts);
    HupaiDiscardAdvice advice;
    CHECK(hupai_discards_counts(standard, counts, 1, NULL, &advice) == HUPAI_OK);
    CHECK(advice.shanten == 0 && advice.count == 4);
    CHECK(advice.discards[0].tile == 28 && advice.discards[1].tile == 29);
    CHECK(advice.discards[3].tile == HUPAI_DISCARD_JOKER && advice.discards[3].ukeire.shanten == 1);
    check_advice(&advice, counts, 1);
    HupaiDiscardMasks masks, by_id_masks;
    CHECK(hupai_discard_masks_counts(standard, counts, 1, &masks) == HUPAI_OK);
    CHECK(masks.shanten == 0 && masks.keep == ((1ull << 28) | (1ull << 29)));
    CHECK(masks.raise == (1ull | (1ull << HUPAI_JOKER_BIT)));
    check_masks(&masks, &advice);
    CHECK(hupai_discard_masks_ids(standard, hand, sizeof hand, 1, &by_id_masks) == HUPAI_OK);
    CHECK(masks.keep == by_id_masks.keep && masks.raise == by_id_masks.raise && masks.shanten == by_id_masks.shanten);
    CHECK(hupai_discard_masks_counts(standard, counts, 1, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_discard_masks_counts(NULL, counts, 1, &masks) == HUPAI_NULL_POINTER);
    CHECK(hupai_discard_masks_counts(standard, counts, 0, &masks) == HUPAI_BAD_HAND);
    CHECK(hupai_discard_masks_ids(standard, NULL, 3, 0, &masks) == HUPAI_NULL_POINTER);
    HupaiDiscardAdvice by_id_advice;
    CHECK(hupai_discards_ids(standard, hand, sizeof hand, 1, NULL, &by_id_advice) == HUPAI_OK);
    CHECK(by_id_advice.count == advice.count && by_id_advice.shanten == advice.shanten);
    for (size_t i = 0; i < advice.count; i++) {
        CHECK(by_id_advice.discards[i].tile == advice.discards[i].tile);
        CHECK(by_id_advice.discards[i].ukeire.accepted == advice.discards[i].ukeire.accepted);
        CHECK(memcmp(by_id_advice.discards[i].ukeire.live, advice.discards[i].ukeire.live, 34) == 0);
    }

    /* Every rule set, the ugly sizes: 1 tile, all jokers, joker-heavy, 17 tiles. */
    size_t answered = 0;
    for (size_t r = 0; r < sizeof RULES / sizeof *RULES; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(RULES[r], &engine) == HUPAI_OK);
        for (uint8_t size = 1; size <= 17; size++) {
            for (uint8_t jokers = 0; jokers <= size; jokers += (size > 4 ? 3 : 1)) {
                memset(counts, 0, 34);
                for (int t = 0; t < size - jokers; t++) counts[(t * 7) % 34 < 27 ? (t * 4) % 27 : 27 + t % 7]++;
                HupaiStatus status;
                if (size % 3 == 1) {
                    status = hupai_ukeire_counts(engine, counts, jokers, NULL, &ukeire);
                    if (status == HUPAI_OK) check_ukeire(&ukeire, counts, NULL);
                } else if (size % 3 == 2) {
                    status = hupai_discards_counts(engine, counts, jokers, NULL, &advice);
                    if (status == HUPAI_OK) check_advice(&advice, counts, jokers);
                    HupaiDiscardMasks masks;
                    HupaiStatus masked = hupai_discard_masks_counts(engine, counts, jokers, &masks);
                    CHECK(masked == status);
                    if (status == HUPAI_OK) check_masks(&masks, &advice);
                } else {
                    CHECK(hupai_ukeire_counts(engine, counts, jokers, NULL, &ukeire) == HUPAI_BAD_HAND);
                    status = hupai_discards_counts(engine, counts, jokers, NULL, &advice);
                    CHECK(status == HUPAI_BAD_HAND);
                    HupaiDiscardMasks masks;
                    CHECK(hupai_discard_masks_counts(engine, counts, jokers, &masks) == HUPAI_BAD_HAND);
                    continue;
                }
                /* A rule set may refuse a size or a joker count; never anything else. */
                CHECK(status == HUPAI_OK || status == HUPAI_BAD_HAND);
                answered += status == HUPAI_OK;
            }
        }
        hupai_engine_free(engine);
    }
    printf("hints: %zu hands answered under %zu rule sets\n", answered, sizeof RULES / sizeof *RULES);
    CHECK(answered > 100);

    /* A joker kind (红中, id 33): its tile is drawn as a joker. */
    HupaiEngine *red = NULL;
    const uint8_t red_id = 33;
    CHECK(hupai_engine_with_joker_kinds(standard, &red_id, 1, &red) == HUPAI_OK);
    const uint8_t four[] = {0, 12, 24, 27};
    counts_of(four, sizeof four, counts);
    CHECK(hupai_ukeire_counts(red, counts, 0, NULL, &ukeire) == HUPAI_OK);
    CHECK(ukeire.shanten == 2 && ukeire.live[33] == 4);
    hupai_engine_free(red);

    /* Bad arguments: a status and a message, never a crash. */
    char message[256];
    counts_of(hand, sizeof hand, counts);
    CHECK(hupai_ukeire_counts(standard, counts, 2, NULL, &ukeire) == HUPAI_BAD_HAND); /* 6 tiles */
    CHECK(hupai_ukeire_counts(standard, counts, 1, NULL, &ukeire) == HUPAI_BAD_HAND); /* 5 tiles */
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "3n+1") != NULL);
    CHECK(hupai_discards_counts(standard, counts, 0, NULL, &advice) == HUPAI_BAD_HAND);
    memset(seen, 0, 34);
    seen[0] = 3; /* with the two 1m held: five */
    CHECK(hupai_discards_counts(standard, counts, 1, seen, &advice) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "2 held and 3 seen") != NULL);
    seen[0] = 200;
    CHECK(hupai_discards_counts(standard, counts, 1, seen, &advice) == HUPAI_BAD_HAND);
    CHECK(hupai_ukeire_counts(NULL, counts, 0, NULL, &ukeire) == HUPAI_NULL_POINTER);
    CHECK(hupai_ukeire_counts(standard, NULL, 0, NULL, &ukeire) == HUPAI_NULL_POINTER);
    CHECK(hupai_ukeire_counts(standard, counts, 0, NULL, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_discards_counts(standard, counts, 1, NULL, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_discards_ids(standard, NULL, 3, 1, NULL, &advice) == HUPAI_NULL_POINTER);
    const uint8_t bad_ids[] = {0, 99};
    CHECK(hupai_ukeire_ids(standard, bad_ids, 2, 0, NULL, &ukeire) == HUPAI_BAD_HAND);
    CHECK(hupai_discards_ids(standard, NULL, 0, 2, NULL, &advice) == HUPAI_OK); /* JJ */
    CHECK(advice.shanten == -1 && advice.count == 1 && advice.discards[0].tile == HUPAI_DISCARD_JOKER);
    CHECK(advice.discards[0].ukeire.accepted == (1ull << 34) - 1 && advice.discards[0].ukeire.total_live == 136);

    hupai_engine_free(standard);
    printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
