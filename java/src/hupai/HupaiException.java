package hupai;

/**
 * Every error hupai raises: its {@link Kind} and the library's message, which says what
 * was wrong and where. Unchecked; catch the kind you can handle:
 *
 * <pre>{@code
 * try {
 *     engine.isWin(Hand.parse(text));
 * } catch (HupaiException.BadHand e) {
 *     reply(400, e.getMessage());   // "bad hand: ..., at 3"
 * }
 * }</pre>
 *
 * A null where an object is needed is the JDK's {@link NullPointerException}, naming the
 * argument.
 */
public class HupaiException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** What kind of error; each has its subclass. */
    public enum Kind {
        /** A hand that is impossible or not one the rules play: {@link BadHand}. */
        BAD_HAND,
        /** Rules that cannot be used: {@link BadRules}. */
        BAD_RULES,
        /** Table-file bytes that cannot be used: {@link BadTables}. */
        BAD_TABLES,
        /** An argument out of range: {@link BadArgument}. */
        BAD_ARGUMENT,
        /** A call on a closed engine: {@link Closed}. */
        CLOSED,
        /** A bug in hupai, caught at its boundary: {@link Internal}. */
        INTERNAL;

        private String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        }
    }

    /** The kind of error. */
    private final Kind kind;
    /** The library's message. */
    private final String detail;

    HupaiException(Kind kind, String detail) {
        super(kind.label() + ": " + detail);
        this.kind = kind;
        this.detail = detail;
    }

    /**
     * The kind of error.
     *
     * @return its kind
     */
    public Kind kind() {
        return kind;
    }

    /**
     * The library's message alone, without the kind before it.
     *
     * @return what was wrong and where
     */
    public String detail() {
        return detail;
    }

    /** A hand that is impossible (a fifth copy, 18 tiles, an unknown letter) or that the rules do not play. */
    public static final class BadHand extends HupaiException {
        private static final long serialVersionUID = 1L;

        BadHand(String detail) {
            super(Kind.BAD_HAND, detail);
        }
    }

    /** A rules name, rules text or rules file that cannot be used, or rules that do not ask that question. */
    public static final class BadRules extends HupaiException {
        private static final long serialVersionUID = 1L;

        BadRules(String detail) {
            super(Kind.BAD_RULES, detail);
        }
    }

    /** Table-file bytes that cannot be used (truncated, another version, corrupt). */
    public static final class BadTables extends HupaiException {
        private static final long serialVersionUID = 1L;

        BadTables(String detail) {
            super(Kind.BAD_TABLES, detail);
        }
    }

    /** A value out of range, an array of the wrong length, text that is not what was asked. */
    public static final class BadArgument extends HupaiException {
        private static final long serialVersionUID = 1L;

        BadArgument(String detail) {
            super(Kind.BAD_ARGUMENT, detail);
        }
    }

    /** A call on an engine after {@link Engine#close()}. */
    public static final class Closed extends HupaiException {
        private static final long serialVersionUID = 1L;

        Closed(String detail) {
            super(Kind.CLOSED, detail);
        }
    }

    /** A bug in hupai: a panic caught at the library's boundary. */
    public static final class Internal extends HupaiException {
        private static final long serialVersionUID = 1L;

        Internal(String detail) {
            super(Kind.INTERNAL, detail);
        }
    }

    /** The exception of a kind with a message. */
    static HupaiException of(Kind kind, String detail) {
        switch (kind) {
            case BAD_HAND:
                return new BadHand(detail);
            case BAD_RULES:
                return new BadRules(detail);
            case BAD_TABLES:
                return new BadTables(detail);
            case BAD_ARGUMENT:
                return new BadArgument(detail);
            case CLOSED:
                return new Closed(detail);
            default:
                return new Internal(detail);
        }
    }

    /** The exception of a failed C call's status, with this thread's last message. */
    static HupaiException ofStatus(int status) {
        String message = Native.text(Native.lastError());
        // The C library's HupaiStatus values: 1 a null pointer (never passed from here),
        // 2 a bad hand, 3 bad rules, 4 bad tables, 5 a bad argument, 6 a caught panic.
        Kind[] kinds = {null, Kind.BAD_ARGUMENT, Kind.BAD_HAND, Kind.BAD_RULES, Kind.BAD_TABLES, Kind.BAD_ARGUMENT};
        Kind kind = status > 0 && status < kinds.length ? kinds[status] : Kind.INTERNAL;
        return of(kind, message.isEmpty() ? "status " + status : message);
    }
}
