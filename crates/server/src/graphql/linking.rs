//! Account linking (docs/product/account-linking.md): the viewer's linked accounts and
//! dismissed link prompts, `createAccountLink`, `deleteAccountLink`,
//! `dismissAccountLinkPrompt` and the `linkedAccountUpdated` subscription. Every operation
//! needs a login and answers NOT_FOUND unless linking is available to the viewer: the brand
//! has linked accounts, the `accountLinking` flag is on and a partner exists.

use super::context::{require_user, state};
use super::errors::{self, ErrorCode, error};
use crate::linking::{PARTNER_LABEL, Partner};
use crate::state::AppState;
use crate::watch::Watch;
use async_graphql::{Context, Enum, ID, InputObject, Object, Result, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use domain::account_link::{LinkPrompt, LinkResult, MEDIA_PARTNER};
use domain::ids::UserId;
use futures::Stream;
use store::{AccountLink, StoreError};

/// Longest partner token accepted.
const TOKEN_MAX: usize = 16 * 1024;

/// The kind of a linked account.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LinkedAccountType {
    /// The media partner's single sign-on.
    MediaPartner,
}

/// A partner the viewer can link with, and whether they did.
#[derive(SimpleObject)]
pub struct LinkedAccount {
    /// The link's id when linked (what `deleteAccountLink` takes), else the partner's key.
    pub id: ID,
    pub linked: bool,
    /// "Halftime Media".
    pub label: String,
    pub account_type: LinkedAccountType,
    /// The partner's authorize URL, where linking starts.
    pub url: String,
    /// The partner's favourites of the linked identity (empty when not linked).
    pub favorites: Vec<String>,
    pub linked_at: Option<DateTime<Utc>>,
}

/// The answer of `createAccountLink`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LinkResultCode {
    Success,
    /// The partner identity is linked to another account.
    DuplicatePairwiseId,
    /// This account is linked to another identity of the partner.
    AlreadyLinked,
    /// The partner token did not verify.
    InvalidToken,
}

impl From<LinkResult> for LinkResultCode {
    fn from(r: LinkResult) -> Self {
        match r {
            LinkResult::Success => LinkResultCode::Success,
            LinkResult::DuplicatePairwiseId => LinkResultCode::DuplicatePairwiseId,
            LinkResult::AlreadyLinked => LinkResultCode::AlreadyLinked,
            LinkResult::InvalidToken => LinkResultCode::InvalidToken,
        }
    }
}

/// A prompt inviting the viewer to link.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum LinkPromptType {
    /// The card on the account summary page.
    AccountSummary,
}

impl From<LinkPrompt> for LinkPromptType {
    fn from(p: LinkPrompt) -> Self {
        match p {
            LinkPrompt::AccountSummary => LinkPromptType::AccountSummary,
        }
    }
}

impl From<LinkPromptType> for LinkPrompt {
    fn from(p: LinkPromptType) -> Self {
        match p {
            LinkPromptType::AccountSummary => LinkPrompt::AccountSummary,
        }
    }
}

#[derive(InputObject)]
pub struct CreateAccountLinkInput {
    /// The partner's ID token (`id_token` of its token endpoint).
    pub partner_token: String,
}

/// The answer of `createAccountLink`.
#[derive(SimpleObject)]
pub struct LinkResultPayload {
    pub result: LinkResultCode,
    /// The partner's entry after the request.
    pub linked_account: LinkedAccount,
}

/// Whether linking is available to the viewer (brand, flag, partner).
pub async fn available(ctx: &Context<'_>) -> Result<bool> {
    let state = state(ctx)?;
    Ok(
        crate::brand::Brand::by_code(&state.config.brand).linked_accounts
            && state.linking.partner.is_some()
            && super::flags::is_enabled(ctx, "accountLinking").await?,
    )
}

/// The viewer and the partner, or UNAUTHENTICATED / NOT_FOUND.
async fn require_linking<'a>(ctx: &Context<'a>) -> Result<(&'a UserId, &'a Partner)> {
    let (user, _) = require_user(ctx)?;
    if !available(ctx).await? {
        return Err(error(
            ErrorCode::NotFound,
            "Account linking is not available.",
        ));
    }
    let partner = state(ctx)?
        .linking
        .partner
        .as_ref()
        .ok_or_else(|| error(ErrorCode::NotFound, "Account linking is not available."))?;
    Ok((user, partner))
}

fn entry(partner: &Partner, link: Option<AccountLink>) -> LinkedAccount {
    LinkedAccount {
        id: ID(link
            .as_ref()
            .map_or_else(|| MEDIA_PARTNER.to_owned(), |l| l.id.clone())),
        linked: link.is_some(),
        label: PARTNER_LABEL.to_owned(),
        account_type: LinkedAccountType::MediaPartner,
        url: partner.authorize_url.clone(),
        favorites: link
            .as_ref()
            .map(|l| l.favorites.clone())
            .unwrap_or_default(),
        linked_at: link.map(|l| l.linked_at),
    }
}

async fn linked_accounts(
    state: &AppState,
    partner: &Partner,
    user: &UserId,
) -> Result<Vec<LinkedAccount>> {
    let links = state
        .store
        .account_links(user)
        .await
        .map_err(|e| errors::internal("account links", e))?;
    let link = links.into_iter().find(|l| l.partner == MEDIA_PARTNER);
    Ok(vec![entry(partner, link)])
}

#[derive(Default)]
pub struct LinkingQuery;

#[Object]
impl LinkingQuery {
    /// The partners the viewer can link with and their link state. UNAUTHENTICATED for
    /// visitors; NOT_FOUND when linking is not available.
    async fn linked_accounts(&self, ctx: &Context<'_>) -> Result<Vec<LinkedAccount>> {
        let (user, partner) = require_linking(ctx).await?;
        linked_accounts(state(ctx)?, partner, user).await
    }

    /// The link prompts the viewer dismissed.
    async fn account_link_prompt_dismissals(
        &self,
        ctx: &Context<'_>,
    ) -> Result<Vec<LinkPromptType>> {
        let (user, _) = require_linking(ctx).await?;
        Ok(state(ctx)?
            .store
            .link_prompt_dismissals(user)
            .await
            .map_err(|e| errors::internal("link prompt dismissals", e))?
            .into_iter()
            .map(LinkPromptType::from)
            .collect())
    }
}

#[derive(Default)]
pub struct LinkingMutation;

#[Object]
impl LinkingMutation {
    /// Verifies the partner's ID token (signature against the partner's keys, issuer,
    /// audience, times) and links its identity to the viewer. `result` is SUCCESS, or why
    /// not. BAD_USER_INPUT for an empty or oversized token.
    async fn create_account_link(
        &self,
        ctx: &Context<'_>,
        input: CreateAccountLinkInput,
    ) -> Result<LinkResultPayload> {
        let (user, partner) = require_linking(ctx).await?;
        let token = input.partner_token.trim();
        if token.is_empty() || token.len() > TOKEN_MAX {
            return Err(errors::bad_user_input(format!(
                "partnerToken must be 1 to {TOKEN_MAX} characters."
            )));
        }
        let state = state(ctx)?;
        let (result, _) = crate::linking::link(state, user, token)
            .await
            .map_err(|e| errors::internal("account link", e))?;
        let mut accounts = linked_accounts(state, partner, user).await?;
        let linked_account = accounts.pop().unwrap_or_else(|| entry(partner, None));
        Ok(LinkResultPayload {
            result: result.into(),
            linked_account,
        })
    }

    /// Unlinks the viewer's link `id`; answers the linked accounts after. NOT_FOUND when the
    /// viewer has no such link.
    async fn delete_account_link(&self, ctx: &Context<'_>, id: ID) -> Result<Vec<LinkedAccount>> {
        let (user, partner) = require_linking(ctx).await?;
        let state = state(ctx)?;
        match crate::linking::unlink(state, user, id.as_str()).await {
            Ok(_) => linked_accounts(state, partner, user).await,
            Err(StoreError::NotFound(_)) => Err(error(
                ErrorCode::NotFound,
                "You have no such linked account.",
            )),
            Err(e) => Err(errors::internal("account unlink", e)),
        }
    }

    /// Dismisses a link prompt for good; answers the dismissed prompts.
    async fn dismiss_account_link_prompt(
        &self,
        ctx: &Context<'_>,
        prompt: LinkPromptType,
    ) -> Result<Vec<LinkPromptType>> {
        let (user, _) = require_linking(ctx).await?;
        let state = state(ctx)?;
        state
            .store
            .dismiss_link_prompt(user, prompt.into(), state.clock.now())
            .await
            .map_err(|e| errors::internal("link prompt dismissal", e))?;
        Ok(state
            .store
            .link_prompt_dismissals(user)
            .await
            .map_err(|e| errors::internal("link prompt dismissals", e))?
            .into_iter()
            .map(LinkPromptType::from)
            .collect())
    }
}

#[derive(Default)]
pub struct LinkingSubscription;

#[Subscription]
impl LinkingSubscription {
    /// The viewer's linked accounts: once at subscription start, then after every link or
    /// unlink of the viewer (from any device).
    async fn linked_account_updated(
        &self,
        ctx: &Context<'_>,
    ) -> Result<impl Stream<Item = Result<Vec<LinkedAccount>>>> {
        let (user, partner) = require_linking(ctx).await?;
        let state = state(ctx)?.clone();
        let (user, partner) = (user.clone(), partner.clone());
        // Watch before the first read so no change slips between the two.
        let watch: Watch<UserId> = state.watchers.links(&user);
        Ok(futures::stream::unfold(
            (watch, true),
            move |(watch, first)| {
                let (state, user, partner) = (state.clone(), user.clone(), partner.clone());
                async move {
                    if !first {
                        watch.woken().await;
                    }
                    let accounts = linked_accounts(&state, &partner, &user).await;
                    Some((accounts, (watch, false)))
                }
            },
        ))
    }
}
