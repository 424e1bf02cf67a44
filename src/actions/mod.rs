//! What a seat may do at one moment of a riichi round: [`Engine::actions`] answers
//! from a [`Context`] — what that seat knows, given whole on every call — with a
//! [`Menu`] of data. Nothing is kept between calls: a server asks with its own
//! state. [`claims`] decides who gets a tile several seats claim.
//!
//! The rules' options (`[riichi]`: [`Kuikae`], [`KanAfterRiichi`], the riichi
//! minimums, nine terminals, thirteen orphans robbing a concealed kong) are
//! explained with their sources in docs/actions.md.
//!
//! ```
//! use hupai::actions::{Context, Moment, Relative};
//! let engine = hupai::Engine::riichi();
//! // 123m 456p 789s 11z 22z waits on 1z and 2z.
//! let mut context = Context::new("123m456p789s1122z".parse()?, Moment::Discarded {
//!     tile: "2z".parse()?,
//!     red: false,
//!     by: Relative::Across,
//! });
//! context.seat = hupai::scoring::Wind::South; // South is the seat's wind: a yaku
//! let menu = engine.actions(&context)?;
//! assert!(menu.ron && menu.pass && menu.pon.len() == 1 && menu.chi.is_empty());
//! // The same tile among its own discards: furiten, no ron.
//! context.discards = vec!["1z".parse()?];
//! assert!(!engine.actions(&context)?.ron);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod claims;
#[cfg(feature = "serde")]
mod json;

use std::cell::OnceCell;

use crate::decompose::GroupKind;
use crate::engine::Engine;
use crate::error::{CheckError, MeldsError, ScoreError};
use crate::forms::Form;
use crate::rules::{KanAfterRiichi, Kuikae, RiichiRules};
use crate::scoring::{Declared, Indicators, RiichiScore, Situation, WinBy, Wind};
use crate::tiles::hand::Hand;
use crate::tiles::melds::{MeldShape, Melds};
use crate::tiles::tile::{KINDS, Suit, Tile};

/// Where another seat sits, seen from this one: the seat on the left (上家, kamicha)
/// plays just before this one and is the only one a chi takes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relative {
    /// The seat playing just before this one (上家).
    Left,
    /// The seat across (対面); none with three players.
    Across,
    /// The seat playing just after this one (下家).
    Right,
}

/// The moment a menu is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Moment {
    /// The seat drew `tile` (its hand holds it): from the wall, or the replacement
    /// tile after its kong or, with three players, after setting a North aside
    /// (`after_kong`: a win on it is rinshan kaihou either way).
    Drew {
        /// The tile drawn.
        tile: Tile,
        /// Drawn after the seat's own kong (or kita).
        after_kong: bool,
    },
    /// The seat called a chi or pon on `tile` and must now discard; `run` is the
    /// chi's lowest tile (`None` after a pon). Its hand no longer holds the meld.
    Called {
        /// The tile called.
        tile: Tile,
        /// The chi's lowest tile; `None` for a pon.
        run: Option<Tile>,
    },
    /// Another seat discarded `tile` (a red five when `red`).
    Discarded {
        /// The tile discarded.
        tile: Tile,
        /// Whether it is a red five.
        red: bool,
        /// Who discarded it.
        by: Relative,
    },
    /// Another seat added `tile` to its pon: the kong may be robbed (chankan).
    AddedKong {
        /// The tile added.
        tile: Tile,
        /// Whether it is a red five.
        red: bool,
        /// Who added it.
        by: Relative,
    },
    /// Another seat declared a concealed kong of `tile`.
    ConcealedKong {
        /// The kong's kind.
        tile: Tile,
        /// Who declared it.
        by: Relative,
    },
    /// Another seat set a North aside (kita, three players): the North may be won on
    /// by ron, which is no robbed kong (no chankan).
    Kita {
        /// Who set it aside.
        by: Relative,
    },
}

impl Moment {
    /// Whether it is the seat's own turn (it drew or called and must discard).
    pub const fn is_own_turn(&self) -> bool {
        matches!(self, Moment::Drew { .. } | Moment::Called { .. })
    }
}

/// The seat's riichi.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Riichi {
    /// Not declared.
    #[default]
    None,
    /// Declared (`double`: on the first discard, no call before it); `ippatsu`
    /// while no call and no turn of its own has passed since.
    Declared {
        /// Double riichi.
        double: bool,
        /// Ippatsu still live.
        ippatsu: bool,
    },
}

/// What one seat knows at one moment of a riichi round: everything
/// [`Engine::actions`] reads. Built with [`Context::new`] and its fields set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Context {
    /// The moment asked about.
    pub moment: Moment,
    /// The seat's concealed tiles (the drawn tile among them on its own turn).
    pub hand: Hand,
    /// Red fives among the concealed tiles, by suit (man, pin, sou).
    pub red_fives: [u8; 3],
    /// The seat's melds (concealed kongs in parentheses).
    pub melds: Melds,
    /// The seat's own discards, those called away included: a wait among them is
    /// furiten.
    pub discards: Vec<Tile>,
    /// Tiles offered to the seat since its own last discard (others' discards and
    /// added kongs), the one of this moment excepted: a wait passed is furiten until
    /// the seat's next discard.
    pub passed: Vec<Tile>,
    /// The seat's riichi.
    pub riichi: Riichi,
    /// Tiles offered to the seat since it declared riichi: a wait passed is furiten
    /// for the rest of the round.
    pub passed_in_riichi: Vec<Tile>,
    /// The seat's points.
    pub points: i64,
    /// Tiles left in the live wall (0: this was the last).
    pub wall: u8,
    /// Kongs declared in the round so far, by every seat (a fifth is never made).
    pub kongs: u8,
    /// The seat's wind (East: the dealer).
    pub seat: Wind,
    /// The round's wind.
    pub round: Wind,
    /// Whether the first go-around is still on and uninterrupted by any call.
    pub first_go_around: bool,
    /// The dora indicators shown.
    pub dora: Indicators,
    /// Honba sticks on the table.
    pub honba: u8,
    /// Riichi sticks on the table.
    pub riichi_sticks: u8,
    /// Norths the seat set aside (three players).
    pub kita: u8,
}

impl Context {
    /// A seat holding `hand` at `moment`, nothing else known: no melds, discards or
    /// riichi, 25,000 points, 70 tiles in the wall, East seat in an East round.
    pub fn new(hand: Hand, moment: Moment) -> Context {
        Context {
            moment,
            hand,
            red_fives: [0; 3],
            melds: Melds::default(),
            discards: Vec::new(),
            passed: Vec::new(),
            riichi: Riichi::None,
            passed_in_riichi: Vec::new(),
            points: 25_000,
            wall: 70,
            kongs: 0,
            seat: Wind::East,
            round: Wind::East,
            first_go_around: false,
            dora: Indicators::default(),
            honba: 0,
            riichi_sticks: 0,
            kita: 0,
        }
    }

    fn in_riichi(&self) -> bool {
        self.riichi != Riichi::None
    }

    fn is_closed(&self) -> bool {
        self.melds.iter().all(|m| m.is_concealed())
    }
}

/// The two tiles from the hand a chi or pon would use, and how many of them are
/// red fives (options differing only in red fives are listed apart).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallOption {
    /// The hand's tiles the call uses, lower first.
    pub tiles: [Tile; 2],
    /// How many of them are red fives.
    pub red: u8,
}

/// The two tiles in MPSZ, a red five as `0`: `05m` for a red and a plain five.
///
/// ```
/// use hupai::actions::CallOption;
/// let option = CallOption { tiles: ["4m".parse()?, "5m".parse()?], red: 1 };
/// assert_eq!(option.to_string(), "40m");
/// # Ok::<(), hupai::ParseError>(())
/// ```
impl std::fmt::Display for CallOption {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [a, b] = self.tiles;
        let five = |t: Tile| t.suit().is_numbered() && t.rank() == 5;
        // The red fives are the first fives of the two.
        let first_red = self.red >= 1 && five(a);
        let second_red = five(b) && usize::from(self.red) > usize::from(first_red);
        let digit = |t: Tile, red: bool| if red { 0 } else { t.rank() };
        let (x, y) = (digit(a, first_red), digit(b, second_red));
        write!(f, "{x}{y}{}", b.suit().letter())
    }
}

/// What a seat may do at one moment: tiles as bit masks by tile id (bit
/// [`Tile::id`]), calls as small lists, the win's score where a win is offered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Menu {
    /// The kinds the seat may discard (its own turn).
    pub discard: u64,
    /// The kinds whose discard may declare riichi (each leaves the hand waiting).
    pub riichi: u64,
    /// Whether the seat may win on its draw.
    pub tsumo: bool,
    /// The kinds the seat may make a concealed kong of.
    pub concealed_kongs: u64,
    /// The kinds the seat may add to its pon.
    pub added_kongs: u64,
    /// Whether the seat may abort the round with nine terminals and honours.
    pub nine_terminals: bool,
    /// Whether the seat may set a North aside (three players).
    pub kita: bool,
    /// Whether the seat may win on the tile offered (ron, or robbing a kong).
    pub ron: bool,
    /// The pons the seat may call, one per red-five choice.
    pub pon: Vec<CallOption>,
    /// Whether the seat may call an open kong on the discard.
    pub kong: bool,
    /// The chis the seat may call.
    pub chi: Vec<CallOption>,
    /// Whether the seat may let the tile pass (whenever it may claim it).
    pub pass: bool,
    /// What the win offered (tsumo or ron) pays, before ura-dora.
    pub win: Option<RiichiScore>,
}

impl Menu {
    /// Whether the menu offers nothing (another seat's tile the seat cannot claim).
    pub fn is_empty(&self) -> bool {
        *self == Menu::default()
    }
}

/// The kinds of a mask, one copy each, in MPSZ: `123m5z`.
struct Kinds(u64);

impl std::fmt::Display for Kinds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        crate::tiles::notation::write_counts(f, |t| u8::from(self.0 & bit(t) != 0), 0)
    }
}

/// The menu as one line, what the command line prints: `discard 123m5z; riichi 5z;
/// tsumo 8000`, `ron 3900; pon 55m 05m; pass` (a win with what it pays), or `nothing
/// to claim`.
///
/// ```
/// use hupai::actions::{Context, Moment, Relative};
/// let context = Context::new("23406m456p789s11z".parse()?, Moment::Discarded {
///     tile: "5m".parse()?,
///     red: false,
///     by: Relative::Left,
/// });
/// let menu = hupai::Engine::riichi().actions(&context)?;
/// assert_eq!(menu.to_string(), "chi 34m 46m; pass");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl std::fmt::Display for Menu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let options = |name: &str, list: &[CallOption]| {
            let list: Vec<String> = list.iter().map(ToString::to_string).collect();
            (!list.is_empty()).then(|| format!("{name} {}", list.join(" ")))
        };
        let masked = |name: &str, mask: u64| (mask != 0).then(|| format!("{name} {}", Kinds(mask)));
        let points = self.win.map_or(0, |score| score.payment.total);
        let parts = [
            masked("discard", self.discard),
            masked("riichi", self.riichi),
            self.tsumo.then(|| format!("tsumo {points}")),
            masked("concealed kong", self.concealed_kongs),
            masked("added kong", self.added_kongs),
            self.nine_terminals.then(|| "nine terminals".to_string()),
            self.kita.then(|| "kita".to_string()),
            self.ron.then(|| format!("ron {points}")),
            options("pon", &self.pon),
            self.kong.then(|| "kong".to_string()),
            options("chi", &self.chi),
            self.pass.then(|| "pass".to_string()),
        ];
        let said: Vec<String> = parts.into_iter().flatten().collect();
        match said.is_empty() {
            true => f.write_str("nothing to claim"),
            false => f.write_str(&said.join("; ")),
        }
    }
}

/// A context [`Engine::actions`] cannot answer.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The rules do not play riichi (no `[riichi]` section).
    #[error("the rules {rules:?} have no [riichi] section: actions are riichi's")]
    NotRiichi {
        /// The rules' name.
        rules: String,
    },
    /// The context contradicts itself.
    #[error("impossible context: {0}")]
    Impossible(String),
    /// The melds are not the rules'.
    #[error(transparent)]
    Melds(#[from] MeldsError),
    /// A hand the engine cannot judge.
    #[error(transparent)]
    Hand(#[from] CheckError),
    /// A win the scorer refuses.
    #[error(transparent)]
    Score(#[from] ScoreError),
}

/// One bit per kind.
const fn bit(tile: Tile) -> u64 {
    1 << tile.id()
}

/// The kinds `hand` holds, a bit each.
fn held(hand: &Hand) -> u64 {
    (hand.counts().iter().enumerate()).fold(0, |bits, (id, &n)| bits | u64::from(n > 0) << id)
}

/// `hand` with `tile` taken out `times` times.
fn without(hand: &Hand, tile: Tile, times: usize) -> Hand {
    (0..times).fold(*hand, |h, _| h.removing(tile).unwrap_or(h))
}

/// The tile `steps` ranks from `tile` in its suit, if there is one.
fn step(tile: Tile, steps: isize) -> Option<Tile> {
    let rank = tile.rank().checked_add_signed(steps)?;
    (tile.suit().is_numbered() && (1..=9).contains(&rank)).then(|| Tile::new(tile.suit(), rank))?
}

impl Engine {
    /// What the seat of `context` may do now, under the rules' `[riichi]` options.
    /// A tile of another seat nobody can claim answers an empty menu; an own turn
    /// always offers at least one discard.
    ///
    /// ```
    /// use hupai::{Tile, actions::{Context, Moment}};
    /// let engine = hupai::Engine::riichi();
    /// let hand = "123m456p789s11233z".parse()?; // drew 3z: riichi discarding 2z
    /// let context = Context::new(hand, Moment::Drew { tile: "3z".parse()?, after_kong: false });
    /// let menu = engine.actions(&context)?;
    /// assert!(!menu.tsumo && menu.riichi == 1 << "2z".parse::<Tile>()?.id());
    /// assert_eq!(menu.discard.count_ones(), 12); // any kind held
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn actions(&self, context: &Context) -> Result<Menu, ActionError> {
        let Some(riichi) = self.rules().scoring.riichi() else {
            return Err(ActionError::NotRiichi {
                rules: self.rules().name.clone(),
            });
        };
        check_context(context, riichi)?;
        let seat = Seat {
            base: self,
            melded: OnceCell::new(),
            context,
            rules: riichi,
        };
        match context.moment {
            Moment::Drew { tile, after_kong } => seat.drew(tile, after_kong),
            Moment::Called { tile, run } => seat.called(tile, run),
            Moment::Discarded { tile, red, by } => seat.offered(tile, red, by),
            Moment::AddedKong { tile, red, .. } => seat.robbing(tile, red, false),
            Moment::ConcealedKong { tile, .. } => seat.robbing(tile, false, true),
            Moment::Kita { .. } => seat.robbing(north(), false, false),
        }
    }
}

/// Refuses a context that contradicts itself.
fn check_context(context: &Context, rules: &RiichiRules) -> Result<(), ActionError> {
    let impossible = |what: String| Err(ActionError::Impossible(what));
    let (hand, moment) = (&context.hand, context.moment);
    let size = hand.len() + 3 * context.melds.len();
    let wanted = if moment.is_own_turn() { 14 } else { 13 };
    if size != wanted {
        return impossible(format!(
            "{} concealed tiles and {} melds make {size}; this moment needs {wanted}",
            hand.len(),
            context.melds.len()
        ));
    }
    if hand.jokers() > 0 {
        return impossible("jokers in a riichi hand".into());
    }
    if let Moment::Drew { tile, .. } = moment
        && hand.count(tile) == 0
    {
        return impossible(format!("the drawn {tile} is not in the hand"));
    }
    let kongs = context
        .melds
        .iter()
        .filter(|m| m.shape() == MeldShape::Kong)
        .count();
    if let Moment::Drew {
        after_kong: true, ..
    } = moment
        && kongs == 0
        && context.kita == 0
    {
        return impossible(
            "a replacement draw with no kong among the melds and no North set aside".into(),
        );
    }
    let offered = match moment {
        Moment::Discarded { tile, .. } | Moment::AddedKong { tile, .. } => Some(tile),
        Moment::ConcealedKong { tile, .. } => Some(tile),
        Moment::Kita { .. } => Some(north()),
        _ => None,
    };
    // Every copy the seat sees: held, melded, indicating, set aside, on offer.
    let mut seen_copies = context.melds.counts();
    for (seen, &held) in seen_copies.iter_mut().zip(hand.counts()) {
        *seen += held;
    }
    for &tile in context.dora.as_slice().iter().chain(&offered) {
        seen_copies[tile.id()] += 1;
    }
    seen_copies[north().id()] = seen_copies[north().id()].saturating_add(context.kita);
    if let Some(id) = seen_copies.iter().position(|&n| n > 4) {
        let (tile, seen) = (Tile::from_id(id).expect("a kind"), seen_copies[id]);
        return impossible(format!(
            "{seen} copies of {tile} in the hand, melds, indicators and on offer"
        ));
    }
    let chi = matches!(moment, Moment::Called { run: Some(_), .. })
        || context.melds.iter().any(|m| m.shape() == MeldShape::Run);
    if rules.players == 3 && chi {
        return impossible("a chi with three players".into());
    }
    let kita_now = matches!(moment, Moment::Kita { .. });
    if rules.players == 4 && (context.kita > 0 || kita_now) {
        return impossible("a North set aside with four players".into());
    }
    if kita_now && context.wall == 0 {
        return impossible("a North set aside with no tile left to replace it".into());
    }
    let kong_now = matches!(
        moment,
        Moment::AddedKong { .. } | Moment::ConcealedKong { .. }
    );
    let interrupted = context.kongs > 0 || !context.melds.is_empty() || kong_now;
    if context.first_go_around && (interrupted || context.wall == 0) {
        return impossible("the first go-around with a call, a kong or an empty wall".into());
    }
    if context.in_riichi() && (context.discards.is_empty() || !context.is_closed()) {
        return impossible("riichi declared with no discard made or with an open hand".into());
    }
    let offered_red = match moment {
        Moment::Discarded { tile, red, .. } | Moment::AddedKong { tile, red, .. } => {
            red.then_some(tile)
        }
        _ => None,
    };
    let (wall_reds, meld_reds) = (rules.red_fives_by_suit(), context.melds.red_fives());
    for (suit, &red) in context.red_fives.iter().enumerate() {
        let five = Tile::new(Suit::ALL[suit], 5).expect("a five");
        if red > hand.count(five) {
            return impossible(format!("{red} red {five} but {} held", hand.count(five)));
        }
        let seen = red + meld_reds[suit] + u8::from(offered_red == Some(five));
        if seen > wall_reds[suit] {
            return impossible(format!(
                "{seen} red {five}; the wall holds {}",
                wall_reds[suit]
            ));
        }
    }
    if let Some(tile) = offered_red
        && tile.rank() != 5
    {
        return impossible(format!("a red {tile}: only fives are red"));
    }
    Ok(())
}

/// One seat's question, with what answering it needs.
struct Seat<'a> {
    /// The engine asked.
    base: &'a Engine,
    /// A copy of it with the seat's melds, when they are not its own: made on the
    /// first question that needs them.
    melded: OnceCell<Engine>,
    context: &'a Context,
    rules: &'a RiichiRules,
}

impl Seat<'_> {
    /// The engine with the seat's melds. A copy costs more than most menus, and most
    /// menus of an open hand (no win in sight) ask nothing of it.
    fn engine(&self) -> Result<&Engine, ActionError> {
        if self.base.melds() == &self.context.melds {
            return Ok(self.base);
        }
        if let Some(engine) = self.melded.get() {
            return Ok(engine);
        }
        let engine = self.base.with_melds(&self.context.melds)?;
        Ok(self.melded.get_or_init(|| engine))
    }

    /// Whether the concealed `hand` surely wins in no form, asked of the engine
    /// without melds (no copy): melds only take forms away (seven pairs and thirteen
    /// orphans need fourteen concealed tiles; sets and a pair are sets and a pair).
    /// False when that engine has melds of its own or no win has the hand's size.
    fn surely_no_win(&self, hand: &Hand) -> bool {
        self.base.melds().is_empty() && self.base.check(hand).is_ok_and(|forms| forms.is_empty())
    }

    /// The seat's menu after drawing `drawn`.
    fn drew(&self, drawn: Tile, after_kong: bool) -> Result<Menu, ActionError> {
        let (context, hand) = (self.context, &self.context.hand);
        let mut menu = Menu {
            discard: if context.in_riichi() {
                bit(drawn)
            } else {
                held(hand)
            },
            ..Menu::default()
        };
        let situation = self.situation(drawn, WinBy::Tsumo, after_kong, false, false);
        if !self.surely_no_win(hand) {
            let engine = self.engine()?;
            if engine.is_win(hand) && engine.is_legal_win(hand, &situation)? {
                menu.tsumo = true;
                menu.win = Some(engine.score_riichi(hand, &situation)?);
            }
        }
        menu.riichi = self.riichi_discards()?;
        menu.concealed_kongs = self.concealed_kongs(drawn)?;
        menu.added_kongs = self.added_kongs();
        menu.nine_terminals = self.nine_terminals();
        let north = north();
        menu.kita = self.rules.players == 3 && hand.count(north) > 0 && context.wall > 0;
        Ok(menu)
    }

    /// The discards that declare riichi: none unless the seat may declare it.
    fn riichi_discards(&self) -> Result<u64, ActionError> {
        let context = self.context;
        let may = !context.in_riichi()
            && context.is_closed()
            && context.points >= i64::from(self.rules.riichi_min_points)
            && context.wall >= self.rules.riichi_min_wall;
        if !may {
            return Ok(0);
        }
        let masks = self.engine()?.discard_masks(&context.hand)?;
        // A won hand (-1) keeps what leaves it waiting, as a waiting one does.
        Ok(if masks.shanten() <= 0 {
            masks.keep_bits()
        } else {
            0
        })
    }

    /// Whether another kong may be made: a fifth never, nor on the last tile.
    fn kong_room(&self) -> bool {
        self.context.kongs < 4 && self.context.wall > 0
    }

    /// The kinds of which the seat may make a concealed kong.
    fn concealed_kongs(&self, drawn: Tile) -> Result<u64, ActionError> {
        let (context, hand) = (self.context, &self.context.hand);
        if !self.kong_room() {
            return Ok(0);
        }
        let fours = (Tile::all()).filter(|&t| hand.count(t) == 4);
        if !context.in_riichi() {
            return Ok(fours.fold(0, |bits, t| bits | bit(t)));
        }
        if self.rules.kan_after_riichi == KanAfterRiichi::Never || hand.count(drawn) != 4 {
            return Ok(0);
        }
        Ok(if self.kong_keeps_riichi(drawn)? {
            bit(drawn)
        } else {
            0
        })
    }

    /// Whether a concealed kong of the drawn `tile` leaves the riichi hand's waits
    /// (and, strictly, every reading) as they were.
    fn kong_keeps_riichi(&self, tile: Tile) -> Result<bool, ActionError> {
        let hand = &self.context.hand;
        let before = without(hand, tile, 1);
        let waits = self.engine()?.waits(&before)?;
        let melds: Melds = format!("{},({tile}{tile}{tile}{tile})", self.context.melds)
            .trim_start_matches(',')
            .parse()?;
        let after = (self.base.with_melds(&melds)?).waits(&without(hand, tile, 4))?;
        if waits.bits() != after.bits() || waits.is_empty() {
            return Ok(false);
        }
        if self.rules.kan_after_riichi != KanAfterRiichi::Strict {
            return Ok(true);
        }
        // A wait on a kind the hand holds all four of is no win to read.
        for wait in waits.iter() {
            let Ok(won) = before.adding(wait) else {
                continue;
            };
            for reading in self.engine()?.decompositions(&won)? {
                let triplet = reading
                    .groups()
                    .iter()
                    .any(|g| g.kind() == GroupKind::Triplet && g.slots()[0].tile == Some(tile));
                if !triplet {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// The kinds the seat may add to one of its pons.
    fn added_kongs(&self) -> u64 {
        let (context, hand) = (self.context, &self.context.hand);
        if context.in_riichi() || !self.kong_room() {
            return 0;
        }
        (context.melds.iter())
            .filter(|m| m.shape() == MeldShape::Triplet && hand.count(m.first()) > 0)
            .fold(0, |bits, m| bits | bit(m.first()))
    }

    /// Whether nine terminals may abort the round: the seat's first draw, nothing
    /// called by anyone.
    fn nine_terminals(&self) -> bool {
        let context = self.context;
        let kinds = Tile::all()
            .filter(|&t| t.is_orphan() && context.hand.count(t) > 0)
            .count();
        self.rules.nine_terminals
            && context.first_go_around
            && context.discards.is_empty()
            && context.melds.is_empty()
            && kinds >= 9
    }

    /// The seat's menu after calling `called` (a chi from `run` on, or a pon).
    fn called(&self, called: Tile, run: Option<Tile>) -> Result<Menu, ActionError> {
        let discard = held(&self.context.hand) & !self.banned(called, run);
        if discard == 0 {
            return Err(ActionError::Impossible(format!(
                "kuikae bans every tile left after calling {called}"
            )));
        }
        Ok(Menu {
            discard,
            ..Menu::default()
        })
    }

    /// The kinds kuikae bans after calling `called` (a chi from `run` on, or a pon).
    fn banned(&self, called: Tile, run: Option<Tile>) -> u64 {
        let suji = match run {
            Some(low) if low == called => step(called, 3),
            Some(low) if step(low, 2) == Some(called) => step(called, -3),
            _ => None,
        };
        match self.rules.kuikae {
            Kuikae::None => 0,
            Kuikae::Called => bit(called),
            Kuikae::Suji => bit(called) | suji.map_or(0, bit),
        }
    }

    /// The seat's menu on another seat's discard.
    fn offered(&self, tile: Tile, red: bool, by: Relative) -> Result<Menu, ActionError> {
        let context = self.context;
        let mut menu = Menu::default();
        self.offer_ron(&mut menu, tile, red, false)?;
        if !context.in_riichi() && context.wall > 0 {
            if context.hand.count(tile) >= 2 {
                menu.pon = self.calls(tile, &[(0, 0)]);
            }
            menu.kong = context.hand.count(tile) == 3 && self.kong_room();
            if by == Relative::Left && self.rules.players == 4 && tile.suit().is_numbered() {
                menu.chi = self.calls(tile, &[(-2, -1), (-1, 1), (1, 2)]);
            }
        }
        menu.pass = !menu.is_empty();
        Ok(menu)
    }

    /// The seat's menu on another seat's kong of `tile` (`concealed`, or added), or on
    /// a North another seat set aside (neither: no chankan).
    fn robbing(&self, tile: Tile, red: bool, concealed: bool) -> Result<Menu, ActionError> {
        let mut menu = Menu::default();
        if !concealed || self.rules.kokushi_robs_concealed_kan {
            self.offer_ron(&mut menu, tile, red, concealed)?;
        }
        menu.pass = menu.ron;
        Ok(menu)
    }

    /// Offers ron on `tile` when the win is legal and the seat not furiten (by a
    /// concealed kong, thirteen orphans only).
    fn offer_ron(
        &self,
        menu: &mut Menu,
        tile: Tile,
        red: bool,
        kokushi_only: bool,
    ) -> Result<(), ActionError> {
        let context = self.context;
        let Ok(won) = context.hand.adding(tile) else {
            return Ok(());
        };
        if self.surely_no_win(&won) {
            return Ok(());
        }
        let engine = self.engine()?;
        let forms = engine.check(&won)?;
        if forms.is_empty() || (kokushi_only && !forms.contains(Form::ThirteenOrphans)) {
            return Ok(());
        }
        if self.furiten()? {
            return Ok(());
        }
        let robbing = matches!(
            context.moment,
            Moment::AddedKong { .. } | Moment::ConcealedKong { .. }
        );
        let situation = self.situation(tile, WinBy::Ron, false, robbing, red);
        if engine.is_legal_win(&won, &situation)? {
            menu.ron = true;
            menu.win = Some(engine.score_riichi(&won, &situation)?);
        }
        Ok(())
    }

    /// Whether a wait of the seat's hand is among its discards, the tiles it passed
    /// since its last discard, or (in riichi) since declaring.
    fn furiten(&self) -> Result<bool, ActionError> {
        let context = self.context;
        let waits = self.engine()?.waits(&context.hand)?.bits();
        let riichi = match context.in_riichi() {
            true => &context.passed_in_riichi[..],
            false => &[],
        };
        let seen = (context.discards.iter().chain(&context.passed).chain(riichi))
            .fold(0, |bits, &t| bits | bit(t));
        Ok(waits & seen != 0)
    }

    /// The chis or pons on `tile` using the hand's tiles `shapes` ranks from it,
    /// each red-five choice apart, each leaving a legal discard.
    fn calls(&self, tile: Tile, shapes: &[(isize, isize)]) -> Vec<CallOption> {
        let hand = &self.context.hand;
        let mut options = Vec::new();
        for &(a, b) in shapes {
            let (Some(first), Some(second)) = (step_or_same(tile, a), step_or_same(tile, b)) else {
                continue;
            };
            let used = without(&without(hand, first, 1), second, 1);
            if used.len() + 2 != hand.len() {
                continue;
            }
            // A chi's run starts at the lowest of its three tiles; a pon has none.
            let low = (a != 0).then(|| {
                let three = [tile, first, second].into_iter();
                three.min_by_key(|t| t.id()).expect("three tiles")
            });
            if held(&used) & !self.banned(tile, low) == 0 {
                continue;
            }
            for red in self.red_choices(hand, first, second) {
                options.push(CallOption {
                    tiles: [first, second],
                    red,
                });
            }
        }
        options
    }

    /// How many red fives the two tiles `first`, `second` of `hand` may hold: each
    /// count possible is one option.
    fn red_choices(&self, hand: &Hand, first: Tile, second: Tile) -> Vec<u8> {
        let fives: Vec<Tile> = [first, second]
            .into_iter()
            .filter(|t| t.suit().is_numbered() && t.rank() == 5)
            .collect();
        let Some(&five) = fives.first() else {
            return vec![0];
        };
        let red = self.context.red_fives[five.suit() as usize];
        let plain = hand.count(five) - red;
        let used = fives.len() as u8;
        (used.saturating_sub(plain)..=used.min(red)).collect()
    }

    /// The red fives the seat's win holds: the hand's, the melds', and the tile won
    /// on when it is red.
    fn red_fives_with(&self, tile: Tile, red: bool) -> [u8; 3] {
        let mut reds = self.base_red_fives();
        if red && tile.suit().is_numbered() {
            reds[tile.suit() as usize] += 1;
        }
        reds
    }

    fn base_red_fives(&self) -> [u8; 3] {
        let melds = self.context.melds.red_fives();
        std::array::from_fn(|s| self.context.red_fives[s] + melds[s])
    }

    /// The situation of a win on `tile` by `win_by`.
    fn situation(
        &self,
        tile: Tile,
        win_by: WinBy,
        after_kong: bool,
        robbing_kong: bool,
        red: bool,
    ) -> Situation {
        let context = self.context;
        let mut situation = match win_by {
            WinBy::Tsumo => Situation::tsumo(tile),
            WinBy::Ron => Situation::ron(tile),
        };
        situation.seat_wind = context.seat;
        situation.round_wind = context.round;
        (situation.declared, situation.ippatsu) = match context.riichi {
            Riichi::None => (Declared::None, false),
            Riichi::Declared { double, ippatsu } => match double {
                true => (Declared::DoubleRiichi, ippatsu),
                false => (Declared::Riichi, ippatsu),
            },
        };
        situation.last_tile = context.wall == 0 && !after_kong && !robbing_kong;
        situation.after_kong = after_kong;
        situation.robbing_kong = robbing_kong;
        // Before its first discard; a ron then is renhou, never the dealer's.
        situation.first_turn = context.first_go_around
            && context.discards.is_empty()
            && (win_by == WinBy::Tsumo || context.seat != Wind::East);
        situation.dora_indicators = context.dora;
        situation.red_fives = self.red_fives_with(tile, red && win_by == WinBy::Ron);
        situation.honba = context.honba;
        situation.riichi_sticks = context.riichi_sticks;
        situation.kita = context.kita;
        situation
    }
}

/// The North wind, the tile three players set aside (kita).
fn north() -> Tile {
    Tile::new(Suit::Honours, 4).expect("4z")
}

/// The tile `steps` ranks from `tile` (`tile` itself for 0).
fn step_or_same(tile: Tile, steps: isize) -> Option<Tile> {
    match steps {
        0 => Some(tile),
        _ => step(tile, steps),
    }
}

const _: () = assert!(KINDS <= 64);
