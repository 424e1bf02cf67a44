//! Classes of tiles as masks, one bit per tile id (1m bit 0 … 9s bit 26, 1z bit 27 …
//! 7z bit 33): what the forms and every scorer ask of a hand's kinds
//! (`present & classes::TERMINALS`), defined once.

use super::tile::KINDS;

/// The mask of these tile ids.
const fn bits(ids: &[usize]) -> u64 {
    let (mut mask, mut i) = (0u64, 0);
    while i < ids.len() {
        mask |= 1 << ids[i];
        i += 1;
    }
    mask
}

/// Every kind.
pub(crate) const ALL: u64 = (1 << KINDS) - 1;
/// The 27 number kinds.
pub(crate) const NUMBERS: u64 = (1 << 27) - 1;
/// The seven honours.
pub(crate) const HONOURS: u64 = ALL & !NUMBERS;
/// 1 and 9 of each number suit.
pub(crate) const TERMINALS: u64 = bits(&[0, 8, 9, 17, 18, 26]);
/// The terminals and honours (幺九).
pub(crate) const ORPHANS: u64 = TERMINALS | HONOURS;
/// 2 to 8 of each number suit.
pub(crate) const SIMPLES: u64 = NUMBERS & !TERMINALS;
/// All green: 2s 3s 4s 6s 8s and the Green dragon.
pub(crate) const GREENS: u64 = bits(&[19, 20, 21, 23, 25, 32]);
/// Symmetric upside down (推不倒): 1234589p, 245689s and the White dragon.
pub(crate) const REVERSIBLE: u64 = bits(&[9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31]);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::tile::Tile;

    #[test]
    fn classes_are_the_tiles_they_name() {
        let of = |test: fn(Tile) -> bool| {
            Tile::all()
                .filter(|&t| test(t))
                .fold(0u64, |m, t| m | 1 << t.id())
        };
        assert_eq!(ORPHANS, of(Tile::is_orphan));
        assert_eq!(HONOURS, of(|t| !t.suit().is_numbered()));
        assert_eq!(
            TERMINALS,
            of(|t| t.suit().is_numbered() && (t.rank() == 1 || t.rank() == 9))
        );
        assert_eq!(
            SIMPLES,
            of(|t| t.suit().is_numbered() && (2..=8).contains(&t.rank()))
        );
        let names = |mask: u64| {
            Tile::all()
                .filter(|t| mask >> t.id() & 1 == 1)
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert_eq!(names(GREENS), "2s 3s 4s 6s 8s 6z");
        assert_eq!(
            names(REVERSIBLE),
            "1p 2p 3p 4p 5p 8p 9p 2s 4s 5s 6s 8s 9s 5z"
        );
    }
}
