package hupai;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The API's values, factories and kept hands, one at a time. */
public final class ApiTest {
    static final String[] BUILT_IN = {
        "changsha", "guobiao", "hongzhong", "riichi", "sanma", "sichuan", "standard", "strict-jokers", "taiwan",
        "wind-runs", "zhuanzhuan-8-reds",
    };

    static Path tables() {
        return Corpus.dir().resolveSibling("tables");
    }

    @Test
    public void theReadmeShowsTheExampleAsItIsAndTheJarItsVersion() throws Exception {
        Path java = Corpus.dir().resolveSibling("java");
        String example = Files.readString(java.resolve("examples/Example.java"));
        Check.isTrue(Files.readString(java.resolve("README.md")).contains("\n```java\n" + example + "```\n"),
                "java/README.md shows examples/Example.java as it is");
        // The tests share the package, so read the jar's own manifest, not the package's.
        java.net.JarURLConnection jar = (java.net.JarURLConnection) Engine.class.getResource("Engine.class")
                .openConnection();
        Check.equal(Engine.version(), jar.getManifest().getMainAttributes().getValue("Implementation-Version"),
                "the jar's version (java/manifest.txt) is the library's");
    }

    @Test
    public void tilesByIdNameAndParse() {
        for (int id = 0; id < Tile.KINDS; id++) {
            Tile tile = Tile.of(id);
            Check.equal(id, tile.id(), "the id");
            Check.equal(tile, Tile.parse(tile.toString()), "a name read back");
        }
        Check.equal("1z", Tile.EAST.toString(), "East");
        Check.equal("7z", Tile.RED.toString(), "Red");
        Check.equal(Tile.M5, Tile.parse("0m"), "a red five is a five");
    }

    @Test
    public void tileSetsAndForms() {
        TileSet set = TileSet.of(1L | 1L << 33 | 1L << TileSet.JOKER_BIT);
        Check.equal(List.of(Tile.M1, Tile.RED), set.tiles(), "the tiles");
        Check.equal("1m 7z J", set.toString(), "the names");
        Check.isTrue(set.hasJoker() && set.has(Tile.RED) && !set.has(Tile.M2), "has");
        Check.equal(2, set.size(), "the joker is not a tile");
        Check.equal("", TileSet.of(0).toString(), "empty");
        Forms forms = Forms.of(Form.STANDARD.bit() | Form.EIGHT_PAIRS.bit());
        Check.equal("standard+eight_pairs", forms.toString(), "forms");
        Check.equal(Forms.of((byte) 0x81), forms, "a batch's byte read unsigned");
        Check.equal("none", Forms.of(0).toString(), "no forms");
        Check.isTrue(!Forms.of(0).isWin(), "no win");
    }

    @Test
    public void handsReadWrittenAndCompared() {
        Hand hand = Hand.parse("123m406p789s11122zJ");
        Check.equal("123m456p789s11122zJ", hand.toString(), "written back (a red five is a five)");
        Check.equal(15, hand.size(), "the size");
        Check.equal(1, hand.jokers(), "the jokers");
        Check.equal(3, hand.count(Tile.EAST), "a count");
        Check.equal(hand, Hand.parse(hand.toString()), "read back");
        Check.equal(hand.hashCode(), Hand.parse(hand.toString()).hashCode(), "hashed alike");
        Check.equal(Hand.parse("123mJ"), Hand.ofIds(new int[] {2, 0, 1}, 1), "from ids");
        Check.equal(Hand.parse("123mJ"), Hand.of(1, Tile.M1, Tile.M2, Tile.M3), "from tiles");
        byte[] counts = hand.counts();
        counts[0] = 4;
        Check.equal(1, hand.count(Tile.M1), "counts() is a copy");
        Check.equal(Hand.parse("1111m"), Hand.ofCounts(new int[] {4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, 0), "from int counts");
        Check.fails(HupaiException.BadHand.class, () -> Hand.parse(""), "no tile is no hand");
    }

    @Test
    public void everyBuiltInRuleSet() {
        for (String name : BUILT_IN) {
            try (Engine engine = Engine.of(name)) {
                Check.equal("Engine(" + name + ")", engine.toString(), "its name");
                // Every set plays 1m, 4p-9p and 1s-9s; Taiwan plays 16 or 17 tiles.
                String hand = name.equals("taiwan") ? "11m456p789s123s55p789s" : "11m456p789s123s55p";
                Check.isTrue(engine.shanten(Hand.parse(hand)) >= 0, name);
            }
        }
        Check.isTrue(Engine.version().matches("\\d+\\.\\d+\\.\\d+.*"), Engine.version());
    }

    @Test
    public void enginesFromRulesTablesAndBytes() throws Exception {
        Hand hand = Hand.parse("123m456p789s11122z");
        String toml = Files.readString(tables().resolve("riichi.toml"));
        byte[] bytes = Files.readAllBytes(tables().resolve("standard.hupai"));
        try (Engine text = Engine.fromRules(toml);
                Engine file = Engine.fromRulesFile(Corpus.dir().resolve("jokers.toml"));
                Engine table = Engine.fromTableFile(tables().resolve("standard.hupai"));
                Engine fromBytes = Engine.fromTableBytes(bytes)) {
            for (Engine engine : List.of(text, file, table, fromBytes)) {
                Check.isTrue(engine.isWin(hand), engine.toString());
            }
            Check.isTrue(file.isWin(Hand.parse("123m456p789s111zJJ")), "the rules file's jokers");
            bytes[100] ^= 0x55;
            Check.isTrue(fromBytes.isWin(hand), "the bytes were copied");
        }
    }

    @Test
    public void jokerKindsAndMelds() {
        try (Engine standard = Engine.of("standard");
                Engine reds = standard.withJokerKinds(Tile.RED);
                Engine melded = Engine.of("riichi").withMelds("111p,789s")) {
            Check.isTrue(!standard.isWin(Hand.parse("12345m456p789s11z7z")), "Red is a tile");
            Check.isTrue(reds.isWin(Hand.parse("12345m456p789s11z7z")), "Red is a joker");
            Check.isTrue(melded.isWin(Hand.parse("123m55z")), "two melds called: 5 concealed tiles");
            Tile[] many = new Tile[40];
            java.util.Arrays.fill(many, Tile.RED);
            try (Engine again = standard.withJokerKinds(many)) {
                Check.isTrue(again.isWin(Hand.parse("12345m456p789s11z7z")), "a kind named forty times is one");
            }
            Check.isTrue(melded.waits(Hand.parse("123m5z")).tiles().has(Tile.WHITE), "a single wait");
            Check.isTrue(melded.toString().contains("with melds 111p,789s"), melded.toString());
        }
        try (Engine reds = Engine.of("zhuanzhuan-8-reds")) {
            Hand hand = reds.parseHand("123m456p789s1z77777z");
            Check.equal(5, hand.jokers(), "five Reds of eight are jokers");
            Check.fails(HupaiException.BadHand.class, () -> reds.parseHand("777777777z"), "a ninth Red");
        }
    }

    @Test
    public void fiveExhaustedWaitsBehindFiveKongs() {
        String toml = "name = \"five-kongs\"\ntiles = \"all\"\nhand_sizes = [17]\nstandard = true\n"
                + "honour_melds = \"triplets\"\npair = \"any\"\nseven_pairs = \"off\"\nthirteen_orphans = false\n"
                + "[jokers]\nmax = 4\nkinds = []\nfifth_copy = true\n";
        try (Engine rules = Engine.fromRules(toml); Engine kongs = rules.withMelds("1111m,2222m,3333m,4444m,5555m")) {
            Waits waits = kongs.waits(Hand.parse("J"));
            Check.equal(Tile.KINDS, waits.tiles().size(), "a lone joker waits on anything");
            Check.equal("1m 2m 3m 4m 5m", waits.exhausted().toString(), "five kongs held: more than one word holds");
            Check.equal(waits, kongs.waits(LiveHand.of(Hand.parse("J"))), "a kept hand");
            Check.equal(waits, kongs.waits(Hand.parse("J").counts(), 1), "counts");
            Check.equal("3m 4m 5m", kongs.withMelds("3333m,4444m,5555m,789p,789s").waits(Hand.parse("J"))
                    .exhausted().toString(), "three");
        }
    }

    @Test
    public void hintsWithSeenTilesAndJokers() {
        try (Engine engine = Engine.of("riichi"); Engine jokers = Engine.of("standard")) {
            engine.prepareHints();
            Ukeire u = engine.ukeire(Hand.parse("123m456p789s11z23s"), Hand.parse("44s"));
            Check.equal(TileSet.of(1L << 18 | 1L << 21), u.accepted(), "1s 4s");
            Check.equal(2, u.live(Tile.S4), "two 4s seen");
            Check.equal(6, u.totalLive(), "4 + 2");
            DiscardAdvice advice = jokers.discards(Hand.parse("123m456p789s11z23sJ"));
            Check.equal(-1, advice.shanten(), "a win");
            Check.isTrue(advice.discards().stream().anyMatch(Discard::isJoker), "a joker may be let go");
            Check.equal("J", advice.discards().get(advice.discards().size() - 1).toString(), "the joker last on ties");
            DiscardMasks masks = jokers.discardMasks(Hand.parse("123m456p789s11z23sJ"));
            Check.isTrue(masks.keep().hasJoker() || masks.raise().hasJoker(), "the joker's bit");
        }
    }

    @Test
    public void decompositionsListedUpToTheLimit() {
        try (Engine engine = Engine.of("standard")) {
            Hand jokers = Hand.parse("JJJJJJJJJJJJJJ");
            Check.equal(3, engine.decompositions(jokers, 3).size(), "at most the limit");
            Check.equal(0, engine.decompositions(jokers, 0).size(), "a limit of 0");
            Check.equal(List.of(), engine.decompositions(Hand.parse("13579m13579p1357s"), 10), "no win");
            Decomposition d = engine.decompositions(Hand.parse("123m456p789s11122z"), 10).get(0);
            Check.equal("standard: 123m 456p 789s 111z 22z", d.toString(), "as the command line writes it");
        }
    }

    @Test
    public void keptHandsDrawAndDiscard() {
        try (Engine engine = Engine.of("standard")) {
            LiveHand live = LiveHand.of(Hand.parse("123m456p789s1122z"));
            LiveHand before = live.copy();
            live.draw(Tile.SOUTH);
            Check.isTrue(engine.isWin(live), "drawn into a win");
            Check.equal(Forms.of(Form.STANDARD.bit()), engine.check(live), "its forms");
            live.discard(Tile.EAST);
            live.discard(Tile.EAST);
            live.drawJoker();
            Check.equal("123m456p789s222zJ", live.toString(), "the hand kept");
            live.discardJoker();
            Check.isTrue(!live.equals(before), "the copy is apart");
            live.draw(Tile.EAST);
            live.draw(Tile.EAST);
            live.discard(Tile.SOUTH);
            Check.equal(before, live, "equal when the tiles are: " + live + " " + before);
            Check.equal(engine.waits(before.hand()), engine.waits(before), "kept-hand waits");
            Check.fails(HupaiException.BadHand.class, () -> before.discard(Tile.RED), "a tile not held");
            Check.fails(HupaiException.BadHand.class, before::discardJoker, "no joker held");
            LiveHand full = LiveHand.of(Hand.parse("1111m"));
            Check.fails(HupaiException.BadHand.class, () -> full.draw(Tile.M1), "a fifth copy");
            Check.equal(Hand.parse("1111m"), full.hand(), "unchanged by the refusal");
        }
    }

    @Test
    public void closedEnginesAreFreedAtOnceAndForgottenOnesByTheCleaner() throws Exception {
        long before = Native.liveEngines();
        try (Engine base = Engine.of("standard")) {
            for (int i = 0; i < 1000; i++) {
                try (Engine melded = base.withMelds("111m")) {
                    melded.isWin(Hand.parse("123m456p789s11z"));
                }
            }
            Check.equal(before + 1, Native.liveEngines(), "each closed engine freed at its close");
            for (int i = 0; i < 200; i++) {
                base.withMelds("111m");
            }
        }
        for (int tries = 0; tries < 100 && Native.liveEngines() > before; tries++) {
            System.gc();
            Thread.sleep(20);
        }
        Check.equal(before, Native.liveEngines(), "the 200 forgotten engines freed by the Cleaner");
    }
}
