/* Riichi scoring from C: scores of closed and open hands, yakuman, a hand without a
 * yaku, legal waits, the legal-win flag, the yaku names, and every kind of bad
 * argument (null pointers, bad flags, tile ids out of range, impossible
 * situations, rules that do not score, ugly hands). Built and run by
 * tests/c_abi.rs. */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static void parse(const char *text, uint8_t counts[34]) {
    uint8_t jokers = 0;
    CHECK(hupai_hand_parse(text, counts, &jokers) == HUPAI_OK);
}

static HupaiSituation ron(uint8_t tile) {
    HupaiSituation s;
    memset(&s, 0, sizeof s);
    s.winning_tile = tile;
    return s;
}

static int has_yaku_named(const HupaiScore *score, const char *name) {
    for (uint8_t i = 0; i < score->yaku_count; i++)
        if (strcmp(hupai_yaku_name(score->yaku[i]), name) == 0) return 1;
    return 0;
}

int main(void) {
    HupaiEngine *riichi = NULL, *standard = NULL, *open = NULL, *sanma = NULL;
    CHECK(hupai_engine_new("riichi", &riichi) == HUPAI_OK);
    CHECK(hupai_engine_new("standard", &standard) == HUPAI_OK);
    CHECK(hupai_engine_new("sanma", &sanma) == HUPAI_OK);
    CHECK(hupai_engine_with_melds(riichi, "789s", &open) == HUPAI_OK);
    uint8_t counts[34];
    HupaiScore score;
    char message[256];

    /* Riichi, pinfu, tanyao and two dora: mangan, 8000 from the discarder. */
    parse("22m345m456p456678s", counts);
    HupaiSituation s = ron(23); /* 6s */
    s.seat_wind = 1;
    s.riichi = 1;
    s.dora_count = 1;
    s.dora[0] = 0; /* 1m: 2m is dora */
    CHECK(hupai_score_counts(riichi, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.has_yaku == 1 && score.han == 5 && score.fu == 30 && score.dora == 2);
    CHECK(score.limit == 1 && score.ron == 8000 && score.total == 8000);
    CHECK(has_yaku_named(&score, "riichi") && has_yaku_named(&score, "pinfu") && has_yaku_named(&score, "tanyao"));
    CHECK(strstr(score.split, "won on 6s") != NULL);
    uint8_t legal = 9;
    CHECK(hupai_is_legal_win_counts(riichi, counts, 0, &s, &legal) == HUPAI_OK && legal == 1);

    /* Thirteen orphans, thirteen-sided, by tsumo: a double yakuman. */
    parse("19m19p19s1234567z1m", counts);
    s = ron(0);
    s.tsumo = 1;
    CHECK(hupai_score_counts(riichi, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.yakuman == 2 && score.limit == 6 && score.total == 96000 && score.wait == 5);

    /* Open, no yaku: a success without yaku, paying nothing. */
    parse("234567m22p345s", counts);
    s = ron(6); /* 7m */
    s.seat_wind = 2;
    CHECK(hupai_score_counts(open, counts, 0, &s, &score) == HUPAI_OK);
    CHECK(score.has_yaku == 0 && score.yaku_count == 0 && score.total == 0);
    CHECK(hupai_is_legal_win_counts(open, counts, 0, &s, &legal) == HUPAI_OK && legal == 0);

    /* Legal waits: 23m, with chanta and sanshoku on 1m only (mangan); 4m by tsumo alone. */
    parse("23m123p123s789s55z", counts);
    s = ron(0);
    s.seat_wind = 1;
    HupaiLegalWait waits[34];
    size_t count = 0;
    CHECK(hupai_legal_waits_counts(riichi, counts, 0, &s, waits, 34, &count) == HUPAI_OK && count == 2);
    CHECK(waits[0].tile == 0 && waits[0].ron == 1 && waits[0].tsumo == 1 && waits[0].ron_points == 8000);
    CHECK(waits[1].tile == 3 && waits[1].ron == 0 && waits[1].tsumo == 1 && waits[1].ron_points == 0);
    /* A small buffer gets the first waits; the count says how many there are. */
    CHECK(hupai_legal_waits_counts(riichi, counts, 0, &s, waits, 1, &count) == HUPAI_OK && count == 2);
    CHECK(hupai_legal_waits_counts(riichi, counts, 0, &s, NULL, 0, &count) == HUPAI_OK && count == 2);

    /* Red fives written as 0m 0p 0s, in a hand and its melds. */
    uint8_t red[3] = {9, 9, 9};
    CHECK(hupai_red_fives_written("406m0p55s,(5550s)", red) == HUPAI_OK && red[0] == 1 && red[1] == 1 && red[2] == 1);
    CHECK(hupai_red_fives_written("00p 0z", red) == HUPAI_OK && red[0] == 0 && red[1] == 2 && red[2] == 0);
    CHECK(hupai_red_fives_written(NULL, red) == HUPAI_NULL_POINTER);
    CHECK(hupai_red_fives_written("0m", NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_red_fives_written("\xff" "0m", red) == HUPAI_BAD_ARGUMENT);
    /* Winds as the command line spells them. */
    uint8_t wind = 9;
    CHECK(hupai_wind_parse("south", &wind) == HUPAI_OK && wind == 1);
    CHECK(hupai_wind_parse(" W ", &wind) == HUPAI_OK && wind == 2);
    CHECK(hupai_wind_parse("4z", &wind) == HUPAI_OK && wind == 3);
    CHECK(hupai_wind_parse("East", &wind) == HUPAI_OK && wind == 0);
    CHECK(hupai_wind_parse("5z", &wind) == HUPAI_BAD_ARGUMENT && wind == 0);
    char wind_error[256];
    CHECK(hupai_last_error(wind_error, sizeof wind_error) > 0 && strstr(wind_error, "5z") != NULL);
    CHECK(hupai_wind_parse("", &wind) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_wind_parse(NULL, &wind) == HUPAI_NULL_POINTER);
    CHECK(hupai_wind_parse("east", NULL) == HUPAI_NULL_POINTER);

    /* Yaku names: every number up to the last, and null beyond. */
    CHECK(strcmp(hupai_yaku_name(0), "riichi") == 0);
    CHECK(hupai_yaku_name(46) != NULL && hupai_yaku_name(47) == NULL && hupai_yaku_name(255) == NULL);
    /* The limits', waits' and forms' names the packages show, from the library. */
    CHECK(strcmp(hupai_limit_name(0), "") == 0 && strcmp(hupai_limit_name(1), "mangan") == 0);
    CHECK(strcmp(hupai_limit_name(6), "yakuman") == 0 && hupai_limit_name(7) == NULL);
    CHECK(strcmp(hupai_wait_name(0), "two-sided") == 0 && strcmp(hupai_wait_name(5), "thirteen-sided") == 0);
    CHECK(hupai_wait_name(6) == NULL && hupai_wait_name(255) == NULL);
    CHECK(strcmp(hupai_form_name(HUPAI_FORM_STANDARD), "standard") == 0);
    CHECK(strcmp(hupai_form_name(HUPAI_FORM_SEVEN_PAIRS), "seven_pairs") == 0);
    CHECK(strcmp(hupai_form_name(HUPAI_FORM_EIGHT_PAIRS), "eight_pairs") == 0);
    CHECK(hupai_form_name(0) == NULL && hupai_form_name(3) == NULL && hupai_form_name(256) == NULL);

    /* Bad arguments. */
    parse("123m456p789s11122z", counts);
    s = ron(28);
    CHECK(hupai_score_counts(NULL, counts, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_counts(riichi, NULL, 0, &s, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_counts(riichi, counts, 0, NULL, &score) == HUPAI_NULL_POINTER);
    CHECK(hupai_score_counts(riichi, counts, 0, &s, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_is_legal_win_counts(riichi, counts, 0, &s, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_legal_waits_counts(riichi, counts, 0, &s, NULL, 5, &count) == HUPAI_NULL_POINTER);
    HupaiSituation bad = s;
    bad.winning_tile = 34;
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "winning_tile") != NULL);
    bad = s;
    bad.tsumo = 2;
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.seat_wind = 4;
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.riichi = 3;
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.dora_count = 9;
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "at most 5") != NULL);
    bad = s;
    bad.ippatsu = 1; /* without riichi */
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    hupai_last_error(message, sizeof message);
    CHECK(strcmp(message, "impossible situation: ippatsu without riichi") == 0);
    bad = s;
    bad.winning_tile = 5; /* 6m: not held */
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    bad = s;
    bad.red_fives[0] = 1; /* no 5m held */
    CHECK(hupai_score_counts(riichi, counts, 0, &bad, &score) == HUPAI_BAD_ARGUMENT);
    /* Rules that do not score; a hand that does not win; jokers; odd sizes. */
    CHECK(hupai_score_counts(standard, counts, 0, &s, &score) == HUPAI_BAD_RULES);
    /* A legal win is the score's verdict: what the score refuses, refused alike. */
    uint8_t legal_standard = 7;
    CHECK(hupai_is_legal_win_counts(standard, counts, 0, &s, &legal_standard) == HUPAI_BAD_RULES);
    uint8_t ugly[34];
    parse("1m23456789m12345p", ugly);
    s = ron(0);
    CHECK(hupai_score_counts(riichi, ugly, 0, &s, &score) == HUPAI_BAD_HAND);
    memset(ugly, 0, sizeof ugly);
    ugly[0] = 1;
    CHECK(hupai_score_counts(riichi, ugly, 0, &s, &score) == HUPAI_BAD_HAND);
    hupai_last_error(message, sizeof message);
    CHECK(strstr(message, "14") != NULL);
    memset(ugly, 4, 4); /* 16 tiles */
    CHECK(hupai_score_counts(riichi, ugly, 0, &s, &score) == HUPAI_BAD_HAND);
    ugly[5] = 5; /* five of a kind */
    CHECK(hupai_score_counts(riichi, ugly, 0, &s, &score) == HUPAI_BAD_HAND);
    CHECK(hupai_legal_waits_counts(riichi, ugly, 0, &s, waits, 34, &count) == HUPAI_BAD_HAND);
    /* Sanma: 2m is out of play. */
    parse("22m345p456p789s11z", counts);
    s = ron(1);
    CHECK(hupai_score_counts(sanma, counts, 0, &s, &score) == HUPAI_BAD_HAND);

    /* Ugly hands under every built-in rule set: an answer or a typed error. */
    static const char *RULES[] = {"standard", "riichi", "sanma", "changsha", "hongzhong", "sichuan",
                                  "taiwan", "guobiao", "wind-runs", "strict-jokers", "zhuanzhuan-8-reds"};
    static const char *UGLY[] = {"1m", "J", "JJJJJJJJJJJJJJ", "JJJJJJJJJJJJJJJJJ", "11122233344455566m",
                                 "123m456p789s11122z", "19m19p19s1234567z1m"};
    for (size_t r = 0; r < sizeof RULES / sizeof *RULES; r++) {
        HupaiEngine *engine = NULL;
        CHECK(hupai_engine_new(RULES[r], &engine) == HUPAI_OK);
        for (size_t h = 0; h < sizeof UGLY / sizeof *UGLY; h++) {
            parse(UGLY[h], counts);
            s = ron(0);
            HupaiStatus status = hupai_score_counts(engine, counts, 0, &s, &score);
            CHECK(status == HUPAI_OK || status == HUPAI_BAD_HAND || status == HUPAI_BAD_RULES || status == HUPAI_BAD_ARGUMENT);
            CHECK(status == HUPAI_OK || hupai_last_error(NULL, 0) > 0);
            /* An answer or a typed refusal (the rules' own scorer's: riichi, 国标 or a table). */
            HupaiStatus legal_status = hupai_is_legal_win_counts(engine, counts, 0, &s, &legal);
            CHECK((legal_status == HUPAI_OK && legal <= 1) || legal_status == HUPAI_BAD_HAND ||
                  legal_status == HUPAI_BAD_RULES || legal_status == HUPAI_BAD_ARGUMENT);
            HupaiStatus waits_status = hupai_legal_waits_counts(engine, counts, 0, &s, waits, 34, &count);
            CHECK(waits_status != HUPAI_PANIC && waits_status != HUPAI_NULL_POINTER);
        }
        hupai_engine_free(engine);
    }

    hupai_engine_free(riichi);
    hupai_engine_free(standard);
    hupai_engine_free(open);
    hupai_engine_free(sanma);
    printf("%d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
