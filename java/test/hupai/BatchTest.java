package hupai;

/**
 * Every batch, on this thread and the pool, against the single questions, under every
 * built-in rule set; rows from bytes, ints and hands; bad rows in their place.
 */
public final class BatchTest {
    private static final int ROWS = 600;

    private interface Single<T> {
        T ask(Hand hand);
    }

    /** The single answer, or null where the question refuses the hand. */
    private static <T> T single(Single<T> question, Hand hand) {
        try {
            return question.ask(hand);
        } catch (HupaiException.BadHand e) {
            return null;
        }
    }

    private static void agree(Object single, byte status, Object batch, String what) {
        Check.equal(single == null ? Rows.BAD_HAND : Rows.OK, status, what + ": the status");
        if (single != null) {
            Check.equal(single, batch, what);
        }
    }

    @Test
    public void everyBatchAgreesWithTheSingleQuestions() {
        for (String name : ApiTest.BUILT_IN) {
            try (Engine engine = Engine.of(name)) {
                Hand[] hands = Deals.deals(name.hashCode(), ROWS);
                Rows rows = Rows.of(hands);
                for (boolean parallel : new boolean[] {false, true}) {
                    String at = name + (parallel ? " on the pool" : " on this thread");
                    boolean[] wins = engine.isWinBatch(rows, parallel);
                    byte[] forms = new byte[ROWS], formStatus = new byte[ROWS];
                    engine.checkBatch(rows, forms, formStatus, parallel);
                    long[] waits = new long[ROWS];
                    byte[] waitStatus = new byte[ROWS];
                    engine.waitsBatch(rows, waits, waitStatus, parallel);
                    byte[] shanten = new byte[ROWS], shantenStatus = new byte[ROWS];
                    engine.shantenBatch(rows, shanten, shantenStatus, parallel);
                    UkeireBatch ukeire = engine.ukeireBatch(rows, parallel);
                    for (int i = 0; i < ROWS; i++) {
                        Hand hand = hands[i];
                        String what = at + ", row " + i + " " + hand;
                        Check.equal(engine.isWin(hand), wins[i], what + ": is_win");
                        agree(single(engine::check, hand), formStatus[i], Forms.of(forms[i]), what + ": check");
                        Waits w = single(engine::waits, hand);
                        agree(w == null ? null : w.tilesMask(), waitStatus[i], waits[i], what + ": waits");
                        agree(single(engine::shanten, hand), shantenStatus[i], (int) shanten[i], what + ": shanten");
                        agree(single(engine::ukeire, hand), ukeire.statuses()[i], ukeire.get(i), what + ": ukeire");
                        if (shantenStatus[i] == Rows.BAD_HAND) {
                            Check.equal(ShantenForms.RULED_OUT, (int) shanten[i], what + ": a bad row's shanten");
                        }
                    }
                }
            }
        }
    }

    @Test
    public void rowsFromIntsAndBytesAgree() {
        Hand[] hands = Deals.deals(7, 300);
        int[] counts = new int[hands.length * Tile.KINDS];
        int[] jokers = new int[hands.length];
        for (int i = 0; i < hands.length; i++) {
            for (int id = 0; id < Tile.KINDS; id++) {
                counts[i * Tile.KINDS + id] = hands[i].count(id);
            }
            jokers[i] = hands[i].jokers();
        }
        counts[5] = 256;
        jokers[7] = -1;
        try (Engine engine = Engine.of("standard")) {
            byte[] fromInts = new byte[hands.length], fromHands = engine.shantenBatch(Rows.of(hands), false);
            byte[] statuses = new byte[hands.length];
            engine.shantenBatch(Rows.of(counts, jokers), fromInts, statuses, false);
            Check.equal(Rows.BAD_HAND, statuses[0], "a count of 256 is a bad row");
            Check.equal(Rows.BAD_HAND, statuses[7], "-1 jokers is a bad row");
            for (int i = 0; i < hands.length; i++) {
                if (i != 0 && i != 7) {
                    Check.equal(fromHands[i], fromInts[i], "row " + i);
                }
            }
        }
    }

    @Test
    public void badRowsAnsweredInPlaceAndBatchesPastAChunk() {
        int n = 5000;
        byte[] counts = new byte[n * Tile.KINDS];
        Hand waiting = Hand.parse("123m456p789s1122z");
        for (int i = 0; i < n; i++) {
            System.arraycopy(waiting.counts(), 0, counts, i * Tile.KINDS, Tile.KINDS);
        }
        counts[4321 * Tile.KINDS + 3] = 5;
        counts[17 * Tile.KINDS + 30] = (byte) 255;
        try (Engine engine = Engine.of("riichi")) {
            Rows rows = Rows.of(counts, null);
            for (boolean parallel : new boolean[] {false, true}) {
                UkeireBatch ukeire = engine.ukeireBatch(rows, parallel);
                long[] waits = new long[n];
                byte[] statuses = new byte[n];
                engine.waitsBatch(rows, waits, statuses, parallel);
                for (int i = 0; i < n; i++) {
                    boolean bad = i == 4321 || i == 17;
                    Check.equal(bad ? Rows.BAD_HAND : Rows.OK, ukeire.statuses()[i], "ukeire row " + i);
                    Check.equal(bad ? Rows.BAD_HAND : Rows.OK, statuses[i], "waits row " + i);
                    Check.equal(bad ? 0L : TileSet.of(1L << 27 | 1L << 28).mask(), waits[i], "waits row " + i);
                    Check.equal(bad ? 0 : 4, ukeire.totalLive()[i], "live row " + i + ": two 1z, two 2z");
                }
            }
            Check.equal(0, engine.isWinBatch(Rows.of(new byte[0], new byte[0]), true).length, "no rows");
            byte[] some = new byte[3];
            engine.ukeireBatch(rows, new byte[n], null, null, null, null, false);
            engine.shantenBatch(Rows.of(new byte[0], null), some, null, false);
            Check.equal(0, (int) some[0], "an empty batch writes nothing");
        }
    }
}
