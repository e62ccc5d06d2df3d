//! Serves the built web app: files from the build folder, and `index.html` for every
//! other GET so client-side routes work on reload. The match tracker's route and the built-in
//! casino's game client are the pages the app frames (see [`crate::streaming`] and
//! [`crate::casino::builtin`]): they are marked so their policy lets the app frame them.
//!
//! Delivery: the build's hashed files under `/assets/` never change under their names, so
//! they are cached for a year as immutable, and a missing one is a 404 (never `index.html`,
//! which a cache would then keep under the script's name). Everything else, `index.html` above
//! all, is `no-cache`: a browser revalidates it, so a deploy reaches it at once. The web build
//! writes brotli and gzip copies beside each asset (`web/vite.config.ts`), served as they are
//! to a browser that accepts them, so nothing is compressed per request.

use super::security_headers::Page;
use crate::config::Config;
use crate::state::AppState;
use axum::Router;
use axum::extract::Request;
use axum::http::HeaderValue;
use axum::http::header::CACHE_CONTROL;
use axum::middleware::Next;
use axum::response::Response;
use tower_http::services::{ServeDir, ServeFile};

/// The match tracker's client route, framed by the event page.
const TRACKER: &str = "/streams/{event_id}/tracker";

/// The built-in casino's game client, framed by the game page.
const GAME_CLIENT: &str = "/casino-games/builtin/{game}";

/// Where the build puts its content-hashed files.
const ASSETS: &str = "/assets";

/// A hashed asset: its name changes when its content does.
const IMMUTABLE: HeaderValue = HeaderValue::from_static("public, max-age=31536000, immutable");

/// Everything else: revalidated on every use.
const NO_CACHE: HeaderValue = HeaderValue::from_static("no-cache");

pub fn routes(config: &Config) -> Router<AppState> {
    match &config.web_dir {
        Some(dir) => {
            let index = ServeFile::new(dir.join("index.html"));
            let files = |folder: std::path::PathBuf| {
                ServeDir::new(folder)
                    .precompressed_br()
                    .precompressed_gzip()
            };
            Router::new()
                .route_service(TRACKER, index.clone())
                .route_service(GAME_CLIENT, index.clone())
                .layer(axum::middleware::map_response(framed_by_app))
                .nest_service(ASSETS, files(dir.join("assets")))
                .fallback_service(files(dir.clone()).fallback(index))
                .layer(axum::middleware::from_fn(cache_policy))
        }
        None => Router::new(),
    }
}

async fn framed_by_app(response: Response) -> Response {
    Page::FramedByApp.mark(response)
}

/// Sets how long a browser may keep an answer: a year for a hashed asset, else revalidate.
async fn cache_policy(request: Request, next: Next) -> Response {
    let hashed = request.uri().path().starts_with(&format!("{ASSETS}/"));
    let mut response = next.run(request).await;
    let policy = if hashed && response.status().is_success() {
        IMMUTABLE
    } else {
        NO_CACHE
    };
    response.headers_mut().insert(CACHE_CONTROL, policy);
    response
}
