//! `hupai serve` on an ephemeral loopback port, and a plain HTTP/1.1 client over a
//! socket (the tests send what no well-behaved client would: slow, cut, oversized).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use serde_json::Value;

/// A running `hupai serve`, stopped when dropped.
pub struct Served {
    child: Child,
    /// `127.0.0.1:PORT`.
    pub addr: String,
}

/// An HTTP answer.
#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    /// Header names in lower case.
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Reply {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.body))
    }

    /// A header's value.
    pub fn header(&self, name: &str) -> Option<&str> {
        (self.headers.iter())
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl Served {
    /// Starts `hupai serve --addr 127.0.0.1:0` with `args`, and waits for its address.
    pub fn start(args: &[&str]) -> Served {
        Served::start_with_stderr(args, Stdio::inherit())
    }

    /// [`Served::start`], the server's standard error going to `stderr`.
    pub fn start_with_stderr(args: &[&str], stderr: Stdio) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hupai"))
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("hupai serve starts");
        let mut line = String::new();
        let stdout = child.stdout.take().expect("stdout");
        BufReader::new(stdout).read_line(&mut line).unwrap();
        let addr = (line.split("http://").nth(1))
            .and_then(|rest| rest.split('/').next())
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_string();
        Served { child, addr }
    }

    /// A connection to the server.
    pub fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(&self.addr).expect("connects");
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        stream
    }

    /// `POST path` with a JSON body.
    pub fn post(&self, path: &str, body: &str) -> Reply {
        let head = format!(
            "POST {path} HTTP/1.1\r\nHost: test\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        self.raw(&[head.as_bytes(), body.as_bytes()].concat())
    }

    /// `POST path` with `value` as its body.
    pub fn post_json(&self, path: &str, value: &Value) -> Reply {
        self.post(path, &value.to_string())
    }

    /// `GET path`.
    pub fn get(&self, path: &str) -> Reply {
        self.raw(
            format!("GET {path} HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n").as_bytes(),
        )
    }

    /// Sends `request` as it is and reads the answer to the end of the connection.
    pub fn raw(&self, request: &[u8]) -> Reply {
        let mut stream = self.connect();
        stream.write_all(request).unwrap();
        read_reply(&mut stream).expect("an answer")
    }

    /// Sends SIGTERM and waits for the exit; whether it exited with success.
    pub fn terminate(mut self) -> bool {
        let pid = self.child.id().to_string();
        let killed = Command::new("kill").args(["-TERM", &pid]).status().unwrap();
        assert!(killed.success());
        self.child.wait().unwrap().success()
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Reads one answer from `stream` until the connection closes; `None` if it closed
/// without one.
pub fn read_reply(stream: &mut TcpStream) -> Option<Reply> {
    let mut bytes = Vec::new();
    let _ = stream.read_to_end(&mut bytes);
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let (head, body) = text.split_once("\r\n\r\n")?;
    let mut lines = head.lines();
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(n, v)| n == "transfer-encoding" && v.contains("chunked"));
    let body = if chunked {
        unchunk(body)
    } else {
        body.to_string()
    };
    Some(Reply {
        status,
        headers,
        body,
    })
}

/// A chunked body's content.
fn unchunk(mut body: &str) -> String {
    let mut content = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || rest.len() < size {
            break;
        }
        content.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    content
}
