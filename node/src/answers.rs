//! The questions of one hand, and their answers as JavaScript objects.

use hupai::Form;
use hupai::hints::{Discarded, Ukeire};
use napi::bindgen_prelude::AsyncTask;
use napi_derive::napi;

use crate::{Engine, HandArg, Offloaded, Result, bad_hand, hand_of, seen_arg, tile_names};

/// What completes a hand of 3n+1 tiles.
#[napi(object)]
pub struct Waits {
    /// The kinds whose draw wins.
    pub waits: Vec<String>,
    /// Those of them held four times (in the hand and the exposed melds).
    pub exhausted: Vec<String>,
}

/// The shanten overall and in each form; `null` where the rules or the size rule
/// the form out.
#[napi(object)]
pub struct ShantenForms {
    pub best: i32,
    pub standard: Option<i32>,
    pub seven_pairs: Option<i32>,
    pub thirteen_orphans: Option<i32>,
    pub pairs_and_triplet: Option<i32>,
    pub honours_and_knitted: Option<i32>,
    pub greater_honours_and_knitted: Option<i32>,
    pub knitted_straight: Option<i32>,
    pub eight_pairs: Option<i32>,
}

/// One way a winning hand splits.
#[napi(object)]
pub struct Decomposition {
    /// The form's name.
    pub form: String,
    /// Its groups as the library writes them: `13m[2m]` is 1m, 3m and a joker as 2m;
    /// `JJJ` jokers standing for any meld.
    pub groups: Vec<String>,
}

/// What a hand of 3n+1 tiles accepts (有效牌).
#[napi(object)]
pub struct UkeireAnswer {
    pub shanten: i32,
    /// The accepted kinds, in tile order.
    pub accepted: Vec<String>,
    /// Their live copies together.
    pub live: u32,
    /// Each accepted kind's live copies, in tile order.
    pub live_by_tile: indexmap::IndexMap<String, u32>,
}

/// One discard and what the hand then accepts.
#[napi(object)]
pub struct Discard {
    /// The tile let go (`J` a joker).
    pub discard: String,
    pub shanten: i32,
    pub accepted: Vec<String>,
    pub live: u32,
    pub live_by_tile: indexmap::IndexMap<String, u32>,
}

/// Discard advice (何切る): the hand's own shanten and every distinct discard, best
/// first.
#[napi(object)]
pub struct DiscardAdvice {
    pub shanten: i32,
    pub discards: Vec<Discard>,
}

/// Which discards keep the hand as near a win as any discard can, and which do not.
#[napi(object)]
pub struct DiscardMasks {
    pub shanten: i32,
    pub keep: Vec<String>,
    pub raise: Vec<String>,
}

fn ukeire_answer(ukeire: &Ukeire) -> UkeireAnswer {
    UkeireAnswer {
        shanten: ukeire.shanten().into(),
        accepted: tile_names(ukeire.accepted()),
        live: ukeire.total_live(),
        live_by_tile: (ukeire.accepted())
            .map(|t| (t.to_string(), u32::from(ukeire.live(t))))
            .collect(),
    }
}

fn discard_names(discards: impl Iterator<Item = Discarded>) -> Vec<String> {
    discards.map(|d| d.to_string()).collect()
}

#[napi]
impl Engine {
    /// The forms a hand of 3n+2 tiles wins in (`[]` when it does not win).
    #[napi]
    pub fn check(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<Vec<String>> {
        check_with(&self.core, &hand_of(&hand, jokers)?)
    }

    /// `check`, answered off the event loop (rules whose jokers stand only for some
    /// kinds answer by a search).
    #[napi(ts_return_type = "Promise<string[]>")]
    pub fn check_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<Vec<String>>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            check_with(core, &hand)
        }))
    }

    /// Whether a hand wins in any form (`false` too for a hand the rules do not play).
    #[napi]
    pub fn is_win(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<bool> {
        Ok(self.core.is_win(&hand_of(&hand, jokers)?))
    }

    /// `isWin`, answered off the event loop.
    #[napi(ts_return_type = "Promise<boolean>")]
    pub fn is_win_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<bool>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(
            &self.core,
            move |core| Ok(core.is_win(&hand)),
        ))
    }

    /// The kinds that complete a hand of 3n+1 tiles, and those of them exhausted.
    #[napi]
    pub fn waits(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<Waits> {
        waits_with(&self.core, &hand_of(&hand, jokers)?)
    }

    /// `waits`, answered off the event loop.
    #[napi(ts_return_type = "Promise<Waits>")]
    pub fn waits_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<Waits>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            waits_with(core, &hand)
        }))
    }

    /// How far a hand of 3n+1 or 3n+2 tiles is from a win: -1 a win, 0 waiting.
    #[napi]
    pub fn shanten(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<i32> {
        shanten_with(&self.core, &hand_of(&hand, jokers)?)
    }

    /// `shanten`, answered off the event loop.
    #[napi(ts_return_type = "Promise<number>")]
    pub fn shanten_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<i32>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            shanten_with(core, &hand)
        }))
    }

    /// The shanten overall and in each form.
    #[napi]
    pub fn shanten_forms(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<ShantenForms> {
        shanten_forms_with(&self.core, &hand_of(&hand, jokers)?)
    }

    /// `shantenForms`, answered off the event loop.
    #[napi(ts_return_type = "Promise<ShantenForms>")]
    pub fn shanten_forms_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<ShantenForms>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            shanten_forms_with(core, &hand)
        }))
    }

    /// Every way a winning hand splits, at most `limit` (1,000 unless given).
    #[napi]
    pub fn decompositions(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        limit: Option<u32>,
        jokers: Option<u32>,
    ) -> Result<Vec<Decomposition>> {
        decompositions_with(&self.core, &hand_of(&hand, jokers)?, limit)
    }

    /// `decompositions`, answered off the event loop (many jokers split a hand in
    /// thousands of ways).
    #[napi(ts_return_type = "Promise<Decomposition[]>")]
    pub fn decompositions_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        limit: Option<u32>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<Vec<Decomposition>>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            decompositions_with(core, &hand, limit)
        }))
    }

    /// What a hand of 3n+1 tiles accepts; `seen`: tiles visible elsewhere.
    #[napi]
    pub fn ukeire(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "HandArg")] seen: Option<HandArg<'_>>,
        jokers: Option<u32>,
    ) -> Result<UkeireAnswer> {
        ukeire_with(&self.core, &hand_of(&hand, jokers)?, &seen_arg(seen)?)
    }

    /// `ukeire`, answered off the event loop.
    #[napi(ts_return_type = "Promise<UkeireAnswer>")]
    pub fn ukeire_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "HandArg")] seen: Option<HandArg<'_>>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<UkeireAnswer>>> {
        let (hand, seen) = (hand_of(&hand, jokers)?, seen_arg(seen)?);
        Ok(Offloaded::on(&self.core, move |core| {
            ukeire_with(core, &hand, &seen)
        }))
    }

    /// Discard advice for a hand of 3n+2 tiles; `seen` as `ukeire`.
    #[napi]
    pub fn discards(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "HandArg")] seen: Option<HandArg<'_>>,
        jokers: Option<u32>,
    ) -> Result<DiscardAdvice> {
        discards_with(&self.core, &hand_of(&hand, jokers)?, &seen_arg(seen)?)
    }

    /// `discards`, answered off the event loop.
    #[napi(ts_return_type = "Promise<DiscardAdvice>")]
    pub fn discards_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        #[napi(ts_arg_type = "HandArg")] seen: Option<HandArg<'_>>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<DiscardAdvice>>> {
        let (hand, seen) = (hand_of(&hand, jokers)?, seen_arg(seen)?);
        Ok(Offloaded::on(&self.core, move |core| {
            discards_with(core, &hand, &seen)
        }))
    }

    /// The discards that keep a hand of 3n+2 tiles as near a win as it can stay.
    #[napi]
    pub fn discard_masks(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<DiscardMasks> {
        discard_masks_with(&self.core, &hand_of(&hand, jokers)?)
    }

    /// `discardMasks`, answered off the event loop.
    #[napi(ts_return_type = "Promise<DiscardMasks>")]
    pub fn discard_masks_async(
        &self,
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<AsyncTask<Offloaded<DiscardMasks>>> {
        let hand = hand_of(&hand, jokers)?;
        Ok(Offloaded::on(&self.core, move |core| {
            discard_masks_with(core, &hand)
        }))
    }
}

/// The forms a hand wins in, as JavaScript gets them.
fn check_with(core: &hupai::Engine, hand: &hupai::Hand) -> Result<Vec<String>> {
    let forms = core.check(hand).map_err(bad_hand)?;
    Ok(forms.iter().map(|f| f.name().to_string()).collect())
}

/// A hand's waits, as JavaScript gets them.
fn waits_with(core: &hupai::Engine, hand: &hupai::Hand) -> Result<Waits> {
    let waits = core.waits(hand).map_err(bad_hand)?;
    Ok(Waits {
        waits: tile_names(waits.iter()),
        exhausted: tile_names(waits.iter().filter(|&t| waits.is_exhausted(t))),
    })
}

/// A hand's shanten.
fn shanten_with(core: &hupai::Engine, hand: &hupai::Hand) -> Result<i32> {
    Ok(core.shanten(hand).map_err(bad_hand)?.into())
}

/// A hand's shanten in each form, as JavaScript gets them.
fn shanten_forms_with(core: &hupai::Engine, hand: &hupai::Hand) -> Result<ShantenForms> {
    let forms = core.shanten_forms(hand).map_err(bad_hand)?;
    let form = |f: Form| forms.form(f).map(i32::from);
    Ok(ShantenForms {
        best: forms.best().map_or(i32::MAX, i32::from),
        standard: form(Form::Standard),
        seven_pairs: form(Form::SevenPairs),
        thirteen_orphans: form(Form::ThirteenOrphans),
        pairs_and_triplet: form(Form::PairsAndTriplet),
        honours_and_knitted: form(Form::HonoursAndKnitted),
        greater_honours_and_knitted: form(Form::GreaterHonoursAndKnitted),
        knitted_straight: form(Form::KnittedStraight),
        eight_pairs: form(Form::EightPairs),
    })
}

/// A hand's first `limit` decompositions (1,000 unless given).
fn decompositions_with(
    core: &hupai::Engine,
    hand: &hupai::Hand,
    limit: Option<u32>,
) -> Result<Vec<Decomposition>> {
    let found = core.decompositions(hand).map_err(bad_hand)?;
    let limit = limit.unwrap_or(1000) as usize;
    Ok(found
        .take(limit)
        .map(|d| Decomposition {
            form: d.form().name().to_string(),
            groups: d.groups().iter().map(|g| g.to_string()).collect(),
        })
        .collect())
}

/// A hand's discard masks, as JavaScript gets them.
fn discard_masks_with(core: &hupai::Engine, hand: &hupai::Hand) -> Result<DiscardMasks> {
    let masks = core.discard_masks(hand).map_err(bad_hand)?;
    Ok(DiscardMasks {
        shanten: masks.shanten().into(),
        keep: discard_names(masks.keep()),
        raise: discard_names(masks.raise()),
    })
}

/// What a hand accepts, as JavaScript gets it.
fn ukeire_with(core: &hupai::Engine, hand: &hupai::Hand, seen: &[u8; 34]) -> Result<UkeireAnswer> {
    let ukeire = core.ukeire(hand, seen).map_err(bad_hand)?;
    Ok(ukeire_answer(&ukeire))
}

/// Discard advice, as JavaScript gets it.
fn discards_with(
    core: &hupai::Engine,
    hand: &hupai::Hand,
    seen: &[u8; 34],
) -> Result<DiscardAdvice> {
    let advice = core.discards(hand, seen).map_err(bad_hand)?;
    let discards = (advice.discards().iter())
        .map(|d| {
            let after = ukeire_answer(d.ukeire());
            Discard {
                discard: d.discarded().to_string(),
                shanten: d.shanten().into(),
                accepted: after.accepted,
                live: after.live,
                live_by_tile: after.live_by_tile,
            }
        })
        .collect();
    Ok(DiscardAdvice {
        shanten: advice.shanten().into(),
        discards,
    })
}
