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
    /** 1m: 1 of characters (man). */
    M1,
    /** 2m: 2 of characters (man). */
    M2,
    /** 3m: 3 of characters (man). */
    M3,
    /** 4m: 4 of characters (man). */
    M4,
    /** 5m: 5 of characters (man). */
    M5,
    /** 6m: 6 of characters (man). */
    M6,
    /** 7m: 7 of characters (man). */
    M7,
    /** 8m: 8 of characters (man). */
    M8,
    /** 9m: 9 of characters (man). */
    M9,
    /** 1p: 1 of dots (pin). */
    P1,
    /** 2p: 2 of dots (pin). */
    P2,
    /** 3p: 3 of dots (pin). */
    P3,
    /** 4p: 4 of dots (pin). */
    P4,
    /** 5p: 5 of dots (pin). */
    P5,
    /** 6p: 6 of dots (pin). */
    P6,
    /** 7p: 7 of dots (pin). */
    P7,
    /** 8p: 8 of dots (pin). */
    P8,
    /** 9p: 9 of dots (pin). */
    P9,
    /** 1s: 1 of bamboo (sou). */
    S1,
    /** 2s: 2 of bamboo (sou). */
    S2,
    /** 3s: 3 of bamboo (sou). */
    S3,
    /** 4s: 4 of bamboo (sou). */
    S4,
    /** 5s: 5 of bamboo (sou). */
    S5,
    /** 6s: 6 of bamboo (sou). */
    S6,
    /** 7s: 7 of bamboo (sou). */
    S7,
    /** 8s: 8 of bamboo (sou). */
    S8,
    /** 9s: 9 of bamboo (sou). */
    S9,
    /** 1z: the East wind. */
    EAST,
    /** 2z: the South wind. */
    SOUTH,
    /** 3z: the West wind. */
    WEST,
    /** 4z: the North wind. */
    NORTH,
    /** 5z: the White dragon (白). */
    WHITE,
    /** 6z: the Green dragon (發). */
    GREEN,
    /** 7z: the Red dragon (中). */
    RED;

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
