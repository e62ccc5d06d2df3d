//! Betslip operations (see `docs/product/betslip.md`): thin resolvers over
//! [`crate::betslip`]. Input the slip cannot carry is BAD_USER_INPUT with
//! `extensions.betslipError`; `placeBets` answers business refusals inside its result.

pub mod types;

use super::bets::types::PlacedBet;
use super::context::{request, state, viewer};
use super::errors;
use super::sports::types::{OddsFormat, View};
use crate::betslip::placement::{self, BetRequest, PlaceRequest};
use crate::betslip::service::{self, Asker, Caller, Computed, NewSelection, SlipFlags};
use crate::betslip::{Failure, Holder, Owner, Slip};
use crate::state::AppState;
use crate::tokens::TokenKind;
use crate::viewer::Viewer;
use async_graphql::{Context, ErrorExtensions, ID, InputObject, Object, Result, Subscription};
use domain::betslip::BetslipError as DomainError;
use domain::odds::Odds as DomainOdds;
use futures::Stream;
use std::collections::HashSet;
use types::{
    AmountField, AmountSourceType, AutoAcceptOddsChanges, Betslip, BetslipTransferDirection,
    PlaceBetsResult,
};

/// The `X-Anonymous-Authorization` header of a request (`Bearer <anonymous token>`).
#[derive(Debug, Clone)]
pub struct AnonymousAuthorization(pub String);

/// Longest selection origin, branch channel or share id accepted.
const MAX_META_LEN: usize = 128;
/// Most selections one add or replace call may carry.
const MAX_ADD: usize = 20;

/// A failure as a GraphQL error.
fn to_error(failure: Failure) -> async_graphql::Error {
    match failure {
        Failure::BadInput(e) => bad_input(&e),
        Failure::Unauthenticated => errors::unauthenticated(),
        Failure::Internal(_) => errors::error(
            errors::ErrorCode::InternalServerError,
            "Oops, we encountered an error. Please try again later.",
        ),
    }
}

fn bad_input(e: &DomainError) -> async_graphql::Error {
    let detail = serde_json::json!({
        "code": e.code.as_str(),
        "message": e.message,
        "priority": e.priority,
        "displayType": e.display_type.as_str(),
    });
    errors::bad_user_input(e.message.clone()).extend_with(move |_, ext| {
        ext.set(
            "betslipError",
            async_graphql::Value::from_json(detail.clone()).unwrap_or_default(),
        );
    })
}

fn invalid(message: &str) -> async_graphql::Error {
    bad_input(&DomainError::invalid(message))
}

/// The feature flags shaping the viewer's slip.
async fn flags(ctx: &Context<'_>, state: &AppState, viewer: &Viewer) -> Result<SlipFlags> {
    let location = &request(ctx)?.location;
    let user_agent = ctx
        .data_opt::<crate::flags::UserAgent>()
        .map(|ua| ua.0.as_str());
    let all = crate::flags::evaluate(state, viewer, None, location, user_agent).await;
    let on = |key: &str| all.iter().any(|e| e.key == key && e.enabled);
    Ok(SlipFlags {
        teaser: on("teaser"),
        round_robins: on("roundRobins"),
    })
}

/// A visitor asking from where this request comes (the region flag decides whether they
/// could bet here).
fn visitor_asker(ctx: &Context<'_>) -> Result<Asker> {
    Ok(Asker::Visitor {
        region_allows_betting: request(ctx)?.location.operating_region().is_some(),
    })
}

/// The viewer's slip (quick or main); UNAUTHENTICATED without an anonymous token or a
/// full session.
async fn caller<'a>(ctx: &Context<'a>, slip: Slip) -> Result<Caller<'a>> {
    let state = state(ctx)?;
    let viewer = viewer(ctx)?;
    let owner = Owner::of(viewer, slip).ok_or_else(errors::unauthenticated)?;
    let asker = match viewer.user() {
        Some((_, session)) => Asker::Session(session.clone()),
        None => visitor_asker(ctx)?,
    };
    Ok(Caller {
        state,
        owner,
        flags: flags(ctx, state, viewer).await?,
        asker,
    })
}

fn render(
    computed: std::result::Result<Computed, Failure>,
    format: Option<OddsFormat>,
    trend: Option<bool>,
) -> Result<Betslip> {
    computed
        .map(|c| {
            let now = c.now;
            Betslip::new(c, View::new(format, trend, now))
        })
        .map_err(to_error)
}

/// The price the bettor saw, as sent.
#[derive(InputObject)]
pub struct BetslipOddsInput {
    pub numerator_long: String,
    pub denominator_long: String,
}

impl BetslipOddsInput {
    fn odds(&self) -> Result<DomainOdds> {
        let n = self.numerator_long.trim().parse::<u64>();
        let d = self.denominator_long.trim().parse::<u64>();
        match (n, d) {
            (Ok(n), Ok(d)) => DomainOdds::new(n, d)
                .map_err(|_| invalid("Odds must be a positive fraction, like 10/11.")),
            _ => Err(invalid("Odds must be a positive fraction, like 10/11.")),
        }
    }
}

/// A selection to add.
#[derive(InputObject)]
pub struct BetslipAddSelectionInput {
    pub selection_id: ID,
    pub odds: BetslipOddsInput,
    pub selection_origin: String,
    pub branch_channel: Option<String>,
    pub share_id: Option<String>,
}

fn meta(value: Option<String>, name: &str) -> Result<Option<String>> {
    match value.map(|v| v.trim().to_owned()) {
        Some(v) if v.len() > MAX_META_LEN => Err(invalid(&format!(
            "{name} can be at most {MAX_META_LEN} characters."
        ))),
        Some(v) if v.is_empty() => Ok(None),
        other => Ok(other),
    }
}

fn new_selection(input: BetslipAddSelectionInput, attributes: Vec<String>) -> Result<NewSelection> {
    let odds = input.odds.odds()?;
    let origin = meta(Some(input.selection_origin), "selectionOrigin")?.unwrap_or_default();
    Ok(NewSelection {
        selection_id: input.selection_id.0,
        odds,
        origin,
        branch_channel: meta(input.branch_channel, "branchChannel")?,
        share_id: meta(input.share_id, "shareId")?,
        attributes,
    })
}

/// One bet of a placement: a draft bet and the stake the client showed, in cents.
#[derive(InputObject)]
pub struct PlaceBetInput {
    pub draft_bet_id: ID,
    /// Cents as a decimal string ("1250").
    pub bet_amount: String,
}

/// Betslip queries.
#[derive(Default)]
pub struct BetslipQuery;

#[Object]
impl BetslipQuery {
    /// The viewer's betslip (visitors' too).
    async fn betslip(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let caller = caller(ctx, Slip::Main).await?;
        render(
            service::read(&caller).await,
            odds_format,
            include_odds_trend,
        )
    }

    /// The viewer's quick betslip (one selection, one straight bet).
    async fn quick_betslip(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let caller = caller(ctx, Slip::Quick).await?;
        render(
            service::read(&caller).await,
            odds_format,
            include_odds_trend,
        )
    }

    /// Whether to show the responsible-gaming modal before a first wager: logged in and no
    /// bet placed yet (false for visitors).
    async fn first_wager_rg_modal(&self, ctx: &Context<'_>) -> Result<bool> {
        let Some((user, _)) = viewer(ctx)?.user() else {
            return Ok(false);
        };
        state(ctx)?
            .store
            .count_bets(user)
            .await
            .map(|n| n == 0)
            .map_err(|e| errors::internal("count bets", e))
    }
}

/// Betslip mutations.
#[derive(Default)]
pub struct BetslipMutation;

/// Applies `op` to the caller's slip and renders it.
async fn run<F>(
    ctx: &Context<'_>,
    slip: Slip,
    format: Option<OddsFormat>,
    trend: Option<bool>,
    mut op: F,
) -> Result<Betslip>
where
    F: FnMut(
        &mut crate::betslip::document::Document,
        &service::Inputs<'_>,
    ) -> std::result::Result<(), Failure>,
{
    let caller = caller(ctx, slip).await?;
    render(service::change(&caller, &mut op).await, format, trend)
}

fn quick_attributes() -> Vec<String> {
    vec!["QuickBet".to_owned()]
}

/// The bets of a `placeBets` or `quickBetslipPlaceBet` call.
fn place_request(
    bets: Vec<PlaceBetInput>,
    betslip_version: i32,
    idempotency_key: String,
    keep_selections: bool,
) -> PlaceRequest {
    PlaceRequest {
        bets: bets
            .into_iter()
            .map(|b| BetRequest {
                draft_bet_id: b.draft_bet_id.0,
                bet_amount: b.bet_amount,
            })
            .collect(),
        betslip_version: i64::from(betslip_version),
        idempotency_key,
        keep_selections,
    }
}

async fn place(
    ctx: &Context<'_>,
    slip: Slip,
    request: PlaceRequest,
    view: View,
) -> Result<PlaceBetsResult> {
    let Some((_, session)) = viewer(ctx)?.user() else {
        return Err(errors::unauthenticated());
    };
    // Outside the operating regions: UNAUTHORIZED_REGION (the client stores the URLs it names).
    super::context::require_operating_region(ctx).await?;
    let caller = caller(ctx, slip).await?;
    let answer = placement::place(&caller, session, request)
        .await
        .map_err(to_error)?;
    let catalogue = &caller.state.catalogue;
    let placed_bets = answer
        .placed
        .into_iter()
        .map(|bet| PlacedBet::new(bet, view, catalogue))
        .collect();
    Ok(PlaceBetsResult {
        placed_bets,
        errors: types::errors(&answer.errors, answer.computed.account.currency),
        patron_balance_after: answer.balances.map(super::money::Balances),
        betslip: Betslip::new(answer.computed, view),
    })
}

#[Object]
impl BetslipMutation {
    /// Adds a selection at the price the bettor saw. An unknown, hidden or finished
    /// selection is BAD_USER_INPUT (the client removes it and shows its toast).
    #[allow(clippy::too_many_arguments)]
    async fn betslip_add_market_selection(
        &self,
        ctx: &Context<'_>,
        selection_id: ID,
        odds: BetslipOddsInput,
        selection_origin: String,
        branch_channel: Option<String>,
        share_id: Option<String>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let new = new_selection(
            BetslipAddSelectionInput {
                selection_id,
                odds,
                selection_origin,
                branch_channel,
                share_id,
            },
            Vec::new(),
        )?;
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| service::add(doc, inputs, &new),
        )
        .await
    }

    /// Adds several selections (URL bet parameters); all or none.
    async fn betslip_add_market_selections(
        &self,
        ctx: &Context<'_>,
        selections: Vec<BetslipAddSelectionInput>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        if selections.is_empty() || selections.len() > MAX_ADD {
            return Err(invalid("Add between 1 and 20 selections at a time."));
        }
        let news = selections
            .into_iter()
            .map(|s| new_selection(s, Vec::new()))
            .collect::<Result<Vec<_>>>()?;
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| news.iter().try_for_each(|n| service::add(doc, inputs, n)),
        )
        .await
    }

    /// Removes a selection (nothing when it is not in the slip).
    async fn betslip_remove_market_selection(
        &self,
        ctx: &Context<'_>,
        selection_id: ID,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, _| {
                doc.remove(&selection_id);
                Ok(())
            },
        )
        .await
    }

    /// Sets a draft bet's stake (BET) or win (WIN) in dollars as typed ("12.50"); the engine
    /// computes the other.
    async fn betslip_set_bet_amount(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        amount: String,
        amount_field: AmountField,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::set_amount(doc, inputs, &draft_bet_id, &amount, amount_field.into())
            },
        )
        .await
    }

    /// Chooses cash, Credits or one of the bettor's bonus bets to pay for a draft bet.
    async fn betslip_set_amount_source(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        amount_source_type: AmountSourceType,
        free_bet_id: Option<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::set_source(
                    doc,
                    inputs,
                    &draft_bet_id,
                    amount_source_type.into(),
                    free_bet_id.as_ref().map(|id| id.0.as_str()),
                )
            },
        )
        .await
    }

    /// Applies one of the bettor's profit boosts to a draft bet (null removes it).
    async fn betslip_select_profit_boost(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        profit_boost_id: Option<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::select_boost(
                    doc,
                    inputs,
                    &draft_bet_id,
                    profit_boost_id.as_ref().map(|id| id.0.as_str()),
                )
            },
        )
        .await
    }

    /// Moves a selection to another line of its family (one of its `buyPointOptions`).
    async fn betslip_adjust_market_selection_points(
        &self,
        ctx: &Context<'_>,
        old_market_selection_id: ID,
        new_market_selection_id: ID,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::adjust_points(
                    doc,
                    inputs,
                    &old_market_selection_id,
                    &new_market_selection_id,
                )
            },
        )
        .await
    }

    /// Chooses a teaser's points (6, 6.5, 7 football; 4, 4.5, 5 basketball). With
    /// `affectedMarkets` (the market ids of the teaser's legs as the bettor saw them) a teaser
    /// whose legs changed is refused with BETSLIP_CHANGED and nothing changes. With `odds`
    /// (the teaser's price at the new points as the bettor saw it) a different current price
    /// is applied but shown as an odds change (ODDS_CHANGED, `totalOddsTrend`) until accepted.
    #[allow(clippy::too_many_arguments)]
    async fn betslip_buy_teaser_points(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        points: f64,
        affected_markets: Option<Vec<ID>>,
        odds: Option<BetslipOddsInput>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let seen = service::SeenTeaser {
            markets: affected_markets.map(|ids| ids.into_iter().map(|id| id.0).collect()),
            odds: odds.as_ref().map(BetslipOddsInput::odds).transpose()?,
        };
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| service::buy_teaser_points(doc, inputs, &draft_bet_id, points, &seen),
        )
        .await
    }

    /// Accepts price changes: every one when neither list is given; otherwise only the
    /// listed selections (`marketSelections`: selection ids) and same-game groups
    /// (`sameGameParlayLegs`: each group as its legs' selection ids, in any order) — the
    /// others keep requiring acceptance. A listed selection or group the slip does not have
    /// is refused (INVALID) and nothing is accepted.
    async fn betslip_accept_changes(
        &self,
        ctx: &Context<'_>,
        market_selections: Option<Vec<ID>>,
        same_game_parlay_legs: Option<Vec<Vec<ID>>>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let only = acceptance(market_selections, same_game_parlay_legs);
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| service::accept_changes(doc, inputs, only.as_ref()),
        )
        .await
    }

    /// Removes every selection.
    async fn betslip_clear(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, _| {
                doc.clear();
                Ok(())
            },
        )
        .await
    }

    /// Removes the selections of the teaser section.
    async fn betslip_clear_teaser(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::clear_teaser(doc, inputs);
                Ok(())
            },
        )
        .await
    }

    /// Replaces the slip's selections with `selections` (or adds them to it with
    /// `mergeBetslip`).
    async fn betslip_replace(
        &self,
        ctx: &Context<'_>,
        selections: Vec<BetslipAddSelectionInput>,
        merge_betslip: bool,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        if selections.len() > MAX_ADD {
            return Err(invalid("Add at most 20 selections at a time."));
        }
        let news = selections
            .into_iter()
            .map(|s| new_selection(s, Vec::new()))
            .collect::<Result<Vec<_>>>()?;
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                if !merge_betslip {
                    doc.clear();
                }
                news.iter().try_for_each(|n| service::add(doc, inputs, n))
            },
        )
        .await
    }

    /// Adds a featured bet card's selections at their current prices.
    async fn betslip_add_featured_bet(
        &self,
        ctx: &Context<'_>,
        featured_bet_id: ID,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Main,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                let news = service::featured_selections(inputs, &featured_bet_id)?;
                news.iter().try_for_each(|n| service::add(doc, inputs, n))
            },
        )
        .await
    }

    /// Sets which price moves the slip accepts by itself: stored with an account holder's
    /// preferences, with a visitor's slip.
    async fn betslip_set_auto_accept_odds_changes(
        &self,
        ctx: &Context<'_>,
        value: AutoAcceptOddsChanges,
    ) -> Result<Betslip> {
        let caller = caller(ctx, Slip::Main).await?;
        match &caller.owner.holder {
            Holder::User(user) => {
                caller
                    .state
                    .store
                    .set_auto_accept_odds_changes(user, value.into(), caller.state.clock.now())
                    .await
                    .map_err(|e| errors::internal("save auto-accept", e))?;
                render(service::read(&caller).await, None, None)
            }
            Holder::Visitor(_) => {
                let chosen: domain::betslip::AutoAccept = value.into();
                render(
                    service::change(&caller, |doc, _| {
                        doc.auto_accept = Some(chosen.as_str().to_owned());
                        Ok(())
                    })
                    .await,
                    None,
                    None,
                )
            }
        }
    }

    /// Moves the slip between the visitor (named by the `X-Anonymous-Authorization: Bearer
    /// <anonymous token>` header) and the logged-in account: TO_ACCOUNT after login (the
    /// visitor's slip replaces the account's when it has one), TO_ANONYMOUS before logout.
    /// Answers the slip where it now is.
    async fn betslip_transfer(
        &self,
        ctx: &Context<'_>,
        direction: BetslipTransferDirection,
    ) -> Result<Betslip> {
        let state = state(ctx)?;
        let account = caller(ctx, Slip::Main).await?;
        if account.owner.user().is_none() {
            return Err(errors::unauthenticated());
        }
        let header = ctx
            .data_opt::<AnonymousAuthorization>()
            .ok_or_else(|| invalid("The X-Anonymous-Authorization header is required."))?;
        let token = header
            .0
            .strip_prefix("Bearer ")
            .or_else(|| header.0.strip_prefix("bearer "))
            .map(str::trim)
            .ok_or_else(|| {
                invalid("X-Anonymous-Authorization must be \"Bearer <anonymous token>\".")
            })?;
        let claims = state
            .keys
            .verify(token, state.clock.now())
            .ok()
            .filter(|c| c.kind == TokenKind::Anonymous)
            .ok_or_else(|| invalid("The anonymous token is not valid."))?;
        let visitor = Caller {
            state,
            owner: Owner {
                holder: Holder::Visitor(claims.sub),
                slip: Slip::Main,
            },
            flags: account.flags,
            asker: visitor_asker(ctx)?,
        };
        let (from, to) = match direction {
            BetslipTransferDirection::ToAccount => (&visitor, &account),
            BetslipTransferDirection::ToAnonymous => (&account, &visitor),
        };
        for slip in [Slip::Main, Slip::Quick] {
            let from_owner = Owner {
                slip,
                ..from.owner.clone()
            };
            let to_owner = Owner {
                slip,
                ..to.owner.clone()
            };
            service::transfer(state, &from_owner, &to_owner)
                .await
                .map_err(to_error)?;
        }
        render(service::read(to).await, None, None)
    }

    /// Places bets of the slip. UNAUTHENTICATED for visitors; every business refusal (location,
    /// responsible gaming, funds, changed odds, a stale `betslipVersion`, limits) comes back in
    /// `errors`. A retry with the same `idempotencyKey` and the same request answers the same
    /// bets; the key sent with anything else is refused with `IDEMPOTENCY_KEY_REUSED`
    /// (nothing placed, the slip unchanged), so every new attempt needs a new key.
    #[allow(clippy::too_many_arguments)]
    async fn place_bets(
        &self,
        ctx: &Context<'_>,
        bets: Vec<PlaceBetInput>,
        betslip_version: i32,
        idempotency_key: String,
        odds_format: Option<OddsFormat>,
        keep_betslip_selections: Option<bool>,
        include_odds_trend: Option<bool>,
    ) -> Result<PlaceBetsResult> {
        let keep = keep_betslip_selections.unwrap_or(false);
        let request = place_request(bets, betslip_version, idempotency_key, keep);
        place(
            ctx,
            Slip::Main,
            request,
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
        .await
    }

    /// Puts one selection in the quick betslip (replacing what was there).
    #[allow(clippy::too_many_arguments)]
    async fn quick_betslip_add_market_selection(
        &self,
        ctx: &Context<'_>,
        selection_id: ID,
        odds: BetslipOddsInput,
        selection_origin: String,
        branch_channel: Option<String>,
        share_id: Option<String>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let new = new_selection(
            BetslipAddSelectionInput {
                selection_id,
                odds,
                selection_origin,
                branch_channel,
                share_id,
            },
            quick_attributes(),
        )?;
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                if !doc.contains(&new.selection_id) {
                    doc.clear();
                }
                service::add(doc, inputs, &new)
            },
        )
        .await
    }

    /// Empties the quick betslip when it holds `selectionId`.
    async fn quick_betslip_remove_market_selection(
        &self,
        ctx: &Context<'_>,
        selection_id: ID,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, _| {
                doc.remove(&selection_id);
                Ok(())
            },
        )
        .await
    }

    /// Sets the quick bet's stake or win in dollars as typed.
    async fn quick_betslip_set_bet_amount(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        amount: String,
        amount_field: AmountField,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::set_amount(doc, inputs, &draft_bet_id, &amount, amount_field.into())
            },
        )
        .await
    }

    /// Chooses what pays for the quick bet.
    async fn quick_betslip_set_amount_source(
        &self,
        ctx: &Context<'_>,
        draft_bet_id: ID,
        amount_source_type: AmountSourceType,
        free_bet_id: Option<ID>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, inputs| {
                service::set_source(
                    doc,
                    inputs,
                    &draft_bet_id,
                    amount_source_type.into(),
                    free_bet_id.as_ref().map(|id| id.0.as_str()),
                )
            },
        )
        .await
    }

    /// Accepts the quick bet's price change (only the listed ones with `marketSelections` or
    /// `sameGameParlayLegs`, as `betslipAcceptChanges`).
    async fn quick_betslip_accept_changes(
        &self,
        ctx: &Context<'_>,
        market_selections: Option<Vec<ID>>,
        same_game_parlay_legs: Option<Vec<Vec<ID>>>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let only = acceptance(market_selections, same_game_parlay_legs);
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, inputs| service::accept_changes(doc, inputs, only.as_ref()),
        )
        .await
    }

    /// Sets the quick betslip's draft bet in one call, replacing what it held: `selectionId`
    /// at the price the bettor saw (`odds`; a current price other than it needs acceptance),
    /// staked `amount` dollars as typed in `amountField`, paid by `amountSourceType` (cash
    /// when not given; FREE_BET with `freeBetId` takes the bonus bet's amount). Refuses what
    /// `quickBetslipAddMarketSelection`, `quickBetslipSetBetAmount` and
    /// `quickBetslipSetAmountSource` refuse, with their errors, and then changes nothing.
    #[allow(clippy::too_many_arguments)]
    async fn quick_betslip_set_draft_bet(
        &self,
        ctx: &Context<'_>,
        selection_id: ID,
        odds: BetslipOddsInput,
        amount: String,
        amount_field: AmountField,
        amount_source_type: Option<AmountSourceType>,
        free_bet_id: Option<ID>,
        selection_origin: Option<String>,
        branch_channel: Option<String>,
        share_id: Option<String>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<Betslip> {
        let selection = new_selection(
            BetslipAddSelectionInput {
                selection_id,
                odds,
                selection_origin: selection_origin.unwrap_or_default(),
                branch_channel,
                share_id,
            },
            quick_attributes(),
        )?;
        let bet = service::QuickDraftBet {
            selection,
            amount,
            field: amount_field.into(),
            source: amount_source_type.map(Into::into),
            free_bet_id: free_bet_id.map(|id| id.0),
        };
        run(
            ctx,
            Slip::Quick,
            odds_format,
            include_odds_trend,
            |doc, inputs| service::set_quick_draft_bet(doc, inputs, &bet),
        )
        .await
    }

    /// Places the quick bet (as `placeBets` does for the slip).
    #[allow(clippy::too_many_arguments)]
    async fn quick_betslip_place_bet(
        &self,
        ctx: &Context<'_>,
        bet: PlaceBetInput,
        betslip_version: i32,
        idempotency_key: String,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<PlaceBetsResult> {
        let request = place_request(vec![bet], betslip_version, idempotency_key, false);
        place(
            ctx,
            Slip::Quick,
            request,
            View::new(odds_format, include_odds_trend, state(ctx)?.clock.now()),
        )
        .await
    }
}

/// The changes to accept: `None` (every one) when neither list is given.
fn acceptance(
    market_selections: Option<Vec<ID>>,
    same_game_parlay_legs: Option<Vec<Vec<ID>>>,
) -> Option<domain::betslip::Acceptance> {
    if market_selections.is_none() && same_game_parlay_legs.is_none() {
        return None;
    }
    Some(domain::betslip::Acceptance {
        selections: market_selections
            .unwrap_or_default()
            .into_iter()
            .map(|id| id.0)
            .collect(),
        groups: same_game_parlay_legs
            .unwrap_or_default()
            .into_iter()
            .map(|legs| legs.into_iter().map(|id| id.0).collect())
            .collect(),
    })
}

/// Betslip subscriptions.
#[derive(Default)]
pub struct BetslipSubscription;

/// The slip now, then after every change of it or of a price of its selections.
fn updates(
    state: AppState,
    owner: Owner,
    flags: SlipFlags,
    asker: Asker,
    format: Option<OddsFormat>,
    trend: Option<bool>,
) -> impl Stream<Item = Result<Betslip>> {
    // Watch before the first read so no change slips between the two.
    let watch = state.betslips.watch(&owner.key());
    futures::stream::unfold((watch, None), move |(watch, last)| {
        let state = state.clone();
        let owner = owner.clone();
        let asker = asker.clone();
        async move {
            // After the first answer: the next change, or the instant the last answer's gating
            // lapses by itself (its location authorisation expires).
            if let Some(lapses_at) = last {
                match lapses_at {
                    Some(at) => tokio::select! {
                        () = watch.woken() => {}
                        () = state.clock.sleep_until(at) => {}
                    },
                    None => watch.woken().await,
                }
            }
            let caller = Caller {
                state: &state,
                owner,
                flags,
                asker,
            };
            let computed = service::read(&caller).await;
            let lapses_at = computed.as_ref().ok().and_then(|c| c.gate_lapses_at);
            if let Ok(c) = &computed {
                watch.track(
                    c.doc
                        .slip
                        .selections
                        .iter()
                        .map(|s| s.selection_id.clone())
                        .collect::<HashSet<_>>(),
                );
            }
            Some((render(computed, format, trend), (watch, Some(lapses_at))))
        }
    })
}

#[Subscription]
impl BetslipSubscription {
    /// The viewer's betslip: sent at once, then whenever it changes (another tab, a
    /// placement) or a price, status or event of one of its selections does.
    async fn betslip_updated(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
        is_subscription: Option<bool>,
    ) -> Result<impl Stream<Item = Result<Betslip>>> {
        let _ = is_subscription;
        let caller = caller(ctx, Slip::Main).await?;
        Ok(updates(
            caller.state.clone(),
            caller.owner,
            caller.flags,
            caller.asker,
            odds_format,
            include_odds_trend,
        ))
    }

    /// The viewer's quick betslip, like `betslipUpdated`.
    async fn quick_betslip_updated(
        &self,
        ctx: &Context<'_>,
        odds_format: Option<OddsFormat>,
        include_odds_trend: Option<bool>,
    ) -> Result<impl Stream<Item = Result<Betslip>>> {
        let caller = caller(ctx, Slip::Quick).await?;
        Ok(updates(
            caller.state.clone(),
            caller.owner,
            caller.flags,
            caller.asker,
            odds_format,
            include_odds_trend,
        ))
    }
}
