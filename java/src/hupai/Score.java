package hupai;

import java.util.List;

/**
 * What a riichi win is worth, counted on its highest-scoring split. A winning shape
 * without a yaku has {@code hasYaku} false and pays nothing.
 *
 * @param hasYaku whether the hand has a yaku (and so may win)
 * @param yaku the yaku, in the library's order
 * @param yakuman yakuman multiples (0: none)
 * @param han han, the dora's included (0 without a yaku, and for a yakuman)
 * @param fu fu, rounded up (seven pairs 25)
 * @param dora dora held
 * @param uraDora ura-dora held
 * @param redFives red fives held
 * @param limit {@code ""}, {@code "mangan"}, {@code "haneman"}, {@code "baiman"},
 *     {@code "sanbaiman"}, {@code "kazoe yakuman"} or {@code "yakuman"}
 * @param waitShape the wait counted: {@code "two-sided"}, {@code "closed"}, {@code "edge"},
 *     {@code "dual pair"}, {@code "single"} or {@code "thirteen-sided"}
 * @param basicPoints fu × 2^(han+2), or the limit's
 * @param ron on a ron, what the discarder pays (honba included)
 * @param dealer on a non-dealer's tsumo, what the dealer pays
 * @param nonDealer on a tsumo, what each non-dealer pays
 * @param total all the winner gains, riichi sticks included
 * @param split the split and wait counted, as text
 */
public record Score(
        boolean hasYaku,
        List<Yaku> yaku,
        int yakuman,
        int han,
        int fu,
        int dora,
        int uraDora,
        int redFives,
        String limit,
        String waitShape,
        long basicPoints,
        long ron,
        long dealer,
        long nonDealer,
        long total,
        String split) implements Scored {

    /** @return whether it has a yaku ({@link #hasYaku}) */
    @Override
    public boolean legal() {
        return hasYaku;
    }

    /** @return all the winner gains ({@link #total}) */
    @Override
    public long points() {
        return total;
    }

    /** @return the split and wait counted ({@link #split}) */
    @Override
    public String reading() {
        return split;
    }

    /** @return {@code "riichi"} */
    @Override
    public String system() {
        return "riichi";
    }

    /**
     * Copies the list.
     *
     * @param hasYaku see the record
     * @param yaku see the record
     * @param yakuman see the record
     * @param han see the record
     * @param fu see the record
     * @param dora see the record
     * @param uraDora see the record
     * @param redFives see the record
     * @param limit see the record
     * @param waitShape see the record
     * @param basicPoints see the record
     * @param ron see the record
     * @param dealer see the record
     * @param nonDealer see the record
     * @param total see the record
     * @param split see the record
     */
    public Score {
        yaku = List.copyOf(yaku);
    }

    static Score read(Struct s) {
        Yaku[] yaku = new Yaku[(int) s.number("yaku_count")];
        for (int i = 0; i < yaku.length; i++) {
            int number = (int) s.number("yaku", i);
            yaku[i] = new Yaku(Native.text(Native.yakuName(number)), (int) s.number("yaku_han", i));
        }
        String limit = Native.text(Native.limitName((int) s.number("limit")));
        String wait = Native.text(Native.waitName((int) s.number("wait")));
        return new Score(s.number("has_yaku") == 1, List.of(yaku), (int) s.number("yakuman"),
                (int) s.number("han"), (int) s.number("fu"), (int) s.number("dora"), (int) s.number("ura_dora"),
                (int) s.number("red_fives"), limit, wait, s.number("basic_points"), s.number("ron"),
                s.number("dealer"), s.number("non_dealer"), s.number("total"), s.text("split"));
    }
}
