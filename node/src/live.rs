//! Kept hands: a player's hand through a game, judged from its kept keys.

use hupai::Tile;
use hupai::hints::Discarded;
use napi_derive::napi;

use crate::{Code, Engine, HandArg, Result, bad_hand, error, hand_of, tile_names};

/// A hand kept through a game: `draw` and `discard` update it in a few operations.
#[napi]
pub struct LiveHand {
    live: hupai::LiveHand,
}

fn drawn(tile: &str) -> Result<Discarded> {
    if tile == "J" {
        return Ok(Discarded::Joker);
    }
    let tile: Tile = tile.parse().map_err(|e| error(Code::BadArgument, e))?;
    Ok(Discarded::Tile(tile))
}

#[napi]
impl LiveHand {
    /// Keeps `hand`.
    #[napi(constructor)]
    pub fn new(
        #[napi(ts_arg_type = "HandArg")] hand: HandArg<'_>,
        jokers: Option<u32>,
    ) -> Result<LiveHand> {
        Ok(LiveHand {
            live: hupai::LiveHand::new(hand_of(&hand, jokers)?),
        })
    }

    /// Adds a tile (`J` a joker): a fifth copy or an 18th tile is refused.
    #[napi]
    pub fn draw(&mut self, tile: String) -> Result<()> {
        match drawn(&tile)? {
            Discarded::Joker => self.live.draw_joker(),
            Discarded::Tile(tile) => self.live.draw(tile),
        }
        .map_err(bad_hand)
    }

    /// Takes a tile out (`J` a joker): one the hand does not hold is refused.
    #[napi]
    pub fn discard(&mut self, tile: String) -> Result<()> {
        match drawn(&tile)? {
            Discarded::Joker => self.live.discard_joker(),
            Discarded::Tile(tile) => self.live.discard(tile),
        }
        .map_err(bad_hand)
    }

    /// The hand kept, in MPSZ notation.
    #[napi]
    pub fn hand(&self) -> String {
        self.live.hand().to_string()
    }
}

#[napi]
impl Engine {
    /// `isWin` for a kept hand.
    #[napi]
    pub fn is_win_live(&self, live: &LiveHand) -> bool {
        self.core.is_win_live(&live.live)
    }

    /// `check` for a kept hand.
    #[napi]
    pub fn check_live(&self, live: &LiveHand) -> Result<Vec<String>> {
        let forms = self.core.check_live(&live.live).map_err(bad_hand)?;
        Ok(forms.iter().map(|f| f.name().to_string()).collect())
    }

    /// The waits of a kept hand of 3n+1 tiles.
    #[napi]
    pub fn waits_live(&self, live: &LiveHand) -> Result<Vec<String>> {
        let waits = self.core.waits_live(&live.live).map_err(bad_hand)?;
        Ok(tile_names(waits.iter()))
    }
}
