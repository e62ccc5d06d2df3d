//! Plain HTTP concerns: health probes, the static web app, the middleware stack and the
//! security headers.

pub mod health;
pub mod middleware;
pub mod security_headers;
pub mod web_app;
