// A Java 17 program over hupai's jar: is a hand a win, what does it wait on, what
// should it discard, and what does a riichi win pay? From java/:
//   make && javac -cp build/hupai.jar -d build/examples examples/Example.java
//   java -cp build/hupai.jar:build/examples Example
import hupai.Engine;
import hupai.Hand;
import hupai.HupaiException;
import hupai.Score;
import hupai.Situation;
import hupai.Tile;
import hupai.Wind;

public class Example {
    public static void main(String[] args) {
        try (Engine engine = Engine.of("riichi")) {
            System.out.println(engine.isWin(Hand.parse("123m456p789s11122z")));     // true
            System.out.println(engine.waits(Hand.parse("123m456p789s1122z")));      // 1z 2z | -
            System.out.println(engine.discards(Hand.parse("123m456p789s11z235s")).best()); // 5s

            String text = "22m340m456p456678s";                                     // 0m: a red five
            Situation won = Situation.builder()
                    .winningTile(Tile.S6)
                    .seatWind(Wind.SOUTH)
                    .riichi(Situation.Declared.RIICHI)
                    .redFives(engine.redFives(text))
                    .build();
            Score score = engine.scoreRiichi(engine.parseHand(text), won);
            System.out.println(score.han() + " han " + score.fu() + " fu: " + score.ron()); // 4 han 30 fu: 7700

            engine.isWin(Hand.parse("11111m"));
        } catch (HupaiException.BadHand e) {
            System.out.println(e.getMessage());    // bad hand: 5 copies of 1m: a set holds only 4
        }
    }
}
