/* The C tests' one assertion: report a failed condition and count it. */
#ifndef HUPAI_TEST_CHECK_H
#define HUPAI_TEST_CHECK_H

#include <stdio.h>

static int failures = 0;

#define CHECK(condition)                                                        \
    do {                                                                        \
        if (!(condition)) {                                                     \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #condition); \
            failures++;                                                         \
        }                                                                       \
    } while (0)

#endif
