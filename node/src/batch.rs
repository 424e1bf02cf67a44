//! Many hands in one call: rows of 34 counts in one `Uint8Array` (34 bytes a hand),
//! an optional `Uint8Array` of joker counts, answers in a typed array.

use hupai::batch::Threads;

/// Where a batch runs: `parallel` on hupai's pool, else on the calling thread.
fn threads(parallel: Option<bool>) -> Threads {
    match parallel.unwrap_or(false) {
        true => Threads::Pool,
        false => Threads::Calling,
    }
}
use napi::bindgen_prelude::{BigUint64Array, Int8Array, Uint8Array};
use napi_derive::napi;

use crate::{Code, Engine, Result, error};

/// A batch's rows of 34 counts and its joker counts (zeros when not given).
fn rows_of<'a>(counts: &'a [u8], jokers: Option<&Uint8Array>) -> Result<(&'a [[u8; 34]], Vec<u8>)> {
    let (rows, rest) = counts.as_chunks::<34>();
    if !rest.is_empty() {
        let length = counts.len();
        return Err(error(
            Code::BadArgument,
            format!("{length} counts: 34 a hand"),
        ));
    }
    match jokers {
        None => Ok((rows, vec![0; rows.len()])),
        Some(jokers) if jokers.len() == rows.len() => Ok((rows, jokers.to_vec())),
        Some(jokers) => {
            let (n, given) = (rows.len(), jokers.len());
            Err(error(
                Code::BadArgument,
                format!("{n} hands and {given} joker counts"),
            ))
        }
    }
}

#[napi]
impl Engine {
    /// 1 where a hand wins in any form, else 0 (0 too for a hand the rules do not
    /// play); on all cores when `parallel`.
    #[napi]
    pub fn is_win_batch(
        &self,
        counts: Uint8Array,
        jokers: Option<Uint8Array>,
        parallel: Option<bool>,
    ) -> Result<Uint8Array> {
        // The rows as they are, without making hands: the library's fastest loop.
        let (rows, jokers) = rows_of(&counts, jokers.as_ref())?;
        let mut wins = vec![None; rows.len()];
        let done = self
            .core
            .is_win_rows(rows, &jokers, &mut wins, threads(parallel));
        done.map_err(|e| error(Code::BadArgument, e))?;
        Ok(Uint8Array::new(
            wins.into_iter()
                .map(|w| u8::from(w == Some(true)))
                .collect(),
        ))
    }

    /// Each hand's shanten; 127 for a hand refused.
    #[napi]
    pub fn shanten_batch(
        &self,
        counts: Uint8Array,
        jokers: Option<Uint8Array>,
        parallel: Option<bool>,
    ) -> Result<Int8Array> {
        let (rows, jokers) = rows_of(&counts, jokers.as_ref())?;
        let mut shanten = vec![None; rows.len()];
        let done = self
            .core
            .shanten_rows(rows, &jokers, &mut shanten, threads(parallel));
        done.map_err(|e| error(Code::BadArgument, e))?;
        Ok(Int8Array::new(
            shanten.into_iter().map(|s| s.unwrap_or(127)).collect(),
        ))
    }

    /// Each hand's waits as a mask (bit `id` a tile id; `tilesOf` lists one); 0 for a
    /// hand refused, or waiting on nothing.
    #[napi]
    pub fn waits_batch(
        &self,
        counts: Uint8Array,
        jokers: Option<Uint8Array>,
        parallel: Option<bool>,
    ) -> Result<BigUint64Array> {
        let (rows, jokers) = rows_of(&counts, jokers.as_ref())?;
        let mut waits = vec![None; rows.len()];
        let done = self
            .core
            .waits_rows(rows, &jokers, &mut waits, threads(parallel));
        done.map_err(|e| error(Code::BadArgument, e))?;
        Ok(BigUint64Array::new(
            waits
                .into_iter()
                .map(|w| w.map_or(0, |w| w.bits()))
                .collect(),
        ))
    }
}

/// The tiles of a wait mask, in tile order.
#[napi]
pub fn tiles_of(mask: napi::bindgen_prelude::BigInt) -> Vec<String> {
    let (_, bits, _) = mask.get_u64();
    crate::tile_names(hupai::Tile::all().filter(|t| bits >> t.id() & 1 == 1))
}
