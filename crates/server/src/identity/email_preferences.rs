//! `GET/PATCH /i/email_preferences`: which optional emails an account holder receives
//! (offers and promotions, product news; account emails are always sent). Reached two ways:
//! signed in (the bearer token), or from the link every account email carries
//! (`{public URL}/email-preferences?token=...`), which works without logging in so one click
//! from the mailbox is enough, as mail regulations expect of an opt-out.
//!
//! The link's token is `{user id}.{hex HMAC-SHA256 of "email-preferences:{user id}"}` under
//! the server's token secret: it names one account, never expires, and reads or changes
//! nothing but these two switches.

use super::errors::ApiError;
use super::extract::{ApiJson, RestViewer};
use crate::state::AppState;
use crate::viewer::Viewer;
use axum::Json;
use axum::extract::{RawQuery, State};
use axum::http::StatusCode;
use domain::identity::mask_email;
use domain::ids::UserId;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use store::{EmailPreferences, StoreError};

/// Answer to a link token that is malformed, forged or names no account.
pub const INVALID_LINK: &str =
    "This email preferences link is not valid. Log in to change your email preferences.";

fn mac(secret: &[u8], user: &str) -> Hmac<Sha256> {
    // HMAC accepts keys of any length: `new_from_slice` cannot fail.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
    mac.update(format!("email-preferences:{user}").as_bytes());
    mac
}

/// The link token of `user`'s email preferences.
pub fn link_token(secret: &[u8], user: &UserId) -> String {
    let tag = mac(secret, user.as_str()).finalize().into_bytes();
    let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
    format!("{user}.{hex}")
}

/// The account a link token names, when its signature holds (checked in constant time).
pub fn link_user(secret: &[u8], token: &str) -> Option<UserId> {
    let (user, hex) = token.trim().split_once('.')?;
    if user.is_empty() || user.len() > 64 || hex.len() != 64 {
        return None;
    }
    let tag = (0..32)
        .map(|i| {
            hex.get(i * 2..i * 2 + 2)
                .and_then(|pair| u8::from_str_radix(pair, 16).ok())
        })
        .collect::<Option<Vec<u8>>>()?;
    mac(secret, user)
        .verify_slice(&tag)
        .ok()
        .map(|()| UserId::from_raw(user))
}

/// The page of the emailed link, for the footer of account emails.
pub fn link(state: &AppState, user: &UserId) -> String {
    let token = link_token(state.config.token_secret.0.as_bytes(), user);
    let mut url = format!(
        "{}/email-preferences",
        state.config.public_url.trim_end_matches('/')
    );
    url.push_str("?token=");
    url.extend(url::form_urlencoded::byte_serialize(token.as_bytes()));
    url
}

/// The footer every account email ends with: where to change the optional emails.
pub fn footer(state: &AppState, user: &UserId) -> String {
    format!(
        "\n--\nThis is an account email: we always send these. To choose which other emails \
you receive (offers, product news), visit:\n{}\n",
        link(state, user)
    )
}

/// The preferences as answered.
#[derive(Debug, Clone, Serialize)]
pub struct EmailPreferencesBody {
    /// Offers, bonuses and promotions.
    pub promotions: bool,
    /// News about the product and its features.
    pub product_news: bool,
    /// Whose preferences these are, masked (`j***@example.com`).
    pub email: String,
}

/// The PATCH body: the switches to change (at least one), and the link token when not
/// signed in.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EmailPreferencesPatch {
    #[serde(default)]
    pub promotions: Option<bool>,
    #[serde(default)]
    pub product_news: Option<bool>,
    #[serde(default)]
    pub token: Option<String>,
}

/// Whose preferences a request may use: the link token's account when one is given (a
/// signed-in tab following a link for another account must not change its own instead),
/// else the signed-in account holder's.
fn holder(state: &AppState, viewer: Viewer, token: Option<&str>) -> Result<UserId, ApiError> {
    match token.map(str::trim).filter(|t| !t.is_empty()) {
        Some(token) => link_user(state.config.token_secret.0.as_bytes(), token)
            .ok_or_else(|| ApiError::field(StatusCode::BAD_REQUEST, "token", INVALID_LINK)),
        None => match viewer {
            Viewer::User { user_id, .. } => Ok(user_id),
            _ => Err(ApiError::unauthenticated()),
        },
    }
}

async fn answer(
    state: &AppState,
    user: &UserId,
    email: EmailPreferences,
) -> Result<EmailPreferencesBody, ApiError> {
    let account = state
        .store
        .user_by_id(user)
        .await?
        .ok_or_else(|| ApiError::field(StatusCode::BAD_REQUEST, "token", INVALID_LINK))?;
    Ok(EmailPreferencesBody {
        promotions: email.promotions,
        product_news: email.product_news,
        email: mask_email(&account.email),
    })
}

/// A link naming an account that no longer exists reads as an invalid link.
fn gone(e: StoreError) -> ApiError {
    match e {
        StoreError::NotFound(_) => ApiError::field(StatusCode::BAD_REQUEST, "token", INVALID_LINK),
        other => other.into(),
    }
}

/// Reads the preferences of the link's or the signed-in account.
pub async fn read(
    state: &AppState,
    viewer: Viewer,
    token: Option<&str>,
) -> Result<EmailPreferencesBody, ApiError> {
    let user = holder(state, viewer, token)?;
    let prefs = state.store.user_preferences(&user).await.map_err(gone)?;
    answer(state, &user, prefs.email).await
}

/// Changes the switches given and answers the preferences as stored.
pub async fn update(
    state: &AppState,
    viewer: Viewer,
    patch: EmailPreferencesPatch,
) -> Result<EmailPreferencesBody, ApiError> {
    let user = holder(state, viewer, patch.token.as_deref())?;
    if patch.promotions.is_none() && patch.product_news.is_none() {
        return Err(ApiError::base(
            StatusCode::UNPROCESSABLE_ENTITY,
            "Say which emails to turn on or off: promotions, product_news.",
        ));
    }
    let current = state.store.user_preferences(&user).await.map_err(gone)?;
    let next = EmailPreferences {
        promotions: patch.promotions.unwrap_or(current.email.promotions),
        product_news: patch.product_news.unwrap_or(current.email.product_news),
    };
    let saved = state
        .store
        .set_email_preferences(&user, next, state.clock.now())
        .await
        .map_err(gone)?;
    tracing::info!(user_id = %user, promotions = next.promotions, product_news = next.product_news, "email preferences changed");
    answer(state, &user, saved.email).await
}

/// `GET /i/email_preferences`
pub async fn show(
    State(state): State<AppState>,
    RestViewer(viewer): RestViewer,
    RawQuery(query): RawQuery,
) -> Result<Json<EmailPreferencesBody>, ApiError> {
    // `?token=` of the emailed link (the first, should a crafted URL repeat it).
    let token = query.and_then(|q| {
        url::form_urlencoded::parse(q.as_bytes())
            .find(|(k, _)| k == "token")
            .map(|(_, v)| v.into_owned())
    });
    read(&state, viewer, token.as_deref()).await.map(Json)
}

/// `PATCH /i/email_preferences`
pub async fn patch(
    State(state): State<AppState>,
    RestViewer(viewer): RestViewer,
    ApiJson(body): ApiJson<EmailPreferencesPatch>,
) -> Result<Json<EmailPreferencesBody>, ApiError> {
    update(&state, viewer, body).await.map(Json)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn link_tokens_name_their_account_and_resist_forgery() {
        let secret = b"a-test-secret-a-test-secret-0000";
        let user = UserId::from_raw("01JUSER");
        let token = link_token(secret, &user);
        assert_eq!(link_user(secret, &token), Some(user.clone()));
        assert_eq!(link_token(secret, &user), token, "stable");
        assert_eq!(link_user(b"another-secret", &token), None);
        let other = token.replacen("01JUSER", "01JOTHER", 1);
        assert_eq!(link_user(secret, &other), None);
        assert_eq!(link_user(secret, "01JUSER"), None);
        assert_eq!(link_user(secret, "01JUSER.zz"), None);
        assert_eq!(link_user(secret, &format!("{token}00")), None);
    }
}
