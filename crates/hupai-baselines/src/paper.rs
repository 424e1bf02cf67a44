//! Article 1 (a paper): a 4×10 count array, one row per suit kind. Reject unless
//! exactly one suit's count is ≡ 2 (mod 3) and the others ≡ 0; the suit ≡ 2 holds the
//! pair. `analyze` strips a triplet when the first tile has three or more, else a run
//! from the first tile. For the pair suit, each rank with two or more is tried as the
//! pair. No jokers, no seven pairs, no thirteen orphans.

/// Whether 34 counts (no jokers) win in the standard form.
///
/// ```
/// let hand: hupai::Hand = "123m456p789s11122z".parse()?;
/// assert!(hupai_baselines::paper::is_win(hand.counts()));
/// # Ok::<(), hupai::ParseError>(())
/// ```
pub fn is_win(counts: &[u8; 34]) -> bool {
    let mut rows = [[0u8; 10]; 4];
    for (id, &count) in counts.iter().enumerate() {
        rows[id / 9][id % 9] = count;
    }
    let mut pair_row = None;
    for (row, ranks) in rows.iter().enumerate() {
        match ranks.iter().map(|&c| u32::from(c)).sum::<u32>() % 3 {
            0 => {}
            2 if pair_row.is_none() => pair_row = Some(row),
            _ => return false,
        }
    }
    let Some(pair_row) = pair_row else {
        return false;
    };
    for (row, ranks) in rows.iter_mut().enumerate() {
        if row != pair_row && !analyze(ranks, row == 3) {
            return false;
        }
    }
    let ranks = &mut rows[pair_row];
    for rank in 0..9 {
        if ranks[rank] >= 2 {
            ranks[rank] -= 2;
            let found = analyze(ranks, pair_row == 3);
            ranks[rank] += 2;
            if found {
                return true;
            }
        }
    }
    false
}

/// Whether one row splits into melds: the first tile starts a triplet if it can, a
/// run otherwise (a triplet is always safe when no pair remains).
fn analyze(ranks: &mut [u8; 10], honours: bool) -> bool {
    let Some(first) = ranks.iter().position(|&c| c > 0) else {
        return true;
    };
    if ranks[first] >= 3 {
        ranks[first] -= 3;
        let found = analyze(ranks, honours);
        ranks[first] += 3;
        return found;
    }
    if !honours && first + 2 < 9 && ranks[first + 1] > 0 && ranks[first + 2] > 0 {
        ranks[first..first + 3].iter_mut().for_each(|c| *c -= 1);
        let found = analyze(ranks, honours);
        ranks[first..first + 3].iter_mut().for_each(|c| *c += 1);
        return found;
    }
    false
}
