package hupai;

import java.util.OptionalInt;

/**
 * A hand's shanten overall and in each {@link Form}.
 *
 * <pre>{@code
 * ShantenForms s = engine.shantenForms(Hand.parse("19m19p19s1234567z"));
 * s.best();                            // -1
 * s.form(Form.THIRTEEN_ORPHANS);       // OptionalInt[-1]
 * s.form(Form.PAIRS_AND_TRIPLET);      // OptionalInt.empty: 14 tiles rule it out
 * }</pre>
 */
public final class ShantenForms {
    /** The value the library gives a form the rules or the hand's size rule out. */
    public static final int RULED_OUT = 127;

    private final int best;
    private final byte[] byForm;

    ShantenForms(int best, byte[] byForm) {
        this.best = best;
        this.byForm = byForm;
    }

    /**
     * The best shanten over every form: -1 a win.
     *
     * @return the shanten
     */
    public int best() {
        return best;
    }

    /**
     * The shanten in one form; empty where the rules or the size rule it out.
     *
     * @param form the form
     * @return its shanten
     */
    public OptionalInt form(Form form) {
        int value = byForm[form.ordinal()];
        return value == RULED_OUT ? OptionalInt.empty() : OptionalInt.of(value);
    }

    /**
     * {@code "best=0 standard=0 seven_pairs=3 ... eight_pairs=-"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("best=").append(best);
        for (Form form : Form.values()) {
            OptionalInt value = form(form);
            text.append(' ').append(form.label()).append('=');
            text.append(value.isPresent() ? String.valueOf(value.getAsInt()) : "-");
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ShantenForms && ((ShantenForms) other).best == best
                && java.util.Arrays.equals(((ShantenForms) other).byForm, byForm);
    }

    @Override
    public int hashCode() {
        return best * 31 + java.util.Arrays.hashCode(byForm);
    }
}
