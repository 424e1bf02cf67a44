package hupai;

import java.nio.file.Path;

/** Every error: its kind, and a message that says what was wrong. */
public final class ErrorsTest {
    private static final Hand WIN = Hand.parse("123m456p789s11122z");
    private static final Hand WAITING = Hand.parse("123m456p789s1122z");
    private static final Situation NOTHING = Situation.builder().build();

    @Test
    public void badHands() {
        Check.fails(HupaiException.BadHand.class, () -> Hand.parse("123x"), "an unknown letter");
        HupaiException e = Check.fails(HupaiException.BadHand.class, () -> Hand.parse("11111m"), "a fifth copy");
        Check.isTrue(e.getMessage().startsWith("bad hand: "), e.getMessage());
        Check.fails(HupaiException.BadHand.class, () -> Hand.parse("123456789m123456789p"), "18 tiles");
        Check.fails(HupaiException.BadHand.class, () -> Hand.parse("12"), "digits without a suit");
        Check.fails(HupaiException.BadHand.class, () -> Hand.parse("1m\u00002m"), "a NUL");
        Check.fails(HupaiException.BadHand.class, () -> Hand.ofIds(new int[] {34}, 0), "an id out of range");
        Check.fails(HupaiException.BadHand.class, () -> Hand.ofIds(new int[] {-1}, 0), "a negative id");
        Check.fails(HupaiException.BadHand.class, () -> Hand.ofCounts(new byte[34], 256), "256 jokers");
        Check.fails(HupaiException.BadHand.class, () -> Hand.ofCounts(new byte[34], -1), "-1 jokers");
        int[] counts = new int[34];
        counts[5] = 300;
        Check.fails(HupaiException.BadHand.class, () -> Hand.ofCounts(counts, 0), "a count of 300");
        try (Engine engine = Engine.of("standard")) {
            Check.fails(HupaiException.BadHand.class, () -> engine.check(WAITING), "check of 13 tiles");
            Check.fails(HupaiException.BadHand.class, () -> engine.waits(WIN), "waits of 14 tiles");
            Check.fails(HupaiException.BadHand.class, () -> engine.ukeire(WIN), "ukeire of 14 tiles");
            Check.fails(HupaiException.BadHand.class, () -> engine.discards(WAITING), "discards of 13");
            Check.fails(HupaiException.BadHand.class, () -> engine.discardMasks(WAITING), "masks of 13");
            Check.fails(HupaiException.BadHand.class, () -> engine.shanten(Hand.parse("123m")), "shanten of 3 tiles");
            Hand five = Hand.ofCounts(new int[] {5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0);
            Check.fails(HupaiException.BadHand.class, () -> engine.isWin(five), "is_win of five of a kind");
            Check.fails(HupaiException.BadHand.class, () -> LiveHand.of(five), "a kept five of a kind");
            Check.fails(HupaiException.BadHand.class,
                    () -> engine.ukeire(WAITING, Hand.parse("1111z")), "seen tiles making a fifth copy");
            Check.isTrue(!engine.isWin(Hand.parse("123m")), "is_win of a size the rules do not play: no win");
        }
    }

    @Test
    public void badRules() {
        Check.fails(HupaiException.BadRules.class, () -> Engine.of("no-such-rules"), "an unknown name");
        HupaiException e = Check.fails(HupaiException.BadRules.class,
                () -> Engine.fromRules("[forms]\nstandard = 3\n"), "rules text that cannot be used");
        Check.isTrue(e.detail().length() > 10, e.detail());
        Check.fails(HupaiException.BadRules.class, () -> Engine.fromRules("not toml ["), "not TOML");
        Check.fails(HupaiException.BadRules.class, () -> Engine.fromRulesFile(Path.of("no/such/file.toml")),
                "a missing file");
        Check.fails(HupaiException.BadRules.class, () -> Engine.of("riich\u0000i"), "a NUL in a name");
        try (Engine sanma = Engine.of("sanma"); Engine standard = Engine.of("standard");
                Engine guobiao = Engine.of("guobiao")) {
            Check.fails(HupaiException.BadRules.class, () -> sanma.withJokerKinds(Tile.RED), "sanma plays no jokers");
            Check.fails(HupaiException.BadRules.class, () -> standard.withMelds("1111m,1111m"), "a fifth copy melded");
            Check.fails(HupaiException.BadRules.class, () -> standard.score(WIN, NOTHING), "no [riichi] section");
            Check.fails(HupaiException.BadRules.class, () -> standard.scoreGuobiao(WIN, NOTHING), "no [guobiao]");
            Check.fails(HupaiException.BadRules.class, () -> guobiao.scoreTable(WIN, NOTHING), "no [scoring]");
        }
    }

    @Test
    public void badTables() {
        Check.fails(HupaiException.BadTables.class, () -> Engine.fromTableBytes(new byte[0]), "no bytes");
        Check.fails(HupaiException.BadTables.class, () -> Engine.fromTableBytes("HUPAI not a table".getBytes()),
                "bytes that are no table");
        Check.fails(HupaiException.BadTables.class, () -> Engine.fromTableFile(Path.of("no/such/file.hupai")),
                "a missing file");
    }

    @Test
    public void badArguments() {
        Check.fails(HupaiException.BadArgument.class, () -> Tile.of(34), "tile 34");
        Check.fails(HupaiException.BadArgument.class, () -> Tile.of(-1), "tile -1");
        Check.fails(HupaiException.BadArgument.class, () -> Tile.parse("123m"), "three tiles");
        Check.fails(HupaiException.BadArgument.class, () -> Tile.parse("J"), "a joker");
        Check.fails(HupaiException.BadArgument.class, () -> Hand.ofCounts(new byte[33], 0), "33 counts");
        Check.fails(HupaiException.BadArgument.class, () -> Wind.parse("up"), "no wind");
        Check.equal(Wind.WEST, Wind.parse(" 3Z "), "a wind as 3z");
        Check.fails(HupaiException.BadArgument.class,
                () -> Situation.builder().dora(Tile.M1, Tile.M1, Tile.M1, Tile.M1, Tile.M1, Tile.M1).build(), "6 dora");
        Check.fails(HupaiException.BadArgument.class, () -> Situation.builder().honba(256).build(), "256 honba");
        Check.fails(HupaiException.BadArgument.class, () -> Situation.builder().redFives(1, 1), "two suits");
        Check.fails(HupaiException.BadArgument.class, () -> Rows.of(new byte[35], null), "35 counts");
        Check.fails(HupaiException.BadArgument.class, () -> Rows.of(new byte[68], new byte[1]), "1 joker count, 2 rows");
        try (Engine engine = Engine.of("riichi")) {
            Check.fails(HupaiException.BadArgument.class, () -> engine.decompositions(WIN, -1), "a negative limit");
            Check.fails(HupaiException.BadArgument.class, () -> engine.withMelds("xyz"), "melds that are no melds");
            Check.fails(HupaiException.BadArgument.class, () -> engine.isWin(new byte[10], 0), "10 counts");
            Check.fails(HupaiException.BadArgument.class, () -> engine.ukeire(WAITING, Hand.parse("J")), "a seen joker");
            Check.fails(HupaiException.BadArgument.class, () -> engine.redFives("0m\u0000"), "a NUL");
            Situation ippatsu = Situation.builder().winningTile(Tile.EAST).ippatsu(true).build();
            Check.fails(HupaiException.BadArgument.class, () -> engine.score(WIN, ippatsu), "ippatsu without riichi");
            Situation notHeld = Situation.builder().winningTile(Tile.RED).build();
            Check.fails(HupaiException.BadArgument.class, () -> engine.score(WIN, notHeld), "a winning tile not held");
            // A legal win is the score's verdict: what the score refuses, refused alike.
            Check.fails(HupaiException.BadArgument.class, () -> engine.isLegalWin(WIN, notHeld),
                    "is_legal_win of a winning tile not held");
            Rows two = Rows.of(new byte[68], null);
            Check.fails(HupaiException.BadArgument.class, () -> engine.isWinBatch(two, new boolean[1], false),
                    "a short answers array");
            Check.fails(HupaiException.BadArgument.class, () -> engine.shantenBatch(two, new byte[2], new byte[1], true),
                    "a short statuses array");
            Check.fails(HupaiException.BadArgument.class,
                    () -> engine.ukeireBatch(two, new byte[2], null, null, new byte[67], null, false), "short live");
        }
    }

    @Test
    public void closedEnginesRefuseEveryCall() {
        Engine engine = Engine.of("riichi");
        LiveHand live = LiveHand.of(WAITING);
        Rows rows = Rows.of(WIN);
        engine.close();
        engine.close();
        Check.isTrue(engine.isClosed(), "closed");
        Check.equal("Engine(riichi, closed)", engine.toString(), "says so");
        Runnable[] calls = {
            () -> engine.isWin(WIN), () -> engine.isWin(WIN.counts(), 0), () -> engine.check(WIN),
            () -> engine.waits(WAITING), () -> engine.shanten(WIN), () -> engine.shantenForms(WIN),
            () -> engine.decompositions(WIN, 5), () -> engine.ukeire(WAITING), () -> engine.discards(WIN),
            () -> engine.discardMasks(WIN), () -> engine.isWin(live), () -> engine.waits(live),
            () -> engine.check(live), () -> engine.parseHand("1m"), () -> engine.redFives("0m"),
            () -> engine.score(WIN, NOTHING), () -> engine.isLegalWin(WIN, NOTHING),
            () -> engine.legalWaits(WAITING, NOTHING), () -> engine.scoreGuobiao(WIN, NOTHING),
            () -> engine.scoreTable(WIN, NOTHING), () -> engine.isWinBatch(rows, false),
            () -> engine.checkBatch(rows, true), () -> engine.waitsBatch(rows, false),
            () -> engine.shantenBatch(rows, false), () -> engine.ukeireBatch(rows, false),
            () -> engine.withMelds("111m"), () -> engine.withJokerKinds(Tile.RED), engine::prepareHints,
        };
        for (Runnable call : calls) {
            HupaiException e = Check.fails(HupaiException.Closed.class, call, "a call after close");
            Check.equal(HupaiException.Kind.CLOSED, e.kind(), "its kind");
        }
    }

    @Test
    public void nullsAreTheJdksNullPointerException() {
        try (Engine engine = Engine.of("standard")) {
            Check.fails(NullPointerException.class, () -> Hand.parse(null), "a null text");
            Check.fails(NullPointerException.class, () -> Engine.of(null), "a null name");
            Check.fails(NullPointerException.class, () -> engine.isWin((Hand) null), "a null hand");
            Check.fails(NullPointerException.class, () -> engine.withMelds(null), "null melds");
            Check.fails(NullPointerException.class, () -> Situation.builder().winningTile(null), "a null tile");
            Check.fails(NullPointerException.class, () -> engine.isWinBatch(null, false), "null rows");
        }
    }

    @Test
    public void kindsMatchTheirClasses() {
        for (HupaiException.Kind kind : HupaiException.Kind.values()) {
            HupaiException e = HupaiException.of(kind, "why");
            Check.equal(kind, e.kind(), "the kind");
            Check.isTrue(e.getClass().getSimpleName().equalsIgnoreCase(kind.name().replace("_", "")), e.getClass() + "");
            Check.equal("why", e.detail(), "the detail");
        }
    }
}
