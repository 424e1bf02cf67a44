package hupai;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/** Many threads on one engine; closing an engine while others use it. */
public final class ThreadsTest {
    private static final int THREADS = 8;

    /** The answers a hand gets on one thread, as text. */
    private static String answers(Engine engine, Hand hand) {
        StringBuilder text = new StringBuilder().append(engine.isWin(hand));
        for (Single question : new Single[] {engine::waits, engine::shanten, engine::ukeire, engine::check}) {
            try {
                text.append(' ').append(question.ask(hand));
            } catch (HupaiException.BadHand e) {
                text.append(" bad");
            }
        }
        return text.toString();
    }

    private interface Single {
        Object ask(Hand hand);
    }

    @Test
    public void manyThreadsShareOneEngine() throws Exception {
        Hand[] hands = Deals.deals(11, 4000);
        try (Engine engine = Engine.of("hongzhong")) {
            String[] expected = new String[hands.length];
            for (int i = 0; i < hands.length; i++) {
                expected[i] = answers(engine, hands[i]);
            }
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            try {
                List<Future<Integer>> done = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int first = t;
                    done.add(pool.submit(() -> {
                        int asked = 0;
                        for (int round = 0; round < 3; round++) {
                            for (int i = first; i < hands.length; i += 3) {
                                Check.equal(expected[i], answers(engine, hands[i]), "hand " + hands[i]);
                                asked++;
                            }
                            // Batches from many threads at once, on the shared pool too.
                            Check.equal(hands.length, engine.shantenBatch(Rows.of(hands), round == 1).length, "batch");
                        }
                        return asked;
                    }));
                }
                int asked = 0;
                for (Future<Integer> each : done) {
                    asked += each.get();
                }
                Check.isTrue(asked >= hands.length * 7, "asked " + asked);
            } finally {
                pool.shutdown();
            }
        }
    }

    @Test
    public void closingWhileOtherThreadsAskIsSafe() throws Exception {
        Hand[] hands = Deals.deals(12, 500);
        long before = Native.liveEngines();
        for (int round = 0; round < 20; round++) {
            Engine engine = Engine.of(round % 2 == 0 ? "standard" : "riichi");
            String[] expected = new String[hands.length];
            for (int i = 0; i < hands.length; i++) {
                expected[i] = answers(engine, hands[i]);
            }
            CountDownLatch started = new CountDownLatch(THREADS);
            AtomicInteger closedSeen = new AtomicInteger();
            List<Thread> threads = new ArrayList<>();
            List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
            for (int t = 0; t < THREADS; t++) {
                int first = t;
                Thread thread = new Thread(() -> {
                    started.countDown();
                    boolean closed = false;
                    for (int i = first; i < 200_000; i++) {
                        Hand hand = hands[i % hands.length];
                        try {
                            Check.equal(expected[i % hands.length], answers(engine, hand), "before the close");
                            Check.isTrue(!closed, "an answer after Closed was seen");
                        } catch (HupaiException.Closed e) {
                            closed = true;
                            if (i > first + 1000) {
                                break;
                            }
                        } catch (Throwable e) {
                            failures.add(e);
                            break;
                        }
                    }
                    if (closed) {
                        closedSeen.incrementAndGet();
                    }
                });
                thread.start();
                threads.add(thread);
            }
            started.await();
            Thread.sleep(5 + round);
            engine.close();
            for (Thread thread : threads) {
                thread.join();
            }
            Check.isTrue(failures.isEmpty(), "failures: " + failures);
            Check.equal(THREADS, closedSeen.get(), "every thread saw the close");
            Check.equal(before, Native.liveEngines(), "freed by the last call out, round " + round);
        }
    }

    @Test
    public void aBatchInFlightKeepsItsEngineUntilItReturns() throws Exception {
        Hand[] hands = Deals.deals(13, 200_000);
        Rows rows = Rows.of(hands);
        try (Engine reference = Engine.of("riichi")) {
            byte[] expected = reference.shantenBatch(rows, false);
            long before = Native.liveEngines();
            for (boolean parallel : new boolean[] {false, true}) {
                Engine engine = Engine.of("riichi");
                byte[] answers = new byte[hands.length];
                CountDownLatch entered = new CountDownLatch(1);
                Thread batch = new Thread(() -> {
                    entered.countDown();
                    engine.shantenBatch(rows, answers, null, parallel);
                });
                batch.start();
                entered.await();
                Thread.sleep(2);
                engine.close();
                Check.fails(HupaiException.Closed.class, () -> engine.shanten(hands[0]), "a call after the close");
                batch.join();
                Check.isTrue(java.util.Arrays.equals(expected, answers), "the batch answered every row");
                Check.equal(before, Native.liveEngines(), "freed when the batch returned");
            }
        }
    }
}
