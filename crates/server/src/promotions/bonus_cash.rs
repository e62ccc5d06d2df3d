//! Bonus cash after its award (docs/product/promotions.md, "Bonus cash"): the bettor's grants
//! ([`list`]) and the choice of the one that plays ([`set_active`]); the wagers that play it
//! through, counted after their own transaction committed (graded bets: [`bets_graded`];
//! casino stakes and their rollbacks: [`casino_call`]); and the job that expires what was not
//! played through in time ([`start`], [`expire_due`]). The rules are `domain::bonus_cash`;
//! storage `store::BonusCashStore`.
//!
//! Counting is idempotent by the wager's source (`bet:{id}`, `casino:{provider}:{tx id}`), so
//! running it again for the same event (a re-grade, a replayed debit) counts nothing more; a
//! failure is logged and leaves the bet or the casino call as it is.

use crate::bus::Event as BusEvent;
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::bonus_cash::{self as rules, ChoiceError, PlayOrder};
use domain::casino::WalletCall;
use domain::ids::{BonusCashId, PromotionId, UserId};
use domain::money::Money;
use domain::settlement::BetOutcome;
use std::collections::HashMap;
use store::{BonusCashStatus, BonusCashWager, PlacedBet, StoreError, WalletAnswer};

/// Grants looked at per expiry pass.
const EXPIRY_BATCH: u32 = 500;
/// How often the expiry job looks.
const EXPIRY_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// One grant as the bettor sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BonusCashView {
    pub id: BonusCashId,
    /// The title of the promotion that granted it.
    pub title: String,
    /// What was granted.
    pub amount: Money,
    /// What is left of it in the bonus balance.
    pub remaining: Money,
    /// What must be wagered before it converts to cash.
    pub required: Money,
    /// What was wagered towards it so far.
    pub wagered: Money,
    pub status: BonusCashStatus,
    pub expires_at: DateTime<Utc>,
    /// Whether it is the grant the bettor's wagers count towards now.
    pub active: bool,
}

/// Why a choice of bonus cash was refused.
#[derive(Debug, thiserror::Error)]
pub enum BonusCashError {
    /// The grant cannot be chosen (a message for the bettor).
    #[error("{0}")]
    Refused(#[from] ChoiceError),
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

/// `user_id`'s bonus cash, newest first, the one that plays marked `active`.
pub async fn list(state: &AppState, user_id: &UserId) -> Result<Vec<BonusCashView>, StoreError> {
    let grants = state.store.bonus_cash(user_id).await?;
    let mut titles: HashMap<PromotionId, String> = HashMap::new();
    for grant in &grants {
        if !titles.contains_key(&grant.promotion_id) {
            let title = state
                .store
                .promotion(grant.promotion_id.as_str())
                .await?
                .map(|p| p.definition.get().title.clone())
                .unwrap_or_default();
            titles.insert(grant.promotion_id.clone(), title);
        }
    }
    let orders: Vec<(BonusCashStatus, PlayOrder<'_>)> = grants
        .iter()
        .map(|g| {
            (
                g.status,
                PlayOrder {
                    chosen_at: g.chosen_at,
                    created_at: g.created_at,
                    id: g.id.as_str(),
                },
            )
        })
        .collect();
    let active = rules::active_position(&orders);
    Ok(grants
        .iter()
        .enumerate()
        .map(|(i, g)| BonusCashView {
            id: g.id.clone(),
            title: titles.get(&g.promotion_id).cloned().unwrap_or_default(),
            amount: g.amount,
            remaining: g.remaining,
            required: g.play_through,
            wagered: g.wagered,
            status: g.status,
            expires_at: g.expires_at,
            active: active == Some(i),
        })
        .collect())
}

/// Makes `user_id`'s grant `id` the one that plays; answers it. Refused for an unknown id or
/// another bettor's ("not found"), and for a grant converted or expired (also when that
/// happened while choosing).
pub async fn set_active(
    state: &AppState,
    user_id: &UserId,
    id: &str,
) -> Result<BonusCashView, BonusCashError> {
    let id = BonusCashId::from_raw(id.trim());
    let status_of = |grants: &[BonusCashView]| grants.iter().find(|g| g.id == id).map(|g| g.status);
    rules::check_choice(status_of(&list(state, user_id).await?))?;
    match state
        .store
        .set_active_bonus_cash(user_id, &id, state.clock.now())
        .await
    {
        Ok(_) => {}
        Err(StoreError::NotFound("bonus_cash")) => return Err(ChoiceError::NotFound.into()),
        Err(StoreError::Conflict("bonus_cash_not_active")) => {
            rules::check_choice(status_of(&list(state, user_id).await?))?;
            return Err(ChoiceError::Expired.into());
        }
        Err(e) => return Err(e.into()),
    }
    list(state, user_id)
        .await?
        .into_iter()
        .find(|g| g.id == id)
        .ok_or(BonusCashError::Refused(ChoiceError::NotFound))
}

/// Counts wagers and tells the owners of the grants they converted (their balances changed).
async fn count(state: &AppState, wagers: Vec<BonusCashWager>, what: &str) {
    if wagers.is_empty() {
        return;
    }
    match state
        .store
        .count_bonus_cash_wagers(wagers, state.clock.now())
        .await
    {
        Ok(converted) => {
            for grant in converted {
                tracing::info!(
                    bonus_cash = %grant.id,
                    user = %grant.user_id,
                    "bonus cash played through: converted to cash"
                );
                state.bus.publish(BusEvent::BalanceChanged {
                    user_id: grant.user_id,
                });
            }
        }
        Err(e) => tracing::error!(error = %e, what, "bonus cash wagers not counted"),
    }
}

/// Bets graded (with their new outcome), after the grades committed: each win or loss counts
/// its money stake towards its bettor's active grant, once per bet.
pub async fn bets_graded(state: &AppState, graded: &[(&PlacedBet, BetOutcome)]) {
    let wagers = graded
        .iter()
        .filter_map(|(bet, outcome)| {
            let cents =
                rules::sportsbook_wager(*outcome, bet.source == "free_bet", bet.total_stake_cents)?;
            Some(BonusCashWager {
                user_id: bet.user_id.clone(),
                source: format!("bet:{}", bet.id),
                cents,
            })
        })
        .collect();
    count(state, wagers, "graded bets").await;
}

/// A real-money casino wallet call of `user`, after it committed (also when it answered a
/// replay): a debit's stake counts towards the active grant, once per transaction id; a
/// rollback that gave a stake back takes its count back.
pub async fn casino_call(
    state: &AppState,
    user: &UserId,
    provider: &str,
    tx_id: &str,
    call: &WalletCall,
    answer: &WalletAnswer,
) {
    match call {
        WalletCall::Debit { .. } => {
            if let Some(cents) = rules::casino_wager(answer.free_round, answer.moved.cents) {
                let wager = BonusCashWager {
                    user_id: user.clone(),
                    source: format!("casino:{provider}:{tx_id}"),
                    cents,
                };
                count(state, vec![wager], "casino stake").await;
            }
        }
        WalletCall::Rollback { rolled_back_tx_id } => {
            if rules::casino_wager(answer.free_round, answer.moved.cents).is_none() {
                return;
            }
            let source = format!("casino:{provider}:{rolled_back_tx_id}");
            if let Err(e) = state
                .store
                .uncount_bonus_cash_wager(user, &source, state.clock.now())
                .await
            {
                tracing::error!(error = %e, source, "bonus cash count not taken back");
            }
        }
        WalletCall::Credit { .. } => {}
    }
}

/// Expires every grant past its expiry at `now` (their remaining amounts back to the
/// operator) and tells their owners; answers how many expired.
pub async fn expire_due(state: &AppState, now: DateTime<Utc>) -> Result<usize, StoreError> {
    let mut done = 0;
    loop {
        let expired = state.store.expire_bonus_cash(now, EXPIRY_BATCH).await?;
        let n = expired.len();
        done += n;
        for grant in expired {
            state.bus.publish(BusEvent::BalanceChanged {
                user_id: grant.user_id,
            });
        }
        if n < usize::try_from(EXPIRY_BATCH).unwrap_or(usize::MAX) {
            return Ok(done);
        }
    }
}

/// Runs [`expire_due`] now and every minute.
pub fn start(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            match expire_due(&state, state.clock.now()).await {
                Ok(0) => {}
                Ok(expired) => tracing::info!(expired, "bonus cash expired"),
                Err(e) => tracing::error!(error = %e, "bonus cash expiry"),
            }
            tokio::time::sleep(EXPIRY_EVERY).await;
        }
    })
}
