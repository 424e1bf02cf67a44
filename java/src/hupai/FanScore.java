package hupai;

import java.util.List;

/**
 * What a 国标 win is worth, on the reading worth most.
 *
 * @param legal whether the fans without flowers reach the minimum
 * @param fans the fans, highest value first
 * @param fanTotal the fans without flowers: what the minimum is counted on
 * @param total all fans, flowers included
 * @param flowers flowers held
 * @param minimum the minimum the rules ask (8)
 * @param reading the reading counted (its sets and pair, or the form's name)
 */
public record FanScore(boolean legal, List<Fan> fans, int fanTotal, int total, int flowers, int minimum,
        String reading) implements Scored {
    /** @return all fans, flowers included ({@link #total}) */
    @Override
    public long points() {
        return total;
    }

    /** @return {@code "guobiao"} */
    @Override
    public String system() {
        return "guobiao";
    }

    /**
     * Copies the list.
     *
     * @param legal see the record
     * @param fans see the record
     * @param fanTotal see the record
     * @param total see the record
     * @param flowers see the record
     * @param minimum see the record
     * @param reading see the record
     */
    public FanScore {
        fans = List.copyOf(fans);
    }

    static FanScore read(Answer a) {
        boolean legal = a.u8() == 1;
        Fan[] fans = new Fan[a.u8()];
        for (int i = 0; i < fans.length; i++) {
            int number = a.u8();
            fans[i] = new Fan(Native.text(Native.fanName(number, false)), Native.text(Native.fanName(number, true)),
                    Native.fanValue(number), a.u8());
        }
        int fanTotal = (int) a.u32(), total = (int) a.u32(), flowers = a.u8(), minimum = a.u8();
        return new FanScore(legal, List.of(fans), fanTotal, total, flowers, minimum, a.text());
    }
}
