//! `POST /api/settlements/bets`: an operator overrides one bet (`sportsbook admin
//! settle-bet`): voids the whole bet (a palpable error, a breach of the rules), sets legs'
//! results by hand, or lifts the bet's overrides. Later grades follow the overrides whatever
//! the feed says; bets and legs show them as `overrideOutcome`.
//!
//! The override, the grade that follows from it (its money through the ledger; for a settled
//! bet the difference, and the bet reads regraded) and the audit row (`void_bet`,
//! `override_legs` or `clear_overrides`) are one store transaction under the bet's
//! compare-and-set: a bet that moved on meanwhile (graded, cashed out) is read and graded
//! again.
//!
//! Body (JSON): `{"bet_id", "by", "reason"}` with one of `"void": true`,
//! `"legs": [{"position", "result"}]` (positions from 0, as in a leg's id `{bet}:{position}`;
//! results as in a feed document: `win`, `loss`, `push`, `void`,
//! `{"dead_heat": {"numerator", "denominator"}}`) or `"clear": true` (lifts every override;
//! the bet is graded on its markets' results again). Answers (besides those of every operator
//! route, see [`super`]):
//! - 200 `{"betId", "status", "outcome", "overrideOutcome", "payoutCents", "cashDeltaCents",
//!   "creditDeltaCents"}`: the bet as it now stands and the money the override moved
//! - 409 the bet is not graded (pending acceptance, rejected, cashed out, cancelled) or its
//!   shape cannot be graded
//! - 503 with `Retry-After`: the bet kept changing under the override

use super::{busy, invalid, operator_key, who_and_why};
use crate::bus::Event;
use crate::identity::errors::ApiError;
use crate::settlement::grading::grade_bet;
use crate::state::AppState;
use axum::Json;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use domain::catalogue::SelectionResult;
use domain::ids::BetId;
use domain::settlement::{BetOutcome, LegResult};
use serde::{Deserialize, Serialize};
use serde_json::json;
use store::{BetOverride, BetStatus, NewSettlementAudit, OverrideOutcome, PlacedBet, StoreError};

/// Reads of a bet that moved on before the override is given up.
const ATTEMPTS: usize = 3;

/// An override of one bet.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct OverrideRequest {
    bet_id: String,
    /// Voids the whole bet: its stake comes back.
    #[serde(default)]
    void: bool,
    /// Sets these legs' results.
    #[serde(default)]
    legs: Option<Vec<LegOverride>>,
    /// Lifts every override of the bet.
    #[serde(default)]
    clear: bool,
    /// Who overrides (kept in the audit row).
    by: String,
    /// Why (kept in the audit row).
    reason: String,
}

/// One leg's result set by hand.
#[derive(Debug, Clone, Copy, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct LegOverride {
    position: u32,
    result: SelectionResult,
}

/// What the operator asks for.
enum Change {
    Void,
    Legs(Vec<(u32, LegResult)>),
    Clear,
}

impl Change {
    fn action(&self) -> &'static str {
        match self {
            Change::Void => "void_bet",
            Change::Legs(_) => "override_legs",
            Change::Clear => "clear_overrides",
        }
    }

    /// The bet's overrides after this change: its outcome override and the legs it sets.
    fn overrides(&self, bet: &PlacedBet) -> (Option<BetOutcome>, Vec<(u32, Option<LegResult>)>) {
        match self {
            Change::Void => (Some(BetOutcome::Voided), Vec::new()),
            Change::Legs(legs) => (
                bet.override_outcome,
                legs.iter().map(|(p, r)| (*p, Some(*r))).collect(),
            ),
            Change::Clear => (
                None,
                bet.legs
                    .iter()
                    .filter(|l| l.override_result.is_some())
                    .map(|l| (l.position, None))
                    .collect(),
            ),
        }
    }
}

/// Overrides the bet the request names.
pub(super) async fn override_bet(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let key = match operator_key(&state, &headers).await {
        Ok(key) => key,
        Err(refused) => return refused,
    };
    let request: OverrideRequest = match serde_json::from_slice(&body) {
        Ok(request) => request,
        Err(e) => {
            return invalid("base", &format!("The override is malformed: {e}.")).into_response();
        }
    };
    let (by, reason) = match who_and_why(&request.by, &request.reason) {
        Ok(texts) => texts,
        Err(refused) => return refused.into_response(),
    };
    let change = match (request.void, &request.legs, request.clear) {
        (true, None, false) => Change::Void,
        (false, None, true) => Change::Clear,
        (false, Some(legs), false) => match leg_change(legs) {
            Ok(change) => change,
            Err(refused) => return refused.into_response(),
        },
        _ => {
            return invalid(
                "void",
                "give exactly one of \"void\": true, the legs' results or \"clear\": true",
            )
            .into_response();
        }
    };
    let bet_id = BetId::from_raw(request.bet_id.clone());
    let detail = json!({
        "bet_id": request.bet_id, "reason": reason, "key": key.id,
        "void": request.void, "legs": request.legs, "clear": request.clear,
    })
    .to_string();
    for _ in 0..ATTEMPTS {
        let bet = match state.store.bet_by_id(&bet_id).await {
            Ok(Some(bet)) => bet,
            Ok(None) => return invalid("bet_id", "is not a known bet").into_response(),
            Err(err) => return ApiError::unavailable(err).into_response(),
        };
        if let Err(refused) = check(&change, &bet) {
            return refused.into_response();
        }
        let (outcome, legs) = change.overrides(&bet);
        let mut overridden = bet.clone();
        overridden.override_outcome = outcome;
        for leg in &mut overridden.legs {
            if let Some((_, result)) = legs.iter().find(|(p, _)| *p == leg.position) {
                leg.override_result = *result;
            }
        }
        let rules = &state.config.betting.house_rules;
        let settled = bet.status == BetStatus::Settled;
        let grade = match grade_bet(&state.catalogue, rules, &overridden, settled) {
            Ok(grade) => grade,
            Err(e) => {
                return not_gradable(&format!("The bet cannot be graded: {}.", e.reason))
                    .into_response();
            }
        };
        let written = state
            .store
            .override_bet(
                BetOverride {
                    bet_id: bet_id.clone(),
                    expected_grade_version: bet.grade_version,
                    outcome,
                    legs,
                    grade,
                    audit: NewSettlementAudit {
                        actor: format!("admin:{by}"),
                        action: change.action().into(),
                        market_id: None,
                        detail: detail.clone(),
                        at: state.clock.now(),
                    },
                },
                state.clock.now(),
            )
            .await;
        match written {
            Ok(OverrideOutcome::Applied { bet, grade }) => {
                let (cash, credit) = grade
                    .as_ref()
                    .map_or((0, 0), |g| (g.cash_delta_cents, g.credit_delta_cents));
                state.bus.publish(Event::BetChanged {
                    user_id: bet.user_id.clone(),
                    bet_id: bet.id.to_string(),
                });
                if grade.is_some_and(|g| g.transaction_id.is_some()) {
                    state.bus.publish(Event::BalanceChanged {
                        user_id: bet.user_id.clone(),
                    });
                }
                // A hand grade of a win or a loss counts towards bonus cash like the job's.
                crate::promotions::bonus_cash::bets_graded(&state, &[(&bet, bet.outcome)]).await;
                return Json(json!({
                    "betId": bet.id.as_str(),
                    "status": bet.status.as_str(),
                    "outcome": bet.outcome.as_str(),
                    "overrideOutcome": bet.override_outcome.map(BetOutcome::as_str),
                    "payoutCents": bet.payout_cents,
                    "cashDeltaCents": cash,
                    "creditDeltaCents": credit,
                }))
                .into_response();
            }
            Ok(OverrideOutcome::Stale) => {}
            Ok(OverrideOutcome::UnknownBet) => {
                return invalid("bet_id", "is not a known bet").into_response();
            }
            Ok(OverrideOutcome::NotGradable) => return not_overridable().into_response(),
            Err(StoreError::Conflict(what)) => {
                return invalid(
                    "base",
                    &format!("The override does not fit the bet ({what})."),
                )
                .into_response();
            }
            Err(err) => return ApiError::unavailable(err).into_response(),
        }
    }
    busy("The bet kept changing while it was being overridden. Retry shortly.").into_response()
}

/// The legs' results, each a result a leg can have.
fn leg_change(legs: &[LegOverride]) -> Result<Change, ApiError> {
    if legs.is_empty() {
        return Err(invalid("legs", "name at least one leg"));
    }
    let mut results: Vec<(u32, LegResult)> = Vec::with_capacity(legs.len());
    for (i, leg) in legs.iter().enumerate() {
        let result = domain::settlement::leg_result(Some(leg.result));
        if !result.is_valid() {
            return Err(invalid(
                &format!("legs[{i}].result"),
                "a dead heat's factor must be a fraction in (0, 1]",
            ));
        }
        if results.iter().any(|(p, _)| *p == leg.position) {
            return Err(invalid(
                &format!("legs[{i}].position"),
                "names a leg given before",
            ));
        }
        results.push((leg.position, result));
    }
    Ok(Change::Legs(results))
}

/// Refuses a change that does not fit the bet as it stands.
fn check(change: &Change, bet: &PlacedBet) -> Result<(), ApiError> {
    if !store::overridable(bet) {
        return Err(not_overridable());
    }
    match change {
        Change::Legs(legs) => {
            for (i, (position, _)) in legs.iter().enumerate() {
                if !bet.legs.iter().any(|l| l.position == *position) {
                    return Err(invalid(
                        &format!("legs[{i}].position"),
                        &format!(
                            "the bet has no leg {position} (its legs are 0 to {})",
                            bet.legs.len().saturating_sub(1)
                        ),
                    ));
                }
            }
        }
        Change::Clear => {
            let any = bet.override_outcome.is_some()
                || bet.legs.iter().any(|l| l.override_result.is_some());
            if !any {
                return Err(invalid("clear", "the bet has no override to lift"));
            }
        }
        Change::Void => {}
    }
    Ok(())
}

fn not_overridable() -> ApiError {
    not_gradable(
        "The bet cannot be overridden: it is pending acceptance, rejected, cashed out or \
         cancelled.",
    )
}

fn not_gradable(message: &str) -> ApiError {
    ApiError::field(StatusCode::CONFLICT, "bet_id", message)
}
