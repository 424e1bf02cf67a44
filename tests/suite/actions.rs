//! Legal actions: every menu of `Engine::actions` against one worked out by
//! definition here — waits and tenpai by the reference search (each kind added, the
//! hand searched), kuikae and red-five choices by trying the tiles one by one, a
//! kong after riichi by the reference's readings — on random contexts of both
//! riichi rule sets and every option. Whether a win has a yaku is the scorer's
//! question, proven on its own against real wins; both sides ask it.

use hupai::actions::claims::{Abort, Claim, Outcome, abort_after_discard, arbitrate};
use hupai::actions::{CallOption, Context, Menu, Moment, Relative, Riichi};
use hupai::reference::Reference;
use hupai::rules::{KanAfterRiichi, Kuikae, MultipleRon, RiichiRules, Rules};
use hupai::scoring::{Declared, Indicators, Situation, WinBy, Wind};
use hupai::tiles::{Melds, Suit};
use hupai::{Engine, Form, GroupKind, Hand, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

type Random = Xoshiro256PlusPlus;

use crate::common::{reference_waits, scaled};

fn bit(t: Tile) -> u64 {
    1 << t.id()
}

/// `hand` less one `t`.
fn less(hand: &Hand, t: Tile) -> Hand {
    hand.removing(t).expect("held")
}

/// The tile `steps` ranks from `t` in a number suit.
fn rank_step(t: Tile, steps: isize) -> Option<Tile> {
    let rank = t.rank() as isize + steps;
    match t.suit().is_numbered() && (1..=9).contains(&rank) {
        true => Tile::new(t.suit(), rank as usize),
        false => None,
    }
}

/// The menu by definition.
struct Defined<'a> {
    engine: &'a Engine,
    reference: Reference,
    rules: &'a RiichiRules,
    context: &'a Context,
}

impl Defined<'_> {
    fn waits(&self, hand: &Hand) -> u64 {
        reference_waits(&self.reference, self.engine, hand)
    }

    /// The waits on a kind the seat does not hold all four of: a hand waiting only
    /// on its own fourth copies is not waiting (no tile can complete it).
    fn live_waits(&self, hand: &Hand) -> u64 {
        let shown = self.context.melds.counts();
        let own_four: u64 = (Tile::all())
            .filter(|&t| hand.count(t) + shown[t.id()] >= 4)
            .map(bit)
            .sum();
        self.waits(hand) & !own_four
    }

    fn situation(&self, t: Tile, win_by: WinBy, red: bool) -> Situation {
        let c = self.context;
        let mut s = match win_by {
            WinBy::Tsumo => Situation::tsumo(t),
            WinBy::Ron => Situation::ron(t),
        };
        s.seat_wind = c.seat;
        s.round_wind = c.round;
        if let Riichi::Declared { double, ippatsu } = c.riichi {
            s.declared = if double {
                Declared::DoubleRiichi
            } else {
                Declared::Riichi
            };
            s.ippatsu = ippatsu;
        }
        let (after_kong, robbing) = match c.moment {
            Moment::Drew { after_kong, .. } => (after_kong, false),
            Moment::AddedKong { .. } | Moment::ConcealedKong { .. } => (false, true),
            _ => (false, false),
        };
        s.after_kong = after_kong;
        s.robbing_kong = robbing;
        s.last_tile = c.wall == 0 && !after_kong && !robbing;
        s.first_turn = c.first_go_around
            && c.discards.is_empty()
            && (win_by == WinBy::Tsumo || c.seat != Wind::East);
        s.dora_indicators = c.dora;
        let melds = c.melds.red_fives();
        s.red_fives = std::array::from_fn(|i| c.red_fives[i] + melds[i]);
        if red {
            s.red_fives[t.suit() as usize] += 1;
        }
        (s.honba, s.riichi_sticks, s.kita) = (c.honba, c.riichi_sticks, c.kita);
        s
    }

    /// Whether the win `won` on `t` is legal (a yaku): the scorer's question.
    fn legal(&self, won: &Hand, t: Tile, win_by: WinBy, red: bool) -> bool {
        let situation = self.situation(t, win_by, red);
        self.engine
            .is_legal_win(won, &situation)
            .expect("a scorable win")
    }

    fn in_riichi(&self) -> bool {
        self.context.riichi != Riichi::None
    }

    fn menu(&self) -> Menu {
        let c = self.context;
        let mut menu = Menu::default();
        let held: u64 = Tile::all().filter(|&t| c.hand.count(t) > 0).map(bit).sum();
        let room = c.kongs < 4 && c.wall > 0;
        match c.moment {
            Moment::Drew { tile: drawn, .. } => {
                menu.discard = if self.in_riichi() { bit(drawn) } else { held };
                menu.tsumo = self.reference.is_win(&c.hand)
                    && self.legal(&c.hand, drawn, WinBy::Tsumo, false);
                let closed = c.melds.iter().all(|m| m.is_concealed());
                if !self.in_riichi()
                    && closed
                    && c.points >= i64::from(self.rules.riichi_min_points)
                    && c.wall >= self.rules.riichi_min_wall
                {
                    menu.riichi = (Tile::all())
                        .filter(|&t| c.hand.count(t) > 0 && self.live_waits(&less(&c.hand, t)) != 0)
                        .map(bit)
                        .sum();
                }
                for t in Tile::all().filter(|&t| c.hand.count(t) == 4 && room) {
                    if !self.in_riichi() || (t == drawn && self.riichi_kong(t)) {
                        menu.concealed_kongs |= bit(t);
                    }
                }
                for meld in c.melds.iter() {
                    let pon = meld.tiles().count() == 3 && !meld.is_concealed();
                    let same = meld.tiles().all(|t| t == meld.first());
                    if pon && same && c.hand.count(meld.first()) > 0 && room && !self.in_riichi() {
                        menu.added_kongs |= bit(meld.first());
                    }
                }
                let orphans = Tile::all().filter(|&t| t.is_orphan() && c.hand.count(t) > 0);
                menu.nine_terminals = self.rules.nine_terminals
                    && c.first_go_around
                    && c.discards.is_empty()
                    && c.melds.is_empty()
                    && orphans.count() >= 9;
                let north = Tile::new(Suit::Honours, 4).unwrap();
                menu.kita = self.rules.players == 3 && c.hand.count(north) > 0 && c.wall > 0;
            }
            Moment::Called { tile, run } => menu.discard = held & !self.banned(tile, run),
            Moment::Discarded { tile, red, by } => {
                menu.ron = self.ron(tile, red, false);
                if !self.in_riichi() && c.wall > 0 {
                    menu.pon = self.calls(tile, None, tile, tile);
                    menu.kong = c.hand.count(tile) == 3 && room;
                    if by == Relative::Left && self.rules.players == 4 {
                        for low in [-2, -1, 0] {
                            let run: Vec<Tile> =
                                (low..low + 3).filter_map(|d| rank_step(tile, d)).collect();
                            if run.len() == 3 {
                                let others: Vec<Tile> =
                                    run.iter().copied().filter(|&t| t != tile).collect();
                                menu.chi.extend(self.calls(
                                    tile,
                                    Some(run[0]),
                                    others[0],
                                    others[1],
                                ));
                            }
                        }
                    }
                }
                menu.pass = menu.ron || menu.kong || !menu.pon.is_empty() || !menu.chi.is_empty();
            }
            Moment::AddedKong { tile, red, .. } => {
                menu.ron = self.ron(tile, red, false);
                menu.pass = menu.ron;
            }
            Moment::ConcealedKong { tile, .. } => {
                menu.ron = self.rules.kokushi_robs_concealed_kan && self.ron(tile, false, true);
                menu.pass = menu.ron;
            }
            Moment::Kita { .. } => {
                menu.ron = self.ron(Tile::new(Suit::Honours, 4).unwrap(), false, false);
                menu.pass = menu.ron;
            }
            _ => unreachable!("every moment is drawn"),
        }
        menu
    }

    fn banned(&self, called: Tile, run: Option<Tile>) -> u64 {
        let mut banned = 0;
        if self.rules.kuikae != Kuikae::None {
            banned |= bit(called);
        }
        if let (Kuikae::Suji, Some(low)) = (self.rules.kuikae, run) {
            if called == low {
                banned |= rank_step(low, 3).map_or(0, bit);
            } else if rank_step(low, 2) == Some(called) {
                banned |= rank_step(low, -1).map_or(0, bit);
            }
        }
        banned
    }

    /// The calls on `called` taking `a` and `b` from the hand, one per choice of red
    /// fives among the physical tiles, each leaving a discard kuikae allows.
    fn calls(&self, called: Tile, run: Option<Tile>, a: Tile, b: Tile) -> Vec<CallOption> {
        let c = self.context;
        let Some(rest) = c.hand.removing(a).and_then(|h| h.removing(b)) else {
            return Vec::new();
        };
        let left: u64 = Tile::all().filter(|&t| rest.count(t) > 0).map(bit).sum();
        if left & !self.banned(called, run) == 0 {
            return Vec::new();
        }
        // The physical copies of a and b: red ones first.
        let copies = |t: Tile| -> Vec<bool> {
            let red = match t.suit().is_numbered() && t.rank() == 5 {
                true => c.red_fives[t.suit() as usize],
                false => 0,
            };
            (0..c.hand.count(t)).map(|i| i < red).collect()
        };
        let mut reds = Vec::new();
        if a == b {
            let copies = copies(a);
            for i in 0..copies.len() {
                for j in i + 1..copies.len() {
                    reds.push(u8::from(copies[i]) + u8::from(copies[j]));
                }
            }
        } else {
            for x in copies(a) {
                for y in copies(b) {
                    reds.push(u8::from(x) + u8::from(y));
                }
            }
        }
        reds.sort();
        reds.dedup();
        reds.into_iter()
            .map(|red| CallOption { tiles: [a, b], red })
            .collect()
    }

    fn ron(&self, t: Tile, red: bool, kokushi_only: bool) -> bool {
        let c = self.context;
        let Ok(won) = c.hand.adding(t) else {
            return false;
        };
        let forms = self.reference.forms(&won);
        if forms.is_empty() || (kokushi_only && !forms.contains(Form::ThirteenOrphans)) {
            return false;
        }
        let mut seen: Vec<Tile> = c.discards.iter().chain(&c.passed).copied().collect();
        if self.in_riichi() {
            seen.extend(&c.passed_in_riichi);
        }
        let waits = self.waits(&c.hand);
        if seen.iter().any(|&s| waits & bit(s) != 0) {
            return false;
        }
        self.legal(&won, t, WinBy::Ron, red)
    }

    /// A kong of `t` in riichi, by the option: the waits unchanged and, strictly,
    /// `t` a triplet in every reading of every win waited on.
    fn riichi_kong(&self, t: Tile) -> bool {
        let c = self.context;
        if self.rules.kan_after_riichi == KanAfterRiichi::Never {
            return false;
        }
        let before = less(&c.hand, t);
        let after = less(&less(&less(&before, t), t), t);
        let kong = format!("({t}{t}{t}{t})");
        let melds: Melds = match c.melds.is_empty() {
            true => kong.parse().unwrap(),
            false => format!("{},{kong}", c.melds).parse().unwrap(),
        };
        let after_reference = Reference::new(self.engine.rules()).with_melds(&melds);
        let after_engine = self.engine.with_melds(&melds).unwrap();
        let waits = self.waits(&before);
        if waits == 0 || waits != reference_waits(&after_reference, &after_engine, &after) {
            return false;
        }
        if self.rules.kan_after_riichi == KanAfterRiichi::Waits {
            return true;
        }
        let wins =
            (Tile::all().filter(|&w| waits & bit(w) != 0)).filter_map(|w| before.adding(w).ok());
        wins.into_iter().all(|won| {
            self.reference.decompositions(&won).iter().all(|d| {
                d.groups()
                    .iter()
                    .any(|g| g.kind() == GroupKind::Triplet && g.slots()[0].tile == Some(t))
            })
        })
    }
}

/// A random context: a winning shape of 14 tiles, some of its groups called or
/// kongs, the rest concealed and often disturbed, then the moment around it.
/// Up to `n` random kinds of `kinds`.
fn some_tiles(rng: &mut Random, kinds: &[Tile], n: usize) -> Vec<Tile> {
    (0..rng.random_range(0..=n))
        .map(|_| kinds[rng.random_range(0..kinds.len())])
        .collect()
}

/// A tile of `hand` half the time, any kind of `kinds` otherwise.
fn offered(rng: &mut Random, kinds: &[Tile], hand: &Hand) -> Tile {
    match rng.random_bool(0.5) {
        true => hand.tiles().nth(rng.random_range(0..hand.len())).unwrap(),
        false => kinds[rng.random_range(0..kinds.len())],
    }
}

fn random_context(rng: &mut Random, players: u8, riichi_reds: [u8; 3]) -> Option<Context> {
    let in_play = |t: Tile| players == 4 || t.suit() != Suit::Man || matches!(t.rank(), 1 | 9);
    let kinds: Vec<Tile> = Tile::all().filter(|&t| in_play(t)).collect();
    let mut counts = [0u8; 34];
    let mut melds = Vec::new();
    let mut concealed: Vec<Tile> = Vec::new();
    let take = |counts: &mut [u8; 34], t: Tile, n: u8| -> bool {
        if counts[t.id()] + n > 4 {
            return false;
        }
        counts[t.id()] += n;
        true
    };
    let groups = 4;
    let called = rng.random_range(0..=2usize).min(rng.random_range(0..=4));
    for g in 0..groups {
        let t = kinds[rng.random_range(0..kinds.len())];
        let run = (g >= called || players == 4)
            && rng.random_bool(0.5)
            && t.suit().is_numbered()
            && (0..3).all(|d| rank_step(t, d).is_some_and(in_play));
        let tiles: Vec<Tile> = match run {
            true => (0..3).map(|d| rank_step(t, d).unwrap()).collect(),
            false => vec![
                t;
                if g < called && rng.random_bool(0.3) {
                    4
                } else {
                    3
                }
            ],
        };
        if !tiles.iter().all(|&x| take(&mut counts, x, 1)) {
            return None;
        }
        if g < called {
            let ranks: String = tiles.iter().map(|x| x.rank().to_string()).collect();
            let mpsz = format!("{ranks}{}", tiles[0].suit().letter());
            let concealed_kong = tiles.len() == 4 && rng.random_bool(0.5);
            melds.push(if concealed_kong {
                format!("({mpsz})")
            } else {
                mpsz
            });
        } else {
            concealed.extend(tiles);
        }
    }
    let pair = kinds[rng.random_range(0..kinds.len())];
    if !take(&mut counts, pair, 2) {
        return None;
    }
    concealed.extend([pair, pair]);
    // Disturb: replace up to two concealed tiles with random ones.
    for _ in 0..rng.random_range(0..=2) {
        let at = rng.random_range(0..concealed.len());
        let t = kinds[rng.random_range(0..kinds.len())];
        if take(&mut counts, t, 1) {
            counts[concealed[at].id()] -= 1;
            concealed[at] = t;
        }
    }
    let melds: Melds = melds.join(",").parse().ok()?;
    let moment_kind = rng.random_range(0..6);
    let mut hand = Hand::from_tiles(&concealed, 0).ok()?;
    let by = [Relative::Left, Relative::Across, Relative::Right][rng.random_range(0..3)];
    let moment = match moment_kind {
        0 | 1 => {
            let mut drawn = hand.tiles().nth(rng.random_range(0..hand.len())).unwrap();
            // Often the fourth of a concealed triplet: a kong to ask about.
            let triplet = Tile::all().find(|&t| hand.count(t) == 3 && melds.counts()[t.id()] == 0);
            if let Some(t) = triplet.filter(|_| rng.random_bool(0.5)) {
                let other = hand
                    .tiles()
                    .filter(|&x| x != t)
                    .nth(rng.random_range(0..hand.len() - 3));
                if let Some(fourth) = other
                    .and_then(|o| hand.removing(o))
                    .and_then(|h| h.adding(t).ok())
                {
                    (hand, drawn) = (fourth, t);
                }
            }
            let kong = melds.iter().any(|m| m.tiles().count() == 4);
            Moment::Drew {
                tile: drawn,
                after_kong: kong && rng.random_bool(0.3),
            }
        }
        2 => {
            // After a call: the hand gave up two tiles to it and must discard.
            let t = offered(rng, &kinds, &hand);
            let run = (t.suit().is_numbered() && players == 4 && rng.random_bool(0.6))
                .then(|| rank_step(t, -(rng.random_range(0..3i32) as isize)))
                .flatten()
                .filter(|low| rank_step(*low, 2).is_some());
            Moment::Called { tile: t, run }
        }
        _ => {
            let removed = hand.tiles().nth(rng.random_range(0..hand.len())).unwrap();
            hand = less(&hand, removed);
            // With three players, a North another seat sets aside now and then.
            let kita = players == 3 && moment_kind == 5 && rng.random_bool(0.4);
            let t = match kita {
                true => Tile::new(Suit::Honours, 4).unwrap(),
                false => offered(rng, &kinds, &hand),
            };
            if usize::from(hand.count(t)) + usize::from(melds.counts()[t.id()]) >= 4 {
                return None;
            }
            // A red five offered only while the seat holds none of its suit.
            let red = t.suit().is_numbered() && t.rank() == 5 && rng.random_bool(0.3);
            match moment_kind {
                _ if kita => Moment::Kita { by },
                3 | 4 => Moment::Discarded { tile: t, red, by },
                5 if rng.random_bool(0.5) => Moment::AddedKong { tile: t, red, by },
                _ => Moment::ConcealedKong { tile: t, by },
            }
        }
    };
    let mut context = Context::new(hand, moment);
    context.melds = melds;
    for suit in [Suit::Man, Suit::Pin, Suit::Sou] {
        let five = Tile::new(suit, 5).unwrap();
        let held = context.hand.count(five);
        let offered_red = match moment {
            Moment::Discarded { tile, red, .. } | Moment::AddedKong { tile, red, .. } => {
                red && tile == five
            }
            _ => false,
        };
        let wall = riichi_reds[suit as usize];
        let most = wall.saturating_sub(u8::from(offered_red)).min(held);
        context.red_fives[suit as usize] = rng.random_range(0..=most);
    }
    context.discards = some_tiles(rng, &kinds, 8);
    context.passed = some_tiles(rng, &kinds, 3);
    let closed = context.melds.iter().all(|m| m.is_concealed());
    if closed && !context.discards.is_empty() && rng.random_bool(0.4) {
        context.riichi = Riichi::Declared {
            double: rng.random_bool(0.1),
            ippatsu: rng.random_bool(0.3),
        };
        context.passed_in_riichi = some_tiles(rng, &kinds, 4);
    }
    context.points = [500, 1_000, 25_000, -300][rng.random_range(0..4)];
    context.wall = [0, 1, 3, 4, 30, 70][rng.random_range(0..6)];
    let own_kongs = context
        .melds
        .iter()
        .filter(|m| m.tiles().count() == 4)
        .count() as u8;
    context.kongs = own_kongs + rng.random_range(0..=4 - own_kongs.min(4));
    context.seat =
        [Wind::East, Wind::South, Wind::West, Wind::North][rng.random_range(0..players as usize)];
    context.round = [Wind::East, Wind::South][rng.random_range(0..2)];
    let kong_now = matches!(
        moment,
        Moment::AddedKong { .. } | Moment::ConcealedKong { .. }
    );
    context.first_go_around = context.melds.is_empty() && !kong_now && rng.random_bool(0.3);
    if context.first_go_around {
        context.discards.clear();
        context.riichi = Riichi::None;
        (context.kongs, context.wall) = (0, [30, 66, 70][rng.random_range(0..3)]);
    }
    let north = Tile::new(Suit::Honours, 4).unwrap();
    let mut shown = context.melds.counts();
    if players == 3 && context.hand.count(north) + shown[north.id()] < 4 {
        context.kita = rng.random_range(0..2);
        shown[north.id()] += context.kita;
    }
    let free: Vec<Tile> = (kinds.iter().copied())
        .filter(|&t| context.hand.count(t) + shown[t.id()] < 4)
        .collect();
    context.dora = Indicators::new(&[free[rng.random_range(0..free.len())]]).unwrap();
    let offered = match moment {
        Moment::Discarded { tile, .. } | Moment::AddedKong { tile, .. } => Some(tile),
        Moment::ConcealedKong { tile, .. } => Some(tile),
        Moment::Kita { .. } => Some(north),
        _ => None,
    };
    if offered == Some(north) && matches!(moment, Moment::Kita { .. }) {
        // A North is set aside only with a tile left to replace it.
        context.wall = context.wall.max(1);
    }
    let indicator = context.dora.as_slice()[0];
    let too_many = Tile::all().any(|t| {
        let extra = u8::from(offered == Some(t)) + u8::from(indicator == t);
        context.hand.count(t) + shown[t.id()] + extra > 4
    });
    if too_many {
        return None;
    }
    Some(context)
}

/// The rules of `name` with one random choice of every action option.
fn with_random_options(name: &str, rng: &mut Random) -> Rules {
    let mut rules = Engine::builtin(name).unwrap().rules().clone();
    let riichi = rules.scoring.riichi_mut().unwrap();
    riichi.kuikae = [Kuikae::None, Kuikae::Called, Kuikae::Suji][rng.random_range(0..3)];
    riichi.kan_after_riichi = [
        KanAfterRiichi::Never,
        KanAfterRiichi::Waits,
        KanAfterRiichi::Strict,
    ][rng.random_range(0..3)];
    riichi.kokushi_robs_concealed_kan = rng.random_bool(0.5);
    riichi.riichi_min_points = [0, 1_000][rng.random_range(0..2)];
    riichi.riichi_min_wall = [1, 4][rng.random_range(0..2)];
    riichi.nine_terminals = rng.random_bool(0.7);
    riichi.multiple_ron = [
        MultipleRon::All,
        MultipleRon::HeadBump,
        MultipleRon::TwoThenAbort,
    ][rng.random_range(0..3)];
    rules
}

#[test]
fn menus_are_the_definitions_on_random_contexts() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(71);
    let (mut asked, mut offered_ron, mut offered_calls, mut refused) = (0, 0, 0, 0);
    let (mut riichi_kongs, mut passed_wins, mut kita_rons) = (0, 0, 0);
    let rule_sets = 12;
    let per_set = scaled(100_000).div_ceil(rule_sets);
    for set in 0..rule_sets {
        let name = if set % 3 == 2 { "sanma" } else { "riichi" };
        let rules = with_random_options(name, &mut rng);
        let engine = Engine::from_rules(rules.clone()).unwrap();
        let riichi = rules.scoring.riichi().unwrap();
        let players = riichi.players;
        let mut done = 0;
        while done < per_set {
            let Some(context) = random_context(&mut rng, players, riichi.red_fives_by_suit())
            else {
                continue;
            };
            done += 1;
            let answered = engine.actions(&context);
            let Ok(menu) = answered else {
                // Only the impossible: a call that kuikae leaves without a discard.
                assert!(
                    matches!(context.moment, Moment::Called { .. }),
                    "{answered:?} {context:?}"
                );
                refused += 1;
                continue;
            };
            let defined = Defined {
                engine: &engine.with_melds(&context.melds).unwrap(),
                reference: Reference::new(&rules).with_melds(&context.melds),
                rules: riichi,
                context: &context,
            }
            .menu();
            let mut compared = menu.clone();
            compared.win = None;
            assert_eq!(compared, defined, "{context:?}");
            assert_eq!(menu.win.is_some(), menu.ron || menu.tsumo);
            if context.moment.is_own_turn() {
                assert!(
                    menu.discard != 0,
                    "an own turn with no discard: {context:?}"
                );
            }
            if let Moment::Discarded { tile, by, .. } = context.moment {
                every_claim_offered_is_granted(&menu, by, riichi);
                if menu.ron {
                    passed_wins += 1;
                    a_passed_win_is_furiten(&engine, &context, tile, by);
                }
            }
            kita_rons += usize::from(matches!(context.moment, Moment::Kita { .. }) && menu.ron);
            asked += 1;
            offered_ron += usize::from(menu.ron || menu.tsumo);
            offered_calls += usize::from(!menu.pon.is_empty() || !menu.chi.is_empty() || menu.kong);
            let riichi_kong = context.riichi != Riichi::None && menu.concealed_kongs != 0;
            riichi_kongs += usize::from(riichi_kong);
        }
    }
    println!(
        "{asked} menus as defined ({offered_ron} with a win, {offered_calls} with a call, \
         {riichi_kongs} with a kong in riichi); {refused} impossible calls refused; \
         {passed_wins} rons passed, furiten after; {kita_rons} rons on a North set aside"
    );
    assert!(kita_rons > 0);
    assert!(passed_wins > 100);
    assert!(riichi_kongs > 50);
    assert!(offered_ron > asked / 100 && offered_calls > asked / 20);
}

/// The menu never offers a claim the arbitration would refuse: each, made alone by
/// this seat (the others passing), gets the tile.
fn every_claim_offered_is_granted(menu: &Menu, by: Relative, rules: &RiichiRules) {
    let others = usize::from(rules.players) - 1;
    // This seat's place after the discarder in turn order.
    let at = match by {
        Relative::Left => 0,
        Relative::Across => 1,
        Relative::Right => others - 1,
    };
    let offered = [
        (menu.ron, Claim::Ron),
        (!menu.pon.is_empty(), Claim::Pon),
        (menu.kong, Claim::Kong),
        (!menu.chi.is_empty(), Claim::Chi),
    ];
    for (_, claim) in offered.into_iter().filter(|(offered, _)| *offered) {
        let mut claims = vec![Claim::Pass; others];
        claims[at] = claim;
        let granted = match claim {
            Claim::Ron => Outcome::Ron { seats: 1 << at },
            _ => Outcome::Call { seat: at, claim },
        };
        assert_eq!(
            arbitrate(&claims, rules.multiple_ron),
            granted,
            "{menu:?} by {by:?}"
        );
    }
}

/// A seat that let a win pass is furiten on the next seat's discard of that kind,
/// the passed tile among its `passed` (temporary furiten, or riichi's).
fn a_passed_win_is_furiten(engine: &Engine, context: &Context, tile: Tile, by: Relative) {
    let mut after = context.clone();
    after.passed.push(tile);
    if after.riichi != Riichi::None {
        after.passed_in_riichi.push(tile);
    }
    let next = if by == Relative::Right {
        Relative::Left
    } else {
        Relative::Right
    };
    after.moment = Moment::Discarded {
        tile,
        red: false,
        by: next,
    };
    let menu = engine.actions(&after).expect("a menu");
    assert!(!menu.ron, "a passed win offered again: {after:?}");
}

#[test]
fn claims_go_to_ron_then_pon_or_kong_then_chi() {
    use Claim::*;
    let all = MultipleRon::All;
    assert_eq!(arbitrate(&[Pass, Pass, Pass], all), Outcome::Nobody);
    assert_eq!(
        arbitrate(&[Chi, Pass, Pass], all),
        Outcome::Call {
            seat: 0,
            claim: Chi
        }
    );
    assert_eq!(
        arbitrate(&[Pass, Chi, Pass], all),
        Outcome::Nobody,
        "a chi from across"
    );
    assert_eq!(
        arbitrate(&[Chi, Pass, Kong], all),
        Outcome::Call {
            seat: 2,
            claim: Kong
        }
    );
    assert_eq!(
        arbitrate(&[Pon, Ron, Pass], all),
        Outcome::Ron { seats: 0b010 }
    );
    assert_eq!(
        arbitrate(&[Ron, Pass, Ron], all),
        Outcome::Ron { seats: 0b101 }
    );
    let head = MultipleRon::HeadBump;
    assert_eq!(
        arbitrate(&[Pass, Ron, Ron], head),
        Outcome::Ron { seats: 0b010 }
    );
    let two = MultipleRon::TwoThenAbort;
    assert_eq!(
        arbitrate(&[Ron, Ron, Pass], two),
        Outcome::Ron { seats: 0b011 }
    );
    assert_eq!(arbitrate(&[Ron, Ron, Ron], two), Outcome::Abort);
    assert_eq!(
        arbitrate(&[Ron, Ron, Ron], all),
        Outcome::Ron { seats: 0b111 }
    );
    // Three players: two seats answer.
    assert_eq!(
        arbitrate(&[Pass, Pon], all),
        Outcome::Call {
            seat: 1,
            claim: Pon
        }
    );
}

#[test]
fn aborts_are_four_kongs_of_several_seats_and_four_riichi() {
    let mut rules = RiichiRules::default();
    assert_eq!(abort_after_discard(&[0; 4], 3, &rules), None);
    assert_eq!(
        abort_after_discard(&[1, 1, 1, 0], 3, &rules),
        None,
        "three kongs"
    );
    assert_eq!(
        abort_after_discard(&[1, 1, 1, 1], 0, &rules),
        Some(Abort::FourKongs)
    );
    assert_eq!(
        abort_after_discard(&[0, 0, 4, 0], 0, &rules),
        None,
        "one seat's four"
    );
    assert_eq!(
        abort_after_discard(&[0, 0, 0, 0], 4, &rules),
        Some(Abort::FourRiichi)
    );
    // Three players: two seats' kongs abort as well; four riichi cannot happen.
    assert_eq!(
        abort_after_discard(&[3, 1, 0], 3, &rules),
        Some(Abort::FourKongs)
    );
    rules.four_kong_abort = false;
    rules.four_riichi_abort = false;
    assert_eq!(abort_after_discard(&[1, 1, 1, 1], 4, &rules), None);
}
