package hupai;

/**
 * One discard of a hand of 3n+2 tiles and what the hand then accepts.
 *
 * @param tile the tile let go; null for a joker with no kind ({@code J})
 * @param ukeire what the hand accepts after it (its shanten: the shanten after the discard)
 */
public record Discard(Tile tile, Ukeire ukeire) {
    /**
     * Whether the discard is a joker with no kind of its own.
     *
     * @return true for {@code J}
     */
    public boolean isJoker() {
        return tile == null;
    }

    /**
     * The discarded tile's name, or {@code "J"}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return tile == null ? "J" : tile.toString();
    }
}
