//! Plain HTTP concerns: health probes, the static web app, the middleware stack, the
//! security headers and signed callbacks.

pub mod health;
pub mod middleware;
pub mod security_headers;
pub mod signed_callback;
pub mod web_app;
