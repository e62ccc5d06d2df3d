//! Where responsible-gaming rules stop play: deposits (breaks, the failed-deposit review and
//! deposit limits, the last checked atomically with the deposit's creation), wagers and casino
//! rounds ([`check_wager`], for the betslip and the casino), and the daily time limit
//! (heartbeat). Withdrawals are never stopped.

use super::service::{self, active_exclusion, region_of};
use crate::state::AppState;
use crate::wallet::UserError;
use chrono::{DateTime, Utc};
use domain::ids::{SessionId, UserId};
use domain::responsible_gaming::checks::{self, Usage, WagerLimits};
use domain::responsible_gaming::exclusions;
use domain::responsible_gaming::periods;
use domain::responsible_gaming::{LimitType, Slot};
use store::{
    DepositWindow, DepositWithinLimits, Exclusion, NewPayment, PaymentCreated, StoreError, User,
};

/// The refusal of a deposit by the limits: "This deposit would exceed your daily deposit
/// limit of $100.00. You can deposit up to $40.00 until midnight."
fn limit_refusal(user: &User, amount: i64, usages: &[Usage]) -> Option<UserError> {
    let (_, tz) = region_of(user);
    checks::check_deposit(amount, usages, user.currency, tz)
        .err()
        .map(|m| UserError::field("amountCents", m))
}

/// Checks a deposit request before anything is created: no break in force, deposits not
/// paused after failed attempts, and the amount within the deposit limits (checked again,
/// atomically, by [`create_deposit`]).
pub async fn deposit_gate(
    state: &AppState,
    user: &User,
    amount: i64,
    now: DateTime<Utc>,
) -> Result<Option<UserError>, StoreError> {
    let (rules, tz) = region_of(user);
    if let Some(ex) = active_exclusion(state, &user.id, now).await? {
        return Ok(Some(UserError::general(
            None,
            exclusions::deposit_refusal(ex.kind, ex.ends_at, tz),
        )));
    }
    if let Some(review) = rules.failed_deposit_review {
        let failures = state
            .store
            .failed_deposits_since(&user.id, now - review.window())
            .await?;
        if checks::deposits_paused(failures, &rules) {
            return Ok(Some(UserError::general(
                Some("CONTACT_SUPPORT"),
                checks::DEPOSITS_PAUSED,
            )));
        }
    }
    let usages = service::deposit_usages(state, user, now).await?;
    Ok(limit_refusal(user, amount, &usages))
}

/// Creates a deposit with the deposit limits, and an unverified account's lifetime threshold,
/// checked in the same store transaction, so two concurrent deposits cannot both pass one
/// limit. A pending or confirmed deposit counts from its creation; failed ones do not.
pub async fn create_deposit(
    state: &AppState,
    user: &User,
    payment: NewPayment,
    now: DateTime<Utc>,
) -> Result<Result<PaymentCreated, UserError>, StoreError> {
    let usages = service::deposit_usages(state, user, now).await?;
    let mut windows: Vec<DepositWindow> = usages
        .iter()
        .map(|u| DepositWindow {
            since: u.window.start,
            limit_cents: u.limit,
        })
        .collect();
    // An unverified account's lifetime deposits, after the limits' windows.
    let verification = crate::verification::deposit_window(state, user).await?;
    windows.extend(verification);
    let amount = payment.amount.cents;
    match state
        .store
        .create_deposit_within_limits(payment, &windows)
        .await?
    {
        DepositWithinLimits::Created(created) => Ok(Ok(*created)),
        DepositWithinLimits::Exceeded { mut used } => {
            if let Some(window) = verification
                && let Some(lifetime) = used.pop()
                && !checks::fits(amount, &[(lifetime, window.limit_cents)])
            {
                return Ok(Err(crate::verification::deposit_window_refusal(
                    state, user, lifetime, amount,
                )));
            }
            let seen: Vec<Usage> = usages
                .into_iter()
                .zip(used)
                .map(|(u, used)| Usage { used, ..u })
                .collect();
            Ok(Err(limit_refusal(user, amount, &seen).unwrap_or_else(
                || {
                    UserError::field(
                        "amountCents",
                        "This deposit would exceed your deposit limit.",
                    )
                },
            )))
        }
    }
}

/// Records a failed deposit attempt (declined or failed; not a bettor's own cancel).
pub async fn record_failed_deposit(
    state: &AppState,
    user: &UserId,
    payment: &str,
    at: DateTime<Utc>,
) {
    if let Err(e) = state.store.record_failed_deposit(user, payment, at).await {
        tracing::error!(error = %e, user_id = %user, payment, "failed deposit attempt not recorded");
    }
}

/// Why a wager or casino round may not be placed. Its `Display` is the betslip's message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WagerRefusal {
    /// A break, the max single wager, or a spend or loss limit (the message names it).
    #[error("{0}")]
    Refused(checks::WagerRefusal),
    /// The limits could not be read: the wager is refused rather than accepted unchecked.
    #[error("We could not check your responsible-gaming limits. Please try again.")]
    Unavailable,
    #[error("You are not logged in. Please log in again to proceed.")]
    UnknownAccount,
}

/// Checks a stake of `stake_cents` before a wager or casino round is accepted: no cool-off or
/// self-exclusion in force, not above the max single wager, and within every spend limit
/// (stakes of the period) and loss limit (stakes minus returns of the period; the stake
/// counts in full because it may be lost). The lowest remaining amount of overlapping limits
/// applies. Answers the spend and loss windows in force, which the store re-checks in the
/// transaction that takes the stake and records it (two stakes at once cannot together pass
/// a limit each passed alone).
pub async fn check_wager(
    state: &AppState,
    user_id: &UserId,
    stake_cents: i64,
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, WagerRefusal> {
    check_wager_limit(state, user_id, stake_cents, now)
        .await
        .map_err(|(refusal, _)| refusal)
}

/// [`check_wager`] with, on a refusal by a limit, the limit that stopped the stake (the
/// betslip's limits alert names it; a break has none).
pub async fn check_wager_limit(
    state: &AppState,
    user_id: &UserId,
    stake_cents: i64,
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, (WagerRefusal, Option<checks::StoppingLimit>)> {
    check_wagers(state, user_id, &[stake_cents], now).await
}

/// [`check_wager_limit`] for a caller that read the bettor, their `exclusions` and their
/// `limits` slots (as stored) already.
pub async fn check_wager_of(
    state: &AppState,
    user: &User,
    exclusions: &[Exclusion],
    limits: Vec<store::StoredLimit>,
    stake_cents: i64,
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, (WagerRefusal, Option<checks::StoppingLimit>)> {
    check_wagers_of(state, user, exclusions, Some(limits), &[stake_cents], now).await
}

/// [`check_wager_limit`] for each of several wagers placed together (a betslip's bets), each
/// checked on its own, with the bettor, exclusions, limits and usage read once. Refused at the
/// first stake that a rule refuses.
pub async fn check_wagers(
    state: &AppState,
    user_id: &UserId,
    stakes_cents: &[i64],
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, (WagerRefusal, Option<checks::StoppingLimit>)> {
    let unavailable = |e: StoreError| {
        tracing::error!(error = %e, user_id = %user_id, "wager check failed");
        (WagerRefusal::Unavailable, None)
    };
    let user = state
        .store
        .user_by_id(user_id)
        .await
        .map_err(unavailable)?
        .ok_or((WagerRefusal::UnknownAccount, None))?;
    let exclusions = state.store.exclusions(user_id).await.map_err(unavailable)?;
    check_wagers_of(state, &user, &exclusions, None, stakes_cents, now).await
}

/// [`check_wagers`] for a caller that read the bettor and their `exclusions` already, and
/// perhaps their `limits` slots (read here when `None`).
async fn check_wagers_of(
    state: &AppState,
    user: &User,
    exclusions: &[Exclusion],
    limits: Option<Vec<store::StoredLimit>>,
    stakes_cents: &[i64],
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, (WagerRefusal, Option<checks::StoppingLimit>)> {
    let unavailable = |e: StoreError| {
        tracing::error!(error = %e, user_id = %user.id, "wager check failed");
        (WagerRefusal::Unavailable, None)
    };
    let (rules, tz) = region_of(user);
    if let Some(ex) = service::active_among(exclusions, now) {
        return Err((
            WagerRefusal::Refused(checks::excluded_wager(ex.kind, ex.ends_at, tz)),
            None,
        ));
    }
    let stored = match limits {
        Some(limits) => service::limits_taking_effect(state, user, limits, now).await,
        None => service::load_limits(state, user, now).await,
    }
    .map_err(unavailable)?;
    let in_force = |t: LimitType| -> Vec<(Slot, i64)> {
        Slot::all_of(t)
            .into_iter()
            .filter_map(|slot| Some((slot, service::in_force(&stored, &slot, &rules, now)?)))
            .collect()
    };
    let (spend, loss) = (in_force(LimitType::Spend), in_force(LimitType::Loss));
    // The stakes and returns of the periods are read only when a limit counts them.
    let usages = if spend.is_empty() && loss.is_empty() {
        None
    } else {
        Some(
            service::wager_usages(state, user, now)
                .await
                .map_err(unavailable)?,
        )
    };
    let usage_of = |limits: &[(Slot, i64)]| -> Vec<Usage> {
        let Some(usages) = &usages else {
            return Vec::new();
        };
        limits
            .iter()
            .filter_map(|&(slot, limit)| {
                Some(Usage {
                    slot,
                    limit,
                    used: usages.used(&slot),
                    window: *usages.windows.get(&slot.period?)?,
                })
            })
            .collect()
    };
    let limits = WagerLimits {
        max_single_wager: service::in_force(
            &stored,
            &Slot {
                limit_type: LimitType::MaxSingleWager,
                period: None,
            },
            &rules,
            now,
        ),
        spend: usage_of(&spend),
        loss: usage_of(&loss),
    };
    for &stake_cents in stakes_cents {
        checks::check_wager(stake_cents, &limits, user.currency, tz).map_err(|refusal| {
            (
                WagerRefusal::Refused(refusal),
                checks::stopping_limit(stake_cents, &limits),
            )
        })?;
    }
    let windows = limits
        .spend
        .iter()
        .map(|u| (u, false))
        .chain(limits.loss.iter().map(|u| (u, true)))
        .map(|(u, loss)| store::WagerWindow {
            since: u.window.start,
            limit_cents: u.limit,
            loss,
        })
        .collect();
    Ok(windows)
}

/// The max single wager limit of `user` in force at `now` (cents), if any, from the limit
/// slots the caller read (changes due written first): the betslip caps the stake input at it.
pub async fn max_single_wager_of(
    state: &AppState,
    user: &User,
    stored: Vec<store::StoredLimit>,
    now: DateTime<Utc>,
) -> Result<Option<i64>, StoreError> {
    let (rules, _) = region_of(user);
    let stored = service::limits_taking_effect(state, user, stored, now).await?;
    Ok(service::in_force(
        &stored,
        &Slot {
            limit_type: LimitType::MaxSingleWager,
            period: None,
        },
        &rules,
        now,
    ))
}

/// The spend and loss limits in force for `user_id` at `now`, as the windows a placement
/// re-checks inside its transaction (`store.place_bets`), so two placements at once cannot
/// together pass a limit each passed alone.
pub async fn wager_windows(
    state: &AppState,
    user_id: &UserId,
    now: DateTime<Utc>,
) -> Result<Vec<store::WagerWindow>, WagerRefusal> {
    let unavailable = |e: StoreError| {
        tracing::error!(error = %e, user_id = %user_id, "wager windows");
        WagerRefusal::Unavailable
    };
    let user = state
        .store
        .user_by_id(user_id)
        .await
        .map_err(unavailable)?
        .ok_or(WagerRefusal::UnknownAccount)?;
    let (rules, tz) = region_of(&user);
    let stored = service::load_limits(state, &user, now)
        .await
        .map_err(unavailable)?;
    let mut windows = Vec::new();
    for (limit_type, loss) in [(LimitType::Spend, false), (LimitType::Loss, true)] {
        for slot in Slot::all_of(limit_type) {
            let (Some(limit), Some(period)) =
                (service::in_force(&stored, &slot, &rules, now), slot.period)
            else {
                continue;
            };
            windows.push(store::WagerWindow {
                since: periods::window(period, tz, now).start,
                limit_cents: limit,
                loss,
            });
        }
    }
    Ok(windows)
}

/// Records a wager's stake or its return (by its own reference, e.g. `bet:<id>` and
/// `bet:<id>:settled`) for the spend and loss limits. `Ok(false)` for a reference recorded
/// before: nothing is counted twice.
pub async fn record_wager_activity(
    state: &AppState,
    activity: store::WagerActivity,
) -> Result<bool, StoreError> {
    state.store.record_wager_activity(activity).await
}

/// The heartbeat's time-limit check: once today's logged-in time reaches the daily time
/// limit, every session of the account is revoked (reason `time-limit`) and `true` answered.
pub async fn heartbeat_time_limit(
    state: &AppState,
    user_id: &UserId,
    now: DateTime<Utc>,
) -> Result<bool, StoreError> {
    let Some(user) = state.store.user_by_id(user_id).await? else {
        return Ok(false);
    };
    if !service::time_limit_reached(state, &user, now).await? {
        return Ok(false);
    }
    let live = state
        .store
        .sessions_between(
            user_id,
            periods::window(
                domain::responsible_gaming::LimitPeriod::Daily,
                region_of(&user).1,
                now,
            )
            .start,
            now,
        )
        .await?;
    state
        .store
        .revoke_user_sessions(user_id, "time-limit", now)
        .await?;
    for s in live.iter().filter(|s| s.revoked_at.is_none()) {
        crate::identity::sessions::announce_revoked(state, &s.id, user_id, "time-limit");
    }
    tracing::info!(user_id = %user_id, "daily time limit reached: sessions revoked");
    Ok(true)
}

/// The session's login instant (for `spentInSession`).
pub async fn session_start(
    state: &AppState,
    session: &SessionId,
) -> Result<Option<DateTime<Utc>>, StoreError> {
    Ok(state.store.session(session).await?.map(|s| s.created_at))
}
