//! Blocks of derived data made on first read, for the masks the waits and hints
//! derive from their tables: no start-up cost, and memory for the blocks hands touch.
//!
//! Each block is installed once by a compare-and-swap (a thread that loses the race
//! drops its copy) and freed with the whole: a read is a load and a null test, no lock.

use std::ptr::null_mut;
use std::sync::atomic::{AtomicPtr, Ordering};

/// Blocks of `T`, each made on its first read.
pub(crate) struct LazyBlocks<T> {
    /// Per block, its value once made; null before.
    blocks: Box<[AtomicPtr<T>]>,
}

impl<T> LazyBlocks<T> {
    /// `count` blocks, none made.
    pub(crate) fn new(count: usize) -> LazyBlocks<T> {
        LazyBlocks {
            blocks: (0..count).map(|_| AtomicPtr::default()).collect(),
        }
    }

    /// Block `index`, made by `make` if no thread made it yet.
    #[inline(always)]
    pub(crate) fn get(&self, index: usize, make: impl FnOnce() -> Box<T>) -> &T {
        let mut block = self.blocks[index].load(Ordering::Acquire);
        if block.is_null() {
            block = self.install(index, make);
        }
        // SAFETY: a non-null block came from `Box::into_raw` in `install` and is freed
        // only when the blocks are dropped, which no `&self` outlives.
        unsafe { &*block }
    }

    /// Makes block `index` and installs it, unless another thread did first.
    #[cold]
    #[inline(never)]
    fn install(&self, index: usize, make: impl FnOnce() -> Box<T>) -> *mut T {
        let fresh = Box::into_raw(make());
        let slot = &self.blocks[index];
        match slot.compare_exchange(null_mut(), fresh, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => fresh,
            Err(installed) => {
                // SAFETY: `fresh` came from `Box::into_raw` above and was never shared.
                drop(unsafe { Box::from_raw(fresh) });
                installed
            }
        }
    }

    /// How many blocks there are.
    pub(crate) fn len(&self) -> usize {
        self.blocks.len()
    }

    /// The blocks made so far.
    pub(crate) fn made(&self) -> impl Iterator<Item = &T> {
        self.blocks.iter().filter_map(|slot| {
            let block = slot.load(Ordering::Acquire);
            // SAFETY: as in `get`.
            (!block.is_null()).then(|| unsafe { &*block })
        })
    }
}

impl<T> Drop for LazyBlocks<T> {
    fn drop(&mut self) {
        for slot in self.blocks.iter_mut() {
            let block = *slot.get_mut();
            if !block.is_null() {
                // SAFETY: installed from `Box::into_raw`, freed once, here.
                drop(unsafe { Box::from_raw(block) });
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Threads racing for the same blocks all read the one installed; each is made
    /// at least once and dropped with the whole.
    #[test]
    fn racing_threads_read_one_block_each() {
        let made = std::sync::atomic::AtomicUsize::new(0);
        let blocks: LazyBlocks<[usize; 4]> = LazyBlocks::new(64);
        let read = || {
            (0..64)
                .map(|i| {
                    blocks.get(i, || {
                        made.fetch_add(1, Ordering::Relaxed);
                        Box::new([i; 4])
                    })[3]
                })
                .collect::<Vec<usize>>()
        };
        let (first, second) = std::thread::scope(|s| {
            let (a, b) = (s.spawn(read), s.spawn(read));
            (a.join().unwrap(), b.join().unwrap())
        });
        assert_eq!(first, (0..64).collect::<Vec<_>>());
        assert_eq!(first, second);
        assert_eq!(blocks.made().count(), blocks.len());
        assert!((64..=128).contains(&made.load(Ordering::Relaxed)));
    }
}
