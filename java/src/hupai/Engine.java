package hupai;

import java.lang.ref.Cleaner;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A rule set and its tables: every question about a hand. Immutable: any number of
 * threads may use one engine at once (a server keeps one per rule set).
 *
 * <pre>{@code
 * try (Engine engine = Engine.of("riichi")) {
 *     engine.isWin(Hand.parse("123m456p789s11122z"));              // true
 *     engine.waits(Hand.parse("123m456p789s1122z")).tiles();       // 1z 2z
 *     engine.shanten(Hand.parse("123m456p789s1z234s"));            // 0
 * }
 * }</pre>
 *
 * <p>{@link #close()} ends the engine at once: every later call throws
 * {@link HupaiException.Closed}. Its native memory is freed then, or, when calls other
 * threads started before the close are still running, by the last of them as it
 * returns: closing an engine others still use is safe, and an engine made for one
 * request ({@code try (Engine e = base.withMelds(melds))}) costs no memory after it.
 * An engine never closed is freed by a {@link Cleaner} once it is collected. The tables
 * themselves are shared by every engine of a rule set and are not freed.
 */
public final class Engine implements AutoCloseable {
    private static final Cleaner CLEANER = Cleaner.create();
    /** Slots counting the calls in flight: a power of two, at least twice the cores (at most 64). */
    private static final int SLOTS =
            Math.min(64, Integer.highestOneBit(Math.max(1, Runtime.getRuntime().availableProcessors()) * 4 - 1));
    private static final int SLOT_STRIDE = 16;
    private static final VarHandle IN_FLIGHT = MethodHandles.arrayElementVarHandle(long[].class);

    private final long handle;
    private final String description;
    private final Cleaner.Cleanable cleanable;
    // The calls in flight, by thread slot (see enter()): slot i at i * 16 + 8, so that
    // 64 bytes of padding lie on each side of every slot, the array's ends included.
    private final long[] inFlight = new long[SLOTS * SLOT_STRIDE + SLOT_STRIDE / 2];
    private volatile boolean closed;

    private Engine(long made, String description) {
        if (made <= 0) {
            throw HupaiException.ofStatus((int) -made);
        }
        this.handle = made;
        this.description = description;
        this.cleanable = CLEANER.register(this, new Free(made));
    }

    /** Frees a native engine: when it is closed and idle, or once nothing can reach it. */
    private static final class Free implements Runnable {
        private final long handle;

        Free(long handle) {
            this.handle = handle;
        }

        @Override
        public void run() {
            Native.engineFree(handle);
        }
    }

    /**
     * hupai's version, such as {@code "0.1.0"}.
     *
     * @return the C library's version
     */
    public static String version() {
        return Native.text(Native.version());
    }

    /**
     * The engine of a built-in rule set: {@code "changsha"}, {@code "guobiao"},
     * {@code "hongzhong"}, {@code "riichi"}, {@code "sanma"}, {@code "sichuan"},
     * {@code "standard"}, {@code "strict-jokers"}, {@code "taiwan"}, {@code "wind-runs"}
     * or {@code "zhuanzhuan-8-reds"}. Its tables are embedded: no work is done.
     *
     * @param name the rule set
     * @return its engine
     * @throws HupaiException.BadRules for another name
     */
    public static Engine of(String name) {
        Objects.requireNonNull(name, "name");
        return new Engine(Native.engineNew(rulesText(name)), name);
    }

    /**
     * The engine of a rules file's text (TOML). Generates its tables unless a built-in set
     * shares them (tens of milliseconds).
     *
     * @param toml the rules
     * @return their engine
     * @throws HupaiException.BadRules for rules that cannot be used, saying where
     */
    public static Engine fromRules(String toml) {
        Objects.requireNonNull(toml, "toml");
        return new Engine(Native.engineFromRules(rulesText(toml)), "rules text");
    }

    /**
     * The engine of a rules file (TOML), as {@link #fromRules}.
     *
     * @param path the file
     * @return its engine
     * @throws HupaiException.BadRules for a file that cannot be read or used
     */
    public static Engine fromRulesFile(Path path) {
        Objects.requireNonNull(path, "path");
        return new Engine(Native.engineFromRulesFile(rulesText(path.toString())), path.toString());
    }

    /**
     * The engine of a table file written by {@code hupai tables build}.
     *
     * @param path the file
     * @return its engine
     * @throws HupaiException.BadTables for a file that cannot be read or used
     */
    public static Engine fromTableFile(Path path) {
        Objects.requireNonNull(path, "path");
        byte[] name = Native.cString(path.toString(), HupaiException.Kind.BAD_TABLES);
        return new Engine(Native.engineFromTableFile(name), path.toString());
    }

    /**
     * The engine of a table file's bytes (copied: the array may change afterwards).
     *
     * @param bytes the file's bytes
     * @return its engine
     * @throws HupaiException.BadTables for bytes that cannot be used
     */
    public static Engine fromTableBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        return new Engine(Native.engineFromTableBytes(bytes), "table bytes");
    }

    private static byte[] rulesText(String text) {
        return Native.cString(text, HupaiException.Kind.BAD_RULES);
    }

    /**
     * A new engine: these rules with every tile of the given kinds also taken as a joker
     * (红中 rules: {@code withJokerKinds(Tile.RED)}). This engine is unchanged.
     *
     * @param kinds the joker kinds
     * @return the new engine
     * @throws HupaiException.BadRules for rules that play no jokers
     */
    public Engine withJokerKinds(Tile... kinds) {
        java.util.EnumSet<Tile> distinct = java.util.EnumSet.noneOf(Tile.class);
        for (Tile kind : kinds) {
            distinct.add(Objects.requireNonNull(kind, "kind"));
        }
        byte[] ids = new byte[distinct.size()];
        int at = 0;
        for (Tile kind : distinct) {
            ids[at++] = (byte) kind.id();
        }
        long made = call(engine -> Native.engineWithJokerKinds(engine, ids));
        return new Engine(made, description + " with joker kinds " + Arrays.toString(kinds));
    }

    /**
     * A new engine: these rules for hands that have exposed melds (副露), written in MPSZ
     * and separated by commas ({@code "111p,789s,5555z"}; a concealed kong in
     * parentheses, {@code "(0555p)"}). Every question then takes the concealed tiles
     * alone. This engine is unchanged.
     *
     * @param melds the melds; {@code ""} for none
     * @return the new engine
     * @throws HupaiException.BadArgument for text that makes no melds; BadRules for
     *     melds the rules do not play
     */
    public Engine withMelds(String melds) {
        Objects.requireNonNull(melds, "melds");
        byte[] text = Native.cString(melds, HupaiException.Kind.BAD_ARGUMENT);
        long made = call(engine -> Native.engineWithMelds(engine, text));
        return new Engine(made, description + " with melds " + melds);
    }

    /**
     * Builds the hints' masks now (a fraction of a second, shared by every engine of the
     * same tables), so that the first {@link #ukeire} or {@link #discards} is as fast as
     * the next. Optional; call it at start-up.
     */
    public void prepareHints() {
        cross(Native::prepareHints);
    }

    /**
     * Ends the engine: every later call throws {@link HupaiException.Closed}, and its
     * native memory is freed at once, or by the last call other threads had already
     * started when that call returns. Closing twice does nothing.
     */
    @Override
    public void close() {
        closed = true;
        freeIfIdle();
    }

    /**
     * Whether {@link #close()} was called.
     *
     * @return true after a close
     */
    public boolean isClosed() {
        return closed;
    }

    @Override
    public String toString() {
        return "Engine(" + description + (closed ? ", closed)" : ")");
    }

    /**
     * Enters a call: counts it in this thread's slot, then answers the native engine, or
     * throws Closed. Every enter() is followed by one leave() on the same thread.
     *
     * <p>Why it is safe: close() writes {@code closed}, then reads every slot; a call
     * adds to its slot, then reads {@code closed} (both volatile, so one of the two sees
     * the other's write). A call that saw the engine open is counted until it leaves, and
     * the engine is freed only when every slot reads 0 after the close: by close() itself,
     * or by whichever call leaves last. A thread's calls always use the same slot, so a
     * slot never reads below the calls in flight in it.
     */
    private long enter() {
        int slot = slot();
        IN_FLIGHT.getAndAdd(inFlight, slot, 1L);
        if (closed) {
            leave();
            throw new HupaiException.Closed("the engine (" + description + ") is closed");
        }
        return handle;
    }

    /** Leaves a call; the last call out of a closed engine frees it. */
    private void leave() {
        IN_FLIGHT.getAndAdd(inFlight, slot(), -1L);
        if (closed) {
            freeIfIdle();
        }
    }

    /** This thread's slot: 16 longs (128 bytes) apart, so that no two share a cache line. */
    private static int slot() {
        return (int) (Thread.currentThread().getId() & (SLOTS - 1)) * SLOT_STRIDE + SLOT_STRIDE / 2;
    }

    /** Frees the native engine when no call is in flight (once: the Cleaner's action). */
    private void freeIfIdle() {
        for (int slot = SLOT_STRIDE / 2; slot < SLOTS * SLOT_STRIDE; slot += SLOT_STRIDE) {
            if ((long) IN_FLIGHT.getVolatile(inFlight, slot) != 0) {
                return;
            }
        }
        cleanable.clean();
    }

    private static void ok(int status) {
        if (status != 0) {
            throw HupaiException.ofStatus(status);
        }
    }

    /** A value answered, or the status negated. */
    private static int value(int answer) {
        if (answer < 0) {
            throw HupaiException.ofStatus(-answer);
        }
        return answer;
    }

    /** A shanten answered with its status in bits 8 and up. */
    private static int shantenOf(int answer) {
        ok(answer >>> 8);
        return (byte) answer;
    }

    private static byte[] countsOf(byte[] counts) {
        Objects.requireNonNull(counts, "counts");
        if (counts.length != Tile.KINDS) {
            throw new HupaiException.BadArgument(counts.length + " counts: a hand has 34, one per tile id");
        }
        return counts;
    }

    /** The last of a raw hand's words (Hand.lastWord), the counts' length checked. */
    private static long lastWordOf(byte[] counts, int jokers) {
        return Hand.lastWord(countsOf(counts), Hand.jokersOf(jokers));
    }

    // ---- the questions ----

    /**
     * Every form a hand of 3n+2 tiles wins in (none: no win).
     *
     * @param hand the hand
     * @return its forms
     * @throws HupaiException.BadHand for a hand the rules do not play (its size, its kinds,
     *     too many jokers)
     */
    public Forms check(Hand hand) {
        int forms;
        long engine = enter();
        try {
            forms = Native.check(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4);
        } finally {
            leave();
        }
        return Forms.of(value(forms));
    }

    /**
     * Whether a hand wins in any form: the fastest question. A hand the rules do not play
     * is no win.
     *
     * @param hand the hand
     * @return true for a win
     * @throws HupaiException.BadHand only for counts that are no hand at all (five of a
     *     kind, 18 tiles)
     */
    public boolean isWin(Hand hand) {
        return isWin(hand.w0, hand.w1, hand.w2, hand.w3, hand.w4);
    }

    /**
     * {@link #isWin(Hand)} of 34 counts (by tile id) and jokers, read in place.
     *
     * @param counts 34 counts
     * @param jokers 0 to 255
     * @return true for a win
     */
    public boolean isWin(byte[] counts, int jokers) {
        long last = lastWordOf(counts, jokers);
        return isWin(Hand.word(counts, 0), Hand.word(counts, 1), Hand.word(counts, 2), Hand.word(counts, 3), last);
    }

    /** The win check of a hand's five words (Hand.w0 to w4). */
    private boolean isWin(long w0, long w1, long w2, long w3, long w4) {
        int win;
        long engine = enter();
        try {
            win = Native.isWin(engine, w0, w1, w2, w3, w4);
        } finally {
            leave();
        }
        return value(win) == 1;
    }

    /**
     * The kinds that complete a hand of 3n+1 tiles (听牌), in any form.
     *
     * @param hand the hand
     * @return its waits
     * @throws HupaiException.BadHand for a hand of another size, or one the rules do not
     *     play
     */
    public Waits waits(Hand hand) {
        return waits(hand.w0, hand.w1, hand.w2, hand.w3, hand.w4);
    }

    /**
     * {@link #waits(Hand)} of 34 counts and jokers, read in place.
     *
     * @param counts 34 counts
     * @param jokers 0 to 255
     * @return the waits
     */
    public Waits waits(byte[] counts, int jokers) {
        long last = lastWordOf(counts, jokers);
        return waits(Hand.word(counts, 0), Hand.word(counts, 1), Hand.word(counts, 2), Hand.word(counts, 3), last);
    }

    /** The waits of a hand's five words; the exhausted ones asked apart when they did not fit. */
    private Waits waits(long w0, long w1, long w2, long w3, long w4) {
        long word;
        long exhausted = 0;
        long engine = enter();
        try {
            word = Native.waits(engine, w0, w1, w2, w3, w4, false);
            if (Waits.exhaustedApart(word)) {
                exhausted = Native.waits(engine, w0, w1, w2, w3, w4, true);
            }
        } finally {
            leave();
        }
        return Waits.of(word, exhausted);
    }

    /**
     * How far a hand of 3n+1 or 3n+2 tiles is from a win (向听数): -1 a win, 0 one tile
     * away, and so on. The first call for a rule set builds its shanten tables (a fraction
     * of a second).
     *
     * @param hand the hand
     * @return the shanten
     * @throws HupaiException.BadHand for a hand the rules do not play
     */
    public int shanten(Hand hand) {
        return shanten(hand.w0, hand.w1, hand.w2, hand.w3, hand.w4);
    }

    /**
     * {@link #shanten(Hand)} of 34 counts and jokers, read in place.
     *
     * @param counts 34 counts
     * @param jokers 0 to 255
     * @return the shanten
     */
    public int shanten(byte[] counts, int jokers) {
        long last = lastWordOf(counts, jokers);
        return shanten(Hand.word(counts, 0), Hand.word(counts, 1), Hand.word(counts, 2), Hand.word(counts, 3), last);
    }

    /** The shanten of a hand's five words. */
    private int shanten(long w0, long w1, long w2, long w3, long w4) {
        int answer;
        long engine = enter();
        try {
            answer = Native.shanten(engine, w0, w1, w2, w3, w4);
        } finally {
            leave();
        }
        return shantenOf(answer);
    }

    /**
     * The shanten overall and in each form, from one search.
     *
     * @param hand the hand
     * @return the shanten by form
     */
    public ShantenForms shantenForms(Hand hand) {
        byte[] perForm = new byte[Form.values().length];
        int answer = (int) call(engine -> Native.shantenForms(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4,
                perForm));
        return new ShantenForms(shantenOf(answer), perForm);
    }

    /**
     * Every way a winning hand splits, at most {@code limit} of them (a hand of many
     * jokers has thousands); none for a hand that does not win.
     *
     * @param hand the hand
     * @param limit the most to list
     * @return the decompositions
     * @throws HupaiException.BadArgument for a negative limit
     */
    public List<Decomposition> decompositions(Hand hand, int limit) {
        if (limit < 0) {
            throw new HupaiException.BadArgument("a negative limit: " + limit);
        }
        byte[][] text = new byte[1][];
        cross(engine -> Native.decompositions(engine, hand.w0, hand.w1, hand.w2, hand.w3,
                hand.w4, limit, text));
        List<Decomposition> found = new ArrayList<>();
        for (String line : Native.text(text[0]).split("\n")) {
            int colon = line.indexOf(": ");
            if (colon > 0) {
                String groups = line.substring(colon + 2).trim();
                found.add(new Decomposition(line.substring(0, colon),
                        groups.isEmpty() ? List.of() : Arrays.asList(groups.split(" +"))));
            }
        }
        return found;
    }

    // ---- hints ----

    /**
     * What a hand of 3n+1 tiles accepts, nothing seen but its own tiles.
     *
     * @param hand the hand
     * @return the accepted tiles and their live copies
     * @throws HupaiException.BadHand for a hand of another size
     */
    public Ukeire ukeire(Hand hand) {
        return ukeire(hand, null);
    }

    /**
     * What a hand of 3n+1 tiles accepts, the tiles {@code seen} elsewhere (discards, melds,
     * dora indicators) taken from the live copies.
     *
     * @param hand the hand
     * @param seen the tiles seen ({@code Hand.parse("44s")}), or null for none
     * @return the accepted tiles and their live copies
     * @throws HupaiException.BadHand for a hand of another size, or seen tiles that with
     *     the hand make a fifth copy
     */
    public Ukeire ukeire(Hand hand, Hand seen) {
        byte[] seenCounts = seenOf(seen);
        byte[] into = new byte[Struct.size("HupaiUkeire")];
        cross(engine -> Native.ukeire(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4, seenCounts, into));
        return Ukeire.read(Struct.of("HupaiUkeire", into, 0));
    }

    private static byte[] seenOf(Hand seen) {
        if (seen != null && seen.jokers != 0) {
            throw new HupaiException.BadArgument("seen tiles hold " + seen.jokers + " jokers: seen are kinds");
        }
        return seen == null ? null : seen.counts;
    }

    /**
     * Discard advice (何切る) for a hand of 3n+2 tiles, nothing seen but its own tiles.
     *
     * @param hand the hand
     * @return its shanten and every distinct discard, best first
     */
    public DiscardAdvice discards(Hand hand) {
        return discards(hand, null);
    }

    /**
     * Discard advice (何切る) for a hand of 3n+2 tiles; {@code seen} as in
     * {@link #ukeire(Hand, Hand)}.
     *
     * @param hand the hand
     * @param seen the tiles seen, or null for none
     * @return its shanten and every distinct discard, best first
     * @throws HupaiException.BadHand for a hand of another size
     */
    public DiscardAdvice discards(Hand hand, Hand seen) {
        byte[] seenCounts = seenOf(seen);
        byte[] into = new byte[Struct.size("HupaiDiscardAdvice")];
        cross(engine -> Native.discards(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4, seenCounts, into));
        Struct advice = Struct.of("HupaiDiscardAdvice", into, 0);
        Discard[] discards = new Discard[(int) advice.number("count")];
        for (int i = 0; i < discards.length; i++) {
            Struct discard = advice.struct("discards", i);
            int tile = (int) discard.number("tile");
            discards[i] = new Discard(tile == 255 ? null : Tile.of(tile), Ukeire.read(discard.struct("ukeire", 0)));
        }
        return new DiscardAdvice((int) advice.number("shanten"), List.of(discards));
    }

    /**
     * Which discards of a hand of 3n+2 tiles keep it as near a win as any can, and which
     * do not: the shanten alone, without the accepted tiles of {@link #discards}.
     *
     * @param hand the hand
     * @return the keep and raise masks
     */
    public DiscardMasks discardMasks(Hand hand) {
        long[] into = new long[3];
        cross(engine -> Native.discardMasks(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4, into));
        return new DiscardMasks((int) into[2], TileSet.of(into[0]), TileSet.of(into[1]));
    }

    // ---- kept hands ----

    /**
     * {@link #isWin(Hand)} of a kept hand.
     *
     * @param live the kept hand
     * @return true for a win
     */
    public boolean isWin(LiveHand live) {
        int win = (int) call(engine -> Native.liveIsWin(engine, live.words));
        return value(win) == 1;
    }

    /**
     * {@link #check(Hand)} of a kept hand.
     *
     * @param live the kept hand
     * @return its forms
     */
    public Forms check(LiveHand live) {
        int forms = (int) call(engine -> Native.liveCheck(engine, live.words));
        return Forms.of(value(forms));
    }

    /**
     * {@link #waits(Hand)} of a kept hand of 3n+1 tiles.
     *
     * @param live the kept hand
     * @return its waits
     */
    public Waits waits(LiveHand live) {
        long word;
        long exhausted = 0;
        long engine = enter();
        try {
            word = Native.liveWaits(engine, live.words, false);
            if (Waits.exhaustedApart(word)) {
                exhausted = Native.liveWaits(engine, live.words, true);
            }
        } finally {
            leave();
        }
        return Waits.of(word, exhausted);
    }

    // ---- text read as this engine reads it ----

    /**
     * Reads a hand in MPSZ notation as this engine reads it: as {@link Hand#parse}, but a
     * joker kind of more than four copies in the wall (八红中's eight Reds) may be written
     * above four ({@code 77777z}) and is then given as that many jokers.
     *
     * @param text the hand
     * @return the hand
     * @throws HupaiException.BadHand for text that is no hand, saying where
     */
    public Hand parseHand(String text) {
        Hand hand;
        long engine = enter();
        try {
            hand = Hand.parsed(engine, text);
        } finally {
            leave();
        }
        return hand;
    }

    /**
     * The red fives a hand written as MPSZ text holds (its {@code 0}s) with this engine's
     * melds, as its rules score them (none where the wall has none: 国标, fan tables):
     * what {@link Situation.Builder#redFives} should be for that hand.
     *
     * @param hand the hand's text; {@code ""} counts the melds' alone
     * @return the red fives by suit: man, pin, sou
     */
    public int[] redFives(String hand) {
        Objects.requireNonNull(hand, "hand");
        byte[] text = Native.cString(hand, HupaiException.Kind.BAD_ARGUMENT);
        byte[] into = new byte[3];
        cross(engine -> Native.redFives(engine, text, into));
        return new int[] {into[0] & 0xff, into[1] & 0xff, into[2] & 0xff};
    }

    // ---- scoring ----

    /**
     * The score of a winning hand (the concealed tiles, the winning tile among them; the
     * melds are the engine's) by the rules' scoring: the one door. A {@link Score}
     * (riichi), a {@link FanScore} (国标) or a {@link TableScore} (a fan table), each
     * answering {@link Scored}'s questions.
     *
     * @param hand the hand
     * @param situation the situation
     * @return what it is worth
     * @throws HupaiException.BadRules for rules that do not score; BadHand for a hand
     *     that does not win; BadArgument for an impossible situation
     */
    public Scored score(Hand hand, Situation situation) {
        long engine = enter();
        String scoring;
        try {
            scoring = Native.text(Native.scoring(engine));
        } finally {
            leave();
        }
        switch (scoring) {
            case "guobiao":
                return scoreGuobiao(hand, situation);
            case "table":
                return scoreTable(hand, situation);
            default:
                return scoreRiichi(hand, situation);
        }
    }

    /**
     * The riichi score of a winning hand (the concealed tiles, the winning tile among them;
     * the melds are the engine's).
     *
     * @param hand the hand
     * @param situation the situation
     * @return what it is worth
     * @throws HupaiException.BadRules for rules without a {@code [riichi]} section;
     *     BadHand for a hand that does not win, holds jokers or is not 14 tiles with its
     *     melds; BadArgument for an impossible situation
     */
    public Score scoreRiichi(Hand hand, Situation situation) {
        byte[] into = new byte[Struct.size("HupaiScore")];
        cross(engine -> Native.score(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4,
                situation.words, into));
        return Score.read(Struct.of("HupaiScore", into, 0));
    }

    /**
     * Whether a hand wins legally in a situation: with a yaku under riichi rules, at the
     * minimum fans under 国标 or a fan table; false for a hand that does not win. What
     * {@link #score} refuses (an impossible situation, a hand scoring cannot take, rules
     * that do not score) throws the same exception.
     *
     * @param hand the hand
     * @param situation the situation
     * @return true for a legal win
     */
    public boolean isLegalWin(Hand hand, Situation situation) {
        int legal = (int) call(engine -> Native.isLegalWin(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4,
                situation.words));
        return value(legal) == 1;
    }

    /**
     * What a riichi seat may do now (docs/actions.md): {@code context} is the seat's
     * context as a JSON object ({@code {"hand": "123m456p789s1122z", "moment":
     * {"discarded": "1z", "by": "left"}}}); the menu comes back as its line
     * ({@code "ron 3900; pon 11z; pass"}) or, with {@code json}, as its JSON text.
     *
     * @param context the seat's context, as JSON
     * @param json whether to answer the menu's JSON rather than its line
     * @return the menu
     * @throws HupaiException.BadArgument for a malformed or impossible context (or one
     *     holding a NUL); BadRules for rules without a {@code [riichi]} section
     */
    public String actions(String context, boolean json) {
        return riichiJson(0, "context", context, json);
    }

    /**
     * What a riichi round pays under the engine's rules (docs/settlement.md; an engine
     * of a preset, {@code Engine.of("tenhou")}, plays that platform's):
     * {@code settlement} is the round and its ending as a JSON object ({@code {"round":
     * {"honba": 1, "points": [...]}, "ending": {"wins": [{"seat": 2, "from": 3,
     * "basic_points": 2000}]}}}); the answer comes back as its line ({@code "0 0 +8000
     * -8000; next: dealer 1, round 1, honba 0, sticks 0"}) or, with {@code json}, as its
     * JSON text: the deltas, the next round and, at the game's end, the standings.
     *
     * @param settlement the round and its ending, as JSON
     * @param json whether to answer the JSON rather than the line
     * @return what the round pays
     * @throws HupaiException.BadArgument for a malformed or impossible settlement (or
     *     one holding a NUL); BadRules for rules without a {@code [riichi]} section
     */
    public String settle(String settlement, boolean json) {
        return riichiJson(1, "settlement", settlement, json);
    }

    /** Asks question 0 (actions) or 1 (settle) about {@code input}, named {@code what}. */
    private String riichiJson(int question, String what, String input, boolean json) {
        if (input.indexOf('\0') >= 0) {
            throw new HupaiException.BadArgument(what + " holds a NUL at " + input.indexOf('\0'));
        }
        byte[] text = input.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        int[] status = new int[1];
        long engine = enter();
        try {
            byte[] answer = Native.riichiJson(engine, question, text, json, status);
            ok(status[0]);
            return Native.text(answer);
        } finally {
            leave();
        }
    }

    /**
     * The waits of a waiting hand (13 tiles with the melds), each with whether a ron and a
     * tsumo on it are legal and what they pay; the situation's winning tile and tsumo are
     * set per wait.
     *
     * @param hand the hand
     * @param situation the situation
     * @return the waits
     */
    public List<LegalWait> legalWaits(Hand hand, Situation situation) {
        byte[] into = new byte[Tile.KINDS * Struct.size("HupaiLegalWait")];
        int count = (int) call(engine -> Native.legalWaits(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4,
                situation.words, into));
        LegalWait[] waits = new LegalWait[value(count)];
        for (int i = 0; i < waits.length; i++) {
            Struct w = Struct.of("HupaiLegalWait", into, i);
            waits[i] = new LegalWait(Tile.of((int) w.number("tile")), w.number("ron") == 1, w.number("tsumo") == 1,
                    w.number("ron_points"), w.number("tsumo_points"));
        }
        return List.of(waits);
    }

    /**
     * The 国标 score of a winning hand (the melds are the engine's) in a situation (its
     * flowers and last-of-kind; riichi's fields unset).
     *
     * @param hand the hand
     * @param situation the situation
     * @return its fans
     * @throws HupaiException.BadRules for rules without a {@code [guobiao]} section;
     *     BadHand for a hand that does not win; BadArgument for an impossible situation
     */
    public FanScore scoreGuobiao(Hand hand, Situation situation) {
        byte[] into = new byte[Struct.size("HupaiFanScore")];
        cross(engine -> Native.scoreGuobiao(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4,
                situation.words, into));
        return FanScore.read(Struct.of("HupaiFanScore", into, 0));
    }

    /**
     * The score of a winning hand (jokers allowed; the melds are the engine's) by the
     * rules' fan table.
     *
     * @param hand the hand
     * @param situation the situation (riichi's fields, flowers and last-of-kind unset)
     * @return its fans and points
     * @throws HupaiException.BadRules for rules without a {@code [scoring]} section;
     *     BadHand for a hand that does not win; BadArgument for an impossible situation
     */
    public TableScore scoreTable(Hand hand, Situation situation) {
        byte[] into = new byte[Struct.size("HupaiTableScore")];
        long engine = enter();
        try {
            ok(Native.scoreTable(engine, hand.w0, hand.w1, hand.w2, hand.w3, hand.w4, situation.words, into));
            // The fans' names are the engine's table's: read while the engine is held.
            return TableScore.read(engine, Struct.of("HupaiTableScore", into, 0));
        } finally {
            leave();
        }
    }

    // ---- batches: one crossing into C for many hands ----

    /**
     * Whether each row wins ({@link #isWin(Hand)} a row; a row that is no hand is no
     * win), into {@code wins}. Allocates nothing; on this thread, or on all cores when
     * {@code parallel}.
     *
     * @param rows the hands
     * @param wins an answer a row (at least {@code rows.size()})
     * @param parallel on hupai's thread pool when true
     */
    public void isWinBatch(Rows rows, boolean[] wins, boolean parallel) {
        rows.fits("wins", wins.length);
        cross(engine -> Native.isWinBatch(engine, rows.counts, rows.jokers, rows.size, wins, parallel));
    }

    /**
     * {@link #isWinBatch(Rows, boolean[], boolean)} into a new array.
     *
     * @param rows the hands
     * @param parallel on hupai's thread pool when true
     * @return an answer a row
     */
    public boolean[] isWinBatch(Rows rows, boolean parallel) {
        boolean[] wins = new boolean[rows.size];
        isWinBatch(rows, wins, parallel);
        return wins;
    }

    /**
     * The forms each row wins in, a byte a row ({@link Forms#of(int)} reads one; 0 no win
     * or a bad hand), and each row's status ({@link Rows#OK}, {@link Rows#BAD_HAND}).
     *
     * @param rows the hands
     * @param forms an answer a row
     * @param statuses a status a row, or null
     * @param parallel on hupai's thread pool when true
     */
    public void checkBatch(Rows rows, byte[] forms, byte[] statuses, boolean parallel) {
        fits(rows, "forms", forms, statuses);
        cross(engine -> Native.checkBatch(engine, rows.counts, rows.jokers, rows.size, forms,
                statuses, parallel));
    }

    /**
     * {@link #checkBatch(Rows, byte[], byte[], boolean)} into a new array, no statuses.
     *
     * @param rows the hands
     * @param parallel on hupai's thread pool when true
     * @return the forms a row
     */
    public byte[] checkBatch(Rows rows, boolean parallel) {
        byte[] forms = new byte[rows.size];
        checkBatch(rows, forms, null, parallel);
        return forms;
    }

    /**
     * Each row's waits mask ({@link TileSet#of(long)} reads one; 0 for a row that is not a
     * hand of 3n+1 tiles the rules play) and status.
     *
     * @param rows the hands
     * @param waits an answer a row
     * @param statuses a status a row, or null
     * @param parallel on hupai's thread pool when true
     */
    public void waitsBatch(Rows rows, long[] waits, byte[] statuses, boolean parallel) {
        fits(rows, "waits", waits.length, statuses);
        cross(engine -> Native.waitsBatch(engine, rows.counts, rows.jokers, rows.size, waits,
                statuses, parallel));
    }

    /**
     * {@link #waitsBatch(Rows, long[], byte[], boolean)} into a new array, no statuses.
     *
     * @param rows the hands
     * @param parallel on hupai's thread pool when true
     * @return the waits mask a row
     */
    public long[] waitsBatch(Rows rows, boolean parallel) {
        long[] waits = new long[rows.size];
        waitsBatch(rows, waits, null, parallel);
        return waits;
    }

    /**
     * Each row's shanten ({@link ShantenForms#RULED_OUT} for a bad row) and status.
     *
     * @param rows the hands
     * @param shanten an answer a row
     * @param statuses a status a row, or null
     * @param parallel on hupai's thread pool when true
     */
    public void shantenBatch(Rows rows, byte[] shanten, byte[] statuses, boolean parallel) {
        fits(rows, "shanten", shanten, statuses);
        cross(engine -> Native.shantenBatch(engine, rows.counts, rows.jokers, rows.size, shanten,
                statuses, parallel));
    }

    /**
     * {@link #shantenBatch(Rows, byte[], byte[], boolean)} into a new array, no statuses.
     *
     * @param rows the hands
     * @param parallel on hupai's thread pool when true
     * @return the shanten a row
     */
    public byte[] shantenBatch(Rows rows, boolean parallel) {
        byte[] shanten = new byte[rows.size];
        shantenBatch(rows, shanten, null, parallel);
        return shanten;
    }

    /**
     * What each row of 3n+1 tiles accepts, nothing seen but its own tiles, into arrays a
     * row each; any may be null but {@code shanten}.
     *
     * @param rows the hands
     * @param shanten each row's shanten
     * @param accepted each row's accepted mask, or null
     * @param totalLive each row's total live copies, or null
     * @param live 34 live counts a row, or null
     * @param statuses a status a row, or null
     * @param parallel on hupai's thread pool when true
     */
    public void ukeireBatch(Rows rows, byte[] shanten, long[] accepted, int[] totalLive, byte[] live,
            byte[] statuses, boolean parallel) {
        fits(rows, "shanten", shanten, statuses);
        if (accepted != null) {
            rows.fits("accepted", accepted.length);
        }
        if (totalLive != null) {
            rows.fits("totalLive", totalLive.length);
        }
        if (live != null && live.length / Tile.KINDS < rows.size) {
            throw new HupaiException.BadArgument(
                    "live holds " + live.length + " counts for " + rows.size + " rows of 34");
        }
        cross(engine -> Native.ukeireBatch(engine, rows.counts, rows.jokers, rows.size, shanten, accepted, totalLive,
                live, statuses, parallel));
    }

    /**
     * {@link #ukeireBatch(Rows, byte[], long[], int[], byte[], byte[], boolean)} into new
     * arrays.
     *
     * @param rows the hands
     * @param parallel on hupai's thread pool when true
     * @return the answers, a row each
     */
    public UkeireBatch ukeireBatch(Rows rows, boolean parallel) {
        int n = rows.size;
        UkeireBatch batch =
                new UkeireBatch(new byte[n], new long[n], new int[n], new byte[n * Tile.KINDS], new byte[n]);
        ukeireBatch(rows, batch.shanten(), batch.accepted(), batch.totalLive(), batch.live(), batch.statuses(),
                parallel);
        return batch;
    }

    /** A call into C, given the native engine; answers its status, value or new engine. */
    private interface Crossing {
        long cross(long engine);
    }

    /** Makes a call on this engine, counted in flight (see enter()); answers its answer. */
    private long call(Crossing crossing) {
        long engine = enter();
        try {
            return crossing.cross(engine);
        } finally {
            leave();
        }
    }

    /** Makes a call that answers a status, and throws on its failure. */
    private void cross(Crossing crossing) {
        ok((int) call(crossing));
    }

    private static void fits(Rows rows, String what, byte[] answers, byte[] statuses) {
        fits(rows, what, Objects.requireNonNull(answers, what).length, statuses);
    }

    private static void fits(Rows rows, String what, int length, byte[] statuses) {
        rows.fits(what, length);
        if (statuses != null) {
            rows.fits("statuses", statuses.length);
        }
    }
}
