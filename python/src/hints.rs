//! What `Engine.ukeire` and `Engine.discards` answer: typed results read on access.
//!
//! Each holds the library's answer (a few dozen bytes) and makes Python objects only
//! for what is read: `accepted`, `live_by_tile` and the list of discards are built on
//! their first read. Each is also a read-only mapping with the keys of the command
//! line's JSON (`advice["discards"][0]["live_by_tile"]` keeps working, `dict(answer)`
//! copies it, `answer == {...}` compares with a dict), registered as a
//! `collections.abc.Mapping` by `hupai/__init__.py`. Pickled, each is its dict.

use std::sync::OnceLock;

use pyo3::exceptions::PyKeyError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};

use hupai::hints::{Discard as CoreDiscard, DiscardAdvice as CoreAdvice, Discarded};
use hupai::tiles::KINDS;

use crate::tile_names;

/// The name of a tile id (`KINDS`: a joker, "J"), shared.
fn name(py: Python<'_>, id: usize) -> Py<PyAny> {
    tile_names(py)[id].clone_ref(py).into_any()
}

/// The accepted tile names of an answer.
fn accepted_names<'py>(
    py: Python<'py>,
    ukeire: &hupai::hints::Ukeire,
) -> PyResult<Bound<'py, PyList>> {
    let (mut ids, mut count) = ([0usize; KINDS], 0);
    for tile in ukeire.accepted() {
        (ids[count], count) = (tile.id(), count + 1);
    }
    let names = tile_names(py);
    // A list of its length, filled in place: `PyList::new` appends one by one under
    // the stable ABI, reallocating as it grows (half the cost of the list).
    // SAFETY: a new list of `count` slots, each set once with a new reference.
    unsafe {
        let list = pyo3::ffi::PyList_New(count as pyo3::ffi::Py_ssize_t);
        let list = Bound::from_owned_ptr_or_err(py, list)?.cast_into_unchecked::<PyList>();
        for (slot, &id) in ids[..count].iter().enumerate() {
            let name = names[id].clone_ref(py).into_ptr();
            pyo3::ffi::PyList_SetItem(list.as_ptr(), slot as pyo3::ffi::Py_ssize_t, name);
        }
        Ok(list)
    }
}

/// Each accepted tile's live copies, by name.
fn live_by_tile<'py>(
    py: Python<'py>,
    ukeire: &hupai::hints::Ukeire,
) -> PyResult<Bound<'py, PyDict>> {
    let names = tile_names(py);
    let by_tile = PyDict::new(py);
    for tile in ukeire.accepted() {
        by_tile.set_item(names[tile.id()].bind(py), ukeire.live(tile))?;
    }
    Ok(by_tile)
}

/// A value made once, on its first read. Made outside the cell and then set (a race
/// keeps the first): `PyOnceLock` would let go of the GIL and take it back around
/// the first making, which cost more than making a list of tiles.
fn once<'py>(
    py: Python<'py>,
    cell: &OnceLock<Py<PyAny>>,
    make: impl FnOnce() -> PyResult<Bound<'py, PyAny>>,
) -> PyResult<Py<PyAny>> {
    if let Some(value) = cell.get() {
        return Ok(value.clone_ref(py));
    }
    let _ = cell.set(make()?.unbind());
    Ok(cell.get().expect("set just now").clone_ref(py))
}

/// The read-only mapping methods of a result type: `KEYS` its keys, `field(py, key)`
/// the value of one.
macro_rules! with_mapping {
    ($type:ty, { $($own:tt)* }) => {
        #[pymethods]
        impl $type {
            $($own)*

            fn __getitem__(&self, py: Python<'_>, key: &str) -> PyResult<Py<PyAny>> {
                self.field(py, key)?
                    .ok_or_else(|| PyKeyError::new_err(key.to_string()))
            }

            fn __len__(&self) -> usize {
                Self::KEYS.len()
            }

            fn __iter__(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                Ok(PyList::new(py, Self::KEYS)?.into_any().try_iter()?.into_any().unbind())
            }

            fn __contains__(&self, key: &Bound<'_, PyAny>) -> bool {
                key_of(key).is_some_and(|key| Self::KEYS.contains(&&*key))
            }

            /// The keys, as a dict's.
            fn keys(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                Ok(self.to_dict(py)?.call_method0("keys")?.unbind())
            }

            /// The values, as a dict's.
            fn values(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                Ok(self.to_dict(py)?.call_method0("values")?.unbind())
            }

            /// The items, as a dict's.
            fn items(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                Ok(self.to_dict(py)?.call_method0("items")?.unbind())
            }

            /// `self[key]`, or `default` for a key it does not have.
            #[pyo3(signature = (key, default = None))]
            fn get(
                &self,
                py: Python<'_>,
                key: &Bound<'_, PyAny>,
                default: Option<Py<PyAny>>,
            ) -> PyResult<Option<Py<PyAny>>> {
                match key_of(key) {
                    Some(key) => Ok(self.field(py, &key)?.or(default)),
                    None => Ok(default),
                }
            }

            /// A plain dict of every field (nested results as dicts too): what the
            /// command line's JSON holds.
            fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
                let dict = PyDict::new(py);
                for key in Self::KEYS {
                    let value = self.field(py, key)?.expect("a key of its own");
                    dict.set_item(*key, plain(py, value.bind(py))?)?;
                }
                Ok(dict)
            }

            /// Equal to the same result, or to a mapping with the same items.
            fn __eq__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
                let other = match other.getattr("to_dict") {
                    Ok(to_dict) if other.is_instance_of::<$type>() => to_dict.call0()?,
                    _ => other.clone(),
                };
                self.to_dict(py)?.eq(other)
            }

            fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
                let name = stringify!($type);
                Ok(format!("{name}({})", self.to_dict(py)?.repr()?))
            }

            fn __reduce__(&self, py: Python<'_>) -> PyResult<(Py<PyAny>, (Py<PyDict>,))> {
                let dict = py.get_type::<PyDict>().into_any().unbind();
                Ok((dict, (self.to_dict(py)?.unbind(),)))
            }
        }
    };
}

/// A key that is a string.
fn key_of(key: &Bound<'_, PyAny>) -> Option<String> {
    Some(key.cast::<PyString>().ok()?.to_cow().ok()?.into_owned())
}

/// A value as a plain one: a result as its dict, a list of results as a list of
/// dicts, anything else as it is.
fn plain<'py>(py: Python<'py>, value: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    if let Ok(discard) = value.cast::<Discard>() {
        return Ok(discard.get().to_dict(py)?.into_any());
    }
    if let Ok(list) = value.cast::<PyList>() {
        let items = list
            .iter()
            .map(|item| plain(py, &item))
            .collect::<PyResult<Vec<_>>>()?;
        return Ok(PyList::new(py, items)?.into_any());
    }
    Ok(value.clone())
}

/// What a hand of 3n+1 tiles accepts (有效牌): `shanten`, `accepted` (tile names, in
/// tile order), `live` (their live copies together), `live_by_tile` ({name: copies});
/// also a read-only mapping of those keys.
#[pyclass(frozen, module = "hupai")]
pub struct Ukeire {
    ukeire: hupai::hints::Ukeire,
    accepted: OnceLock<Py<PyAny>>,
    live_by_tile: OnceLock<Py<PyAny>>,
}

impl Ukeire {
    const KEYS: &[&str] = &["shanten", "accepted", "live", "live_by_tile"];

    pub(crate) fn new(ukeire: hupai::hints::Ukeire) -> Ukeire {
        Ukeire {
            ukeire,
            accepted: OnceLock::new(),
            live_by_tile: OnceLock::new(),
        }
    }

    fn field(&self, py: Python<'_>, key: &str) -> PyResult<Option<Py<PyAny>>> {
        Ok(Some(match key {
            "shanten" => self.ukeire.shanten().into_pyobject(py)?.into_any().unbind(),
            "accepted" => self.accepted(py)?,
            "live" => self
                .ukeire
                .total_live()
                .into_pyobject(py)?
                .into_any()
                .unbind(),
            "live_by_tile" => self.live_by_tile(py)?,
            _ => return Ok(None),
        }))
    }
}

with_mapping!(Ukeire, {
    /// The hand's shanten (0 waiting).
    #[getter]
    fn shanten(&self) -> i8 {
        self.ukeire.shanten()
    }

    /// The accepted kinds' names, in tile order.
    #[getter]
    fn accepted(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        once(py, &self.accepted, || {
            Ok(accepted_names(py, &self.ukeire)?.into_any())
        })
    }

    /// The accepted kinds as a mask: bit `id` for tile id `id`.
    #[getter]
    fn accepted_bits(&self) -> u64 {
        self.ukeire.accepted_bits()
    }

    /// The live copies of every accepted kind together.
    #[getter]
    fn live(&self) -> u32 {
        self.ukeire.total_live()
    }

    /// Each accepted kind's live copies: {name: copies}.
    #[getter]
    fn live_by_tile(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        once(py, &self.live_by_tile, || {
            Ok(live_by_tile(py, &self.ukeire)?.into_any())
        })
    }

    /// The live copies of one tile (0 for a kind not accepted).
    fn live_of(&self, tile: &str) -> PyResult<u8> {
        Ok(self.ukeire.live(crate::tile_of(tile)?))
    }
});

/// One discard and what the hand then accepts: `discard` (a tile name, or "J"), and
/// the fields of `Ukeire`; also a read-only mapping of those keys.
#[pyclass(frozen, module = "hupai")]
pub struct Discard {
    discarded: Discarded,
    /// What the hand then accepts, held in place (a Python `Ukeire` is made only
    /// when `ukeire` is read: one object a discard, not two).
    after: Ukeire,
}

impl Discard {
    const KEYS: &[&str] = &["discard", "shanten", "accepted", "live", "live_by_tile"];

    fn of(discard: &CoreDiscard) -> Discard {
        Discard {
            discarded: discard.discarded(),
            after: Ukeire::new(*discard.ukeire()),
        }
    }

    fn field(&self, py: Python<'_>, key: &str) -> PyResult<Option<Py<PyAny>>> {
        match key {
            "discard" => Ok(Some(self.discard(py))),
            _ => self.after.field(py, key),
        }
    }
}

with_mapping!(Discard, {
    /// The tile let go: its name, or "J" for a joker.
    #[getter]
    fn discard(&self, py: Python<'_>) -> Py<PyAny> {
        match self.discarded {
            Discarded::Tile(tile) => name(py, tile.id()),
            Discarded::Joker => name(py, KINDS),
        }
    }

    /// What the hand accepts after it: an `Ukeire`.
    #[getter]
    fn ukeire(&self) -> Ukeire {
        Ukeire::new(self.after.ukeire)
    }

    /// The shanten after the discard.
    #[getter]
    fn shanten(&self) -> i8 {
        self.after.ukeire.shanten()
    }

    /// The tiles accepted after the discard.
    #[getter]
    fn accepted(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.after.accepted(py)
    }

    /// Their live copies together.
    #[getter]
    fn live(&self) -> u32 {
        self.after.ukeire.total_live()
    }

    /// Each accepted tile's live copies.
    #[getter]
    fn live_by_tile(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        self.after.live_by_tile(py)
    }
});

/// Discard advice (何切る) for a hand of 3n+2 tiles: `shanten` (the hand's own) and
/// `discards` (a `Discard` per distinct tile let go, best first; made on first read);
/// also a read-only mapping of those keys.
#[pyclass(frozen, module = "hupai")]
pub struct DiscardAdvice {
    advice: CoreAdvice,
    discards: OnceLock<Py<PyAny>>,
}

impl DiscardAdvice {
    const KEYS: &[&str] = &["shanten", "discards"];

    pub(crate) fn new(advice: CoreAdvice) -> DiscardAdvice {
        DiscardAdvice {
            advice,
            discards: OnceLock::new(),
        }
    }

    fn field(&self, py: Python<'_>, key: &str) -> PyResult<Option<Py<PyAny>>> {
        Ok(Some(match key {
            "shanten" => self.advice.shanten().into_pyobject(py)?.into_any().unbind(),
            "discards" => self.discards(py)?,
            _ => return Ok(None),
        }))
    }
}

with_mapping!(DiscardAdvice, {
    /// The hand's own shanten.
    #[getter]
    fn shanten(&self) -> i8 {
        self.advice.shanten()
    }

    /// Every distinct discard, best first: a list of `Discard`.
    #[getter]
    fn discards(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
        once(py, &self.discards, || {
            let discards = (self.advice.discards().iter())
                .map(|d| Py::new(py, Discard::of(d)))
                .collect::<PyResult<Vec<_>>>()?;
            Ok(PyList::new(py, discards)?.into_any())
        })
    }

    /// The best discard (the first), or None for a hand with nothing to let go.
    #[getter]
    fn best(&self, py: Python<'_>) -> PyResult<Option<Py<Discard>>> {
        (self.advice.discards().first())
            .map(|d| Py::new(py, Discard::of(d)))
            .transpose()
    }
});
