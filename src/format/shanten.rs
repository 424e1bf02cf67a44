//! The shanten tables as bytes: the `SHAN` section of a table file
//! ([`crate::format`]). Written as the tables are held, read back with every index
//! checked, so loaded tables answer every key without a bounds failure.
//!
//! Every integer little-endian. The section:
//!
//! | bytes | field |
//! |---|---|
//! | 1 + J | J, the joker kinds the tables are for (the rules' own), then their ids |
//! | 1 | T, the distinct suit tables (1 to 4) |
//! | 4 | the table each suit (m, p, s, z) reads, 0..T |
//! | T × … | each table, as below |
//!
//! One suit's table:
//!
//! | bytes | field |
//! |---|---|
//! | 4 | K, keys (5^ranks: 1,953,125 for a number suit, 78,125 for honours) |
//! | 4 + 2B | B = K / 125 blocks: the distinct block each uses |
//! | 1 | W, the width of an entry in bytes: 1 up to 256 words, 2 up to 65,536, else 4 |
//! | 4 + W·E | E entries (the distinct blocks, 125 each): a word's place in the dictionary |
//! | 4 + 8D | D words, the dictionary: 12 fields of 5 bits (draws per target) and a flag bit |
//! | 4 + 4P | P keys with joker points, ascending |
//! | 4(P + 1) | where each key's points start, then the number of points N |
//! | 4 + 3N | N points: target, jokers, missing |

use std::sync::Arc;

use crate::format::{Reader, TableFileError};
use crate::tiles::hand::MAX_TILES;
use crate::tiles::tile::{Suit, Tile};

use crate::tables::shanten::lanes::UNUSED;
use crate::tables::shanten::row::TARGETS;
use crate::tables::shanten::set::ShantenTables;
use crate::tables::shanten::table::{BLOCK, HAS_POINTS, JokerPoint, SuitShanten, WordIndex};

impl ShantenTables {
    /// Appends the section's bytes for tables made for `joker_kinds` (in id order).
    pub(crate) fn write(&self, joker_kinds: &[Tile], out: &mut Vec<u8>) {
        out.push(joker_kinds.len() as u8); // at most the 34 kinds
        out.extend(joker_kinds.iter().map(|kind| kind.id() as u8));
        let mut distinct: Vec<&SuitShanten> = Vec::new();
        let mut suit_table = [0u8; 4];
        for (suit, table) in self.suits.iter().enumerate() {
            let index = distinct
                .iter()
                .position(|d| *d == &**table)
                .unwrap_or_else(|| {
                    distinct.push(table);
                    distinct.len() - 1
                });
            suit_table[suit] = index as u8;
        }
        out.push(distinct.len() as u8);
        out.extend_from_slice(&suit_table);
        for table in distinct {
            table.write(out);
        }
    }

    /// Reads the section written by [`ShantenTables::write`], checking that it was
    /// made for `joker_kinds` (in id order) and that each suit's table fits the suit.
    pub(crate) fn read(
        reader: &mut Reader<'_>,
        joker_kinds: &[Tile],
    ) -> Result<ShantenTables, TableFileError> {
        let at = reader.at();
        let count = usize::from(reader.take(1)?[0]);
        let kinds = reader.take(count)?;
        if !kinds
            .iter()
            .map(|&id| usize::from(id))
            .eq(joker_kinds.iter().map(|k| k.id()))
        {
            return Err(reader.malformed(
                at,
                "shanten tables made for other joker kinds than the rules'".into(),
            ));
        }
        let count_at = reader.at();
        let count = reader.take(1)?[0];
        if !(1..=4).contains(&count) {
            return Err(reader.malformed(
                count_at,
                format!("{count} shanten tables (expected 1 to 4)"),
            ));
        }
        let suit_table = reader.take(4)?;
        if let Some(&index) = suit_table.iter().find(|&&i| i >= count) {
            return Err(reader.malformed(
                count_at + 1,
                format!("a suit reads shanten table {index} of {count}"),
            ));
        }
        let suit_table: [u8; 4] = suit_table.try_into().expect("4 bytes");
        let mut tables = Vec::new();
        for index in 0..count {
            // Every suit reading a table has its number of keys (number suits alike).
            let suit = suit_table.iter().position(|&t| t == index);
            let Some(suit) = suit else {
                return Err(
                    reader.malformed(count_at + 1, format!("no suit reads shanten table {index}"))
                );
            };
            let keys = 5usize.pow(Suit::ALL[suit].ranks() as u32);
            if suit_table
                .iter()
                .enumerate()
                .any(|(s, &t)| t == index && Suit::ALL[s].ranks() != Suit::ALL[suit].ranks())
            {
                return Err(reader.malformed(
                    count_at + 1,
                    format!("shanten table {index} read by suits of different sizes"),
                ));
            }
            tables.push(Arc::new(SuitShanten::read(reader, keys)?));
        }
        Ok(ShantenTables::of_suits(
            suit_table.map(|index| tables[usize::from(index)].clone()),
        ))
    }
}

impl SuitShanten {
    /// Appends the table's bytes to `out`.
    pub(crate) fn write(&self, out: &mut Vec<u8>) {
        put_u32(out, self.len());
        put_u32(out, self.block_of.len());
        for &block in self.block_of.iter() {
            out.extend_from_slice(&block.to_le_bytes());
        }
        let (width, entries) = match &self.entries {
            WordIndex::Narrow(index) => (1, index.iter().map(|&i| u32::from(i)).collect()),
            WordIndex::Wide(index) => (2, index.iter().map(|&i| u32::from(i)).collect()),
            WordIndex::Full(index) => (4, index.to_vec()),
        };
        out.push(width as u8);
        put_u32(out, entries.len());
        for entry in entries {
            out.extend_from_slice(&entry.to_le_bytes()[..width]);
        }
        put_u32(out, self.words.len());
        for word in &self.words {
            out.extend_from_slice(&word.to_le_bytes());
        }
        put_u32(out, self.point_keys.len());
        for &value in self.point_keys.iter().chain(&self.point_starts) {
            out.extend_from_slice(&value.to_le_bytes());
        }
        put_u32(out, self.points.len());
        for point in &self.points {
            out.extend_from_slice(&[point.target, point.jokers, point.missing]);
        }
    }

    /// Reads a table of `keys` keys written by [`SuitShanten::write`], checking every
    /// field: a table that loads looks up every key below `keys` without failing.
    pub(crate) fn read(
        reader: &mut Reader<'_>,
        keys: usize,
    ) -> Result<SuitShanten, TableFileError> {
        let at = reader.at();
        let found = reader.u32()? as usize;
        if found != keys {
            return Err(reader.malformed(
                at,
                format!("a shanten table of {found} keys; this suit has {keys}"),
            ));
        }
        let block_of = read_block_of(reader, keys)?;
        let (entries, words) = read_entries_and_words(reader, &block_of)?;
        let points = read_points(reader, keys)?;
        Ok(SuitShanten::from_parts(block_of, entries, words, points))
    }
}

fn put_u32(out: &mut Vec<u8>, value: usize) {
    let value = u32::try_from(value).expect("a shanten table field counts fewer than 2^32 items");
    out.extend_from_slice(&value.to_le_bytes());
}

/// A count of items of `size` bytes each that must fit in the bytes left (so a forged
/// count never makes a large allocation).
fn count(reader: &mut Reader<'_>, size: usize, what: &str) -> Result<usize, TableFileError> {
    let at = reader.at();
    let count = reader.u32()? as usize;
    if count.saturating_mul(size) > reader.left() {
        return Err(reader.malformed(at, format!("{count} {what} run past the end")));
    }
    Ok(count)
}

fn read_block_of(reader: &mut Reader<'_>, keys: usize) -> Result<Box<[u16]>, TableFileError> {
    let at = reader.at();
    let blocks = count(reader, 2, "blocks")?;
    if blocks * BLOCK != keys {
        return Err(reader.malformed(at, format!("{blocks} blocks of {BLOCK} for {keys} keys")));
    }
    let bytes = reader.take(2 * blocks)?;
    Ok(bytes
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .collect())
}

fn read_entries_and_words(
    reader: &mut Reader<'_>,
    block_of: &[u16],
) -> Result<(WordIndex, Vec<u64>), TableFileError> {
    let width_at = reader.at();
    let width = usize::from(reader.take(1)?[0]);
    let entries_at = reader.at();
    let entry_count = count(reader, width.max(1), "entries")?;
    let entry_bytes = reader.take(width.saturating_mul(entry_count))?;
    let words_at = reader.at();
    let word_count = count(reader, 8, "words")?;
    let words: Vec<u64> = reader
        .take(8 * word_count)?
        .chunks_exact(8)
        .map(|bytes| u64::from_le_bytes(bytes.try_into().expect("8 bytes")))
        .collect();
    // The width follows from the words, as when the table was made: one encoding each.
    if width != WordIndex::width_for(word_count) {
        return Err(reader.malformed(
            width_at,
            format!("entries of {width} bytes for {word_count} words"),
        ));
    }
    if entry_count == 0 || !entry_count.is_multiple_of(BLOCK) {
        return Err(reader.malformed(
            entries_at,
            format!("{entry_count} entries: not whole blocks of {BLOCK}"),
        ));
    }
    let distinct_blocks = entry_count / BLOCK;
    if let Some(block) = block_of
        .iter()
        .find(|&&b| usize::from(b) >= distinct_blocks)
    {
        return Err(reader.malformed(
            entries_at,
            format!("a key uses block {block} of {distinct_blocks}"),
        ));
    }
    let entries = WordIndex::from_bytes(entry_bytes, width);
    if let Some(entry) = (0..entry_count)
        .map(|i| entries.at(i))
        .find(|&e| e >= word_count)
    {
        return Err(reader.malformed(
            entries_at,
            format!("an entry names word {entry} of {word_count}"),
        ));
    }
    if let Some(word) = words.iter().find(|&&w| w & !(UNUSED | HAS_POINTS) != 0) {
        return Err(reader.malformed(words_at, format!("word {word:#x} sets bits no field uses")));
    }
    Ok((entries, words))
}

type Points = (Vec<u32>, Vec<u32>, Vec<JokerPoint>);

fn read_points(reader: &mut Reader<'_>, keys: usize) -> Result<Points, TableFileError> {
    let at = reader.at();
    let key_count = count(reader, 8, "keys with joker points")?;
    let mut values = reader
        .take(4 * (2 * key_count + 1))?
        .chunks_exact(4)
        .map(|bytes| u32::from_le_bytes(bytes.try_into().expect("4 bytes")));
    let point_keys: Vec<u32> = values.by_ref().take(key_count).collect();
    let point_starts: Vec<u32> = values.collect();
    let points_at = reader.at();
    let point_count = count(reader, 3, "joker points")?;
    let points: Vec<JokerPoint> = reader
        .take(3 * point_count)?
        .chunks_exact(3)
        .map(|p| JokerPoint {
            target: p[0],
            jokers: p[1],
            missing: p[2],
        })
        .collect();
    let ascending = |values: &[u32]| values.windows(2).all(|pair| pair[0] < pair[1]);
    if !ascending(&point_keys) || point_keys.last().is_some_and(|&k| k as usize >= keys) {
        return Err(reader.malformed(at, "joker point keys out of order or range".into()));
    }
    if !ascending(&point_starts)
        || point_starts.first() != Some(&0)
        || point_starts.last() != Some(&(point_count as u32))
    {
        return Err(reader.malformed(at, "joker point starts out of order or range".into()));
    }
    let bad_point = |p: &JokerPoint| {
        usize::from(p.target) >= TARGETS
            || !(1..=MAX_TILES as u8).contains(&p.jokers)
            || usize::from(p.missing) > MAX_TILES
    };
    if let Some(point) = points.iter().find(|p| bad_point(p)) {
        return Err(reader.malformed(points_at, format!("impossible joker point {point:?}")));
    }
    Ok((point_keys, point_starts, points))
}
