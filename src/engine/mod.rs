//! The engine: rules plus their tables, and the check itself; [`crate::batch`] for
//! many hands at once (on a thread pool of hupai's own with the `rayon` feature).

use std::path::Path;
use std::sync::OnceLock;

use crate::error::{CheckError, HandError, HandRole};
use crate::format::{self, TableFileError};
use crate::forms::eight_pairs::is_eight_pairs;
use crate::forms::knitted::{self, is_greater_honours_and_knitted, is_honours_and_knitted};
use crate::forms::pairs_and_triplet::{PAIRS_AND_TRIPLET_TILES, is_pairs_and_triplet};
use crate::forms::seven_pairs::fourteen_are_seven_pairs;
use crate::forms::thirteen_orphans::fourteen_are_thirteen_orphans;
use crate::forms::{Form, Forms, SPECIAL_FORM_TILES};
use crate::rules::{FanExclusions, FanTable, Rules, RulesError, TileSet, WINNING_SIZES};
use crate::tables::fifth_copy::SuitShape;
use crate::tables::keys::suit_keys;
use crate::tables::shanten::set::ShantenTables;
use crate::tables::variants::{Variant, variants};
use crate::tables::wait_masks::WaitMasks;
use crate::tables::win::SuitTables;
use crate::tiles::errors::ParseError;
use crate::tiles::hand::Hand;
use crate::tiles::tile::{COPIES, KINDS, Suit, Tile};

mod live;
mod melded;

pub use crate::tables::win::SuitCost;
pub use live::LiveHand;

/// A question whose tables [`Engine::prepare`] builds ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Question {
    /// [`Engine::waits`] and the batches of waits: the wait masks.
    Waits,
    /// [`Engine::shanten`] and [`Engine::shanten_forms`]: the shanten tables.
    Shanten,
    /// [`Engine::ukeire`] and [`Engine::discards`]: the shanten tables and the hint
    /// masks.
    Hints,
    /// [`Engine::decompositions`]: the groups each kind may start.
    Decompositions,
}

impl Question {
    /// Every question.
    pub const ALL: &'static [Question] = &[
        Question::Waits,
        Question::Shanten,
        Question::Hints,
        Question::Decompositions,
    ];
}

/// Names of the built-in rule sets, as in `tables/NAME.toml`.
///
/// ```
/// assert!(hupai::BUILTIN_RULES.contains(&"riichi"));
/// ```
pub const BUILTIN_RULES: &[&str] = crate::builtin::NAMES;

/// Names of the platforms' riichi presets, as in `presets/NAME.toml` (docs/settlement.md
/// compares them): rules files with the `riichi` set's tables, known to
/// [`Engine::builtin`] by name.
///
/// ```
/// assert!(hupai::PRESETS.contains(&"tenhou"));
/// let engine = hupai::Engine::builtin("mleague")?;
/// assert!(!engine.rules().scoring.riichi().unwrap().agari_yame);
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
pub const PRESETS: &[&str] = &crate::builtin::PRESET_NAMES;

/// An immutable win checker for one rule set: `Send + Sync`, cheap to clone, never
/// allocating or panicking in a check.
///
/// ```
/// use hupai::Engine;
/// let engine = Engine::standard();
/// assert!(engine.is_win(&"123m456p789s11122z".parse()?));
/// assert!(engine.is_win(&"123m456p789s1zJJJJ".parse()?));
/// assert!(!engine.is_win(&"123m456p789s11123z".parse()?));
/// # Ok::<(), hupai::ParseError>(())
/// ```
#[derive(Clone)]
pub struct Engine {
    pub(crate) rules: Rules,
    pub(crate) tables: SuitTables,
    /// Kinds that count as jokers (红中癞子), in id order: the rules' and any added.
    pub(crate) joker_kinds: Vec<Tile>,
    /// Kinds a hand never holds as themselves, in id order: the joker kinds, or where
    /// a stand-in plays the joker kind's natural tile (白板代财神), the stand-in. The
    /// shanten tables are made for them.
    pub(crate) never_held: Vec<Tile>,
    /// Kinds out of play, one bit per tile id; 0 when every kind is in play.
    pub(crate) out_of_play: u64,
    /// The suits with a kind in play, one bit per suit (m, p, s, z).
    pub(crate) suits_played: u8,
    /// Winning sizes, one bit per tile count.
    pub(crate) sizes: u32,
    /// Whether thirteen orphans can win: the rules say so and every orphan is in play.
    pub(crate) orphans: bool,
    /// Whether every kind is in play, jokers are unlimited and the standard form is
    /// played: then only a hand's size needs checking before the tables judge it.
    pub(crate) plain: bool,
    /// Whether a hand's size, the tables and the special forms' tallies decide it:
    /// [`Engine::plain`], and no joker kinds, exposed melds, 缺一门 or knitted forms.
    pub(crate) by_tables: bool,
    /// The groups that may hold each kind's lowest tile, built on first need (for
    /// decompositions).
    pub(crate) variants: OnceLock<Vec<Vec<Variant>>>,
    /// The shanten tables, built (or fetched from the process-wide cache) on first need.
    pub(crate) shanten: OnceLock<ShantenTables>,
    /// The waits' per-pattern masks, built (or fetched from the process-wide cache) on
    /// first need.
    pub(crate) wait_masks: OnceLock<WaitMasks>,
    /// Each suit's melds by rank, for waits on a kind held four times; built on first
    /// need.
    pub(crate) suit_shapes: OnceLock<[SuitShape; 4]>,
    /// The fan table's exclusions as masks, found on first need (a town table's
    /// scores).
    pub(crate) fan_exclusions: OnceLock<FanExclusions>,
    /// The tiles of the special forms only jokers can be, under the joker kinds.
    pub(crate) joker_slots: crate::forms::JokerSlots,
    /// The melds the hands have exposed ([`Engine::with_melds`]); none by default.
    pub(crate) exposed: melded::Exposed,
    /// Whether and how seven pairs wins: the rules', and off once melds are exposed.
    pub(crate) seven_pairs: crate::rules::SevenPairs,
    /// Whether and how seven pairs and a triplet wins: the rules', and off once melds
    /// are exposed.
    pub(crate) pairs_and_triplet: crate::rules::SevenPairs,
    /// Whether and how eight pairs wins: the rules', and off once melds are exposed.
    pub(crate) eight_pairs: crate::rules::SevenPairs,
    /// Whether 全不靠 and 七星不靠 win: the rules', and off once melds are exposed.
    pub(crate) honours_and_knitted: bool,
    /// Whether a form beyond the standard form, seven pairs and thirteen orphans can
    /// win (seven pairs and a triplet, the knitted forms): one flag on the hot path.
    pub(crate) other_forms: bool,
    /// Whether anything beyond the tables decides a win: the missing-suit rule, exposed
    /// melds, or rules without the standard form.
    pub(crate) whole_hand_rules: bool,
    /// Whether jokers stand for fewer kinds than are in play: every question is then
    /// answered by the exact search of `restricted.rs`.
    pub(crate) restricted: bool,
    /// The suits that search has costed, shared by clones (see `shanten/capped.rs`).
    pub(crate) restricted_parts: std::sync::Arc<crate::forms::restricted::SuitPartsCache>,
}

/// A summary, the same size after any call: the rules' name, the joker kinds, the
/// exposed melds, the tables' size and which lazily built parts exist.
///
/// ```
/// let engine = hupai::Engine::standard();
/// let before = format!("{engine:?}");
/// let _ = engine.decompositions(&"123m456p789s11zJJJ".parse()?)?.count();
/// assert_eq!(format!("{engine:?}").len(), before.len() - 1); // decompositions: false → true
/// assert!(before.len() < 300, "{before}");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("rules", &self.rules.name)
            .field("joker_kinds", &self.joker_kinds)
            .field("melds", &format_args!("{}", self.exposed.melds))
            .field("table_bytes", &self.tables.memory_bytes())
            .field("decompositions", &self.variants.get().is_some())
            .field("shanten_tables", &self.shanten.get().is_some())
            .field("wait_masks", &self.wait_masks.get().is_some())
            .finish()
    }
}

impl Engine {
    /// The `standard` rules (the default), tables embedded at build time.
    ///
    /// ```
    /// assert_eq!(hupai::Engine::standard().rules().name, "standard");
    /// ```
    pub fn standard() -> Engine {
        Engine::builtin("standard").expect("standard rules are built in")
    }

    /// The `riichi` rules: seven pairs must be seven different kinds.
    ///
    /// ```
    /// use hupai::Engine;
    /// let dragon_pairs = "1111m2233p4455s66z".parse()?;
    /// assert!(Engine::standard().is_win(&dragon_pairs));
    /// assert!(!Engine::riichi().is_win(&dragon_pairs));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn riichi() -> Engine {
        Engine::builtin("riichi").expect("riichi rules are built in")
    }

    /// The `guobiao` rules (国标): seven pairs, thirteen orphans and the knitted forms
    /// win beside the standard form, and wins are scored in fans
    /// ([`Engine::score_guobiao`]).
    ///
    /// ```
    /// let knitted = "147m258p369s1234z5z".parse()?; // 全不靠
    /// assert!(hupai::Engine::guobiao().is_win(&knitted));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    pub fn guobiao() -> Engine {
        Engine::builtin("guobiao").expect("guobiao rules are built in")
    }

    /// A built-in rule set or a platform's preset by name (see [`BUILTIN_RULES`],
    /// [`PRESETS`]); costs no table work where
    /// its tables are embedded (the feature `tables-NAME`, on by default), and
    /// generates them otherwise, as [`Engine::from_rules`] does.
    ///
    /// ```
    /// assert!(hupai::Engine::builtin("riichi").is_ok());
    /// assert!(hupai::Engine::builtin("vegas").is_err());
    /// ```
    pub fn builtin(name: &str) -> Result<Engine, RulesError> {
        if let Some(rules) = crate::builtin::preset(name) {
            return Engine::from_rules(rules.clone());
        }
        let index = crate::builtin::position(name).ok_or_else(|| RulesError::UnknownBuiltin {
            name: crate::tiles::errors::excerpt(name),
            known: BUILTIN_RULES
                .iter()
                .chain(PRESETS)
                .copied()
                .collect::<Vec<_>>()
                .join(", "),
        })?;
        let rules = crate::builtin::rules(index).clone();
        match crate::builtin::file(index) {
            Some(file) => Ok(Engine::from_parts(rules, file.tables.clone())),
            None => Engine::from_rules(rules),
        }
    }

    /// An engine for any rules: reuses built-in tables when the rules' melds, pairs and
    /// tiles match a built-in set, and otherwise generates them (in parallel; a tenth
    /// of a second optimised).
    ///
    /// ```
    /// use hupai::{Engine, rules::{Rules, SevenPairs}};
    /// let mut rules = Rules::named("no-seven-pairs");
    /// rules.seven_pairs = SevenPairs::Off;
    /// let engine = Engine::from_rules(rules)?;
    /// assert!(!engine.is_win(&"1122m3344p5566s77z".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_rules(rules: Rules) -> Result<Engine, RulesError> {
        rules.validate()?;
        let wanted = rules.table_rules();
        let tables = match crate::builtin::with_table_rules(wanted) {
            Some(file) => file.tables.clone(),
            None => SuitTables::build(wanted),
        };
        Ok(Engine::from_parts(rules, tables))
    }

    /// An engine from a table file's bytes (see [`crate::format`]); the tables are
    /// copied.
    ///
    /// ```
    /// let bytes = hupai::Engine::riichi().to_table_bytes();
    /// let engine = hupai::Engine::from_table_bytes(&bytes)?;
    /// assert_eq!(engine.rules().name, "riichi");
    /// assert!(hupai::Engine::from_table_bytes(&bytes[..100]).is_err());
    /// # Ok::<(), hupai::format::TableFileError>(())
    /// ```
    pub fn from_table_bytes(bytes: &[u8]) -> Result<Engine, TableFileError> {
        Ok(Engine::from_table_file(format::TableFile::from_bytes(
            bytes,
        )?))
    }

    /// An engine from a table file already read ([`format::TableFile::from_bytes`]; one
    /// embedded in the program with `include_bytes!` through
    /// [`format::TableFile::from_static_bytes`], its tables
    /// borrowed, not copied; checked to be for the rules expected with
    /// [`format::TableFile::expecting`]), its shanten tables too when the file holds
    /// them.
    ///
    /// ```
    /// let file = hupai::format::TableFile::from_bytes(&hupai::Engine::riichi().to_table_bytes())?;
    /// let version = file.version();
    /// let engine = hupai::Engine::from_table_file(file);
    /// assert_eq!((version, engine.rules().name.as_str()), (2, "riichi"));
    /// # Ok::<(), hupai::format::TableFileError>(())
    /// ```
    pub fn from_table_file(file: format::TableFile) -> Engine {
        let engine = Engine::from_parts(file.rules, file.tables);
        if let Some(shanten) = file.shanten {
            // Made for the rules' joker kinds, which are the engine's (checked on reading).
            let _ = engine.shanten.set(shanten);
        }
        engine
    }

    /// An engine from a table file on disk.
    ///
    /// ```
    /// let path = std::env::temp_dir().join("hupai-doc-load.hupai");
    /// std::fs::write(&path, hupai::Engine::riichi().to_table_bytes())?;
    /// assert_eq!(hupai::Engine::load(&path)?.rules().name, "riichi");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn load(path: impl AsRef<Path>) -> Result<Engine, TableFileError> {
        Ok(Engine::from_table_file(format::TableFile::open(
            path.as_ref(),
        )?))
    }

    /// The rules, win tables and shanten tables as table-file bytes (to save:
    /// `std::fs::write(path, engine.to_table_bytes())`). The shanten
    /// tables are those of the rules' joker kinds (kinds added by
    /// [`Engine::with_joker_kinds`] are not part of the rules, so not of the file).
    ///
    /// ```
    /// assert_eq!(&hupai::Engine::standard().to_table_bytes()[..8], b"HUPAITBL");
    /// ```
    pub fn to_table_bytes(&self) -> Vec<u8> {
        format::write(&self.rules, &self.tables, &self.rules_shanten_tables())
    }

    /// The shanten tables for the rules' own joker kinds (what a table file holds):
    /// the engine's, unless [`Engine::with_joker_kinds`] added kinds.
    fn rules_shanten_tables(&self) -> ShantenTables {
        let kinds = format::rules_joker_kinds(&self.rules);
        if self.never_held == kinds {
            self.shanten_tables().clone()
        } else {
            crate::builtin::shanten_tables(self.rules.table_rules(), &kinds)
        }
    }

    fn from_parts(rules: Rules, tables: SuitTables) -> Engine {
        let mut engine = Engine {
            out_of_play: !rules.tiles.bits() & TileSet::ALL.bits(),
            suits_played: (Suit::ALL.iter().enumerate()).fold(0, |bits, (s, &suit)| {
                bits | u8::from(rules.tiles.ranks(suit) != 0) << s
            }),
            sizes: 0,
            orphans: false,
            plain: false,
            by_tables: false,
            seven_pairs: rules.seven_pairs,
            pairs_and_triplet: rules.pairs_and_triplet,
            eight_pairs: rules.eight_pairs,
            honours_and_knitted: rules.honours_and_knitted,
            other_forms: false,
            whole_hand_rules: rules.missing_suit || !rules.standard || rules.jokers_restricted(),
            restricted: rules.jokers_restricted(),
            restricted_parts: Default::default(),
            exposed: Default::default(),
            joker_kinds: Vec::new(),
            never_held: Vec::new(),
            variants: OnceLock::new(),
            shanten: OnceLock::new(),
            wait_masks: OnceLock::new(),
            suit_shapes: OnceLock::new(),
            fan_exclusions: OnceLock::new(),
            joker_slots: Default::default(),
            rules,
            tables,
        };
        engine.joker_kinds = engine.rules.jokers.kinds.clone();
        engine.sizes = engine.sizes_in_rules();
        engine.orphans = engine.orphans_in_rules();
        engine.plain = engine.plain_rules();
        engine.other_forms = engine.other_forms_played();
        engine.with_joker_kinds_unchecked(&[])
    }

    /// The rules' winning sizes, one bit per tile count.
    fn sizes_in_rules(&self) -> u32 {
        self.rules
            .hand_sizes
            .iter()
            .fold(0, |bits, &s| bits | 1 << s)
    }

    /// Whether thirteen orphans can win by the rules: they say so, and every orphan
    /// is in play.
    fn orphans_in_rules(&self) -> bool {
        let orphans_in_play = Tile::all()
            .filter(|t| t.is_orphan())
            .all(|t| self.rules.tiles.contains(t));
        self.rules.thirteen_orphans && orphans_in_play
    }

    /// Whether the rules leave only a hand's size to check: every kind in play, no
    /// joker limit, and the standard form played (the tables' fast paths answer it).
    fn plain_rules(&self) -> bool {
        self.rules.tiles == TileSet::ALL
            && self.rules.jokers.most_held().is_none()
            && self.rules.standard
            && !self.rules.jokers_restricted()
    }

    /// The same engine, with every tile of `kinds` in a hand also taken as a joker
    /// (红中癞子: Red, `7z`), beside the rules' own joker kinds.
    ///
    /// The rules with these kinds added must still be valid rules, as they would be
    /// as a rules file with the kinds in `[jokers] kinds`: rules that play no jokers
    /// (`max = 0`: `sanma`, `sichuan`, `taiwan`, `guobiao`) refuse them with the same
    /// [`RulesError`] a rules file gets.
    ///
    /// ```
    /// use hupai::Engine;
    /// let engine = Engine::standard().with_joker_kinds(&["7z".parse()?])?;
    /// assert!(engine.is_win(&"123m456p789s1z7777z".parse()?));
    /// assert!(Engine::builtin("sichuan")?.with_joker_kinds(&["8m".parse()?]).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_joker_kinds(self, kinds: &[Tile]) -> Result<Engine, RulesError> {
        let mut with_kinds = self.rules.clone();
        with_kinds.jokers.kinds.extend_from_slice(kinds);
        with_kinds.validate()?;
        Ok(self.with_joker_kinds_unchecked(kinds))
    }

    /// [`Engine::with_joker_kinds`] for kinds the rules are known to accept.
    fn with_joker_kinds_unchecked(mut self, kinds: &[Tile]) -> Engine {
        let before = self.joker_kinds.len();
        self.joker_kinds.extend_from_slice(kinds);
        self.joker_kinds.sort();
        self.joker_kinds.dedup();
        if self.joker_kinds.len() != before {
            // Shanten tables depend on the joker kinds (never drawn as themselves).
            self.shanten = OnceLock::new();
        }
        self.never_held = format::never_held(&self.joker_kinds, self.rules.jokers.stand_in);
        self.joker_slots = crate::forms::JokerSlots::new(&self.rules, &self.never_held);
        self.by_tables = self.decided_by_tables();
        self
    }

    /// [`Engine::by_tables`] from the other fields.
    pub(crate) fn decided_by_tables(&self) -> bool {
        self.plain_as_given() && !self.whole_hand_rules && !self.knitted_forms()
    }

    /// Whether a hand is judged as given: [`Engine::plain`] (only its size to admit)
    /// and no joker kinds to take as jokers.
    #[inline(always)]
    pub(crate) fn plain_as_given(&self) -> bool {
        self.plain && self.joker_kinds.is_empty()
    }

    /// The kinds taken as jokers, in id order.
    ///
    /// ```
    /// let engine = hupai::Engine::standard().with_joker_kinds(&["7z".parse()?])?;
    /// assert_eq!(engine.joker_kinds().map(|t| t.to_string()).collect::<Vec<_>>(), ["7z"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn joker_kinds(&self) -> impl Iterator<Item = Tile> + '_ {
        self.joker_kinds.iter().copied()
    }

    /// The rules this engine judges by.
    ///
    /// ```
    /// assert!(hupai::Engine::riichi().rules().thirteen_orphans);
    /// ```
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The sizes of the engine's tables: distinct win tables and their bytes, and
    /// the bytes of the shanten tables if they are built (0 before the first shanten
    /// or hint, or [`Engine::prepare`]).
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let sizes = engine.table_sizes();
    /// assert_eq!((sizes.win_tables, sizes.win_bytes, sizes.shanten_bytes), (2, 2_031_250, 0));
    /// engine.prepare(&[hupai::engine::Question::Shanten]);
    /// assert!(engine.table_sizes().shanten_bytes > 0);
    /// ```
    pub fn table_sizes(&self) -> format::TableSizes {
        format::TableSizes::of(&self.tables, self.shanten.get())
    }

    /// Builds now what the first of each of `questions` would build (the tables and
    /// masks it reads, shared by every engine of the process with the same tables), so
    /// that call is as fast as the rest: a server calls it once at start-up, before
    /// forking workers or taking traffic. The check itself needs nothing.
    ///
    /// ```
    /// use hupai::engine::Question;
    /// let engine = hupai::Engine::riichi();
    /// engine.prepare(&[Question::Waits, Question::Hints]);
    /// engine.prepare(Question::ALL);
    /// assert!(format!("{engine:?}").contains("wait_masks: true"));
    /// ```
    pub fn prepare(&self, questions: &[Question]) {
        for question in questions {
            match question {
                Question::Waits => self.wait_masks().fill(),
                Question::Shanten => {
                    self.shanten_tables();
                }
                Question::Hints => self.hint_masks().fill(&self.shanten_tables().suits),
                Question::Decompositions => {
                    self.variants();
                }
            }
        }
    }

    /// The cost of one suit's tiles under these rules: the fewest jokers that make
    /// them melds, without and with the pair (a lookup in the win tables). `counts`
    /// holds 9 counts for a number suit, 7 for the honours, each at most 4; `None`
    /// otherwise.
    ///
    /// ```
    /// use hupai::Suit;
    /// let engine = hupai::Engine::standard();
    /// let cost = engine.suit_cost(Suit::Honours, &[2, 0, 0, 0, 0, 0, 0]).unwrap();
    /// assert_eq!((cost.without_pair, cost.with_pair), (1, 0));
    /// assert_eq!(engine.suit_cost(Suit::Honours, &[2, 0]), None);
    /// ```
    pub fn suit_cost(&self, suit: Suit, counts: &[u8]) -> Option<SuitCost> {
        self.tables.cost(suit, counts)
    }

    /// Whether some of this engine's answers to one hand — the win check, waits,
    /// shanten — come from a search rather than from the tables alone: jokers that
    /// stand only for some kinds, or exposed melds that cap the targets (no fifth
    /// copy). Such answers take microseconds to milliseconds, not nanoseconds: a
    /// face releases its interpreter's lock for them, a server runs them off its
    /// connections' threads. Hints, decompositions and scores may search under any
    /// rules.
    ///
    /// ```
    /// use hupai::Engine;
    /// assert!(!Engine::standard().searches());
    /// let rules = hupai::rules::Rules::from_toml("[jokers]\nstands_for = \"numbers\"")?;
    /// assert!(Engine::from_rules(rules)?.searches());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn searches(&self) -> bool {
        self.restricted || self.melds_cap_targets()
    }

    /// The forms this engine's hands may win in: the standard form, and each special
    /// form its rules play (none of them once melds are exposed).
    ///
    /// ```
    /// use hupai::{Engine, Form};
    /// assert!(Engine::standard().forms_played().contains(Form::ThirteenOrphans));
    /// let taiwan = Engine::builtin("taiwan")?.forms_played();
    /// assert_eq!(taiwan.iter().collect::<Vec<_>>(), [Form::Standard, Form::PairsAndTriplet]);
    /// # Ok::<(), hupai::rules::RulesError>(())
    /// ```
    pub fn forms_played(&self) -> Forms {
        use crate::rules::SevenPairs::Off;
        Forms::NONE
            .with_if(Form::Standard, self.rules.standard)
            .with_if(Form::SevenPairs, self.seven_pairs != Off)
            .with_if(Form::ThirteenOrphans, self.orphans)
            .with_if(Form::PairsAndTriplet, self.pairs_and_triplet != Off)
            .with_if(Form::HonoursAndKnitted, self.honours_and_knitted)
            .with_if(Form::GreaterHonoursAndKnitted, self.honours_and_knitted)
            .with_if(Form::KnittedStraight, self.rules.knitted_straight)
            .with_if(Form::EightPairs, self.eight_pairs != Off)
    }

    /// Every form `hand` wins in (empty when it does not win), or an error when no
    /// winning hand has its size.
    ///
    /// ```
    /// use hupai::{Engine, Form};
    /// let forms = Engine::standard().check(&"19m19p19s1234567zJ".parse()?)?;
    /// assert!(forms.contains(Form::ThirteenOrphans));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn check(&self, hand: &Hand) -> Result<Forms, CheckError> {
        let hand = self.apply_joker_kinds(hand);
        self.admit(&hand)?;
        Ok(self.forms_of_admitted(&hand))
    }

    /// [`Engine::check`] of a hand given as 34 counts (by tile id) and `jokers`, as C
    /// and array callers hold hands: under rules that admit a hand by its size alone,
    /// read from the counts without building a [`Hand`]. Counts that are no hand are
    /// [`CheckError::NoHand`].
    ///
    /// ```
    /// let mut counts = [0u8; 34];
    /// counts[0] = 2; // 11m
    /// let forms = hupai::Engine::standard().check_counts(&counts, 0)?;
    /// assert!(forms.contains(hupai::Form::Standard));
    /// assert!(hupai::Engine::standard().check_counts(&counts, 1).is_err()); // 3 tiles
    /// # Ok::<(), hupai::CheckError>(())
    /// ```
    #[inline]
    pub fn check_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<Forms, CheckError> {
        let len =
            crate::tiles::hand::tiles_counted(counts).map(|tiles| tiles + usize::from(jokers));
        match len {
            Some(len)
                if len <= crate::MAX_TILES && self.plain_as_given() && self.wins_at_size(len) =>
            {
                Ok(self.forms_of_counts(counts, jokers, len))
            }
            _ => self.check_counts_of_hand(counts, jokers),
        }
    }

    /// [`Engine::check_counts`] through a [`Hand`]: its errors, and rules that read
    /// more than the size.
    #[cold]
    #[inline(never)]
    fn check_counts_of_hand(&self, counts: &[u8; KINDS], jokers: u8) -> Result<Forms, CheckError> {
        self.check(&Hand::from_counts(*counts, jokers)?)
    }

    /// [`Engine::check`] of a hand whose size, jokers and kinds are as the rules play
    /// them, not asking whether the exposed melds leave its copies (a wait on a kind
    /// whose copies are all held or exposed is judged as if one more existed).
    pub(crate) fn forms_as_admitted(&self, hand: &Hand) -> Result<Forms, CheckError> {
        let hand = self.apply_joker_kinds(hand);
        self.admit_winning_size(&hand)?;
        self.admit_jokers_and_kinds(&hand)?;
        Ok(self.forms_of_admitted(&hand))
    }

    /// The forms of `hand` (joker kinds already jokers), admitted.
    fn forms_of_admitted(&self, hand: &Hand) -> Forms {
        self.forms_of_counts(hand.counts(), hand.jokers(), hand.len())
    }

    /// The forms of a hand of these counts, jokers (joker kinds already jokers) and
    /// size, admitted.
    #[inline(always)]
    fn forms_of_counts(&self, counts: &[u8; KINDS], jokers: u8, len: usize) -> Forms {
        let keys = suit_keys(counts);
        if !self.keeps_suit_rule(&keys) {
            return Forms::NONE;
        }
        if self.restricted {
            return self.restricted_forms(counts, jokers, len);
        }
        let special = len == SPECIAL_FORM_TILES;
        let standard = self.rules.standard
            && self.is_standard_win_of_keys(&keys, jokers)
            && (!self.exposed_limits_bind(jokers)
                || self.has_standard_within_limits(counts, jokers));
        let forms = Forms::NONE
            .with_if(Form::Standard, standard)
            .with_if(
                Form::SevenPairs,
                special && fourteen_are_seven_pairs(counts, jokers, self.seven_pairs),
            )
            .with_if(
                Form::ThirteenOrphans,
                special && self.orphans && fourteen_are_thirteen_orphans(counts),
            );
        if !self.other_forms {
            return forms;
        }
        forms
            .with_if(
                Form::PairsAndTriplet,
                is_pairs_and_triplet(counts, jokers, self.pairs_and_triplet),
            )
            .with_if(
                Form::HonoursAndKnitted,
                special && self.honours_and_knitted && is_honours_and_knitted(counts, jokers),
            )
            .with_if(
                Form::GreaterHonoursAndKnitted,
                special
                    && self.honours_and_knitted
                    && is_greater_honours_and_knitted(counts, jokers),
            )
            .with_if(
                Form::KnittedStraight,
                self.is_knitted_straight(counts, jokers),
            )
            .with_if(
                Form::EightPairs,
                is_eight_pairs(counts, jokers, self.eight_pairs),
            )
    }

    /// Whether seven pairs and a triplet, eight pairs or a knitted form can win.
    pub(crate) fn other_forms_played(&self) -> bool {
        use crate::rules::SevenPairs::Off;
        self.pairs_and_triplet != Off || self.eight_pairs != Off || self.knitted_forms()
    }

    /// Whether the other forms ([`Engine::other_forms_played`]) make a win of the
    /// tiles (`size` of them, each kind at most four times).
    #[cold]
    #[inline(never)]
    pub(crate) fn other_forms_win(&self, counts: &[u8; KINDS], jokers: u8, size: usize) -> bool {
        size == PAIRS_AND_TRIPLET_TILES
            && (is_pairs_and_triplet(counts, jokers, self.pairs_and_triplet)
                || is_eight_pairs(counts, jokers, self.eight_pairs))
            || self.knitted_forms() && self.knitted_wins(counts, jokers, size)
    }

    /// Whether the rules play a knitted form (国标).
    #[inline(always)]
    pub(crate) fn knitted_forms(&self) -> bool {
        self.honours_and_knitted || self.rules.knitted_straight
    }

    /// Which knitted forms the rules play.
    #[inline(always)]
    pub(crate) fn knitted_played(&self) -> knitted::Played {
        knitted::Played {
            honours: self.honours_and_knitted,
            straight: self.rules.knitted_straight,
        }
    }

    /// Whether the tiles (each at most four times) make 组合龙 where the rules play
    /// it, the rest's standard form by the tables.
    pub(crate) fn is_knitted_straight(&self, counts: &[u8; KINDS], jokers: u8) -> bool {
        self.rules.knitted_straight
            && knitted::is_straight(counts, jokers, |rest, jokers| {
                self.is_standard_win_of_counts(rest, jokers)
            })
    }

    /// Whether `size` tiles make a knitted form the rules play, the standard form of
    /// 组合龙's rest by the tables.
    pub(crate) fn knitted_wins(&self, counts: &[u8; KINDS], jokers: u8, size: usize) -> bool {
        knitted::wins(
            counts,
            jokers,
            size,
            self.knitted_played(),
            |rest, jokers| self.is_standard_win_of_counts(rest, jokers),
        )
    }

    /// Whether `hand` wins in any form; `false` for a hand [`Engine::check`] rejects.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// assert!(engine.is_win(&"11m".parse()?));
    /// assert!(!engine.is_win(&"111m".parse()?));
    /// # Ok::<(), hupai::ParseError>(())
    /// ```
    #[inline]
    pub fn is_win(&self, hand: &Hand) -> bool {
        if self.joker_kinds.is_empty() {
            self.is_win_as_given(hand)
        } else {
            self.is_win_as_given(&self.apply_joker_kinds(hand))
        }
    }

    /// [`Engine::is_win`] of a hand given as the count of each kind (indexed by tile
    /// id) and a joker count, without building a [`Hand`]: what a server holding raw
    /// counts (or a C, Go or Lua caller) pays is the counts' validation, the keys and
    /// the lookups. Counts that are no hand (a count above four, more than
    /// [`MAX_TILES`](crate::MAX_TILES) tiles) are the error [`Hand::from_counts`]
    /// gives; a hand the rules do not play is `Ok(false)`, as for `is_win`.
    ///
    /// ```
    /// let engine = hupai::Engine::standard();
    /// let mut counts = [0u8; 34];
    /// counts[..3].fill(3); // 111m 222m 333m
    /// counts[33] = 3; // 777z
    /// assert_eq!(engine.is_win_counts(&counts, 2), Ok(true));
    /// assert_eq!(engine.is_win_counts(&counts, 1), Ok(false)); // 16 tiles
    /// counts[0] = 5;
    /// assert!(engine.is_win_counts(&counts, 0).is_err());
    /// ```
    #[inline]
    pub fn is_win_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<bool, HandError> {
        let len =
            crate::tiles::hand::tiles_counted(counts).map(|tiles| tiles + usize::from(jokers));
        match len {
            Some(len) if len <= crate::MAX_TILES && self.plain_as_given() => {
                Ok(self.wins_at_size(len) && self.is_win_of_counts(counts, jokers, len))
            }
            _ => self.is_win_counts_of_hand(counts, jokers),
        }
    }

    /// [`Engine::is_win_counts`] through a [`Hand`]: for rules that read more than the
    /// size, and counts that are no hand. Apart, so the common path's callers keep a
    /// small frame.
    #[cold]
    #[inline(never)]
    fn is_win_counts_of_hand(&self, counts: &[u8; KINDS], jokers: u8) -> Result<bool, HandError> {
        Hand::from_counts(*counts, jokers).map(|hand| self.is_win(&hand))
    }

    /// [`Engine::is_win`] for a hand whose joker kinds are already jokers.
    #[inline]
    fn is_win_as_given(&self, hand: &Hand) -> bool {
        self.plays(hand) && self.is_win_of_counts(hand.counts(), hand.jokers(), hand.len())
    }

    /// Whether a hand of these counts, jokers and size that the rules play wins in
    /// any form.
    #[inline(always)]
    fn is_win_of_counts(&self, counts: &[u8; KINDS], jokers: u8, len: usize) -> bool {
        let keys = suit_keys(counts);
        // One test on the hot path for the rules beyond the tables.
        if self.whole_hand_rules {
            if self.restricted {
                return !self.restricted_forms(counts, jokers, len).is_empty();
            }
            if self.exposed_limits_bind(jokers) {
                let hand = Hand::from_counts(*counts, jokers).expect("a hand's counts");
                return self.check(&hand).is_ok_and(|forms| !forms.is_empty());
            }
            if !self.keeps_suit_rule(&keys) {
                return false;
            }
            if !self.rules.standard {
                return self.is_win_without_standard(counts, jokers);
            }
        }
        self.is_standard_win_of_keys(&keys, jokers)
            || len == SPECIAL_FORM_TILES
                && (fourteen_are_seven_pairs(counts, jokers, self.seven_pairs)
                    || self.orphans && fourteen_are_thirteen_orphans(counts))
            || self.other_forms && self.other_forms_win(counts, jokers, len)
    }

    /// [`Engine::is_win_of_counts`] under rules without the standard form: the forms
    /// of the whole check. Apart, so that the common path stays as small as it was.
    #[cold]
    #[inline(never)]
    fn is_win_without_standard(&self, counts: &[u8; KINDS], jokers: u8) -> bool {
        Hand::from_counts(*counts, jokers)
            .is_ok_and(|hand| !self.forms_of_admitted(&hand).is_empty())
    }

    /// Whether a question about a kept hand ([`LiveHand`](crate::LiveHand)) must be
    /// asked of its whole hand: its tallies see no joker kinds, exposed melds,
    /// knitted sets, nor rules without the standard form.
    #[inline(always)]
    pub(crate) fn live_needs_whole_hand(&self) -> bool {
        !self.joker_kinds.is_empty()
            || !self.exposed.melds.is_empty()
            || self.knitted_forms()
            || !self.rules.standard
            || self.restricted
    }

    /// Whether a hand of these suit keys keeps the missing-suit rule (缺一门), where
    /// the rules have it: real tiles of two number suits at most. Jokers need no
    /// suit: one that completes a group takes its suit, and groups of jokers alone
    /// can be of a kept suit.
    #[inline(always)]
    pub(crate) fn keeps_suit_rule(&self, keys: &[usize; 4]) -> bool {
        !self.rules.missing_suit || self.number_suits_held(keys).count_ones() <= 2
    }

    /// The number suits a hand of these suit keys and the exposed melds hold: bit 0
    /// man, 1 pin, 2 sou.
    #[inline(always)]
    pub(crate) fn number_suits_held(&self, keys: &[usize; 4]) -> u8 {
        let held = keys[..3]
            .iter()
            .enumerate()
            .fold(0, |bits, (suit, &k)| bits | u8::from(k != 0) << suit);
        held | self.exposed.suits
    }

    /// The tile ids a hand of these suit keys may still draw and win with under the
    /// missing-suit rule: every id without it; none when the hand holds three number
    /// suits; the ids of all but the third when it holds two.
    #[inline]
    pub(crate) fn suit_rule_draws(&self, keys: &[usize; 4]) -> u64 {
        if !self.rules.missing_suit {
            return TileSet::ALL.bits();
        }
        let held = self.number_suits_held(keys);
        match held.count_ones() {
            3 => 0,
            2 => {
                let missing = (!held & 0b111).trailing_zeros();
                TileSet::ALL.bits() & !(SUIT_IDS << (9 * missing))
            }
            _ => TileSet::ALL.bits(),
        }
    }
}

/// The tables and masks an engine builds from its tables on first need, each kept
/// for every later call (and shared by clones); [`Engine::prepare`] builds them ahead.
impl Engine {
    /// The waits' per-pattern masks, derived a block of patterns at a time as waits
    /// first read them (shared by every engine of the process that reads the same
    /// tables; [`Engine::prepare`] derives them all, about 70 ms optimised).
    #[inline]
    pub(crate) fn wait_masks(&self) -> &WaitMasks {
        self.wait_masks.get_or_init(|| WaitMasks::of(&self.tables))
    }

    /// The shanten tables of this engine's rules, readied on first need (embedded,
    /// read or generated, and two suits at a time combined in advance).
    #[inline]
    pub(crate) fn shanten_tables(&self) -> &ShantenTables {
        self.shanten.get_or_init(|| {
            crate::builtin::shanten_tables(self.rules.table_rules(), &self.never_held)
                .with_pair_tables()
        })
    }

    /// The hints' masks, derived from the shanten tables a block at a time as hints
    /// read them (shared by every engine of the process that holds the same tables;
    /// [`Engine::prepare`] derives them all).
    #[inline]
    pub(crate) fn hint_masks(&self) -> &crate::tables::shanten::HintMasks {
        self.shanten_tables().hint_masks()
    }

    /// Per kind, the groups that may hold it as the lowest tile left, built on first
    /// need (for decompositions).
    pub(crate) fn variants(&self) -> &[Vec<Variant>] {
        self.variants.get_or_init(|| variants(&self.rules))
    }

    /// Each suit's melds by rank, for waits on a kind held four times, built on first
    /// need.
    pub(crate) fn suit_shapes(&self) -> &[SuitShape; 4] {
        self.suit_shapes
            .get_or_init(|| Suit::ALL.map(|suit| SuitShape::new(&self.rules, suit)))
    }

    /// The rules' fan table and its exclusions (found on first need), under a town
    /// table's scoring.
    pub(crate) fn fan_table_and_exclusions(&self) -> Option<(&FanTable, &FanExclusions)> {
        let table = self.rules.scoring.table()?;
        Some((
            table,
            (self.fan_exclusions).get_or_init(|| FanExclusions::of(table)),
        ))
    }
}

/// The ids of one number suit, from bit 0.
const SUIT_IDS: u64 = (1 << 9) - 1;

impl Engine {
    /// Whether the rules play `hand` ([`Engine::admit`] as a yes or no). The common
    /// case, every kind in play and no joker limit, tests only the size.
    #[inline(always)]
    pub(crate) fn plays(&self, hand: &Hand) -> bool {
        self.wins_at_size(hand.len()) && (self.plain || self.admit_contents(hand).is_ok())
    }

    /// Whether hands of `size` tiles (the concealed ones, beside any exposed melds)
    /// can win under the rules.
    #[inline(always)]
    pub(crate) fn wins_at_size(&self, size: usize) -> bool {
        self.sizes & 1 << size != 0
    }

    /// The standard form from the suits' base-5 keys: four lookups. The hand holds
    /// 3n+2 tiles; it wins when the suit costs, with the pair in the cheapest suit,
    /// need no more jokers than it has (the jokers left over come in threes, and three
    /// jokers are a meld).
    #[inline(always)]
    pub(crate) fn is_standard_win_of_keys(&self, keys: &[usize; 4], jokers: u8) -> bool {
        self.tables.fewest_jokers_with_pair(keys) <= u32::from(jokers)
    }

    /// [`Engine::is_standard_win_of_keys`] of tiles given as counts (each at most
    /// four): what the knitted straight asks of the tiles beside its set.
    #[inline]
    pub(crate) fn is_standard_win_of_counts(&self, counts: &[u8; KINDS], jokers: u8) -> bool {
        self.is_standard_win_of_keys(&suit_keys(counts), jokers)
    }

    /// The cost of each suit's pattern.
    #[inline]
    pub(crate) fn suit_costs(&self, keys: &[usize; 4]) -> [SuitCost; 4] {
        let tables = &self.tables;
        [
            tables.lookup(0, keys[0]),
            tables.lookup(1, keys[1]),
            tables.lookup(2, keys[2]),
            tables.lookup(3, keys[3]),
        ]
    }

    /// A hand of `counts` and `jokers` as this engine reads it: a joker kind held more
    /// than four times (八红中: up to the rules' [`copies`](crate::rules::Jokers::copies))
    /// is read as that many jokers, since a kind's count stops at four; every other
    /// count as [`Hand::from_counts`] reads it. The error for too many of a joker kind
    /// names the rules' copies.
    ///
    /// ```
    /// use hupai::Engine;
    /// let engine = Engine::builtin("zhuanzhuan-8-reds")?;      // eight Reds, all jokers
    /// let mut counts = [0u8; 34];
    /// counts[33] = 6;                                          // six Reds
    /// counts[0] = 2;
    /// let hand = engine.hand_from_counts(&counts, 0)?;
    /// assert_eq!(hand.to_string(), "11mJJJJJJ");
    /// counts[33] = 9;
    /// let error = engine.hand_from_counts(&counts, 0).unwrap_err();
    /// assert_eq!(error.to_string(), "9 copies of 7z: the rules' wall holds 8 of this joker kind");
    /// assert!(Engine::standard().hand_from_counts(&counts, 0).is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn hand_from_counts(&self, counts: &[u8; KINDS], jokers: u8) -> Result<Hand, HandError> {
        let mut counts = *counts;
        let mut jokers = jokers;
        for &kind in &self.joker_kinds {
            let held = counts[kind.id()];
            if held <= COPIES {
                continue;
            }
            // The rules count the copies of their one joker kind; other kinds have four.
            let copies = self
                .counted_joker_kind()
                .map_or(COPIES, |(_, copies)| copies);
            if held > copies {
                return Err(HandError::TooManyJokerCopies {
                    tile: kind,
                    count: held.into(),
                    copies,
                });
            }
            counts[kind.id()] = 0;
            jokers = jokers.checked_add(held).ok_or(HandError::TooManyTiles {
                count: usize::from(jokers) + usize::from(held),
                max: crate::tiles::hand::MAX_TILES,
            })?;
        }
        Hand::from_counts(counts, jokers)
    }

    /// A hand in MPSZ notation as this engine reads it: [`Engine::hand_from_counts`]
    /// of the text's tiles (`77777z` is five jokers where the Reds are a joker kind
    /// of eight copies).
    ///
    /// ```
    /// let engine = hupai::Engine::builtin("zhuanzhuan-8-reds")?;
    /// assert_eq!(engine.parse_hand("77777z123m456p99s")?.to_string(), "123m456p99sJJJJJ");
    /// assert_eq!(engine.parse_hand("7777z123m")?.to_string(), "123m7777z");
    /// assert!(hupai::Engine::standard().parse_hand("77777z").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn parse_hand(&self, text: &str) -> Result<Hand, ParseError> {
        let read = crate::tiles::notation::read_counts(text, crate::tiles::hand::MAX_TILES)?;
        if read.tiles + read.jokers == 0 {
            return Err(ParseError::Empty);
        }
        Ok(self.hand_from_counts(&read.counts, read.jokers as u8)?)
    }

    /// `hand` as the engine judges it: the joker kinds' tiles jokers, and a stand-in's
    /// tiles (白板代财神) the joker kind's natural tile.
    #[inline]
    pub(crate) fn apply_joker_kinds(&self, hand: &Hand) -> Hand {
        if self.joker_kinds.is_empty() {
            return *hand;
        }
        let converted = hand.with_joker_kinds(&self.joker_kinds);
        match self.stand_in() {
            Some((stand_in, natural)) => converted.with_stand_in(stand_in, natural),
            None => converted,
        }
    }

    /// The stand-in ([`Jokers::stand_in`](crate::rules::Jokers::stand_in), 白板代财神)
    /// and the one joker kind whose natural tile it plays, where the rules have one.
    #[inline]
    pub(crate) fn stand_in(&self) -> Option<(Tile, Tile)> {
        match (self.rules.jokers.stand_in, &self.joker_kinds[..]) {
            (Some(stand_in), &[natural]) => Some((stand_in, natural)),
            _ => None,
        }
    }

    /// The joker kind whose copies the rules count
    /// ([`Jokers::copies`](crate::rules::Jokers::copies)), and those copies.
    #[inline]
    pub(crate) fn counted_joker_kind(&self) -> Option<(Tile, u8)> {
        match (self.rules.jokers.copies, &self.joker_kinds[..]) {
            (Some(copies), &[kind]) => Some((kind, copies)),
            _ => None,
        }
    }
}

impl Engine {
    /// Whether the rules play `hand` at all: its size, its jokers, its kinds.
    #[inline]
    pub(crate) fn admit(&self, hand: &Hand) -> Result<(), CheckError> {
        self.admit_winning_size(hand)?;
        self.admit_contents(hand)
    }

    /// Whether `hand` has a size the rules let win.
    #[inline]
    fn admit_winning_size(&self, hand: &Hand) -> Result<(), CheckError> {
        let count = hand.len();
        if !self.wins_at_size(count) {
            return Err(self.size_error(count, HandRole::Winning));
        }
        Ok(())
    }

    /// Whether the rules play the jokers and kinds of `hand`.
    #[inline]
    pub(crate) fn admit_contents(&self, hand: &Hand) -> Result<(), CheckError> {
        if !self.exposed.melds.is_empty() {
            self.admit_exposed_copies(hand)?;
        }
        self.admit_jokers_and_kinds(hand)
    }

    /// Whether the rules play the jokers and kinds of `hand`, the melds aside.
    #[inline]
    fn admit_jokers_and_kinds(&self, hand: &Hand) -> Result<(), CheckError> {
        if let Some(max) = (self.rules.jokers.most_held()).filter(|&max| hand.jokers() > max) {
            return Err(CheckError::TooManyJokers {
                count: hand.jokers().into(),
                rules: self.rules.name.clone(),
                max,
            });
        }
        if self.out_of_play != 0 {
            let out = hand.tiles().find(|t| self.out_of_play & 1 << t.id() != 0);
            if let Some(tile) = out {
                return Err(CheckError::TileNotInPlay {
                    tile,
                    rules: self.rules.name.clone(),
                });
            }
        }
        Ok(())
    }

    /// The error for a hand of `count` tiles the rules do not play in `role`.
    #[cold]
    pub(crate) fn size_error(&self, count: usize, role: HandRole) -> CheckError {
        let winning = WINNING_SIZES
            .iter()
            .copied()
            .filter(|&s| self.wins_at_size(s.into()));
        if winning.clone().count() == WINNING_SIZES.len() {
            return match role {
                HandRole::Winning => CheckError::WrongTileCount { count },
                HandRole::Waiting => CheckError::NotWaiting { count },
                HandRole::Either => CheckError::NoShantenSize { count },
            };
        }
        let mut allowed: Vec<u8> = match role {
            HandRole::Winning => winning.collect(),
            HandRole::Waiting => winning.map(|s| s - 1).collect(),
            HandRole::Either => winning.flat_map(|s| [s - 1, s]).collect(),
        };
        allowed.sort_unstable();
        CheckError::SizeNotAllowed {
            count,
            rules: self.rules.name.clone(),
            role,
            allowed,
        }
    }
}
