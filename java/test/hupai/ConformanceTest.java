package hupai;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;

/**
 * Every case of conformance/cases.tsv answered through this package, written as the
 * corpus writes answers; the quick questions asked again of the hand's counts, of a kept
 * hand, and as a batch of one row.
 */
public final class ConformanceTest {
    /** The package's answer to a question, as the corpus writes it. */
    static String answer(Engine engine, String question, Hand hand) {
        switch (question) {
            case "check":
                List<String> forms = new ArrayList<>();
                engine.check(hand).list().forEach(form -> forms.add(form.label()));
                return Corpus.listed(forms);
            case "is_win":
                return String.valueOf(engine.isWin(hand));
            case "waits":
                Waits waits = engine.waits(hand);
                return Corpus.listed(waits.tiles()) + " | " + Corpus.listed(waits.exhausted());
            case "shanten":
                return String.valueOf(engine.shanten(hand));
            case "shanten_forms":
                ShantenForms s = engine.shantenForms(hand);
                StringBuilder text = new StringBuilder("best=" + s.best());
                for (Form form : Form.values()) {
                    OptionalInt value = s.form(form);
                    text.append(' ').append(form.label()).append('=')
                            .append(value.isPresent() ? String.valueOf(value.getAsInt()) : "-");
                }
                return text.toString();
            case "decompositions":
                List<String> lines = new ArrayList<>();
                for (Decomposition d : engine.decompositions(hand, 1000)) {
                    List<String> groups = new ArrayList<>(d.groups());
                    Collections.sort(groups);
                    lines.add(d.form() + ": " + String.join(" ", groups));
                }
                Collections.sort(lines);
                return lines.isEmpty() ? "-" : String.join(" | ", lines);
            case "ukeire":
                Ukeire u = engine.ukeire(hand);
                List<String> live = new ArrayList<>();
                u.accepted().tiles().forEach(tile -> live.add(tile + ":" + u.live(tile)));
                return u.shanten() + " | " + Corpus.listed(live);
            case "discards":
                DiscardAdvice advice = engine.discards(hand);
                List<String> each = new ArrayList<>();
                for (Discard d : advice.discards()) {
                    each.add(d + ":" + d.ukeire().shanten() + ":" + d.ukeire().totalLive());
                }
                return advice.shanten() + " | " + Corpus.listed(each);
            case "discard_masks":
                DiscardMasks masks = engine.discardMasks(hand);
                return masks.shanten() + " | " + Corpus.listed(masks.keep()) + " | " + Corpus.listed(masks.raise());
            default:
                throw new AssertionError("unknown question " + question);
        }
    }

    /** The same question asked another way: of counts, of a kept hand, in a batch. */
    static String again(Engine engine, String question, Hand hand) {
        Rows row = Rows.of(hand);
        byte[] status = new byte[1];
        switch (question) {
            case "is_win": {
                boolean win = engine.isWin(hand.counts(), hand.jokers());
                Check.equal(win, engine.isWinBatch(row, false)[0], "the batch");
                if (hand.size() <= Hand.MAX_TILES) {
                    Check.equal(win, engine.isWin(LiveHand.of(hand)), "a kept hand");
                }
                return String.valueOf(win);
            }
            case "check": {
                byte[] forms = new byte[1];
                engine.checkBatch(row, forms, status, false);
                Forms single = bad(status) ? null : engine.check(LiveHand.of(hand));
                Check.equal(single, bad(status) ? null : Forms.of(forms[0]), "the batch against a kept hand");
                return answer(engine, question, hand);
            }
            case "waits": {
                long[] waits = new long[1];
                engine.waitsBatch(row, waits, status, false);
                if (bad(status)) {
                    return answer(engine, question, hand);
                }
                Waits w = engine.waits(hand.counts(), hand.jokers());
                Check.equal(w.tilesMask(), waits[0], "the batch");
                Check.equal(w, engine.waits(LiveHand.of(hand)), "a kept hand");
                return Corpus.listed(w.tiles()) + " | " + Corpus.listed(w.exhausted());
            }
            case "shanten": {
                byte[] shanten = new byte[1];
                engine.shantenBatch(row, shanten, status, false);
                if (bad(status)) {
                    return answer(engine, question, hand);
                }
                int s = engine.shanten(hand.counts(), hand.jokers());
                Check.equal(s, (int) shanten[0], "the batch");
                return String.valueOf(s);
            }
            case "ukeire": {
                UkeireBatch batch = engine.ukeireBatch(row, false);
                if (batch.statuses()[0] == Rows.BAD_HAND) {
                    return answer(engine, question, hand);
                }
                Check.equal(engine.ukeire(hand), batch.get(0), "the batch");
                return answer(engine, question, hand);
            }
            default:
                return answer(engine, question, hand);
        }
    }

    private static boolean bad(byte[] status) {
        return status[0] == Rows.BAD_HAND;
    }

    private static int run(boolean twice) {
        int checked = 0;
        List<String> failures = new ArrayList<>();
        try (Corpus.Engines engines = new Corpus.Engines()) {
            for (String[] f : Corpus.cases("cases.tsv")) {
                Check.equal(6, f.length, "fields of " + String.join("\t", f));
                Engine engine = engines.get(f[0], f[1], f[2]);
                String given;
                try {
                    Hand hand = Hand.parse(f[4]);
                    given = twice ? again(engine, f[3], hand) : answer(engine, f[3], hand);
                } catch (HupaiException.BadHand e) {
                    Check.isTrue(!e.detail().isBlank(), "a bad hand says why");
                    given = "error hand";
                }
                if (!given.equals(f[5])) {
                    failures.add(String.join(" ", f[0], f[3], f[4]) + ": expected " + f[5] + ", Java gave " + given);
                }
                checked++;
            }
        }
        Check.isTrue(failures.isEmpty(), failures.size() + " cases differ, the first: " + failures);
        Check.isTrue(checked >= 2000, "only " + checked + " cases");
        return checked;
    }

    @Test
    public void everyCase() {
        System.out.println("       " + run(false) + " cases answered as the corpus does");
    }

    @Test
    public void everyCaseAskedAgainOfCountsKeptHandsAndBatches() {
        run(true);
    }
}
