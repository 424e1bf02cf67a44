//! A bounded, open-loop load client for `hupai serve`: requests at a fixed rate over
//! kept-alive connections, each one's latency counted from when it was due (so a slow
//! answer delays nothing unseen), then the percentiles. wrk measures how much the
//! server takes at saturation; this, how fast it answers at a given rate.
//!
//! ```text
//! cargo run --release -p hupai-cli --example load -- 127.0.0.1:8080 20000 20 100
//! cargo run --release -p hupai-cli --example load -- ADDR RATE SECONDS CONNECTIONS [PATH BODY-FILE]
//! ```
//! (default: `/v1/check` with one hand).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// What one connection saw: each request's latency, and the answers not 200.
#[derive(Default)]
struct Seen {
    latencies: Vec<Duration>,
    failures: usize,
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 4 {
        eprintln!("usage: load ADDR RATE SECONDS CONNECTIONS [PATH BODY-FILE]");
        std::process::exit(2);
    }
    let number = |i: usize| -> f64 { args[i].parse().expect("a number") };
    let (rate, seconds, connections) = (number(1), number(2), number(3) as usize);
    let (path, body) = match args.get(4..6) {
        Some([path, file]) => (path.clone(), std::fs::read(file).expect("the body file")),
        _ => (
            "/v1/check".into(),
            br#"{"hand":"123m456p789s11122z"}"#.to_vec(),
        ),
    };
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: load\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let request: &'static [u8] = [head.as_bytes(), &body].concat().leak();
    let start = Instant::now() + Duration::from_millis(200);
    let every = Duration::from_secs_f64(connections as f64 / rate);
    let count = (seconds * rate / connections as f64) as usize;
    // A thread a connection: a blocking socket and a precise sleep each.
    let threads: Vec<_> = (0..connections)
        .map(|c| {
            let first = start + every.mul_f64(c as f64 / connections as f64);
            let addr = args[0].clone();
            std::thread::spawn(move || connection(&addr, request, first, every, count))
        })
        .collect();
    let mut all = Seen::default();
    for thread in threads {
        let seen = thread.join().expect("a connection's thread");
        all.latencies.extend(seen.latencies);
        all.failures += seen.failures;
    }
    report(all, seconds);
}

/// Sends `count` requests on one connection, the first due at `first`, then one every
/// `every`; a request is sent when due, or at once when the last answer came late.
fn connection(addr: &str, request: &[u8], first: Instant, every: Duration, count: usize) -> Seen {
    let mut stream = TcpStream::connect(addr).expect("connects");
    stream.set_nodelay(true).expect("no delay");
    let mut seen = Seen::default();
    let mut buffer = Vec::with_capacity(4096);
    for k in 0..count {
        let due = first + every.mul_f64(k as f64);
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        stream.write_all(request).expect("sends");
        let status = read_answer(&mut stream, &mut buffer);
        seen.latencies.push(due.elapsed());
        if status != 200 {
            seen.failures += 1;
        }
    }
    seen
}

/// Reads one answer (its head and its `Content-Length` of body); its status.
fn read_answer(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> u16 {
    loop {
        if let Some(end) = buffer.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buffer[..end]).to_ascii_lowercase();
            let length: usize = (head.lines())
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or(0);
            let status = head
                .split(' ')
                .nth(1)
                .and_then(|s| s.parse().ok())
                .unwrap_or(0);
            let total = end + 4 + length;
            while buffer.len() < total {
                fill(stream, buffer);
            }
            buffer.drain(..total);
            return status;
        }
        fill(stream, buffer);
    }
}

fn fill(stream: &mut TcpStream, buffer: &mut Vec<u8>) {
    let mut chunk = [0u8; 65536];
    let read = stream.read(&mut chunk).expect("reads");
    assert!(read > 0, "the server closed the connection");
    buffer.extend_from_slice(&chunk[..read]);
}

/// Prints the rate achieved and the latency percentiles.
fn report(mut seen: Seen, seconds: f64) {
    seen.latencies.sort_unstable();
    let n = seen.latencies.len();
    let at = |q: f64| seen.latencies[((n as f64 * q) as usize).min(n - 1)];
    println!(
        "{n} requests ({:.0}/s), {} not 200; latency p50 {:?}, p90 {:?}, p99 {:?}, p99.9 {:?}, max {:?}",
        n as f64 / seconds,
        seen.failures,
        at(0.5),
        at(0.9),
        at(0.99),
        at(0.999),
        seen.latencies[n - 1]
    );
}
