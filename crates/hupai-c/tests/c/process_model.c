/* The C ABI under the process models servers use: fork() after parallel work, calls
 * from thread-local-storage destructors, eight threads sharing one engine, and hostile
 * arguments (huge lengths, tiny error buffers).
 * Built and run by tests/c_abi.rs. Every child runs under alarm(): a hang is a failure. */
#define _POSIX_C_SOURCE 200809L
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hupai.h"

#include "check.h"

enum { HANDS = 20000, THREADS = 8 };

static uint8_t counts[HANDS * 34];
static uint8_t jokers[HANDS];
static uint8_t expected[HANDS];

/* Deterministic hands of 14 tiles, a third of them wins, 0-4 jokers. */
static void make_hands(void) {
    uint32_t state = 12345;
    for (size_t h = 0; h < HANDS; h++) {
        uint8_t *c = &counts[h * 34];
        memset(c, 0, 34);
        jokers[h] = (uint8_t)(h % 5);
        size_t tiles = 14 - jokers[h];
        if (h % 3 == 0) {
            /* 1-2-3 runs from the start of a suit, then a pair: wins. */
            size_t placed = 0;
            for (size_t run = 0; placed + 3 <= tiles - 2; run++, placed += 3)
                for (size_t k = 0; k < 3; k++) c[(run % 3) * 9 + run / 3 * 3 + k]++;
            c[27] = (uint8_t)(tiles - placed);
        } else {
            for (size_t t = 0; t < tiles;) {
                state = state * 1103515245u + 12345u;
                size_t id = (state >> 16) % 34;
                if (c[id] < 4) {
                    c[id]++;
                    t++;
                }
            }
        }
    }
}

static void batch_matches(HupaiEngine *engine, uint8_t parallel) {
    uint8_t wins[HANDS];
    memset(wins, 7, sizeof wins);
    CHECK(hupai_check_batch(engine, counts, jokers, HANDS, wins, parallel) == HUPAI_OK);
    CHECK(memcmp(wins, expected, HANDS) == 0);
}

/* Runs `body` in a forked child that must end normally within 30 seconds. */
static void in_child(const char *what, void (*body)(HupaiEngine *), HupaiEngine *engine) {
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        alarm(30);
        failures = 0;
        body(engine);
        _exit(failures == 0 ? 0 : 1);
    }
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    if (!(WIFEXITED(status) && WEXITSTATUS(status) == 0)) {
        fprintf(stderr, "child '%s' failed (%s %d)\n", what,
                WIFSIGNALED(status) ? "signal" : "exit",
                WIFSIGNALED(status) ? WTERMSIG(status) : WEXITSTATUS(status));
        failures++;
    }
}

static void child_parallel_batch(HupaiEngine *engine) { batch_matches(engine, 1); }
static void child_serial_batch(HupaiEngine *engine) { batch_matches(engine, 0); }

static void child_generates_tables(HupaiEngine *engine) {
    (void)engine;
    HupaiEngine *numbers = NULL;
    /* Rules no built-in set shares tables with: generated on the pool. */
    CHECK(hupai_engine_from_rules("tiles = \"numbers\"\nthirteen_orphans = false\n", &numbers) ==
          HUPAI_OK);
    uint8_t hand[34] = {0};
    hand[0] = 2;
    uint32_t forms = 0;
    CHECK(hupai_check_counts(numbers, hand, 0, &forms) == HUPAI_OK && forms != 0);
    hupai_engine_free(numbers);
}

static void child_forks_again(HupaiEngine *engine) {
    batch_matches(engine, 1);
    in_child("grandchild", child_parallel_batch, engine);
}

/* ---- calls from a TLS destructor ---- */

static pthread_key_t key;
static HupaiEngine *shared_engine;
static volatile int destructor_status = -1;

static void destructor(void *value) {
    (void)value;
    uint8_t hand[34] = {0};
    hand[0] = 5; /* five of a kind: an error, so the call touches the error message */
    uint32_t forms = 0;
    HupaiStatus status = hupai_check_counts(shared_engine, hand, 0, &forms);
    char buffer[64];
    hupai_last_error(buffer, sizeof buffer);
    hand[0] = 2;
    destructor_status = (status == HUPAI_BAD_HAND &&
                         hupai_check_counts(shared_engine, hand, 0, &forms) == HUPAI_OK && forms != 0)
                            ? 0
                            : 1;
}

static void *thread_with_destructor(void *unused) {
    (void)unused;
    uint8_t hand[34] = {0};
    hand[0] = 9; /* an error first: this thread now has a last-error message */
    uint32_t forms = 0;
    hupai_check_counts(shared_engine, hand, 0, &forms);
    pthread_setspecific(key, (void *)1);
    return NULL;
}

/* ---- eight threads, one engine ---- */

static void *judge_everything(void *arg) {
    HupaiEngine *engine = arg;
    int bad = 0;
    for (size_t h = 0; h < HANDS; h += 7) {
        uint32_t forms = 0;
        if (hupai_check_counts(engine, &counts[h * 34], jokers[h], &forms) != HUPAI_OK) bad++;
        if ((forms != 0) != expected[h]) bad++;
        int8_t shanten = 0;
        if (hupai_shanten_counts(engine, &counts[h * 34], jokers[h], &shanten, NULL) != HUPAI_OK) bad++;
        if ((shanten == -1) != expected[h]) bad++;
    }
    uint8_t wins[HANDS];
    if (hupai_check_batch(engine, counts, jokers, HANDS, wins, 1) != HUPAI_OK) bad++;
    if (memcmp(wins, expected, HANDS) != 0) bad++;
    return (void *)(intptr_t)bad;
}

/* ---- hostile arguments ---- */

static int valid_utf8_prefix(const char *text) {
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        int extra = *s < 0x80 ? 0 : *s >= 0xF0 ? 3 : *s >= 0xE0 ? 2 : *s >= 0xC0 ? 1 : -1;
        if (extra < 0) return 0;
        s++;
        for (int i = 0; i < extra; i++, s++)
            if ((*s & 0xC0) != 0x80) return 0;
    }
    return 1;
}

static void hostile_arguments(HupaiEngine *engine) {
    uint8_t small[34] = {0};
    uint8_t wins[1];
    CHECK(hupai_check_batch(engine, small, small, SIZE_MAX / 34, wins, 0) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_check_batch(engine, small, small, SIZE_MAX / 34, wins, 1) == HUPAI_BAD_ARGUMENT);
    uint32_t forms = 0;
    /* Too many ids is refused before they are read. */
    CHECK(hupai_check_ids(engine, small, 18, 0, &forms) == HUPAI_BAD_HAND);
    CHECK(hupai_check_ids(engine, small, SIZE_MAX, 0, &forms) == HUPAI_BAD_ARGUMENT);
    CHECK(hupai_check_ids(engine, small, 17, 1, &forms) == HUPAI_BAD_HAND);
    HupaiEngine *none = NULL;
    CHECK(hupai_engine_from_table_bytes(small, SIZE_MAX, &none) == HUPAI_BAD_ARGUMENT);
    CHECK(none == NULL);

    /* An error message with multi-byte characters, cut at every length. */
    CHECK(hupai_engine_new("红中麻将", &none) == HUPAI_BAD_RULES);
    size_t length = hupai_last_error(NULL, 0);
    CHECK(length > 12);
    for (size_t capacity = 1; capacity <= length + 1; capacity++) {
        char buffer[512];
        memset(buffer, 'x', sizeof buffer);
        size_t full = hupai_last_error(buffer, capacity);
        CHECK(full == length);
        CHECK(strlen(buffer) < capacity);
        CHECK(valid_utf8_prefix(buffer));
        CHECK(capacity > length || buffer[capacity] == 'x');
    }

    /* Waits of hands of many jokers: every kind, 34 bits. */
    uint64_t waits = 0, exhausted = 0;
    CHECK(hupai_waits_counts(engine, small, 1, &waits, &exhausted) == HUPAI_OK);
    CHECK(waits == (1ULL << 34) - 1 && exhausted == 0);
    CHECK(hupai_waits_counts(engine, small, 16, &waits, NULL) == HUPAI_OK);
    CHECK(waits == (1ULL << 34) - 1);
    CHECK(hupai_waits_counts(engine, small, 17, &waits, NULL) == HUPAI_BAD_HAND);
}

int main(void) {
    make_hands();
    HupaiEngine *engine = NULL;
    if (hupai_engine_new("standard", &engine) != HUPAI_OK) return 2;
    for (size_t h = 0; h < HANDS; h++) {
        uint32_t forms = 0;
        CHECK(hupai_check_counts(engine, &counts[h * 34], jokers[h], &forms) == HUPAI_OK);
        expected[h] = forms != 0;
    }

    /* The parent uses the pool first, as a pre-fork server does at start-up. */
    batch_matches(engine, 1);
    child_generates_tables(engine);
    in_child("parallel batch after fork", child_parallel_batch, engine);
    in_child("serial batch after fork", child_serial_batch, engine);
    in_child("table generation after fork", child_generates_tables, engine);
    in_child("fork inside a fork", child_forks_again, engine);
    batch_matches(engine, 1); /* the parent's pool still works */

    shared_engine = engine;
    CHECK(pthread_key_create(&key, destructor) == 0);
    pthread_t thread;
    CHECK(pthread_create(&thread, NULL, thread_with_destructor, NULL) == 0);
    CHECK(pthread_join(thread, NULL) == 0);
    CHECK(destructor_status == 0);

    pthread_t threads[THREADS];
    for (int i = 0; i < THREADS; i++)
        CHECK(pthread_create(&threads[i], NULL, judge_everything, engine) == 0);
    for (int i = 0; i < THREADS; i++) {
        void *bad = NULL;
        CHECK(pthread_join(threads[i], &bad) == 0);
        CHECK(bad == NULL);
    }

    hostile_arguments(engine);
    hupai_engine_free(engine);
    printf("process model: %d failures\n", failures);
    return failures == 0 ? 0 : 1;
}
