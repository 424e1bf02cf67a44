package hupai;

import java.util.ArrayList;
import java.util.List;

/**
 * The forms a hand wins in; empty when it does not win. Immutable.
 *
 * <pre>{@code
 * Forms forms = engine.check(Hand.parse("11223344556677z"));
 * forms.has(Form.SEVEN_PAIRS);   // true
 * forms.toString();              // "seven_pairs"
 * }</pre>
 */
public final class Forms {
    private final int bits;

    private Forms(int bits) {
        this.bits = bits;
    }

    /**
     * The forms of a mask (as {@link Engine#checkBatch} writes them, a byte a hand: the
     * byte's bits).
     *
     * @param bits {@link Form#bit()} for each form
     * @return the forms
     */
    public static Forms of(int bits) {
        return new Forms(bits & 0xff);
    }

    /**
     * The mask.
     *
     * @return {@link Form#bit()} for each form
     */
    public int bits() {
        return bits;
    }

    /**
     * Whether the hand wins in a form.
     *
     * @param form the form
     * @return true when it does
     */
    public boolean has(Form form) {
        return (bits & form.bit()) != 0;
    }

    /**
     * Whether the hand wins in any form.
     *
     * @return true for a win
     */
    public boolean isWin() {
        return bits != 0;
    }

    /**
     * The forms in the library's order.
     *
     * @return a new list
     */
    public List<Form> list() {
        List<Form> forms = new ArrayList<>();
        for (Form form : Form.values()) {
            if (has(form)) {
                forms.add(form);
            }
        }
        return forms;
    }

    /**
     * The forms' labels joined with {@code +}, or {@code none}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (Form form : list()) {
            text.append(text.length() == 0 ? "" : "+").append(form.label());
        }
        return text.length() == 0 ? "none" : text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Forms && ((Forms) other).bits == bits;
    }

    @Override
    public int hashCode() {
        return bits;
    }
}
