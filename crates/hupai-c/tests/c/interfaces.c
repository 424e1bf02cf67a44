/* hupai.h in a C program that already has types named as a mahjong server names
 * them: the header declares only hupai_* functions, Hupai* types and HUPAI_*
 * constants, so nothing clashes. Compiled with -std=c11 -Wall -Wextra -Werror
 * -pedantic by tests/c_abi.rs.
 *
 * Then the calls beside the counts ones, under every built-in rule set: waits and
 * shanten from tile ids, joker kinds without rules text, per-hand statuses in
 * batches; on 1-tile, all-joker, joker-heavy and 17-tile hands. */
#include <stdint.h>
#include <string.h>

typedef enum Suit { MAN, PIN, SOU, HONOURS } Suit;
typedef struct Form { int bits; } Form;
typedef uint8_t Tile;
typedef struct Forms { Form each[3]; } Forms;
typedef struct Shape { Tile tiles[14]; } Shape;
typedef int Contender, TileSet, Engine, Hand, Waits, Shanten, Status, Rules;

#include "hupai.h"

#include "check.h"

static const char *RULE_SETS[] = {"standard", "riichi", "changsha", "wind-runs", "strict-jokers"};

static int bits(uint64_t mask) {
    int count = 0;
    for (; mask != 0; mask &= mask - 1) count++;
    return count;
}

static void counts_of(const Tile *ids, size_t len, uint8_t counts[34]) {
    memset(counts, 0, 34);
    for (size_t i = 0; i < len; i++) counts[ids[i]]++;
}

/* Waits and shanten from ids equal those from counts, status included. */
static void ids_equal_counts(HupaiEngine *engine, const Tile *ids, size_t len, uint8_t jokers) {
    uint8_t counts[34];
    counts_of(ids, len, counts);
    uint64_t waits_a = 0, waits_b = 0, exhausted_a = 0, exhausted_b = 0;
    HupaiStatus a = hupai_waits_ids(engine, ids, len, jokers, &waits_a, &exhausted_a);
    HupaiStatus b = hupai_waits_counts(engine, counts, jokers, &waits_b, &exhausted_b);
    CHECK(a == b && waits_a == waits_b && exhausted_a == exhausted_b);
    int8_t shanten_a = 0, shanten_b = 0, forms_a[3] = {0}, forms_b[3] = {0};
    a = hupai_shanten_ids(engine, ids, len, jokers, &shanten_a, forms_a);
    b = hupai_shanten_counts(engine, counts, jokers, &shanten_b, forms_b);
    CHECK(a == b && shanten_a == shanten_b && memcmp(forms_a, forms_b, 3) == 0);
}

static void every_rule_set(void) {
    /* 123456789m123456p55s: 17 tiles, a win under every set (a 2-5-8 pair). */
    const Tile seventeen[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 22, 22};
    for (size_t r = 0; r < sizeof RULE_SETS / sizeof *RULE_SETS; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(RULE_SETS[r], &engine) == HUPAI_OK);
        int changsha = strcmp(RULE_SETS[r], "changsha") == 0;
        int in_play = changsha ? 27 : 34;

        /* One joker, no tiles (ids may be null when there are none): it waits to
         * pair, on every kind in play (changsha's shape takes any pair; its 小胡's
         * 2-5-8 pair is its fan table's). */
        uint64_t waits = 0;
        CHECK(hupai_waits_ids(engine, NULL, 0, 1, &waits, NULL) == HUPAI_OK);
        CHECK(bits(waits) == in_play);
        /* Thirteen jokers wait on every kind in play; seventeen win. */
        CHECK(hupai_waits_ids(engine, NULL, 0, 13, &waits, NULL) == HUPAI_OK);
        CHECK(bits(waits) == in_play);
        int8_t shanten = 0, per_form[3] = {0};
        CHECK(hupai_shanten_ids(engine, NULL, 0, 17, &shanten, per_form) == HUPAI_OK);
        CHECK(shanten == -1 && per_form[0] == -1);
        CHECK(per_form[1] == HUPAI_SHANTEN_RULED_OUT && per_form[2] == HUPAI_SHANTEN_RULED_OUT);

        /* The 17-tile win, and it less one tile: waits on that tile. */
        uint32_t forms = 0;
        CHECK(hupai_check_ids(engine, seventeen, 17, 0, &forms) == HUPAI_OK);
        CHECK(forms == HUPAI_FORM_STANDARD);
        CHECK(hupai_waits_ids(engine, seventeen + 1, 16, 0, &waits, NULL) == HUPAI_OK);
        CHECK(waits & 1u);
        CHECK(hupai_shanten_ids(engine, seventeen, 17, 0, &shanten, NULL) == HUPAI_OK);
        CHECK(shanten == -1);

        /* Joker-heavy and one-tile hands, ids against counts. */
        const Tile one_m[] = {0};
        ids_equal_counts(engine, one_m, 1, 0);
        ids_equal_counts(engine, one_m, 1, 12);
        ids_equal_counts(engine, seventeen, 17, 0);
        ids_equal_counts(engine, seventeen + 5, 12, 4);
        ids_equal_counts(engine, seventeen + 8, 9, 8);
        ids_equal_counts(engine, NULL, 0, 16);
        /* A bad id is a bad hand, reported. */
        const Tile bad[] = {0, 34};
        CHECK(hupai_waits_ids(engine, bad, 2, 0, &waits, NULL) == HUPAI_BAD_HAND);
        CHECK(hupai_shanten_ids(engine, bad, 2, 0, &shanten, NULL) == HUPAI_BAD_HAND);
        CHECK(hupai_last_error(NULL, 0) > 0);
        hupai_engine_free(engine);
    }
}

/* The rule sets of the three-player, 红中 and 四川 tables, as C sees them. */
static void new_rule_sets(void) {
    HupaiEngine *sanma = NULL, *hongzhong = NULL, *sichuan = NULL;
    CHECK(hupai_engine_new("sanma", &sanma) == HUPAI_OK);
    CHECK(hupai_engine_new("hongzhong", &hongzhong) == HUPAI_OK);
    CHECK(hupai_engine_new("sichuan", &sichuan) == HUPAI_OK);
    uint32_t forms = 0;
    uint64_t waits = 0;
    int8_t shanten = 0;
    /* sanma: 111999m456p789s11z wins; a 2m is out of play; no jokers. */
    const Tile sanma_win[] = {0, 0, 0, 8, 8, 8, 12, 13, 14, 24, 25, 26, 27, 27};
    CHECK(hupai_check_ids(sanma, sanma_win, 14, 0, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_STANDARD);
    const Tile two_m[] = {1, 1};
    CHECK(hupai_check_ids(sanma, two_m, 2, 0, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_check_ids(sanma, sanma_win, 13, 1, &forms) == HUPAI_BAD_HAND);
    /* hongzhong: 123456789m123p5p + a Red wins; 11123456789m12p waits on 3p and a Red. */
    const Tile red_win[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 33};
    CHECK(hupai_check_ids(hongzhong, red_win, 14, 0, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_STANDARD);
    const Tile nine_gates[] = {0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
    CHECK(hupai_waits_ids(hongzhong, nine_gates, 13, 0, &waits, NULL) == HUPAI_OK);
    CHECK(waits == ((1ull << 11) | (1ull << 33)));
    /* sichuan: 123456789m123p55s holds three suits: no win, though one exchange away. */
    const Tile three_suits[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 22, 22};
    CHECK(hupai_check_ids(sichuan, three_suits, 14, 0, &forms) == HUPAI_OK && forms == 0);
    CHECK(hupai_shanten_ids(sichuan, three_suits, 14, 0, &shanten, NULL) == HUPAI_OK);
    CHECK(shanten == 1);
    CHECK(hupai_waits_ids(sichuan, three_suits, 13, 0, &waits, NULL) == HUPAI_OK && waits == 0);
    CHECK(hupai_check_ids(sichuan, three_suits, 13, 1, &forms) == HUPAI_BAD_HAND);
    hupai_engine_free(sanma);
    hupai_engine_free(hongzhong);
    hupai_engine_free(sichuan);
}

/* 台湾十六张: 17 tiles, seven pairs and a triplet (嚦咕嚦咕) beside the standard form. */
static void taiwan(void) {
    HupaiEngine *taiwan = NULL;
    CHECK(hupai_engine_new("taiwan", &taiwan) == HUPAI_OK);
    uint32_t forms = 0;
    uint64_t waits = 0;
    int8_t shanten = 0, per_form[3] = {0, 0, 0};
    /* 1112233m4455p66s1122z: the triplet 111m and seven pairs. */
    uint8_t counts[34] = {0};
    const Tile lidu[] = {0, 0, 0, 1, 1, 2, 2, 12, 12, 13, 13, 23, 23, 27, 27, 28, 28};
    for (size_t i = 0; i < sizeof lidu; i++) counts[lidu[i]]++;
    CHECK(hupai_check_counts(taiwan, counts, 0, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_PAIRS_AND_TRIPLET);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, HUPAI_FORM_PAIRS_AND_TRIPLET, &shanten) == HUPAI_OK);
    CHECK(shanten == -1);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, HUPAI_FORM_SEVEN_PAIRS, &shanten) == HUPAI_OK);
    CHECK(shanten == HUPAI_SHANTEN_RULED_OUT);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, 3, &shanten) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, 256, &shanten) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_shanten_form_counts(taiwan, NULL, 0, 1, &shanten) == HUPAI_NULL_POINTER);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, 1, NULL) == HUPAI_NULL_POINTER);
    /* per_form keeps its three bytes: the standard form, and two forms ruled out. */
    CHECK(hupai_shanten_counts(taiwan, counts, 0, &shanten, per_form) == HUPAI_OK);
    CHECK(shanten == -1 && per_form[1] == HUPAI_SHANTEN_RULED_OUT);
    CHECK(per_form[2] == HUPAI_SHANTEN_RULED_OUT);
    /* Less one 2z: waits on the 2z alone. */
    counts[28]--;
    CHECK(hupai_waits_counts(taiwan, counts, 0, &waits, NULL) == HUPAI_OK);
    CHECK(waits == 1ull << 28);
    CHECK(hupai_shanten_form_counts(taiwan, counts, 0, HUPAI_FORM_PAIRS_AND_TRIPLET, &shanten) == HUPAI_OK);
    CHECK(shanten == 0);
    /* Fourteen tiles are no hand here; a joker is refused. */
    const Tile seven_pairs[] = {0, 0, 1, 1, 2, 2, 12, 12, 13, 13, 23, 23, 27, 27};
    CHECK(hupai_check_ids(taiwan, seven_pairs, 14, 0, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_check_ids(taiwan, lidu, 16, 1, &forms) == HUPAI_BAD_HAND);
    hupai_engine_free(taiwan);
}

/* 国标: 全不靠 and 七星不靠, 组合龙, as form bits and per-form shanten. */
static void guobiao(void) {
    HupaiEngine *guobiao = NULL;
    CHECK(hupai_engine_new("guobiao", &guobiao) == HUPAI_OK);
    uint32_t forms = 0;
    int8_t shanten = 0;
    /* 147m25p36s1234567z: 七星不靠, so 全不靠 too. */
    const Tile stars[] = {0, 3, 6, 10, 13, 20, 23, 27, 28, 29, 30, 31, 32, 33};
    CHECK(hupai_check_ids(guobiao, stars, 14, 0, &forms) == HUPAI_OK);
    CHECK(forms == (HUPAI_FORM_HONOURS_AND_KNITTED | HUPAI_FORM_GREATER_HONOURS_AND_KNITTED));
    /* 147m258p369s11122z: 组合龙 beside 111z and 22z. */
    const Tile straight[] = {0, 3, 6, 10, 13, 16, 20, 23, 26, 27, 27, 27, 28, 28};
    CHECK(hupai_check_ids(guobiao, straight, 14, 0, &forms) == HUPAI_OK);
    CHECK(forms == HUPAI_FORM_KNITTED_STRAIGHT);
    uint8_t counts[34] = {0};
    for (size_t i = 0; i < 13; i++) counts[straight[i]]++;
    CHECK(hupai_shanten_form_counts(guobiao, counts, 0, HUPAI_FORM_KNITTED_STRAIGHT, &shanten) == HUPAI_OK);
    CHECK(shanten == 0);
    CHECK(hupai_shanten_form_counts(guobiao, counts, 0, HUPAI_FORM_PAIRS_AND_TRIPLET, &shanten) == HUPAI_OK);
    CHECK(shanten == HUPAI_SHANTEN_RULED_OUT);
    CHECK(hupai_shanten_form_counts(guobiao, counts, 0, HUPAI_FORM_EIGHT_PAIRS, &shanten) == HUPAI_OK);
    CHECK(shanten == HUPAI_SHANTEN_RULED_OUT);
    CHECK(hupai_shanten_form_counts(guobiao, counts, 0, 256, &shanten) == HUPAI_BAD_ARGUMENT);
    hupai_engine_free(guobiao);
}

/* Exposed melds: the concealed tiles judged beside them. */
static void exposed_melds(void) {
    HupaiEngine *standard = NULL, *melded = NULL, *strict = NULL, *strict_melded = NULL;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    CHECK(hupai_engine_with_melds(standard, "111p,789s", &melded) == HUPAI_OK);
    uint32_t forms = 0;
    uint64_t waits = 0, exhausted = 0;
    int8_t shanten = 0;
    /* 123m456m11z: 8 concealed tiles, a win; 14 concealed are too many (20 in all). */
    const Tile eight[] = {0, 1, 2, 3, 4, 5, 27, 27};
    CHECK(hupai_check_ids(melded, eight, 8, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_STANDARD);
    const Tile fourteen[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 13, 14, 27, 27};
    CHECK(hupai_check_ids(melded, fourteen, 14, 0, &forms) == HUPAI_BAD_HAND);
    /* A fifth 1p beside the exposed 111p is a bad hand. */
    const Tile fifth[] = {9, 9, 2, 3, 4, 5, 27, 27};
    CHECK(hupai_check_ids(melded, fifth, 8, 0, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_last_error(NULL, 0) > 0);
    /* 123m456m1z waits on 1z; all copies of a wait held or exposed: exhausted. */
    CHECK(hupai_waits_ids(melded, eight, 7, 0, &waits, &exhausted) == HUPAI_OK);
    CHECK(waits == (1ull << 27) && exhausted == 0);
    CHECK(hupai_shanten_ids(melded, eight, 7, 0, &shanten, NULL) == HUPAI_OK && shanten == 0);
    /* Seven pairs needs a concealed hand. */
    const Tile pairs[] = {0, 0, 2, 2, 4, 4, 6, 6, 17, 17, 27, 27, 28, 28};
    HupaiEngine *one = NULL;
    CHECK(hupai_engine_with_melds(standard, "111p", &one) == HUPAI_OK);
    CHECK(hupai_check_ids(standard, pairs, 14, 0, &forms) == HUPAI_OK && forms == HUPAI_FORM_SEVEN_PAIRS);
    CHECK(hupai_check_ids(one, pairs, 14, 0, &forms) == HUPAI_OK && forms == 0);
    /* Without fifth copies, 1m + a joker is no pair beside an exposed 111m. */
    CHECK(hupai_engine_new("strict-jokers", &strict) == HUPAI_OK);
    CHECK(hupai_engine_with_melds(strict, "111m", &strict_melded) == HUPAI_OK);
    const Tile single[] = {0, 12, 13, 14, 15, 16, 17, 18, 19, 20};
    CHECK(hupai_check_ids(strict_melded, single, 10, 1, &forms) == HUPAI_OK && forms == 0);
    /* Bad melds: text, shapes, rules. */
    HupaiEngine *bad = NULL;
    CHECK(hupai_engine_with_melds(standard, "12s", &bad) == HUPAI_BAD_ARGUMENT && bad == NULL);
    CHECK(hupai_engine_with_melds(standard, "1111m,111m", &bad) == HUPAI_BAD_RULES);
    CHECK(hupai_engine_with_melds(standard, "123z", &bad) == HUPAI_BAD_RULES);
    CHECK(hupai_engine_with_melds(standard, NULL, &bad) == HUPAI_NULL_POINTER);
    CHECK(hupai_engine_with_melds(NULL, "111m", &bad) == HUPAI_NULL_POINTER);
    hupai_engine_free(one);
    hupai_engine_free(strict_melded);
    hupai_engine_free(strict);
    hupai_engine_free(melded);
    hupai_engine_free(standard);
}

static void joker_kinds(void) {
    HupaiEngine *standard = NULL, *red = NULL, *none = NULL;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    const Tile red_dragon[] = {33};
    CHECK(hupai_engine_with_joker_kinds(standard, red_dragon, 1, &red) == HUPAI_OK);
    /* 123m456p789s1z + 7777z: four Reds are four jokers. */
    const Tile hand[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 33, 33, 33, 33};
    uint32_t forms = 0;
    CHECK(hupai_check_ids(red, hand, 14, 0, &forms) == HUPAI_OK && forms != 0);
    CHECK(hupai_check_ids(standard, hand, 14, 0, &forms) == HUPAI_OK && forms == 0);
    /* 1111m waits on 1m (exhausted) and on a Red, which adds a joker. */
    const Tile four[] = {0, 0, 0, 0};
    uint64_t waits = 0, exhausted = 0;
    CHECK(hupai_waits_ids(red, four, 4, 0, &waits, &exhausted) == HUPAI_OK);
    CHECK(waits & (1ull << 33));
    CHECK(exhausted == 1u);
    /* No kinds: the same rules. A bad id names itself. */
    CHECK(hupai_engine_with_joker_kinds(standard, NULL, 0, &none) == HUPAI_OK);
    CHECK(hupai_check_ids(none, hand, 14, 0, &forms) == HUPAI_OK && forms == 0);
    const Tile bad[] = {33, 40};
    HupaiEngine *unused = NULL;
    CHECK(hupai_engine_with_joker_kinds(standard, bad, 2, &unused) == HUPAI_BAD_ARGUMENT);
    CHECK(unused == NULL);
    char message[128];
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "40") != NULL);
    CHECK(hupai_engine_with_joker_kinds(NULL, red_dragon, 1, &unused) == HUPAI_NULL_POINTER);
    hupai_engine_free(none);
    hupai_engine_free(red);
    hupai_engine_free(standard);
}

static void batch_statuses(void) {
    HupaiEngine *engine = NULL;
    CHECK(hupai_engine_new("standard", &engine) == HUPAI_OK);
    enum { N = 5 };
    uint8_t counts[N * 34] = {0};
    uint8_t jokers[N] = {0, 0, 0, 0, 14};
    counts[0 * 34 + 0] = 2;  /* 11m: a win */
    counts[1 * 34 + 0] = 1;  /* 12m: no win */
    counts[1 * 34 + 1] = 1;
    counts[2 * 34 + 0] = 5;  /* five 1m: impossible */
    counts[3 * 34 + 0] = 1;  /* 1m: not a size that wins */
    /* 14 jokers: a win */
    for (int parallel = 0; parallel < 2; parallel++) {
        uint8_t forms[N], statuses[N];
        memset(forms, 0xAA, N);
        memset(statuses, 0xAA, N);
        CHECK(hupai_check_batch_forms(engine, counts, jokers, N, forms, statuses, (uint8_t)parallel) == HUPAI_OK);
        CHECK(forms[0] == HUPAI_FORM_STANDARD && forms[1] == 0 && forms[2] == 0 && forms[3] == 0);
        CHECK(forms[4] == (HUPAI_FORM_STANDARD | HUPAI_FORM_SEVEN_PAIRS | HUPAI_FORM_THIRTEEN_ORPHANS));
        CHECK(statuses[0] == HUPAI_OK && statuses[1] == HUPAI_OK && statuses[4] == HUPAI_OK);
        CHECK(statuses[2] == HUPAI_BAD_HAND && statuses[3] == HUPAI_BAD_HAND);
        /* Statuses may be left out. */
        CHECK(hupai_check_batch_forms(engine, counts, jokers, N, forms, NULL, (uint8_t)parallel) == HUPAI_OK);
        CHECK(forms[0] == HUPAI_FORM_STANDARD);
    }
    uint8_t forms[N];
    CHECK(hupai_check_batch_forms(engine, counts, jokers, N, NULL, NULL, 0) == HUPAI_NULL_POINTER);
    CHECK(hupai_check_batch_forms(engine, counts, jokers, SIZE_MAX, forms, NULL, 0) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_check_batch_forms(engine, NULL, NULL, 0, NULL, NULL, 1) == HUPAI_OK);
    hupai_engine_free(engine);
}

/* Waits and shanten of many hands: each answer equal to the single call's, bad
 * hands marked and skipped, on this thread and on the pool. */
static void question_batches(void) {
    HupaiEngine *engine = NULL;
    CHECK(hupai_engine_new("standard", &engine) == HUPAI_OK);
    enum { N = 6 };
    const char *hands[N] = {"23m11z", "1m", "JJJJ", "1112345678999m", "11m", "123m"};
    uint8_t counts[N * 34], jokers[N];
    for (int i = 0; i < N; i++) CHECK(hupai_hand_parse(hands[i], counts + 34 * i, jokers + i) == HUPAI_OK);
    counts[5 * 34 + 8] = 5; /* hand 5: five 9m, no hand */
    for (int parallel = 0; parallel < 2; parallel++) {
        uint64_t waits[N];
        int8_t shanten[N];
        uint8_t statuses[N], shanten_statuses[N];
        CHECK(hupai_waits_batch(engine, counts, jokers, N, waits, statuses, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_shanten_batch(engine, counts, jokers, N, shanten, shanten_statuses, (uint8_t)parallel) == HUPAI_OK);
        for (int i = 0; i < N; i++) {
            uint64_t one = 0;
            int8_t one_shanten = 0;
            HupaiStatus single = hupai_waits_counts(engine, counts + 34 * i, jokers[i], &one, NULL);
            CHECK(statuses[i] == single);
            CHECK(waits[i] == (single == HUPAI_OK ? one : 0));
            single = hupai_shanten_counts(engine, counts + 34 * i, jokers[i], &one_shanten, NULL);
            CHECK(shanten_statuses[i] == single);
            CHECK(shanten[i] == (single == HUPAI_OK ? one_shanten : HUPAI_SHANTEN_RULED_OUT));
        }
        CHECK(waits[0] == (1u << 0 | 1u << 3) && statuses[4] == HUPAI_BAD_HAND);
        /* Every form from one call: the best, and each as its own call gives it. */
        int8_t best = 9, per_form[8], one = 0;
        CHECK(hupai_shanten_forms_counts(engine, counts, jokers[0], &best, per_form) == HUPAI_OK);
        CHECK(best == shanten[0]);
        for (int f = 0; f < 8; f++) {
            CHECK(hupai_shanten_form_counts(engine, counts, jokers[0], 1u << f, &one) == HUPAI_OK);
            CHECK(per_form[f] == one);
        }
        CHECK(hupai_shanten_forms_counts(engine, counts + 34 * 5, jokers[5], &best, per_form) == HUPAI_BAD_HAND);
        CHECK(hupai_shanten_forms_counts(engine, counts, jokers[0], &best, NULL) == HUPAI_NULL_POINTER);
        CHECK(hupai_shanten_forms_counts(engine, counts, jokers[0], NULL, per_form) == HUPAI_NULL_POINTER);
        CHECK(shanten[4] == -1 && shanten_statuses[5] == HUPAI_BAD_HAND);
        CHECK(hupai_waits_batch(engine, counts, jokers, N, waits, NULL, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_shanten_batch(engine, counts, jokers, N, shanten, NULL, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_waits_batch(engine, counts, jokers, N, NULL, NULL, (uint8_t)parallel) == HUPAI_NULL_POINTER);
        CHECK(hupai_shanten_batch(engine, NULL, jokers, N, shanten, NULL, (uint8_t)parallel) == HUPAI_NULL_POINTER);
        CHECK(hupai_shanten_batch(engine, counts, jokers, SIZE_MAX, shanten, NULL, (uint8_t)parallel) == HUPAI_BAD_ARGUMENT);
        CHECK(hupai_waits_batch(engine, NULL, NULL, 0, NULL, NULL, (uint8_t)parallel) == HUPAI_OK);
        /* Accepted tiles, as the single call with nothing seen; refused: zeros. */
        HupaiUkeire ukeire[N];
        CHECK(hupai_ukeire_batch(engine, counts, jokers, N, ukeire, statuses, (uint8_t)parallel) == HUPAI_OK);
        for (int i = 0; i < N; i++) {
            HupaiUkeire one;
            HupaiStatus single = hupai_ukeire_counts(engine, counts + 34 * i, jokers[i], NULL, &one);
            CHECK(statuses[i] == single);
            if (single == HUPAI_OK) {
                CHECK(ukeire[i].accepted == one.accepted && ukeire[i].total_live == one.total_live);
                CHECK(ukeire[i].shanten == one.shanten && memcmp(ukeire[i].live, one.live, 34) == 0);
            } else {
                CHECK(ukeire[i].accepted == 0 && ukeire[i].shanten == HUPAI_SHANTEN_RULED_OUT);
            }
        }
        CHECK(statuses[0] == HUPAI_OK && ukeire[0].accepted == (1u << 0 | 1u << 3) && ukeire[0].total_live == 8);
        CHECK(hupai_ukeire_batch(engine, counts, jokers, N, NULL, NULL, (uint8_t)parallel) == HUPAI_NULL_POINTER);
        CHECK(hupai_ukeire_batch(engine, counts, jokers, SIZE_MAX, ukeire, NULL, (uint8_t)parallel) == HUPAI_BAD_ARGUMENT);
        CHECK(hupai_ukeire_batch(engine, NULL, NULL, 0, NULL, NULL, (uint8_t)parallel) == HUPAI_OK);
    }
    hupai_engine_free(engine);
}

/* Batches longer than the 64 rows answered at a time on this thread: every row's
 * answer lands at its own index, equal to its single call's. */
static void long_batches(void) {
    HupaiEngine *engine = NULL;
    CHECK(hupai_engine_new("standard", &engine) == HUPAI_OK);
    enum { N = 200, KINDS_OF_HAND = 7 };
    const char *hands[KINDS_OF_HAND] = {"23m11z", "1m", "JJJJ", "1112345678999m", "11m", "123m", "13579m2468p135sJ"};
    static uint8_t counts[N * 34], jokers[N];
    for (int i = 0; i < N; i++) {
        CHECK(hupai_hand_parse(hands[(i * 5) % KINDS_OF_HAND], counts + 34 * i, jokers + i) == HUPAI_OK);
    }
    counts[130 * 34] = 5; /* row 130: no hand */
    for (int parallel = 0; parallel < 2; parallel++) {
        static uint64_t waits[N];
        static int8_t shanten[N];
        static uint8_t forms[N], statuses[N], waits_statuses[N];
        static HupaiUkeire ukeire[N];
        CHECK(hupai_waits_batch(engine, counts, jokers, N, waits, waits_statuses, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_shanten_batch(engine, counts, jokers, N, shanten, NULL, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_check_batch_forms(engine, counts, jokers, N, forms, NULL, (uint8_t)parallel) == HUPAI_OK);
        CHECK(hupai_ukeire_batch(engine, counts, jokers, N, ukeire, statuses, (uint8_t)parallel) == HUPAI_OK);
        for (int i = 0; i < N; i++) {
            const uint8_t *row = counts + 34 * i;
            uint64_t one_waits = 0;
            int8_t one_shanten = 0;
            uint32_t one_forms = 0;
            HupaiUkeire one;
            HupaiStatus w = hupai_waits_counts(engine, row, jokers[i], &one_waits, NULL);
            CHECK(waits_statuses[i] == w && waits[i] == (w == HUPAI_OK ? one_waits : 0));
            HupaiStatus s = hupai_shanten_counts(engine, row, jokers[i], &one_shanten, NULL);
            CHECK(shanten[i] == (s == HUPAI_OK ? one_shanten : HUPAI_SHANTEN_RULED_OUT));
            HupaiStatus f = hupai_check_counts(engine, row, jokers[i], &one_forms);
            CHECK(forms[i] == (f == HUPAI_OK ? one_forms : 0));
            HupaiStatus u = hupai_ukeire_counts(engine, row, jokers[i], NULL, &one);
            CHECK(statuses[i] == u && (u != HUPAI_OK || ukeire[i].accepted == one.accepted));
        }
        CHECK(waits_statuses[130] == HUPAI_BAD_HAND && statuses[130] == HUPAI_BAD_HAND);
    }
    hupai_engine_free(engine);
}

/* MPSZ text read into counts, and decompositions as text: bad text, null pointers,
 * a buffer too small, all jokers, 17 tiles. */
static void text_calls(void) {
    uint8_t counts[34], jokers = 9;
    CHECK(hupai_hand_parse("123m456p789s11122z", counts, &jokers) == HUPAI_OK);
    CHECK(counts[0] == 1 && counts[27] == 3 && counts[28] == 2 && jokers == 0);
    CHECK(hupai_hand_parse("05mJJ", counts, &jokers) == HUPAI_OK);
    CHECK(counts[4] == 2 && counts[0] == 0 && jokers == 2); /* 0m is a red 5m */
    jokers = 7;
    CHECK(hupai_hand_parse("", counts, &jokers) == HUPAI_BAD_HAND && jokers == 7);
    CHECK(hupai_hand_parse("11111m", counts, &jokers) == HUPAI_BAD_HAND && jokers == 7);
    CHECK(hupai_hand_parse("123x", counts, &jokers) == HUPAI_BAD_HAND);
    CHECK(hupai_hand_parse("123456789m123456789p", counts, &jokers) == HUPAI_BAD_HAND);
    CHECK(hupai_last_error(NULL, 0) > 0);
    CHECK(hupai_hand_parse("\xff", counts, &jokers) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_hand_parse(NULL, counts, &jokers) == HUPAI_NULL_POINTER);
    CHECK(hupai_hand_parse("1m", NULL, &jokers) == HUPAI_NULL_POINTER);
    CHECK(hupai_hand_parse("1m", counts, NULL) == HUPAI_NULL_POINTER);

    HupaiEngine *standard = NULL;
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    char text[256], small[8] = "unset";
    size_t count = 0, length = 0;
    CHECK(hupai_hand_parse("111222333m789p1zJ", counts, &jokers) == HUPAI_OK);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 100, text, sizeof text, &count,
                                      &length) == HUPAI_OK);
    CHECK(count == 2 && length == strlen(text) && text[length - 1] == '\n');
    CHECK(strstr(text, "standard: 111m 222m 333m 789p 1z[1z]\n") != NULL);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 1, text, sizeof text, &count,
                                      &length) == HUPAI_OK);
    CHECK(count == 1 && strchr(text, '\n') == text + length - 1);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 100, small, sizeof small, &count,
                                      &length) == HUPAI_OK);
    CHECK(small[0] == '\0' && length > sizeof small && count == 2);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 100, NULL, 0, &count, &length) ==
          HUPAI_OK);
    CHECK(length > 0);
    /* Seventeen jokers: one way, jokers standing for any meld and any pair. */
    memset(counts, 0, sizeof counts);
    CHECK(hupai_decompositions_counts(standard, counts, 17, 3, text, sizeof text, &count,
                                      &length) == HUPAI_OK);
    CHECK(count == 1 && strcmp(text, "standard: JJ JJJ JJJ JJJ JJJ JJJ\n") == 0);
    /* A joker-heavy hand of many ways: the limit bounds the work. */
    CHECK(hupai_hand_parse("1234567m11pJJJJJ", counts, &jokers) == HUPAI_OK);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 3, text, sizeof text, &count,
                                      &length) == HUPAI_OK);
    CHECK(count == 3);
    CHECK(hupai_hand_parse("123m", counts, &jokers) == HUPAI_OK);
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 100, text, sizeof text, &count,
                                      &length) == HUPAI_BAD_HAND);
    CHECK(hupai_hand_parse("1234m", counts, &jokers) == HUPAI_OK);
    counts[0] = 0;
    counts[1] = 0;
    CHECK(hupai_decompositions_counts(standard, counts, jokers, 100, text, sizeof text, &count,
                                      &length) == HUPAI_OK);
    CHECK(count == 0 && length == 0 && text[0] == '\0');
    CHECK(hupai_decompositions_counts(standard, NULL, 0, 1, text, 1, &count, &length) ==
          HUPAI_NULL_POINTER);
    CHECK(hupai_decompositions_counts(standard, counts, 0, 1, text, 1, NULL, &length) ==
          HUPAI_NULL_POINTER);
    CHECK(hupai_decompositions_counts(NULL, counts, 0, 1, text, 1, &count, &length) ==
          HUPAI_NULL_POINTER);
    hupai_engine_free(standard);
}

int main(void) {
    every_rule_set();
    new_rule_sets();
    taiwan();
    guobiao();
    exposed_melds();
    joker_kinds();
    batch_statuses();
    text_calls();
    question_batches();
    long_batches();
    printf("interfaces: %d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
