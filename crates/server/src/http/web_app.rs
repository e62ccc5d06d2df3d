//! Serves the built web app: files from the build folder, and `index.html` for every
//! other GET so client-side routes work on reload. The match tracker's route is the one page
//! the app frames (see [`crate::streaming`]): it is marked so its policy lets the app frame it.

use super::security_headers::Page;
use crate::config::Config;
use crate::state::AppState;
use axum::Router;
use axum::response::Response;
use tower_http::services::{ServeDir, ServeFile};

/// The match tracker's client route, framed by the event page.
const TRACKER: &str = "/streams/{event_id}/tracker";

pub fn routes(config: &Config) -> Router<AppState> {
    match &config.web_dir {
        Some(dir) => {
            let index = ServeFile::new(dir.join("index.html"));
            let tracker = Router::new()
                .route_service(TRACKER, index.clone())
                .layer(axum::middleware::map_response(framed_by_app));
            tracker.fallback_service(ServeDir::new(dir).fallback(index))
        }
        None => Router::new(),
    }
}

async fn framed_by_app(response: Response) -> Response {
    Page::FramedByApp.mark(response)
}
