package hupai;

/**
 * What completes a hand of 3n+1 tiles (听牌): the kinds whose draw wins, and those of them
 * the hand (with its melds) already holds four of — waits no draw can bring.
 *
 * <pre>{@code
 * Waits waits = engine.waits(Hand.parse("1112345678999m"));
 * waits.tiles().size();        // 9: the nine gates
 * waits.exhausted().isEmpty(); // true
 * }</pre>
 */
public final class Waits {
    private final long tiles;
    private final long exhausted;

    private Waits(long tiles, long exhausted) {
        this.tiles = tiles;
        this.exhausted = exhausted;
    }

    /**
     * Whether the JNI layer's word (native/hupai_jni.c, waits_answer) left the exhausted
     * waits to be asked apart: bit 61, more than its four ids hold.
     */
    static boolean exhaustedApart(long word) {
        return word >= 0 && (word >>> 61 & 1) == 1;
    }

    /**
     * The waits of the JNI layer's word: the waits in bits 0-33, how many are exhausted
     * in bits 34-36 and their ids in bits 37-60 (or, with bit 61, {@code exhausted} asked
     * apart: a mask, or a status negated); bit 63 on an error, the status in the low byte.
     */
    static Waits of(long word, long exhausted) {
        if (word < 0) {
            throw HupaiException.ofStatus((int) (word & 0xff));
        }
        if (exhaustedApart(word)) {
            if (exhausted < 0) {
                throw HupaiException.ofStatus((int) -exhausted);
            }
            return new Waits(word & (1L << Tile.KINDS) - 1, exhausted);
        }
        long held = 0;
        for (int i = 0; i < (int) (word >>> 34 & 7); i++) {
            held |= 1L << (word >>> (37 + 6 * i) & 63);
        }
        return new Waits(word & (1L << Tile.KINDS) - 1, held);
    }

    /**
     * The kinds whose draw wins.
     *
     * @return the set
     */
    public TileSet tiles() {
        return TileSet.of(tiles);
    }

    /**
     * The waits whose four copies the hand and its melds hold.
     *
     * @return the set, within {@link #tiles()}
     */
    public TileSet exhausted() {
        return TileSet.of(exhausted);
    }

    /**
     * The waits' mask: bit {@code id} for each kind (no set made).
     *
     * @return the bits
     */
    public long tilesMask() {
        return tiles;
    }

    /**
     * Whether the hand waits on anything.
     *
     * @return true when a draw can complete it
     */
    public boolean isWaiting() {
        return tiles != 0;
    }

    /**
     * {@code "1m 4m | -"}: the waits, then the exhausted ones ({@code -} for none).
     *
     * @return the text
     */
    @Override
    public String toString() {
        String waits = tiles().toString();
        String gone = exhausted().toString();
        return (waits.isEmpty() ? "-" : waits) + " | " + (gone.isEmpty() ? "-" : gone);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Waits && ((Waits) other).tiles == tiles && ((Waits) other).exhausted == exhausted;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(tiles) * 31 + Long.hashCode(exhausted);
    }
}
