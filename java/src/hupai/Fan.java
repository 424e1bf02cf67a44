package hupai;

/**
 * One fan of a 国标 score.
 *
 * @param name its Chinese name ({@code "清龙"})
 * @param english its English name ({@code "Pure Straight"})
 * @param value its value in fans (1 to 88)
 * @param times how many times it counts (花牌 once a flower)
 */
public record Fan(String name, String english, int value, int times) {}
