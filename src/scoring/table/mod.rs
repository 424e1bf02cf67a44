//! Town scoring by a fan table of the rules (the `[scoring]` section): every reading of
//! the hand — each decomposition, each choice of what the jokers stand for — has its
//! fans found by the table's predicates, its exclusions applied, and its points made
//! the table's way; the reading worth most is the score, and it says what each joker
//! stood for.
//!
//! ```
//! use hupai::{Engine, scoring::Situation};
//! let engine = Engine::builtin("sichuan")?;
//! let score = engine.score_table(&"11122233345699m".parse()?, &Situation::tsumo("9m".parse()?))?;
//! let fans: Vec<&str> = score.fans.iter().map(|f| f.name.as_str()).collect();
//! assert_eq!(fans, ["清一色", "自摸"]);
//! assert_eq!((score.total, score.points), (3, 8)); // 3 番: 2^3
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod reading;
#[cfg(test)]
mod tests;

use crate::budget::Budget;
use crate::decompose::{Decomposition, GroupKind};
use crate::engine::Engine;
use crate::error::{ScoreError, SituationError};
use crate::forms::{Form, Forms};
use crate::rules::{Combine, FanExclusions, FanTable, MAX_TABLE_FANS, SevenPairs};
use crate::scoring::situation::{Situation, System};
use crate::scoring::split::{self, SetKind};
use crate::tiles::hand::Hand;
use crate::tiles::tile::{KINDS, Tile};
use crate::tiles::{MeldShape, Melds};
use reading::{ReadSet, ReadSets, Reading};

/// A fan a town's table counted, and how many times.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CountedFan {
    /// Its place in the table's fans (from 0).
    pub index: usize,
    /// Its name in the table.
    pub name: String,
    /// Its value in the table.
    pub value: u32,
    /// How many times it counts (a counting predicate's count, else 1).
    pub times: u8,
}

/// What a win is worth by a town's table, on its reading worth most.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct TableScore {
    /// The tile that completed the hand.
    pub winning_tile: Tile,
    /// The fans counted, in the table's order.
    pub fans: Vec<CountedFan>,
    /// The fans' total: their sum (add, double) or product (multiply).
    pub total: u64,
    /// The points the win pays, capped.
    pub points: u64,
    /// The total the table asks (起胡).
    pub minimum: u64,
    /// What each joker stood for, in the reading's order.
    pub stand_ins: Vec<Tile>,
    /// The reading counted: its sets and pair (jokers' stand-ins in brackets), or its
    /// form's pairs or tiles.
    pub reading: String,
}

impl TableScore {
    /// Whether the fans reach the table's minimum.
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let score = Engine::builtin("changsha")?.score_table(&"123456789m22p345s".parse()?, &Situation::ron("2p".parse()?))?;
    /// assert!(score.is_legal());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_legal(&self) -> bool {
        self.total >= self.minimum
    }
}

/// The most readings a hand is scored in: the jokers' free choices multiply them, so
/// the work per hand is bounded whatever the hand holds. Readings that cannot beat
/// the best so far are cut before they are counted; a hand whose best is not found
/// within this many is [`ScoreError::TooManyReadings`], never a worse score.
const MAX_READINGS: usize = 200_000;

/// The search steps (readings, steps of a decomposition) legal waits under a fan
/// table may cost in all, every wait's ron and tsumo together; past them,
/// [`ScoreError::OutOfBudget`]. The slowest found by `examples/scoring_worst_case`
/// (64-fan tables, eight jokers) took 97 ms with 200,000: half that leaves room on a
/// slower machine.
const LEGAL_WAITS_STEPS: u64 = 100_000;

impl Engine {
    /// The score of a win by the rules' fan table (their `[scoring]` section): `hand`
    /// is the concealed tiles with the winning tile and any jokers, the melds the
    /// engine's. Every decomposition and every choice of the jokers' stand-ins is
    /// read; the one worth the most points (then the most fans) is the score.
    ///
    /// Refused, with a typed error: rules without a `[scoring]` section; a hand that
    /// does not win or is not 14 tiles with its melds; an impossible situation, or one
    /// with fields the tables do not count (riichi's, flowers, 和绝张).
    ///
    /// ```
    /// use hupai::{Engine, scoring::Situation};
    /// let engine = Engine::builtin("hongzhong")?;
    /// // Two Reds (jokers) as the pair: each reading scored, the best kept.
    /// let score = engine.score_table(&"111m234567m789m77z".parse()?, &Situation::tsumo("7z".parse()?))?;
    /// assert_eq!((score.points, score.stand_ins.len()), (2, 2));
    /// assert!(Engine::riichi().score_table(&"111m234567m789m22m".parse()?, &Situation::tsumo("2m".parse()?)).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn score_table(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<TableScore, ScoreError> {
        let best = self.table_best(hand, situation, Keep::Score)?;
        best.score.ok_or(ScoreError::NotAWin)
    }

    /// [`Engine::is_legal_win`] under a fan table: whether some reading reaches the
    /// table's minimum, read until one does and never written out.
    pub(crate) fn table_is_legal_win(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<bool, ScoreError> {
        match self.table_best(hand, situation, Keep::Legal) {
            Ok(best) => Ok(best.reached),
            Err(ScoreError::NotAWin) => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// The best reading of a win by the rules' fan table, kept as `keep` asks.
    fn table_best<'a>(
        &'a self,
        hand: &Hand,
        situation: &'a Situation,
        keep: Keep,
    ) -> Result<Best<'a>, ScoreError> {
        let (table, exclusions) = self.fan_table()?;
        let (concealed, melds) = (hand.len(), self.melds().len());
        if concealed + 3 * melds != 14 {
            return Err(ScoreError::NotFourteen { concealed, melds });
        }
        let forms = self.check(hand)?;
        if forms.is_empty() {
            return Err(ScoreError::NotAWin);
        }
        let jokers = self.apply_joker_kinds(hand).jokers();
        situation.validate_table(hand, self.melds(), jokers)?;
        let mut best = Best::new(table, exclusions, situation, keep);
        if jokers == 0 && self.plain_for_tables(forms) {
            self.joker_free_readings(hand, forms, &mut best);
        } else {
            let best = std::cell::RefCell::new(&mut best);
            for decomposition in self.decompositions(hand)? {
                let finished = each_reading(
                    self,
                    &decomposition,
                    forms,
                    jokers,
                    &mut |reading, stand_ins, text| {
                        best.borrow_mut().offer(reading, stand_ins, text)
                    },
                    &|reading, open_tiles, open_sets| {
                        best.borrow().could_beat(reading, open_tiles, open_sets)
                    },
                );
                if best.borrow().reached {
                    break;
                }
                if !finished {
                    return Err(ScoreError::TooManyReadings {
                        limit: MAX_READINGS,
                    });
                }
            }
        }
        if best.worth.is_none() {
            return Err(ScoreError::NotAWin);
        }
        Ok(best)
    }

    /// Whether a joker-free hand's readings can come from the plain split search:
    /// honours make triplets only, and the hand wins in no form but the standard one,
    /// seven pairs and thirteen orphans.
    fn plain_for_tables(&self, forms: Forms) -> bool {
        let plain = [Form::Standard, Form::SevenPairs, Form::ThirteenOrphans];
        self.rules().honour_melds == crate::rules::HonourMelds::Triplets
            && Form::ALL
                .iter()
                .all(|f| plain.contains(f) || !forms.contains(*f))
    }

    /// The readings of a joker-free hand, by the split search the riichi and 国标
    /// scorers use (the pair the rules allow), and its seven pairs and orphans.
    fn joker_free_readings(&self, hand: &Hand, forms: Forms, best: &mut Best<'_>) {
        let melds = self.melds();
        let mut base = Reading::of_melds(Form::Standard, melds, 0);
        (0..KINDS).for_each(|k| base.counts[k] += hand.counts()[k]);
        // The split search gives the melds' sets with the concealed ones.
        base.sets.clear();
        let rules = self.rules();
        if forms.contains(Form::Standard) {
            split::each_standard(hand.counts(), split::meld_sets(melds), &mut |sets, pair| {
                if !rules.pair.allows(pair) {
                    return;
                }
                let mut reading = base.clone();
                reading.sets.extend(sets.iter().map(|s| ReadSet {
                    first: s.tile.id(),
                    run: s.kind == SetKind::Run,
                    kong: s.kind == SetKind::Kong,
                    called: s.called,
                }));
                reading.pair = Some(pair.id());
                let text = || {
                    use std::fmt::Write;
                    let mut text = String::with_capacity(32);
                    for set in sets {
                        let _ = write!(text, "{set} ");
                    }
                    text + &tiles_text(&[pair.id(), pair.id()])
                };
                best.offer(&reading, &[], &text);
            });
        }
        let text = || {
            let kinds: Vec<usize> = (0..KINDS)
                .flat_map(|k| std::iter::repeat_n(k, usize::from(hand.counts()[k])))
                .collect();
            kinds
                .chunks(2)
                .map(tiles_text)
                .collect::<Vec<_>>()
                .join(" ")
        };
        for form in [Form::SevenPairs, Form::ThirteenOrphans] {
            if forms.contains(form) && melds.is_empty() {
                best.offer(
                    &Reading {
                        form,
                        ..base.clone()
                    },
                    &[],
                    &text,
                );
            }
        }
    }
    /// [`Engine::legal_waits`] under a fan table: each wait, whether a win on it
    /// reaches the table's minimum by ron and by tsumo, and its points.
    pub(crate) fn table_legal_waits(
        &self,
        hand: &Hand,
        situation: &Situation,
    ) -> Result<Vec<crate::scoring::LegalWait>, ScoreError> {
        use crate::scoring::situation::WinBy;
        self.fan_table()?;
        let (concealed, melds) = (hand.len(), self.melds().len());
        if concealed + 3 * melds != 13 {
            return Err(ScoreError::NotThirteen { concealed, melds });
        }
        // Refused whatever the wait, as a score would refuse it: before the waits,
        // so that a hand with none meets the refusal too. (One joker counted: the
        // winning tile, a wait's, is not in the waiting hand.)
        for by in [WinBy::Ron, WinBy::Tsumo] {
            let on = situation.winning_on(situation.winning_tile, by);
            on.validate_table(hand, self.melds(), 1)?;
        }
        // Every wait's two scores share one budget: a score is bounded by its
        // readings, and a hand of many jokers waits on up to 34 kinds.
        let waits = Budget::steps(LEGAL_WAITS_STEPS).run(|| {
            self.legal_waits_by(hand, |won, tile| {
                let worth = |by| {
                    let on = situation.winning_on(tile, by);
                    match self.table_best(won, &on, Keep::Worth) {
                        Ok(best) => Ok((best.is_legal(), best.points())),
                        // A wait no reading scores is no legal win.
                        Err(ScoreError::NotAWin) => Ok((false, 0)),
                        Err(error) => Err(error),
                    }
                };
                Ok(Some((worth(WinBy::Ron)?, worth(WinBy::Tsumo)?)))
            })
        });
        waits?
    }

    /// The rules' fan table, or the error of rules that have none.
    fn fan_table(&self) -> Result<(&FanTable, &FanExclusions), ScoreError> {
        (self.fan_table_and_exclusions()).ok_or_else(|| ScoreError::NotScored {
            rules: self.rules().name.clone(),
        })
    }
}

/// The best reading so far, and how many were read.
/// What a search of a hand's readings keeps of the best.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// The score, written out: fans, stand-ins, the reading's text.
    Score,
    /// Its worth alone (legal waits).
    Worth,
    /// Whether some reading reaches the table's minimum: the search stops at one.
    Legal,
}

struct Best<'a> {
    table: &'a FanTable,
    keep: Keep,
    /// Whether a reading reached the table's minimum (asked under [`Keep::Legal`]).
    reached: bool,
    exclusions: &'a FanExclusions,
    situation: &'a Situation,
    worth: Option<Worth>,
    /// The best reading's triplets and kongs: between readings worth the same, the
    /// one with more is shown (its sets read as pungs where they can).
    pungs: usize,
    score: Option<TableScore>,
    readings: usize,
}

impl<'a> Best<'a> {
    fn new(
        table: &'a FanTable,
        exclusions: &'a FanExclusions,
        situation: &'a Situation,
        keep: Keep,
    ) -> Best<'a> {
        Best {
            table,
            keep,
            reached: false,
            exclusions,
            situation,
            worth: None,
            pungs: 0,
            score: None,
            readings: 0,
        }
    }

    /// Whether a reading that grows from `reading` by `open_tiles` more tiles in
    /// `open_sets` more sets could be kept over the best so far: an upper bound of
    /// its worth (every fan that may still hold, none excluded, each value at most
    /// the table's) against the best's, the triplets shown breaking ties.
    fn could_beat(&self, reading: &Reading, open_tiles: usize, open_sets: usize) -> bool {
        let Some(best) = self.worth else {
            return true;
        };
        let table = self.table;
        // The fans counted only alone and the others apart: if any other counts, no
        // alone fan does, so the worth is at most the larger of the two bounds.
        let unit: u64 = match table.combine {
            Combine::Multiply => 1,
            _ => 0,
        };
        let mut totals = [unit; 2];
        let mut fans = [0usize; 2];
        let summary = reading.summary();
        for fan in &table.fans {
            let times = reading.most_times(&summary, fan.when, self.situation, open_tiles);
            if times == 0 {
                continue;
            }
            let side = usize::from(fan.alone);
            fans[side] += 1;
            let value = u64::from(fan.value);
            totals[side] = match table.combine {
                Combine::Multiply => {
                    totals[side].saturating_mul(value.saturating_pow(u32::from(times)))
                }
                _ => totals[side].saturating_add(value.saturating_mul(u64::from(times))),
            };
        }
        let (total, fans) = (totals[0].max(totals[1]), fans[0].max(fans[1]));
        let points = points(table, total);
        let pungs = reading.sets.iter().filter(|s| !s.run).count() + open_sets;
        (points, total, fans, pungs) > (best.points, best.total, best.fans, self.pungs)
    }

    /// Scores a reading and keeps it if worth more; false once enough were read.
    fn offer(&mut self, reading: &Reading, stand_ins: &[Tile], text: &dyn Fn() -> String) -> bool {
        self.readings += 1;
        let table = self.table;
        let fans = table_fans_by(table, self.exclusions, reading, self.situation);
        // A pair the table asks only of small wins: no win unless a fan waives it.
        let pair_waived = fans.on & self.exclusions.any_pair != 0;
        let small_pair = (reading.pair)
            .filter(|_| reading.form == Form::Standard)
            .is_some_and(|pair| !table.pair.allows(Tile::from_id(pair).expect("a kind")));
        if small_pair && !pair_waived {
            return self.readings < MAX_READINGS && crate::budget::spend(1);
        }
        let total = fans.total;
        let points = points(table, total);
        let worth = Worth {
            points,
            total,
            fans: fans.on.count_ones() as usize,
        };
        let pungs = reading.sets.iter().filter(|s| !s.run).count();
        let better = match self.worth {
            None => true,
            Some(w) => worth > w || (worth == w && pungs > self.pungs),
        };
        if better {
            self.worth = Some(worth);
            self.pungs = pungs;
        }
        if self.keep == Keep::Legal && total >= table.minimum {
            self.reached = true;
            return false;
        }
        if better && self.keep == Keep::Score {
            self.score = Some(TableScore {
                winning_tile: self.situation.winning_tile,
                fans: named(table, &fans.list()),
                total,
                points,
                minimum: table.minimum,
                stand_ins: stand_ins.to_vec(),
                reading: text(),
            });
        }
        self.readings < MAX_READINGS && crate::budget::spend(1)
    }

    /// Whether the best reading reaches the table's minimum.
    fn is_legal(&self) -> bool {
        self.worth.is_some_and(|w| w.total >= self.table.minimum)
    }

    /// The points of the best reading (0: none).
    fn points(&self) -> u64 {
        self.worth.map_or(0, |w| w.points)
    }
}

/// How readings compare: points, then the fans' total, then how many fans.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Worth {
    points: u64,
    total: u64,
    fans: usize,
}

/// The fans of `reading` by `table` (place in the table and times), exclusions and
/// `alone` applied, and their total.
#[cfg(test)]
fn table_fans(
    table: &FanTable,
    reading: &Reading,
    situation: &Situation,
) -> (Vec<(usize, u8)>, u64) {
    let fans = table_fans_by(table, &FanExclusions::of(table), reading, situation);
    (fans.list(), fans.total)
}

/// The fans of `reading` that count (exclusions and `alone` applied), as
/// [`FansOf`]: a reading's fans found without allocating, listed only for the best.
fn table_fans_by(
    table: &FanTable,
    exclusions: &FanExclusions,
    reading: &Reading,
    situation: &Situation,
) -> FansOf {
    let summary = reading.summary();
    let mut times = [0u8; MAX_TABLE_FANS];
    let mut held = 0u64;
    for (index, fan) in table.fans.iter().enumerate() {
        times[index] = reading.times(&summary, fan.when, situation);
        held |= u64::from(times[index] > 0) << index;
    }
    let counted = exclusions.apply(held);
    let on = match counted & !exclusions.alone != 0 {
        true => counted & !exclusions.alone,
        false => counted,
    };
    let mut total: u64 = match table.combine {
        Combine::Multiply => 1,
        _ => 0,
    };
    for (index, fan) in table
        .fans
        .iter()
        .enumerate()
        .filter(|&(i, _)| on >> i & 1 != 0)
    {
        let n = times[index];
        total = match table.combine {
            Combine::Multiply => {
                total.saturating_mul(u64::from(fan.value).saturating_pow(u32::from(n)))
            }
            _ => total.saturating_add(u64::from(fan.value) * u64::from(n)),
        };
    }
    FansOf { times, on, total }
}

/// The fans that count of a reading, by place in the table (a bit each), with the
/// times each holds and their total.
struct FansOf {
    times: [u8; MAX_TABLE_FANS],
    on: u64,
    total: u64,
}

impl FansOf {
    /// The fans counted: place in the table and times, in the table's order.
    fn list(&self) -> Vec<(usize, u8)> {
        (0..MAX_TABLE_FANS)
            .filter(|&i| self.on >> i & 1 != 0)
            .map(|i| (i, self.times[i]))
            .collect()
    }
}

/// The counted fans with their names and values.
fn named(table: &FanTable, fans: &[(usize, u8)]) -> Vec<CountedFan> {
    (fans.iter())
        .map(|&(index, times)| CountedFan {
            index,
            name: table.fans[index].name.clone(),
            value: table.fans[index].value,
            times,
        })
        .collect()
}

/// What is called for each reading: the reading, the jokers' stand-ins, and its text
/// (made when asked); false stops.
type EachReading<'a> = dyn FnMut(&Reading, &[Tile], &dyn Fn() -> String) -> bool + 'a;

/// Whether a reading growing by more tiles and sets could still beat the best: the
/// reading, then how many tiles and sets the jokers alone have still to choose.
type Hope<'a> = dyn Fn(&Reading, usize, usize) -> bool + 'a;

/// Calls `each(reading, stand_ins, text)` for every reading of `decomposition`: its
/// groups as given, each group of jokers alone standing for every group of its size
/// the rules allow, except the choices `hope` says cannot beat the best; `each`
/// returns false to stop, and then so does this.
fn each_reading(
    engine: &Engine,
    decomposition: &Decomposition,
    forms: Forms,
    jokers: u8,
    each: &mut EachReading<'_>,
    hope: &Hope<'_>,
) -> bool {
    let form = decomposition.form();
    if !forms.contains(form) {
        return true;
    }
    let melds = engine.melds();
    let mut base = Reading::of_melds(form, melds, jokers);
    let mut free = Vec::new();
    let mut stand_ins = Vec::new();
    for group in decomposition.groups() {
        if group.kind() == GroupKind::Any {
            free.push(group.slots().len());
            continue;
        }
        let kinds: Vec<usize> = group
            .slots()
            .iter()
            .filter_map(|s| s.tile)
            .map(Tile::id)
            .collect();
        stand_ins.extend(group.stand_ins().flatten());
        add_group(&mut base, form, &kinds);
    }
    let text = |choices: &[Vec<usize>]| {
        let mut parts: Vec<String> = decomposition
            .groups()
            .iter()
            .filter(|g| g.kind() != GroupKind::Any)
            .map(|g| g.to_string())
            .collect();
        parts.extend(
            choices
                .iter()
                .map(|kinds| format!("[{}]", tiles_text(kinds))),
        );
        let shown = melds.to_string();
        if !shown.is_empty() {
            parts.push(shown);
        }
        parts.join(" ")
    };
    free.sort_unstable_by(|a, b| b.cmp(a));
    let candidates: Vec<Vec<Vec<usize>>> = free
        .iter()
        .map(|&size| free_groups(engine, form, size))
        .collect();
    let mut chosen: Vec<Vec<usize>> = Vec::with_capacity(free.len());
    let open = Open {
        tiles: free.iter().sum(),
        sets: free.iter().filter(|&&size| size == 3).count(),
    };
    choose(
        engine,
        &base,
        &candidates,
        open,
        0,
        &mut chosen,
        &mut |reading, chosen| {
            let mut all = stand_ins.clone();
            for kinds in chosen {
                all.extend(kinds.iter().map(|&k| Tile::from_id(k).expect("a kind")));
            }
            each(reading, &all, &|| text(chosen))
        },
        hope,
    )
}

/// The tiles and sets the free groups left have still to choose.
#[derive(Clone, Copy)]
struct Open {
    tiles: usize,
    sets: usize,
}

/// Tries every choice for the free groups left, depth first, but those `hope` says
/// cannot beat the best; false stops. Free groups of one size are interchangeable,
/// so their choices are taken in order (each from `from` on in its list of
/// candidates), each set of choices once.
#[allow(clippy::too_many_arguments)]
fn choose(
    engine: &Engine,
    reading: &Reading,
    candidates: &[Vec<Vec<usize>>],
    open: Open,
    from: usize,
    chosen: &mut Vec<Vec<usize>>,
    each: &mut dyn FnMut(&Reading, &[Vec<usize>]) -> bool,
    hope: &Hope<'_>,
) -> bool {
    let Some((first, rest)) = candidates.split_first() else {
        return !allowed(engine, reading) || each(reading, chosen);
    };
    if !hope(reading, open.tiles, open.sets) {
        return true;
    }
    for (index, kinds) in first.iter().enumerate().skip(from) {
        let mut next = reading.clone();
        add_group(&mut next, reading.form, kinds);
        chosen.push(kinds.clone());
        let same_size = rest.first().is_some_and(|next| next == first);
        let left = Open {
            tiles: open.tiles - kinds.len(),
            sets: open.sets - usize::from(kinds.len() == 3),
        };
        let go_on = choose(
            engine,
            &next,
            rest,
            left,
            if same_size { index } else { 0 },
            chosen,
            each,
            hope,
        );
        chosen.pop();
        if !go_on {
            return false;
        }
    }
    true
}

/// Whether the rules play a reading whose jokers were all chosen: kinds in play, no
/// fifth copy unless jokers may make one, one suit missing where the rules ask it,
/// seven different pairs where they ask that.
fn allowed(engine: &Engine, reading: &Reading) -> bool {
    let rules = engine.rules();
    let most = if rules.jokers.fifth_copy { 5 } else { 4 };
    let in_play = (0..KINDS).all(|k| {
        let tile = Tile::from_id(k).expect("a kind");
        reading.counts[k] == 0 || (rules.tiles.contains(tile) && reading.counts[k] <= most)
    });
    let suits = (0..3)
        .filter(|s| reading.counts[s * 9..s * 9 + 9].iter().any(|&n| n > 0))
        .count();
    let missing = !rules.missing_suit || suits <= 2;
    let distinct = reading.form != Form::SevenPairs
        || rules.seven_pairs != SevenPairs::Distinct
        || reading.counts.iter().all(|&n| n == 0 || n == 2);
    in_play && missing && distinct
}

/// The groups of `size` tiles a group of jokers alone may stand for in `form`.
fn free_groups(engine: &Engine, form: Form, size: usize) -> Vec<Vec<usize>> {
    let rules = engine.rules();
    let in_play = |k: usize| rules.tiles.contains(Tile::from_id(k).expect("a kind"));
    match size {
        3 => {
            let mut groups: Vec<Vec<usize>> = (0..KINDS)
                .filter(|&k| in_play(k))
                .map(|k| vec![k; 3])
                .collect();
            let runs = (0..27).filter(|&k| k % 9 <= 6 && (k..k + 3).all(in_play));
            groups.extend(runs.map(|k| vec![k, k + 1, k + 2]));
            groups
        }
        2 => (0..KINDS)
            .filter(|&k| in_play(k))
            .filter(|&k| {
                form != Form::Standard || rules.pair.allows(Tile::from_id(k).expect("a kind"))
            })
            .map(|k| vec![k; 2])
            .collect(),
        _ => (0..KINDS)
            .filter(|&k| in_play(k) && Tile::from_id(k).expect("a kind").is_orphan())
            .map(|k| vec![k])
            .collect(),
    }
}

/// Adds a group's kinds to a reading: a set or the pair of a standard reading.
fn add_group(reading: &mut Reading, form: Form, kinds: &[usize]) {
    for &k in kinds {
        reading.counts[k] += 1;
    }
    if form != Form::Standard {
        return;
    }
    match kinds {
        [pair, _] => reading.pair = Some(*pair),
        [a, b, _] => reading.sets.push(ReadSet {
            first: *a,
            run: a != b,
            kong: false,
            called: false,
        }),
        _ => {}
    }
}

impl Reading {
    /// A reading of `form` holding the melds' tiles and sets alone, `jokers` held.
    fn of_melds(form: Form, melds: &Melds, jokers: u8) -> Reading {
        let mut reading = Reading {
            form,
            counts: [0; KINDS],
            sets: ReadSets::default(),
            pair: None,
            melds: melds.len(),
            called: melds.iter().filter(|m| !m.is_concealed()).count(),
            kongs: (melds.iter())
                .filter(|m| m.shape() == MeldShape::Kong)
                .count(),
            jokers,
        };
        for meld in melds.iter() {
            for tile in meld.tiles() {
                reading.counts[tile.id()] += 1;
            }
            reading.sets.push(ReadSet {
                first: meld.first().id(),
                run: meld.shape() == MeldShape::Run,
                kong: meld.shape() == MeldShape::Kong,
                called: !meld.is_concealed(),
            });
        }
        reading
    }
}

/// MPSZ text of kinds.
fn tiles_text(kinds: &[usize]) -> String {
    // A pair or a group of one suit in order, as most are: its ranks and the letter.
    let one_suit = kinds
        .windows(2)
        .all(|w| w[0] <= w[1] && w[0] / 9 == w[1] / 9);
    if let (true, Some(first)) = (one_suit, kinds.first().and_then(|&k| Tile::from_id(k))) {
        let mut text: String = kinds
            .iter()
            .map(|&k| char::from(b'1' + (k % 9) as u8))
            .collect();
        text.push(first.suit().letter());
        return text;
    }
    let tiles: Vec<Tile> = kinds
        .iter()
        .map(|&k| Tile::from_id(k).expect("a kind"))
        .collect();
    Hand::from_tiles(&tiles, 0).map_or_else(|_| String::new(), |h| h.to_string())
}

impl Situation {
    /// Refuses a situation a fan table cannot count: riichi's fields, flowers, 和绝张,
    /// and flags no game produces with this hand.
    pub(crate) fn validate_table(
        &self,
        hand: &Hand,
        melds: &Melds,
        jokers: u8,
    ) -> Result<(), SituationError> {
        let refuse = |what: &'static str| Err(SituationError::Impossible { what });
        if hand.count(self.winning_tile) == 0 && jokers == 0 {
            return Err(SituationError::WinningTileNotHeld {
                tile: self.winning_tile,
            });
        }
        self.refuse_uncounted(System::Table)?;
        if self.first_turn
            && (!melds.is_empty() || self.after_kong || self.robbing_kong || self.last_tile)
        {
            return refuse("a first-turn win after a call, on a kong or on the last tile");
        }
        self.validate_kong_and_last(melds)
    }
}

/// The points of fans totalling `total` (a sum; for [`Combine::Multiply`] a product)
/// by `table`'s way of combining them, at its base, capped at its cap (0: no cap).
/// Saturates, never overflows.
pub(crate) fn points(table: &FanTable, total: u64) -> u64 {
    let base = u64::from(table.base);
    let raw = match table.combine {
        Combine::Add | Combine::Multiply => base.saturating_mul(total),
        Combine::Double => {
            let doubled = 1u64.checked_shl(total.min(63) as u32).unwrap_or(u64::MAX);
            base.saturating_mul(doubled)
        }
    };
    match table.cap {
        0 => raw,
        cap => raw.min(cap),
    }
}
