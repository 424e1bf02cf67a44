package hupai;

/**
 * What every score answers, whatever the rules' scoring ({@link Engine#score}): a
 * {@link Score} (riichi), a {@link FanScore} (国标) or a {@link TableScore} (a fan
 * table).
 */
public sealed interface Scored permits Score, FanScore, TableScore {
    /**
     * Whether the win may be declared: a yaku (riichi), the minimum fans (国标, a table).
     *
     * @return whether it is a legal win
     */
    boolean legal();

    /**
     * What it is worth: riichi's points paid in all, 国标's fans (flowers included), a
     * table's points.
     *
     * @return its points
     */
    long points();

    /**
     * The reading counted: its sets and pair, the wait's set marked.
     *
     * @return the reading
     */
    String reading();

    /**
     * The system that scored it.
     *
     * @return {@code "riichi"}, {@code "guobiao"} or {@code "table"}
     */
    String system();
}
