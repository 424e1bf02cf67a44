package hupai;

import java.util.List;

/**
 * One way a winning hand splits: its form's label and its groups as the library writes
 * them ({@code "13m[2m]"}: 1m, 3m and a joker standing for 2m; {@code "JJJ"}: jokers
 * standing for any meld).
 *
 * @param form the form's label ({@code "standard"}, {@code "seven_pairs"}, ...)
 * @param groups the melds, pairs and singles
 */
public record Decomposition(String form, List<String> groups) {
    /**
     * Copies the groups.
     *
     * @param form the form's label
     * @param groups the groups
     */
    public Decomposition {
        groups = List.copyOf(groups);
    }

    /**
     * As the command line writes it: {@code "standard: 123m 456p 789s 111z 22z"}.
     *
     * @return the text
     */
    @Override
    public String toString() {
        return form + ": " + String.join(" ", groups);
    }
}
