//! Placing the bets of a slip (`placeBets`): the refusals come back inside the answer as
//! betslip errors, in this order: location, responsible-gaming acknowledgement, a stale slip
//! version or amounts that differ from the slip, the draft bets' own errors (odds changed,
//! suspended selections, stake limits), the responsible-gaming limits; then one store
//! transaction takes the stakes, uses the rewards, re-checks the spend and loss windows and
//! writes the bets. In-play bets wait out their sport's delay with the stake held and are
//! re-priced: a price that moved against the bettor, or a market no longer open, rejects the
//! bet and gives the stake back.
//!
//! **Idempotency.** A key answers one placement exactly: the same key asking for the same
//! thing replays its bets, asking for anything else is refused (`IDEMPOTENCY_KEY_REUSED`)
//! and touches neither the slip nor the money. What was asked is the placement's
//! [`PlacementFingerprint`]: the request (draft bets, stakes, slip version, keep-selections)
//! and what that slip version priced for it (sources, rewards, legs and accepted prices). It
//! is compared twice, where each half can be computed:
//!
//! - the slip's last placement: a genuine retry finds its draft bets already gone from the
//!   slip, so it is compared on the request half alone, which it sends unchanged (the slip
//!   version in it stands for what that version held);
//! - the store's claim of the key, for every other placement reaching it (its draft bets are
//!   in the slip, so the whole fingerprint is known): an older key reused for a new
//!   selection, a retry racing the first attempt, a retry after the slip was replaced (a
//!   slip moved away and started again repeats version numbers, which the priced half
//!   tells apart). A match answers the first placement's bets and finishes its slip update
//!   (for a retry whose first attempt never got to it).
//!
//! A key placed before fingerprints were kept replays whatever is asked, as it always did:
//! there is nothing to compare a retry with, and refusing would refuse genuine retries.

use super::amounts::parse_cents;
use super::document::{Document, LastPlacement};
use super::quotes::Offer;
use super::service::{Caller, Computed, Inputs, change_with};
use super::{Failure, Holder};
use crate::bus::Event;
use crate::responsible_gaming::{WagerRefusal, check_wager_limit, check_wagers, wager_windows};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::betslip::{
    AmountSource, BetType, BetslipError, DraftBet, Gate, LocationGate, PlacementFingerprint,
    PricedBet, RequestFingerprint,
};
use domain::ids::{BetId, SessionId, UserId};
use domain::odds::Odds;
use domain::sports::{EventStatus, OfferStatus};
use std::collections::HashSet;
use std::time::Duration;
use store::{BetStatus, NewBet, NewBetLeg, PlaceBets, PlaceOutcome, PlacedBet};

/// Longest idempotency key accepted.
pub const MAX_KEY_LEN: usize = 128;
/// Most bets one placement may carry.
pub const MAX_BETS: usize = 64;
/// How long past its delay a placement waits for its in-play bets' verdict.
pub const RESOLUTION_GRACE: Duration = Duration::from_secs(2);

/// One bet to place: a draft bet of the slip and the stake the client showed (cents).
#[derive(Debug, Clone)]
pub struct BetRequest {
    pub draft_bet_id: String,
    pub bet_amount: String,
}

/// A placement request.
#[derive(Debug, Clone)]
pub struct PlaceRequest {
    pub bets: Vec<BetRequest>,
    pub betslip_version: i64,
    pub idempotency_key: String,
    pub keep_selections: bool,
}

/// What a placement answers.
pub struct PlaceAnswer {
    /// The bets placed (accepted or, past the wait, still pending); rejected bets are not.
    pub placed: Vec<PlacedBet>,
    pub computed: Computed,
    /// Balances after the placement, when it moved money (or replayed one that did).
    pub balances: Option<store::Balances>,
    pub errors: Vec<BetslipError>,
}

fn refusal(computed: Computed, mut errors: Vec<BetslipError>) -> PlaceAnswer {
    errors.sort_by_key(|e| e.priority);
    errors.dedup();
    PlaceAnswer {
        placed: Vec::new(),
        computed,
        balances: None,
        errors,
    }
}

fn bad(message: &str) -> Failure {
    Failure::BadInput(BetslipError::invalid(message))
}

/// Checks the request's shape (before anything is read).
fn validate(request: &PlaceRequest) -> Result<Vec<i64>, Failure> {
    let key = request.idempotency_key.trim();
    if key.is_empty() || key.len() > MAX_KEY_LEN {
        return Err(bad(
            "Every placement needs an idempotency key of 1 to 128 characters.",
        ));
    }
    if request.bets.is_empty() || request.bets.len() > MAX_BETS {
        return Err(bad("Choose between 1 and 64 bets to place."));
    }
    let mut seen = HashSet::new();
    request
        .bets
        .iter()
        .map(|b| {
            if !seen.insert(b.draft_bet_id.as_str()) {
                return Err(bad("Each bet can be placed once per placement."));
            }
            parse_cents(&b.bet_amount).map_err(Failure::BadInput)
        })
        .collect()
}

/// Places `request` for the account holder of `caller` in `session`.
pub async fn place(
    caller: &Caller<'_>,
    session: &SessionId,
    request: PlaceRequest,
) -> Result<PlaceAnswer, Failure> {
    let Holder::User(user_id) = &caller.owner.holder else {
        return Err(Failure::Unauthenticated);
    };
    let amounts = validate(&request)?;
    let asked: Vec<(&str, i64)> = request
        .bets
        .iter()
        .map(|b| b.draft_bet_id.as_str())
        .zip(amounts.iter().copied())
        .collect();
    let asked = RequestFingerprint::of(request.betslip_version, request.keep_selections, &asked);
    let state = caller.state;
    let inputs = caller.inputs().await?;
    let computed = change_with(&inputs, &mut |_: &mut Document, _: &Inputs<'_>| Ok(())).await?;

    // The last placement's key (its draft bets have left the slip since): a retry asking for
    // what it asked gets the same bets; anything else is refused.
    if let Some(last) = computed.doc.last_placement.clone()
        && last.idempotency_key == request.idempotency_key
    {
        if last
            .fingerprint
            .as_ref()
            .is_some_and(|f| !f.answers(&asked))
        {
            return Ok(refusal(
                computed,
                vec![BetslipError::idempotency_key_reused()],
            ));
        }
        return replay(state, user_id, inputs.account.currency, &last, computed).await;
    }
    let mut drafts = Vec::new();
    for bet in &request.bets {
        drafts.push(
            computed
                .draft_bet(&bet.draft_bet_id)
                .cloned()
                .ok_or_else(|| bad("This bet is not in your betslip."))?,
        );
    }

    // The gate the inputs read: a verified location, no deposit waiting for an
    // acknowledgement.
    match inputs.gate {
        Gate::Account {
            location: LocationGate::Verified,
            acknowledgement_required,
        } => {
            if acknowledgement_required {
                return Ok(refusal(
                    computed,
                    vec![BetslipError::rg_acknowledgement_required()],
                ));
            }
        }
        Gate::Account {
            location: LocationGate::ServiceUnavailable,
            ..
        } => {
            return Ok(refusal(
                computed,
                vec![BetslipError::geo_service_unavailable()],
            ));
        }
        _ => return Ok(refusal(computed, vec![BetslipError::geo_not_verified()])),
    }
    if request.betslip_version != computed.version
        || drafts
            .iter()
            .zip(&amounts)
            .any(|(draft, cents)| draft.bet_cents != *cents)
    {
        return Ok(refusal(computed, vec![BetslipError::betslip_changed()]));
    }
    let mut errors = Vec::new();
    for draft in &drafts {
        if draft.requires_acceptance {
            errors.push(BetslipError::odds_changed());
        }
        errors.extend(draft.errors.iter().cloned());
        if draft.total_stake_cents <= 0 {
            errors.push(BetslipError::min_stake(inputs.limits.min_stake_cents));
        }
    }
    if !errors.is_empty() {
        return Ok(refusal(computed, errors));
    }
    let now = state.clock.now();
    // The spend and loss windows the store re-checks with the stakes: from the checks (each
    // bet's stake on its own, the limits read once), or read on their own when only bonus
    // bets are placed.
    let stakes: Vec<i64> = drafts
        .iter()
        .filter(|d| d.source != AmountSource::FreeBet)
        .map(|d| d.total_stake_cents)
        .collect();
    let mut checked_windows = None;
    if !stakes.is_empty() {
        match check_wagers(state, user_id, &stakes, now).await {
            Ok(windows) => checked_windows = Some(windows),
            Err((WagerRefusal::Refused(r), limit)) => {
                return Ok(refusal(
                    computed,
                    vec![BetslipError::rg_limit(r.to_string(), limit)],
                ));
            }
            Err((WagerRefusal::Unavailable, _)) => {
                return Ok(refusal(computed, vec![BetslipError::retryable()]));
            }
            Err((WagerRefusal::UnknownAccount, _)) => return Err(Failure::Unauthenticated),
        }
    }
    let windows = match checked_windows {
        Some(windows) => windows,
        None => match wager_windows(state, user_id, now).await {
            Ok(w) => w,
            Err(WagerRefusal::UnknownAccount) => return Err(Failure::Unauthenticated),
            Err(_) => return Ok(refusal(computed, vec![BetslipError::retryable()])),
        },
    };

    let mut bets = Vec::new();
    for draft in &drafts {
        match new_bet(state, &computed, draft, now) {
            Some(bet) => bets.push(bet),
            // A leg vanished between the computation and now.
            None => return Ok(refusal(computed, vec![BetslipError::selection_closed()])),
        }
    }
    let fingerprint = {
        let priced: Vec<PricedBet<'_>> = drafts
            .iter()
            .map(|d| PricedBet::of(d, &computed.doc.slip))
            .collect();
        PlacementFingerprint::of(&asked, &priced)
    };
    let outcome = state
        .store
        .place_bets(PlaceBets {
            user_id: user_id.clone(),
            session_id: session.clone(),
            currency: inputs.account.currency,
            idempotency_key: request.idempotency_key.clone(),
            fingerprint: fingerprint.clone(),
            bets,
            wager_windows: windows,
            at: now,
        })
        .await?;
    let (placed, balances) = match outcome {
        PlaceOutcome::Placed { bets, balances } => {
            state.bus.publish(Event::BalanceChanged {
                user_id: user_id.clone(),
            });
            for bet in &bets {
                state.bus.publish(Event::BetChanged {
                    user_id: user_id.clone(),
                    bet_id: bet.id.to_string(),
                });
            }
            crate::promotions::triggers::bets_placed(state, &bets, now).await;
            (bets, balances)
        }
        // The same key and fingerprint (a retry whose first attempt's slip update did not
        // happen, or raced it): the slip update below finishes it.
        PlaceOutcome::Replayed { bets, balances } => (bets, balances),
        PlaceOutcome::KeyReused => {
            return Ok(refusal(
                computed,
                vec![BetslipError::idempotency_key_reused()],
            ));
        }
        PlaceOutcome::InsufficientFunds { bet_index } => {
            let credits = drafts
                .get(bet_index)
                .is_some_and(|d| d.source == AmountSource::PromotionalCredit);
            let error = if credits {
                BetslipError::low_promotional_credits()
            } else {
                BetslipError::insufficient_funds()
            };
            return Ok(refusal(computed, vec![error]));
        }
        PlaceOutcome::WagerLimit { .. } => {
            let total: i64 = drafts
                .iter()
                .filter(|d| d.source != AmountSource::FreeBet)
                .map(|d| d.total_stake_cents)
                .sum();
            let error = match check_wager_limit(state, user_id, total, now).await {
                Err((WagerRefusal::Refused(r), limit)) => {
                    BetslipError::rg_limit(r.to_string(), limit)
                }
                _ => BetslipError::rg_limit(
                    "This wager would exceed one of your responsible gaming limits.",
                    None,
                ),
            };
            return Ok(refusal(computed, vec![error]));
        }
        PlaceOutcome::RewardUnavailable { .. } => {
            return Ok(refusal(computed, vec![BetslipError::reward_unavailable()]));
        }
    };

    let placed = await_pending(state, placed).await;
    let rejected: Vec<&PlacedBet> = placed
        .iter()
        .filter(|b| b.status == BetStatus::Rejected)
        .collect();
    let mut answer_errors = Vec::new();
    let balances = if rejected.is_empty() {
        balances
    } else {
        answer_errors.push(BetslipError::odds_changed());
        state
            .store
            .balances(user_id, inputs.account.currency)
            .await?
    };
    let kept: Vec<PlacedBet> = placed
        .iter()
        .filter(|b| b.status != BetStatus::Rejected)
        .cloned()
        .collect();
    let placed_drafts: Vec<&DraftBet> = drafts
        .iter()
        .zip(&placed)
        .filter(|(_, bet)| bet.status != BetStatus::Rejected)
        .map(|(draft, _)| draft)
        .collect();
    let last = LastPlacement {
        idempotency_key: request.idempotency_key.clone(),
        bet_ids: placed.iter().map(|b| b.id.to_string()).collect(),
        fingerprint: Some(fingerprint),
    };
    let keep = request.keep_selections;
    let computed = change_with(&inputs, &mut |doc: &mut Document, _: &Inputs<'_>| {
        for draft in &placed_drafts {
            doc.slip.stakes.remove(&draft.id);
            if !keep {
                for leg in &draft.leg_ids {
                    doc.remove(leg);
                }
            }
        }
        doc.last_placement = Some(last.clone());
        Ok(())
    })
    .await?;
    Ok(PlaceAnswer {
        placed: kept,
        computed,
        balances: Some(balances),
        errors: answer_errors,
    })
}

/// The bets of an earlier placement with the same key, as they stand now.
async fn replay(
    state: &AppState,
    user_id: &UserId,
    currency: domain::money::Currency,
    last: &LastPlacement,
    computed: Computed,
) -> Result<PlaceAnswer, Failure> {
    let mut placed = Vec::new();
    for id in &last.bet_ids {
        if let Some(bet) = state
            .store
            .bet(user_id, &BetId::from_raw(id.clone()))
            .await?
            && bet.status != BetStatus::Rejected
        {
            placed.push(bet);
        }
    }
    let balances = state.store.balances(user_id, currency).await?;
    Ok(PlaceAnswer {
        placed,
        computed,
        balances: Some(balances),
        errors: Vec::new(),
    })
}

/// The store's bet for a draft bet, priced as the catalogue has it now (`None` when a leg
/// is no longer listed).
fn new_bet(
    state: &AppState,
    computed: &Computed,
    draft: &DraftBet,
    now: DateTime<Utc>,
) -> Option<NewBet> {
    let config = &state.config.betting;
    let mut legs = Vec::new();
    let mut delay = Duration::ZERO;
    for id in &draft.leg_ids {
        let offer = Offer::find(&state.catalogue, id)?;
        let quote = computed.quotes.get(id)?;
        let names = offer.snapshot();
        if quote.in_play_priced {
            delay = delay.max(config.in_play_delay(&quote.sport));
        }
        let teased = draft
            .teaser
            .as_ref()
            .and_then(|t| t.teased_points.iter().find(|(s, _)| s == id))
            .map(|(_, p)| p.halves());
        legs.push(NewBetLeg {
            selection_id: id.clone(),
            market_id: names.market_id,
            event_id: names.event_id,
            odds_numerator: quote.odds.numerator(),
            odds_denominator: quote.odds.denominator(),
            points_halves: quote.points.map(|p| p.halves()),
            teased_points_halves: teased,
            selection_name: names.selection_name,
            market_name: names.market_name,
            event_name: names.event_name,
            event_starts_at: names.starts_at,
            in_play: quote.in_play_priced,
        });
    }
    let odds = draft.total_odds.unwrap_or(domain::odds::EVEN);
    let boost = draft
        .selected_profit_boost_id
        .as_ref()
        .and_then(|id| computed.account.profit_boosts.iter().find(|b| &b.id == id));
    let profit = draft.boosted_win_cents.unwrap_or(draft.win_cents);
    let payout = if draft.source == AmountSource::FreeBet {
        profit
    } else {
        draft.total_stake_cents.saturating_add(profit)
    };
    let pending = !delay.is_zero();
    Some(NewBet {
        id: BetId::generate(),
        bet_type: draft.bet_type.as_str().to_owned(),
        stake_cents: draft.bet_cents,
        total_stake_cents: draft.total_stake_cents,
        source: draft.source.as_str().to_owned(),
        free_bet_id: draft.selected_free_bet_id.clone(),
        profit_boost_id: draft.selected_profit_boost_id.clone(),
        odds_numerator: odds.numerator(),
        odds_denominator: odds.denominator(),
        boosted_numerator: draft.boosted_total_odds.map(Odds::numerator),
        boosted_denominator: draft.boosted_total_odds.map(Odds::denominator),
        boost_percentage: boost.map(|b| b.percentage),
        boost_max_stake_cents: boost.map(|b| b.max_stake_cents),
        potential_payout_cents: payout,
        round_robin_sizes: if draft.bet_type == BetType::RoundRobin {
            round_robin_size(&draft.id).into_iter().collect()
        } else {
            Vec::new()
        },
        teaser_points_halves: draft.teaser.as_ref().map(|t| t.points.halves()),
        legs,
        status: if pending {
            BetStatus::PendingAcceptance
        } else {
            BetStatus::Open
        },
        accept_after: pending.then(|| now + chrono::Duration::from_std(delay).unwrap_or_default()),
    })
}

/// `k` of a `round-robin:{k}` draft bet.
fn round_robin_size(draft_bet_id: &str) -> Option<u32> {
    match domain::betslip::DraftBetKey::parse(draft_bet_id)? {
        domain::betslip::DraftBetKey::RoundRobin(k) => Some(u32::from(k)),
        _ => None,
    }
}

/// Waits (up to each bet's delay plus [`RESOLUTION_GRACE`]) for the verdict on the pending
/// bets of a placement; the resolution itself runs on its own task, so it completes even
/// when the client goes away.
async fn await_pending(state: &AppState, placed: Vec<PlacedBet>) -> Vec<PlacedBet> {
    let mut out = Vec::with_capacity(placed.len());
    let mut waits = Vec::new();
    for bet in placed {
        if bet.status == BetStatus::PendingAcceptance {
            let handle = tokio::spawn(resolve_after_delay(state.clone(), bet.clone()));
            waits.push((out.len(), handle, bet.accept_after));
        }
        out.push(bet);
    }
    for (index, handle, accept_after) in waits {
        let left = accept_after
            .map(|t| state.clock.until(t))
            .unwrap_or_default();
        if let Ok(Ok(Some(resolved))) = tokio::time::timeout(left + RESOLUTION_GRACE, handle).await
            && let Some(slot) = out.get_mut(index)
        {
            *slot = resolved;
        }
    }
    out
}

/// Whether a leg may still be accepted now: its market and selection open, its event not
/// over, and its price no worse for the bettor than when placed.
fn still_good(state: &AppState, selection_id: &str, placed_odds: Option<Odds>) -> bool {
    let Some(offer) = Offer::find(&state.catalogue, selection_id) else {
        return false;
    };
    let open = offer.status() == OfferStatus::Open
        && matches!(
            offer.event.event.status,
            EventStatus::PreGame | EventStatus::InPlay
        );
    open && placed_odds.is_some_and(|placed| offer.selection.odds.cmp_payout(placed).is_ge())
}

/// Sleeps until the bet's `accept_after` by the clock (a moved clock cuts the wait short),
/// re-prices its legs and accepts or rejects it (a rejection refunds the stake; the balance
/// watchers are told).
pub async fn resolve_after_delay(state: AppState, bet: PlacedBet) -> Option<PlacedBet> {
    if let Some(at) = bet.accept_after {
        state.clock.sleep_until(at).await;
    }
    let accepted = bet.legs.iter().all(|leg| {
        still_good(
            &state,
            &leg.selection_id,
            Odds::new(leg.odds_numerator, leg.odds_denominator).ok(),
        )
    });
    match state
        .store
        .resolve_pending_bet(&bet.id, accepted, state.clock.now())
        .await
    {
        Ok(resolved) => {
            state.bus.publish(Event::BetChanged {
                user_id: resolved.user_id.clone(),
                bet_id: resolved.id.to_string(),
            });
            if resolved.status == BetStatus::Rejected {
                state.bus.publish(Event::BalanceChanged {
                    user_id: resolved.user_id.clone(),
                });
            }
            crate::promotions::triggers::bets_placed(
                &state,
                std::slice::from_ref(&resolved),
                state.clock.now(),
            )
            .await;
            Some(resolved)
        }
        Err(e) => {
            tracing::error!(error = %e, bet = %bet.id, "resolve pending bet");
            None
        }
    }
}

/// Resolves bets a previous run of the server left pending (at start).
pub async fn resume_pending(state: &AppState) -> Result<usize, store::StoreError> {
    let far = state.clock.now() + chrono::Duration::days(3650);
    let pending = state.store.pending_bets(far, 10_000).await?;
    let count = pending.len();
    for bet in pending {
        tokio::spawn(resolve_after_delay(state.clone(), bet));
    }
    Ok(count)
}
