//! hupai's own thread pool, one per process, so that parallel work survives `fork()`.
//!
//! A forked child has only the thread that called `fork()`: the worker threads of any
//! pool its parent started are gone, and work handed to that pool waits forever.
//! Pre-fork servers (nginx, PHP-FPM, OpenResty, skynet workers) load a library in the
//! parent, use it, then fork. So hupai never hands work to rayon's global pool (which
//! the parent, or any other library in it, may have started): it keeps a pool of its
//! own, tagged with the id of the process that built it, and a process that finds a
//! pool built by another (its parent, before the fork) builds a fresh one. The old one
//! is left alone: its threads do not exist here, and its memory is a few kilobytes.
//!
//! The pool takes its size from `RAYON_NUM_THREADS`, like rayon's global pool, or
//! else the number of cores. Work already inside a hupai pool task runs inline.
//!
//! Without the `rayon` feature the same two helpers run on the calling thread.

#[cfg(feature = "rayon")]
use rayon::prelude::*;

/// `items.map(work)` in order: on this process's pool, or on this thread without the
/// `rayon` feature.
pub(crate) fn map<T: Sync, R: Send>(items: &[T], work: impl Fn(&T) -> R + Sync + Send) -> Vec<R> {
    #[cfg(feature = "rayon")]
    {
        pool::install(|| items.par_iter().map(work).collect())
    }
    #[cfg(not(feature = "rayon"))]
    {
        items.iter().map(work).collect()
    }
}

/// `work` on matching chunks of `inputs` and `outputs` (equal lengths), `size` items a
/// task: on this process's pool, or on this thread without the `rayon` feature. The
/// first error stops the rest.
pub(crate) fn try_chunks<I: Sync, O: Send, E: Send>(
    inputs: &[I],
    outputs: &mut [O],
    size: usize,
    work: impl Fn(&[I], &mut [O]) -> Result<(), E> + Sync + Send,
) -> Result<(), E> {
    #[cfg(feature = "rayon")]
    {
        pool::install(|| {
            inputs
                .par_chunks(size)
                .zip(outputs.par_chunks_mut(size))
                .try_for_each(|(inputs, outputs)| work(inputs, outputs))
        })
    }
    #[cfg(not(feature = "rayon"))]
    {
        inputs
            .chunks(size)
            .zip(outputs.chunks_mut(size))
            .try_for_each(|(inputs, outputs)| work(inputs, outputs))
    }
}

/// [`try_chunks`] over two input slices of the same length, chunked alike.
pub(crate) fn try_chunks_zip<A: Sync, B: Sync, O: Send, E: Send>(
    first: &[A],
    second: &[B],
    outputs: &mut [O],
    size: usize,
    work: impl Fn(&[A], &[B], &mut [O]) -> Result<(), E> + Sync + Send,
) -> Result<(), E> {
    #[cfg(feature = "rayon")]
    {
        pool::install(|| {
            (first.par_chunks(size))
                .zip(second.par_chunks(size))
                .zip(outputs.par_chunks_mut(size))
                .try_for_each(|((a, b), outputs)| work(a, b, outputs))
        })
    }
    #[cfg(not(feature = "rayon"))]
    {
        (first.chunks(size))
            .zip(second.chunks(size))
            .zip(outputs.chunks_mut(size))
            .try_for_each(|((a, b), outputs)| work(a, b, outputs))
    }
}

/// The per-process pool itself.
#[cfg(feature = "rayon")]
mod pool {
    use std::sync::atomic::{AtomicPtr, Ordering};

    /// A pool and the process that built it.
    struct ProcessPool {
        process: u32,
        pool: rayon::ThreadPool,
    }

    /// This process's pool, or null before the first parallel call. Pools are leaked:
    /// at most one per process (plus one per race lost at start-up, freed at once).
    static POOL: AtomicPtr<ProcessPool> = AtomicPtr::new(std::ptr::null_mut());

    /// Runs `work` on this process's pool (built on first use, or anew after a fork), or
    /// on the calling thread when no pool can be built.
    ///
    /// A worker of another pool (the caller's own `par_iter`) would, while it waits,
    /// take up that pool's other jobs; one of them may wait for what this work is
    /// building (an engine's tables, behind a `OnceLock`), and the thread would wait
    /// for itself. So such a caller waits from a thread of its own, which takes up
    /// nothing else.
    pub(super) fn install<R: Send>(work: impl FnOnce() -> R + Send) -> R {
        let Some(pool) = pool() else {
            return work();
        };
        let foreign_worker =
            rayon::current_thread_index().is_some() && pool.current_thread_index().is_none();
        if !foreign_worker {
            return pool.install(work);
        }
        std::thread::scope(|scope| {
            let (tx, rx) = std::sync::mpsc::channel();
            let waiting = std::thread::Builder::new().spawn_scoped(scope, move || {
                let work = rx.recv().expect("sent below");
                pool.install(work)
            });
            match waiting {
                Ok(waiting) => {
                    tx.send(work).expect("the thread is waiting for it");
                    (waiting.join()).unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                }
                // No thread to be had: wait here, as before.
                Err(_) => pool.install(work),
            }
        })
    }

    /// The pool of this process.
    fn pool() -> Option<&'static rayon::ThreadPool> {
        let process = std::process::id();
        let current = POOL.load(Ordering::Acquire);
        // SAFETY: a non-null pointer came from `Box::into_raw` below and is never freed.
        if let Some(found) = unsafe { current.as_ref() }.filter(|p| p.process == process) {
            return Some(&found.pool);
        }
        let pool = rayon::ThreadPoolBuilder::new()
            .thread_name(|i| format!("hupai-{i}"))
            .build()
            .ok()?;
        let fresh = Box::into_raw(Box::new(ProcessPool { process, pool }));
        match POOL.compare_exchange(current, fresh, Ordering::AcqRel, Ordering::Acquire) {
            // SAFETY: just made from a Box and now published; never freed.
            Ok(_) => Some(unsafe { &(*fresh).pool }),
            Err(winner) => {
                // Another thread of this process published its pool first: use that one.
                // SAFETY: `fresh` was never published, so this is its only owner.
                drop(unsafe { Box::from_raw(fresh) });
                // SAFETY: as above, a published pointer is never freed.
                unsafe { winner.as_ref() }
                    .filter(|p| p.process == process)
                    .map(|p| &p.pool)
            }
        }
    }
}
