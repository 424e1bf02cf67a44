package hupai;

import java.util.Objects;

/** The tests' assertions: each throws an AssertionError saying what differed. */
final class Check {
    private Check() {}

    static void equal(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + ": expected <" + expected + ">, got <" + actual + ">");
        }
    }

    static void isTrue(boolean condition, String what) {
        if (!condition) {
            throw new AssertionError(what);
        }
    }

    /** Runs {@code call}, which must throw {@code kind} with a message saying something. */
    static <T extends Throwable> T fails(Class<T> kind, Runnable call, String what) {
        try {
            call.run();
        } catch (Throwable e) {
            if (!kind.isInstance(e)) {
                throw new AssertionError(what + ": expected " + kind.getSimpleName() + ", got " + e, e);
            }
            if (e instanceof HupaiException) {
                HupaiException h = (HupaiException) e;
                isTrue(!h.detail().isBlank(), what + ": an empty message");
                isTrue(h.getMessage().endsWith(h.detail()), what + ": the message holds the detail");
            }
            return kind.cast(e);
        }
        throw new AssertionError(what + ": expected " + kind.getSimpleName() + ", nothing was thrown");
    }
}
