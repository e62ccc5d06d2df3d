//! GraphQL against the real server, over HTTP and over websocket.

mod http;
mod region;
mod ws;
