package hupai;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.Objects;

/**
 * A hand as the library takes it: the count of each tile kind, by id, and the jokers
 * that have no kind of their own ({@code J}). Immutable and cheap to pass: every
 * question reads its counts without copying them into an object per tile.
 *
 * <pre>{@code
 * Hand hand = Hand.parse("123m456p789s11122z");
 * hand.size();                        // 14
 * hand.count(Tile.EAST);              // 3
 * Hand.ofIds(new int[] {0, 1, 2}, 1); // 123mJ
 * }</pre>
 *
 * A hand may hold counts no rule set plays (five of a kind, 30 tiles): the questions
 * refuse it with {@link HupaiException.BadHand}, saying why.
 */
public final class Hand {
    /** The most tiles a hand holds. */
    public static final int MAX_TILES = 17;

    private static final VarHandle LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle SHORTS =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

    final byte[] counts;
    final int jokers;
    // The counts and jokers as the JNI layer takes them: byte i at bits 8 (i % 8) of
    // word i / 8, byte 34 the jokers (see words()).
    final long w0;
    final long w1;
    final long w2;
    final long w3;
    final long w4;

    private Hand(byte[] counts, int jokers) {
        this.counts = counts;
        this.jokers = jokers;
        this.w0 = word(counts, 0);
        this.w1 = word(counts, 1);
        this.w2 = word(counts, 2);
        this.w3 = word(counts, 3);
        this.w4 = lastWord(counts, jokers);
    }

    /** Word {@code i} (0 to 3) of 34 counts. */
    static long word(byte[] counts, int i) {
        return (long) LONGS.get(counts, 8 * i);
    }

    /** The last word: counts 32 and 33, then the jokers. */
    static long lastWord(byte[] counts, int jokers) {
        return ((short) SHORTS.get(counts, 32) & 0xffffL) | (long) jokers << 16;
    }

    /**
     * Reads a hand in MPSZ notation ({@code "123m456p789s11122z"}; {@code 0} a red five,
     * {@code J} a joker).
     *
     * @param text the hand
     * @return the hand
     * @throws HupaiException.BadHand for text that is no hand (an unknown character, a
     *     fifth copy, more than 17 tiles, no tile at all), saying where
     */
    public static Hand parse(String text) {
        return parsed(0, text);
    }

    /** Parses text with the library, as an engine reads it (0: without one). */
    static Hand parsed(long engine, String text) {
        Objects.requireNonNull(text, "text");
        byte[] into = new byte[Tile.KINDS + 1];
        int status = Native.handParse(engine, Native.cString(text, HupaiException.Kind.BAD_HAND), into);
        if (status != 0) {
            throw HupaiException.ofStatus(status);
        }
        return new Hand(Arrays.copyOf(into, Tile.KINDS), into[Tile.KINDS] & 0xff);
    }

    /**
     * A hand of 34 counts, indexed by tile id, and jokers.
     *
     * @param counts 34 counts, each 0 to 255 (above 4 is a bad hand when asked)
     * @param jokers 0 to 255
     * @return the hand (the counts copied)
     * @throws HupaiException.BadArgument for another length; BadHand for a value out of
     *     range
     */
    public static Hand ofCounts(byte[] counts, int jokers) {
        Objects.requireNonNull(counts, "counts");
        checkLength(counts.length);
        return new Hand(counts.clone(), jokersOf(jokers));
    }

    /**
     * A hand of 34 counts, indexed by tile id, and jokers.
     *
     * @param counts 34 counts, each 0 to 255 (above 4 is a bad hand when asked)
     * @param jokers 0 to 255
     * @return the hand
     * @throws HupaiException.BadArgument for another length; BadHand for a value out of
     *     range
     */
    public static Hand ofCounts(int[] counts, int jokers) {
        Objects.requireNonNull(counts, "counts");
        checkLength(counts.length);
        byte[] bytes = new byte[Tile.KINDS];
        for (int id = 0; id < Tile.KINDS; id++) {
            if (counts[id] < 0 || counts[id] > 255) {
                throw new HupaiException.BadHand(counts[id] + " copies of " + Tile.of(id) + ": a count is 0 to 4");
            }
            bytes[id] = (byte) counts[id];
        }
        return new Hand(bytes, jokersOf(jokers));
    }

    /**
     * A hand of tile ids (0 to 33, any order) and jokers.
     *
     * @param ids the tiles
     * @param jokers 0 to 255
     * @return the hand
     * @throws HupaiException.BadHand for an id out of range or more than 255 tiles
     */
    public static Hand ofIds(int[] ids, int jokers) {
        Objects.requireNonNull(ids, "ids");
        if (ids.length > 255) {
            throw new HupaiException.BadHand(ids.length + " tiles: a hand holds at most " + MAX_TILES);
        }
        byte[] bytes = new byte[Tile.KINDS];
        for (int i = 0; i < ids.length; i++) {
            if (ids[i] < 0 || ids[i] >= Tile.KINDS) {
                throw new HupaiException.BadHand("tile id " + ids[i] + " at " + i + ": ids are 0 to 33");
            }
            bytes[ids[i]]++;
        }
        return new Hand(bytes, jokersOf(jokers));
    }

    /**
     * A hand of tiles and jokers.
     *
     * @param jokers 0 to 255
     * @param tiles the tiles
     * @return the hand
     */
    public static Hand of(int jokers, Tile... tiles) {
        int[] ids = new int[tiles.length];
        for (int i = 0; i < tiles.length; i++) {
            ids[i] = tiles[i].id();
        }
        return ofIds(ids, jokers);
    }

    private static void checkLength(int length) {
        if (length != Tile.KINDS) {
            throw new HupaiException.BadArgument(length + " counts: a hand has 34, one per tile id");
        }
    }

    static int jokersOf(int jokers) {
        if (jokers < 0 || jokers > 255) {
            throw new HupaiException.BadHand(jokers + " jokers: a hand holds 0 to " + MAX_TILES);
        }
        return jokers;
    }

    /**
     * The count of a tile id.
     *
     * @param id 0 to 33
     * @return how many the hand holds
     */
    public int count(int id) {
        return counts[Tile.of(id).id()] & 0xff;
    }

    /**
     * The count of a tile.
     *
     * @param tile the tile
     * @return how many the hand holds
     */
    public int count(Tile tile) {
        return counts[tile.id()] & 0xff;
    }

    /**
     * The jokers with no kind of their own.
     *
     * @return their number
     */
    public int jokers() {
        return jokers;
    }

    /**
     * The 34 counts, indexed by tile id.
     *
     * @return a copy
     */
    public byte[] counts() {
        return counts.clone();
    }

    /**
     * The number of tiles, jokers included.
     *
     * @return the size
     */
    public int size() {
        int total = jokers;
        for (byte count : counts) {
            total += count & 0xff;
        }
        return total;
    }

    /**
     * The hand in MPSZ notation, as {@link #parse} reads it ({@code J} for each joker).
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int suit = 0; suit < 4; suit++) {
            boolean any = false;
            for (int id = suit * 9; id < Math.min(suit * 9 + 9, Tile.KINDS); id++) {
                for (int copy = 0; copy < (counts[id] & 0xff); copy++) {
                    text.append((char) ('1' + id - suit * 9));
                    any = true;
                }
            }
            if (any) {
                text.append("mpsz".charAt(suit));
            }
        }
        return text.append("J".repeat(jokers)).toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Hand && ((Hand) other).jokers == jokers && Arrays.equals(((Hand) other).counts, counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts) * 31 + jokers;
    }
}
