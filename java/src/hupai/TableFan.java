package hupai;

/**
 * One fan of a town fan table's score.
 *
 * @param name its name in the table
 * @param value its value in the table
 * @param times how many times it counts
 */
public record TableFan(String name, long value, int times) {}
