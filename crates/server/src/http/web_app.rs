//! Serves the built web app: files from the build folder, and `index.html` for every
//! other GET so client-side routes work on reload. The match tracker's route and the built-in
//! casino's game client are the pages the app frames (see [`crate::streaming`] and
//! [`crate::casino::builtin`]): they are marked so their policy lets the app frame them.

use super::security_headers::Page;
use crate::config::Config;
use crate::state::AppState;
use axum::Router;
use axum::response::Response;
use tower_http::services::{ServeDir, ServeFile};

/// The match tracker's client route, framed by the event page.
const TRACKER: &str = "/streams/{event_id}/tracker";

/// The built-in casino's game client, framed by the game page.
const GAME_CLIENT: &str = "/casino-games/builtin/{game}";

pub fn routes(config: &Config) -> Router<AppState> {
    match &config.web_dir {
        Some(dir) => {
            let index = ServeFile::new(dir.join("index.html"));
            let tracker = Router::new()
                .route_service(TRACKER, index.clone())
                .route_service(GAME_CLIENT, index.clone())
                .layer(axum::middleware::map_response(framed_by_app));
            tracker.fallback_service(ServeDir::new(dir).fallback(index))
        }
        None => Router::new(),
    }
}

async fn framed_by_app(response: Response) -> Response {
    Page::FramedByApp.mark(response)
}
