package hupai;

/**
 * A tile kind, by its id: 0–8 {@code 1m}–{@code 9m}, 9–17 {@code 1p}–{@code 9p}, 18–26
 * {@code 1s}–{@code 9s}, 27–33 East, South, West, North, White, Green, Red
 * ({@code 1z}–{@code 7z}).
 *
 * <pre>{@code
 * Tile.parse("5p") == Tile.P5;   // true
 * Tile.RED.id();                 // 33
 * Tile.of(27).toString();        // "1z"
 * }</pre>
 */
public enum Tile {
    /** Characters (man) one to nine. */
    M1, M2, M3, M4, M5, M6, M7, M8, M9,
    /** Dots (pin) one to nine. */
    P1, P2, P3, P4, P5, P6, P7, P8, P9,
    /** Bamboo (sou) one to nine. */
    S1, S2, S3, S4, S5, S6, S7, S8, S9,
    /** The winds ({@code 1z}–{@code 4z}). */
    EAST, SOUTH, WEST, NORTH,
    /** The dragons ({@code 5z}–{@code 7z}). */
    WHITE, GREEN, RED;

    /** The number of tile kinds. */
    public static final int KINDS = 34;

    private static final Tile[] BY_ID = values();
    private final String mpsz = (ordinal() % 9 + 1) + String.valueOf("mpsz".charAt(ordinal() / 9));

    /**
     * The tile's id, 0 to 33: its index in a hand's counts.
     *
     * @return the id
     */
    public int id() {
        return ordinal();
    }

    /**
     * The tile of an id.
     *
     * @param id 0 to 33
     * @return its tile
     * @throws HupaiException.BadArgument for any other id
     */
    public static Tile of(int id) {
        if (id < 0 || id >= KINDS) {
            throw new HupaiException.BadArgument("tile id " + id + " is not 0 to 33");
        }
        return BY_ID[id];
    }

    /**
     * Reads one tile's MPSZ name: {@code "5p"}, {@code "7z"} ({@code "0m"} a red 5m).
     *
     * @param name the name
     * @return its tile
     * @throws HupaiException.BadHand for text that is no tile; BadArgument for more than one
     */
    public static Tile parse(String name) {
        Hand hand = Hand.parse(name);
        if (hand.jokers() != 0 || hand.size() != 1) {
            throw new HupaiException.BadArgument(Native.quoted(name) + " is not one tile");
        }
        for (int id = 0; id < KINDS; id++) {
            if (hand.count(id) == 1) {
                return BY_ID[id];
            }
        }
        throw new AssertionError("a hand of one tile holds one");
    }

    /**
     * Its MPSZ name, such as {@code "1m"} or {@code "7z"}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return mpsz;
    }
}
