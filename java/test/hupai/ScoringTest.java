package hupai;

import java.util.ArrayList;
import java.util.List;

/**
 * The scoring corpus (conformance/scoring.tsv): hands and melds as text, the hand read
 * and its red fives counted by the engine, each answer written as the corpus writes it.
 * Then a riichi and a 国标 hand scored in full.
 */
public final class ScoringTest {
    /** The corpus's words read by the library's words form ("-": none). */
    static Situation situation(String words) {
        return Situation.builder().words(words.equals("-") ? "" : words).build();
    }

    static String answer(Engine engine, String question, Situation given, String text) {
        Hand hand = engine.parseHand(text);
        Situation s = given.toBuilder().redFives(engine.redFives(text)).build();
        switch (question) {
            case "score": {
                Score r = engine.scoreRiichi(hand, s);
                return r.han() + " " + r.fu() + " " + r.redFives() + " " + r.total();
            }
            case "score_guobiao": {
                FanScore r = engine.scoreGuobiao(hand, s);
                return r.fanTotal() + " " + r.total() + " " + r.legal();
            }
            case "score_table": {
                TableScore r = engine.scoreTable(hand, s);
                return r.total() + " " + r.points() + " " + r.legal();
            }
            case "is_legal_win":
                return String.valueOf(engine.isLegalWin(hand, s));
            case "legal_waits": {
                List<String> each = new ArrayList<>();
                for (LegalWait w : engine.legalWaits(hand, s)) {
                    each.add(w.tile() + ":" + w.ron() + ":" + w.tsumo() + ":" + w.ronPoints() + ":" + w.tsumoPoints());
                }
                return Corpus.listed(each);
            }
            default:
                throw new AssertionError("unknown question " + question);
        }
    }

    @Test
    public void everyScoringCase() {
        int cases = 0;
        List<String> failures = new ArrayList<>();
        for (String[] f : Corpus.cases("scoring.tsv")) {
            String given;
            // Melds the rules refuse (red fives their wall lacks): every question refused.
            try (Engine engine = engineFor(f[0], f[1])) {
                given = answer(engine, f[2], situation(f[3]), f[4]);
            } catch (HupaiException e) {
                given = "error";
            }
            if (!given.equals(f[5])) {
                failures.add(String.join(" ", f) + ": Java gave " + given);
            }
            cases++;
        }
        Check.isTrue(failures.isEmpty(), failures.size() + " cases differ: " + failures);
        Check.isTrue(cases >= 50, "only " + cases + " scoring cases");
        System.out.println("       " + cases + " scoring cases answered as the corpus does");
    }

    private static Engine engineFor(String rules, String melds) {
        Engine engine = Engine.of(rules);
        return melds.equals("-") ? engine : engine.withMelds(melds);
    }

    @Test
    public void aRiichiHandScoredInFull() {
        try (Engine engine = Engine.of("riichi").withMelds("067s")) {
            String text = "22m340m456p456s";
            Situation s = Situation.builder().winningTile(Tile.P6).seatWind(Wind.SOUTH).tsumo(true)
                    .dora(Tile.M1).redFives(engine.redFives(text)).build();
            Score score = engine.scoreRiichi(engine.parseHand(text), s);
            Check.isTrue(score.hasYaku(), "tanyao");
            Check.equal(2, score.redFives(), "a red five in the hand and one in the called meld");
            Check.equal(List.of(new Yaku("tanyao", 1)), score.yaku(), "the yaku");
            Check.equal(5, score.han(), "tanyao 1, two dora (1m shows 2m), two red fives");
            Check.isTrue(score.total() > 0 && score.dealer() > 0 && score.nonDealer() > 0, "a tsumo pays both");
            Check.isTrue(score.split().contains("won on 6p"), score.split());
        }
    }

    @Test
    public void situationsAreValues() {
        Situation s = Situation.builder().winningTile(Tile.S6).seatWind(Wind.SOUTH).riichi(Situation.Declared.RIICHI)
                .dora(Tile.M1).redFives(0, 1, 0).honba(2).build();
        Check.equal("win=6s seat=south riichi dora=1m red_fives=0,1,0 honba=2", s.toString(), "its text");
        Check.equal(s, s.toBuilder().build(), "rebuilt");
        Check.equal(s.hashCode(), s.toBuilder().build().hashCode(), "hashed alike");
        Check.isTrue(!s.equals(s.toBuilder().tsumo(true).build()), "a tsumo differs");
        Check.equal(List.of(Tile.M1), s.dora(), "the dora");
        Check.equal(Situation.Declared.RIICHI, s.riichi(), "the riichi");
        int[] red = s.redFives();
        red[0] = 3;
        Check.equal(0, s.redFives()[0], "redFives() is a copy");
    }

    @Test
    public void northsSetAsideCountAsDoraWithThreePlayers() {
        try (Engine sanma = Engine.of("sanma")) {
            Situation kita = Situation.builder().winningTile(Tile.SOUTH).tsumo(true).kita(2).build();
            Score score = sanma.scoreRiichi(sanma.parseHand("111m999m123p11122z"), kita);
            Check.equal(9, score.han(), "two Norths set aside: two dora");
        }
    }

    @Test
    public void scoreIsTheOneDoor() {
        String[][] asks = {
            {"riichi", "22m345m456p456678s", "win=6s riichi", "riichi", "5800"},
            {"guobiao", "123456789m22p345s", "win=5s", "guobiao", "20"},
            {"sichuan", "11122233345699m", "win=9m tsumo", "table", "8"},
        };
        for (String[] ask : asks) {
            try (Engine engine = Engine.of(ask[0])) {
                Scored scored = engine.score(engine.parseHand(ask[1]), Situation.builder().words(ask[2]).build());
                Check.equal(ask[3], scored.system(), ask[0]);
                Check.isTrue(scored.legal() && !scored.reading().isEmpty(), ask[0]);
                Check.equal(Long.parseLong(ask[4]), scored.points(), ask[0] + " points");
            }
        }
        try (Engine standard = Engine.of("standard")) {
            Check.fails(HupaiException.BadRules.class,
                    () -> standard.score(Hand.parse("123m456p789s11122z"), Situation.builder().words("win=2z").build()),
                    "rules that do not score");
        }
    }

    @Test
    public void anyFieldByNameOrWordsAsTheTypedSettersSetIt() {
        try (Engine engine = Engine.of("riichi")) {
            Hand hand = engine.parseHand("22m345m456p456678s");
            Situation typed = Situation.builder().winningTile(Tile.S6).seatWind(Wind.SOUTH)
                    .riichi(Situation.Declared.RIICHI).dora(Tile.M1).riichiSticks(1).build();
            Situation named = Situation.builder().set("win", "6s").set("seat_wind", "S").set("riichi", "true")
                    .set("dora", "1m").set("sticks", "1").build();
            Situation worded = Situation.builder().words("win=6s seat=south riichi dora=1m sticks=1").build();
            Check.equal(9000L, engine.scoreRiichi(hand, typed).total(), "typed");
            Check.equal(9000L, engine.scoreRiichi(hand, named).total(), "by name");
            Check.equal(9000L, engine.scoreRiichi(hand, worded).total(), "as words");
            Check.fails(HupaiException.BadArgument.class, () -> Situation.builder().set("honab", "1").build(),
                    "a misspelt field");
            Check.fails(HupaiException.BadArgument.class, () -> Situation.builder().words("seat=up").build(),
                    "a bad value");
            Check.fails(HupaiException.BadArgument.class,
                    () -> engine.score(hand, Situation.builder().winningTile(Tile.S6).kongDiscard(true).build()),
                    "a field riichi does not count");
        }
    }

    @Test
    public void aGuobiaoHandScoredInFull() {
        try (Engine engine = Engine.of("guobiao")) {
            Situation s = Situation.builder().winningTile(Tile.P5).flowers(2).build();
            FanScore score = engine.scoreGuobiao(Hand.parse("123456789m12355p"), s);
            Check.isTrue(score.legal(), "legal");
            Check.equal("清龙", score.fans().get(0).name(), "the biggest fan first");
            Check.equal("Pure Straight", score.fans().get(0).english(), "its English name");
            Check.equal(16, score.fans().get(0).value(), "its value");
            Check.equal(score.fanTotal() + 2, score.total(), "the flowers count in the total only");
            Check.equal(8, score.minimum(), "the minimum");
            Check.equal("123m 456m 789m 123p 55p", score.reading(), "the reading");
        }
    }

    @Test
    public void aFanTableScoreNamesItsFansAndStandIns() {
        try (Engine engine = Engine.of("hongzhong")) {
            TableScore score = engine.scoreTable(engine.parseHand("123456789m123pJJ"),
                    Situation.builder().winningTile(Tile.P1).tsumo(true).build());
            Check.equal(2, score.standIns().size(), "a stand-in a joker");
            Check.isTrue(!score.fans().isEmpty() && !score.fans().get(0).name().isEmpty(), "named fans: " + score);
            Check.isTrue(score.reading().contains("["), "the stand-ins in brackets: " + score.reading());
        }
    }
}
