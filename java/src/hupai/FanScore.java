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

    static FanScore read(Struct s) {
        Fan[] fans = new Fan[(int) s.number("fan_count")];
        for (int i = 0; i < fans.length; i++) {
            int number = (int) s.number("fans", i);
            fans[i] = new Fan(Native.text(Native.fanName(number, false)), Native.text(Native.fanName(number, true)),
                    Native.fanValue(number), (int) s.number("fan_times", i));
        }
        return new FanScore(s.number("legal") == 1, List.of(fans), (int) s.number("fan_total"),
                (int) s.number("total"), (int) s.number("flowers"), (int) s.number("minimum"), s.text("reading"));
    }
}
