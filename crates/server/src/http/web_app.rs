//! Serves the built web app: files from the build folder, and `index.html` for every
//! other GET so client-side routes work on reload.

use crate::config::Config;
use crate::state::AppState;
use axum::Router;
use tower_http::services::{ServeDir, ServeFile};

pub fn routes(config: &Config) -> Router<AppState> {
    match &config.web_dir {
        Some(dir) => {
            let index = ServeFile::new(dir.join("index.html"));
            Router::new().fallback_service(ServeDir::new(dir).fallback(index))
        }
        None => Router::new(),
    }
}
