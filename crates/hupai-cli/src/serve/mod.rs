//! `hupai serve`: the playground page and the HTTP API on one address, every asset
//! embedded. Connections, bodies, hands, time and compiles are bounded, so no
//! request can hold the server or make it allocate without bound.

mod api;
mod engines;
mod error;
mod page;

use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::pin::Pin;
use std::process::ExitCode;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

use axum::Router;
use axum::response::Response;
use axum::routing::{get, post};
use clap::Args;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::{EXIT_USAGE, complain};
use api::{Limits, Question};
use engines::Engines;

/// `hupai serve`'s options.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// Address to listen on; port 0 takes a free port (the address is printed).
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// A rules file to offer by its name beside the built-ins; may be repeated.
    #[arg(long = "rules", value_name = "FILE")]
    rules: Vec<PathBuf>,
    /// Hands one request may hold at most.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    max_hands: usize,
    /// Bytes a request body may hold at most.
    #[arg(long, value_name = "BYTES", default_value_t = 1 << 20)]
    max_body: usize,
    /// Connections open at once at most; the next waits to be accepted.
    #[arg(long, value_name = "N", default_value_t = 1024)]
    max_connections: usize,
    /// Seconds a request may take, its body read and its hands judged (0.001 to
    /// 3600; fractions allowed).
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = seconds)]
    timeout: Duration,
    /// New inline rules (`rules_toml`) compiled per minute at most; more get 429.
    #[arg(long, value_name = "N", default_value_t = 60)]
    compiles_per_minute: u32,
    /// A line on standard error for each request: method, path, status, milliseconds.
    #[arg(long)]
    log: bool,
}

/// Seconds a client has at most to send a request's head (`--timeout` if shorter): a
/// slow client then loses its connection.
const HEAD_SECONDS: u64 = 5;

/// Seconds shutting down waits for requests under way before it drops them.
const DRAIN_SECONDS: u64 = 10;

/// A number of seconds from 0.001 to 3600.
fn seconds(text: &str) -> Result<Duration, String> {
    match text.trim().parse::<f64>() {
        Ok(seconds) if (0.001..=3600.0).contains(&seconds) => Ok(Duration::from_secs_f64(seconds)),
        _ => Err(format!(
            "{text:?} is not a number of seconds from 0.001 to 3600"
        )),
    }
}

/// What every request shares.
pub struct Server {
    engines: Arc<Engines>,
    limits: Limits,
    /// Permits for work on the blocking pool: batches, scores, decompositions.
    work: Arc<Semaphore>,
}

/// Runs the server until SIGTERM or Ctrl-C.
pub fn run(args: &ServeArgs) -> ExitCode {
    let mut loaded = Vec::new();
    for path in &args.rules {
        match crate::read_rules(path) {
            Ok(rules) => loaded.push(rules),
            Err(message) => {
                complain(message);
                return ExitCode::from(EXIT_USAGE);
            }
        }
    }
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let server = Server {
        engines: Arc::new(Engines::new(loaded, args.compiles_per_minute)),
        limits: Limits {
            max_body: args.max_body,
            max_hands: args.max_hands.max(1),
            timeout: args.timeout,
        },
        work: Arc::new(Semaphore::new(2 * threads)),
    };
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        // The work pool's permits, and one build of new rules beside them.
        .max_blocking_threads(2 * threads + 1)
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            complain(format!("cannot start: {e}"));
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(serve(args, Arc::new(server)))
}

/// The routes: the page, the API, the health check; each request logged if `log`.
fn router(server: Arc<Server>, log: bool) -> Router {
    let ask = |question: Question| {
        post(move |axum::extract::State(server), request| api::answer(server, question, request))
    };
    let router = Router::new()
        .route("/", get(page::index))
        .route("/app.js", get(page::script))
        .route("/style.css", get(page::style))
        .route("/healthz", get(api::healthz))
        .route("/v1/openapi.json", get(page::openapi))
        .route("/v1/check", ask(Question::Check))
        .route("/v1/waits", ask(Question::Waits))
        .route("/v1/shanten", ask(Question::Shanten))
        .route("/v1/hint", ask(Question::Hint))
        .route("/v1/decompose", ask(Question::Decompose))
        .route("/v1/score", ask(Question::Score))
        .route("/v1/actions", post(api::actions))
        .route("/v1/settle", post(api::settle))
        .route("/v1/situation", get(api::situation_fields))
        .route("/v1/rules", get(api::rules_list))
        .route("/v1/rules/check", post(api::rules_check))
        .route("/v1/rules/{name}", get(api::rules_one))
        .fallback(api::not_found)
        .method_not_allowed_fallback(api::method_not_allowed)
        .with_state(server);
    match log {
        true => router.layer(axum::middleware::from_fn(log_request)),
        false => router,
    }
}

/// Answers `request` and writes its line: `POST /v1/check 200 0.084 ms`.
async fn log_request(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    use std::io::Write;
    let started = std::time::Instant::now();
    let method = request.method().clone();
    let path = crate::batch::excerpt(request.uri().path());
    let response = next.run(request).await;
    let millis = started.elapsed().as_secs_f64() * 1000.0;
    let status = response.status().as_u16();
    // A closed standard error loses the line, not the answer.
    let _ = writeln!(std::io::stderr(), "{method} {path} {status} {millis:.3} ms");
    response
}

/// Accepts connections until a stop signal, at most `max_connections` at once, then
/// lets the requests under way finish.
async fn serve(args: &ServeArgs, server: Arc<Server>) -> ExitCode {
    let listener = match TcpListener::bind(args.addr).await {
        Ok(listener) => listener,
        Err(e) => {
            complain(format!("cannot listen on {}: {e}", args.addr));
            return ExitCode::from(EXIT_USAGE);
        }
    };
    let address = listener.local_addr().map_or(args.addr, |a| a);
    crate::say!("hupai serve: http://{address}/ (the API under /v1/; SIGTERM or Ctrl-C stops)");
    let router = router(server, args.log);
    let connections = Arc::new(Semaphore::new(args.max_connections.max(1)));
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let head_time = args.timeout.min(Duration::from_secs(HEAD_SECONDS));
    let mut stop = std::pin::pin!(stop_signal());
    loop {
        let permit = unless_stopped(stop.as_mut(), Arc::clone(&connections).acquire_owned());
        let Some(Ok(permit)) = permit.await else {
            break;
        };
        let Some(stream) = unless_stopped(stop.as_mut(), listener.accept()).await else {
            break;
        };
        let stream = match stream {
            Ok((stream, _)) => stream,
            // Out of descriptors, or a connection reset before it was accepted.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let service = hyper_util::service::TowerToHyperService::new(router.clone());
        let connection = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(head_time)
            .serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            let _ = connection.await;
            drop(permit);
        });
    }
    drop(listener);
    let drained = tokio::time::timeout(Duration::from_secs(DRAIN_SECONDS), graceful.shutdown());
    if drained.await.is_err() {
        complain("stopped with requests still under way");
    }
    ExitCode::SUCCESS
}

/// What `work` gives, or `None` if `stop` comes first.
async fn unless_stopped<T>(
    mut stop: Pin<&mut impl Future<Output = ()>>,
    work: impl Future<Output = T>,
) -> Option<T> {
    let mut work = std::pin::pin!(work);
    std::future::poll_fn(|context| match stop.as_mut().poll(context) {
        Poll::Ready(()) => Poll::Ready(None),
        Poll::Pending => work.as_mut().poll(context).map(Some),
    })
    .await
}

/// Resolves on SIGTERM or Ctrl-C.
async fn stop_signal() {
    let interrupt = std::pin::pin!(async {
        let _ = tokio::signal::ctrl_c().await;
    });
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut terminate) => {
                unless_stopped(interrupt, terminate.recv()).await;
            }
            Err(_) => interrupt.await,
        }
    }
    #[cfg(not(unix))]
    interrupt.await;
}
