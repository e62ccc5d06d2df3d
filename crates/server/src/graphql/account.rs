//! `Query.account`: the logged-in account holder, with balances (see
//! `docs/product/shell-and-identity.md`). There is no way to name another user: the account is
//! always the viewer's own.

use super::context::{require_user, state};
use super::errors;
use super::money::Balances;
use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::ids::UserId;

/// Reads the viewer's user row; a session whose user vanished is UNAUTHENTICATED.
pub async fn load_user(ctx: &Context<'_>, user_id: &UserId) -> Result<store::User> {
    state(ctx)?
        .store
        .user_by_id(user_id)
        .await
        .map_err(|e| errors::internal("load user", e))?
        .ok_or_else(errors::unauthenticated)
}

/// Reads an account holder's balances in their currency.
pub async fn load_balances(
    state: &crate::state::AppState,
    user: &UserId,
    currency: domain::money::Currency,
) -> Result<Balances> {
    state
        .store
        .balances(user, currency)
        .await
        .map(Balances)
        .map_err(|e| errors::internal("load balances", e))
}

async fn pending_acknowledgement(
    ctx: &Context<'_>,
    user: &UserId,
) -> Result<Option<store::DepositAcknowledgement>> {
    state(ctx)?
        .store
        .pending_deposit_acknowledgement(user)
        .await
        .map_err(|e| errors::internal("deposit acknowledgement", e))
}

/// Whether the casino is closed to this account holder.
#[derive(Debug, Clone, SimpleObject)]
pub struct CasinoRestriction {
    pub active: bool,
    pub expires_at: Option<DateTime<Utc>>,
}

/// An account holder's account.
pub struct Account(pub store::User);

#[Object]
impl Account {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }

    /// The sign-in name (the email address).
    async fn username(&self) -> &str {
        &self.0.email
    }

    async fn first_name(&self) -> &str {
        &self.0.first_name
    }

    async fn last_name(&self) -> &str {
        &self.0.last_name
    }

    async fn email(&self) -> &str {
        &self.0.email
    }

    /// ISO 3166-2 code of the home region.
    async fn region(&self) -> &str {
        &self.0.region
    }

    /// ISO 4217 code of the account's currency (USD in US regions, CAD in Canadian ones).
    async fn currency(&self) -> &'static str {
        self.0.currency.code()
    }

    async fn balances(&self, ctx: &Context<'_>) -> Result<Balances> {
        load_balances(state(ctx)?, &self.0.id, self.0.currency).await
    }

    /// Casino restriction: active during a cool-off or self-exclusion and while an operator's
    /// restriction is in force; `expiresAt` is the latest end of everything in force (none
    /// while any has no end, such as a lifetime self-exclusion).
    async fn casino_restriction(&self, ctx: &Context<'_>) -> Result<CasinoRestriction> {
        let state = state(ctx)?;
        let restriction = crate::responsible_gaming::restrictions::casino_restriction(
            state.store.as_ref(),
            &self.0.id,
            state.clock.now(),
        )
        .await
        .map_err(|e| errors::internal("casino restriction", e))?;
        Ok(CasinoRestriction {
            active: restriction.active,
            expires_at: restriction.expires_at,
        })
    }

    /// Seconds between reality check-ins (null: off).
    async fn reality_checkin_interval(&self, ctx: &Context<'_>) -> Result<Option<i32>> {
        let state = state(ctx)?;
        crate::responsible_gaming::service::reality_checkin_seconds(
            state,
            &self.0,
            state.clock.now(),
        )
        .await
        .map_err(|e| errors::internal("reality check-in", e))
    }

    /// When the account was opened.
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    /// When this session's login happened.
    async fn last_login_at(&self) -> Option<DateTime<Utc>> {
        self.0.last_login_at
    }

    /// The bettor has a responsible-gaming acknowledgement to give (their deposits reached
    /// the region's threshold); betting and deposits wait for it.
    async fn requires_responsible_gaming_acknowledgement(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(pending_acknowledgement(ctx, &self.0.id).await?.is_some())
    }

    /// The deposit acknowledgement modal, or null when nothing is to be acknowledged.
    async fn deposit_ack_modal(
        &self,
        ctx: &Context<'_>,
    ) -> Result<Option<super::wallet::types::DepositAckModal>> {
        Ok(pending_acknowledgement(ctx, &self.0.id)
            .await?
            .map(|pending| {
                let modal = crate::wallet::acknowledgement::modal(&pending);
                super::wallet::types::DepositAckModal {
                    title: modal.title,
                    body: modal.body,
                    button_label: modal.button_label.to_owned(),
                    show_deposit_ack_modal: true,
                    deposit_ack_type: modal.deposit_ack_type.to_owned(),
                }
            }))
    }

    /// True while a W-2G form waits for the account holder's government ID: real-money play
    /// is refused and the app shows the W-2G win modal until the ID is uploaded.
    #[graphql(name = "showW2gWinModal")]
    async fn show_w2g_win_modal(&self, ctx: &Context<'_>) -> Result<bool> {
        Ok(super::tax::win_modal(ctx, &self.0.id).await?.is_some())
    }

    /// The W-2G win modal's contents, or null when no form waits for an ID.
    #[graphql(name = "w2gWinModal")]
    async fn w2g_win_modal(&self, ctx: &Context<'_>) -> Result<Option<super::tax::W2gWinModal>> {
        super::tax::win_modal(ctx, &self.0.id).await
    }

    /// The account's identity verification: needed before the first withdrawal and before
    /// deposits past the unverified lifetime limit.
    async fn identity_verification(
        &self,
        ctx: &Context<'_>,
    ) -> Result<super::verification::IdentityVerification> {
        super::verification::load(ctx, &self.0).await
    }

    /// True while a pending limit change needs the bettor's confirmation and the limits
    /// modal has not been dismissed since it did.
    async fn show_limits_modal(&self, ctx: &Context<'_>) -> Result<bool> {
        let state = state(ctx)?;
        crate::responsible_gaming::service::show_limits_modal(state, &self.0, state.clock.now())
            .await
            .map_err(|e| errors::internal("limits modal", e))
    }
}

/// Account queries.
#[derive(Default)]
pub struct AccountQuery;

#[Object]
impl AccountQuery {
    /// The viewer's account. UNAUTHENTICATED for visitors and refused tokens.
    async fn account(&self, ctx: &Context<'_>) -> Result<Option<Account>> {
        let (user_id, _) = require_user(ctx)?;
        Ok(Some(Account(load_user(ctx, user_id).await?)))
    }
}
