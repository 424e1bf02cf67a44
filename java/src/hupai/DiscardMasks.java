package hupai;

/**
 * Which discards of a hand of 3n+2 tiles keep it as near a win as any discard can, and
 * which take it further; {@link TileSet#hasJoker()} for a joker.
 *
 * @param shanten the hand's own shanten: -1 when it already wins
 * @param keep the discards that keep it as near a win as any can
 * @param raise the other discards held
 */
public record DiscardMasks(int shanten, TileSet keep, TileSet raise) {}
