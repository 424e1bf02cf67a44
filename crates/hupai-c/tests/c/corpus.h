/* The conformance corpora's lines (conformance/README.md), as the C tests read them. */
#ifndef HUPAI_TEST_CORPUS_H
#define HUPAI_TEST_CORPUS_H

#include <stdio.h>
#include <string.h>

#include "check.h"

/* Cuts `line` (line `number` of a corpus, its newline read) into its six tab-separated
 * fields in place: 1 for a case, 0 for a comment, the header, or a line short of six
 * fields (that one reported and counted as a failure). */
static int corpus_case(char *line, int number, char *field[6]) {
    line[strcspn(line, "\n")] = '\0';
    if (line[0] == '#' || strncmp(line, "rules\t", 6) == 0) return 0;
    char *rest = line;
    for (int f = 0; f < 6; f++) {
        field[f] = rest;
        char *tab = rest != NULL ? strchr(rest, '\t') : NULL;
        if (tab != NULL) *tab = '\0';
        rest = tab != NULL ? tab + 1 : NULL;
    }
    if (field[5] == NULL) {
        fprintf(stderr, "line %d: six fields\n", number);
        failures++;
        return 0;
    }
    return 1;
}

#endif
