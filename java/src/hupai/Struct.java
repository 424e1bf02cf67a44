package hupai;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * An answer as the C library's struct, which the JNI layer copies whole into a byte[],
 * read member by member at the offsets the C compiler gave them. The offsets come from
 * the JNI layer ({@code Native.layouts}, a table generated from {@code hupai.h}), so
 * the header is the one definition of every answer's bytes: Java names members, never
 * places them, and a member the header does not have is an error, not a misread.
 */
final class Struct {
    /** A member: its C type, offset, size, and its element's size (an array's). */
    private record Member(String cType, int offset, int size, int element) {}

    /** Every struct of the header: its members by name, its size under "-". */
    private static final Map<String, Map<String, Member>> LAYOUTS = read(Native.text(Native.layouts()));

    private final String type;
    private final ByteBuffer bytes;
    private final int base;

    private Struct(String type, ByteBuffer bytes, int base) {
        this.type = type;
        this.bytes = bytes;
        this.base = base;
    }

    private static Map<String, Map<String, Member>> read(String table) {
        Map<String, Map<String, Member>> layouts = new HashMap<>();
        for (String line : table.split("\n")) {
            String[] row = line.split(" ");
            if (row.length != 6) {
                continue;
            }
            Member member = new Member(row[2], Integer.parseInt(row[3]), Integer.parseInt(row[4]),
                    Integer.parseInt(row[5]));
            layouts.computeIfAbsent(row[0], t -> new HashMap<>()).put(row[1], member);
        }
        return layouts;
    }

    private static Map<String, Member> layout(String type) {
        Map<String, Member> layout = LAYOUTS.get(type);
        if (layout == null) {
            throw new IllegalStateException("hupai.h has no struct " + type);
        }
        return layout;
    }

    /**
     * The bytes of one {@code type} struct.
     *
     * @param type the struct's name in hupai.h
     * @return its size
     */
    static int size(String type) {
        return layout(type).get("-").size();
    }

    /**
     * The {@code index}th {@code type} struct of an array of them copied into {@code bytes}.
     *
     * @param type the struct's name in hupai.h
     * @param bytes the copied structs
     * @param index which one
     * @return a reader of it
     */
    static Struct of(String type, byte[] bytes, int index) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.nativeOrder());
        return new Struct(type, buffer, index * size(type));
    }

    private Member member(String name) {
        Member member = layout(type).get(name);
        if (member == null || name.equals("-")) {
            throw new IllegalStateException("hupai.h's " + type + " has no member " + name);
        }
        return member;
    }

    /** Where element {@code index} of member {@code name} starts. */
    private int at(Member member, String name, int index) {
        if (index < 0 || index >= member.size() / member.element()) {
            throw new IllegalStateException(type + "." + name + " has no element " + index);
        }
        return base + member.offset() + index * member.element();
    }

    /**
     * A whole-number member (or element {@code index} of an array of them), signed as its
     * C type is.
     */
    long number(String name, int index) {
        Member member = member(name);
        if (member.cType().equals("char")) {
            throw new IllegalStateException(type + "." + name + " is text, not a number");
        }
        int at = at(member, name, index);
        boolean signed = !member.cType().startsWith("u") && !member.cType().equals("size_t");
        return switch (member.element()) {
            case 1 -> signed ? bytes.get(at) : bytes.get(at) & 0xffL;
            case 2 -> signed ? bytes.getShort(at) : bytes.getShort(at) & 0xffffL;
            case 4 -> signed ? bytes.getInt(at) : bytes.getInt(at) & 0xffff_ffffL;
            case 8 -> bytes.getLong(at);
            default -> throw new IllegalStateException(type + "." + name + " is not a number");
        };
    }

    long number(String name) {
        return number(name, 0);
    }

    /** A member's bytes, all of them (an array of bytes). */
    byte[] bytes(String name) {
        Member member = member(name);
        byte[] out = new byte[member.size()];
        bytes.get(at(member, name, 0), out);
        return out;
    }

    /** A text member: UTF-8 up to its NUL. */
    String text(String name) {
        byte[] text = bytes(name);
        int length = 0;
        while (length < text.length && text[length] != 0) {
            length++;
        }
        return new String(text, 0, length, StandardCharsets.UTF_8);
    }

    /** A struct member (or element {@code index} of an array of them). */
    Struct struct(String name, int index) {
        Member member = member(name);
        return new Struct(member.cType(), bytes, at(member, name, index));
    }
}
