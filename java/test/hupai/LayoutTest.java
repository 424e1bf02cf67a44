package hupai;

/**
 * The answers' bytes: Java reads the C structs at the offsets the JNI layer gives
 * (generated from hupai.h), so the two sides cannot disagree unnoticed.
 */
public final class LayoutTest {
    @Test
    public void everyAnswerStructIsTheHeadersAndReadByName() {
        for (String type : new String[] {"HupaiUkeire", "HupaiDiscard", "HupaiDiscardAdvice", "HupaiScore",
                "HupaiLegalWait", "HupaiFanScore", "HupaiTableScore"}) {
            Check.isTrue(Struct.size(type) > 0, type + " has a size");
        }
        // The second struct of an array starts one struct's size in.
        byte[] bytes = new byte[2 * Struct.size("HupaiLegalWait")];
        bytes[Struct.size("HupaiLegalWait")] = 7;
        Check.equal(7L, Struct.of("HupaiLegalWait", bytes, 1).number("tile"), "the second wait's tile");
        Check.fails(IllegalStateException.class, () -> Struct.size("HupaiNothing"), "an unknown struct");
        Struct score = Struct.of("HupaiScore", new byte[Struct.size("HupaiScore")], 0);
        Check.fails(IllegalStateException.class, () -> score.number("no_such_member"), "an unknown member");
        Check.fails(IllegalStateException.class, () -> score.number("yaku", 24), "past an array's end");
        Check.fails(IllegalStateException.class, () -> score.number("split"), "text read as a number");
        Check.equal("", score.text("split"), "an empty text");
    }

    @Test
    public void signedMembersReadSigned() {
        try (Engine engine = Engine.of("standard")) {
            Ukeire far = engine.ukeire(Hand.parse("159m159p159s1234z"));
            Check.isTrue(far.shanten() > 0, "a far hand's shanten " + far.shanten());
            DiscardAdvice advice = engine.discards(Hand.parse("123m456p789s11122z"));
            Check.equal(-1, advice.shanten(), "a won hand's shanten");
        }
    }
}
