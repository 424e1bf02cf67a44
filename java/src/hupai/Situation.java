package hupai;

import java.util.ArrayList;
import java.util.List;

/**
 * Everything about a win beyond its tiles, for scoring (riichi's, 国标's, a fan table's).
 * Immutable; made by a {@link Builder}. Left unset, it is a ron on 1m by the dealer
 * (East) in an East round, nothing declared.
 *
 * <pre>{@code
 * Situation s = Situation.builder()
 *         .winningTile(Tile.S6)
 *         .seatWind(Wind.SOUTH)
 *         .riichi(Situation.Declared.RIICHI)
 *         .dora(Tile.M1)
 *         .redFives(engine.redFives(text))
 *         .build();
 * }</pre>
 */
public final class Situation {
    /** Whether the winner declared riichi. */
    public enum Declared {
        /** No riichi. */
        NONE,
        /** Riichi. */
        RIICHI,
        /** Double riichi. */
        DOUBLE_RIICHI
    }

    /** The most dora or ura-dora indicators a table shows. */
    public static final int MAX_INDICATORS = 5;

    private final Builder from;
    // The situation in the library's words form, as UTF-8: what the C library reads
    // (hupai_situation_parse), by its one list of fields.
    private final String text;
    final byte[] words;

    private Situation(Builder from, String text) {
        this.from = from.copy();
        this.text = text;
        this.words = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * A builder with nothing set.
     *
     * @return a new builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder holding this situation, to change a field or two.
     *
     * @return a new builder
     */
    public Builder toBuilder() {
        return from.copy();
    }

    /** @return the winning tile */
    public Tile winningTile() {
        return from.winningTile;
    }

    /** @return true for a win by tsumo, false by ron */
    public boolean tsumo() {
        return from.tsumo;
    }

    /** @return the winner's seat wind */
    public Wind seatWind() {
        return from.seatWind;
    }

    /** @return the round wind */
    public Wind roundWind() {
        return from.roundWind;
    }

    /** @return the riichi declared */
    public Declared riichi() {
        return from.riichi;
    }

    /** @return the dora indicators */
    public List<Tile> dora() {
        return List.copyOf(from.dora);
    }

    /** @return the ura-dora indicators */
    public List<Tile> uraDora() {
        return List.copyOf(from.uraDora);
    }

    /** @return the red fives held by suit: man, pin, sou */
    public int[] redFives() {
        return from.redFives.clone();
    }

    /** @return the flowers held (国标) */
    public int flowers() {
        return from.flowers;
    }

    /**
     * The situation in hupai's words form, the fields away from their defaults:
     * {@code "win=6s seat=south riichi dora=1m"} (what {@link Builder#words} reads).
     *
     * @return the words
     */
    @Override
    public String toString() {
        return text;
    }

    /** Two situations are equal when every field is. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Situation && ((Situation) other).text.equals(text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }

    /** A situation being made; {@link #build()} checks it. Not for sharing between threads. */
    public static final class Builder {
        private Tile winningTile = Tile.M1;
        private boolean tsumo;
        private Wind seatWind = Wind.EAST;
        private Wind roundWind = Wind.EAST;
        private Declared riichi = Declared.NONE;
        private boolean ippatsu;
        private boolean lastTile;
        private boolean afterKong;
        private boolean robbingKong;
        private boolean firstTurn;
        private boolean kongDiscard;
        private boolean lastOfKind;
        private List<Tile> dora = new ArrayList<>();
        private List<Tile> uraDora = new ArrayList<>();
        private int[] redFives = new int[3];
        private int honba;
        private int riichiSticks;
        private int flowers;
        private int kita;
        // Fields set by name or as words, in order, after the typed ones.
        private List<String> more = new ArrayList<>();

        private Builder() {}

        private Builder copy() {
            Builder copy = new Builder();
            copy.winningTile = winningTile;
            copy.tsumo = tsumo;
            copy.seatWind = seatWind;
            copy.roundWind = roundWind;
            copy.riichi = riichi;
            copy.ippatsu = ippatsu;
            copy.lastTile = lastTile;
            copy.afterKong = afterKong;
            copy.robbingKong = robbingKong;
            copy.firstTurn = firstTurn;
            copy.kongDiscard = kongDiscard;
            copy.lastOfKind = lastOfKind;
            copy.dora = new ArrayList<>(dora);
            copy.uraDora = new ArrayList<>(uraDora);
            copy.redFives = redFives.clone();
            copy.honba = honba;
            copy.riichiSticks = riichiSticks;
            copy.flowers = flowers;
            copy.kita = kita;
            copy.more = new ArrayList<>(more);
            return copy;
        }

        /**
         * The tile that completed the hand; the hand holds it.
         *
         * @param tile the tile
         * @return this builder
         */
        public Builder winningTile(Tile tile) {
            winningTile = java.util.Objects.requireNonNull(tile, "tile");
            return this;
        }

        /**
         * Won by tsumo (self-drawn) when true, by ron (a discard) when false.
         *
         * @param tsumo how it was won
         * @return this builder
         */
        public Builder tsumo(boolean tsumo) {
            this.tsumo = tsumo;
            return this;
        }

        /**
         * The winner's seat wind (East: the dealer).
         *
         * @param wind the wind
         * @return this builder
         */
        public Builder seatWind(Wind wind) {
            seatWind = java.util.Objects.requireNonNull(wind, "wind");
            return this;
        }

        /**
         * The round wind.
         *
         * @param wind the wind
         * @return this builder
         */
        public Builder roundWind(Wind wind) {
            roundWind = java.util.Objects.requireNonNull(wind, "wind");
            return this;
        }

        /**
         * The riichi declared.
         *
         * @param declared what was declared
         * @return this builder
         */
        public Builder riichi(Declared declared) {
            riichi = java.util.Objects.requireNonNull(declared, "declared");
            return this;
        }

        /**
         * Ippatsu.
         *
         * @param ippatsu whether
         * @return this builder
         */
        public Builder ippatsu(boolean ippatsu) {
            this.ippatsu = ippatsu;
            return this;
        }

        /**
         * Won on the last tile (haitei by tsumo, houtei by ron).
         *
         * @param lastTile whether
         * @return this builder
         */
        public Builder lastTile(boolean lastTile) {
            this.lastTile = lastTile;
            return this;
        }

        /**
         * Won on the tile drawn after a kong (rinshan; tsumo only), or with three players after a North set aside.
         *
         * @param afterKong whether
         * @return this builder
         */
        public Builder afterKong(boolean afterKong) {
            this.afterKong = afterKong;
            return this;
        }

        /**
         * Won by robbing a kong (chankan; ron only).
         *
         * @param robbingKong whether
         * @return this builder
         */
        public Builder robbingKong(boolean robbingKong) {
            this.robbingKong = robbingKong;
            return this;
        }

        /**
         * Won in the first go-around, no call made (tenhou, chiihou, renhou).
         *
         * @param firstTurn whether
         * @return this builder
         */
        public Builder firstTurn(boolean firstTurn) {
            this.firstTurn = firstTurn;
            return this;
        }

        /**
         * Won by ron on the tile the discarder threw right after their own kong (杠上炮,
         * counted by fan tables that name it).
         *
         * @param kongDiscard whether
         * @return this builder
         */
        public Builder kongDiscard(boolean kongDiscard) {
            this.kongDiscard = kongDiscard;
            return this;
        }

        /**
         * 国标: won on the last copy of its kind, three shown (和绝张).
         *
         * @param lastOfKind whether
         * @return this builder
         */
        public Builder lastOfKind(boolean lastOfKind) {
            this.lastOfKind = lastOfKind;
            return this;
        }

        /**
         * The dora indicators (at most 5), replacing any set before.
         *
         * @param indicators the tiles
         * @return this builder
         */
        public Builder dora(Tile... indicators) {
            dora = tiles(indicators);
            return this;
        }

        /**
         * The ura-dora indicators (at most 5; counted only with riichi).
         *
         * @param indicators the tiles
         * @return this builder
         */
        public Builder uraDora(Tile... indicators) {
            uraDora = tiles(indicators);
            return this;
        }

        private static List<Tile> tiles(Tile... tiles) {
            List<Tile> list = new ArrayList<>();
            for (Tile tile : tiles) {
                list.add(java.util.Objects.requireNonNull(tile, "indicator"));
            }
            return list;
        }

        /**
         * The red fives held in the hand and melds by suit: man, pin, sou — what
         * {@link Engine#redFives(String)} counts from a hand's text.
         *
         * @param bySuit three counts
         * @return this builder
         */
        public Builder redFives(int... bySuit) {
            if (bySuit.length != 3) {
                throw new HupaiException.BadArgument(bySuit.length + " red-five counts: one per suit, man, pin, sou");
            }
            redFives = bySuit.clone();
            return this;
        }

        /**
         * Honba sticks.
         *
         * @param honba 0 to 255
         * @return this builder
         */
        public Builder honba(int honba) {
            this.honba = honba;
            return this;
        }

        /**
         * Riichi sticks on the table.
         *
         * @param sticks 0 to 255
         * @return this builder
         */
        public Builder riichiSticks(int sticks) {
            riichiSticks = sticks;
            return this;
        }

        /**
         * 国标: flowers and seasons held (0 to 8).
         *
         * @param flowers how many
         * @return this builder
         */
        public Builder flowers(int flowers) {
            this.flowers = flowers;
            return this;
        }

        /**
         * Norths set aside by a three-player winner (抜きドラ, riichi's sanma): a dora
         * each, and dora again where an indicator makes North dora.
         *
         * @param kita the Norths set aside, 0 to 4
         * @return this builder
         */
        public Builder kita(int kita) {
            this.kita = kita;
            return this;
        }


        /**
         * Sets any field of hupai's one list of situation fields by its name (or an
         * alias: {@code "seat_wind"}, {@code "kongDiscard"}) to a value as text, after
         * the typed setters: the way to a field this class has no setter for yet.
         * {@link #build()} refuses an unknown name or a bad value, saying what it takes.
         *
         * @param name the field's name
         * @param value its value: {@code "south"}, {@code "true"}, {@code "1m4z"}, {@code "1,0,0"}
         * @return this builder
         */
        public Builder set(String name, String value) {
            java.util.Objects.requireNonNull(name, "name");
            java.util.Objects.requireNonNull(value, "value");
            more.add(name + "=" + value);
            return this;
        }

        /**
         * Sets the fields hupai's words form names, after the typed setters:
         * {@code "win=6s seat=south riichi dora=1m"} (a flag or riichi bare).
         *
         * @param words the words
         * @return this builder
         */
        public Builder words(String words) {
            more.add(java.util.Objects.requireNonNull(words, "words"));
            return this;
        }

        /**
         * The situation. The library reads it by its one list of fields: an unknown
         * field or a value it does not take (256 honba, six dora) is refused here;
         * what the rules make of it (ippatsu without riichi, a field the rules'
         * scoring does not count) when it is scored.
         *
         * @return the situation
         * @throws HupaiException.BadArgument a field the library does not take
         */
        public Situation build() {
            String text = words();
            int status = Native.checkSituation(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            if (status != 0) {
                throw HupaiException.ofStatus(status);
            }
            return new Situation(this, text);
        }

        /** The typed fields away from their defaults as words, then those set by name. */
        private String words() {
            List<String> words = new ArrayList<>();
            words.add("win=" + winningTile);
            add(words, tsumo, "tsumo");
            add(words, seatWind != Wind.EAST, "seat=" + wind(seatWind));
            add(words, roundWind != Wind.EAST, "round=" + wind(roundWind));
            add(words, riichi != Declared.NONE, riichi == Declared.RIICHI ? "riichi" : "riichi=double");
            add(words, ippatsu, "ippatsu");
            add(words, lastTile, "last_tile");
            add(words, afterKong, "after_kong");
            add(words, robbingKong, "robbing_kong");
            add(words, kongDiscard, "kong_discard");
            add(words, firstTurn, "first_turn");
            add(words, !dora.isEmpty(), "dora=" + joined(dora));
            add(words, !uraDora.isEmpty(), "ura=" + joined(uraDora));
            add(words, redFives[0] + redFives[1] + redFives[2] != 0,
                    "red_fives=" + redFives[0] + "," + redFives[1] + "," + redFives[2]);
            add(words, honba != 0, "honba=" + honba);
            add(words, riichiSticks != 0, "sticks=" + riichiSticks);
            add(words, flowers != 0, "flowers=" + flowers);
            add(words, lastOfKind, "last_of_kind");
            add(words, kita != 0, "kita=" + kita);
            words.addAll(more);
            return String.join(" ", words);
        }

        private static void add(List<String> words, boolean set, String word) {
            if (set) {
                words.add(word);
            }
        }

        private static String wind(Wind wind) {
            return wind.name().toLowerCase(java.util.Locale.ROOT);
        }

        private static String joined(List<Tile> tiles) {
            StringBuilder text = new StringBuilder();
            for (Tile tile : tiles) {
                text.append(tile);
            }
            return text.toString();
        }
    }
}
