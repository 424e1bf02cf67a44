/* The conformance corpus (conformance/cases.tsv, described in its README) through
 * the C library: every case answered with the hupai_* calls, written as the corpus
 * writes answers, and compared. Usage: conformance CASES.TSV CORPUS_DIR */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "corpus.h"
#include "hupai.h"

#define ANSWER_SIZE 65536

static const char *const TILE_NAMES[34] = {
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p",
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s",
    "1z", "2z", "3z", "4z", "5z", "6z", "7z",
};

static const char *const FORM_NAMES[8] = {
    "standard", "seven_pairs", "thirteen_orphans", "pairs_and_triplet",
    "honours_and_knitted", "greater_honours_and_knitted", "knitted_straight",
    "eight_pairs",
};

/* Appends formatted text to an answer. */
static void append(char *answer, const char *text) {
    strncat(answer, text, ANSWER_SIZE - strlen(answer) - 1);
}

/* The tiles of a mask (bit HUPAI_JOKER_BIT a joker), or "-". */
static void append_tiles(char *answer, uint64_t bits) {
    int any = 0;
    for (int id = 0; id <= HUPAI_JOKER_BIT; id++) {
        if (bits >> id & 1) {
            append(answer, any ? " " : "");
            append(answer, id == HUPAI_JOKER_BIT ? "J" : TILE_NAMES[id]);
            any = 1;
        }
    }
    if (!any) append(answer, "-");
}

/* An engine for a case's first three fields, kept from the case before when they
 * are the same. */
static HupaiEngine *engine = NULL;
static char engine_key[512] = "";

static HupaiStatus engine_for(const char *rules, const char *kinds, const char *melds,
                              const char *dir) {
    char key[512];
    snprintf(key, sizeof key, "%s\t%s\t%s", rules, kinds, melds);
    if (engine != NULL && strcmp(key, engine_key) == 0) return HUPAI_OK;
    hupai_engine_free(engine);
    engine = NULL;
    HupaiEngine *made = NULL;
    HupaiStatus status;
    size_t length = strlen(rules);
    if (length > 5 && strcmp(rules + length - 5, ".toml") == 0) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, rules);
        status = hupai_engine_from_rules_file(path, &made);
    } else {
        status = hupai_engine_new(rules, &made);
    }
    if (status != HUPAI_OK) return status;
    if (strcmp(kinds, "-") != 0) {
        uint8_t counts[34], jokers, ids[34];
        size_t n = 0;
        status = hupai_hand_parse(kinds, counts, &jokers);
        for (int id = 0; id < 34 && status == HUPAI_OK; id++)
            if (counts[id]) ids[n++] = (uint8_t)id;
        HupaiEngine *with_kinds = NULL;
        if (status == HUPAI_OK) status = hupai_engine_with_joker_kinds(made, ids, n, &with_kinds);
        hupai_engine_free(made);
        made = with_kinds;
    }
    if (status == HUPAI_OK && strcmp(melds, "-") != 0) {
        HupaiEngine *with_melds = NULL;
        status = hupai_engine_with_melds(made, melds, &with_melds);
        hupai_engine_free(made);
        made = with_melds;
    }
    if (status != HUPAI_OK) return status;
    engine = made;
    snprintf(engine_key, sizeof engine_key, "%s", key);
    return HUPAI_OK;
}

static int compare_text(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* One decomposition line ("form: g1 g2 ...") with its groups sorted. */
static void sorted_groups(char *line, char *out, size_t size) {
    char *groups[32];
    int n = 0;
    char *colon = strchr(line, ':');
    *colon = '\0';
    for (char *g = strtok(colon + 1, " "); g != NULL && n < 32; g = strtok(NULL, " ")) groups[n++] = g;
    qsort(groups, (size_t)n, sizeof groups[0], compare_text);
    snprintf(out, size, "%s:", line);
    for (int i = 0; i < n; i++) {
        strncat(out, " ", size - strlen(out) - 1);
        strncat(out, groups[i], size - strlen(out) - 1);
    }
}

static HupaiStatus decompositions(const uint8_t *counts, uint8_t jokers, char *answer) {
    size_t count = 0, length = 0;
    HupaiStatus status = hupai_decompositions_counts(engine, counts, jokers, 1000, NULL, 0,
                                                     &count, &length);
    if (status != HUPAI_OK) return status;
    char *text = malloc(length + 1);
    status = hupai_decompositions_counts(engine, counts, jokers, 1000, text, length + 1, &count,
                                         &length);
    CHECK(strlen(text) == length);
    char **lines = malloc((count + 1) * sizeof *lines);
    size_t n = 0;
    for (char *line = text; n < count; n++) {
        char *end = strchr(line, '\n');
        *end = '\0';
        lines[n] = malloc(512);
        sorted_groups(line, lines[n], 512);
        line = end + 1;
    }
    qsort(lines, n, sizeof lines[0], compare_text);
    for (size_t i = 0; i < n; i++) {
        if (i > 0) append(answer, " | ");
        append(answer, lines[i]);
        free(lines[i]);
    }
    if (n == 0) append(answer, "-");
    free(lines);
    free(text);
    return status;
}

/* "shanten | tile:live ..." of one HupaiUkeire, or of a discard's. */
static void append_live(char *answer, const HupaiUkeire *ukeire) {
    char part[32];
    int any = 0;
    for (int id = 0; id < 34; id++) {
        if (ukeire->accepted >> id & 1) {
            snprintf(part, sizeof part, "%s%s:%u", any ? " " : "", TILE_NAMES[id], ukeire->live[id]);
            append(answer, part);
            any = 1;
        }
    }
    if (!any) append(answer, "-");
}

/* The case's answer, written as the corpus writes it. */
static HupaiStatus answer_of(const char *question, const uint8_t *counts, uint8_t jokers,
                             char *answer) {
    char part[64];
    HupaiStatus status = HUPAI_OK;
    answer[0] = '\0';
    if (strcmp(question, "check") == 0) {
        uint32_t forms = 0;
        status = hupai_check_counts(engine, counts, jokers, &forms);
        for (int f = 0; f < 8; f++) {
            if (forms >> f & 1) {
                append(answer, answer[0] ? " " : "");
                append(answer, FORM_NAMES[f]);
            }
        }
        if (!forms) append(answer, "-");
    } else if (strcmp(question, "is_win") == 0) {
        uint8_t win = 0;
        status = hupai_is_win_counts(engine, counts, jokers, &win);
        append(answer, win ? "true" : "false");
    } else if (strcmp(question, "waits") == 0) {
        uint64_t waits = 0, exhausted = 0;
        status = hupai_waits_counts(engine, counts, jokers, &waits, &exhausted);
        append_tiles(answer, waits);
        append(answer, " | ");
        append_tiles(answer, exhausted);
    } else if (strcmp(question, "shanten") == 0) {
        int8_t shanten = 0;
        status = hupai_shanten_counts(engine, counts, jokers, &shanten, NULL);
        snprintf(part, sizeof part, "%d", shanten);
        append(answer, part);
    } else if (strcmp(question, "shanten_forms") == 0) {
        int8_t shanten = 0, per_form[8];
        status = hupai_shanten_forms_counts(engine, counts, jokers, &shanten, per_form);
        snprintf(part, sizeof part, "best=%d", shanten);
        append(answer, part);
        for (int f = 0; f < 8 && status == HUPAI_OK; f++) {
            /* Each form's own call answers the same (hupai_shanten_form_counts). */
            int8_t form = 0;
            CHECK(hupai_shanten_form_counts(engine, counts, jokers, 1u << f, &form) == HUPAI_OK);
            CHECK(form == per_form[f]);
            if (per_form[f] == HUPAI_SHANTEN_RULED_OUT) {
                snprintf(part, sizeof part, " %s=-", FORM_NAMES[f]);
            } else {
                snprintf(part, sizeof part, " %s=%d", FORM_NAMES[f], per_form[f]);
            }
            append(answer, part);
        }
    } else if (strcmp(question, "decompositions") == 0) {
        status = decompositions(counts, jokers, answer);
    } else if (strcmp(question, "ukeire") == 0) {
        HupaiUkeire ukeire;
        status = hupai_ukeire_counts(engine, counts, jokers, NULL, &ukeire);
        snprintf(part, sizeof part, "%d | ", ukeire.shanten);
        append(answer, part);
        append_live(answer, &ukeire);
    } else if (strcmp(question, "discards") == 0) {
        HupaiDiscardAdvice advice;
        status = hupai_discards_counts(engine, counts, jokers, NULL, &advice);
        snprintf(part, sizeof part, "%d | ", advice.shanten);
        append(answer, part);
        for (size_t i = 0; status == HUPAI_OK && i < advice.count; i++) {
            const HupaiDiscard *d = &advice.discards[i];
            snprintf(part, sizeof part, "%s%s:%d:%u", i ? " " : "",
                     d->tile == HUPAI_DISCARD_JOKER ? "J" : TILE_NAMES[d->tile],
                     d->ukeire.shanten, d->ukeire.total_live);
            append(answer, part);
        }
        if (advice.count == 0) append(answer, "-");
    } else if (strcmp(question, "discard_masks") == 0) {
        HupaiDiscardMasks masks;
        status = hupai_discard_masks_counts(engine, counts, jokers, &masks);
        snprintf(part, sizeof part, "%d | ", masks.shanten);
        append(answer, part);
        append_tiles(answer, masks.keep);
        append(answer, " | ");
        append_tiles(answer, masks.raise);
    } else {
        fprintf(stderr, "unknown question %s\n", question);
        failures++;
    }
    return status;
}

int main(int argc, char **argv) {
    if (argc != 3) {
        fprintf(stderr, "usage: conformance CASES.TSV CORPUS_DIR\n");
        return 2;
    }
    FILE *file = fopen(argv[1], "r");
    if (file == NULL) {
        perror(argv[1]);
        return 2;
    }
    static char line[ANSWER_SIZE], answer[ANSWER_SIZE];
    int number = 0, checked = 0;
    while (fgets(line, sizeof line, file) != NULL) {
        char *field[6];
        if (!corpus_case(line, ++number, field)) continue;
        HupaiStatus status = engine_for(field[0], field[1], field[2], argv[2]);
        CHECK(status == HUPAI_OK);
        if (status != HUPAI_OK) continue;
        uint8_t counts[34], jokers = 0;
        status = hupai_hand_parse(field[4], counts, &jokers);
        if (status == HUPAI_OK) status = answer_of(field[3], counts, jokers, answer);
        if (status != HUPAI_OK) {
            /* A refused hand: a status and a message saying why. */
            CHECK(status == HUPAI_BAD_HAND);
            CHECK(hupai_last_error(NULL, 0) > 0);
            snprintf(answer, sizeof answer, "error hand");
        }
        if (strcmp(answer, field[5]) != 0) {
            fprintf(stderr, "line %d (%s %s %s): expected \"%s\", C gave \"%s\"\n", number,
                    field[0], field[3], field[4], field[5], answer);
            failures++;
        }
        checked++;
    }
    fclose(file);
    hupai_engine_free(engine);
    CHECK(checked > 2000);
    printf("%d cases, %d failures\n", checked, failures);
    return failures != 0;
}
