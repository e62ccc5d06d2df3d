//! Cash-out (see `docs/product/settlement-and-cash-out.md`): what an open bet is worth now, from
//! the catalogue's current prices and quotes (`domain::settlement::cashout_value`, which prices a
//! same-game group with the model that priced it at placement, and the operator's margin), and
//! the full cash-out trigger.
//!
//! An offer is named by the bet, the bet version it was valued at and the amount
//! (`{betId}:{version}:{cents}`): the trigger pays only the amount the bettor saw, and only
//! while the bet and the value still are what they were. In play, the trigger waits out the
//! sport's delay and values the bet again before paying; a moved value answers INVALID with
//! the new offer.

use crate::betslip::quotes::Offer as Quoted;
use crate::location::{LocationRefusal, require_authorised};
use crate::state::AppState;
use domain::ids::{BetId, SessionId, UserId};
use domain::settlement::{CashoutLeg, CashoutUnavailable, LegResult, cashout_value};
use domain::sports::OfferStatus;
use std::time::Duration;
use store::{Balances, BetStatus, CashoutOutcome, PlacedBet, StoreResult};

use super::grading::{leg_results, to_grade};

/// A cash-out value offered now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub bet_id: BetId,
    /// The bet version the value was computed from.
    pub grade_version: i64,
    pub amount_cents: i64,
    /// How long the trigger waits before paying (in play: the longest delay of the sports of
    /// the bet's live legs).
    pub delay: Duration,
    /// The selections still to be decided.
    pub selections: Vec<String>,
}

impl Offer {
    /// The offer's id: `{betId}:{version}:{cents}`.
    pub fn id(&self) -> String {
        format!(
            "{}:{}:{}",
            self.bet_id, self.grade_version, self.amount_cents
        )
    }
}

/// The cash-out offer of `bet` now.
pub fn offer(state: &AppState, bet: &PlacedBet) -> Result<Offer, CashoutUnavailable> {
    if bet.status != BetStatus::Open {
        return Err(match bet.status {
            BetStatus::PendingAcceptance => CashoutUnavailable::Suspended,
            _ => CashoutUnavailable::Settled,
        });
    }
    let catalogue = &state.catalogue;
    let now = state.clock.now();
    let results = leg_results(catalogue, bet);
    let pure = to_grade(bet, &results).map_err(|_| CashoutUnavailable::NotOffered)?;
    let mut delay = Duration::ZERO;
    let mut selections = Vec::new();
    let legs: Vec<CashoutLeg> = bet
        .legs
        .iter()
        .zip(&results)
        .map(|(leg, result)| {
            let mut current_odds = None;
            let mut quote = None;
            if *result == LegResult::Pending {
                selections.push(leg.selection_id.clone());
                if let Some((market, event)) = catalogue.selection(&leg.selection_id) {
                    current_odds = market
                        .market
                        .selection(&leg.selection_id)
                        .filter(|s| {
                            market.market.status == OfferStatus::Open
                                && s.status == OfferStatus::Open
                                && s.points.map(|p| p.halves()) == leg.points_halves
                        })
                        .map(|s| s.odds);
                    quote = current_odds
                        .and_then(|_| Quoted::find(catalogue, &leg.selection_id))
                        .map(|offer| offer.quote(catalogue, now));
                    if let Some(event) = event.filter(|e| e.is_live()) {
                        delay =
                            delay.max(state.config.betting.in_play_delay(&event.event.sport.slug));
                    }
                }
            }
            CashoutLeg {
                result: *result,
                current_odds,
                quote,
            }
        })
        .collect();
    let amount_cents = cashout_value(&pure, &legs, state.config.betting.cashout_margin_bp)?;
    if amount_cents <= 0 {
        return Err(CashoutUnavailable::Suspended);
    }
    Ok(Offer {
        bet_id: bet.id.clone(),
        grade_version: bet.grade_version,
        amount_cents,
        delay,
        selections,
    })
}

/// Why a cash-out was refused (the three codes the client knows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// Not available now (the bet closed, a market suspended, the location service down).
    Generic(String),
    /// The bettor's location is not authorised.
    Geo,
    /// The offer is not the bet's current one: the new offer, when there is one.
    Invalid(Option<Offer>),
}

/// What the trigger did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Triggered {
    CashedOut {
        bet: Box<PlacedBet>,
        offer: Offer,
        balances: Balances,
    },
    Refused(Refusal),
}

/// A bettor's full cash-out request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub bet_id: BetId,
    pub offer_id: String,
    pub amount_cents: i64,
}

/// Cashes out `user`'s bet for the offer they saw.
pub async fn trigger(
    state: &AppState,
    user: &UserId,
    session: &SessionId,
    request: &Request,
) -> StoreResult<Triggered> {
    let Some(bet) = state.store.bet(user, &request.bet_id).await? else {
        return Ok(Triggered::Refused(Refusal::Invalid(None)));
    };
    match require_authorised(state, session, state.clock.now()).await {
        Ok(_) => {}
        Err(LocationRefusal::ServiceUnavailable) => {
            return Ok(Triggered::Refused(Refusal::Generic(
                "Location services are unavailable right now. Please try again.".into(),
            )));
        }
        Err(_) => return Ok(Triggered::Refused(Refusal::Geo)),
    }
    let offer = match offer(state, &bet) {
        Ok(offer) => offer,
        Err(why) => return Ok(Triggered::Refused(Refusal::Generic(why.to_string()))),
    };
    if offer.id() != request.offer_id || offer.amount_cents != request.amount_cents {
        return Ok(Triggered::Refused(Refusal::Invalid(Some(offer))));
    }
    let offer = if offer.delay.is_zero() {
        offer
    } else {
        tokio::time::sleep(offer.delay).await;
        let Some(bet) = state.store.bet(user, &request.bet_id).await? else {
            return Ok(Triggered::Refused(Refusal::Invalid(None)));
        };
        match self::offer(state, &bet) {
            Ok(again) if again.amount_cents == offer.amount_cents => again,
            Ok(again) => return Ok(Triggered::Refused(Refusal::Invalid(Some(again)))),
            Err(why) => return Ok(Triggered::Refused(Refusal::Generic(why.to_string()))),
        }
    };
    let answer = state
        .store
        .cash_out(
            user,
            &bet.id,
            offer.grade_version,
            offer.amount_cents,
            state.clock.now(),
        )
        .await?;
    Ok(match answer {
        CashoutOutcome::CashedOut { bet, balances } => {
            state.bus.publish(crate::bus::Event::BetChanged {
                user_id: user.clone(),
                bet_id: bet.id.to_string(),
            });
            state.bus.publish(crate::bus::Event::BalanceChanged {
                user_id: user.clone(),
            });
            Triggered::CashedOut {
                bet: Box::new(bet),
                offer,
                balances,
            }
        }
        CashoutOutcome::UnknownBet | CashoutOutcome::NotYours => {
            Triggered::Refused(Refusal::Invalid(None))
        }
        CashoutOutcome::NotOpen { .. } => {
            Triggered::Refused(Refusal::Generic(CashoutUnavailable::Settled.to_string()))
        }
        CashoutOutcome::Stale { bet } => {
            Triggered::Refused(Refusal::Invalid(self::offer(state, &bet).ok()))
        }
    })
}
