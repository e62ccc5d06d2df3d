//! Account linking with the media partner (docs/product/account-linking.md): the partner's
//! OpenID Connect endpoints (a configured real partner, or the built-in [`sandbox`] outside
//! production), verification of its ID tokens against its JWKS ([`verify`]) and the link
//! itself, stored by [`store::LinkingStore`] and announced on the bus.
//!
//! Linking is available to a viewer when the brand has linked accounts, the `accountLinking`
//! flag is on for them and a partner exists; the GraphQL resolvers and startup check all three.

pub mod sandbox;
pub mod verify;

use crate::bus::Event;
use crate::config::Config;
use crate::state::AppState;
use domain::account_link::{LinkResult, MEDIA_PARTNER};
use domain::ids::UserId;
use store::{AccountLink, LinkOutcome, NewAccountLink, StoreError};

/// The path prefix of the built-in sandbox partner.
pub const SANDBOX_PATH: &str = "/partner-sandbox";
/// The platform's client id at the sandbox partner.
pub const SANDBOX_CLIENT_ID: &str = "sportsbook-web";
/// What the partner is called on the linked-accounts page.
pub const PARTNER_LABEL: &str = "Halftime Media";
/// The web app's route the partner redirects back to.
pub const CALLBACK_PATH: &str = "/account_linking/callback";

/// The partner's endpoints and the platform's client there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Partner {
    pub issuer: String,
    pub jwks_url: String,
    pub authorize_url: String,
    pub token_url: String,
    pub client_id: String,
    /// The built-in sandbox (served by this process).
    pub sandbox: bool,
}

impl Partner {
    /// The configured partner; the sandbox when none is configured, outside production.
    pub fn from_config(config: &Config) -> Option<Partner> {
        match &config.partner {
            Some(p) => Some(Partner {
                issuer: p.issuer.clone(),
                jwks_url: p.jwks_url.clone(),
                authorize_url: p.authorize_url.clone(),
                token_url: p.token_url.clone(),
                client_id: p.client_id.clone(),
                sandbox: false,
            }),
            None if config.env.is_production() => None,
            None => {
                let issuer = format!("{}{SANDBOX_PATH}", config.public_url.trim_end_matches('/'));
                Some(Partner {
                    jwks_url: format!("{issuer}/jwks"),
                    authorize_url: format!("{issuer}/authorize"),
                    token_url: format!("{issuer}/token"),
                    issuer,
                    client_id: SANDBOX_CLIENT_ID.to_owned(),
                    sandbox: true,
                })
            }
        }
    }

    /// The redirect URI the web app registers with the partner.
    pub fn redirect_uri(config: &Config) -> String {
        format!("{}{CALLBACK_PATH}", config.public_url.trim_end_matches('/'))
    }
}

/// The node's linking services.
pub struct Linking {
    pub partner: Option<Partner>,
    /// The sandbox partner, when it is the partner.
    pub sandbox: Option<sandbox::Sandbox>,
    pub keys: verify::PartnerKeys,
}

impl Linking {
    pub fn new(config: &Config) -> Linking {
        let partner = Partner::from_config(config);
        let sandbox = partner
            .as_ref()
            .filter(|p| p.sandbox)
            .map(|p| sandbox::Sandbox::new(config, p));
        Linking {
            partner,
            sandbox,
            keys: verify::PartnerKeys::new(),
        }
    }
}

/// Why a link request failed outright (refusals are a [`LinkResult`]).
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    #[error("no partner is configured")]
    NoPartner,
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

/// Verifies `id_token` and links its subject to `user`: the result, and the link on
/// SUCCESS. A token that does not verify is `INVALID_TOKEN` (the reason is logged).
pub async fn link(
    state: &AppState,
    user: &UserId,
    id_token: &str,
) -> Result<(LinkResult, Option<AccountLink>), LinkError> {
    let partner = state.linking.partner.as_ref().ok_or(LinkError::NoPartner)?;
    let now = state.clock.now();
    let identity = match verify::verify(&state.linking.keys, partner, id_token, now).await {
        Ok(identity) => identity,
        Err(e) => {
            tracing::info!(user_id = %user, error = %e, "partner ID token refused");
            return Ok((LinkResult::InvalidToken, None));
        }
    };
    let outcome = state
        .store
        .create_account_link(NewAccountLink {
            user_id: user.clone(),
            partner: MEDIA_PARTNER.to_owned(),
            subject: identity.subject,
            favorites: identity.favorites,
            at: now,
        })
        .await?;
    Ok(match outcome {
        LinkOutcome::Linked(link) => {
            tracing::info!(user_id = %user, link_id = %link.id, "account linked");
            state.bus.publish(Event::AccountLinksChanged {
                user_id: user.clone(),
            });
            (LinkResult::Success, Some(link))
        }
        LinkOutcome::Refused(result) => {
            tracing::info!(user_id = %user, result = result.as_str(), "account link refused");
            (result, None)
        }
    })
}

/// Deletes the user's link `id` and announces it.
pub async fn unlink(state: &AppState, user: &UserId, id: &str) -> Result<AccountLink, StoreError> {
    let link = state.store.delete_account_link(user, id).await?;
    tracing::info!(user_id = %user, link_id = %link.id, "account unlinked");
    state.bus.publish(Event::AccountLinksChanged {
        user_id: user.clone(),
    });
    Ok(link)
}

/// The sandbox partner's routes (none unless the sandbox is the partner).
pub fn routes(state: &AppState) -> axum::Router<AppState> {
    if state.linking.sandbox.is_some() {
        sandbox::routes()
    } else {
        axum::Router::new()
    }
}
