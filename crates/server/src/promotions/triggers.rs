//! Where the promotion engine hears of qualifying events: each trigger runs after the
//! event's own transaction committed (never inside it), and may run again for the same event
//! (a processor's repeated callback, a second node) without granting twice: the store's
//! unique award row decides. A failure is logged and leaves the event itself untouched.
//!
//! Events: a settled successful deposit ([`deposit_settled`]), accepted bets
//! ([`bets_placed`]), graded bets ([`bets_settled`]), a new account ([`signed_up`]).

use super::engine::{self, Holder, Plan};
use crate::bus::Event as BusEvent;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::betslip::BetType;
use domain::ids::{PromotionId, UserId};
use domain::odds::Odds;
use domain::payments::{Direction, PaymentStatus};
use domain::promotion::{BetFacts, Event, LegFacts};
use domain::settlement::BetOutcome;
use std::collections::{BTreeSet, HashMap};
use store::{AwardOutcome, BetStatus, Payment, PlacedBet, User};

/// A settled payment: a successful deposit runs the deposit-triggered promotions (with the
/// deposit's promo code, and whether it is the account's first deposit).
pub async fn deposit_settled(state: &AppState, payment: &Payment, at: DateTime<Utc>) {
    if payment.direction != Direction::Deposit || payment.status != PaymentStatus::Successful {
        return;
    }
    let store = state.store.as_ref();
    let run = async {
        let Some(user) = store.user_by_id(&payment.user_id).await? else {
            return Ok(Vec::new());
        };
        let first = store.first_successful_deposit(&user.id).await? == Some(payment.id.clone());
        let event = Event::Deposit {
            amount_cents: payment.amount.cents,
            first,
            promo_code: payment.promotion_code.clone(),
        };
        let source = format!("deposit:{}", payment.id);
        engine::run(store, &state.config.brand, &user, &event, &source, at).await
    };
    match run.await {
        Ok(outcomes) => announce(state, &outcomes),
        Err(e) => tracing::error!(
            payment = %payment.id,
            error = %e,
            "deposit promotions not run; a repeated settlement runs them again"
        ),
    }
}

/// A bet as the promotion rules see it: its type, price, money stake (0 for a bonus bet) and
/// each leg's sport from the catalogue (empty for an event no longer listed, which no sport
/// condition matches). `None` for a bet whose stored type or price cannot be read.
pub fn bet_facts(state: &AppState, bet: &PlacedBet) -> Option<BetFacts> {
    let bet_type = BetType::parse(&bet.bet_type)?;
    let odds = Odds::new(bet.odds_numerator, bet.odds_denominator).ok()?;
    let legs = bet
        .legs
        .iter()
        .map(|leg| LegFacts {
            sport: state
                .catalogue
                .event(&leg.event_id)
                .map(|e| e.event.sport.slug.clone())
                .unwrap_or_default(),
        })
        .collect();
    Some(BetFacts {
        bet_type,
        legs,
        odds,
        money_stake_cents: if bet.source == "free_bet" {
            0
        } else {
            bet.total_stake_cents
        },
    })
}

/// Runs bet events of one trigger kind: the live promotions read once, nothing more when
/// there are none; every owner, with their opt-ins and awards, read in a few statements; the
/// batch's awards made together in a few store transactions.
async fn run_bets(state: &AppState, events: Vec<(&PlacedBet, Event)>, at: DateTime<Utc>) {
    let Some((_, first)) = events.first() else {
        return;
    };
    let store = state.store.as_ref();
    let candidates = match engine::candidates(store, first).await {
        Ok(c) if c.is_empty() => return,
        Ok(c) => c,
        Err(e) => {
            tracing::error!(error = %e, "bet promotions not run");
            return;
        }
    };
    let owners: Vec<UserId> = events.iter().map(|(bet, _)| bet.user_id.clone()).collect();
    let mut holders: HashMap<UserId, Holder> = match store.promotion_holders(&owners).await {
        Ok(found) => found
            .into_iter()
            .map(|h| (h.user.id.clone(), Holder::from(h)))
            .collect(),
        Err(e) => {
            tracing::error!(error = %e, "bet promotions not run");
            return;
        }
    };
    // Each owner's bets in order against their copy: a later bet sees an earlier one's award.
    let mut plan = Plan::new(&candidates, &state.config.brand);
    for (bet, event) in events {
        let Some(holder) = holders.get_mut(&bet.user_id) else {
            continue;
        };
        let source = format!("bet:{}", bet.id);
        if let Err(e) = plan.add(store, holder, &event, &source, at).await {
            tracing::error!(bet = %bet.id, error = %e, "bet promotions not run");
        }
    }
    match plan.write(store).await {
        Ok(outcomes) => announce(state, &outcomes),
        Err(e) => tracing::error!(error = %e, "bet promotions not run"),
    }
}

/// Bets accepted (placed open, or accepted after the in-play delay): the bet-placed
/// promotions. A bet still waiting for acceptance or rejected does not count.
pub async fn bets_placed(state: &AppState, bets: &[PlacedBet], at: DateTime<Utc>) {
    let events = bets
        .iter()
        .filter(|b| b.status == BetStatus::Open)
        .filter_map(|b| bet_facts(state, b).map(|f| (b, Event::BetPlaced(f))))
        .collect();
    run_bets(state, events, at).await;
}

/// Bets graded (with their new outcome): the losing ones run the settled-losing promotions
/// (second chance, cashback). An award is not taken back when a bet is graded again.
pub async fn bets_settled(
    state: &AppState,
    graded: &[(&PlacedBet, BetOutcome)],
    at: DateTime<Utc>,
) {
    let events = graded
        .iter()
        .filter(|(_, outcome)| *outcome == BetOutcome::Loss)
        .filter_map(|(b, _)| {
            bet_facts(state, b).map(|bet| (*b, Event::BetSettled { bet, lost: true }))
        })
        .collect();
    run_bets(state, events, at).await;
}

/// A new account: the sign-up promotions.
pub async fn signed_up(state: &AppState, user: &User, at: DateTime<Utc>) {
    let source = format!("signup:{}", user.id);
    let run = engine::run(
        state.store.as_ref(),
        &state.config.brand,
        user,
        &Event::SignUp,
        &source,
        at,
    )
    .await;
    match run {
        Ok(outcomes) => announce(state, &outcomes),
        Err(e) => tracing::error!(user = %user.id, error = %e, "sign-up promotions not run"),
    }
}

/// After a run: the balance watchers of every account it granted something read again.
fn announce(state: &AppState, outcomes: &[(PromotionId, AwardOutcome)]) {
    let granted: BTreeSet<&UserId> = outcomes
        .iter()
        .filter_map(|(_, outcome)| match outcome {
            AwardOutcome::Granted(award) => Some(&award.user_id),
            _ => None,
        })
        .collect();
    for user_id in granted {
        state.bus.publish(BusEvent::BalanceChanged {
            user_id: user_id.clone(),
        });
    }
}
