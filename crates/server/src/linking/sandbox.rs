//! The built-in sandbox partner: a small OpenID Connect provider under
//! [`super::SANDBOX_PATH`], so linking runs locally without a real partner. It has a discovery
//! document, a JWKS (one Ed25519 key made at start), an authorize endpoint with its own
//! server-rendered login page, and a token endpoint (authorization code + PKCE S256).
//!
//! Sandbox accounts are an email and a password; an email seen for the first time creates its
//! account. Accounts and codes live in this node's memory (a restart forgets them; the
//! pairwise subject of an email stays the same, as it is derived from the token secret).
//! Codes are single-use (any redemption spends one) and live a minute.

use super::Partner;
use crate::config::Config;
use crate::http::security_headers::Page;
use crate::identity::authorize::{STYLE, escape_html, parse_pairs};
use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use domain::account_link::{SANDBOX_PASSWORD_MIN, code_expiry, pairwise_subject};
use domain::identity::Email;
use domain::pkce;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::Serialize;
use serde_json::json;
use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// How long an ID token of the sandbox lives.
pub const ID_TOKEN_LIFETIME_SECS: i64 = 300;
/// Longest `nonce` accepted.
const NONCE_MAX: usize = 255;

/// A code waiting for the token endpoint.
struct PendingCode {
    redirect_uri: String,
    challenge: String,
    account: String,
    nonce: Option<String>,
    expires_at: DateTime<Utc>,
}

/// The sandbox partner's state on this node.
pub struct Sandbox {
    partner: Partner,
    redirect_uri: String,
    encoding: Option<EncodingKey>,
    kid: String,
    /// BASE64URL of the Ed25519 public key.
    public_x: String,
    pairwise_secret: Vec<u8>,
    /// Email (lower case) -> password hash.
    accounts: Mutex<HashMap<String, String>>,
    /// SHA-256 of a code -> what it was issued for.
    codes: Mutex<HashMap<String, PendingCode>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Sandbox {
    pub fn new(config: &Config, partner: &Partner) -> Sandbox {
        use ed25519_dalek::pkcs8::EncodePrivateKey;
        use rand::RngCore;
        let mut seed = [0u8; 32];
        rand::rngs::OsRng.fill_bytes(&mut seed);
        let signing = ed25519_dalek::SigningKey::from_bytes(&seed);
        let public = signing.verifying_key().to_bytes();
        let encoding = signing
            .to_pkcs8_der()
            .ok()
            .map(|der| EncodingKey::from_ed_der(der.as_bytes()));
        let public_x = URL_SAFE_NO_PAD.encode(public);
        let kid = crate::tokens::hash_secret(&public_x)
            .chars()
            .take(16)
            .collect();
        Sandbox {
            partner: partner.clone(),
            redirect_uri: Partner::redirect_uri(config),
            encoding,
            kid,
            public_x,
            pairwise_secret: format!("partner-sandbox:{}", config.token_secret.0).into_bytes(),
            accounts: Mutex::default(),
            codes: Mutex::default(),
        }
    }

    /// The JWKS document.
    pub fn jwks(&self) -> serde_json::Value {
        json!({"keys": [{
            "kty": "OKP", "crv": "Ed25519", "x": self.public_x,
            "kid": self.kid, "alg": "EdDSA", "use": "sig"
        }]})
    }

    /// Signs an ID token for `account`'s pairwise subject, issued at `now`.
    pub fn id_token(
        &self,
        account: &str,
        nonce: Option<&str>,
        now: DateTime<Utc>,
    ) -> Option<String> {
        #[derive(Serialize)]
        struct Claims<'a> {
            iss: &'a str,
            aud: &'a str,
            sub: String,
            iat: i64,
            exp: i64,
            #[serde(skip_serializing_if = "Option::is_none")]
            nonce: Option<&'a str>,
        }
        let claims = Claims {
            iss: &self.partner.issuer,
            aud: &self.partner.client_id,
            sub: pairwise_subject(&self.pairwise_secret, &self.partner.client_id, account),
            iat: now.timestamp(),
            exp: now.timestamp() + ID_TOKEN_LIFETIME_SECS,
            nonce,
        };
        let mut header = Header::new(Algorithm::EdDSA);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, &claims, self.encoding.as_ref()?).ok()
    }
}

fn sandbox(state: &AppState) -> Option<&Sandbox> {
    state.linking.sandbox.as_ref()
}

/// The sandbox's routes under [`super::SANDBOX_PATH`].
pub fn routes() -> Router<AppState> {
    let p = super::SANDBOX_PATH;
    Router::new()
        .route(
            &format!("{p}/.well-known/openid-configuration"),
            get(discovery),
        )
        .route(&format!("{p}/jwks"), get(jwks))
        .route(&format!("{p}/authorize"), get(show).post(submit))
        .route(&format!("{p}/token"), post(token))
}

fn not_found() -> Response {
    StatusCode::NOT_FOUND.into_response()
}

async fn discovery(State(state): State<AppState>) -> Response {
    let Some(s) = sandbox(&state) else {
        return not_found();
    };
    let p = &s.partner;
    Json(json!({
        "issuer": p.issuer,
        "authorization_endpoint": p.authorize_url,
        "token_endpoint": p.token_url,
        "jwks_uri": p.jwks_url,
        "response_types_supported": ["code"],
        "grant_types_supported": ["authorization_code"],
        "subject_types_supported": ["pairwise"],
        "id_token_signing_alg_values_supported": ["EdDSA"],
        "code_challenge_methods_supported": ["S256"],
        "token_endpoint_auth_methods_supported": ["none"],
        "scopes_supported": ["openid"],
    }))
    .into_response()
}

async fn jwks(State(state): State<AppState>) -> Response {
    match sandbox(&state) {
        Some(s) => Json(s.jwks()).into_response(),
        None => not_found(),
    }
}

/// A validated authorization request.
struct AuthRequest {
    challenge: String,
    state: String,
    nonce: Option<String>,
}

/// A refusal shown on the sandbox's page (never a redirect: the sandbox's one client has
/// one redirect URI, and a request that does not name it exactly is not trusted).
fn validate(s: &Sandbox, p: &HashMap<String, String>) -> Result<AuthRequest, String> {
    let get = |k: &str| p.get(k).map(String::as_str).filter(|v| !v.is_empty());
    if get("client_id") != Some(s.partner.client_id.as_str()) {
        return Err("The application asking to link is not registered with the partner.".into());
    }
    let redirect = get("redirect_uri").unwrap_or("");
    if !pkce::redirect_uri_matches([s.redirect_uri.as_str()], redirect) {
        return Err("The link request has a redirect address that is not registered.".into());
    }
    let checked = pkce::check_code_request(get).map_err(|r| format!("{}.", r.description))?;
    let nonce = get("nonce");
    if nonce.is_some_and(|n| n.len() > NONCE_MAX || !n.bytes().all(|b| b.is_ascii_graphic())) {
        return Err("nonce must be at most 255 printable characters.".into());
    }
    Ok(AuthRequest {
        challenge: checked.code_challenge,
        state: checked.state,
        nonce: nonce.map(str::to_owned),
    })
}

fn html(status: StatusCode, body: &str, form_target: Option<&str>) -> Response {
    let page = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>Sandbox partner | {label}</title><style>{STYLE}</style></head><body><main>{body}</main></body></html>",
        label = escape_html(super::PARTNER_LABEL),
    );
    let mut response = (status, Html(page)).into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let redirect_origin = form_target
        .and_then(|u| url::Url::parse(u).ok())
        .map(|u| u.origin())
        .filter(url::Origin::is_tuple)
        .map(|o| o.ascii_serialization());
    Page::SignIn {
        style: STYLE,
        redirect_origin,
    }
    .mark(response)
}

fn problem(status: StatusCode, message: &str) -> Response {
    html(
        status,
        &format!(
            "<h1>Link problem</h1><p class=\"brand\">{} (sandbox)</p><p role=\"alert\" class=\"error\">{}</p>",
            escape_html(super::PARTNER_LABEL),
            escape_html(message)
        ),
        None,
    )
}

fn login_page(
    s: &Sandbox,
    req: &AuthRequest,
    email: &str,
    error: Option<&str>,
    status: StatusCode,
) -> Response {
    let mut hidden = vec![
        ("client_id", s.partner.client_id.as_str()),
        ("redirect_uri", s.redirect_uri.as_str()),
        ("response_type", "code"),
        ("code_challenge", req.challenge.as_str()),
        ("code_challenge_method", "S256"),
        ("state", req.state.as_str()),
    ];
    if let Some(nonce) = &req.nonce {
        hidden.push(("nonce", nonce.as_str()));
    }
    let hidden: String = hidden
        .iter()
        .map(|(k, v)| {
            format!(
                "<input type=\"hidden\" name=\"{k}\" value=\"{}\">",
                escape_html(v)
            )
        })
        .collect();
    let error_html = error.map_or_else(String::new, |m| {
        format!(
            "<p id=\"form-error\" role=\"alert\" class=\"error\">{}</p>",
            escape_html(m)
        )
    });
    let described = if error.is_some() {
        " aria-describedby=\"form-error\" aria-invalid=\"true\""
    } else {
        ""
    };
    let body = format!(
        "<h1>{label} login</h1><p class=\"brand\">Sandbox partner: an email seen for the first time creates its account (password of at least {min} characters).</p>{error_html}\
<form method=\"post\" action=\"{action}/authorize\" novalidate>{hidden}\
<label for=\"email\">Email</label><input id=\"email\" name=\"email\" type=\"email\" autocomplete=\"username\" required value=\"{email}\"{described}>\
<label for=\"password\">Password</label><input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required{described}>\
<button type=\"submit\">Log in and link</button></form>",
        label = escape_html(super::PARTNER_LABEL),
        min = SANDBOX_PASSWORD_MIN,
        action = super::SANDBOX_PATH,
        email = escape_html(email),
    );
    html(status, &body, Some(&s.redirect_uri))
}

/// `GET {SANDBOX_PATH}/authorize`
async fn show(State(state): State<AppState>, RawQuery(query): RawQuery) -> Response {
    let Some(s) = sandbox(&state) else {
        return not_found();
    };
    match validate(s, &parse_pairs(query.unwrap_or_default().as_bytes())) {
        Ok(req) => login_page(s, &req, "", None, StatusCode::OK),
        Err(message) => problem(StatusCode::BAD_REQUEST, &message),
    }
}

fn is_form(headers: &HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("application/x-www-form-urlencoded")
        })
}

/// `POST {SANDBOX_PATH}/authorize`: logs in (or creates) the sandbox account, then redirects
/// to the registered redirect URI with a code.
async fn submit(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(s) = sandbox(&state) else {
        return not_found();
    };
    if !is_form(&headers) {
        return problem(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "The login form must be sent as a form.",
        );
    }
    let params = parse_pairs(&body);
    let req = match validate(s, &params) {
        Ok(req) => req,
        Err(message) => return problem(StatusCode::BAD_REQUEST, &message),
    };
    let typed = params.get("email").map_or("", String::as_str);
    let password = params.get("password").map_or("", String::as_str);
    let Ok(email) = Email::parse(typed) else {
        return login_page(
            s,
            &req,
            typed,
            Some("Please enter a valid email address."),
            StatusCode::UNPROCESSABLE_ENTITY,
        );
    };
    if password.chars().count() < SANDBOX_PASSWORD_MIN {
        return login_page(
            s,
            &req,
            typed,
            Some(&format!(
                "Please enter a password of at least {SANDBOX_PASSWORD_MIN} characters."
            )),
            StatusCode::UNPROCESSABLE_ENTITY,
        );
    }
    let account = email.as_str().to_ascii_lowercase();
    let known = lock(&s.accounts).get(&account).cloned();
    match known {
        Some(hash) => {
            if !crate::password::verify(password, &hash).await {
                return login_page(
                    s,
                    &req,
                    typed,
                    Some("That password does not match this partner account."),
                    StatusCode::UNAUTHORIZED,
                );
            }
        }
        None => match crate::password::hash(state.config.password_hash_cost, password).await {
            Ok(hash) => {
                // A concurrent first login of the same email may have created it meanwhile.
                let stored = lock(&s.accounts)
                    .entry(account.clone())
                    .or_insert_with(|| hash.clone())
                    .clone();
                if stored != hash && !crate::password::verify(password, &stored).await {
                    return login_page(
                        s,
                        &req,
                        typed,
                        Some("That password does not match this partner account."),
                        StatusCode::UNAUTHORIZED,
                    );
                }
            }
            Err(e) => {
                tracing::error!(error = %e, "sandbox partner: hashing failed");
                return problem(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "The sandbox partner could not log you in. Please try again.",
                );
            }
        },
    }
    let code = crate::tokens::random_token();
    let now = state.clock.now();
    {
        let mut codes = lock(&s.codes);
        codes.retain(|_, c| c.expires_at > now);
        codes.insert(
            crate::tokens::hash_secret(&code),
            PendingCode {
                redirect_uri: s.redirect_uri.clone(),
                challenge: req.challenge.clone(),
                account,
                nonce: req.nonce.clone(),
                expires_at: code_expiry(now),
            },
        );
    }
    let Ok(mut url) = url::Url::parse(&s.redirect_uri) else {
        return problem(
            StatusCode::BAD_REQUEST,
            "The redirect address is not valid.",
        );
    };
    url.query_pairs_mut()
        .append_pair("code", &code)
        .append_pair("state", &req.state);
    let mut response = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(url.as_str()) {
        response.headers_mut().insert(header::LOCATION, v);
    }
    response
}

/// An OAuth error of the token endpoint (RFC 6749 §5.2).
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Response {
    let mut response = (
        status,
        Json(json!({"error": error, "error_description": description})),
    )
        .into_response();
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

/// `POST {SANDBOX_PATH}/token`: code, code_verifier, grant_type=authorization_code, client_id,
/// redirect_uri (form-encoded) -> `{"id_token": ...}`.
async fn token(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(s) = sandbox(&state) else {
        return not_found();
    };
    let bad = StatusCode::BAD_REQUEST;
    if !is_form(&headers) {
        return oauth_error(
            bad,
            "invalid_request",
            "the token request must be form-encoded",
        );
    }
    let p = parse_pairs(&body);
    let get = |k: &str| p.get(k).map(String::as_str).filter(|v| !v.is_empty());
    if get("grant_type") != Some("authorization_code") {
        return oauth_error(
            bad,
            "unsupported_grant_type",
            "grant_type must be authorization_code",
        );
    }
    let (Some(code), Some(verifier), Some(client_id), Some(redirect_uri)) = (
        get("code"),
        get("code_verifier"),
        get("client_id"),
        get("redirect_uri"),
    ) else {
        return oauth_error(
            bad,
            "invalid_request",
            "code, code_verifier, client_id and redirect_uri are required",
        );
    };
    if client_id != s.partner.client_id {
        return oauth_error(
            StatusCode::UNAUTHORIZED,
            "invalid_client",
            "unknown client_id",
        );
    }
    // Any redemption spends the code, whatever its outcome.
    let pending = lock(&s.codes).remove(&crate::tokens::hash_secret(code));
    let now = state.clock.now();
    let Some(pending) = pending.filter(|c| c.expires_at > now) else {
        return oauth_error(bad, "invalid_grant", "the code is unknown, used or expired");
    };
    if !pkce::redirect_uri_matches([pending.redirect_uri.as_str()], redirect_uri) {
        return oauth_error(
            bad,
            "invalid_grant",
            "redirect_uri does not match the authorization request",
        );
    }
    if let Err(e) = pkce::verify_s256(verifier, &pending.challenge) {
        return oauth_error(bad, "invalid_grant", &e.to_string());
    }
    match s.id_token(&pending.account, pending.nonce.as_deref(), now) {
        Some(id_token) => {
            let mut response = Json(json!({"id_token": id_token})).into_response();
            response
                .headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
            response
        }
        None => oauth_error(
            StatusCode::INTERNAL_SERVER_ERROR,
            "server_error",
            "the sandbox could not sign the token",
        ),
    }
}
