/* The C ABI from C: default rules, a variant from a rules file, table bytes, bad
 * input, and a batch judged by several threads sharing one engine.
 * Built and run by tests/c_abi.rs: cc tests/c/hupai_test.c -Iinclude -lhupai ... */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

/* 123m456p789s11122z: ids 0,1,2 12,13,14 24,25,26 27,27,27 28,28 */
static void winning_counts(uint8_t counts[34]) {
    memset(counts, 0, 34);
    const uint8_t ids[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 27, 28, 28};
    for (size_t i = 0; i < sizeof ids; i++) counts[ids[i]]++;
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)size + 1);
    size_t got = fread(bytes, 1, (size_t)size, file);
    fclose(file);
    bytes[got] = 0;
    *length = got;
    return bytes;
}

struct batch {
    const HupaiEngine *engine;
    const uint8_t *counts;
    const uint8_t *jokers;
    size_t n;
    uint8_t *wins;
    HupaiStatus status;
};

static void *judge(void *argument) {
    struct batch *batch = argument;
    batch->status = hupai_check_batch(batch->engine, batch->counts, batch->jokers, batch->n, batch->wins, 0);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: hupai_test RULES.toml TABLES.hupai\n");
        return 2;
    }
    printf("hupai %s\n", hupai_version());

    /* Default rules. */
    HupaiEngine *standard = NULL;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    uint8_t counts[34];
    uint32_t forms = 0;
    winning_counts(counts);
    CHECK(hupai_check_counts(standard, counts, 0, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_STANDARD);
    uint8_t win = 9;
    CHECK(hupai_is_win_counts(standard, counts, 0, &win) == HUPAI_OK && win == 1);
    CHECK(hupai_is_win_counts(standard, counts, 3, &win) == HUPAI_OK && win == 1); /* 17 tiles: JJJ a meld */
    CHECK(hupai_is_win_counts(standard, counts, 1, &win) == HUPAI_OK && win == 0); /* 15 tiles: not played */
    CHECK(hupai_is_win_counts(standard, counts, 4, &win) == HUPAI_BAD_HAND); /* 18 tiles */
    CHECK(hupai_is_win_counts(standard, counts, 0, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_is_win_counts(NULL, counts, 0, &win) == HUPAI_NULL_POINTER);
    const uint8_t ids[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27};
    CHECK(hupai_check_ids(standard, ids, sizeof ids, 4, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_STANDARD);
    counts[28] = 1; /* 13 tiles: 111z 2z waits on 2z */
    uint64_t waits = 0, exhausted = 0;
    int8_t shanten = 99, per_form[3] = {99, 99, 99};
    CHECK(hupai_shanten_counts(standard, counts, 0, &shanten, per_form) == HUPAI_OK);
    CHECK(shanten == 0 && per_form[0] == 0 && per_form[1] == 5 && per_form[2] == 8);
    CHECK(hupai_shanten_counts(standard, counts, 1, &shanten, NULL) == HUPAI_OK && shanten == -1);
    counts[0] = 0; /* 12 tiles: no shanten */
    CHECK(hupai_shanten_counts(standard, counts, 0, &shanten, NULL) == HUPAI_BAD_HAND);
    counts[0] = 1;
    uint8_t two_tiles[34] = {0};
    two_tiles[0] = 1; /* 1m and a joker: seven pairs and orphans need 14 tiles */
    CHECK(hupai_shanten_counts(standard, two_tiles, 1, &shanten, per_form) == HUPAI_OK);
    CHECK(shanten == -1 && per_form[1] == HUPAI_SHANTEN_RULED_OUT && per_form[2] == HUPAI_SHANTEN_RULED_OUT);
    CHECK(hupai_shanten_counts(standard, counts, 2, &shanten, NULL) == HUPAI_BAD_HAND);
    CHECK(hupai_shanten_counts(standard, counts, 0, NULL, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_waits_counts(standard, counts, 0, &waits, &exhausted) == HUPAI_OK);
    CHECK(waits == (1ull << 28));
    CHECK(exhausted == 0);

    /* Bad input: an error code and a message, never a crash. */
    char message[256];
    CHECK(hupai_check_counts(standard, counts, 0, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_last_error(message, sizeof message) > 0);
    CHECK(strstr(message, "13 tiles") != NULL);
    counts[0] = 9;
    CHECK(hupai_check_counts(standard, counts, 0, &forms) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "copies") != NULL);
    CHECK(hupai_check_counts(NULL, counts, 0, &forms) == HUPAI_NULL_POINTER);
    CHECK(hupai_check_counts(standard, NULL, 0, &forms) == HUPAI_NULL_POINTER);
    CHECK(hupai_check_counts(standard, counts, 0, NULL) == HUPAI_NULL_POINTER);
    const uint8_t bad_ids[] = {0, 99};
    CHECK(hupai_check_ids(standard, bad_ids, 2, 0, &forms) == HUPAI_BAD_HAND);
    HupaiEngine *nothing = NULL;
    CHECK(hupai_engine_new("vegas", &nothing) == HUPAI_BAD_RULES && nothing == NULL);
    CHECK(hupai_engine_new(NULL, &nothing) == HUPAI_NULL_POINTER);
    CHECK(hupai_engine_from_table_bytes((const uint8_t *)"HUPAITBL", 8, &nothing) == HUPAI_BAD_TABLES);
    CHECK(hupai_last_error(NULL, 0) > 0);
    CHECK(hupai_engine_new("standard", &nothing) == HUPAI_OK);
    CHECK(hupai_last_error(NULL, 0) == 0);
    hupai_engine_free(nothing);
    hupai_engine_free(NULL);

    /* A rules file (changsha's: any pair makes the shape, its 小胡's 2-5-8 pair is
     * its fan table's), and a variant from rules text whose check asks the 2-5-8
     * pair of every win. */
    size_t length = 0;
    char *toml = read_file(argv[1], &length);
    CHECK(toml != NULL);
    HupaiEngine *changsha = NULL, *two_five_eight = NULL;
    CHECK(hupai_engine_from_rules(toml, &changsha) == HUPAI_OK);
    CHECK(hupai_engine_from_rules("name = \"changsha-258\"\ntiles = \"numbers\"\n"
                                  "thirteen_orphans = false\npair = \"258\"\n",
                                  &two_five_eight) == HUPAI_OK);
    const uint8_t pair_of_ones[] = {0, 1, 2, 3, 4, 5, 15, 16, 17, 18, 19, 20, 18, 18};
    const uint8_t pair_of_twos[] = {0, 1, 2, 3, 4, 5, 15, 16, 17, 18, 19, 20, 19, 19};
    CHECK(hupai_check_ids(changsha, pair_of_ones, 14, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);
    CHECK(hupai_check_ids(two_five_eight, pair_of_ones, 14, 0, &forms) == HUPAI_OK && forms == 0);
    CHECK(hupai_check_ids(two_five_eight, pair_of_twos, 14, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);
    hupai_engine_free(two_five_eight);
    free(toml);

    /* Rules authors' fields: a seven-pairs-only table; eight Reds (八红中). */
    HupaiEngine *pairs_only = NULL;
    CHECK(hupai_engine_from_rules("standard = false\nhand_sizes = [14]\nthirteen_orphans = false\n",
                                  &pairs_only) == HUPAI_OK);
    uint8_t seven_pairs[34] = {0};
    seven_pairs[0] = seven_pairs[1] = seven_pairs[9] = seven_pairs[10] = 2;
    seven_pairs[18] = seven_pairs[19] = seven_pairs[33] = 2;
    CHECK(hupai_check_counts(pairs_only, seven_pairs, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_SEVEN_PAIRS);
    const uint8_t four_melds[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 27, 27, 27, 28, 28};
    CHECK(hupai_check_ids(pairs_only, four_melds, 14, 0, &forms) == HUPAI_OK && forms == 0);
    HupaiEngine *melded = NULL;
    CHECK(hupai_engine_with_melds(pairs_only, "111p", &melded) == HUPAI_BAD_RULES && melded == NULL);
    hupai_engine_free(pairs_only);
    CHECK(hupai_engine_from_rules("standard = false\n", &pairs_only) == HUPAI_BAD_RULES);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "hand_sizes") != NULL);
    CHECK(hupai_engine_from_rules("seven_pairs = true\n", &pairs_only) == HUPAI_BAD_RULES);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "\"four-as-two-pairs\"") != NULL);
    HupaiEngine *eight_reds = NULL;
    CHECK(hupai_engine_new("zhuanzhuan-8-reds", &eight_reds) == HUPAI_OK);
    uint8_t reds[34] = {0};
    reds[0] = reds[1] = reds[2] = reds[12] = reds[13] = reds[14] = reds[24] = reds[25] = reds[26] = 1;
    reds[33] = 4; /* 123m456p789s7777z: four Reds of eight held */
    uint64_t red_waits = 0, red_exhausted = 0;
    CHECK(hupai_waits_counts(eight_reds, reds, 0, &red_waits, &red_exhausted) == HUPAI_OK);
    CHECK((red_waits >> 33 & 1) == 1 && (red_exhausted >> 33 & 1) == 0);
    HupaiUkeire accepted;
    reds[26] = 0;
    reds[22] = 1; /* 123m456p578s7777z and three jokers: seven Reds held */
    CHECK(hupai_ukeire_counts(eight_reds, reds, 3, NULL, &accepted) == HUPAI_OK);
    CHECK(accepted.live[33] == 1); /* one Red left */
    uint8_t nine_reds[34] = {0};
    nine_reds[0] = nine_reds[1] = 1;
    nine_reds[33] = 4;
    CHECK(hupai_check_counts(eight_reds, nine_reds, 5, &forms) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "jokers") != NULL);
    hupai_engine_free(eight_reds);

    /* Eight pairs and a lone tile (17 tiles): 1122334455667788m and 9p or a joker. */
    HupaiEngine *eight_pairs = NULL;
    CHECK(hupai_engine_from_rules("standard = false\nhand_sizes = [17]\nseven_pairs = \"off\"\n"
                                  "thirteen_orphans = false\neight_pairs = \"distinct\"\n",
                                  &eight_pairs) == HUPAI_OK);
    uint8_t pairs[34] = {0};
    for (int kind = 0; kind < 8; kind++) pairs[kind] = 2;
    uint64_t pair_waits = 0, pair_exhausted = 0;
    CHECK(hupai_waits_counts(eight_pairs, pairs, 0, &pair_waits, &pair_exhausted) == HUPAI_OK);
    CHECK(pair_waits == ((1ULL << 34) - 1) - 0xFF && pair_exhausted == 0); /* any ninth kind */
    pairs[17] = 1;
    CHECK(hupai_check_counts(eight_pairs, pairs, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_EIGHT_PAIRS);
    pairs[17] = 0;
    CHECK(hupai_check_counts(eight_pairs, pairs, 1, &forms) == HUPAI_OK && forms == HUPAI_FORM_EIGHT_PAIRS);
    int8_t eight_shanten = 0;
    pairs[6] = pairs[7] = pairs[9] = pairs[10] = 1; /* six pairs, 7m 8m 1p 2p: two pairs short */
    CHECK(hupai_shanten_form_counts(eight_pairs, pairs, 0, HUPAI_FORM_EIGHT_PAIRS, &eight_shanten) == HUPAI_OK);
    CHECK(eight_shanten == 1);
    CHECK(hupai_engine_from_rules("eight_pairs = \"distinct\"\nhand_sizes = [14]\n", &melded) == HUPAI_BAD_RULES);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "eight_pairs") != NULL);
    hupai_engine_free(eight_pairs);

    /* A 财神 of its own suit: the 5p joker stands for 1p to 9p only. */
    HupaiEngine *own_suit = NULL;
    CHECK(hupai_engine_from_rules("[jokers]\nkinds = [\"5p\"]\nstands_for = \"own-suit\"\n", &own_suit) == HUPAI_OK);
    uint8_t caishen[34] = {0};
    for (int kind = 0; kind < 9; kind++) caishen[kind] = 1; /* 123456789m */
    caishen[27] = 2;                                         /* 11z */
    caishen[12] = caishen[14] = 1;                           /* 46p */
    CHECK(hupai_check_counts(own_suit, caishen, 1, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);
    caishen[12] = caishen[14] = 0;
    caishen[27] = 1;
    caishen[9] = caishen[10] = caishen[11] = 1; /* 123p 1z and the joker: it cannot be a 1z */
    CHECK(hupai_check_counts(own_suit, caishen, 1, &forms) == HUPAI_OK && forms == 0);
    uint64_t own_waits = 0, own_exhausted = 0;
    CHECK(hupai_waits_counts(own_suit, caishen, 0, &own_waits, &own_exhausted) == HUPAI_OK);
    CHECK(own_waits == 1ULL << 27); /* 1z only */
    int8_t own_shanten = 0;
    CHECK(hupai_shanten_counts(own_suit, caishen, 0, &own_shanten, NULL) == HUPAI_OK && own_shanten == 0);
    hupai_engine_free(own_suit);
    CHECK(hupai_engine_from_rules("[jokers]\nstands_for = \"own-suit\"\n", &own_suit) == HUPAI_BAD_RULES);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "stands_for") != NULL);

    HupaiEngine *from_file = NULL;
    CHECK(hupai_engine_from_rules_file(argv[1], &from_file) == HUPAI_OK);
    CHECK(hupai_check_ids(from_file, pair_of_twos, 14, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);
    hupai_engine_free(from_file);
    CHECK(hupai_engine_from_rules_file("no/such/rules.toml", &from_file) == HUPAI_BAD_RULES);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "no/such/rules.toml") != NULL);
    CHECK(hupai_engine_from_table_file(argv[2], &from_file) == HUPAI_OK);
    hupai_engine_free(from_file);
    CHECK(hupai_engine_from_table_file(argv[1], &from_file) == HUPAI_BAD_TABLES);

    /* The same variant from its table file's bytes. */
    char *table = read_file(argv[2], &length);
    CHECK(table != NULL);
    HupaiEngine *loaded = NULL;
    CHECK(hupai_engine_from_table_bytes((const uint8_t *)table, length, &loaded) == HUPAI_OK);
    free(table);
    CHECK(hupai_check_ids(loaded, pair_of_twos, 14, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);

    /* A batch split over four threads sharing one engine, against single checks. */
    enum { HANDS = 40000, THREADS = 4 };
    uint8_t *all_counts = calloc(HANDS, 34);
    uint8_t *jokers = calloc(HANDS, 1);
    uint8_t *wins = calloc(HANDS, 1);
    uint8_t *parallel_wins = calloc(HANDS, 1);
    unsigned seed = 12345;
    for (size_t h = 0; h < HANDS; h++) {
        jokers[h] = (uint8_t)(h % 3);
        for (int t = 0; t < 14 - jokers[h]; t++) {
            int id;
            do {
                seed = seed * 1103515245u + 12345u;
                id = (int)((seed >> 16) % (h % 2 ? 9 : 34));
            } while (all_counts[h * 34 + id] == 4);
            all_counts[h * 34 + id]++;
        }
    }
    pthread_t threads[THREADS];
    struct batch batches[THREADS];
    for (int t = 0; t < THREADS; t++) {
        size_t from = (size_t)t * HANDS / THREADS, to = (size_t)(t + 1) * HANDS / THREADS;
        batches[t] = (struct batch){standard, all_counts + from * 34, jokers + from, to - from, wins + from, HUPAI_PANIC};
        pthread_create(&threads[t], NULL, judge, &batches[t]);
    }
    for (int t = 0; t < THREADS; t++) {
        pthread_join(threads[t], NULL);
        CHECK(batches[t].status == HUPAI_OK);
    }
    CHECK(hupai_check_batch(standard, all_counts, jokers, HANDS, parallel_wins, 1) == HUPAI_OK);
    size_t won = 0, mismatches = 0;
    for (size_t h = 0; h < HANDS; h++) {
        uint32_t single = 0;
        CHECK(hupai_check_counts(standard, all_counts + h * 34, jokers[h], &single) == HUPAI_OK);
        mismatches += (wins[h] != (single != 0)) + (parallel_wins[h] != wins[h]);
        won += wins[h];
    }
    CHECK(mismatches == 0);
    CHECK(won > 0 && won < HANDS);
    printf("batch: %zu hands, %zu wins, %zu mismatches\n", (size_t)HANDS, won, mismatches);
    CHECK(hupai_check_batch(standard, NULL, jokers, 1, wins, 0) == HUPAI_NULL_POINTER);

    free(all_counts);
    free(jokers);
    free(wins);
    free(parallel_wins);
    hupai_engine_free(standard);
    hupai_engine_free(changsha);
    hupai_engine_free(loaded);
    printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
