//! What the limits pages show: one [`LimitView`] per slot, shared by the REST answers
//! (serialised as `RgLimitJson`, camelCase with amounts as integers) and the GraphQL `RgLimit`.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use domain::money::Currency;
use domain::responsible_gaming::changes::{self, Pending, PendingState};
use domain::responsible_gaming::rules::RegionRules;
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};
use serde::Serialize;

/// A limit value with its display forms.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LimitValueView {
    /// Cents for money types, minutes for the others.
    pub amount_or_duration: i64,
    /// Cents for money types, null otherwise.
    pub amount: Option<i64>,
    #[serde(skip)]
    pub currency: Currency,
    pub description: String,
    pub badge: String,
}

/// A change waiting to take effect.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PendingView {
    pub id: String,
    pub state: PendingState,
    pub value: Option<LimitValueView>,
    pub effective_at: DateTime<Utc>,
    pub description: String,
    pub badge: String,
}

/// One slot of the limits page.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LimitView {
    pub id: String,
    #[serde(rename = "type")]
    pub limit_type: LimitType,
    pub period: Option<LimitPeriod>,
    pub active_limit: Option<LimitValueView>,
    pub pending_limit: Option<PendingView>,
    pub used: i64,
    pub remaining: Option<i64>,
    pub period_ends_at: Option<DateTime<Utc>>,
    pub title: String,
    pub body: String,
    pub error_message: Option<String>,
}

/// "Nov 24, 12:00 AM" in the bettor's zone.
pub fn short_moment(at: DateTime<Utc>, tz: Tz) -> String {
    at.with_timezone(&tz)
        .format("%b %-d, %-I:%M %p")
        .to_string()
}

/// A value as shown with its badge.
pub fn value(slot: &Slot, amount: i64, currency: Currency, badge: &str) -> LimitValueView {
    LimitValueView {
        amount_or_duration: amount,
        amount: slot.limit_type.is_money().then_some(amount),
        currency,
        description: slot.describe(amount, currency),
        badge: badge.to_owned(),
    }
}

/// A pending change as shown; `None` once it took effect by itself.
pub fn pending(
    slot: &Slot,
    pending: &Pending,
    rules: &RegionRules,
    currency: Currency,
    tz: Tz,
    now: DateTime<Utc>,
) -> Option<PendingView> {
    let state = changes::pending_state(pending, rules, now)?;
    let change = match pending.value {
        Some(v) => format!("Increase to {}", slot.describe(v, currency)),
        None => "Remove this limit".to_owned(),
    };
    let (description, badge) = match state {
        PendingState::ActionRequired => (format!("{change}. Confirm to apply"), "Action Required"),
        PendingState::IncreasePending | PendingState::RemovalPending => (
            format!(
                "{change}, pending until {}",
                short_moment(pending.effective_at, tz)
            ),
            "Pending",
        ),
    };
    Some(PendingView {
        id: pending.id.clone(),
        state,
        value: pending.value.map(|v| value(slot, v, currency, "Pending")),
        effective_at: pending.effective_at,
        description,
        badge: badge.to_owned(),
    })
}
