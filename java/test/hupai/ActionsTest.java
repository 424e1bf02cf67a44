package hupai;

import java.util.List;

/**
 * Riichi play from Java: every case of conformance/actions.tsv and of
 * conformance/settlement.tsv, and the errors.
 */
public final class ActionsTest {
    /** A check of one corpus row: its rules' engine, its input and its answer. */
    private interface RowCheck {
        void check(Engine engine, String input, String answer);
    }

    /** Gives every row of a three-column corpus file to {@code check}; how many. */
    private static int eachCase(String file, RowCheck check) {
        List<String[]> cases = Corpus.cases(file);
        try (Corpus.Engines engines = new Corpus.Engines()) {
            for (String[] columns : cases) {
                check.check(engines.get(columns[0], "-", "-"), columns[1], columns[2]);
            }
        }
        return cases.size();
    }

    @Test
    public void everyActionsCase() {
        int answered = eachCase("actions.tsv", (engine, context, menu) -> {
                if (menu.startsWith("error: ")) {
                    HupaiException e = Check.fails(HupaiException.class, () -> engine.actions(context, false), context);
                    Check.isTrue(e.getMessage().endsWith(menu.substring(7)), context + ": " + e.getMessage());
                } else {
                    Check.equal(menu, engine.actions(context, false), context);
                    String json = engine.actions(context, true);
                    Check.isTrue(json.startsWith("{") && json.contains("\"pass\":" + menu.endsWith("pass")), json);
                }
            });
        Check.isTrue(answered > 50, answered + " cases");
        System.out.println("       " + answered + " actions cases answered as the corpus does");
    }

    @Test
    public void badContextsAreTypedErrors() {
        try (Engine engine = Engine.of("riichi")) {
            Check.fails(HupaiException.BadArgument.class, () -> engine.actions("{", false), "bad JSON");
            Check.fails(HupaiException.BadArgument.class, () -> engine.actions("{}\u0000", false), "a NUL");
        }
        try (Engine engine = Engine.of("guobiao")) {
            String context = "{\"hand\": \"123m456p789s1122z\", \"moment\": {\"drew\": \"2z\"}}";
            Check.fails(HupaiException.BadRules.class, () -> engine.actions(context, false), "no [riichi]");
        }
    }

    @Test
    public void everySettlementCase() {
        int answered = eachCase("settlement.tsv", (engine, settlement, settled) -> {
                if (settled.startsWith("error: ")) {
                    HupaiException e = Check.fails(HupaiException.class, () -> engine.settle(settlement, true), settlement);
                    Check.isTrue(e.getMessage().endsWith(settled.substring(7)), settlement + ": " + e.getMessage());
                } else {
                    Check.equal(settled, engine.settle(settlement, true), settlement);
                    boolean over = !settled.contains("\"standings\":null");
                    Check.isTrue(engine.settle(settlement, false).contains("game over") == over, settlement);
                }
            });
        Check.isTrue(answered > 40, answered + " cases");
        System.out.println("       " + answered + " settlement cases answered as the corpus does");
        try (Engine engine = Engine.of("riichi")) {
            Check.fails(HupaiException.BadArgument.class, () -> engine.settle("{}\u0000", false), "a NUL");
        }
        try (Engine engine = Engine.of("guobiao")) {
            String aborted = "{\"round\": {\"points\": [1, 2, 3, 4]}, \"ending\": \"aborted\"}";
            Check.fails(HupaiException.BadRules.class, () -> engine.settle(aborted, false), "no [riichi]");
        }
    }
}
