//! Bet history, `/my-bets`, cash-out and shared bets (see
//! `docs/product/settlement-and-cash-out.md`): thin resolvers over the store and
//! [`crate::settlement`].

pub mod types;

use super::context::{require_user, state};
use super::errors;
use super::money::{Balances, Money};
use super::sports::types::{OddsFormat, View};
use crate::settlement::cashout::{self, Refusal, Triggered};
use crate::settlement::share::{DEFAULT_CHANNEL, LinkSharing, ShortLinks};
use crate::state::AppState;
use async_graphql::{Context, ID, InputObject, Object, Result, Subscription};
use chrono::{DateTime, Utc};
use domain::ids::{BetId, UserId};
use domain::money::Money as DomainMoney;
use futures::Stream;
use std::collections::HashMap;
use store::{BetHistoryQuery, BetStatus, PlacedBet as StoredBet, StoreError};
use types::{
    BetHistoryConnection, BetHistoryFilter, BetHistoryPage, BetHistorySectionId,
    BetHistorySectionInfo, BetHistoryTotals, Cashout, CashoutError, CashoutErrorCode,
    FullCashoutResult, PlacedBet, ShareBetError, ShareBetResult, SharedBet,
};

/// Longest id or amount string accepted.
const MAX_INPUT_LEN: usize = 128;
/// Bets `betHistory` compares after a wake-up (the newest ones: what a bettor watches).
const WATCHED_BETS: u32 = 50;

fn store_error(context: &'static str) -> impl Fn(StoreError) -> async_graphql::Error {
    move |e| errors::internal(context, e)
}

fn bet_id(raw: &str) -> Result<BetId> {
    if raw.is_empty() || raw.len() > MAX_INPUT_LEN {
        return Err(errors::bad_user_input("betId is not a bet id."));
    }
    Ok(BetId::from_raw(raw))
}

/// Renders stored bets with their share links (one store read for the page).
async fn render(state: &AppState, bets: Vec<StoredBet>, view: &View) -> Result<Vec<PlacedBet>> {
    let ids: Vec<BetId> = bets.iter().map(|b| b.id.clone()).collect();
    let mut links: HashMap<BetId, String> = HashMap::new();
    if !ids.is_empty() {
        for link in state
            .store
            .share_links(&ids)
            .await
            .map_err(store_error("share links"))?
        {
            links.entry(link.bet_id.clone()).or_insert_with(|| {
                format!(
                    "{}/s/{}",
                    state.config.public_url.trim_end_matches('/'),
                    link.code
                )
            });
        }
    }
    Ok(bets
        .into_iter()
        .map(|bet| {
            let share_link = links.get(&bet.id).cloned();
            let mut rendered = PlacedBet::new(bet, *view, &state.catalogue);
            rendered.share_link = share_link;
            rendered
        })
        .collect())
}

#[derive(Default)]
pub struct BetsQuery;

#[Object]
impl BetsQuery {
    /// The history page's sections, and whether the viewer ever placed a bet (the
    /// first-wager responsible-gaming modal reads it).
    async fn bet_history_page(&self, ctx: &Context<'_>) -> Result<BetHistoryPage> {
        let (user, _) = require_user(ctx)?;
        let count = state(ctx)?
            .store
            .count_bets(user)
            .await
            .map_err(store_error("bet count"))?;
        Ok(BetHistoryPage {
            sections: [
                (BetHistorySectionId::Betting, "Betting"),
                (BetHistorySectionId::Casino, "Casino"),
                (BetHistorySectionId::Transaction, "Transactions"),
            ]
            .into_iter()
            .map(|(id, title)| BetHistorySectionInfo {
                id,
                title: title.into(),
            })
            .collect(),
            has_bets: count > 0,
        })
    }

    /// A page of the viewer's history, newest first (`first` 1 to 100). The betting section
    /// lists bets; casino rounds and wallet transactions have their own pages, so their
    /// sections list no bets here.
    #[allow(clippy::too_many_arguments)]
    async fn bet_history_section(
        &self,
        ctx: &Context<'_>,
        section_id: BetHistorySectionId,
        #[graphql(default)] filter: BetHistoryFilter,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
        #[graphql(default = 20)] first: i32,
        after: Option<String>,
        odds_format: Option<OddsFormat>,
    ) -> Result<BetHistoryConnection> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        let first = u32::try_from(first)
            .ok()
            .filter(|n| (1..=store::MAX_HISTORY_PAGE).contains(n))
            .ok_or_else(|| {
                errors::bad_user_input(format!(
                    "first must be between 1 and {}.",
                    store::MAX_HISTORY_PAGE
                ))
            })?;
        check_range(from, to)?;
        if after.as_ref().is_some_and(|a| a.len() > MAX_INPUT_LEN) {
            return Err(errors::bad_user_input(
                "after is not a cursor of this list.",
            ));
        }
        if section_id != BetHistorySectionId::Betting {
            return Ok(BetHistoryConnection {
                bets: Vec::new(),
                end_cursor: None,
                has_next_page: false,
            });
        }
        let page = state
            .store
            .bet_history(
                user,
                &BetHistoryQuery {
                    filter: filter.into(),
                    from,
                    to,
                    first,
                    after,
                },
            )
            .await
            .map_err(|e| match e {
                StoreError::Conflict("cursor") => {
                    errors::bad_user_input("after is not a cursor of this list.")
                }
                e => errors::internal("bet history", e),
            })?;
        let view = View::new(odds_format, None, state.clock.now());
        Ok(BetHistoryConnection {
            bets: render(state, page.bets, &view).await?,
            end_cursor: page.end_cursor,
            has_next_page: page.has_next_page,
        })
    }

    /// Count, stakes and returns of the bets a filter selects.
    async fn bet_history_totals(
        &self,
        ctx: &Context<'_>,
        #[graphql(default)] filter: BetHistoryFilter,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> Result<BetHistoryTotals> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        check_range(from, to)?;
        let account = super::account::load_user(ctx, user).await?;
        let totals = state
            .store
            .bet_totals(user, filter.into(), from, to)
            .await
            .map_err(store_error("bet totals"))?;
        let money = |cents| Money(DomainMoney::new(cents, account.currency));
        Ok(BetHistoryTotals {
            count: i32::try_from(totals.count).unwrap_or(i32::MAX),
            staked: money(totals.staked_cents),
            paid: money(totals.paid_cents),
            profit: money(totals.paid_cents - totals.staked_cents),
        })
    }

    /// The viewer's open bets with a cash-out offer now.
    async fn cashouts(&self, ctx: &Context<'_>) -> Result<Vec<Cashout>> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        Ok(open_bets(state, user)
            .await?
            .iter()
            .filter_map(|bet| Cashout::of(state, bet))
            .collect())
    }

    /// A shared bet by its link (public; null for an unknown link).
    async fn shared_bet(
        &self,
        ctx: &Context<'_>,
        canonical_url: String,
        odds_format: Option<OddsFormat>,
    ) -> Result<Option<SharedBet>> {
        let state = state(ctx)?;
        let code = canonical_url.trim();
        if !store::is_share_code(code) {
            return Ok(None);
        }
        let Some(bet) = state
            .store
            .shared_bet(code)
            .await
            .map_err(store_error("shared bet"))?
        else {
            return Ok(None);
        };
        Ok(Some(SharedBet {
            code: code.to_owned(),
            bet: PlacedBet::new(
                bet,
                View::new(odds_format, None, state.clock.now()),
                &state.catalogue,
            ),
        }))
    }
}

fn check_range(from: Option<DateTime<Utc>>, to: Option<DateTime<Utc>>) -> Result<()> {
    match (from, to) {
        (Some(from), Some(to)) if from > to => {
            Err(errors::bad_user_input("from must not be after to."))
        }
        _ => Ok(()),
    }
}

/// The viewer's open bets (every page).
async fn open_bets(state: &AppState, user: &UserId) -> Result<Vec<StoredBet>> {
    let mut bets = Vec::new();
    let mut after = None;
    loop {
        let page = state
            .store
            .bet_history(
                user,
                &BetHistoryQuery {
                    filter: store::BetHistoryFilter::Open,
                    from: None,
                    to: None,
                    first: store::MAX_HISTORY_PAGE,
                    after,
                },
            )
            .await
            .map_err(store_error("open bets"))?;
        bets.extend(page.bets);
        if !page.has_next_page {
            return Ok(bets);
        }
        after = page.end_cursor;
    }
}

/// `fullCashoutTrigger`'s input: the offer the bettor saw.
#[derive(InputObject)]
pub struct FullCashoutInput {
    pub bet_id: ID,
    pub cashout_id: ID,
    /// Cents as a decimal string (the offer's `cashoutAmount.amountLong`).
    pub cashout_amount: String,
}

#[derive(Default)]
pub struct BetsMutation;

#[Object]
impl BetsMutation {
    /// Cashes out a bet for the offer the bettor saw. In play it waits out the delay and
    /// values the bet again; a moved value is INVALID with the new offer.
    async fn full_cashout_trigger(
        &self,
        ctx: &Context<'_>,
        input: FullCashoutInput,
        odds_format: Option<OddsFormat>,
    ) -> Result<FullCashoutResult> {
        let (user, session) = require_user(ctx)?;
        super::context::require_operating_region(ctx).await?;
        let state = state(ctx)?;
        let bet_id = bet_id(&input.bet_id)?;
        if input.cashout_id.len() > MAX_INPUT_LEN {
            return Err(errors::bad_user_input("cashoutId is not a cash-out offer."));
        }
        let amount_cents = domain::amount::parse_cents(&input.cashout_amount, i64::MAX)
            .ok()
            .filter(|c| *c > 0)
            .ok_or_else(|| {
                errors::bad_user_input("cashoutAmount must be a positive number of cents.")
            })?;
        let request = cashout::Request {
            bet_id,
            offer_id: input.cashout_id.to_string(),
            amount_cents,
        };
        let answer = cashout::trigger(state, user, session, &request)
            .await
            .map_err(store_error("cash-out"))?;
        let view = View::new(odds_format, None, state.clock.now());
        Ok(match answer {
            Triggered::CashedOut {
                bet,
                offer,
                balances,
            } => FullCashoutResult {
                cashout: Some(Cashout {
                    offer,
                    bet_cents: bet.total_stake_cents,
                    currency: bet.currency,
                }),
                cashout_error: None,
                success: true,
                patron_balance_after: Some(Balances(balances)),
                bet: render(state, vec![*bet], &view).await?.pop(),
            },
            Triggered::Refused(refusal) => {
                let (code, message, offer) = match refusal {
                    Refusal::Generic(message) => (CashoutErrorCode::Generic, message, None),
                    Refusal::Geo => (
                        CashoutErrorCode::Geo,
                        "You must be in a permitted location to cash out.".to_owned(),
                        None,
                    ),
                    Refusal::Invalid(offer) => (
                        CashoutErrorCode::Invalid,
                        if offer.is_some() {
                            "The cash out value has changed. Review the new value and try again."
                        } else {
                            "This bet cannot be cashed out."
                        }
                        .to_owned(),
                        offer,
                    ),
                };
                let bet = state
                    .store
                    .bet(user, &request.bet_id)
                    .await
                    .map_err(store_error("bet"))?;
                let cashout = offer.zip(bet.as_ref()).map(|(offer, bet)| Cashout {
                    offer,
                    bet_cents: bet.total_stake_cents,
                    currency: bet.currency,
                });
                FullCashoutResult {
                    cashout,
                    cashout_error: Some(CashoutError { code, message }),
                    success: false,
                    patron_balance_after: None,
                    bet: match bet {
                        Some(bet) => render(state, vec![bet], &view).await?.pop(),
                        None => None,
                    },
                }
            }
        })
    }

    /// A share link to one of the viewer's bets (the same link every time per channel).
    async fn share_bet(
        &self,
        ctx: &Context<'_>,
        bet_id: ID,
        channel: Option<String>,
    ) -> Result<ShareBetResult> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?;
        let id = self::bet_id(&bet_id)?;
        let channel = channel.unwrap_or_else(|| DEFAULT_CHANNEL.to_owned());
        if !store::is_share_channel(&channel) {
            return Err(errors::bad_user_input(
                "channel must be 1 to 32 letters, digits, dots, dashes or underscores.",
            ));
        }
        let provider = ShortLinks {
            public_url: state.config.public_url.clone(),
            clock: std::sync::Arc::clone(&state.clock),
        };
        match provider
            .make_new_link(state.store.as_ref(), user, &id, &channel)
            .await
        {
            Ok(link) => Ok(ShareBetResult {
                url: Some(link.url),
                canonical_url: Some(link.canonical_url),
                errors: Vec::new(),
            }),
            Err(StoreError::NotFound(_)) => Ok(ShareBetResult {
                url: None,
                canonical_url: None,
                errors: vec![ShareBetError {
                    code: "BET_NOT_FOUND".into(),
                    message: "This bet cannot be shared.".into(),
                }],
            }),
            Err(e) => Err(errors::internal("share link", e)),
        }
    }
}

#[derive(Default)]
pub struct BetsSubscription;

#[Subscription]
impl BetsSubscription {
    /// The viewer's bets as they change (placed, accepted, graded, cashed out): each newest
    /// bet whose state moved since the subscription's last message.
    async fn bet_history(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
    ) -> Result<impl Stream<Item = Result<PlacedBet>>> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?.clone();
        let user = user.clone();
        let watch = state.watchers.bets(&user);
        let view = View::new(odds_format, None, state.clock.now());
        let seen = versions(&recent(&state, &user).await?);
        let stream = futures::stream::unfold(
            (watch, seen, std::collections::VecDeque::<PlacedBet>::new()),
            move |(watch, mut seen, mut queue)| {
                let (state, user, view) = (state.clone(), user.clone(), view);
                async move {
                    loop {
                        if let Some(next) = queue.pop_front() {
                            return Some((Ok(next), (watch, seen, queue)));
                        }
                        watch.woken().await;
                        let Ok(bets) = recent(&state, &user).await else {
                            continue;
                        };
                        let changed: Vec<StoredBet> = bets
                            .into_iter()
                            .filter(|b| seen.get(&b.id) != Some(&version(b)))
                            .collect();
                        for bet in &changed {
                            seen.insert(bet.id.clone(), version(bet));
                        }
                        if let Ok(rendered) = render(&state, changed, &view).await {
                            queue.extend(rendered);
                        }
                    }
                }
            },
        );
        Ok(stream)
    }

    /// The viewer's cash-out offers as they move: every open bet's offer whose value changed
    /// (prices of its selections, a leg resulted), checked after each change of the bets'
    /// markets or of the bets.
    async fn cashout_updated(
        &self,
        ctx: &Context<'_>,
    ) -> Result<impl Stream<Item = Result<Cashout>>> {
        let (user, _) = require_user(ctx)?;
        let state = state(ctx)?.clone();
        let user = user.clone();
        let watch = state.watchers.bets(&user);
        let changes = state.catalogue.subscribe();
        let bets = open_bets(&state, &user).await?;
        let offers: HashMap<BetId, String> = bets
            .iter()
            .filter_map(|b| Cashout::of(&state, b).map(|c| (b.id.clone(), c.offer.id())))
            .collect();
        let stream = futures::stream::unfold(
            (
                watch,
                changes,
                bets,
                offers,
                std::collections::VecDeque::<Cashout>::new(),
            ),
            move |(watch, mut changes, mut bets, mut offers, mut queue)| {
                let (state, user) = (state.clone(), user.clone());
                async move {
                    loop {
                        if let Some(next) = queue.pop_front() {
                            return Some((Ok(next), (watch, changes, bets, offers, queue)));
                        }
                        tokio::select! {
                            () = watch.woken() => {
                                if let Ok(fresh) = open_bets(&state, &user).await {
                                    bets = fresh;
                                }
                            }
                            changed = changes.recv() => match changed {
                                Ok(changed) => {
                                    let touches = changed.everything || bets.iter().any(|b| {
                                        b.legs.iter().any(|l| changed.market_ids.contains(&l.market_id))
                                    });
                                    if !touches {
                                        continue;
                                    }
                                }
                                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                                Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
                            },
                        }
                        for bet in &bets {
                            if let Some(cashout) = Cashout::of(&state, bet) {
                                let id = cashout.offer.id();
                                if offers.get(&bet.id) != Some(&id) {
                                    offers.insert(bet.id.clone(), id);
                                    queue.push_back(cashout);
                                }
                            } else {
                                offers.remove(&bet.id);
                            }
                        }
                    }
                }
            },
        );
        Ok(stream)
    }
}

/// The viewer's newest bets.
async fn recent(state: &AppState, user: &UserId) -> Result<Vec<StoredBet>> {
    Ok(state
        .store
        .bet_history(
            user,
            &BetHistoryQuery {
                filter: store::BetHistoryFilter::All,
                from: None,
                to: None,
                first: WATCHED_BETS,
                after: None,
            },
        )
        .await
        .map_err(store_error("bets"))?
        .bets)
}

/// What tells one state of a bet from the next.
fn version(bet: &StoredBet) -> (BetStatus, i64) {
    (bet.status, bet.grade_version)
}

fn versions(bets: &[StoredBet]) -> HashMap<BetId, (BetStatus, i64)> {
    bets.iter().map(|b| (b.id.clone(), version(b))).collect()
}
