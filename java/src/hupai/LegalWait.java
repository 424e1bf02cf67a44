package hupai;

/**
 * A wait of a waiting hand and whether a win on it is legal (a yaku, or the minimum
 * fans), with what each way of winning pays.
 *
 * @param tile the tile waited on
 * @param ron whether a ron on it is legal
 * @param tsumo whether a tsumo of it is legal
 * @param ronPoints what a ron pays the winner in all (0: not legal; fans under 国标)
 * @param tsumoPoints what a tsumo pays the winner in all
 */
public record LegalWait(Tile tile, boolean ron, boolean tsumo, long ronPoints, long tsumoPoints) {}
