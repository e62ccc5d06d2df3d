//! `GET/POST /oauth/authorize`: the authorization endpoint (RFC 6749, section 4.1 with PKCE S256).
//!
//! GET validates the request and renders a small, self-contained sign-in page (inline CSS,
//! no external assets). POST checks the credentials with the same throttling and lockout
//! as the password grant, stores a single-use code (hash only, 10 minutes) and redirects
//! (303) to the registered redirect URI with `code` and `state`. An unknown client or a
//! redirect URI that is not exactly registered gets an error page, never a redirect.

use super::clients::{self, brand_name};
use super::extract::RequestContext;
use super::login::{self, LoginFailure};
use crate::http::security_headers::Page;
use crate::state::AppState;
use crate::tokens;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{RawQuery, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use domain::pkce;
use std::collections::HashMap;
use store::NewAuthorizationCode;

/// How long an authorization code may be redeemed.
pub const CODE_LIFETIME_SECS: i64 = 600;

/// A validated authorization request.
#[derive(Debug, Clone)]
struct AuthRequest {
    client_id: String,
    redirect_uri: String,
    code_challenge: String,
    state: String,
}

/// What is wrong with a request, and how to tell the client.
enum Refusal {
    /// Unknown client or unregistered redirect URI: shown on our page only.
    Page(String),
    /// Any other problem: sent back to the (verified) redirect URI.
    Redirect {
        redirect_uri: String,
        error: &'static str,
        description: String,
        state: Option<String>,
    },
}

/// A query or form's parameters, the first of a repeated name winning (also the sandbox
/// partner's authorize endpoint's).
pub(crate) fn parse_pairs(raw: &[u8]) -> HashMap<String, String> {
    let mut map = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(raw) {
        map.entry(k.into_owned()).or_insert_with(|| v.into_owned());
    }
    map
}

fn validate(state: &AppState, p: &HashMap<String, String>) -> Result<AuthRequest, Refusal> {
    let get = |k: &str| p.get(k).map(String::as_str).filter(|v| !v.is_empty());
    let client_id = get("client_id")
        .ok_or_else(|| Refusal::Page("The sign-in link is missing its client_id.".into()))?;
    let client = clients::find(client_id).ok_or_else(|| {
        Refusal::Page("The application asking you to sign in is not registered.".into())
    })?;
    let redirect_uri = get("redirect_uri")
        .filter(|r| pkce::redirect_uri_matches(clients::redirect_uris(&state.config, client).iter().map(String::as_str), r))
        .ok_or_else(|| Refusal::Page("The sign-in link has a redirect address that is not registered for this application.".into()))?;
    let checked = pkce::check_code_request(get).map_err(|r| Refusal::Redirect {
        redirect_uri: redirect_uri.to_owned(),
        error: r.error,
        description: r.description,
        state: get("state")
            .filter(|s| pkce::validate_state(s).is_ok())
            .map(str::to_owned),
    })?;
    Ok(AuthRequest {
        client_id: client.id.to_owned(),
        redirect_uri: redirect_uri.to_owned(),
        code_challenge: checked.code_challenge,
        state: checked.state,
    })
}

fn redirect_to(base: &str, params: &[(&str, &str)]) -> Response {
    let Ok(mut url) = url::Url::parse(base) else {
        return error_page(
            "",
            StatusCode::BAD_REQUEST,
            "The redirect address is not valid.",
        );
    };
    {
        let mut q = url.query_pairs_mut();
        for (k, v) in params {
            q.append_pair(k, v);
        }
    }
    let mut response = StatusCode::SEE_OTHER.into_response();
    if let Ok(v) = HeaderValue::from_str(url.as_str()) {
        response.headers_mut().insert(header::LOCATION, v);
    }
    secure_headers(response, None)
}

fn refusal_response(state: &AppState, refusal: Refusal) -> Response {
    match refusal {
        Refusal::Page(message) => error_page(
            brand_name(&state.config.brand),
            StatusCode::BAD_REQUEST,
            &message,
        ),
        Refusal::Redirect {
            redirect_uri,
            error,
            description,
            state,
        } => {
            let mut params = vec![
                ("error", error),
                ("error_description", description.as_str()),
            ];
            if let Some(s) = state.as_deref() {
                params.push(("state", s));
            }
            redirect_to(&redirect_uri, &params)
        }
    }
}

/// `GET /oauth/authorize`
pub async fn show(State(state): State<AppState>, RawQuery(query): RawQuery) -> Response {
    let params = parse_pairs(query.unwrap_or_default().as_bytes());
    match validate(&state, &params) {
        Ok(req) => sign_in_page(&state, &req, "", None, StatusCode::OK),
        Err(refusal) => refusal_response(&state, refusal),
    }
}

/// `POST /oauth/authorize` (the sign-in form).
pub async fn submit(
    State(state): State<AppState>,
    ctx: RequestContext,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let brand = brand_name(&state.config.brand);
    let is_form = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("application/x-www-form-urlencoded")
        });
    let Ok(body) = body else {
        return error_page(
            brand,
            StatusCode::PAYLOAD_TOO_LARGE,
            "The sign-in form was too large.",
        );
    };
    if !is_form {
        return error_page(
            brand,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "The sign-in form must be sent as a form.",
        );
    }
    let params = parse_pairs(&body);
    let req = match validate(&state, &params) {
        Ok(req) => req,
        Err(refusal) => return refusal_response(&state, refusal),
    };
    let email = params.get("email").map_or("", String::as_str);
    let password = params.get("password").map_or("", String::as_str);
    if email.trim().is_empty() || password.is_empty() {
        return sign_in_page(
            &state,
            &req,
            email,
            Some("Please enter your email and password."),
            StatusCode::UNPROCESSABLE_ENTITY,
        );
    }
    let user = match login::check_credentials(&state, &ctx, email, password).await {
        Ok(user) => user,
        Err(failure) => {
            let status = match failure {
                LoginFailure::Throttled(_) => StatusCode::TOO_MANY_REQUESTS,
                LoginFailure::Unavailable(ref e) => {
                    tracing::error!(error = %e, "sign-in page: store failed");
                    StatusCode::SERVICE_UNAVAILABLE
                }
                LoginFailure::InvalidCredentials => StatusCode::UNAUTHORIZED,
            };
            return sign_in_page(&state, &req, email, Some(&failure.message()), status);
        }
    };
    let code = tokens::random_token();
    let now = state.clock.now();
    let stored = state
        .store
        .insert_authorization_code(NewAuthorizationCode {
            code_hash: tokens::hash_secret(&code),
            user_id: user.id.clone(),
            client_id: req.client_id.clone(),
            redirect_uri: req.redirect_uri.clone(),
            code_challenge: req.code_challenge.clone(),
            created_at: now,
            expires_at: now + chrono::Duration::seconds(CODE_LIFETIME_SECS),
        })
        .await;
    if let Err(e) = stored {
        tracing::error!(error = %e, "cannot store authorization code");
        return error_page(
            brand,
            StatusCode::SERVICE_UNAVAILABLE,
            super::errors::GENERIC_MESSAGE,
        );
    }
    tracing::info!(user_id = %user.id, client_id = %req.client_id, "authorization code issued");
    redirect_to(&req.redirect_uri, &[("code", &code), ("state", &req.state)])
}

/// Escapes text for HTML element content and attribute values.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `response` with `Cache-Control: no-store`, marked as the sign-in page for the security
/// headers (its style, and its form may post to `form_target`'s origin).
fn secure_headers(mut response: Response, form_target: Option<&str>) -> Response {
    let redirect_origin = form_target
        .and_then(|u| url::Url::parse(u).ok())
        .map(|u| u.origin())
        .filter(url::Origin::is_tuple)
        .map(|o| o.ascii_serialization());
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Page::SignIn {
        style: STYLE,
        redirect_origin,
    }
    .mark(response)
}

/// The stylesheet of the sign-in pages (the sandbox partner's login page too).
pub const STYLE: &str = r#"
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#fff;--text:#14171f;--muted:#4a5160;--accent:#0b5cd5;--danger:#b3261e;--border:#c9ced8}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#1a1d24;--text:#f1f3f7;--muted:#b8bfcc;--accent:#7fb0ff;--danger:#ffb4ab;--border:#3a404c}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:400px;margin:24px;padding:32px;background:var(--card);border:1px solid var(--border);border-radius:12px}
h1{font-size:1.5rem;margin:0 0 4px}p.brand{margin:0 0 24px;color:var(--muted)}
label{display:block;font-weight:600;margin:16px 0 6px}
input{width:100%;padding:12px;font:inherit;color:inherit;background:transparent;border:1px solid var(--border);border-radius:8px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:700;color:#fff;background:var(--accent);border:0;border-radius:8px;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0f1115}}
.error{margin:16px 0 0;padding:12px;border:1px solid var(--danger);border-radius:8px;color:var(--danger)}
nav{margin-top:20px;display:flex;justify-content:space-between;gap:12px}a{color:var(--accent)}
"#;

fn page(brand: &str, title: &str, body: &str) -> String {
    let brand = escape_html(brand);
    let title = escape_html(title);
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{title} | {brand}</title><style>{STYLE}</style></head><body><main>{body}</main></body></html>"
    )
}

fn error_page(brand: &str, status: StatusCode, message: &str) -> Response {
    let brand = if brand.is_empty() {
        "Sportsbook"
    } else {
        brand
    };
    let body = format!(
        "<h1>Sign-in problem</h1><p class=\"brand\">{}</p><p role=\"alert\" class=\"error\">{}</p>",
        escape_html(brand),
        escape_html(message)
    );
    secure_headers(
        (status, Html(page(brand, "Sign-in problem", &body))).into_response(),
        None,
    )
}

fn sign_in_page(
    state: &AppState,
    req: &AuthRequest,
    email: &str,
    error: Option<&str>,
    status: StatusCode,
) -> Response {
    let brand = brand_name(&state.config.brand);
    let public = state.config.public_url.trim_end_matches('/');
    let hidden = [
        ("client_id", req.client_id.as_str()),
        ("redirect_uri", req.redirect_uri.as_str()),
        ("response_type", "code"),
        ("code_challenge", req.code_challenge.as_str()),
        ("code_challenge_method", "S256"),
        ("state", req.state.as_str()),
    ]
    .iter()
    .map(|(k, v)| {
        format!(
            "<input type=\"hidden\" name=\"{k}\" value=\"{}\">",
            escape_html(v)
        )
    })
    .collect::<String>();
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
        "<h1>Log In</h1><p class=\"brand\">to continue to {brand}</p>{error_html}\
<form method=\"post\" action=\"/oauth/authorize\" novalidate>{hidden}\
<label for=\"email\">Email</label><input id=\"email\" name=\"email\" type=\"email\" autocomplete=\"username\" required value=\"{email}\"{described}>\
<label for=\"password\">Password</label><input id=\"password\" name=\"password\" type=\"password\" autocomplete=\"current-password\" required{described}>\
<button type=\"submit\">Log In</button></form>\
<nav aria-label=\"Account help\"><a href=\"{public}/forgot-password\">Forgot password?</a><a href=\"{public}/signup\">Sign Up</a></nav>",
        brand = escape_html(brand),
        email = escape_html(email),
        public = escape_html(public),
    );
    secure_headers(
        (status, Html(page(brand, "Log In", &body))).into_response(),
        Some(&req.redirect_uri),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes() {
        assert_eq!(
            escape_html(r#"<a href="x">'&'</a>"#),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
    }
}
