/* A server's turns in C: a hand kept as a HupaiLiveHand, judged after each draw,
 * a tile discarded when it does not win. Prints "no win after 2z", then "win after 1z". */
#include <stdio.h>
#include <string.h>

#include "hupai.h"

int main(void) {
    HupaiEngine *engine = NULL;
    if (hupai_engine_new("standard", &engine) != HUPAI_OK) return 1;
    /* Dealt: 123m456p789s11z and 2z 3z. Tile ids: 0-8 = 1m-9m, ..., 27-33 = 1z-7z. */
    const uint8_t dealt[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 28, 29};
    HupaiLiveHand live;
    if (hupai_live_new_ids(dealt, sizeof dealt, 0, &live) != HUPAI_OK) return 1;
    const uint8_t draws[] = {28, 27}, discards[] = {29, 29};
    for (size_t turn = 0; turn < sizeof draws; turn++) {
        uint8_t win = 0;
        if (hupai_live_draw(&live, draws[turn]) != HUPAI_OK) return 1;
        if (hupai_live_is_win(engine, &live, &win) != HUPAI_OK) return 1;
        printf("%s after %dz\n", win ? "win" : "no win", draws[turn] - 26);
        if (win) break;
        if (hupai_live_discard(&live, discards[turn]) != HUPAI_OK) return 1;
    }
    hupai_engine_free(engine);
    return 0;
}
