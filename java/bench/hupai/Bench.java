package hupai;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Java package's benchmark, run by {@code make bench}: each question a call a hand,
 * and as a batch, over the hands of every face's benchmark (conformance/bench_hands.txt:
 * 2,000 deals of 14 tiles, then 2,000 of 13), under the standard rules. JMH's way without
 * JMH (nothing can be downloaded here): warm-up iterations until the JIT has compiled the
 * loop, then timed iterations; every answer folded into a sink so that none is dropped.
 * Prints ns a hand: the median of the timed iterations, and their range.
 */
public final class Bench {
    private static final int WARMUP = 8;
    private static final int MEASURED = 15;
    private static final long ITERATION_NANOS = 200_000_000L;

    private static long sink;

    private interface Pass {
        /** Asks every hand once; answers what it folded. */
        long run();
    }

    private static void measure(String name, int hands, Pass pass) {
        double[] perHand = new double[MEASURED];
        for (int i = 0; i < WARMUP + MEASURED; i++) {
            long started = System.nanoTime();
            long passes = 0;
            while (System.nanoTime() - started < ITERATION_NANOS) {
                sink += pass.run();
                passes++;
            }
            if (i >= WARMUP) {
                perHand[i - WARMUP] = (double) (System.nanoTime() - started) / (passes * hands);
            }
        }
        Arrays.sort(perHand);
        System.out.printf("%-28s %8.1f ns a hand  (%.1f-%.1f)%n", name, perHand[MEASURED / 2], perHand[0],
                perHand[MEASURED - 1]);
    }

    public static void main(String[] args) throws IOException {
        List<Hand> hands = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of(System.getProperty("hupai.corpus", "../conformance"))
                .resolve("bench_hands.txt"))) {
            if (!line.startsWith("#")) {
                hands.add(Hand.parse(line));
            }
        }
        Hand[] fourteen = hands.subList(0, hands.size() / 2).toArray(new Hand[0]);
        Hand[] thirteen = hands.subList(hands.size() / 2, hands.size()).toArray(new Hand[0]);
        byte[][] counts14 = new byte[fourteen.length][];
        for (int i = 0; i < fourteen.length; i++) {
            counts14[i] = fourteen[i].counts();
        }
        try (Engine engine = Engine.of("standard")) {
            engine.prepareHints();
            engine.shanten(fourteen[0]);
            System.out.println("hupai " + Engine.version() + ", Java " + System.getProperty("java.version") + ", "
                    + fourteen.length + " hands of 14 tiles, " + thirteen.length + " of 13");
            measure("is_win, a call", fourteen.length, () -> {
                long wins = 0;
                for (Hand hand : fourteen) {
                    wins += engine.isWin(hand) ? 1 : 0;
                }
                return wins;
            });
            measure("is_win of counts, a call", fourteen.length, () -> {
                long wins = 0;
                for (byte[] counts : counts14) {
                    wins += engine.isWin(counts, 0) ? 1 : 0;
                }
                return wins;
            });
            measure("waits, a call", thirteen.length, () -> {
                long waits = 0;
                for (Hand hand : thirteen) {
                    waits += engine.waits(hand).tilesMask();
                }
                return waits;
            });
            measure("shanten, a call", fourteen.length, () -> {
                long total = 0;
                for (Hand hand : fourteen) {
                    total += engine.shanten(hand);
                }
                return total;
            });
            measure("ukeire, a call", thirteen.length, () -> {
                long live = 0;
                for (Hand hand : thirteen) {
                    live += engine.ukeire(hand).totalLive();
                }
                return live;
            });
            Rows rows14 = Rows.of(fourteen);
            Rows rows13 = Rows.of(thirteen);
            boolean[] wins = new boolean[fourteen.length];
            measure("is_win batch", fourteen.length, () -> {
                engine.isWinBatch(rows14, wins, false);
                return wins[7] ? 1 : 0;
            });
            long[] waits = new long[thirteen.length];
            measure("waits batch", thirteen.length, () -> {
                engine.waitsBatch(rows13, waits, null, false);
                return waits[7];
            });
            byte[] shanten = new byte[fourteen.length];
            measure("shanten batch", fourteen.length, () -> {
                engine.shantenBatch(rows14, shanten, null, false);
                return shanten[7];
            });
            byte[] shanten13 = new byte[thirteen.length];
            long[] accepted = new long[thirteen.length];
            int[] totalLive = new int[thirteen.length];
            measure("ukeire batch", thirteen.length, () -> {
                engine.ukeireBatch(rows13, shanten13, accepted, totalLive, null, null, false);
                return accepted[7];
            });
        }
        System.out.println(sink == 42 ? "" : "(sink " + sink + ")");
    }
}
