/* The scoring corpus (conformance/scoring.tsv, described in conformance/README.md)
 * through the C calls: the hand read as the engine reads it (hupai_engine_hand_parse),
 * its red fives counted with the engine's melds (hupai_engine_red_fives), each answer
 * written as the corpus writes it. Usage: scoring_conformance SCORING.TSV */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "corpus.h"
#include "hupai.h"

static const char *const TILE_NAMES[34] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
    "1z", "2z", "3z", "4z", "5z", "6z", "7z",
};
static const char *boolean(uint8_t value) { return value ? "true" : "false"; }

/* The answer to `question`, or a status other than HUPAI_OK for a refusal. */
static HupaiStatus answer_of(const HupaiEngine *engine, const char *question, const char *text,
                             const char *words, char *answer, size_t size) {
    uint8_t counts[34], jokers = 0;
    /* The situation: the hand's red fives, then the words (a ron on 1m for `-`). */
    HupaiSituation situation, *s = &situation;
    memset(s, 0, sizeof *s);
    HupaiStatus status = hupai_engine_hand_parse(engine, text, counts, &jokers);
    if (status == HUPAI_OK) status = hupai_engine_red_fives(engine, text, s->red_fives);
    if (status == HUPAI_OK && strcmp(words, "-") != 0) status = hupai_situation_parse(words, s);
    if (status != HUPAI_OK) return status;
    if (strcmp(question, "score") == 0) {
        HupaiScore r;
        status = hupai_score_counts(engine, counts, jokers, s, &r);
        snprintf(answer, size, "%u %u %u %" PRIu32, r.han, r.fu, r.red_fives, r.total);
    } else if (strcmp(question, "score_guobiao") == 0) {
        HupaiFanScore r;
        status = hupai_score_guobiao_counts(engine, counts, jokers, s, &r);
        snprintf(answer, size, "%u %u %s", r.fan_total, r.total, boolean(r.legal));
    } else if (strcmp(question, "score_table") == 0) {
        HupaiTableScore r;
        status = hupai_score_table_counts(engine, counts, jokers, s, &r);
        snprintf(answer, size, "%" PRIu64 " %" PRIu64 " %s", r.total, r.points, boolean(r.legal));
    } else if (strcmp(question, "is_legal_win") == 0) {
        uint8_t legal = 0;
        status = hupai_is_legal_win_counts(engine, counts, jokers, s, &legal);
        snprintf(answer, size, "%s", boolean(legal));
    } else {
        HupaiLegalWait waits[34];
        size_t count = 0;
        status = hupai_legal_waits_counts(engine, counts, jokers, s, waits, 34, &count);
        answer[0] = '\0';
        for (size_t i = 0; i < count && status == HUPAI_OK; i++) {
            size_t used = strlen(answer);
            snprintf(answer + used, size - used, "%s%s:%s:%s:%" PRIu64 ":%" PRIu64, i ? " " : "",
                     TILE_NAMES[waits[i].tile], boolean(waits[i].ron), boolean(waits[i].tsumo),
                     waits[i].ron_points, waits[i].tsumo_points);
        }
        if (count == 0) snprintf(answer, size, "-");
    }
    return status;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: scoring_conformance SCORING.TSV\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "r");
    if (file == NULL) {
        perror(argv[1]);
        return 2;
    }
    static char line[8192], answer[8192];
    int number = 0, checked = 0;
    while (fgets(line, sizeof line, file) != NULL) {
        char *field[6];
        if (!corpus_case(line, ++number, field)) continue;
        HupaiEngine *made = NULL, *engine = NULL;
        CHECK(hupai_engine_new(field[0], &made) == HUPAI_OK);
        HupaiStatus status = HUPAI_OK;
        if (strcmp(field[1], "-") == 0) {
            engine = made;
        } else {
            /* Melds the rules refuse (red fives their wall lacks): every question refused. */
            status = hupai_engine_with_melds(made, field[1], &engine);
            hupai_engine_free(made);
        }
        if (status == HUPAI_OK) status = answer_of(engine, field[2], field[4], field[3], answer, sizeof answer);
        if (status != HUPAI_OK) {
            /* A refusal: a status and a message saying why. */
            CHECK(hupai_last_error(NULL, 0) > 0);
            snprintf(answer, sizeof answer, "error");
        }
        if (strcmp(answer, field[5]) != 0) {
            fprintf(stderr, "line %d (%s %s %s): expected \"%s\", C gave \"%s\"\n", number,
                    field[0], field[2], field[4], field[5], answer);
            failures++;
        }
        hupai_engine_free(engine);
        checked++;
    }
    fclose(file);
    CHECK(checked >= 50);
    printf("%d scoring cases, %d failures\n", checked, failures);
    return failures != 0;
}
