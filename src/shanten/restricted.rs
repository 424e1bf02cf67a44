//! Rules whose jokers stand only for some kinds ([`StandsFor`](crate::rules::StandsFor)):
//! the tables take every joker for any kind, so these rules are answered by an
//! exact search instead, a few microseconds a question. Every question goes through
//! the shanten of each form: a hand of 3n+2 tiles wins in a form exactly when the
//! form lacks no draw. The standard form is searched suit by suit
//! (`shanten/capped.rs`), each special form counts its targets in its own file; waits
//! re-check each draw, hints ask the shanten of each draw, and decompositions keep
//! those whose jokers stand for kinds they may.

use super::{Shanten, to_shanten};
use crate::engine::Engine;
use crate::forms::restricted::Targets;
use crate::forms::{Form, Forms, eight_pairs, pairs_and_triplet, seven_pairs, thirteen_orphans};
use crate::tiles::tile::KINDS;

impl Engine {
    /// The kinds' sorts for the restricted jokers' search.
    fn targets(&self) -> Targets {
        Targets {
            fillable: self.rules.joker_targets().bits(),
            joker_only: crate::rules::TileSet::of(&self.never_held).bits(),
            allowed: self.rules.tiles.bits(),
            fifth_copy: self.rules.jokers.fifth_copy,
        }
    }

    /// The forms a hand of `counts` and `jokers` (`size` tiles, admitted, joker kinds
    /// already jokers) wins in, jokers standing only for the kinds they may.
    #[cold]
    #[inline(never)]
    pub(crate) fn restricted_forms(&self, counts: &[u8; KINDS], jokers: u8, size: usize) -> Forms {
        let shanten = self.restricted_shanten(counts, (u32::from(jokers), 0), size / 3, true);
        (Form::ALL.into_iter())
            .filter(|&form| shanten.form(form) == Some(-1))
            .fold(Forms::NONE, Forms::with)
    }

    /// The shanten of each form of a hand of `counts` and `jokers` (joker kinds
    /// already jokers, and `drawable` more in the wall), `melds` melds' size; with
    /// `whole`, of a whole hand's check (only -1 or `None` matter).
    #[cold]
    #[inline(never)]
    pub(crate) fn restricted_shanten(
        &self,
        counts: &[u8; KINDS],
        (jokers, drawable): (u32, u32),
        melds: usize,
        whole: bool,
    ) -> Shanten {
        let targets = self.targets();
        // Each search takes the jokers the wall still holds as well: a drawn joker
        // costs the draw any stand-in costs, so only joker-only slots need them.
        let j = (jokers, drawable);
        // The special forms are of a concealed hand, 14 or 17 tiles once drawn.
        let special = |of_melds: usize, draws: &dyn Fn() -> Option<u32>| {
            (melds == of_melds).then(draws).flatten().map(to_shanten)
        };
        let fillable = targets.fillable;
        Shanten {
            standard: (self.rules.standard)
                .then(|| self.restricted_standard_draws(counts, j, melds, (fillable, whole)))
                .flatten()
                .map(to_shanten),
            seven_pairs: special(4, &|| {
                seven_pairs::restricted_draws(counts, &targets, self.seven_pairs, j)
            }),
            thirteen_orphans: special(4, &|| {
                (self.orphans)
                    .then(|| thirteen_orphans::restricted_draws(counts, &targets, j))
                    .flatten()
            }),
            pairs_and_triplet: special(5, &|| {
                pairs_and_triplet::restricted_draws(counts, &targets, self.pairs_and_triplet, j)
            }),
            honours_and_knitted: None,
            greater_honours_and_knitted: None,
            knitted_straight: None,
            eight_pairs: special(5, &|| {
                eight_pairs::restricted_draws(counts, &targets, self.eight_pairs, j)
            }),
        }
    }

    /// Whether every joker of a decomposition's groups stands for a kind jokers may
    /// (a joker of a group of jokers alone stands for any such kind).
    pub(crate) fn jokers_stand_where_they_may(
        &self,
        decomposition: &crate::forms::groups::Decomposition,
    ) -> bool {
        let fillable = self.rules.joker_targets();
        decomposition
            .groups()
            .iter()
            .flat_map(|group| group.stand_ins())
            .all(|tile| tile.is_none_or(|tile| fillable.contains(tile)))
    }
}
