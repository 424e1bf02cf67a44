package hupai;

import java.util.Random;

/**
 * Ugly inputs through every question: all-joker, 1-tile and 17-tile hands, counts a byte
 * can barely hold, random text and random bytes. Only answers or HupaiExceptions come
 * back, never another exception or a crash.
 */
public final class UglyInputsTest {
    private static final String ALPHABET = "0123456789mpszJ ()[],x\u4e2d\u0000";

    /** Asks every question of a hand; any answer or HupaiException is fine. */
    private static int askEverything(Engine engine, Hand hand) {
        int answered = 0;
        Situation s = Situation.builder().build();
        Runnable[] questions = {
            () -> engine.isWin(hand), () -> engine.check(hand), () -> engine.waits(hand),
            () -> engine.shanten(hand), () -> engine.shantenForms(hand), () -> engine.decompositions(hand, 50),
            () -> engine.ukeire(hand), () -> engine.discards(hand), () -> engine.discardMasks(hand),
            () -> engine.score(hand, s), () -> engine.isLegalWin(hand, s), () -> engine.legalWaits(hand, s),
            () -> engine.scoreGuobiao(hand, s), () -> engine.scoreTable(hand, s), () -> LiveHand.of(hand),
            () -> engine.isWin(hand.counts(), hand.jokers()),
        };
        for (Runnable question : questions) {
            try {
                question.run();
                answered++;
            } catch (HupaiException e) {
                Check.isTrue(!e.detail().isBlank(), "an error says why");
            }
        }
        // A batch answers every row: a bad hand in its place.
        byte[] statuses = new byte[1];
        engine.ukeireBatch(Rows.of(hand), new byte[1], null, null, null, statuses, false);
        engine.checkBatch(Rows.of(hand), new byte[1], statuses, true);
        return answered;
    }

    @Test
    public void jokerHeavyAllJokerOneTileAndSeventeenTileHands() {
        String[] hands = {
            "J", "JJ", "JJJJJJJJJJJJJ", "JJJJJJJJJJJJJJ", "JJJJJJJJJJJJJJJJJ", "1m", "7z", "5m", "0p",
            "11223344556677z", "123456789m12345pJJ", "1112345678999mJ", "11112222333344m55pJ",
            "19m19p19s1234567zJJJ", "123m456p789s11122z", "J123m",
        };
        for (String name : ApiTest.BUILT_IN) {
            try (Engine engine = Engine.of(name)) {
                for (String text : hands) {
                    askEverything(engine, Hand.parse(text));
                }
            }
        }
        try (Engine engine = Engine.of("standard")) {
            Check.isTrue(engine.isWin(Hand.parse("JJJJJJJJJJJJJJ")), "14 jokers win");
            Check.equal(-1, engine.shanten(Hand.parse("JJJJJJJJJJJJJJJJJ")), "17 jokers win");
            Check.equal(34, engine.waits(Hand.parse("J")).tiles().size(), "a joker waits on anything");
        }
    }

    @Test
    public void countsAByteCanBarelyHold() {
        try (Engine engine = Engine.of("standard")) {
            for (int value : new int[] {5, 17, 127, 128, 254, 255}) {
                for (int jokers : new int[] {0, 1, 18, 255}) {
                    int[] counts = new int[Tile.KINDS];
                    counts[value % Tile.KINDS] = value;
                    Hand hand = Hand.ofCounts(counts, jokers);
                    Check.equal(0, askEverything(engine, hand), "nothing answered for " + value + " of a kind");
                }
            }
        }
    }

    @Test
    public void randomTextIsAHandOrABadHand() {
        Random random = new Random(5);
        int hands = 0;
        for (int i = 0; i < 20_000; i++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(24);
            for (int c = 0; c < length; c++) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            try {
                Hand hand = Hand.parse(text.toString());
                Check.isTrue(hand.size() <= Hand.MAX_TILES, "at most 17 tiles");
                Check.equal(hand, Hand.parse(hand.toString()), "read back");
                hands++;
            } catch (HupaiException.BadHand e) {
                Check.isTrue(!e.detail().isBlank(), "says why");
            }
        }
        Check.isTrue(hands > 100, "some text was hands: " + hands);
    }

    @Test
    public void randomRulesTextMeldsAndTableBytesAreRefusedCleanly() {
        Random random = new Random(6);
        try (Engine engine = Engine.of("riichi")) {
            for (int i = 0; i < 300; i++) {
                byte[] bytes = new byte[random.nextInt(200)];
                random.nextBytes(bytes);
                String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
                Check.fails(HupaiException.BadTables.class, () -> Engine.fromTableBytes(bytes), "random bytes");
                try {
                    Engine.fromRules(text).close();
                } catch (HupaiException.BadRules e) {
                    Check.isTrue(!e.detail().isBlank(), "says why");
                }
                try {
                    engine.withMelds(text.replace('\0', ' ')).close();
                } catch (HupaiException.BadArgument | HupaiException.BadRules e) {
                    Check.isTrue(!e.detail().isBlank(), "says why");
                }
            }
        }
    }
}
