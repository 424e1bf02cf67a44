//! The quick questions' path: one plain N-API function per engine, no class to
//! unwrap and no value made but a number.
//!
//! napi-rs's class methods pay ~250 ns to reach `this` and ~50 ns per typed array
//! argument; the win check itself is ~30 ns. So `index.js` asks the quick questions
//! (win, waits, shanten, accepted tiles) through a function made here for each engine:
//! the engine is the function's own data, the hand's counts cross in a buffer both
//! sides share (written by JavaScript before the call, `IO` below), and the answer is
//! one number, with anything more left in the buffer. Whatever is not quick here
//! (text too long, counts that are no hand, any error) answers `NaN`, and `index.js`
//! asks the engine's full method, which gives the error its code and message.

use std::cell::UnsafeCell;
use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::Arc;

use hupai::hints::seen_of;
use hupai::{Engine as Core, Hand};
use napi::bindgen_prelude::JsObjectValue;
use napi::bindgen_prelude::{Object, Unknown};
use napi::{Env, sys};
use napi_derive::napi;

use crate::{Code, Engine, Result, error};

/// The shared buffer's layout, in bytes (`index.js` reads it from [`quick_layout`]).
mod io {
    /// The hand's 34 counts (in).
    pub const HAND: usize = 0;
    /// The seen tiles' 34 counts, for accepted tiles (in).
    pub const SEEN: usize = 34;
    /// The question, a little-endian u32 (in): see [`super::Question`].
    pub const CODE: usize = 104;
    /// The answer, a little-endian f64 (out): `NaN` where the full path must answer.
    pub const ANSWER: usize = 112;
    /// More answers, little-endian f64s (out): the exhausted waits' mask; or the
    /// shanten of accepted tiles, their live copies together, and each accepted
    /// kind's live copies, five bits a kind (a joker kind may have 16), ten kinds a
    /// number.
    pub const MORE: usize = 120;
    /// The whole buffer.
    pub const LEN: usize = 168;
}

/// The quick path's layout and question numbers, for `index.js` to read at load:
/// the one definition of the buffer both sides share. For `index.js` only.
#[napi(skip_typescript)]
pub fn quick_layout(env: &Env) -> Result<Object<'_>> {
    let numbers = [
        ("hand", io::HAND as u32),
        ("seen", io::SEEN as u32),
        ("code", io::CODE as u32),
        ("answer", io::ANSWER as u32),
        ("more", io::MORE as u32),
        ("length", io::LEN as u32),
        ("isWin", Question::IsWin as u32),
        ("waits", Question::Waits as u32),
        ("shanten", Question::Shanten as u32),
        ("ukeire", Question::Ukeire as u32),
    ];
    let layout = || -> napi::Result<Object<'_>> {
        let mut layout = Object::new(env)?;
        for (name, number) in numbers {
            layout.set_named_property(name, number)?;
        }
        Ok(layout)
    };
    layout().map_err(|e| error(Code::BadArgument, e.reason))
}

/// The questions, as `index.js` numbers them in the buffer's code: the question
/// shifted left by 9, bit 8 set when the hand is text (the function's argument),
/// the joker count in the low byte.
#[derive(Clone, Copy)]
enum Question {
    IsWin = 1,
    Waits = 2,
    Shanten = 3,
    Ukeire = 4,
}

impl Question {
    fn of(number: u32) -> Option<Question> {
        [Self::IsWin, Self::Waits, Self::Shanten, Self::Ukeire]
            .into_iter()
            .find(|&q| q as u32 == number)
    }
}

/// The shared buffer, aligned for its f64.
#[repr(C, align(8))]
struct Io(UnsafeCell<[u8; io::LEN]>);

/// What an engine's function holds: the engine and the buffer it shares with
/// JavaScript (an external `ArrayBuffer` over `io`, alive while either side is).
struct Asker {
    core: Core,
    io: Io,
}

// SAFETY: the buffer is read and written only on the JavaScript thread that owns
// the function and the ArrayBuffer over it (N-API values never cross threads).
unsafe impl Send for Asker {}
unsafe impl Sync for Asker {}

/// The quick path of an engine: `{ ask, io }`, the function and a `Uint8Array`
/// over the buffer it reads. For `index.js` only.
#[napi(skip_typescript)]
pub fn quick_path<'env>(env: &'env Env, engine: &Engine) -> Result<Object<'env>> {
    let asker = Arc::new(Asker {
        core: engine.core.clone(),
        io: Io(UnsafeCell::new([0; io::LEN])),
    });
    let raw = env.raw();
    let failed = |what: &str| error(Code::BadArgument, format!("the quick path's {what}"));
    // SAFETY: plain N-API calls on this thread's env; each pointer handed over is
    // an `Arc` reference released by the finalizer of the value that holds it.
    unsafe {
        let mut ask = null_mut();
        let data = Arc::into_raw(Arc::clone(&asker)) as *mut c_void;
        let status =
            sys::napi_create_function(raw, c"ask".as_ptr(), 3, Some(ask_raw), data, &mut ask);
        if status != sys::Status::napi_ok
            || sys::napi_add_finalizer(raw, ask, data, Some(release), null_mut(), null_mut())
                != sys::Status::napi_ok
        {
            // No finalizer holds this reference: let it go here.
            drop(Arc::from_raw(data as *const Asker));
            return Err(failed("function"));
        }
        let mut buffer = null_mut();
        let bytes = asker.io.0.get() as *mut c_void;
        let data = Arc::into_raw(Arc::clone(&asker)) as *mut c_void;
        if sys::napi_create_external_arraybuffer(
            raw,
            bytes,
            io::LEN,
            Some(release),
            data,
            &mut buffer,
        ) != sys::Status::napi_ok
        {
            drop(Arc::from_raw(data as *const Asker));
            return Err(failed("buffer"));
        }
        let mut view = null_mut();
        if sys::napi_create_typedarray(
            raw,
            sys::TypedarrayType::uint8_array,
            io::LEN,
            buffer,
            0,
            &mut view,
        ) != sys::Status::napi_ok
        {
            return Err(failed("view"));
        }
        let quick = || -> napi::Result<Object<'env>> {
            let mut quick = Object::new(env)?;
            quick.set_named_property("ask", Unknown::from_raw_unchecked(raw, ask))?;
            quick.set_named_property("io", Unknown::from_raw_unchecked(raw, view))?;
            Ok(quick)
        };
        quick().map_err(|e| failed(&e.reason))
    }
}

/// Drops the `Arc` reference a function or a buffer held.
unsafe extern "C" fn release(_env: sys::napi_env, data: *mut c_void, hint: *mut c_void) {
    // The buffer passes its reference as the hint, the function as the data.
    let held = if hint.is_null() { data } else { hint };
    // SAFETY: made by `Arc::into_raw` in `quick_path`, released once.
    drop(unsafe { Arc::from_raw(held as *const Asker) });
}

/// The function's body: `ask()` for a hand of counts in the buffer, `ask(text)`
/// for text; the question is in the buffer, and so is the answer. Nothing is made
/// or returned: reading a number argument and making one cost as much as the
/// question.
unsafe extern "C" fn ask_raw(env: sys::napi_env, info: sys::napi_callback_info) -> sys::napi_value {
    let mut argv = [null_mut(); 1];
    let mut argc = argv.len();
    let mut data = null_mut();
    // SAFETY: N-API calls within a callback; `data` is the `Asker` the function was
    // made with, alive while the function is; the JavaScript thread, in this call,
    // is not touching the buffer.
    unsafe {
        let status = sys::napi_get_cb_info(
            env,
            info,
            &mut argc,
            argv.as_mut_ptr(),
            null_mut(),
            &mut data,
        );
        if status != sys::Status::napi_ok || data.is_null() {
            return null_mut();
        }
        let asker = &*(data as *const Asker);
        let io = &mut *asker.io.0.get();
        let code = u32::from_le_bytes(io[io::CODE..io::CODE + 4].try_into().expect("4 bytes"));
        let text = (code >> 8 & 1 == 1).then(|| match argc {
            0 => None,
            _ => text_of(env, argv[0]),
        });
        let answer = answer(&asker.core, io, code, text).unwrap_or(f64::NAN);
        io[io::ANSWER..io::ANSWER + 8].copy_from_slice(&answer.to_le_bytes());
    }
    null_mut()
}

/// Room for any MPSZ text of a playable hand written sensibly; longer text goes
/// the full way.
const TEXT: usize = 96;

/// The bytes of a short string argument, or `None` (not a string, or too long).
///
/// # Safety
/// Within a callback, `value` one of its arguments.
unsafe fn text_of(env: sys::napi_env, value: sys::napi_value) -> Option<([u8; TEXT], usize)> {
    let mut buffer = [0u8; TEXT];
    let mut length = 0;
    // SAFETY: forwarded; the buffer holds TEXT bytes, the last kept for the NUL.
    let status = unsafe {
        sys::napi_get_value_string_utf8(env, value, buffer.as_mut_ptr().cast(), TEXT, &mut length)
    };
    (status == sys::Status::napi_ok && length < TEXT - 1).then_some((buffer, length))
}

/// One question's answer as a number, the rest written to the buffer; `None` for
/// the full path.
fn answer(
    core: &Core,
    io: &mut [u8; io::LEN],
    code: u32,
    text: Option<Option<([u8; TEXT], usize)>>,
) -> Option<f64> {
    let hand = match text {
        Some(text) => {
            let (bytes, length) = text?;
            std::str::from_utf8(&bytes[..length]).ok()?.parse().ok()?
        }
        None => {
            let counts: [u8; 34] = io[io::HAND..io::HAND + 34].try_into().ok()?;
            Hand::from_counts(counts, (code & 0xFF) as u8).ok()?
        }
    };
    match Question::of(code >> 9)? {
        Question::IsWin => Some(f64::from(u8::from(core.is_win(&hand)))),
        Question::Shanten => core.shanten(&hand).ok().map(f64::from),
        Question::Waits => {
            let waits = core.waits(&hand).ok()?;
            write_more(io, &[waits.exhausted_bits() as f64]);
            Some(waits.bits() as f64)
        }
        Question::Ukeire => {
            let seen: [u8; 34] = io[io::SEEN..io::SEEN + 34].try_into().ok()?;
            let seen = seen_of(&Hand::from_counts(seen, 0).ok()?);
            let ukeire = core.ukeire(&hand, &seen).ok()?;
            let mut live = [0u64; 4];
            for tile in ukeire.accepted() {
                let id = tile.id();
                live[id / 10] |= u64::from(ukeire.live(tile)) << (5 * (id % 10));
            }
            let (shanten, total) = (ukeire.shanten().into(), ukeire.total_live().into());
            let [a, b, c, d] = live.map(|word| word as f64);
            write_more(io, &[shanten, total, a, b, c, d]);
            Some(ukeire.accepted_bits() as f64)
        }
    }
}

/// Writes the answers after the first.
fn write_more(io: &mut [u8; io::LEN], more: &[f64]) {
    for (slot, value) in io[io::MORE..].chunks_exact_mut(8).zip(more) {
        slot.copy_from_slice(&value.to_le_bytes());
    }
}
