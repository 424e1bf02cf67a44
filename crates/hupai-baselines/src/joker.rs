//! Article 4 (a Lua article): recursion with N jokers. Take the first present tile;
//! try it as the pair (once), as the start of a run, as a triplet, jokers filling
//! whatever is missing; when only jokers remain they must make the pair (if still
//! owed) and melds of three. Standard form only.

/// Whether 34 counts and `jokers` jokers win in the standard form.
///
/// ```
/// let hand: hupai::Hand = "123m456p789s1zJJJJ".parse()?;
/// assert!(hupai_baselines::joker::is_win(hand.counts(), hand.jokers()));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn is_win(counts: &[u8; 34], jokers: u8) -> bool {
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum::<u32>() + u32::from(jokers);
    let mut counts = *counts;
    tiles % 3 == 2 && search(&mut counts, u32::from(jokers), true)
}

fn search(counts: &mut [u8; 34], jokers: u32, pair_owed: bool) -> bool {
    let Some(first) = counts.iter().position(|&c| c > 0) else {
        return if pair_owed {
            jokers >= 2 && (jokers - 2).is_multiple_of(3)
        } else {
            jokers.is_multiple_of(3)
        };
    };
    if pair_owed && take(counts, &[first, first], jokers, |c, j| search(c, j, false)) {
        return true;
    }
    // A run from the first tile; at ranks 8 and 9, the run 7-8-9 (jokers below).
    if first < 27 {
        let start = first - first % 9 + (first % 9).min(6);
        if take(counts, &[start, start + 1, start + 2], jokers, |c, j| {
            search(c, j, pair_owed)
        }) {
            return true;
        }
    }
    take(counts, &[first, first, first], jokers, |c, j| {
        search(c, j, pair_owed)
    })
}

/// Takes the tiles of `group` that are there, jokers for the rest, and continues.
fn take(
    counts: &mut [u8; 34],
    group: &[usize],
    jokers: u32,
    next: impl Fn(&mut [u8; 34], u32) -> bool,
) -> bool {
    let mut taken = [false; 3];
    let mut needed = 0;
    for (i, &kind) in group.iter().enumerate() {
        if counts[kind] > 0 {
            counts[kind] -= 1;
            taken[i] = true;
        } else {
            needed += 1;
        }
    }
    let found = needed <= jokers && next(counts, jokers - needed);
    for (i, &kind) in group.iter().enumerate() {
        if taken[i] {
            counts[kind] += 1;
        }
    }
    found
}
