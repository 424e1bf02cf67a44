package hupai;

import java.util.Random;

/** Seeded random hands for the tests: every size, jokers, all-joker hands. */
final class Deals {
    private Deals() {}

    /** A hand of 1 to 17 tiles from a wall of four of each kind, some of them jokers. */
    static Hand deal(Random random) {
        int size = 1 + random.nextInt(Hand.MAX_TILES);
        int jokers = random.nextInt(4) == 0 ? size : random.nextInt(Math.min(size, 4) + 1);
        byte[] counts = new byte[Tile.KINDS];
        for (int dealt = jokers; dealt < size; ) {
            int id = random.nextInt(Tile.KINDS);
            if (counts[id] < 4) {
                counts[id]++;
                dealt++;
            }
        }
        return Hand.ofCounts(counts, jokers);
    }

    static Hand[] deals(long seed, int n) {
        Random random = new Random(seed);
        Hand[] hands = new Hand[n];
        for (int i = 0; i < n; i++) {
            hands[i] = deal(random);
        }
        return hands;
    }
}
