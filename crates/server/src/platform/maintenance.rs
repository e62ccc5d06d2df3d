//! Maintenance mode (see `docs/product/platform-services.md`): an operator switch that makes the
//! API answer 503 with `x-maintenance-mode: true` and the maintenance page's content, and logs
//! every bettor out (sessions revoked with reason `maintenance`; websockets close via the bus).

use super::refuse_in_production;
use crate::bus::Event;
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::extract::State;
use axum::extract::rejection::JsonRejection;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use serde_json::json;
use store::{MaintenanceContent, PlatformSettings};

/// Header set on every maintenance answer.
pub const HEADER: &str = "x-maintenance-mode";
/// Default title of the maintenance page.
pub const DEFAULT_TITLE: &str = "We're working on a few things";
/// Default message of the maintenance page.
pub const DEFAULT_MESSAGE: &str = "Check back soon!";
/// Default seconds between the client's checks.
pub const DEFAULT_REFRESH_SECONDS: u32 = 30;
/// Longest title accepted.
const MAX_TITLE: usize = 120;
/// Longest message accepted.
const MAX_MESSAGE: usize = 2000;
/// Longest link label accepted.
const MAX_LABEL: usize = 40;
/// Longest URL accepted (image, link).
const MAX_URL: usize = 2048;
/// Slowest refresh interval accepted, in seconds.
const MAX_REFRESH_SECONDS: u32 = 3600;

/// The default maintenance content.
pub fn default_content() -> MaintenanceContent {
    MaintenanceContent {
        title: DEFAULT_TITLE.to_owned(),
        message: DEFAULT_MESSAGE.to_owned(),
        image: None,
        link: None,
        label: None,
        refresh_interval_seconds: DEFAULT_REFRESH_SECONDS,
    }
}

/// The content as the client sees it (camelCase JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ContentJson {
    pub title: String,
    pub message: String,
    pub image: Option<String>,
    pub link: Option<String>,
    pub label: Option<String>,
    pub refresh_interval_seconds: u32,
}

impl From<&MaintenanceContent> for ContentJson {
    fn from(c: &MaintenanceContent) -> Self {
        Self {
            title: c.title.clone(),
            message: c.message.clone(),
            image: c.image.clone(),
            link: c.link.clone(),
            label: c.label.clone(),
            refresh_interval_seconds: c.refresh_interval_seconds,
        }
    }
}

/// The content to show now, `None` when maintenance is off.
pub fn active_content(settings: &PlatformSettings) -> Option<&MaintenanceContent> {
    settings
        .maintenance_active
        .then_some(&settings.maintenance_content)
}

/// The 503 answer of a blocked request.
pub fn blocked_response(content: &MaintenanceContent) -> Response {
    let mut res = (
        StatusCode::SERVICE_UNAVAILABLE,
        Json(json!({ "maintenanceModeContent": ContentJson::from(content) })),
    )
        .into_response();
    let headers = res.headers_mut();
    headers.insert(HEADER, HeaderValue::from_static("true"));
    headers.insert(
        axum::http::header::RETRY_AFTER,
        HeaderValue::from(content.refresh_interval_seconds),
    );
    headers.insert(
        axum::http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-store"),
    );
    res
}

/// Content fields an operator may set; absent ones take the defaults.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ContentInput {
    pub title: Option<String>,
    pub message: Option<String>,
    pub image: Option<String>,
    pub link: Option<String>,
    pub label: Option<String>,
    pub refresh_interval_seconds: Option<u32>,
}

/// A field that failed validation and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub field: &'static str,
    pub message: String,
}

impl std::fmt::Display for ContentError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for ContentError {}

fn err(field: &'static str, message: impl Into<String>) -> ContentError {
    ContentError {
        field,
        message: message.into(),
    }
}

fn text(
    field: &'static str,
    value: Option<String>,
    default: &str,
    max: usize,
) -> Result<String, ContentError> {
    let value = value.map(|v| v.trim().to_owned());
    match value {
        None => Ok(default.to_owned()),
        Some(v) if v.is_empty() => Err(err(field, "must not be empty")),
        Some(v) if v.chars().count() > max => {
            Err(err(field, format!("must be at most {max} characters")))
        }
        Some(v) => Ok(v),
    }
}

/// A link (an https URL or an in-app path) or, with `https` false, an image (an in-app path
/// only: the app's content security policy loads images from the app's origin alone, so an
/// image elsewhere would never show).
fn url(
    field: &'static str,
    value: Option<String>,
    https: bool,
) -> Result<Option<String>, ContentError> {
    let Some(v) = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()) else {
        return Ok(None);
    };
    let path = v.starts_with('/') && !v.starts_with("//") && !v.contains('\\');
    if !(path || https && domain::custom_dialog::is_https_url(&v))
        || v.len() > MAX_URL
        || v.chars().any(char::is_whitespace)
    {
        return Err(err(
            field,
            if https {
                "must be an https:// URL or a path starting with /"
            } else {
                "must be a path starting with / (an image served with the web app)"
            },
        ));
    }
    Ok(Some(v))
}

impl ContentInput {
    /// Validates and fills in the defaults.
    pub fn into_content(self) -> Result<MaintenanceContent, ContentError> {
        let refresh = self
            .refresh_interval_seconds
            .unwrap_or(DEFAULT_REFRESH_SECONDS);
        if !(1..=MAX_REFRESH_SECONDS).contains(&refresh) {
            return Err(err(
                "refreshIntervalSeconds",
                format!("must be between 1 and {MAX_REFRESH_SECONDS}"),
            ));
        }
        let link = url("link", self.link, true)?;
        let label = match self.label {
            Some(l) => Some(text("label", Some(l), "", MAX_LABEL)?),
            None => None,
        };
        if label.is_some() && link.is_none() {
            return Err(err("label", "needs a link"));
        }
        Ok(MaintenanceContent {
            title: text("title", self.title, DEFAULT_TITLE, MAX_TITLE)?,
            message: text("message", self.message, DEFAULT_MESSAGE, MAX_MESSAGE)?,
            image: url("image", self.image, false)?,
            label: label.or_else(|| link.as_ref().map(|_| "More info".to_owned())),
            link,
            refresh_interval_seconds: refresh,
        })
    }
}

/// Switches maintenance on or off on every node: stores the switch (revoking live
/// sessions when turning on), tells their websockets to close, and drops this node's
/// cached copy. Returns how many sessions were revoked.
pub async fn switch(
    state: &AppState,
    active: bool,
    content: &MaintenanceContent,
) -> Result<usize, store::StoreError> {
    let revoked = state
        .store
        .set_maintenance(active, content, state.clock.now())
        .await?;
    state.platform.invalidate();
    for r in &revoked {
        state.bus.publish(Event::SessionRevoked {
            session_id: r.session_id.clone(),
            user_id: r.user_id.clone(),
            reason: store::REASON_MAINTENANCE.to_owned(),
        });
    }
    tracing::warn!(
        active,
        revoked = revoked.len(),
        title = %content.title,
        "maintenance switched"
    );
    Ok(revoked.len())
}

/// `{"active", "content"}` as `GET /api/maintenance` answers it.
fn status_body(settings: &PlatformSettings) -> serde_json::Value {
    json!({
        "active": settings.maintenance_active,
        "content": active_content(settings).map(ContentJson::from),
    })
}

/// `GET /api/maintenance` (never blocked): `{"active": bool, "content": {...} | null}`.
pub async fn show(State(state): State<AppState>) -> Result<Response, ApiError> {
    let settings = state
        .platform
        .settings(state.store.as_ref(), state.clock.now())
        .await?;
    let mut res = Json(status_body(&settings)).into_response();
    res.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        HeaderValue::from_static("no-store"),
    );
    Ok(res)
}

/// Body of `POST /api/dev/maintenance`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwitchInput {
    pub active: bool,
    #[serde(default)]
    pub content: Option<ContentInput>,
}

/// `POST /api/dev/maintenance` (development only): `{"active", "content"?}`, answers like
/// `GET /api/maintenance` plus `revokedSessions`.
pub async fn dev_switch(
    State(state): State<AppState>,
    body: Result<Json<SwitchInput>, JsonRejection>,
) -> Result<Json<serde_json::Value>, ApiError> {
    refuse_in_production(&state)?;
    let Json(input) = body.map_err(|e| ApiError::base(StatusCode::BAD_REQUEST, e.body_text()))?;
    let content = input
        .content
        .unwrap_or_default()
        .into_content()
        .map_err(|e| ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, e.field, e.message))?;
    let revoked = switch(&state, input.active, &content).await?;
    let settings = state
        .platform
        .settings(state.store.as_ref(), state.clock.now())
        .await?;
    let mut body = status_body(&settings);
    if let Some(fields) = body.as_object_mut() {
        fields.insert("revokedSessions".into(), json!(revoked));
    }
    Ok(Json(body))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_fill_missing_fields() {
        let c = ContentInput::default().into_content().unwrap();
        assert_eq!(c, default_content());
    }

    #[test]
    fn a_link_gets_the_more_info_label() {
        let c = ContentInput {
            link: Some("https://status.example.com".into()),
            ..ContentInput::default()
        }
        .into_content()
        .unwrap();
        assert_eq!(c.label.as_deref(), Some("More info"));
    }

    #[test]
    fn an_image_is_a_path_of_the_app() {
        let c = ContentInput {
            image: Some(" /brand/maintenance.svg ".into()),
            ..ContentInput::default()
        }
        .into_content()
        .unwrap();
        assert_eq!(c.image.as_deref(), Some("/brand/maintenance.svg"));
    }

    #[test]
    fn bad_content_names_the_field() {
        let cases = [
            (
                ContentInput {
                    title: Some(" ".into()),
                    ..ContentInput::default()
                },
                "title",
            ),
            (
                ContentInput {
                    link: Some("http://example.com".into()),
                    ..ContentInput::default()
                },
                "link",
            ),
            (
                ContentInput {
                    image: Some("https://cdn.example.com/maintenance.png".into()),
                    ..ContentInput::default()
                },
                "image",
            ),
            (
                ContentInput {
                    image: Some("//cdn.example.com/maintenance.png".into()),
                    ..ContentInput::default()
                },
                "image",
            ),
            (
                ContentInput {
                    refresh_interval_seconds: Some(0),
                    ..ContentInput::default()
                },
                "refreshIntervalSeconds",
            ),
            (
                ContentInput {
                    label: Some("Status".into()),
                    ..ContentInput::default()
                },
                "label",
            ),
        ];
        for (input, field) in cases {
            assert_eq!(input.into_content().unwrap_err().field, field);
        }
    }

    #[test]
    fn blocked_response_has_the_header_and_content() {
        let res = blocked_response(&default_content());
        assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(res.headers()[HEADER], "true");
        assert_eq!(res.headers()["retry-after"], "30");
    }
}
