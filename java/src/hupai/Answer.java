package hupai;

import java.nio.charset.StandardCharsets;

/** Reads an answer the JNI layer wrote into a byte[], in the order it wrote it. */
final class Answer {
    private final byte[] bytes;
    private int at;

    Answer(byte[] bytes) {
        this.bytes = bytes;
    }

    int u8() {
        return bytes[at++] & 0xff;
    }

    int i8() {
        return bytes[at++];
    }

    private long le(int count) {
        long value = 0;
        for (int i = 0; i < count; i++) {
            value |= (long) u8() << (8 * i);
        }
        return value;
    }

    long u32() {
        return le(4);
    }

    long u64() {
        return le(8);
    }

    byte[] bytes(int count) {
        byte[] out = new byte[count];
        System.arraycopy(bytes, at, out, 0, count);
        at += count;
        return out;
    }

    /** A text written as its length (one byte) and its UTF-8 bytes. */
    String text() {
        int length = u8();
        String text = new String(bytes, at, length, StandardCharsets.UTF_8);
        at += length;
        return text;
    }
}
