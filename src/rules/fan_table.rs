//! Town fan tables (the `[scoring]` section of a rules file): the fans a town counts,
//! each named by a predicate from a fixed vocabulary, its value, what it leaves out,
//! and how the fans make points. A rules author writes a new town's table without
//! code; a table that cannot work is refused with the line and column of its section.

use std::collections::BTreeMap;

use serde::de::Deserializer;
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

use super::{Named, NamedVisitor};

/// What a fan asks of a win: the vocabulary a `[scoring]` table names its fans by.
/// Each is true or false of a reading of the hand (its sets and pair, or its form,
/// the jokers' stand-ins chosen), except [`Predicate::Roots`] and
/// [`Predicate::Kongs`], which count.
///
/// ```
/// use hupai::rules::Predicate;
/// assert_eq!(Predicate::from_name("full-flush"), Some(Predicate::FullFlush));
/// assert_eq!(Predicate::FullFlush.name(), "full-flush");
/// assert!(Predicate::Roots.counts());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Predicate {
    /// Every win (平胡, 鸡胡: usually with `alone = true`).
    Always,
    /// Won by drawing (自摸).
    SelfDrawn,
    /// No meld called from a discard (门清; a concealed kong is no call).
    Concealed,
    /// One number suit alone (清一色).
    FullFlush,
    /// One number suit and honours, both present (混一色).
    HalfFlush,
    /// Honours alone (字一色).
    AllHonours,
    /// No terminal or honour (断幺九, 中张).
    AllSimples,
    /// Terminals alone (清幺九).
    AllTerminals,
    /// Every tile a 2, 5 or 8 (将将胡).
    All258,
    /// Seven pairs, a four of a kind as two (七对).
    SevenPairs,
    /// Seven pairs holding a four of a kind (龙七对, 豪华七小对).
    DragonSevenPairs,
    /// Counts the kinds held four times, melds and kongs included (根).
    Roots,
    /// Four pungs or kongs and a pair (碰碰胡, 对对胡).
    AllPungs,
    /// Pungs and a pair all of 2, 5 or 8 (将对).
    AllPungs258,
    /// A terminal or honour in every set and the pair (带幺九).
    Outside,
    /// Four melds, the pair the concealed hand (金钩钓).
    GoldenSingle,
    /// Four melds called, won on a discard (全求人).
    MeldedHand,
    /// Won on the wall's last tile, drawn or discarded (海底).
    LastTile,
    /// Won on the tile drawn after a kong (杠上开花).
    AfterKong,
    /// Won on a tile added to another player's kong (抢杠胡).
    RobbingKong,
    /// Won on the tile a player discarded right after their own kong (杠上炮).
    KongDiscard,
    /// The dealer's win on the first draw (天胡).
    Heavenly,
    /// Another player's win in the first go-around, no call made (地胡).
    Earthly,
    /// Thirteen orphans (十三幺).
    ThirteenOrphans,
    /// No joker held (无鬼, 无癞子).
    NoJokers,
    /// Four jokers held or more (四鬼胡, 四红中).
    FourJokers,
    /// Counts the kongs declared (杠).
    Kongs,
}

impl Named for Predicate {
    const NAMES: &'static [(&'static str, Predicate)] = &[
        ("always", Predicate::Always),
        ("self-drawn", Predicate::SelfDrawn),
        ("concealed", Predicate::Concealed),
        ("full-flush", Predicate::FullFlush),
        ("half-flush", Predicate::HalfFlush),
        ("all-honours", Predicate::AllHonours),
        ("all-simples", Predicate::AllSimples),
        ("all-terminals", Predicate::AllTerminals),
        ("all-258", Predicate::All258),
        ("seven-pairs", Predicate::SevenPairs),
        ("dragon-seven-pairs", Predicate::DragonSevenPairs),
        ("roots", Predicate::Roots),
        ("all-pungs", Predicate::AllPungs),
        ("all-pungs-258", Predicate::AllPungs258),
        ("outside", Predicate::Outside),
        ("golden-single", Predicate::GoldenSingle),
        ("melded-hand", Predicate::MeldedHand),
        ("last-tile", Predicate::LastTile),
        ("after-kong", Predicate::AfterKong),
        ("robbing-kong", Predicate::RobbingKong),
        ("kong-discard", Predicate::KongDiscard),
        ("heavenly", Predicate::Heavenly),
        ("earthly", Predicate::Earthly),
        ("thirteen-orphans", Predicate::ThirteenOrphans),
        ("no-jokers", Predicate::NoJokers),
        ("four-jokers", Predicate::FourJokers),
        ("kongs", Predicate::Kongs),
    ];
}

impl Predicate {
    /// Every predicate, in the vocabulary's order.
    pub fn all() -> impl Iterator<Item = Predicate> {
        Predicate::NAMES.iter().map(|&(_, p)| p)
    }

    /// Its name in a rules file.
    pub fn name(self) -> &'static str {
        Named::name(self)
    }

    /// The predicate a rules file names `name`, if any.
    pub fn from_name(name: &str) -> Option<Predicate> {
        (Predicate::NAMES.iter())
            .find(|(n, _)| *n == name)
            .map(|&(_, p)| p)
    }

    /// Whether it counts (a fan on it counts once each) rather than holds.
    pub fn counts(self) -> bool {
        matches!(self, Predicate::Roots | Predicate::Kongs)
    }
}

/// How a table's fans make a win's points (the scoring's `points`, in
/// `scoring::table`, reckons them).
///
/// ```
/// use hupai::{Engine, rules::Combine};
/// let sichuan = Engine::builtin("sichuan")?;
/// assert_eq!(sichuan.rules().scoring.table().map(|t| t.combine), Some(Combine::Double));
/// // 清一色 2 and 自摸 1: 3 doublings, 2^3 points.
/// assert_eq!(sichuan.score(&"11122233345699m".parse()?, &"win=9m tsumo".parse()?)?.points(), 8);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[non_exhaustive]
pub enum Combine {
    /// The values add: points = base × their sum (长沙: each 大胡 6).
    #[default]
    Add,
    /// The values multiply: points = base × their product, 1 with no fan
    /// (广东: 碰碰胡 ×2, 无鬼 ×2).
    Multiply,
    /// The values are doublings: points = base × 2^their sum (四川: 番).
    Double,
}

impl Named for Combine {
    const NAMES: &'static [(&'static str, Combine)] = &[
        ("add", Combine::Add),
        ("multiply", Combine::Multiply),
        ("double", Combine::Double),
    ];
}

serde_by_name!(Predicate, Combine);

impl Combine {
    /// The values a fan may have.
    fn values(self) -> std::ops::RangeInclusive<u32> {
        match self {
            Combine::Add => 0..=10_000,
            Combine::Multiply => 1..=1_000,
            Combine::Double => 0..=30,
        }
    }
}

/// One fan of a town's table.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct TableFan {
    /// Its name, shown in scores (`"清一色"`).
    pub name: String,
    /// What it asks of the win.
    pub when: Predicate,
    /// Its value: points (add), a factor (multiply) or doublings (double); a
    /// counting predicate's fan counts it once each.
    pub value: u32,
    /// The fans it leaves out (不计), by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub excludes: Vec<String>,
    /// Counted only when no other fan is (平胡, 鸡胡).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub alone: bool,
    /// A win counting it takes any pair, whatever the table's
    /// [`pair`](FanTable::pair) asks (长沙's 大胡 with 乱将).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_pair: bool,
}

/// A town's fan table: the `[scoring]` section.
///
/// ```
/// let text = r#"
/// name = "town"
/// [scoring]
/// source = "the town's rule sheet"
/// combine = "double"
/// cap = 16
/// fans = [
///     { name = "平胡", when = "always", value = 0, alone = true },
///     { name = "清一色", when = "full-flush", value = 2 },
///     { name = "根", when = "roots", value = 1 },
/// ]
/// "#;
/// let rules = hupai::rules::Rules::from_toml(text)?;
/// let table = rules.scoring.table().unwrap();
/// assert_eq!((table.fans.len(), table.cap), (3, 16));
/// assert!(hupai::rules::Rules::from_toml(&text.replace("roots", "rootz")).is_err());
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawFanTable")]
#[non_exhaustive]
pub struct FanTable {
    /// Where the table comes from: the published rules it follows.
    pub source: String,
    /// How the fans make points.
    pub combine: Combine,
    /// The points of a win before its fans (底分), at least 1.
    pub base: u32,
    /// The most a win pays (封顶), in points; 0: no cap.
    pub cap: u64,
    /// The fans' total a win needs (起胡); 0: any win.
    pub minimum: u64,
    /// The pair a standard win needs unless a fan it counts takes any pair
    /// ([`TableFan::any_pair`]): 长沙's 小胡 needs 2, 5 or 8 while its 大胡 do not.
    /// `"any"` (the default) asks nothing beyond the rules' own `pair`.
    #[serde(default, skip_serializing_if = "is_any_pair")]
    pub pair: super::PairRule,
    /// The fans, in the order scores list them.
    pub fans: Vec<TableFan>,
    /// How a round of 血战到底 settles (`[scoring.bloodbath]`; docs/settlement.md),
    /// where the rules play it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bloodbath: Option<Bloodbath>,
}

/// How a round of 血战到底 (Sichuan's "bloody battle to the end") settles: a winner
/// leaves the table and the round plays on; each kong is paid at once (刮风下雨) and
/// refunded by a seat found not waiting at the end (退税); a win off the discard after
/// the discarder's kong takes that kong's gains (呼叫转移); at an exhaustive draw the
/// seats not waiting pay the waiting their largest win (查大叫) and a seat still
/// holding three suits pays every other (查花猪). Amounts in the table's base points.
///
/// ```
/// let rules = hupai::Engine::builtin("sichuan")?.rules().clone();
/// let bloodbath = rules.scoring.table().unwrap().bloodbath.clone().unwrap();
/// assert_eq!((bloodbath.concealed_kong, bloodbath.added_kong, bloodbath.exposed_kong), (2, 1, 2));
/// # Ok::<(), hupai::rules::RulesError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
#[non_exhaustive]
pub struct Bloodbath {
    /// What each other seat still in pays for a concealed kong (暗杠, 下雨), in base
    /// points.
    pub concealed_kong: u32,
    /// What each other seat still in pays for a kong added to a pung (补杠, 刮风).
    pub added_kong: u32,
    /// What the discarder pays for a kong of its discard (直杠, 刮风).
    pub exposed_kong: u32,
    /// Whether a win off the discard that follows the discarder's kong (杠上炮) takes
    /// that kong's gains from the discarder (呼叫转移).
    pub call_transfer: bool,
    /// Whether a seat not waiting (or a 花猪) at an exhaustive draw refunds what its
    /// kongs gained (退税).
    pub refund_kongs: bool,
    /// Whether at an exhaustive draw each seat still in and not waiting pays each
    /// waiting seat its largest win (查大叫).
    pub not_waiting: bool,
    /// What a seat still holding three suits at an exhaustive draw (花猪) pays every
    /// seat not one, in base points, capped by the table's cap (查花猪); 0: nothing.
    pub flower_pig: u32,
}

impl Default for Bloodbath {
    fn default() -> Bloodbath {
        Bloodbath {
            concealed_kong: 2,
            added_kong: 1,
            exposed_kong: 2,
            call_transfer: true,
            refund_kongs: true,
            not_waiting: true,
            flower_pig: 16,
        }
    }
}

impl FanTable {
    /// The most fans a table holds: bounds the work a hand costs.
    ///
    /// ```
    /// assert_eq!(hupai::rules::FanTable::MAX_FANS, 64);
    /// ```
    pub const MAX_FANS: usize = MAX_TABLE_FANS;
}

fn is_any_pair(pair: &super::PairRule) -> bool {
    *pair == super::PairRule::Any
}

/// The most fans a table holds: bounds the work a hand costs.
pub(crate) const MAX_TABLE_FANS: usize = 64;

/// A `[scoring]` section as written, before its checks.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFanTable {
    source: String,
    #[serde(default)]
    combine: Combine,
    #[serde(default = "one")]
    base: u32,
    #[serde(default)]
    cap: u64,
    #[serde(default)]
    minimum: u64,
    #[serde(default)]
    pair: super::PairRule,
    #[serde(default)]
    fans: Vec<TableFan>,
    #[serde(default)]
    bloodbath: Option<Bloodbath>,
}

fn one() -> u32 {
    1
}

impl TryFrom<RawFanTable> for FanTable {
    type Error = String;

    fn try_from(raw: RawFanTable) -> Result<FanTable, String> {
        if raw.source.trim().is_empty() {
            return Err("source: say where the table comes from (the published rules)".into());
        }
        if raw.base == 0 || raw.base > 1_000_000 {
            return Err(format!("base = {}: 1 to 1000000", raw.base));
        }
        if raw.cap != 0 && raw.cap < u64::from(raw.base) {
            return Err(format!("cap = {}: under the base {}", raw.cap, raw.base));
        }
        if raw.fans.len() > MAX_TABLE_FANS {
            return Err(format!(
                "{} fans; a table holds at most {MAX_TABLE_FANS}",
                raw.fans.len()
            ));
        }
        let mut index = BTreeMap::new();
        for (i, fan) in raw.fans.iter().enumerate() {
            check_fan(fan, raw.combine)?;
            if fan.any_pair && raw.pair == super::PairRule::Any {
                return Err(format!(
                    "fan {:?} takes any pair (any_pair), but the table asks no pair: write pair = \"258\" (or a list) in [scoring]",
                    fan.name
                ));
            }
            if index.insert(fan.name.as_str(), i).is_some() {
                return Err(format!("fan {:?} is named twice", fan.name));
            }
        }
        for fan in &raw.fans {
            for excluded in &fan.excludes {
                if excluded == &fan.name {
                    return Err(format!("fan {:?} excludes itself", fan.name));
                }
                if !index.contains_key(excluded.as_str()) {
                    let names = raw.fans.iter().map(|f| f.name.as_str());
                    let hint = super::nearest(excluded, names.clone())
                        .map_or(String::new(), |name| format!(" (did you mean {name:?}?)"));
                    let names: Vec<String> = names.map(|n| format!("{n:?}")).collect();
                    return Err(format!(
                        "fan {:?} excludes {excluded:?}, which no fan is named{hint}; the fans are {}",
                        fan.name,
                        crate::tiles::errors::cut(&names.join(", "), 300)
                    ));
                }
            }
        }
        if let Some(cycle) = exclusion_cycle(&raw.fans, &index) {
            return Err(format!(
                "the fans exclude each other in a circle: {}",
                cycle.join(" → ")
            ));
        }
        Ok(FanTable {
            source: raw.source,
            combine: raw.combine,
            base: raw.base,
            cap: raw.cap,
            minimum: raw.minimum,
            pair: raw.pair,
            fans: raw.fans,
            bloodbath: raw.bloodbath,
        })
    }
}

/// A fan's name and value.
fn check_fan(fan: &TableFan, combine: Combine) -> Result<(), String> {
    let chars = fan.name.chars().count();
    if chars == 0 || chars > 40 || fan.name.chars().any(char::is_control) {
        return Err(format!(
            "fan name {:?}: 1 to 40 printable characters",
            fan.name
        ));
    }
    let values = combine.values();
    if !values.contains(&fan.value) {
        let how = Combine::NAMES
            .iter()
            .find(|(_, c)| *c == combine)
            .map_or("", |(n, _)| n);
        return Err(format!(
            "fan {:?}: value {} is out of range for combine = {how:?} ({} to {})",
            fan.name,
            fan.value,
            values.start(),
            values.end()
        ));
    }
    if fan.excludes.len() > MAX_TABLE_FANS {
        return Err(format!(
            "fan {:?} excludes more fans than a table holds",
            fan.name
        ));
    }
    Ok(())
}

/// A circle of exclusions, by name, if the fans hold one.
fn exclusion_cycle(fans: &[TableFan], index: &BTreeMap<&str, usize>) -> Option<Vec<String>> {
    // 0: not seen, 1: on the current path, 2: done.
    let mut state = vec![0u8; fans.len()];
    let mut path = Vec::new();
    fn visit(
        at: usize,
        fans: &[TableFan],
        index: &BTreeMap<&str, usize>,
        state: &mut [u8],
        path: &mut Vec<usize>,
    ) -> Option<Vec<String>> {
        state[at] = 1;
        path.push(at);
        for excluded in &fans[at].excludes {
            let next = index[excluded.as_str()];
            if state[next] == 1 {
                let start = path.iter().position(|&p| p == next).expect("on the path");
                let mut names: Vec<String> = path[start..]
                    .iter()
                    .map(|&p| fans[p].name.clone())
                    .collect();
                names.push(fans[next].name.clone());
                return Some(names);
            }
            if state[next] == 0
                && let Some(cycle) = visit(next, fans, index, state, path)
            {
                return Some(cycle);
            }
        }
        path.pop();
        state[at] = 2;
        None
    }
    (0..fans.len()).find_map(|start| {
        if state[start] == 0 {
            visit(start, fans, index, &mut state, &mut path)
        } else {
            None
        }
    })
}

/// A table's exclusions as bit masks, found once an engine (the engine keeps them)
/// rather than once a score: for each fan the fans that exclude it (a bit each; a
/// table has at most 64), an order that settles every excluder first, the fans
/// counted only alone, and those that take any pair.
#[derive(Clone, Debug)]
pub(crate) struct FanExclusions {
    excluders: Vec<u64>,
    order: Vec<usize>,
    /// The fans counted only alone.
    pub alone: u64,
    /// The fans that take any pair whatever the table's pair rule.
    pub any_pair: u64,
}

impl FanExclusions {
    /// The exclusions of `table`.
    pub(crate) fn of(table: &FanTable) -> FanExclusions {
        let n = table.fans.len();
        let excluders: Vec<u64> = (0..n)
            .map(|i| {
                let name = &table.fans[i].name;
                (0..n)
                    .filter(|&j| table.fans[j].excludes.iter().any(|e| e == name))
                    .fold(0, |mask, j| mask | 1 << j)
            })
            .collect();
        // Depth first: each fan after every fan that could exclude it.
        fn visit(i: usize, excluders: &[u64], seen: &mut [bool], order: &mut Vec<usize>) {
            if std::mem::replace(&mut seen[i], true) {
                return;
            }
            for j in (0..excluders.len()).filter(|&j| excluders[i] >> j & 1 != 0) {
                visit(j, excluders, seen, order);
            }
            order.push(i);
        }
        let (mut seen, mut order) = (vec![false; n], Vec::with_capacity(n));
        for i in 0..n {
            visit(i, &excluders, &mut seen, &mut order);
        }
        let mask = |test: fn(&TableFan) -> bool| {
            (table.fans.iter().enumerate())
                .filter(|(_, fan)| test(fan))
                .fold(0, |mask, (i, _)| mask | 1 << i)
        };
        FanExclusions {
            excluders,
            order,
            alone: mask(|fan| fan.alone),
            any_pair: mask(|fan| fan.any_pair),
        }
    }

    /// Which fans count (a bit each) of those that hold (`held`): a fan excluded by
    /// one that itself counts is out.
    pub(crate) fn apply(&self, held: u64) -> u64 {
        let mut counted = held;
        for &i in &self.order {
            if self.excluders[i] & counted != 0 {
                counted &= !(1 << i);
            }
        }
        counted
    }
}
