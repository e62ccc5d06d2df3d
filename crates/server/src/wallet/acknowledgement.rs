//! The deposit acknowledgement (see `docs/product/wallet.md`): cumulative confirmed deposits
//! reaching the region's threshold ($2,500 in NJ and NY, $5,000 in WV) raise it; the account then
//! carries `requiresResponsibleGamingAcknowledgement` and the modal's texts until the bettor
//! answers `POST /api/deposit_acknowledgements` with `{"acknowledged": true}` (202).

use crate::identity::errors::ApiError;
use crate::identity::extract::{ApiJson, SignedIn};
use crate::state::AppState;
use axum::Router;
use axum::extract::State;
use axum::http::StatusCode;
use axum::routing::post;
use serde::Deserialize;
use store::DepositAcknowledgement;

/// The modal's texts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Modal {
    pub title: String,
    pub body: String,
    pub button_label: &'static str,
    pub deposit_ack_type: &'static str,
}

/// The modal for a pending acknowledgement.
pub fn modal(pending: &DepositAcknowledgement) -> Modal {
    let region = domain::region::find(&pending.region).map_or(pending.region.as_str(), |r| r.name);
    Modal {
        title: domain::payments::acknowledgement_message(pending.total, region),
        body: format!(
            "Your deposits in {region} have reached {}. Please take a moment to review your \
             play. You can set deposit limits or take a break at any time in Responsible Gaming.",
            pending.total.formatted()
        ),
        button_label: "I Understand",
        deposit_ack_type: "DEPOSIT_THRESHOLD",
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Body {
    acknowledged: bool,
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/api/deposit_acknowledgements", post(handler))
}

/// 202 once acknowledged (also when nothing was pending: the answer is the same state);
/// 422 for `acknowledged: false`.
async fn handler(
    State(state): State<AppState>,
    who: SignedIn,
    ApiJson(body): ApiJson<Body>,
) -> Result<StatusCode, ApiError> {
    if !body.acknowledged {
        return Err(ApiError::field(
            StatusCode::UNPROCESSABLE_ENTITY,
            "acknowledged",
            "Send acknowledged: true to acknowledge your deposits.",
        ));
    }
    state
        .store
        .acknowledge_deposits(&who.user_id, state.clock.now())
        .await?;
    crate::betslip::gate_changed(&state, &who.user_id);
    Ok(StatusCode::ACCEPTED)
}
