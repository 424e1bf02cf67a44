package hupai;

import java.util.Objects;

/**
 * Hands for the batch questions: rows of 34 counts (by tile id) one after another, and a
 * joker count a row. Made over a {@code byte[]} without copying it (a server's buffer is
 * read in place), or from an {@code int[]} or {@link Hand}s with one copy a batch —
 * never an object a hand.
 *
 * <pre>{@code
 * byte[] counts = new byte[n * 34];   // row i at i * 34
 * byte[] jokers = new byte[n];
 * boolean[] wins = engine.isWinBatch(Rows.of(counts, jokers), false);
 * }</pre>
 *
 * A row that is no hand (a count above four, 18 tiles) is answered as a bad hand in its
 * place ({@link #BAD_HAND} in the statuses); it never stops the others.
 */
public final class Rows {
    /** A row's status when it was answered. */
    public static final byte OK = 0;
    /** A row's status when it is no hand, or one the rules do not play. */
    public static final byte BAD_HAND = 2;

    final byte[] counts;
    final byte[] jokers;
    final int size;

    private Rows(byte[] counts, byte[] jokers) {
        this.counts = counts;
        this.size = counts.length / Tile.KINDS;
        this.jokers = jokers == null ? new byte[size] : jokers;
    }

    /**
     * Rows over the arrays themselves (not copied: do not change them during a batch).
     *
     * @param counts 34 counts a row (each 0 to 255 read unsigned)
     * @param jokers one count a row (0 to 255 unsigned), or null for none
     * @return the rows
     * @throws HupaiException.BadArgument when the counts are not whole rows or the jokers
     *     not one a row
     */
    public static Rows of(byte[] counts, byte[] jokers) {
        Objects.requireNonNull(counts, "counts");
        checkShape(counts.length, jokers == null ? -1 : jokers.length);
        return new Rows(counts, jokers);
    }

    /**
     * Rows copied from ints. A value outside 0 to 255 makes its row a bad hand.
     *
     * @param counts 34 counts a row
     * @param jokers one count a row, or null for none
     * @return the rows
     * @throws HupaiException.BadArgument when the counts are not whole rows or the jokers
     *     not one a row
     */
    public static Rows of(int[] counts, int[] jokers) {
        Objects.requireNonNull(counts, "counts");
        checkShape(counts.length, jokers == null ? -1 : jokers.length);
        return new Rows(narrow(counts), jokers == null ? null : narrow(jokers));
    }

    /**
     * Rows copied from hands.
     *
     * @param hands the hands
     * @return the rows
     */
    public static Rows of(Hand... hands) {
        byte[] counts = new byte[hands.length * Tile.KINDS];
        byte[] jokers = new byte[hands.length];
        for (int i = 0; i < hands.length; i++) {
            System.arraycopy(hands[i].counts, 0, counts, i * Tile.KINDS, Tile.KINDS);
            jokers[i] = (byte) hands[i].jokers;
        }
        return new Rows(counts, jokers);
    }

    private static void checkShape(int counts, int jokers) {
        if (counts % Tile.KINDS != 0) {
            throw new HupaiException.BadArgument(counts + " counts are not rows of 34");
        }
        if (jokers >= 0 && jokers != counts / Tile.KINDS) {
            throw new HupaiException.BadArgument(jokers + " joker counts for " + counts / Tile.KINDS + " rows");
        }
    }

    // 255 (more than any hand holds) for a value a byte cannot hold: its row is a bad hand.
    private static byte[] narrow(int[] values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) (values[i] >= 0 && values[i] <= 255 ? values[i] : 255);
        }
        return bytes;
    }

    /**
     * The number of rows.
     *
     * @return the hands held
     */
    public int size() {
        return size;
    }

    /** An output array's length checked against the rows. */
    void fits(String what, int length) {
        if (length < size) {
            throw new HupaiException.BadArgument(what + " holds " + length + " answers for " + size + " rows");
        }
    }
}
