//! The security headers of every response, set by one layer per listener: the app's
//! ([`SecurityHeaders::app`]: the web app, `/graphql`, `/oauth/*`, `/api/*` and every other
//! route) and the payments frame's ([`SecurityHeaders::payments_frame`]).
//!
//! Every response gets a Content-Security-Policy, `X-Content-Type-Options: nosniff`, a
//! Referrer-Policy, a Permissions-Policy, X-Frame-Options where it can say the same as
//! `frame-ancestors`, and HSTS when the listener's public origin is https. A page that needs
//! another policy is named by a [`Page`] its handler puts in the response's extensions; the
//! policies themselves are all written here. Why each directive is what it is:
//! `docs/architecture.md`, "Security headers".

use crate::config::Config;
use axum::http::{HeaderMap, HeaderName, HeaderValue, header};
use axum::response::Response;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use sha2::{Digest, Sha256};
use std::sync::Arc;

/// A page whose policy is not its listener's default. Its handler marks the response with
/// [`Page::mark`]; the layer writes the headers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Page {
    /// A page of the web app that the app itself frames (the match tracker): the app's
    /// policy, framed by the app's origin only.
    FramedByApp,
    /// The OAuth sign-in page: no script, its one style element, forms posted to itself and to
    /// the origin of the client's redirect URI (where the answer to the form redirects).
    SignIn {
        style: &'static str,
        redirect_origin: Option<String>,
    },
    /// The payments frame's page: its one script and style element, calls to its own origin,
    /// framed by the app's origin only.
    PaymentsFrame {
        script: &'static str,
        style: &'static str,
    },
}

impl Page {
    /// `response`, marked as this page.
    pub fn mark(self, mut response: Response) -> Response {
        response.extensions_mut().insert(self);
        response
    }
}

/// Referrer-Policy of the app: full URLs stay on the app's origin, other sites see the origin
/// only, and nothing leaves https for http.
const REFERRER_POLICY: &str = "strict-origin-when-cross-origin";
/// Referrer-Policy of the pages whose URLs carry secrets (the sign-in page's PKCE state, the
/// payments frame's token).
const NO_REFERRER: &str = "no-referrer";
/// HSTS of an https listener: one year, this host only (the operator decides about
/// subdomains and preloading).
const HSTS: &str = "max-age=31536000";

/// The headers one listener sets, computed once from the configuration.
#[derive(Debug, Clone)]
pub struct SecurityHeaders {
    /// The policy of every response that is not a marked page.
    default_csp: HeaderValue,
    /// The policy of [`Page::FramedByApp`].
    framed_by_app_csp: HeaderValue,
    permissions: HeaderValue,
    hsts: Option<HeaderValue>,
    /// The app's origin: the only one that may frame the framed pages.
    app_origin: String,
}

impl SecurityHeaders {
    /// The app's listener: the built web app, the API and every other route.
    pub fn app(config: &Config) -> Self {
        let app_origin = config.app_origin();
        let app_policy = app_policy(config, &app_origin);
        Self {
            default_csp: value(&format!("{app_policy}; frame-ancestors 'none'")),
            framed_by_app_csp: value(&format!("{app_policy}; frame-ancestors {app_origin}")),
            permissions: HeaderValue::from_static("geolocation=(self), camera=(), microphone=()"),
            hsts: is_https(&config.public_url).then(|| HeaderValue::from_static(HSTS)),
            app_origin,
        }
    }

    /// The payments frame's listener: its page and its JSON calls.
    pub fn payments_frame(config: &Config) -> Self {
        let nothing = HeaderValue::from_static(
            "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        );
        Self {
            default_csp: nothing.clone(),
            // No app page is served here.
            framed_by_app_csp: nothing,
            permissions: HeaderValue::from_static("geolocation=(), camera=(), microphone=()"),
            hsts: is_https(&config.payments.origin).then(|| HeaderValue::from_static(HSTS)),
            app_origin: config.app_origin(),
        }
    }

    /// The tower layer that sets these headers on every response of the router it wraps.
    pub fn layer(
        self,
    ) -> tower::util::MapResponseLayer<impl Fn(Response) -> Response + Clone + Send + Sync + 'static>
    {
        let headers = Arc::new(self);
        tower::util::MapResponseLayer::new(move |mut response: Response| {
            headers.apply(&mut response);
            response
        })
    }

    /// Sets the headers of `response` by the page it is marked as, if any.
    fn apply(&self, response: &mut Response) {
        let page = response.extensions().get::<Page>().cloned();
        let (csp, frame_options, referrer) = match page {
            None => (self.default_csp.clone(), Some("DENY"), REFERRER_POLICY),
            Some(Page::FramedByApp) => (
                self.framed_by_app_csp.clone(),
                Some("SAMEORIGIN"),
                REFERRER_POLICY,
            ),
            Some(Page::SignIn {
                style,
                redirect_origin,
            }) => (
                value(&format!(
                    "default-src 'none'; style-src {}; form-action 'self'{}; base-uri 'none'; \
                     frame-ancestors 'none'",
                    hash_source(style),
                    redirect_origin.map(|o| format!(" {o}")).unwrap_or_default(),
                )),
                Some("DENY"),
                NO_REFERRER,
            ),
            // X-Frame-Options cannot name another origin: `frame-ancestors` alone says who
            // may frame it.
            Some(Page::PaymentsFrame { script, style }) => (
                value(&format!(
                    "default-src 'none'; script-src {}; style-src {}; connect-src 'self'; \
                     base-uri 'none'; form-action 'none'; frame-ancestors {}",
                    hash_source(script),
                    hash_source(style),
                    self.app_origin,
                )),
                None,
                NO_REFERRER,
            ),
        };
        let headers = response.headers_mut();
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
        set(headers, header::X_FRAME_OPTIONS, frame_options);
        headers.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static(referrer));
        headers.insert(
            HeaderName::from_static("permissions-policy"),
            self.permissions.clone(),
        );
        match &self.hsts {
            Some(hsts) => headers.insert(header::STRICT_TRANSPORT_SECURITY, hsts.clone()),
            None => headers.remove(header::STRICT_TRANSPORT_SECURITY),
        };
    }
}

/// The app's policy without `frame-ancestors`: scripts, styles, images and fonts from the
/// app's own files; calls to the API and its websocket; frames of the app (the match tracker)
/// and the payments frame.
fn app_policy(config: &Config, app_origin: &str) -> String {
    let websocket = websocket_origin(app_origin);
    let payments = config.payments.origin.trim_end_matches('/');
    // A configured partner's token endpoint, where the link flow exchanges its code.
    let partner = config
        .partner
        .as_ref()
        .and_then(|p| url::Url::parse(&p.token_url).ok())
        .map(|u| u.origin())
        .filter(url::Origin::is_tuple)
        .map(|o| o.ascii_serialization())
        .filter(|o| o != app_origin)
        .map(|o| format!(" {o}"))
        .unwrap_or_default();
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
         img-src 'self'; font-src 'self'; connect-src 'self' {app_origin} {websocket}{partner}; \
         frame-src 'self' {app_origin} {payments}; worker-src 'none'; object-src 'none'; \
         base-uri 'none'; form-action 'self'"
    )
}

fn set(headers: &mut HeaderMap, name: HeaderName, value: Option<&'static str>) {
    match value {
        Some(v) => headers.insert(name, HeaderValue::from_static(v)),
        None => headers.remove(name),
    };
}

/// A header value of policy text built from validated origins; an origin that could not be
/// a header value (never, as they are parsed URLs) leaves the strictest policy instead.
fn value(text: &str) -> HeaderValue {
    HeaderValue::from_str(text).unwrap_or_else(|_| HeaderValue::from_static("default-src 'none'"))
}

/// The websocket origin of an http(s) origin (`wss://` for `https://`).
fn websocket_origin(origin: &str) -> String {
    match origin.split_once("://") {
        Some(("https", rest)) => format!("wss://{rest}"),
        Some((_, rest)) => format!("ws://{rest}"),
        None => origin.to_owned(),
    }
}

fn is_https(url: &str) -> bool {
    url::Url::parse(url).is_ok_and(|u| u.scheme() == "https")
}

/// The CSP source that allows exactly the inline element whose content is `text`.
pub fn hash_source(text: &str) -> String {
    format!(
        "'sha256-{}'",
        STANDARD.encode(Sha256::digest(text.as_bytes()))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    fn config(public_url: &str, payments: &str) -> Config {
        let mut c = Config::development(PathBuf::from("/tmp"));
        c.public_url = public_url.into();
        c.payments.origin = payments.into();
        c
    }

    fn headers_of(h: &SecurityHeaders, page: Option<Page>) -> HeaderMap {
        let mut response = Response::new(axum::body::Body::empty());
        if let Some(page) = page {
            response = page.mark(response);
        }
        h.apply(&mut response);
        response.headers().clone()
    }

    #[test]
    fn the_app_policy_names_the_api_websocket_and_payments_origins() {
        let h = SecurityHeaders::app(&config(
            "https://bet.example.com/",
            "https://pay.example.com",
        ));
        let headers = headers_of(&h, None);
        let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(csp.contains("script-src 'self';"), "{csp}");
        assert!(
            csp.contains("connect-src 'self' https://bet.example.com wss://bet.example.com;"),
            "{csp}"
        );
        assert!(
            csp.contains("frame-src 'self' https://bet.example.com https://pay.example.com;"),
            "{csp}"
        );
        assert!(csp.ends_with("frame-ancestors 'none'"), "{csp}");
        assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY");
        assert_eq!(headers[header::STRICT_TRANSPORT_SECURITY], HSTS);
    }

    #[test]
    fn a_configured_partner_token_url_may_be_called() {
        let mut c = config("https://bet.example.com", "https://pay.example.com");
        let csp = |c: &Config| {
            headers_of(&SecurityHeaders::app(c), None)[header::CONTENT_SECURITY_POLICY]
                .to_str()
                .unwrap()
                .to_owned()
        };
        assert!(!csp(&c).contains("id.partner.example"));
        c.partner = Some(crate::config::PartnerConfig {
            issuer: "https://id.partner.example".into(),
            jwks_url: "https://id.partner.example/jwks".into(),
            authorize_url: "https://id.partner.example/authorize".into(),
            token_url: "https://id.partner.example/oauth/token".into(),
            client_id: "sportsbook".into(),
        });
        assert!(
            csp(&c).contains("connect-src 'self' https://bet.example.com wss://bet.example.com https://id.partner.example;"),
            "{}",
            csp(&c)
        );
    }

    #[test]
    fn plain_http_gets_ws_and_no_hsts() {
        let h = SecurityHeaders::app(&config("http://127.0.0.1:8080", "http://127.0.0.1:8081"));
        let headers = headers_of(&h, None);
        let csp = headers[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(csp.contains("ws://127.0.0.1:8080;"), "{csp}");
        assert!(!headers.contains_key(header::STRICT_TRANSPORT_SECURITY));
    }

    #[test]
    fn framed_pages_are_framed_by_the_app_only() {
        let c = config("https://bet.example.com", "https://pay.example.com");
        let tracker = headers_of(&SecurityHeaders::app(&c), Some(Page::FramedByApp));
        let csp = tracker[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(
            csp.ends_with("frame-ancestors https://bet.example.com"),
            "{csp}"
        );
        assert_eq!(tracker[header::X_FRAME_OPTIONS], "SAMEORIGIN");

        let frame = headers_of(
            &SecurityHeaders::payments_frame(&c),
            Some(Page::PaymentsFrame {
                script: "run()",
                style: "p{}",
            }),
        );
        let csp = frame[header::CONTENT_SECURITY_POLICY].to_str().unwrap();
        assert!(csp.contains(&format!("script-src {};", hash_source("run()"))));
        assert!(!csp.contains("unsafe-inline"), "{csp}");
        assert!(
            csp.ends_with("frame-ancestors https://bet.example.com"),
            "{csp}"
        );
        assert!(!frame.contains_key(header::X_FRAME_OPTIONS));
        assert_eq!(frame[header::REFERRER_POLICY], NO_REFERRER);
    }

    #[test]
    fn hashes_are_csp_sha256_sources() {
        // The example of the CSP specification: sha256 of `alert('Hello, world.');`.
        assert_eq!(
            hash_source("alert('Hello, world.');"),
            "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"
        );
    }
}
