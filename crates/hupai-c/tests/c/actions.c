/* Riichi play from C: every case of conformance/actions.tsv through hupai_actions,
 * the menu's line compared with the corpus (a refusal's message with the error's),
 * the JSON form, the size protocol (a buffer too small, none at all), and bad
 * arguments; every case of conformance/settlement.tsv through hupai_settle, its JSON
 * compared with the corpus and its line given. Built and run by tests/c_abi.rs with
 * the two corpora's paths. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hupai.h"

#include "check.h"

static int ends_with(const char *text, const char *end) {
    size_t a = strlen(text), b = strlen(end);
    return a >= b && strcmp(text + a - b, end) == 0;
}

/* The corpus's folder, where its rules files are. */
static char corpus_dir[1024] = ".";

/* The engine of a rules column: a built-in's name, or a rules file in the corpus. */
static HupaiStatus engine_of(const char *rules, HupaiEngine **engine) {
    size_t length = strlen(rules);
    if (length <= 5 || strcmp(rules + length - 5, ".toml") != 0) return hupai_engine_new(rules, engine);
    char path[2048];
    snprintf(path, sizeof path, "%s/%s", corpus_dir, rules);
    return hupai_engine_from_rules_file(path, engine);
}

/* A case's three columns, `rules` TAB `input` TAB `answer`, cut in place in `line`;
 * the engine of its rules in `engine`. Returns 0 for a line that is no case. */
static int read_case(char *line, char **input, char **answer, HupaiEngine **engine) {
    char *rules = line;
    *input = strchr(line, '\t');
    if (*input == NULL) return 0;
    *(*input)++ = '\0';
    *answer = strchr(*input, '\t');
    if (*answer == NULL) return 0;
    *(*answer)++ = '\0';
    (*answer)[strcspn(*answer, "\n")] = '\0';
    *engine = NULL;
    CHECK(engine_of(rules, engine) == HUPAI_OK);
    return 1;
}

/* Whether a call's `status` and `answer` are what the corpus `expected` for `input`:
 * the error's message (hupai_last_error) ending as written after "error: ", or the
 * answer itself. Returns 1 when the corpus expected an answer. */
static int as_expected(HupaiStatus status, const char *answer, size_t length, const char *expected,
                       const char *input) {
    if (strncmp(expected, "error: ", 7) == 0) {
        char message[1024];
        hupai_last_error(message, sizeof message);
        CHECK(status != HUPAI_OK);
        if (!ends_with(message, expected + 7)) fprintf(stderr, "%s: %s\n", input, message);
        CHECK(ends_with(message, expected + 7));
        return 0;
    }
    CHECK(status == HUPAI_OK && length == strlen(answer));
    if (strcmp(answer, expected) != 0) fprintf(stderr, "%s: %s, not %s\n", input, answer, expected);
    CHECK(strcmp(answer, expected) == 0);
    return 1;
}

/* One case: `rules` TAB `context` TAB `menu` in `line`. */
static void answer_case(char *line, int *answered) {
    char *context, *menu;
    HupaiEngine *engine;
    if (!read_case(line, &context, &menu, &engine)) return;
    char text[4096];
    size_t length = 0;
    HupaiStatus status = hupai_actions(engine, context, 0, text, sizeof text, &length);
    if (as_expected(status, text, length, menu, context)) {
        /* The JSON form: an object saying `pass` as the line does. */
        char json[8192];
        CHECK(hupai_actions(engine, context, 1, json, sizeof json, &length) == HUPAI_OK);
        CHECK(json[0] == '{' && length == strlen(json));
        CHECK((strstr(json, "\"pass\":true") != NULL) == ends_with(menu, "pass"));
    }
    hupai_engine_free(engine);
    (*answered)++;
}

/* One settlement case: `rules` TAB `settlement` TAB `settled` in `line`. */
static void settle_case(char *line, int *answered) {
    char *settlement, *settled;
    HupaiEngine *engine;
    if (!read_case(line, &settlement, &settled, &engine)) return;
    char json[4096];
    size_t length = 0;
    HupaiStatus status = hupai_settle(engine, settlement, 1, json, sizeof json, &length);
    if (as_expected(status, json, length, settled, settlement)) {
        /* The line: the game's end where the JSON has standings. */
        char text[1024];
        CHECK(hupai_settle(engine, settlement, 0, text, sizeof text, &length) == HUPAI_OK);
        CHECK((strstr(text, "game over") != NULL) == (strstr(json, "\"standings\":null") == NULL));
    }
    hupai_engine_free(engine);
    (*answered)++;
}

/* Every case of the corpus at `path`, each line past the header given to `answer`. */
static int answer_corpus(const char *path, void (*answer)(char *, int *)) {
    const char *slash = strrchr(path, '/');
    if (slash != NULL) snprintf(corpus_dir, sizeof corpus_dir, "%.*s", (int)(slash - path), path);
    FILE *corpus = fopen(path, "r");
    if (corpus == NULL) return -1;
    char line[8192];
    int answered = 0, row = 0;
    while (fgets(line, sizeof line, corpus) != NULL) {
        if (++row > 3) answer(line, &answered);
    }
    fclose(corpus);
    return answered;
}

int main(int argc, char **argv) {
    if (argc < 3) return 2;
    int answered = answer_corpus(argv[1], answer_case);
    CHECK(answered > 50);
    int settled = answer_corpus(argv[2], settle_case);
    CHECK(settled > 40);

    HupaiEngine *riichi = NULL;
    CHECK(hupai_engine_new("riichi", &riichi) == HUPAI_OK);
    const char *context = "{\"hand\": \"123m456p789s1122z\", \"moment\": {\"discarded\": \"1z\", \"by\": \"left\"}}";
    /* The size protocol: the length without a buffer, an empty buffer when too small. */
    size_t length = 0;
    CHECK(hupai_actions(riichi, context, 0, NULL, 0, &length) == HUPAI_OK);
    CHECK(length == strlen("ron 3900; pon 11z; pass"));
    char small[8] = "xxxxxxx";
    CHECK(hupai_actions(riichi, context, 0, small, sizeof small, &length) == HUPAI_OK);
    CHECK(small[0] == '\0' && length == 23);
    /* Bad arguments. */
    char text[256];
    CHECK(hupai_actions(NULL, context, 0, text, sizeof text, &length) == HUPAI_NULL_POINTER);
    CHECK(hupai_actions(riichi, NULL, 0, text, sizeof text, &length) == HUPAI_NULL_POINTER);
    CHECK(hupai_actions(riichi, context, 0, text, sizeof text, NULL) == HUPAI_NULL_POINTER);
    CHECK(hupai_actions(riichi, "{", 0, text, sizeof text, &length) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_actions(riichi, "\xff\xfe", 0, text, sizeof text, &length) != HUPAI_OK);
    HupaiEngine *guobiao = NULL;
    CHECK(hupai_engine_new("guobiao", &guobiao) == HUPAI_OK);
    CHECK(hupai_actions(guobiao, context, 0, text, sizeof text, &length) == HUPAI_BAD_RULES);
    CHECK(hupai_settle(guobiao, "{\"round\": {\"points\": [1, 2, 3, 4]}, \"ending\": \"aborted\"}", 0, text, sizeof text, &length) == HUPAI_BAD_RULES);
    hupai_engine_free(guobiao);
    /* Settlement's size protocol and bad arguments. */
    const char *aborted = "{\"round\": {\"points\": [25000, 25000, 25000, 25000]}, \"ending\": \"aborted\"}";
    CHECK(hupai_settle(riichi, aborted, 0, NULL, 0, &length) == HUPAI_OK);
    CHECK(length == strlen("0 0 0 0; next: dealer 0, round 0, honba 1, sticks 0"));
    CHECK(hupai_settle(riichi, aborted, 0, small, sizeof small, &length) == HUPAI_OK && small[0] == '\0');
    CHECK(hupai_settle(NULL, aborted, 0, text, sizeof text, &length) == HUPAI_NULL_POINTER);
    CHECK(hupai_settle(riichi, NULL, 0, text, sizeof text, &length) == HUPAI_NULL_POINTER);
    CHECK(hupai_settle(riichi, "{\"round\": 1}", 0, text, sizeof text, &length) == HUPAI_BAD_ARGUMENT);
    HupaiEngine *tenhou = NULL;
    CHECK(hupai_engine_new("tenhou", &tenhou) == HUPAI_OK);
    hupai_engine_free(tenhou);
    hupai_engine_free(riichi);
    printf("%d actions and %d settlement cases answered, %d failures\n", answered, settled, failures);
    return failures != 0;
}
