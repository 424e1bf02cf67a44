package hupai;

/**
 * What a batch of hands of 3n+1 tiles accepts, in arrays a row each (see
 * {@link Engine#ukeireBatch(Rows, boolean)}): no object a hand until {@link #get} makes
 * one.
 *
 * @param shanten each row's shanten ({@link ShantenForms#RULED_OUT} for a bad hand)
 * @param accepted each row's accepted kinds, bit {@code id} each
 * @param totalLive each row's live copies of every accepted kind together
 * @param live 34 live counts a row, row i at i * 34
 * @param statuses each row's {@link Rows#OK} or {@link Rows#BAD_HAND}
 */
public record UkeireBatch(byte[] shanten, long[] accepted, int[] totalLive, byte[] live, byte[] statuses) {
    /**
     * The rows answered.
     *
     * @return the count
     */
    public int size() {
        return shanten.length;
    }

    /**
     * Row i's answer as an object.
     *
     * @param i the row
     * @return its answer
     */
    public Ukeire get(int i) {
        byte[] row = java.util.Arrays.copyOfRange(live, i * Tile.KINDS, (i + 1) * Tile.KINDS);
        return new Ukeire(shanten[i], accepted[i], totalLive[i], row);
    }
}
