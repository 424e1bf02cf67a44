//! Tables derived from shanten tables (pair tables, hint masks), built once and kept
//! for exactly as long as the tables they are derived from.
//!
//! Keeping them only while some engine holds them would rebuild them for every
//! short-lived engine: a server calling `Engine::builtin("riichi")` per request would
//! pay the derivation on every hint. Keyed by the source tables' addresses; an entry
//! whose sources are gone is dropped before any lookup, so a reused address never
//! finds a stale entry.

use std::sync::{Arc, Mutex, Weak};

/// Derived values of type `T`, each from `N` tables of type `S` (shanten tables).
pub(crate) struct DerivedCache<const N: usize, S, T> {
    entries: Mutex<Vec<Entry<N, S, T>>>,
}

/// The sources of one derived value (`None`: the derivation declined) and the value.
type Entry<const N: usize, S, T> = ([Weak<S>; N], Option<Arc<T>>);

impl<const N: usize, S, T> DerivedCache<N, S, T> {
    /// An empty cache, for a `static`.
    pub(crate) const fn new() -> DerivedCache<N, S, T> {
        DerivedCache {
            entries: Mutex::new(Vec::new()),
        }
    }

    /// The value derived from `sources`: the kept one, or `derive`'s, kept from now on
    /// while every source lives. `derive` runs under the cache's lock, so two threads
    /// asking at once derive once.
    pub(crate) fn get(
        &self,
        sources: [&Arc<S>; N],
        derive: impl FnOnce() -> Option<T>,
    ) -> Option<Arc<T>> {
        // A poisoned lock only means another thread panicked while deriving: the list
        // is whole (entries are pushed complete).
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        entries.retain(|(held, _)| held.iter().all(|source| source.strong_count() > 0));
        let same = |held: &[Weak<S>; N]| {
            (held.iter().zip(sources)).all(|(h, s)| std::ptr::eq(h.as_ptr(), Arc::as_ptr(s)))
        };
        if let Some((_, value)) = entries.iter().find(|(held, _)| same(held)) {
            return value.clone();
        }
        let value = derive().map(Arc::new);
        entries.push((sources.map(Arc::downgrade), value.clone()));
        value
    }
}
