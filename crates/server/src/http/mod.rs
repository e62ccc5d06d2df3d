//! Plain HTTP concerns: health probes, the static web app, and the middleware stack.

pub mod health;
pub mod middleware;
pub mod web_app;
