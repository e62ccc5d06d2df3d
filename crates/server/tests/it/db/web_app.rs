//! The built web app's delivery over real HTTP: hashed assets cached for a year and sent as
//! their brotli or gzip copy to a browser that takes it, `index.html` (also for a client route)
//! revalidated on every use, and a missing asset a 404 rather than the app shell.

use crate::common::TestApp;
use reqwest::header::{ACCEPT_ENCODING, CACHE_CONTROL, CONTENT_ENCODING};

const SCRIPT: &str = "console.log('the app');";
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// A server serving a built app: `index.html` and one script with its compressed copies (their
/// contents differ so each test can tell which was sent).
async fn app_with_build() -> TestApp {
    TestApp::spawn_with(|c| {
        let web = c.data_dir.join("web");
        let assets = web.join("assets");
        std::fs::create_dir_all(&assets).unwrap();
        std::fs::write(web.join("index.html"), "<!doctype html><title>app</title>").unwrap();
        std::fs::write(assets.join("app-1a2b.js"), SCRIPT).unwrap();
        std::fs::write(assets.join("app-1a2b.js.br"), "brotli bytes").unwrap();
        std::fs::write(assets.join("app-1a2b.js.gz"), "gzip bytes").unwrap();
        c.web_dir = Some(web);
    })
    .await
}

/// Fetches `path` accepting `encoding`: status, cache policy, content encoding and body.
async fn fetch(app: &TestApp, path: &str, encoding: &str) -> (u16, String, String, String) {
    let response = app
        .client
        .get(app.url(path))
        .header(ACCEPT_ENCODING, encoding)
        .send()
        .await
        .unwrap();
    let header = |name| {
        response
            .headers()
            .get(name)
            .map(|v: &reqwest::header::HeaderValue| v.to_str().unwrap().to_owned())
            .unwrap_or_default()
    };
    let (cache, coding) = (header(CACHE_CONTROL), header(CONTENT_ENCODING));
    let status = response.status().as_u16();
    (status, cache, coding, response.text().await.unwrap())
}

#[tokio::test]
async fn hashed_assets_are_immutable_and_sent_precompressed() {
    let app = app_with_build().await;
    let js = "/assets/app-1a2b.js";
    assert_eq!(
        fetch(&app, js, "br, gzip").await,
        (200, IMMUTABLE.into(), "br".into(), "brotli bytes".into())
    );
    assert_eq!(
        fetch(&app, js, "gzip").await,
        (200, IMMUTABLE.into(), "gzip".into(), "gzip bytes".into())
    );
    assert_eq!(
        fetch(&app, js, "identity").await,
        (200, IMMUTABLE.into(), String::new(), SCRIPT.into())
    );
}

#[tokio::test]
async fn the_app_shell_is_revalidated_and_a_missing_asset_is_not_found() {
    let app = app_with_build().await;
    for path in ["/", "/index.html", "/sports/football"] {
        let (status, cache, _, body) = fetch(&app, path, "identity").await;
        assert_eq!((status, cache.as_str()), (200, "no-cache"), "{path}");
        assert!(
            body.contains("<title>app</title>"),
            "{path} is the app shell"
        );
    }
    let (status, cache, _, body) = fetch(&app, "/assets/app-gone.js", "identity").await;
    assert_eq!((status, cache.as_str()), (404, "no-cache"));
    assert!(
        !body.contains("<title>"),
        "a missing script is not the app shell"
    );
}
