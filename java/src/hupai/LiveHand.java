package hupai;

import java.util.Arrays;

/**
 * A hand kept through a game (a player's hand on a server): {@link #draw} and
 * {@link #discard} update it in a few operations, and the engine's
 * {@link Engine#isWin(LiveHand)}, {@link Engine#check(LiveHand)} and
 * {@link Engine#waits(LiveHand)} judge it with the table lookups alone. Mutable: one
 * thread at a time; {@link #copy()} for another.
 *
 * <pre>{@code
 * LiveHand live = LiveHand.of(Hand.parse("123m456p789s1122z"));
 * live.draw(Tile.SOUTH);
 * engine.isWin(live);       // true
 * live.discard(Tile.EAST);
 * }</pre>
 */
public final class LiveHand {
    // The library's HupaiLiveHand: 12 words, hupai's own.
    final long[] words;

    private LiveHand(long[] words) {
        this.words = words;
    }

    /**
     * Keeps a hand.
     *
     * @param hand the hand
     * @return a kept hand
     * @throws HupaiException.BadHand for counts that are no hand
     */
    public static LiveHand of(Hand hand) {
        long[] words = new long[12];
        check(Native.liveNew(hand.w0, hand.w1, hand.w2, hand.w3, hand.w4, words));
        return new LiveHand(words);
    }

    private static void check(int status) {
        if (status != 0) {
            throw HupaiException.ofStatus(status);
        }
    }

    /**
     * Adds a tile. A fifth copy or an 18th tile is an error, the hand unchanged.
     *
     * @param tile the tile drawn
     * @throws HupaiException.BadHand when the hand cannot take it
     */
    public void draw(Tile tile) {
        check(Native.liveMove(words, tile.id(), true));
    }

    /**
     * Adds a joker with no kind of its own.
     *
     * @throws HupaiException.BadHand when the hand cannot take it
     */
    public void drawJoker() {
        check(Native.liveMove(words, 255, true));
    }

    /**
     * Takes a tile out.
     *
     * @param tile the tile let go
     * @throws HupaiException.BadHand when the hand does not hold it
     */
    public void discard(Tile tile) {
        check(Native.liveMove(words, tile.id(), false));
    }

    /**
     * Takes a joker with no kind out.
     *
     * @throws HupaiException.BadHand when the hand holds none
     */
    public void discardJoker() {
        check(Native.liveMove(words, 255, false));
    }

    /**
     * The hand kept.
     *
     * @return it as a hand
     */
    public Hand hand() {
        byte[] into = new byte[Tile.KINDS + 1];
        check(Native.liveCounts(words, into));
        return Hand.ofCounts(Arrays.copyOf(into, Tile.KINDS), into[Tile.KINDS] & 0xff);
    }

    /**
     * Another kept hand holding the same tiles, changed apart from this one.
     *
     * @return the copy
     */
    public LiveHand copy() {
        return new LiveHand(words.clone());
    }

    /**
     * The kept hand in MPSZ notation.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return hand().toString();
    }

    /** Two kept hands are equal when they hold the same tiles. */
    @Override
    public boolean equals(Object other) {
        return other instanceof LiveHand && Arrays.equals(((LiveHand) other).words, words);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(words);
    }
}
