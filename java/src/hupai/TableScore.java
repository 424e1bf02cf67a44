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

    static TableScore read(long engine, Answer a) {
        boolean legal = a.u8() == 1;
        TableFan[] fans = new TableFan[a.u8()];
        for (int i = 0; i < fans.length; i++) {
            int place = a.u8(), times = a.u8();
            fans[i] = new TableFan(Native.text(Native.tableFanName(engine, place)), a.u32(), times);
        }
        long total = a.u64(), points = a.u64(), minimum = a.u64();
        Tile[] standIns = new Tile[a.u8()];
        for (int i = 0; i < standIns.length; i++) {
            standIns[i] = Tile.of(a.u8());
        }
        return new TableScore(legal, List.of(fans), total, points, minimum, List.of(standIns), a.text());
    }
}
