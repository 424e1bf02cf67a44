/* The smallest use of hupai from C: is 123m456p789s11122z a win?
 * From the repository's root:
 *   cargo build --release -p hupai-c
 *   cc crates/hupai-c/examples/c/minimal.c -Icrates/hupai-c/include target/release/libhupai.a -lpthread -ldl -lm -o target/minimal
 *   target/minimal
 */
#include <stdio.h>

#include "hupai.h"

int main(void) {
    HupaiEngine *engine = NULL;
    if (hupai_engine_new("standard", &engine) != HUPAI_OK) {
        char message[256];
        hupai_last_error(message, sizeof message);
        fprintf(stderr, "hupai: %s\n", message);
        return 1;
    }
    /* Tile ids: 0-8 = 1m-9m, 9-17 = 1p-9p, 18-26 = 1s-9s, 27-33 = 1z-7z. */
    const uint8_t hand[] = {0, 1, 2, 12, 13, 14, 24, 25, 26, 27, 27, 27, 28, 28};
    uint32_t forms = 0;
    HupaiStatus status = hupai_check_ids(engine, hand, sizeof hand, 0, &forms);
    printf("%s\n", status == HUPAI_OK && forms != 0 ? "win" : "no win");
    hupai_engine_free(engine);
    return status == HUPAI_OK ? 0 : 1;
}
