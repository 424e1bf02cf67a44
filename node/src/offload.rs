//! Promise-returning questions: the work runs on libuv's thread pool, off the event
//! loop, so that a long scoring search (a fan table with many jokers) or a hint never
//! stalls a server. The arguments are read on the calling thread, as the plain calls
//! read them; errors reject with the same codes.

use napi::bindgen_prelude::{AsyncTask, ToNapiValue, TypeName};
use napi::{Env, JsError, Task};

use crate::{Code, Result};

/// The work of one question, done once off the event loop.
type Work<T> = Box<dyn FnOnce() -> Result<T> + Send>;

/// A question answered off the event loop; its answer resolves the promise, its
/// error (code and message) rejects it.
pub struct Offloaded<T: Send + 'static> {
    work: Option<Work<T>>,
}

impl<T: Send + 'static> Offloaded<T> {
    /// The question `work` answers of (a copy of) `engine`, to run later on the
    /// thread pool: the promise a `…Async` call returns.
    pub(crate) fn on(
        engine: &hupai::Engine,
        work: impl FnOnce(&hupai::Engine) -> Result<T> + Send + 'static,
    ) -> AsyncTask<Offloaded<T>>
    where
        Offloaded<T>: Task,
    {
        let engine = engine.clone();
        AsyncTask::new(Offloaded {
            work: Some(Box::new(move || work(&engine))),
        })
    }
}

/// What the thread pool hands back: the answer, or the error's code and message
/// (a JavaScript error is made on the main thread, where it may be).
type Outcome<T> = std::result::Result<T, (Code, String)>;

impl<T: ToNapiValue + TypeName + Send + 'static> Task for Offloaded<T> {
    type Output = Outcome<T>;
    type JsValue = T;

    fn compute(&mut self) -> napi::Result<Outcome<T>> {
        let work = self.work.take().expect("a question is computed once");
        Ok(work().map_err(|e| (e.status, e.reason.clone())))
    }

    fn resolve(&mut self, env: Env, output: Outcome<T>) -> napi::Result<T> {
        output.map_err(|(code, message)| {
            let error = JsError::from(napi::Error::new(code, message));
            napi::Error::from(error.into_unknown(env))
        })
    }
}
