//! Custom dialogs (see `docs/product/platform-services.md`): parsing and validating configs,
//! publishing them, and the development-only `POST /api/dev/custom-dialogs`. A config that is not
//! valid JSON or breaks a rule of `domain::custom_dialog` is refused with the field named; nothing
//! is stored.

use super::refuse_in_production;
use crate::identity::errors::ApiError;
use crate::state::AppState;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use chrono::{DateTime, Utc};
use domain::custom_dialog::{CustomDialog, DialogError};
use serde_json::{Value, json};
use store::Store;

/// Why a config was refused.
#[derive(Debug, thiserror::Error)]
pub enum PublishError {
    #[error("{0}")]
    Invalid(DialogError),
    #[error(transparent)]
    Store(#[from] store::StoreError),
}

/// Parses one config (JSON object) and validates it.
pub fn parse_config(json: &str) -> Result<CustomDialog, DialogError> {
    let dialog: CustomDialog = serde_json::from_str(json).map_err(json_error)?;
    dialog.validate()?;
    Ok(dialog)
}

/// Parses a file: one config object or an array of them. Every config is validated
/// before any is returned; errors name the entry (`[1].buttons[0].url`).
pub fn parse_configs(json: &str) -> Result<Vec<CustomDialog>, DialogError> {
    let value: Value = serde_json::from_str(json).map_err(json_error)?;
    let items = match value {
        Value::Array(items) => items,
        other => vec![other],
    };
    if items.is_empty() {
        return Err(DialogError {
            field: "config".into(),
            message: "lists no dialog".into(),
        });
    }
    let many = items.len() > 1;
    let prefix = |i: usize, field: &str| {
        if many {
            format!("[{i}].{field}")
        } else {
            field.to_owned()
        }
    };
    let mut out: Vec<CustomDialog> = Vec::with_capacity(items.len());
    for (i, item) in items.into_iter().enumerate() {
        let dialog: CustomDialog = serde_json::from_value(item).map_err(|e| {
            let e = json_error(e);
            DialogError {
                field: prefix(i, &e.field),
                message: e.message,
            }
        })?;
        dialog.validate().map_err(|e| DialogError {
            field: prefix(i, &e.field),
            message: e.message,
        })?;
        if out.iter().any(|d| d.id == dialog.id) {
            return Err(DialogError {
                field: prefix(i, "id"),
                message: format!("{:?} appears twice", dialog.id),
            });
        }
        out.push(dialog);
    }
    Ok(out)
}

/// Names the field of a serde error where it can (`missing field `title``, `unknown
/// field `x``, `unknown variant ...`), else `config`.
fn json_error(err: serde_json::Error) -> DialogError {
    let text = err.to_string();
    let field = ["missing field `", "unknown field `"]
        .iter()
        .find_map(|marker| {
            let start = text.find(marker)? + marker.len();
            let rest = text.get(start..)?;
            Some(rest.get(..rest.find('`')?)?.to_owned())
        })
        .unwrap_or_else(|| "config".to_owned());
    let message = text.split(" at line ").next().unwrap_or(&text).to_owned();
    DialogError { field, message }
}

/// Stores and publishes validated dialogs at `now`.
pub async fn publish(
    store: &dyn Store,
    dialogs: &[CustomDialog],
    now: DateTime<Utc>,
) -> Result<(), PublishError> {
    for dialog in dialogs {
        let config = serde_json::to_string(dialog).map_err(|e| {
            PublishError::Store(store::StoreError::Backend(format!("serialise dialog: {e}")))
        })?;
        store
            .publish_custom_dialog(&dialog.id, &config, now)
            .await?;
    }
    Ok(())
}

/// Parses the stored configs of `records`, skipping (and logging) unreadable ones.
pub fn decode(records: &[store::CustomDialogRecord]) -> Vec<(CustomDialog, bool)> {
    records
        .iter()
        .filter_map(|r| match serde_json::from_str::<CustomDialog>(&r.config) {
            Ok(d) => Some((d, r.published)),
            Err(err) => {
                tracing::error!(id = %r.id, error = %err, "stored custom dialog is unreadable");
                None
            }
        })
        .collect()
}

/// `POST /api/dev/custom-dialogs` (development only): one config or an array; 201
/// `{"published": [ids]}`, or 422 `{"errors": {"<field>": [{"message"}]}}` with nothing
/// stored.
pub async fn dev_publish(
    State(state): State<AppState>,
    body: Bytes,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    refuse_in_production(&state)?;
    let text = std::str::from_utf8(&body)
        .map_err(|_| ApiError::base(StatusCode::BAD_REQUEST, "The body must be UTF-8 JSON."))?;
    let dialogs = parse_configs(text)
        .map_err(|e| ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, &e.field, e.to_string()))?;
    publish(state.store.as_ref(), &dialogs, state.clock.now())
        .await
        .map_err(|e| match e {
            PublishError::Invalid(e) => {
                ApiError::field(StatusCode::UNPROCESSABLE_ENTITY, &e.field, e.to_string())
            }
            PublishError::Store(e) => ApiError::from(e),
        })?;
    let ids: Vec<&str> = dialogs.iter().map(|d| d.id.as_str()).collect();
    Ok((StatusCode::CREATED, Json(json!({ "published": ids }))))
}

/// `GET /api/dev/custom-dialogs` (development only): every stored dialog with its state.
pub async fn dev_list(State(state): State<AppState>) -> Result<Json<Value>, ApiError> {
    refuse_in_production(&state)?;
    let records = state.store.custom_dialogs(false).await?;
    let dialogs: Vec<Value> = decode(&records)
        .into_iter()
        .map(|(d, published)| json!({ "published": published, "config": d }))
        .collect();
    Ok(Json(json!({ "dialogs": dialogs })))
}

#[cfg(test)]
mod tests {
    use super::*;

    const VALID: &str = r#"{"id":"welcome","title":"Hi","body":"Hello","triggers":[{"type":"on_login"},{"type":"pages","pages":["/account/*"]}],
        "buttons":[{"label":"Go","type":"external_link","url":"https://example.com","style":"primary"},{"label":"Close","type":"dismiss"}]}"#;

    #[test]
    fn valid_configs_parse() {
        let d = parse_config(VALID).unwrap();
        assert!(d.dismissible);
        assert_eq!(d.buttons.len(), 2);
        let many = parse_configs(&format!("[{VALID}]")).unwrap();
        assert_eq!(many.len(), 1);
    }

    #[test]
    fn errors_name_the_field() {
        let http = VALID.replace("https://example.com", "http://example.com");
        assert_eq!(parse_config(&http).unwrap_err().field, "buttons[0].url");
        let missing = VALID.replace(r#""title":"Hi","#, "");
        assert_eq!(parse_config(&missing).unwrap_err().field, "title");
        let unknown = VALID.replace(r#""title":"Hi","#, r#""title":"Hi","color":"red","#);
        assert_eq!(parse_config(&unknown).unwrap_err().field, "color");
        assert_eq!(parse_config("not json").unwrap_err().field, "config");
        let two = format!("[{VALID},{http}]");
        assert_eq!(parse_configs(&two).unwrap_err().field, "[1].buttons[0].url");
        let dup = format!("[{VALID},{VALID}]");
        assert_eq!(parse_configs(&dup).unwrap_err().field, "[1].id");
    }
}
