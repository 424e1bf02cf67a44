//! Hardening defect 10: shanten tables live as long as an engine holds them, so
//! loading rule set after rule set does not grow the process.
//!
//! A test binary of its own with a counting allocator: live heap bytes are exact,
//! where the resident set size also moves with other tests' threads and with what
//! the system allocator keeps back.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use hupai::rules::{Rules, TileSet};
use hupai::{Engine, Tile};

struct Counting;

static LIVE_BYTES: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; only counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE_BYTES.fetch_add(layout.size(), Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE_BYTES.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Builds an engine whose rules leave kind `left_out` out of play (a distinct suit
/// table, 2 MB of shanten index, for a middle bamboo or dot), asks one shanten
/// question and one hint, and drops the engine.
fn use_and_drop(left_out: usize) {
    let tiles: Vec<Tile> = Tile::all().filter(|t| t.id() != left_out).collect();
    let rules = {
        let mut rules = Rules::default();
        rules.tiles = TileSet::of(&tiles);
        rules
    };
    let engine = Engine::from_rules(rules).unwrap();
    let shanten = engine.shanten(&"123m789m1122z".parse().unwrap());
    assert!(shanten.is_ok(), "{shanten:?}");
    // The hints' masks, derived from the tables, go with them.
    let ukeire = engine.ukeire(&"123m789m1122z".parse().unwrap(), &[0; 34]);
    assert!(ukeire.is_ok(), "{ukeire:?}");
}

#[test]
fn shanten_tables_are_freed_with_their_engines() {
    use_and_drop(10);
    let before = LIVE_BYTES.load(Ordering::Relaxed);
    for left_out in (11..17).chain(19..25) {
        use_and_drop(left_out);
    }
    let after = LIVE_BYTES.load(Ordering::Relaxed);
    // Twelve distinct rule sets kept alive would add ~24 MB; a few kB of
    // bookkeeping (the thread pool, the cache's list) may stay.
    assert!(
        after < before + 1_000_000,
        "{before} bytes live before, {after} after"
    );
}
