package hupai;

import java.util.List;

/**
 * Discard advice (何切る): a hand's own shanten and every distinct discard, best first
 * (lowest shanten after it, then most live tiles; ties in tile order, the joker last).
 *
 * @param shanten the hand's shanten: -1 when it already wins
 * @param discards the discards, best first
 */
public record DiscardAdvice(int shanten, List<Discard> discards) {
    /**
     * Copies the list.
     *
     * @param shanten the hand's shanten
     * @param discards the discards
     */
    public DiscardAdvice {
        discards = List.copyOf(discards);
    }

    /**
     * The best discard.
     *
     * @return the first of {@link #discards()}
     */
    public Discard best() {
        return discards.get(0);
    }
}
