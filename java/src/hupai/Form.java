package hupai;

/**
 * A winning form, in the library's order; {@link #bit()} is its bit in {@link Forms}.
 *
 * <pre>{@code
 * Form.SEVEN_PAIRS.label();   // "seven_pairs"
 * }</pre>
 */
public enum Form {
    /** Melds and a pair. */
    STANDARD,
    /** Seven pairs. */
    SEVEN_PAIRS,
    /** Thirteen orphans. */
    THIRTEEN_ORPHANS,
    /** Seven pairs and a triplet, in 17 tiles (嚦咕嚦咕). */
    PAIRS_AND_TRIPLET,
    /** 全不靠 (国标): honours and knitted tiles. */
    HONOURS_AND_KNITTED,
    /** 七星不靠 (国标): 全不靠 with all seven honours. */
    GREATER_HONOURS_AND_KNITTED,
    /** 组合龙 (国标): a knitted straight, melds and a pair. */
    KNITTED_STRAIGHT,
    /** Eight pairs and a lone tile, in 17 tiles. */
    EIGHT_PAIRS;

    /**
     * Its bit in a forms mask.
     *
     * @return 1 for the standard form, 2 for seven pairs, ...
     */
    public int bit() {
        return 1 << ordinal();
    }

    /**
     * Its name as the library writes it: {@code "seven_pairs"}.
     *
     * @return the name
     */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
