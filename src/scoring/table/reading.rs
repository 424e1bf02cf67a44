//! A reading of a win for a town's table: its tiles once the jokers are chosen, its
//! sets and pair (or its form), and what each predicate of the vocabulary says of it.

use crate::forms::Form;
use crate::rules::Predicate;
use crate::scoring::situation::{Situation, Wind};
use crate::tiles::tile::KINDS;

/// A set of a reading: a run, a triplet or a kong, by its first kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct ReadSet {
    pub first: usize,
    pub run: bool,
    pub kong: bool,
    /// Called from a discard (a concealed kong is not).
    pub called: bool,
}

/// The sets of a reading, kept inline (a reading is copied for every choice its
/// search makes): a win of 14 tiles has four at most.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ReadSets {
    sets: [ReadSet; 4],
    len: u8,
}

impl ReadSets {
    /// Adds a set; a fifth cannot be (the scorer takes 14 tiles) and is not kept.
    pub fn push(&mut self, set: ReadSet) {
        debug_assert!(self.len < 4, "a fifth set in a reading of 14 tiles");
        if let Some(slot) = self.sets.get_mut(usize::from(self.len)) {
            *slot = set;
            self.len += 1;
        }
    }

    /// Removes every set.
    pub fn clear(&mut self) {
        self.len = 0;
    }
}

impl Extend<ReadSet> for ReadSets {
    fn extend<I: IntoIterator<Item = ReadSet>>(&mut self, sets: I) {
        sets.into_iter().for_each(|set| self.push(set));
    }
}

impl std::ops::Deref for ReadSets {
    type Target = [ReadSet];

    fn deref(&self) -> &[ReadSet] {
        &self.sets[..usize::from(self.len)]
    }
}

/// One reading of a win, the jokers' stand-ins chosen.
#[derive(Clone, Debug)]
pub(super) struct Reading {
    pub form: Form,
    /// Every tile: the concealed ones (stand-ins for jokers) and the melds'.
    pub counts: [u8; KINDS],
    /// The sets (concealed and melds) of a standard reading.
    pub sets: ReadSets,
    /// The pair of a standard reading.
    pub pair: Option<usize>,
    /// Melds declared, and how many were called.
    pub melds: usize,
    pub called: usize,
    pub kongs: usize,
    /// Jokers held.
    pub jokers: u8,
}

/// A reading's suits and shape, as the predicates ask them.
#[derive(Clone, Copy)]
pub(super) struct Summary {
    suits: usize,
    honours: bool,
    standard: bool,
    all_pungs: bool,
}

const fn is_terminal(kind: usize) -> bool {
    kind < 27 && matches!(kind % 9, 0 | 8)
}

const fn is_258(kind: usize) -> bool {
    kind < 27 && matches!(kind % 9, 1 | 4 | 7)
}

impl Reading {
    /// Kinds held, as bits.
    fn present(&self) -> u64 {
        (0..KINDS)
            .filter(|&k| self.counts[k] > 0)
            .fold(0, |mask, k| mask | 1 << k)
    }

    /// Whether every kind held satisfies `test`.
    fn all(&self, test: impl Fn(usize) -> bool) -> bool {
        (0..KINDS).filter(|&k| self.counts[k] > 0).all(test)
    }

    /// Whether every set and the pair of a standard reading satisfy `test` (a run by
    /// its three kinds).
    fn every_group(&self, test: impl Fn(&[usize]) -> bool) -> bool {
        self.pair.is_some() && self.groups_so_far(test)
    }

    /// Whether every set, and the pair if chosen yet, satisfy `test` (a run by its
    /// three kinds): what [`Reading::every_group`] asks of a reading still growing.
    fn groups_so_far(&self, test: impl Fn(&[usize]) -> bool) -> bool {
        let sets_ok = self.sets.iter().all(|s| match s.run {
            true => test(&[s.first, s.first + 1, s.first + 2]),
            false => test(&[s.first]),
        });
        sets_ok && self.pair.is_none_or(|pair| test(&[pair]))
    }

    /// What every predicate asks of the tiles, found once a reading.
    pub fn summary(&self) -> Summary {
        let present = self.present();
        let suits = (0..3).filter(|s| present >> (9 * s) & 0x1FF != 0).count();
        let standard = self.form == Form::Standard && self.pair.is_some();
        Summary {
            suits,
            honours: present >> 27 != 0,
            standard,
            all_pungs: standard && self.sets.iter().all(|s| !s.run),
        }
    }

    /// The most times `predicate` can hold of any reading this one grows into once
    /// `open` more tiles are chosen (groups of jokers alone): tiles only add kinds,
    /// suits and sets, so what fails of this reading's tiles and sets fails of
    /// every such reading. An upper bound, exact when `open` is 0; `summary` is this
    /// reading's, found once for every predicate.
    pub fn most_times(
        &self,
        summary: &Summary,
        predicate: Predicate,
        situation: &Situation,
        open: usize,
    ) -> u8 {
        if open == 0 {
            return self.times(summary, predicate, situation);
        }
        let Summary { suits, honours, .. } = *summary;
        let standard = self.form == Form::Standard;
        let no_runs = standard && self.sets.iter().all(|s| !s.run);
        let held = match predicate {
            Predicate::FullFlush => suits <= 1 && !honours,
            Predicate::HalfFlush => suits <= 1,
            Predicate::AllHonours => suits == 0,
            Predicate::DragonSevenPairs => self.form == Form::SevenPairs,
            Predicate::Roots => {
                let roots = self.counts.iter().filter(|&&n| n >= 4).count();
                return (roots + open).min(usize::from(u8::MAX)) as u8;
            }
            Predicate::AllPungs => no_runs,
            Predicate::AllPungs258 => no_runs && self.groups_so_far(|k| is_258(k[0])),
            Predicate::Outside => {
                standard && self.groups_so_far(|k| k.iter().any(|&x| x >= 27 || is_terminal(x)))
            }
            // The rest ask the tiles held so far (AllSimples, AllTerminals, All258:
            // more tiles only break them) or nothing the jokers choose.
            _ => return self.times(summary, predicate, situation),
        };
        u8::from(held)
    }

    /// How many times `predicate` holds of this reading (its `summary`) in
    /// `situation` (0 or 1, or a count for the counting predicates).
    pub fn times(&self, summary: &Summary, predicate: Predicate, situation: &Situation) -> u8 {
        let Summary {
            suits,
            honours,
            standard,
            all_pungs,
        } = *summary;
        let held = match predicate {
            Predicate::Always => true,
            Predicate::SelfDrawn => situation.is_tsumo(),
            Predicate::Concealed => self.called == 0,
            Predicate::FullFlush => suits == 1 && !honours,
            Predicate::HalfFlush => suits == 1 && honours,
            Predicate::AllHonours => suits == 0 && honours,
            Predicate::AllSimples => self.all(|k| k < 27 && !is_terminal(k)),
            Predicate::AllTerminals => self.all(is_terminal),
            Predicate::All258 => self.all(is_258),
            Predicate::SevenPairs => self.form == Form::SevenPairs,
            Predicate::DragonSevenPairs => {
                self.form == Form::SevenPairs && self.counts.iter().any(|&n| n >= 4)
            }
            Predicate::Roots => return self.counts.iter().filter(|&&n| n >= 4).count() as u8,
            Predicate::AllPungs => all_pungs,
            Predicate::AllPungs258 => all_pungs && self.every_group(|k| is_258(k[0])),
            Predicate::Outside => {
                standard && self.every_group(|k| k.iter().any(|&x| x >= 27 || is_terminal(x)))
            }
            Predicate::GoldenSingle => self.melds == 4,
            Predicate::MeldedHand => self.called == 4 && !situation.is_tsumo(),
            Predicate::LastTile => situation.last_tile,
            Predicate::AfterKong => situation.after_kong,
            Predicate::RobbingKong => situation.robbing_kong,
            Predicate::KongDiscard => situation.kong_discard,
            Predicate::Heavenly => {
                situation.first_turn && situation.is_tsumo() && situation.seat_wind == Wind::East
            }
            Predicate::Earthly => situation.first_turn && situation.seat_wind != Wind::East,
            Predicate::ThirteenOrphans => self.form == Form::ThirteenOrphans,
            Predicate::NoJokers => self.jokers == 0,
            Predicate::FourJokers => self.jokers >= 4,
            Predicate::Kongs => return self.kongs as u8,
        };
        u8::from(held)
    }
}
