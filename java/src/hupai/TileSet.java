package hupai;

import java.util.ArrayList;
import java.util.List;

/**
 * A set of tile kinds: bit {@code id} for each, bit {@link #JOKER_BIT} a joker (in discard
 * masks). Immutable.
 *
 * <pre>{@code
 * TileSet waits = engine.waits(Hand.parse("1112345678999m")).tiles();
 * waits.size();                 // 9
 * waits.has(Tile.M5);           // true
 * waits.toString();             // "1m 2m 3m 4m 5m 6m 7m 8m 9m"
 * }</pre>
 */
public final class TileSet {
    /** The bit of a discard mask that stands for a joker with no kind. */
    public static final int JOKER_BIT = 34;

    private static final long TILE_BITS = (1L << Tile.KINDS) - 1;

    private final long mask;

    private TileSet(long mask) {
        this.mask = mask;
    }

    /**
     * The set of a mask as the C library writes one.
     *
     * @param mask bit {@code id} for each tile, bit 34 a joker
     * @return the set
     */
    public static TileSet of(long mask) {
        return new TileSet(mask);
    }

    /**
     * The mask: bit {@code id} for each tile.
     *
     * @return the bits
     */
    public long mask() {
        return mask;
    }

    /**
     * Whether the set holds a tile.
     *
     * @param tile the tile
     * @return true when its bit is set
     */
    public boolean has(Tile tile) {
        return (mask >>> tile.id() & 1) == 1;
    }

    /**
     * Whether a discard mask holds the joker.
     *
     * @return true when bit 34 is set
     */
    public boolean hasJoker() {
        return (mask >>> JOKER_BIT & 1) == 1;
    }

    /**
     * How many tiles, the joker left out.
     *
     * @return the count
     */
    public int size() {
        return Long.bitCount(mask & TILE_BITS);
    }

    /**
     * Whether it holds nothing (not even the joker).
     *
     * @return true for no bits
     */
    public boolean isEmpty() {
        return mask == 0;
    }

    /**
     * The tiles in id order, the joker left out.
     *
     * @return a new list
     */
    public List<Tile> tiles() {
        List<Tile> tiles = new ArrayList<>(size());
        for (long rest = mask & TILE_BITS; rest != 0; rest &= rest - 1) {
            tiles.add(Tile.of(Long.numberOfTrailingZeros(rest)));
        }
        return tiles;
    }

    /**
     * The tiles' names, and {@code J} for the joker bit, separated by spaces.
     *
     * @return the names; empty for an empty set
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Tile tile : tiles()) {
            text.append(text.length() == 0 ? "" : " ").append(tile);
        }
        if (hasJoker()) {
            text.append(text.length() == 0 ? "J" : " J");
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof TileSet && ((TileSet) other).mask == mask;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(mask);
    }
}
