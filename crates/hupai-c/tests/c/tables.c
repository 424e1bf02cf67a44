/* Town fan tables from C: a 四川 score, a 红中 score with the jokers' stand-ins, the
 * table's fan names, legal waits, and every kind of bad argument (null pointers, rules
 * without a table, fields a table does not count, ugly hands under every rule set).
 * Built and run by tests/c_abi.rs. */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static void parse(const char *text, uint8_t counts[34], uint8_t *jokers) {
    CHECK(hupai_hand_parse(text, counts, jokers) == HUPAI_OK);
}

static HupaiSituation on(uint8_t tile, uint8_t tsumo) {
    HupaiSituation s;
    memset(&s, 0, sizeof s);
    s.winning_tile = tile;
    s.tsumo = tsumo;
    return s;
}

int main(void) {
    HupaiEngine *sichuan = NULL, *hongzhong = NULL, *riichi = NULL;
    CHECK(hupai_engine_new("sichuan", &sichuan) == HUPAI_OK);
    CHECK(hupai_engine_new("hongzhong", &hongzhong) == HUPAI_OK);
    CHECK(hupai_engine_new("riichi", &riichi) == HUPAI_OK);
    uint8_t counts[34], jokers = 0;
    HupaiTableScore score;
    char name[64];

    /* 清一色 and 自摸 under 四川: 3 番, 8 points. */
    parse("11122233345699m", counts, &jokers);
    HupaiSituation s = on(8, 1);
    CHECK(hupai_score_table_counts(sichuan, counts, jokers, &s, &score) == HUPAI_OK);
    CHECK(score.legal == 1 && score.total == 3 && score.points == 8 && score.fan_count == 2);
    CHECK(hupai_table_fan_name(sichuan, score.fans[0], name, sizeof name) == strlen("清一色"));
    CHECK(strcmp(name, "清一色") == 0 && score.fan_times[0] == 1);
    CHECK(strcmp(score.reading, "111m 222m 333m 456m 99m") == 0 && score.stand_in_count == 0);

    /* 红中: two Reds as jokers, their stand-ins given. */
    parse("111m234567m789m77z", counts, &jokers);
    s = on(33, 1);
    CHECK(hupai_score_table_counts(hongzhong, counts, jokers, &s, &score) == HUPAI_OK);
    CHECK(score.points == 2 && score.stand_in_count == 2 && score.stand_ins[0] < 27);
    uint8_t legal = 0;
    CHECK(hupai_is_legal_win_counts(hongzhong, counts, 0, &s, &legal) == HUPAI_OK && legal == 1);
    /* The same hand with J for the jokers. */
    parse("111m234567m789mJJ", counts, &jokers);
    CHECK(jokers == 2);
    CHECK(hupai_score_table_counts(hongzhong, counts, jokers, &s, &score) == HUPAI_OK && score.points == 2);

    /* Legal waits under a table. */
    parse("11122233345699m", counts, &jokers);
    counts[8] -= 1;
    HupaiLegalWait waits[34];
    size_t count = 0;
    s = on(0, 0);
    CHECK(hupai_legal_waits_counts(sichuan, counts, 0, &s, waits, 34, &count) == HUPAI_OK && count >= 1);
    CHECK(waits[0].ron == 1 && waits[0].ron_points >= 4);

    /* Names: a length past the last fan is 0; a short buffer is cut, the length whole. */
    CHECK(hupai_table_fan_name(sichuan, 63, name, sizeof name) == 0);
    CHECK(hupai_table_fan_name(riichi, 0, name, sizeof name) == 0);
    CHECK(hupai_table_fan_name(NULL, 0, name, sizeof name) == 0);
    char tiny[4];
    CHECK(hupai_table_fan_name(sichuan, 0, tiny, sizeof tiny) == strlen("平胡") && strlen(tiny) <= 3);
    CHECK(hupai_table_fan_name(sichuan, 0, NULL, 0) == strlen("平胡"));

    /* Bad arguments. */
    parse("11122233345699m", counts, &jokers);
    s = on(8, 1);
    CHECK(hupai_score_table_counts(NULL, counts, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_table_counts(sichuan, NULL, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_table_counts(sichuan, counts, 0, NULL, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_table_counts(sichuan, counts, 0, &s, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_table_counts(riichi, counts, 0, &s, &score) == HUPAI_BAD_RULES);
    HupaiSituation bad = s;
    bad.flowers = 1;
    CHECK(hupai_score_table_counts(sichuan, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.riichi = 1;
    CHECK(hupai_score_table_counts(sichuan, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_score_table_counts(sichuan, counts, 200, &s, &score) == HUPAI_BAD_HAND);

    /* Ugly hands under every rule set: answers or typed errors, never a crash. */
    const char *rules[] = {"standard", "riichi", "sanma", "changsha", "hongzhong", "sichuan",
                           "taiwan", "guobiao", "wind-runs", "strict-jokers", "zhuanzhuan-8-reds"};
    const char *hands[] = {"1m", "JJJJJJJJJJJJJJ", "11122233344455566m", "111m234567m789m77z"};
    for (size_t r = 0; r < sizeof rules / sizeof *rules; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(rules[r], &engine) == HUPAI_OK);
        for (size_t h = 0; h < sizeof hands / sizeof *hands; h++) {
            parse(hands[h], counts, &jokers);
            s = on(0, 1);
            HupaiStatus status = hupai_score_table_counts(engine, counts, jokers, &s, &score);
            CHECK(status == HUPAI_OK || status == HUPAI_BAD_HAND || status == HUPAI_BAD_RULES);
        }
        hupai_engine_free(engine);
    }

    hupai_engine_free(riichi);
    hupai_engine_free(hongzhong);
    hupai_engine_free(sichuan);
    printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
