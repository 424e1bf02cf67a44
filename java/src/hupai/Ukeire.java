package hupai;

import java.util.Arrays;

/**
 * What a hand of 3n+1 tiles accepts (有效牌): its shanten, the kinds whose draw lowers
 * it, and the live copies of each (4 less those held and seen).
 *
 * <pre>{@code
 * Ukeire u = engine.ukeire(Hand.parse("123m456p789s11z23s"));
 * u.accepted();        // 1s 4s
 * u.live(Tile.S4);     // 4
 * u.totalLive();       // 8
 * }</pre>
 */
public final class Ukeire {
    private final int shanten;
    private final long accepted;
    private final int totalLive;
    private final byte[] live;

    Ukeire(int shanten, long accepted, int totalLive, byte[] live) {
        this.shanten = shanten;
        this.accepted = accepted;
        this.totalLive = totalLive;
        this.live = live;
    }

    static Ukeire read(Struct u) {
        return new Ukeire((int) u.number("shanten"), u.number("accepted"), (int) u.number("total_live"),
                u.bytes("live"));
    }

    /**
     * The hand's shanten (0 or more: a hand of 3n+1 tiles never wins).
     *
     * @return the shanten
     */
    public int shanten() {
        return shanten;
    }

    /**
     * The kinds whose draw lowers the shanten.
     *
     * @return the set
     */
    public TileSet accepted() {
        return TileSet.of(accepted);
    }

    /**
     * The live copies of an accepted kind (0 for one not accepted).
     *
     * @param tile the kind
     * @return its copies
     */
    public int live(Tile tile) {
        return live[tile.id()] & 0xff;
    }

    /**
     * The live copies of every accepted kind together.
     *
     * @return the total
     */
    public int totalLive() {
        return totalLive;
    }

    /**
     * {@code "0 | 1s:4 4s:4"}: the shanten, then each accepted kind with its live copies.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append(shanten).append(" |");
        for (Tile tile : accepted().tiles()) {
            text.append(' ').append(tile).append(':').append(live(tile));
        }
        return accepted == 0 ? text.append(" -").toString() : text.toString();
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Ukeire)) {
            return false;
        }
        Ukeire that = (Ukeire) other;
        return that.shanten == shanten && that.accepted == accepted && that.totalLive == totalLive
                && Arrays.equals(that.live, live);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(accepted) * 31 + shanten * 7 + totalLive;
    }
}
