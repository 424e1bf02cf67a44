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
    // Set by the JNI layer in place (SetLongField): not final.
    long tiles;
    long exhausted;

    Waits() {}

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
