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
    // The C struct's 30 bytes in its order, made once.
    final byte[] bytes;

    private Situation(Builder from) {
        this.from = from.copy();
        this.bytes = from.bytes();
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
     * What is set, as words: {@code "win=6s ron seat=south round=east riichi dora=1m
     * red=0,1,0"} (flags and counts only when set).
     *
     * @return the text
     */
    @Override
    public String toString() {
        Builder b = from;
        StringBuilder text = new StringBuilder("win=").append(b.winningTile).append(b.tsumo ? " tsumo" : " ron");
        text.append(" seat=").append(b.seatWind.name().toLowerCase(java.util.Locale.ROOT));
        text.append(" round=").append(b.roundWind.name().toLowerCase(java.util.Locale.ROOT));
        String[] flags = {"riichi", "double-riichi", "ippatsu", "last-tile", "after-kong", "robbing-kong",
            "first-turn", "kong-discard", "last-of-kind"};
        boolean[] set = {b.riichi == Declared.RIICHI, b.riichi == Declared.DOUBLE_RIICHI, b.ippatsu, b.lastTile,
            b.afterKong, b.robbingKong, b.firstTurn, b.kongDiscard, b.lastOfKind};
        for (int i = 0; i < flags.length; i++) {
            text.append(set[i] ? " " + flags[i] : "");
        }
        appendTiles(text, "dora", b.dora);
        appendTiles(text, "ura-dora", b.uraDora);
        if (b.redFives[0] + b.redFives[1] + b.redFives[2] > 0) {
            text.append(" red=").append(b.redFives[0]).append(',').append(b.redFives[1]).append(',')
                    .append(b.redFives[2]);
        }
        String[] counts = {"honba", "riichi-sticks", "flowers"};
        int[] values = {b.honba, b.riichiSticks, b.flowers};
        for (int i = 0; i < counts.length; i++) {
            text.append(values[i] > 0 ? " " + counts[i] + "=" + values[i] : "");
        }
        return text.toString();
    }

    private static void appendTiles(StringBuilder text, String name, List<Tile> tiles) {
        for (Tile tile : tiles) {
            text.append(' ').append(name).append('=').append(tile);
        }
    }

    /** Two situations are equal when every field is. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Situation && java.util.Arrays.equals(((Situation) other).bytes, bytes);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(bytes);
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
         * Won on the tile drawn after a kong (rinshan; tsumo only).
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
         * The situation. What the rules make of it (ippatsu without riichi, nine
         * flowers...) is judged when a hand is scored.
         *
         * @return the situation
         * @throws HupaiException.BadArgument for more than 5 indicators, or a count
         *     outside 0 to 255
         */
        public Situation build() {
            if (dora.size() > MAX_INDICATORS || uraDora.size() > MAX_INDICATORS) {
                throw new HupaiException.BadArgument(dora.size() + " dora and " + uraDora.size()
                        + " ura-dora indicators; a table shows at most " + MAX_INDICATORS);
            }
            return new Situation(this);
        }

        private static byte small(String what, int value) {
            if (value < 0 || value > 255) {
                throw new HupaiException.BadArgument(what + " " + value + " is not 0 to 255");
            }
            return (byte) value;
        }

        private static byte flag(boolean value) {
            return (byte) (value ? 1 : 0);
        }

        /** The C struct's bytes, in its order (native/hupai_jni.c reads them back). */
        private byte[] bytes() {
            byte[] b = new byte[30];
            b[0] = (byte) winningTile.id();
            b[1] = flag(tsumo);
            b[2] = (byte) seatWind.ordinal();
            b[3] = (byte) roundWind.ordinal();
            b[4] = (byte) riichi.ordinal();
            b[5] = flag(ippatsu);
            b[6] = flag(lastTile);
            b[7] = flag(afterKong);
            b[8] = flag(robbingKong);
            b[9] = flag(firstTurn);
            b[10] = (byte) dora.size();
            for (int i = 0; i < dora.size(); i++) {
                b[11 + i] = (byte) dora.get(i).id();
            }
            b[16] = (byte) uraDora.size();
            for (int i = 0; i < uraDora.size(); i++) {
                b[17 + i] = (byte) uraDora.get(i).id();
            }
            for (int suit = 0; suit < 3; suit++) {
                b[22 + suit] = small("red fives", redFives[suit]);
            }
            b[25] = small("honba", honba);
            b[26] = small("riichi sticks", riichiSticks);
            b[27] = small("flowers", flowers);
            b[28] = flag(lastOfKind);
            b[29] = flag(kongDiscard);
            return b;
        }
    }
}
