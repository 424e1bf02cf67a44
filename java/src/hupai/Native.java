package hupai;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * The JNI methods (native/hupai_jni.c) and the loading of their library. Package-private:
 * the public classes check every argument before a call reaches here.
 */
final class Native {
    private Native() {}

    /** The system property naming the JNI library's file, overriding the jar's own. */
    static final String LIBRARY_PROPERTY = "hupai.library";

    static {
        load();
    }

    /**
     * Loads the JNI library: the file the {@code hupai.library} property names, else the
     * copy the jar carries for this platform (written to a temporary file), else
     * {@code hupai_jni} from {@code java.library.path}.
     */
    private static void load() {
        String path = System.getProperty(LIBRARY_PROPERTY);
        if (path != null && !path.isEmpty()) {
            System.load(Path.of(path).toAbsolutePath().toString());
            return;
        }
        String resource = "/hupai/native/" + platform() + "/libhupai_jni.so";
        try (InputStream in = Native.class.getResourceAsStream(resource)) {
            if (in != null) {
                Path file = Files.createTempFile("hupai_jni", ".so");
                file.toFile().deleteOnExit();
                Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
                System.load(file.toString());
                return;
            }
        } catch (IOException e) {
            throw new UnsatisfiedLinkError("hupai: cannot write the JNI library " + resource + " out: " + e);
        }
        try {
            System.loadLibrary("hupai_jni");
        } catch (UnsatisfiedLinkError e) {
            throw new UnsatisfiedLinkError("hupai: no JNI library: set -D" + LIBRARY_PROPERTY
                    + "=path/to/libhupai_jni.so, use a jar built with it (" + resource
                    + "), or put it on java.library.path (" + e.getMessage() + ")");
        }
    }

    /** "linux-x86_64", "linux-aarch64", ...: where a jar keeps each platform's library. */
    static String platform() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT).replaceAll("[^a-z]", "");
        String arch = System.getProperty("os.arch").toLowerCase(Locale.ROOT);
        if (arch.equals("amd64")) arch = "x86_64";
        return os + "-" + arch;
    }

    /**
     * Text as C reads it: UTF-8 with a NUL after it. Text holding a NUL is refused with
     * {@code refused}, rather than read cut short.
     */
    static byte[] cString(String text, HupaiException.Kind refused) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < utf8.length; i++) {
            if (utf8[i] == 0) {
                throw HupaiException.of(refused, quoted(text) + ": a NUL character at byte " + i);
            }
        }
        byte[] chars = new byte[utf8.length + 1];
        System.arraycopy(utf8, 0, chars, 0, utf8.length);
        return chars;
    }

    static String text(byte[] utf8) {
        return utf8 == null ? "" : new String(utf8, StandardCharsets.UTF_8);
    }

    static String quoted(String text) {
        return "\"" + (text.length() > 80 ? text.substring(0, 80) + "..." : text) + "\"";
    }

    static native byte[] layouts();

    static native byte[] version();

    static native byte[] lastError();

    static native long liveEngines();

    static native long engineNew(byte[] name);

    static native long engineFromRules(byte[] toml);

    static native long engineFromRulesFile(byte[] path);

    static native long engineFromTableFile(byte[] path);

    static native long engineFromTableBytes(byte[] bytes);

    static native long engineWithJokerKinds(long engine, byte[] ids);

    static native long engineWithMelds(long engine, byte[] melds);

    static native int prepareHints(long engine);

    static native void engineFree(long engine);

    static native int handParse(long engine, byte[] text, byte[] into);

    static native int redFives(long engine, byte[] text, byte[] into);

    static native int windParse(byte[] text);

    static native int isWin(long engine, long w0, long w1, long w2, long w3, long w4);

    static native int check(long engine, long w0, long w1, long w2, long w3, long w4);

    static native long waits(long engine, long w0, long w1, long w2, long w3, long w4, boolean exhaustedOnly);

    static native int shanten(long engine, long w0, long w1, long w2, long w3, long w4);

    static native int shantenForms(long engine, long w0, long w1, long w2, long w3, long w4, byte[] perForm);

    static native int decompositions(long engine, long w0, long w1, long w2, long w3, long w4,
            long limit, byte[][] into);

    static native int ukeire(long engine, long w0, long w1, long w2, long w3, long w4, byte[] seen, byte[] into);

    static native int discards(long engine, long w0, long w1, long w2, long w3, long w4, byte[] seen, byte[] into);

    static native int discardMasks(long engine, long w0, long w1, long w2, long w3, long w4, long[] into);

    static native int liveNew(long w0, long w1, long w2, long w3, long w4, long[] into);

    static native int liveMove(long[] live, int tile, boolean draw);

    static native int liveCounts(long[] live, byte[] into);

    static native int liveIsWin(long engine, long[] live);

    static native int liveCheck(long engine, long[] live);

    static native long liveWaits(long engine, long[] live, boolean exhaustedOnly);

    static native int checkSituation(byte[] words);

    static native byte[] scoring(long engine);

    static native byte[] riichiJson(long engine, int question, byte[] input, boolean json, int[] status);

    static native int score(long engine, long w0, long w1, long w2, long w3, long w4, byte[] situation, byte[] into);

    static native int isLegalWin(long engine, long w0, long w1, long w2, long w3, long w4, byte[] situation);

    static native int legalWaits(long engine, long w0, long w1, long w2, long w3, long w4,
            byte[] situation, byte[] into);

    static native int scoreGuobiao(long engine, long w0, long w1, long w2, long w3, long w4,
            byte[] situation, byte[] into);

    static native int scoreTable(long engine, long w0, long w1, long w2, long w3, long w4,
            byte[] situation, byte[] into);

    static native byte[] yakuName(int yaku);

    static native byte[] limitName(int limit);

    static native byte[] waitName(int wait);

    static native byte[] fanName(int fan, boolean english);

    static native int fanValue(int fan);

    static native byte[] tableFanName(long engine, int index);

    static native int isWinBatch(long engine, byte[] rows, byte[] jokers, int n, boolean[] wins, boolean parallel);

    static native int checkBatch(long engine, byte[] rows, byte[] jokers, int n, byte[] forms, byte[] statuses,
            boolean parallel);

    static native int waitsBatch(long engine, byte[] rows, byte[] jokers, int n, long[] waits, byte[] statuses,
            boolean parallel);

    static native int shantenBatch(long engine, byte[] rows, byte[] jokers, int n, byte[] shanten,
            byte[] statuses, boolean parallel);

    static native int ukeireBatch(long engine, byte[] rows, byte[] jokers, int n, byte[] shanten, long[] accepted,
            int[] totalLive, byte[] live, byte[] statuses, boolean parallel);
}
