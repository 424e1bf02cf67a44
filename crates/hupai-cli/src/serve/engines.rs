//! The engines requests ask for, cached: a rule set (built in, a file loaded at start,
//! or rules sent inline), joker kinds and melds. Inline rules are compiled at a
//! bounded rate and few of them are kept, since each may hold tables of its own.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use hupai::Engine;
use hupai::rules::Rules;

use super::error::ApiError;

/// Engines kept at most.
const CACHED: usize = 64;
/// Engines of inline rules kept at most (their tables may be their own: megabytes).
const CACHED_INLINE: usize = 8;

/// Where a request's rules come from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesSource {
    /// A built-in set, or a file `hupai serve --rules` loaded, by name.
    Named(String),
    /// A rules file's text sent with the request.
    Inline(String),
}

/// An engine as a request describes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EngineKey {
    pub rules: RulesSource,
    /// Joker kinds (`7z`), as written.
    pub joker_tiles: Vec<String>,
    /// Exposed melds, as written (`111p,789s`), empty for none.
    pub melds: String,
}

impl EngineKey {
    /// The engine of `rules` alone: no joker kinds added, no melds.
    pub fn of_rules(rules: &RulesSource) -> EngineKey {
        EngineKey {
            rules: rules.clone(),
            joker_tiles: Vec::new(),
            melds: String::new(),
        }
    }
}

/// A cached engine and when it was last used.
struct Entry {
    engine: Arc<Engine>,
    used: u64,
}

/// The engines built so far, the rules files loaded at start, and the compile budget.
pub struct Engines {
    loaded: HashMap<String, Rules>,
    cache: Mutex<Cache>,
    budget: Mutex<Budget>,
    /// Builds under way at once: one.
    builds: Arc<tokio::sync::Semaphore>,
}

#[derive(Default)]
struct Cache {
    entries: HashMap<EngineKey, Entry>,
    clock: u64,
}

impl Engines {
    /// The cache, offering `loaded` rules by their names besides the built-ins, and
    /// compiling at most `per_minute` inline rules a minute.
    pub fn new(loaded: Vec<Rules>, per_minute: u32) -> Engines {
        Engines {
            loaded: loaded.into_iter().map(|r| (r.name.clone(), r)).collect(),
            cache: Mutex::default(),
            budget: Mutex::new(Budget::new(per_minute)),
            builds: Arc::new(tokio::sync::Semaphore::new(1)),
        }
    }

    /// The names of the rules files loaded at start, sorted.
    pub fn loaded_names(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self.loaded.keys().map(String::as_str).collect();
        names.sort_unstable();
        names
    }

    /// The engine `key` describes, from the cache when it is there; else made from
    /// its rules' engine (cached too), which is built on the blocking pool (a new
    /// rule set's tables take a fraction of a second), then given the joker kinds and
    /// melds (a copy sharing its tables).
    pub async fn get(
        self: &Arc<Self>,
        key: &EngineKey,
        deadline: tokio::time::Instant,
    ) -> Result<Arc<Engine>, ApiError> {
        if let Some(engine) = self.cached(key) {
            return Ok(engine);
        }
        let rules_key = EngineKey::of_rules(&key.rules);
        let rules_engine = match self.cached(&rules_key) {
            Some(engine) => engine,
            None => self.build_rules(&key.rules, deadline).await?,
        };
        if *key == rules_key {
            return Ok(rules_engine);
        }
        let engine = Arc::new(with_jokers_and_melds(&rules_engine, key)?);
        self.keep(key, &engine);
        Ok(engine)
    }

    /// The engine of `source` alone, built on the blocking pool and cached: rules
    /// loaded or sent one build at a time (a build takes both cores for a fraction
    /// of a second), so that builds never take the threads the questions' work
    /// needs; waiting for a turn past `deadline` is a 503.
    async fn build_rules(
        self: &Arc<Self>,
        source: &RulesSource,
        deadline: tokio::time::Instant,
    ) -> Result<Arc<Engine>, ApiError> {
        // Rules loaded or sent are compiled; a name not loaded is a built-in set's.
        let (rules, name) = match source {
            RulesSource::Named(name) => (self.loaded.get(name).cloned(), name.clone()),
            RulesSource::Inline(text) => {
                // Bad rules cost no compile: they are read (at most 64 KiB) before any.
                let rules =
                    Rules::from_toml(text).map_err(|e| ApiError::bad_rules(&e, Some(text)))?;
                if !self.budget.lock().unwrap().take() {
                    return Err(ApiError::too_many_compiles());
                }
                (Some(rules), String::new())
            }
        };
        // A built-in set's tables are embedded (a millisecond): no turn to wait for.
        let turn = match rules {
            None => None,
            Some(_) => {
                let turn = Arc::clone(&self.builds).acquire_owned();
                match tokio::time::timeout_at(deadline, turn).await {
                    Ok(Ok(turn)) => Some(turn),
                    _ => return Err(ApiError::busy()),
                }
            }
        };
        let built = tokio::task::spawn_blocking(move || {
            let _turn = turn;
            match rules {
                Some(rules) => Engine::from_rules(rules),
                None => Engine::builtin(&name),
            }
        });
        let engine = (built.await)
            .map_err(|_| ApiError::internal("building the engine failed"))?
            .map_err(|e| ApiError::bad_rules(&e, None))?;
        let engine = Arc::new(engine);
        self.keep(&EngineKey::of_rules(source), &engine);
        Ok(engine)
    }

    /// The cached engine of `key`, marked as used now.
    fn cached(&self, key: &EngineKey) -> Option<Arc<Engine>> {
        let mut cache = self.cache.lock().unwrap();
        cache.clock += 1;
        let now = cache.clock;
        let entry = cache.entries.get_mut(key)?;
        entry.used = now;
        Some(Arc::clone(&entry.engine))
    }

    /// Keeps `engine` under `key`, dropping the least recently used beyond the bounds.
    fn keep(&self, key: &EngineKey, engine: &Arc<Engine>) {
        let mut cache = self.cache.lock().unwrap();
        cache.clock += 1;
        let used = cache.clock;
        let engine = Arc::clone(engine);
        cache.entries.insert(key.clone(), Entry { engine, used });
        let inline = |k: &EngineKey| matches!(k.rules, RulesSource::Inline(_));
        while cache.entries.keys().filter(|k| inline(k)).count() > CACHED_INLINE {
            cache.evict(|k| inline(k));
        }
        while cache.entries.len() > CACHED {
            cache.evict(|_| true);
        }
    }
}

/// `engine` with the joker kinds and melds of `key`.
fn with_jokers_and_melds(engine: &Engine, key: &EngineKey) -> Result<Engine, ApiError> {
    let kinds = (key.joker_tiles.iter())
        .map(|text| {
            text.parse()
                .map_err(|e: hupai::ParseError| ApiError::field("joker_tiles", text, e))
        })
        .collect::<Result<Vec<hupai::Tile>, ApiError>>()?;
    let engine = (engine.clone().with_joker_kinds(&kinds))
        .map_err(|e| ApiError::field("joker_tiles", &key.joker_tiles.join(","), e))?;
    if key.melds.trim().is_empty() {
        return Ok(engine);
    }
    let melds: hupai::tiles::Melds = (key.melds.parse())
        .map_err(|e: hupai::MeldsError| ApiError::field("melds", &key.melds, e))?;
    (engine.with_melds(&melds)).map_err(|e| ApiError::field("melds", &key.melds, e))
}

impl Cache {
    /// Drops the least recently used entry of those `which` picks.
    fn evict(&mut self, which: impl Fn(&EngineKey) -> bool) {
        let oldest = (self.entries.iter())
            .filter(|(k, _)| which(k))
            .min_by_key(|(_, e)| e.used)
            .map(|(k, _)| k.clone());
        if let Some(key) = oldest {
            self.entries.remove(&key);
        }
    }
}

/// A token bucket: `per_minute` compiles a minute, as many at once.
struct Budget {
    per_minute: u32,
    tokens: f64,
    at: Instant,
}

impl Budget {
    fn new(per_minute: u32) -> Budget {
        Budget {
            per_minute,
            tokens: f64::from(per_minute),
            at: Instant::now(),
        }
    }

    /// Takes a token if one is left.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * f64::from(self.per_minute) / 60.0;
        self.tokens = (self.tokens + refill).min(f64::from(self.per_minute));
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
