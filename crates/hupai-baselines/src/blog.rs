//! Article 2 (a blog): one 38-slot array (1-9, 11-19, 21-29, 31-37; the gaps keep
//! runs inside a suit), recursion on the first present tile trying a quad, a
//! triplet, the pair (once) and a run; separate seven-pairs and thirteen-orphans
//! checks. No jokers.
//!
//! FIX: the source takes four of a kind as a meld, which wins `1111m` + pair hands
//! that are not wins; the quad branch is dropped. FIX: the source keeps its "pair
//! taken" flag in a static variable, wrong after any failed branch and not thread
//! safe; it is a parameter here. FIX: slots 31-37 are contiguous, so the source's run
//! branch would run honours; runs stop below slot 31.

const SLOTS: usize = 38;
const ORPHANS: [usize; 13] = [1, 9, 11, 19, 21, 29, 31, 32, 33, 34, 35, 36, 37];

/// Whether 34 counts (no jokers) win: standard form, seven pairs (a four of a kind
/// counts as two pairs) or thirteen orphans, 14 tiles for the special forms.
///
/// ```
/// let hand: hupai::Hand = "19m19p19s1234567z1z".parse()?;
/// assert!(hupai_baselines::blog::is_win(hand.counts()));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn is_win(counts: &[u8; 34]) -> bool {
    let mut slots = [0u8; SLOTS];
    for (id, &count) in counts.iter().enumerate() {
        slots[id / 9 * 10 + id % 9 + 1] = count;
    }
    let tiles: u32 = slots.iter().map(|&c| u32::from(c)).sum();
    if tiles == 14 && (seven_pairs(&slots) || thirteen_orphans(&slots)) {
        return true;
    }
    tiles % 3 == 2 && melds(&mut slots, false)
}

fn melds(slots: &mut [u8; SLOTS], pair_taken: bool) -> bool {
    let Some(first) = slots.iter().position(|&c| c > 0) else {
        return pair_taken;
    };
    if slots[first] >= 3 {
        slots[first] -= 3;
        let found = melds(slots, pair_taken);
        slots[first] += 3;
        if found {
            return true;
        }
    }
    if !pair_taken && slots[first] >= 2 {
        slots[first] -= 2;
        let found = melds(slots, true);
        slots[first] += 2;
        if found {
            return true;
        }
    }
    if first < 31 && slots[first + 1] > 0 && slots[first + 2] > 0 {
        slots[first..first + 3].iter_mut().for_each(|c| *c -= 1);
        let found = melds(slots, pair_taken);
        slots[first..first + 3].iter_mut().for_each(|c| *c += 1);
        return found;
    }
    false
}

fn seven_pairs(slots: &[u8; SLOTS]) -> bool {
    slots.iter().all(|&c| c % 2 == 0)
}

fn thirteen_orphans(slots: &[u8; SLOTS]) -> bool {
    let held: u32 = ORPHANS.iter().map(|&s| u32::from(slots[s])).sum();
    held == 14 && ORPHANS.iter().all(|&s| (1..=2).contains(&slots[s]))
}
