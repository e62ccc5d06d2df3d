//! Finishing rounds that were interrupted (a crash, a lost connection between the game server
//! and the store): every minute, and when the server starts, the built-in provider looks for
//! its rounds still open. The round's record says how far it got, and every wallet call is
//! idempotent by its transaction id, so each is finished without losing or creating money:
//!
//! - A drawn round (`pending`) idle for [`PENDING_GRACE`]: its outcome was fixed by its seed
//!   before the stake. Paying its win tells whether the stake arrived: the wallet pays only a
//!   round a stake opened. Paid: settled. Not staked: the stake's id is rolled back (voided, so
//!   it can never arrive late) and the round is void.
//! - A blackjack hand (`playing`) idle for [`ABANDONED_AFTER`]: a stake the record does not
//!   show (an action staked but not kept) is given back first; then the hand is played out the
//!   way a casino closes an abandoned hand (insurance declined, every hand stands), paid and
//!   settled.
//!
//! The purse keeps a record with the stake that brings it, in one transaction, and a drawn
//! round is staked, paid and settled in one call, so today's rounds are never left `pending`
//! and a hand's record shows every stake; the checks finish the rounds earlier versions left
//! (kept before their stakes, or staked and waiting for a second call with their win), at the
//! cost of one idempotent call each.

use super::purse::RealPurse;
use super::rounds::{self, OpenHand, Purse, Snapshot, StoredRound};
use crate::casino::catalogue::BUILTIN;
use crate::state::AppState;
use casino_games::blackjack::Action;
use chrono::{DateTime, Duration, Utc};
use store::RoundRecordRow;

/// How long a drawn round may wait for its stake and win before it is finished here.
pub const PENDING_GRACE: Duration = Duration::minutes(1);

/// How long a blackjack hand may wait for the player before it is played out.
pub const ABANDONED_AFTER: Duration = Duration::hours(24);

/// Open rounds looked at per pass.
const BATCH: u32 = 200;

/// How often the job looks.
const EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// What a pass did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Recovered {
    pub settled: usize,
    pub voided: usize,
    pub played_out: usize,
}

/// Runs [`recover`] now and every minute.
pub fn start(state: AppState) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            let now = state.clock.now();
            match recover(&state, now).await {
                Ok(done) if done != Recovered::default() => {
                    tracing::info!(?done, "interrupted casino rounds finished");
                }
                Ok(_) => {}
                Err(e) => tracing::error!(error = %e, "casino round recovery"),
            }
            tokio::time::sleep(EVERY).await;
        }
    })
}

/// Finishes the built-in provider's interrupted rounds as of `now`.
pub async fn recover(state: &AppState, now: DateTime<Utc>) -> Result<Recovered, String> {
    let stale = state
        .store
        .stale_round_records(BUILTIN, now - PENDING_GRACE, BATCH)
        .await
        .map_err(|e| e.to_string())?;
    let mut done = Recovered::default();
    for (row, player) in stale {
        let purse = RealPurse::new(state, row.session_id.as_str(), player.as_str(), &row.game);
        let result = match serde_json::from_str::<StoredRound>(&row.record) {
            Ok(StoredRound::Pending(record)) => {
                finish_drawn(&purse, &row, record, now, &mut done).await
            }
            Ok(StoredRound::Playing(hand)) if now - row.updated_at >= ABANDONED_AFTER => {
                play_out(&purse, hand, now)
                    .await
                    .map(|()| done.played_out += 1)
            }
            Ok(_) => Ok(()),
            Err(e) => Err(e.to_string()),
        };
        if let Err(e) = result {
            tracing::error!(round = row.round_id, error = %e, "interrupted casino round not finished");
        }
    }
    Ok(done)
}

async fn finish_drawn(
    purse: &dyn Purse,
    row: &RoundRecordRow,
    record: casino_games::RoundRecord,
    now: DateTime<Utc>,
    done: &mut Recovered,
) -> Result<(), String> {
    match rounds::settle(purse, &row.round_id, record, now).await {
        Ok(_) => {
            done.settled += 1;
            Ok(())
        }
        // The wallet knows no such round: its stake never arrived.
        Err(e) if e.code == "SESSION_CLOSED" => {
            let stake = rounds::stake_tx(&row.round_id, 0);
            purse
                .rollback(&format!("{stake}:void"), &stake)
                .await
                .map_err(|e| e.message)?;
            let void = StoredRound::Void {
                reason: "INTERRUPTED".to_owned(),
            };
            purse
                .keep(Snapshot {
                    round_id: &row.round_id,
                    state: &void,
                    at: now,
                })
                .await
                .map_err(|e| e.message)?;
            done.voided += 1;
            Ok(())
        }
        Err(e) => Err(e.message),
    }
}

async fn play_out(purse: &dyn Purse, mut hand: OpenHand, now: DateTime<Utc>) -> Result<(), String> {
    // A stake of the next action that was taken but not kept goes back (or is voided).
    let unkept = rounds::stake_tx(&hand.round_id, hand.actions.len() + 1);
    purse
        .rollback(&format!("{unkept}:void"), &unkept)
        .await
        .map_err(|e| e.message)?;
    let mut table = hand.table().map_err(|e| e.to_string())?;
    while table.outcome().is_none() {
        let action = if table.insurance_offered() {
            Action::Insurance(false)
        } else {
            Action::Stand
        };
        table.act(action).map_err(|e| e.to_string())?;
        hand.actions.push(action);
    }
    let record = hand.record().map_err(|e| e.message)?;
    rounds::settle(purse, &hand.round_id, record, now)
        .await
        .map(|_| ())
        .map_err(|e| e.message)
}
