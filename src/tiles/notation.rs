//! MPSZ notation, as Tenhou writes hands: digits, then the letter of their suit.
//!
//! - `m` characters, `p` dots, `s` bamboo, `z` honours (1z–7z = East, South, West,
//!   North, White, Green, Red);
//! - groups may repeat and come in any order: `12m3m` is `123m`;
//! - `0m`, `0p`, `0s` is a red five and counts as a five (it prints back as `5`);
//! - each standalone `J` is one joker;
//! - whitespace may separate groups.
//!
//! ```
//! use hupai::Hand;
//! let hand: Hand = "3m12m 0p J 11z".parse()?;
//! assert_eq!(hand.to_string(), "123m5p11zJ");
//! # Ok::<(), hupai::ParseError>(())
//! ```

use std::fmt;
use std::str::FromStr;

use crate::tiles::errors::ParseError;
use crate::tiles::hand::{Hand, MAX_TILES};
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

/// Reads a hand in MPSZ notation (`Hand::from_str`).
pub(crate) fn parse(text: &str) -> Result<Hand, ParseError> {
    let read = read_counts(text, MAX_TILES)?;
    if read.tiles + read.jokers == 0 {
        return Err(ParseError::Empty);
    }
    Ok(Hand::from_counts(read.counts, read.jokers as u8)?)
}

/// Tiles read from MPSZ text as counts: any number of copies, no hand's limits.
#[cfg_attr(test, derive(Debug, PartialEq))]
pub(crate) struct Counted {
    /// Copies per kind (saturating: the caller's bound keeps them small).
    pub counts: [u8; KINDS],
    /// Tiles of a kind.
    pub tiles: usize,
    /// Jokers (`J`).
    pub jokers: usize,
    /// The column of the first joker.
    pub first_joker: Option<usize>,
    /// The first fifth copy of a kind, and its column.
    pub first_fifth: Option<(Tile, usize)>,
}

impl Counted {
    /// Nothing read yet.
    const NONE: Counted = Counted {
        counts: [0; KINDS],
        tiles: 0,
        jokers: 0,
        first_joker: None,
        first_fifth: None,
    };
}

/// Reads MPSZ text into counts, refusing the tile after the first `max`
/// ([`ParseError::TooManyTiles`]) so that a huge input costs little.
pub(crate) fn read_counts(text: &str, max: usize) -> Result<Counted, ParseError> {
    match read_plain(text, max) {
        Some(read) => Ok(read),
        None => read_carefully(text, max),
    }
}

/// The digits one suit letter may close on the plain path: nibbles of a word.
const PLAIN_DIGITS: u32 = 16;

/// [`read_counts`] for the text every caller sends: ASCII, at most 16 digits before
/// their letter, no fifth copy, nothing wrong. Pending digits wait as nibbles of a
/// word rather than in a `Vec`: no allocation, a few instructions a character.
/// `None` for anything else, which [`read_carefully`] reads again and, where it is
/// wrong, says where.
#[inline]
fn read_plain(text: &str, max: usize) -> Option<Counted> {
    let mut read = Counted::NONE;
    let (mut pending, mut waiting) = (0u64, 0u32);
    for (index, &byte) in text.as_bytes().iter().enumerate() {
        match byte {
            b'0'..=b'9' if waiting < PLAIN_DIGITS => {
                pending |= u64::from(byte - b'0') << (4 * waiting);
                waiting += 1;
                continue;
            }
            b'm' | b'p' | b's' if waiting > 0 => {
                let first = match byte {
                    b'm' => 0,
                    b'p' => 9,
                    _ => 18,
                };
                for _ in 0..waiting {
                    // 0 is the red five.
                    let rank = (pending & 0xF) as usize;
                    let rank = rank + 5 * usize::from(rank == 0);
                    read.counts[first + rank - 1] += 1;
                    pending >>= 4;
                }
            }
            b'z' if waiting > 0 => {
                for _ in 0..waiting {
                    let rank = (pending & 0xF) as usize;
                    if !(1..=7).contains(&rank) {
                        return None;
                    }
                    read.counts[27 + rank - 1] += 1;
                    pending >>= 4;
                }
            }
            b'J' if waiting == 0 => {
                read.jokers += 1;
                read.first_joker.get_or_insert(index + 1);
            }
            byte if byte.is_ascii_whitespace() && waiting == 0 => continue,
            _ => return None,
        }
        read.tiles += waiting as usize;
        waiting = 0;
        if read.tiles + read.jokers > max {
            return None;
        }
    }
    let fifth = read.counts.iter().any(|&count| count > COPIES);
    (waiting == 0 && !fifth).then_some(read)
}

/// [`read_counts`] character by character, each error placed: the careful path.
#[cold]
fn read_carefully(text: &str, max: usize) -> Result<Counted, ParseError> {
    let mut read = Counted::NONE;
    // Digits waiting for their suit letter, with the column of the first one.
    let mut pending: Vec<(char, usize)> = Vec::new();
    for (index, character) in text.chars().enumerate() {
        let column = index + 1;
        match character {
            '0'..='9' => pending.push((character, column)),
            'J' if pending.is_empty() => {
                read.jokers += 1;
                read.first_joker.get_or_insert(column);
            }
            c if c.is_whitespace() && pending.is_empty() => {}
            c => {
                let Some(suit) = Suit::from_letter(c) else {
                    return Err(unexpected(&pending, c, column));
                };
                if pending.is_empty() {
                    return Err(ParseError::SuitWithoutDigits { letter: c, column });
                }
                for (digit, digit_column) in pending.drain(..) {
                    let tile = tile_of(suit, digit, digit_column)?;
                    let count = &mut read.counts[tile.id()];
                    *count = count.saturating_add(1);
                    if *count == COPIES + 1 {
                        read.first_fifth.get_or_insert((tile, digit_column));
                    }
                    read.tiles += 1;
                }
            }
        }
        if read.tiles + read.jokers + pending.len() > max {
            return Err(ParseError::TooManyTiles { column, max });
        }
    }
    if let Some(&(_, column)) = pending.first() {
        return Err(ParseError::DigitsWithoutSuit {
            digits: quoted(&pending),
            column,
        });
    }
    Ok(read)
}

/// The error for a character that fits nowhere. A joker or a space right after digits
/// means the digits lack their suit letter; anything else is a stray character.
fn unexpected(pending: &[(char, usize)], character: char, column: usize) -> ParseError {
    let closes_digits = character == 'J' || character.is_whitespace();
    match pending.first() {
        Some(&(_, start)) if closes_digits => ParseError::DigitsWithoutSuit {
            digits: quoted(pending),
            column: start,
        },
        _ => ParseError::UnexpectedCharacter { character, column },
    }
}

/// Pending digits as an error quotes them: the first 20, then `…` (seen tiles may have
/// up to 136 pending).
fn quoted(pending: &[(char, usize)]) -> String {
    let mut digits: String = pending.iter().take(20).map(|&(d, _)| d).collect();
    if pending.len() > 20 {
        digits.push('…');
    }
    digits
}

fn tile_of(suit: Suit, digit: char, column: usize) -> Result<Tile, ParseError> {
    let value = digit.to_digit(10).expect("caller passes digits") as usize;
    let rank = if value == 0 && suit.is_numbered() {
        5
    } else {
        value
    };
    Tile::new(suit, rank).ok_or(ParseError::NoSuchHonour { digit, column })
}

/// Writes `hand` in canonical MPSZ (the form [`Hand`]'s `Display` prints).
///
/// ```
/// let hand: hupai::Hand = "J99m1m".parse()?;
/// assert_eq!(hand.to_string(), "199mJ");
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub(crate) fn write(hand: &Hand, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    write_kind_counts(f, hand.counts(), hand.jokers())
}

/// Writes `count_of(tile)` copies of each kind in canonical MPSZ, then `jokers` J.
/// Any counts print (a set of 34 waits too), not only those of a hand.
pub(crate) fn write_counts(
    f: &mut fmt::Formatter<'_>,
    count_of: impl Fn(Tile) -> u8,
    jokers: u8,
) -> fmt::Result {
    let counts: [u8; KINDS] = std::array::from_fn(|id| Tile::from_id(id).map_or(0, &count_of));
    write_kind_counts(f, &counts, jokers)
}

/// Writes `counts[id]` copies of each kind in canonical MPSZ, then `jokers` J. The
/// text is made in a buffer without a branch a kind (a kind's digit is stored four
/// times and the end moves by its count) and written at once: servers write millions
/// of hands, and a formatting call a digit was a quarter of a JSON batch's time.
fn write_kind_counts(f: &mut fmt::Formatter<'_>, counts: &[u8; KINDS], jokers: u8) -> fmt::Result {
    // Four of each kind and the four suit letters, and room for the last kind's four.
    let mut text = [0u8; COPIES as usize * KINDS + 8];
    let mut len = 0;
    let mut first = 0;
    for suit in Suit::ALL {
        let start = len;
        for (&count, digit) in counts[first..first + suit.ranks()].iter().zip(b'1'..) {
            text[len..len + usize::from(COPIES)].fill(digit);
            // A hand holds at most four of a kind; a set's counts are 0 or 1.
            len += usize::from(count.min(COPIES));
        }
        first += suit.ranks();
        if len > start {
            text[len] = suit.letter() as u8;
            len += 1;
        }
    }
    f.write_str(std::str::from_utf8(&text[..len]).map_err(|_| fmt::Error)?)?;
    const JOKERS: &str = "JJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJJ";
    let mut left = usize::from(jokers);
    while left > 0 {
        let now = left.min(JOKERS.len());
        f.write_str(&JOKERS[..now])?;
        left -= now;
    }
    Ok(())
}

impl FromStr for Tile {
    type Err = ParseError;

    /// Parses one tile such as `5m`, `0p` (a red five) or `7z`.
    fn from_str(text: &str) -> Result<Tile, ParseError> {
        let hand = parse(text)?;
        match (hand.tiles().next(), hand.len()) {
            (Some(tile), 1) if hand.jokers() == 0 => Ok(tile),
            _ => Err(ParseError::NotOneTile {
                text: crate::tiles::errors::excerpt(text),
            }),
        }
    }
}

impl std::str::FromStr for Hand {
    type Err = ParseError;

    /// Reads MPSZ notation, as Tenhou writes hands: digits, then the letter of their
    /// suit — `m` characters, `p` dots, `s` bamboo, `z` honours (1z–7z = East,
    /// South, West, North, White, Green, Red); groups may repeat and come in any
    /// order (`12m3m` is `123m`); `0m`, `0p`, `0s` is a red five and counts as a five
    /// (it prints back as `5`); each standalone `J` is one joker; whitespace may
    /// separate groups.
    ///
    /// ```
    /// use hupai::Hand;
    /// let hand: Hand = "3m12m 0p J 11z".parse()?;
    /// assert_eq!(hand.to_string(), "123m5p11zJ");
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    fn from_str(text: &str) -> Result<Hand, ParseError> {
        parse(text)
    }
}

impl std::fmt::Display for Hand {
    /// Canonical MPSZ: suits in the order m p s z, ranks ascending, jokers last.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::{RngExt, SeedableRng};

    /// The plain path reads what the careful one reads, wherever it answers: 300,000
    /// strings of digits, suit letters, jokers, spaces and strays, at both bounds.
    #[test]
    fn the_plain_path_agrees_with_the_careful_one() {
        const PIECES: [&str; 20] = [
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "m", "p", "s", "z", "J", " ", "M",
            "\u{3000}", "x", "\t",
        ];
        let mut random = Xoshiro256PlusPlus::seed_from_u64(7);
        let mut plain = 0;
        for _ in 0..300_000 {
            let length = random.random_range(0..40);
            let text: String = (0..length)
                .map(|_| PIECES[random.random_range(0..PIECES.len())])
                .collect();
            for max in [MAX_TILES, KINDS * 4] {
                if let Some(read) = read_plain(&text, max) {
                    plain += 1;
                    assert_eq!(Ok(read), read_carefully(&text, max), "{text:?}");
                }
            }
        }
        assert!(plain > 10_000, "{plain}");
    }

    /// Every hand as the engine prints it, and as people write it, takes the plain
    /// path.
    #[test]
    fn hands_as_written_take_the_plain_path() {
        for text in [
            "123m456p789s11122z",
            "3m12m 0p J 11z",
            "11112222333344m",
            "1234567z1234567zJJJ",
            "J",
            "\t19m19p19s1234567z\n",
        ] {
            let read = read_plain(text, MAX_TILES).expect(text);
            assert_eq!(Ok(read), read_carefully(text, MAX_TILES), "{text}");
        }
    }
}
