package hupai;

import java.util.List;

/**
 * What a win is worth by the rules' fan table (their {@code [scoring]} section), on its
 * reading worth most.
 *
 * @param legal whether the fans' total reaches the table's minimum
 * @param fans the fans counted
 * @param total the fans' total: their sum (add, double) or product (multiply)
 * @param points the points the win pays, capped
 * @param minimum the total the table asks
 * @param standIns what each joker stood for, in the reading's order
 * @param reading the reading counted (jokers' stand-ins in brackets)
 */
public record TableScore(boolean legal, List<TableFan> fans, long total, long points, long minimum,
        List<Tile> standIns, String reading) implements Scored {
    /** @return {@code "table"} */
    @Override
    public String system() {
        return "table";
    }

    /**
     * Copies the lists.
     *
     * @param legal see the record
     * @param fans see the record
     * @param total see the record
     * @param points see the record
     * @param minimum see the record
     * @param standIns see the record
     * @param reading see the record
     */
    public TableScore {
        fans = List.copyOf(fans);
        standIns = List.copyOf(standIns);
    }

    static TableScore read(long engine, Struct s) {
        TableFan[] fans = new TableFan[(int) s.number("fan_count")];
        for (int i = 0; i < fans.length; i++) {
            String name = Native.text(Native.tableFanName(engine, (int) s.number("fans", i)));
            fans[i] = new TableFan(name, s.number("fan_values", i), (int) s.number("fan_times", i));
        }
        Tile[] standIns = new Tile[(int) s.number("stand_in_count")];
        for (int i = 0; i < standIns.length; i++) {
            standIns[i] = Tile.of((int) s.number("stand_ins", i));
        }
        return new TableScore(s.number("legal") == 1, List.of(fans), s.number("total"), s.number("points"),
                s.number("minimum"), List.of(standIns), s.text("reading"));
    }
}
