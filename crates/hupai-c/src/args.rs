//! Reading what C passes: pointers checked for null, lengths for what fits in
//! memory, counts and tile ids made hands; each failure a status and a message.

use super::*;

/// # Safety
/// `pointer` is null or points to a valid `T` for the call.
#[inline]
pub(crate) unsafe fn borrow<'a, T>(pointer: *const T, what: &str) -> Result<&'a T, Failure> {
    // SAFETY: the caller promises `pointer` is null or valid.
    unsafe { pointer.as_ref() }.ok_or_else(|| null(what))
}

/// # Safety
/// `pointer` is null or points to `len` valid `T`s for the call.
#[inline]
pub(crate) unsafe fn slice<'a, T>(
    pointer: *const T,
    len: usize,
    what: &str,
) -> Result<&'a [T], Failure> {
    if len == 0 {
        return Ok(&[]);
    }
    if pointer.is_null() {
        return Err(null(what));
    }
    fits_in_memory::<T>(len, what)?;
    // SAFETY: non-null, and the caller promises `len` valid elements.
    Ok(unsafe { std::slice::from_raw_parts(pointer, len) })
}

/// Refuses a length no buffer can have (more than `isize::MAX` bytes).
#[inline]
pub(crate) fn fits_in_memory<T>(len: usize, what: &str) -> Result<(), Failure> {
    match len.checked_mul(size_of::<T>()) {
        Some(bytes) if isize::try_from(bytes).is_ok() => Ok(()),
        _ => Err(failure(
            HupaiStatus::HupaiBadArgument,
            format!("{what}: a length of {len} is more than any buffer holds"),
        )),
    }
}

/// # Safety
/// `pointer` is null or points to `len` writable `T`s for the call.
#[inline]
pub(crate) unsafe fn slice_mut<'a, T>(
    pointer: *mut T,
    len: usize,
    what: &str,
) -> Result<&'a mut [T], Failure> {
    if len == 0 {
        return Ok(&mut []);
    }
    if pointer.is_null() {
        return Err(null(what));
    }
    fits_in_memory::<T>(len, what)?;
    // SAFETY: non-null, and the caller promises `len` writable elements.
    Ok(unsafe { std::slice::from_raw_parts_mut(pointer, len) })
}

/// # Safety
/// `text` is null or a NUL-terminated string.
#[inline]
pub(crate) unsafe fn text<'a>(text: *const c_char, what: &str) -> Result<&'a str, Failure> {
    if text.is_null() {
        return Err(null(what));
    }
    // SAFETY: non-null and NUL-terminated, as the caller promises.
    unsafe { CStr::from_ptr(text) }.to_str().map_err(|_| {
        failure(
            HupaiStatus::HupaiBadArgument,
            format!("{what} is not UTF-8"),
        )
    })
}

/// # Safety
/// `counts` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn counts_of<'a>(counts: *const u8) -> Result<&'a [u8; KINDS], Failure> {
    // SAFETY: forwarded from the caller.
    let counts = unsafe { slice(counts, KINDS, "counts") }?;
    Ok(counts.try_into().expect("34 counts"))
}

#[inline]
pub(crate) fn hand_from_counts(counts: &[u8; KINDS], jokers: u8) -> Result<Hand, Failure> {
    Hand::from_counts(*counts, jokers).map_err(bad_hand)
}

/// Reads a hand of 34 counts as `engine` reads it: a joker kind of more than four
/// copies in the wall (八红中) may be counted above four.
///
/// # Safety
/// `counts` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn engine_counts_hand(
    engine: &hupai_core::Engine,
    counts: *const u8,
    jokers: u8,
) -> Result<Hand, Failure> {
    // SAFETY: forwarded from the caller.
    let counts = unsafe { counts_of(counts)? };
    engine.hand_from_counts(counts, jokers).map_err(bad_hand)
}

/// Reads a hand of 34 counts.
///
/// # Safety
/// `counts` is null or points to 34 readable bytes.
#[inline]
pub(crate) unsafe fn counts_hand(counts: *const u8, jokers: u8) -> Result<Hand, Failure> {
    // SAFETY: forwarded from the caller.
    hand_from_counts(unsafe { counts_of(counts)? }, jokers)
}

/// Reads a hand of `len` tile ids (the library refuses too many before looking).
///
/// # Safety
/// `ids` is null or points to `len` readable bytes.
#[inline]
pub(crate) unsafe fn ids_hand(ids: *const u8, len: usize, jokers: u8) -> Result<Hand, Failure> {
    // SAFETY: forwarded from the caller.
    let ids = unsafe { slice(ids, len, "ids")? };
    Hand::from_ids(ids, jokers).map_err(bad_hand)
}

/// # Safety
/// `pointer` is null or writable.
#[inline]
pub(crate) unsafe fn writable<'a, T>(pointer: *mut T, what: &str) -> Result<&'a mut T, Failure> {
    // SAFETY: forwarded from the caller.
    unsafe { pointer.as_mut() }.ok_or_else(|| null(what))
}

/// Writes `text` and a NUL to `buffer` when they fit in `capacity` bytes, else leaves
/// it empty (a NUL at its start when `capacity` > 0); `length` gets the text's length.
///
/// # Safety
/// `buffer` is null or points to `capacity` writable bytes; `length` is writable.
pub(crate) unsafe fn write_sized_text(
    text: &str,
    buffer: *mut c_char,
    capacity: usize,
    length: *mut usize,
) -> Result<(), Failure> {
    // SAFETY: forwarded from the caller.
    unsafe {
        *writable(length, "length")? = text.len();
        if !buffer.is_null() && capacity > 0 {
            let room = slice_mut(buffer.cast::<u8>(), capacity, "buffer")?;
            let copied = if text.len() < capacity { text.len() } else { 0 };
            room[..copied].copy_from_slice(&text.as_bytes()[..copied]);
            room[copied] = 0;
        }
    }
    Ok(())
}
