package hupai;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The conformance corpus (conformance/, described in its README) as the tests read it. */
final class Corpus {
    private Corpus() {}

    /** The corpus folder: the {@code hupai.corpus} property, else the repository's. */
    static Path dir() {
        return Path.of(System.getProperty("hupai.corpus", "../conformance"));
    }

    /** The cases of a corpus file: each line's tab-separated fields. */
    static List<String[]> cases(String file) {
        List<String[]> cases = new ArrayList<>();
        try {
            for (String line : Files.readAllLines(dir().resolve(file), StandardCharsets.UTF_8)) {
                if (!line.isEmpty() && !line.startsWith("#") && !line.startsWith("rules\t")) {
                    cases.add(line.split("\t", -1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    /** Engines by rules, joker kinds and melds, made once. */
    static final class Engines implements AutoCloseable {
        private final Map<String, Engine> made = new HashMap<>();

        Engine get(String rules, String jokerKinds, String melds) {
            return made.computeIfAbsent(rules + "\t" + jokerKinds + "\t" + melds, key -> make(rules, jokerKinds, melds));
        }

        private static Engine make(String rules, String jokerKinds, String melds) {
            Engine engine = rules.endsWith(".toml") ? Engine.fromRulesFile(dir().resolve(rules)) : Engine.of(rules);
            if (!jokerKinds.equals("-")) {
                List<Tile> kinds = new ArrayList<>();
                for (String name : jokerKinds.split(" ")) {
                    kinds.add(Tile.parse(name));
                }
                engine = engine.withJokerKinds(kinds.toArray(new Tile[0]));
            }
            return melds.equals("-") ? engine : engine.withMelds(melds);
        }

        @Override
        public void close() {
            made.values().forEach(Engine::close);
        }
    }

    /** A list as the corpus writes one: items separated by spaces, {@code -} for none. */
    static String listed(List<String> items) {
        return items.isEmpty() ? "-" : String.join(" ", items);
    }

    static String listed(TileSet set) {
        String text = set.toString();
        return text.isEmpty() ? "-" : text;
    }
}
