package hupai;

/**
 * A seat's or the round's wind; East is the dealer's seat.
 *
 * <pre>{@code
 * Wind.parse("south") == Wind.SOUTH;   // also "s", "2z", any case
 * }</pre>
 */
public enum Wind {
    /** East: the dealer's seat. */
    EAST,
    /** South. */
    SOUTH,
    /** West. */
    WEST,
    /** North. */
    NORTH;

    /**
     * Reads a wind as the command line does: {@code "east"}, {@code "e"}, {@code "1z"}, any
     * case, spaces around ignored.
     *
     * @param text the text
     * @return its wind
     * @throws HupaiException.BadArgument for anything else
     */
    public static Wind parse(String text) {
        java.util.Objects.requireNonNull(text, "text");
        int wind = Native.windParse(Native.cString(text, HupaiException.Kind.BAD_ARGUMENT));
        if (wind < 0) {
            throw HupaiException.ofStatus(-wind);
        }
        return values()[wind];
    }
}
