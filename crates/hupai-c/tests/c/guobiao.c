/* 国标 scoring from C: fans of standard, knitted and special hands, flowers and the
 * minimum, legal waits under 国标, the fans' names and values, and every kind of bad
 * argument (null pointers, bad flags, impossible situations, riichi fields, rules
 * that do not count fans, ugly hands under every rule set). Built and run by
 * tests/c_abi.rs. */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static void parse(const char *text, uint8_t counts[34]) {
    uint8_t jokers = 0;
    CHECK(hupai_hand_parse(text, counts, &jokers) == HUPAI_OK);
}

static HupaiSituation on(uint8_t tile, uint8_t tsumo) {
    HupaiSituation s;
    memset(&s, 0, sizeof s);
    s.winning_tile = tile;
    s.tsumo = tsumo;
    return s;
}

static uint8_t times(const HupaiFanScore *score, const char *name) {
    for (uint8_t i = 0; i < score->fan_count; i++)
        if (strcmp(hupai_fan_name(score->fans[i]), name) == 0) return score->fan_times[i];
    return 0;
}

int main(void) {
    HupaiEngine *guobiao = NULL, *dragon = NULL, *chicken = NULL, *riichi = NULL;
    CHECK(hupai_engine_new("guobiao", &guobiao) == HUPAI_OK);
    CHECK(hupai_engine_new("riichi", &riichi) == HUPAI_OK);
    CHECK(hupai_engine_with_melds(guobiao, "777z", &dragon) == HUPAI_OK);
    CHECK(hupai_engine_with_melds(guobiao, "234m 678p", &chicken) == HUPAI_OK);
    uint8_t counts[34];
    HupaiFanScore score;

    /* 清龙, 混一色, 箭刻, 自摸 and two flowers: 27 fans. */
    parse("123456789m99m", counts);
    HupaiSituation s = on(8, 1); /* 9m by tsumo */
    s.seat_wind = 1;
    s.flowers = 2;
    CHECK(hupai_score_guobiao_counts(dragon, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.legal == 1 && score.total == 27 && score.fan_total == 25 && score.flowers == 2);
    CHECK(score.minimum == 8);
    CHECK(times(&score, "清龙") == 1 && times(&score, "箭刻") == 1 && times(&score, "花牌") == 2);
    CHECK(strcmp(hupai_fan_name(score.fans[0]), "清龙") == 0);
    CHECK(strcmp(score.reading, "123m 456m 789m [777z] 99m") == 0);

    /* 组合龙 beside a chow and a pair, and 全不靠 with 组合龙. */
    parse("147m258p369s123m55p", counts);
    s = on(13, 0);
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(times(&score, "组合龙") == 1 && times(&score, "平和") == 1 && score.total == 17);
    parse("147m258p369s12345z", counts);
    s = on(31, 0);
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(times(&score, "全不靠") == 1 && times(&score, "组合龙") == 1 && score.total == 24);
    CHECK(strcmp(score.reading, "honours and knitted tiles") == 0);

    /* 无番和 by ron is legal; 和绝张 alone is not, however many flowers. */
    parse("345777s55z", counts);
    s = on(20, 0); /* 3s */
    CHECK(hupai_score_guobiao_counts(chicken, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.legal == 1 && times(&score, "无番和") == 1 && score.total == 8);
    s.last_of_kind = 1;
    s.flowers = 8;
    CHECK(hupai_score_guobiao_counts(chicken, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.legal == 0 && score.fan_total == 4 && score.total == 12);
    uint8_t legal = 9;
    CHECK(hupai_is_legal_win_counts(chicken, counts, 0, &s, &legal) == HUPAI_OK && legal == 0);
    s.last_of_kind = 0;
    CHECK(hupai_is_legal_win_counts(chicken, counts, 0, &s, &legal) == HUPAI_OK && legal == 1);

    /* Legal waits under 国标: 3s and 6s, 8 fans by ron, 1 (自摸) by tsumo. */
    parse("45777s55z", counts);
    s = on(20, 0);
    HupaiLegalWait waits[34];
    size_t count = 0;
    CHECK(hupai_legal_waits_counts(chicken, counts, 0, &s, waits, 34, &count) == HUPAI_OK && count == 2);
    CHECK(waits[0].tile == 20 && waits[0].ron == 1 && waits[0].tsumo == 0);
    CHECK(waits[0].ron_points == 8 && waits[0].tsumo_points == 1);

    /* Names and values of every fan; null and 0 past them. */
    for (uint8_t fan = 1; fan <= HUPAI_MAX_FANS; fan++) {
        CHECK(hupai_fan_name(fan) != NULL && hupai_fan_english(fan) != NULL);
        CHECK(hupai_fan_value(fan) >= 1 && hupai_fan_value(fan) <= 88);
    }
    CHECK(hupai_fan_name(0) == NULL && hupai_fan_name(83) == NULL && hupai_fan_english(255) == NULL);
    CHECK(hupai_fan_value(0) == 0 && hupai_fan_value(83) == 0);
    CHECK(strcmp(hupai_fan_english(1), "Big Four Winds") == 0 && hupai_fan_value(1) == 88);

    /* Bad arguments. */
    parse("19m19p19s1234567z1m", counts);
    s = on(0, 0);
    CHECK(hupai_score_guobiao_counts(NULL, counts, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_guobiao_counts(guobiao, NULL, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, NULL, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &s, NULL) == HUPAI_NULL_POINTER);
    HupaiSituation bad = s;
    bad.last_of_kind = 2;
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.flowers = 9;
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.riichi = 1;
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.winning_tile = 34;
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.robbing_kong = 1;
    bad.winning_tile = 8; /* 9m: robbing a kong is fine for a lone tile */
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_OK);
    bad.winning_tile = 0; /* 1m held twice: no kong of it to rob */
    CHECK(hupai_score_guobiao_counts(guobiao, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_score_guobiao_counts(riichi, counts, 0, &s, &score) == HUPAI_BAD_RULES);
    s.flowers = 1;
    HupaiScore riichi_score;
    CHECK(hupai_score_counts(riichi, counts, 0, &s, &riichi_score) == HUPAI_BAD_ARGUMENT);

    /* Ugly hands under every rule set: answers or typed errors, never a crash. */
    const char *rules[] = {"standard", "riichi", "sanma", "changsha", "hongzhong", "sichuan",
                           "taiwan", "guobiao", "wind-runs", "strict-jokers", "zhuanzhuan-8-reds"};
    const char *hands[] = {"1m", "11122233344455566m", "19m19p19s1234567z1m", "11112222333344m"};
    for (size_t r = 0; r < sizeof rules / sizeof *rules; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(rules[r], &engine) == HUPAI_OK);
        for (size_t h = 0; h < sizeof hands / sizeof *hands; h++) {
            parse(hands[h], counts);
            s = on(0, 1);
            s.flowers = 8;
            HupaiStatus status = hupai_score_guobiao_counts(engine, counts, 0, &s, &score);
            CHECK(status == HUPAI_OK || status == HUPAI_BAD_HAND || status == HUPAI_BAD_RULES);
            CHECK(status != HUPAI_OK || strcmp(rules[r], "guobiao") == 0);
        }
        /* 17 jokers: the hand's error. */
        memset(counts, 0, sizeof counts);
        HupaiStatus status = hupai_score_guobiao_counts(engine, counts, 0, &s, &score);
        CHECK(status == HUPAI_BAD_HAND || status == HUPAI_BAD_RULES);
        hupai_engine_free(engine);
    }

    hupai_engine_free(chicken);
    hupai_engine_free(dragon);
    hupai_engine_free(riichi);
    hupai_engine_free(guobiao);
    printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
