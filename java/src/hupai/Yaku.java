package hupai;

/**
 * One yaku of a riichi score and the han it gives.
 *
 * @param name its name ({@code "riichi"}, {@code "pinfu"}, {@code "kokushi musou"}...)
 * @param han its han (13 a yakuman multiple)
 */
public record Yaku(String name, int han) {}
