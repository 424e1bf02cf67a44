//! Every call's status and this thread's last message: the guard each entry point
//! runs under (no panic crosses the boundary), the failures it reports,
//! `hupai_last_error`.

use super::*;

/// The result of every call.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HupaiStatus {
    /// Success.
    HupaiOk = 0,
    /// A pointer argument was null.
    HupaiNullPointer = 1,
    /// A hand is impossible or not playable: more than four of a kind, a tile id
    /// out of range, too many tiles, a size or kind the rules do not play.
    HupaiBadHand = 2,
    /// A rules name or rules text that cannot be used.
    HupaiBadRules = 3,
    /// Table-file bytes that cannot be used.
    HupaiBadTables = 4,
    /// A length no buffer can have, a value out of range (such as a tile id above
    /// 33 where a kind is named), or text that is not UTF-8.
    HupaiBadArgument = 5,
    /// A bug in hupai: a panic was caught at the boundary.
    HupaiPanic = 6,
}

thread_local! {
    static LAST_ERROR: RefCell<String> = const { RefCell::new(String::new()) };
    /// Whether LAST_ERROR holds a message: a plain flag (no destructor to register, so
    /// no lazy state to check), read by every successful call.
    static HAS_ERROR: Cell<bool> = const { Cell::new(false) };
}

/// Runs `body`, turning an error or a panic into a status and a message. A success
/// allocates nothing and writes the thread's message only when a failure left one.
#[inline]
pub(crate) fn guard(body: impl FnOnce() -> Result<(), Failure>) -> HupaiStatus {
    let (status, message) = match catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => {
            forget_error();
            return HupaiStatus::HupaiOk;
        }
        Ok(Err(Failure(error))) => *error,
        Err(_) => (
            HupaiStatus::HupaiPanic,
            "internal error: hupai panicked".to_string(),
        ),
    };
    remember_error(message);
    status
}

/// Empties this thread's message after a success, touching it only when it holds one.
#[inline]
pub(crate) fn forget_error() {
    if HAS_ERROR.get() {
        remember_error(String::new());
    }
}

/// Keeps `message` as this thread's last error. A call made while the thread's
/// locals are being destroyed (from a TLS destructor) finds none: the message is
/// dropped rather than the process aborted.
pub(crate) fn remember_error(message: String) {
    HAS_ERROR.set(!message.is_empty());
    let _ = LAST_ERROR.try_with(|last| {
        if let Ok(mut last) = last.try_borrow_mut() {
            *last = message;
        }
    });
}

/// A failed call's status and message, boxed: a call's result is then a pointer
/// wide, and a success is a zero in a register.
pub(crate) struct Failure(Box<(HupaiStatus, String)>);

pub(crate) fn null(what: &str) -> Failure {
    failure(
        HupaiStatus::HupaiNullPointer,
        format!("{what} is a null pointer"),
    )
}

pub(crate) fn bad_hand(error: impl std::fmt::Display) -> Failure {
    failure(HupaiStatus::HupaiBadHand, error)
}

#[cold]
pub(crate) fn failure(status: HupaiStatus, error: impl std::fmt::Display) -> Failure {
    Failure(Box::new((status, error.to_string())))
}

/// Copies the message of this thread's last failed call (empty after a success) into
/// `buffer`, NUL-terminated and cut to at most `capacity` bytes on a UTF-8 character
/// boundary, and returns the message's full length in bytes (without the NUL). Call
/// with a null buffer to learn the length.
///
/// Requires: `buffer` is null or points to `capacity` writable bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn hupai_last_error(buffer: *mut c_char, capacity: usize) -> usize {
    let copy = |message: &str| {
        if !buffer.is_null() && capacity > 0 {
            let copied = utf8_prefix(message, capacity - 1).len();
            // SAFETY: `buffer` holds `capacity` bytes, as the caller promises; we write
            // `copied + 1 <= capacity`.
            unsafe {
                std::ptr::copy_nonoverlapping(message.as_ptr(), buffer.cast::<u8>(), copied);
                *buffer.add(copied) = 0;
            }
        }
        message.len()
    };
    // No panic may unwind out of here: a thread being torn down has no message.
    LAST_ERROR
        .try_with(|last| last.try_borrow().map_or_else(|_| copy(""), |m| copy(&m)))
        .unwrap_or_else(|_| copy(""))
}

/// The longest prefix of `text` of at most `limit` bytes that ends on a character
/// boundary.
pub(crate) fn utf8_prefix(text: &str, limit: usize) -> &str {
    let mut end = limit.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}
