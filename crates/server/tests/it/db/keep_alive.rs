//! Early error answers on keep-alive connections, over a raw socket: a request whose body the
//! server refuses unread (401, 413, 415) gets its whole answer, and the connection then
//! either serves the next request or has said `connection: close` before closing.

use crate::common::TestApp;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One answer read off the socket: status line and headers (lower case) and the body.
struct Answer {
    head: String,
    body: Vec<u8>,
}

impl Answer {
    fn status(&self) -> u16 {
        self.head
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }

    fn closes(&self) -> bool {
        self.head.contains("\r\nconnection: close")
    }
}

/// Reads one answer with a `content-length` body; `None` when the connection ended (or was
/// reset) before a whole answer arrived.
async fn read_answer(stream: &mut (impl AsyncRead + Unpin), buf: &mut Vec<u8>) -> Option<Answer> {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    let mut chunk = [0u8; 16 * 1024];
    loop {
        if let Some(end) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            let head = String::from_utf8_lossy(&buf[..end]).to_ascii_lowercase();
            let length: usize = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .map_or(0, |v| v.trim().parse().unwrap());
            if buf.len() >= end + 4 + length {
                let body = buf[end + 4..end + 4 + length].to_vec();
                buf.drain(..end + 4 + length);
                return Some(Answer { head, body });
            }
        }
        let read = tokio::time::timeout_at(deadline, stream.read(&mut chunk))
            .await
            .expect("an answer or a closed connection within 10 s");
        match read {
            Ok(0) | Err(_) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    }
}

/// Sends `head` with a body of `body_len` bytes on a fresh keep-alive connection, reads the
/// answer whole, then: when it did not say `connection: close`, asks `GET /healthz` on the
/// same connection and expects its answer too.
async fn early_answer_keeps_connection_honest(
    app: &TestApp,
    head: &str,
    body_len: usize,
) -> Answer {
    let stream = TcpStream::connect(app.addr).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    let mut request = format!(
        "{head}\r\nHost: {}\r\nConnection: keep-alive\r\nContent-Length: {body_len}\r\n\r\n",
        app.addr
    )
    .into_bytes();
    request.resize(request.len() + body_len, b'a');
    // The client sends its whole request before it reads, as HTTP clients do; the server may
    // stop reading (and close) before it is all sent.
    let sent = tokio::spawn(async move {
        let _ = writer.write_all(&request).await;
        writer
    });
    let mut buf = Vec::new();
    let first = read_answer(&mut reader, &mut buf)
        .await
        .unwrap_or_else(|| panic!("{head}: the connection closed without an answer"));
    let mut writer = sent.await.unwrap();
    if first.closes() {
        return first;
    }
    let next = format!("GET /healthz HTTP/1.1\r\nHost: {}\r\n\r\n", app.addr);
    let second = match writer.write_all(next.as_bytes()).await {
        Ok(()) => read_answer(&mut reader, &mut buf).await,
        Err(_) => None,
    };
    let second = second.unwrap_or_else(|| {
        panic!(
            "{head}: answered {} on a kept-alive connection, then closed it without answering the next request",
            first.status()
        )
    });
    assert_eq!(second.status(), 200, "{head}: {}", second.head);
    first
}

#[tokio::test]
async fn early_error_answers_are_whole_and_the_connection_is_honest() {
    let app = TestApp::spawn().await;
    let big = app.state.config.max_body_bytes * 4;
    let cases = [
        // Unauthenticated: refused before the body is read.
        (
            "POST /i/time_limits HTTP/1.1\r\nContent-Type: application/json",
            200_000,
            401,
        ),
        // Over the body limit, known from the length alone.
        (
            "POST /api/accounts HTTP/1.1\r\nContent-Type: application/json",
            big,
            413,
        ),
        // Not JSON.
        (
            "POST /api/accounts HTTP/1.1\r\nContent-Type: text/plain",
            200_000,
            415,
        ),
    ];
    for (head, body_len, status) in cases {
        for _ in 0..5 {
            let answer = early_answer_keeps_connection_honest(&app, head, body_len).await;
            assert_eq!(answer.status(), status, "{head}: {}", answer.head);
            assert!(!answer.body.is_empty(), "{head}: an explained answer");
        }
    }
}
