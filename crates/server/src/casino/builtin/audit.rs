//! An auditor's replay of a built-in round (`sportsbook admin casino replay ROUND`): the kept
//! record's seed must hash to the commitment published before the round, and the seed with
//! the recorded bets must give the recorded outcome, stake and win (`casino_games::replay`).

use super::rounds::StoredRound;
use crate::casino::catalogue::BUILTIN;
use casino_games::{Outcome, RoundRecord};
use store::{RoundRecordRow, Store, StoreError};

/// What a replay found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replayed {
    pub row: RoundRecordRow,
    pub record: RoundRecord,
    pub outcome: Outcome,
}

/// Why a round could not be confirmed.
#[derive(Debug, thiserror::Error)]
pub enum AuditError {
    #[error("no round {0:?} of the built-in provider")]
    UnknownRound(String),
    #[error("round {0:?} is still in play: its seed is revealed when it ends")]
    InPlay(String),
    #[error("round {round:?} was void ({reason}): nothing was played")]
    Void { round: String, reason: String },
    #[error("round {round:?}'s record is unreadable: {cause}")]
    Unreadable { round: String, cause: String },
    #[error("round {round:?} FAILED its replay: {cause}")]
    Mismatch {
        round: String,
        cause: casino_games::record::ReplayError,
    },
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Replays round `round_id` of the built-in provider.
pub async fn replay(store: &dyn Store, round_id: &str) -> Result<Replayed, AuditError> {
    let row = store
        .round_record(BUILTIN, round_id)
        .await?
        .ok_or_else(|| AuditError::UnknownRound(round_id.to_owned()))?;
    let stored: StoredRound =
        serde_json::from_str(&row.record).map_err(|e| AuditError::Unreadable {
            round: round_id.to_owned(),
            cause: e.to_string(),
        })?;
    let record = match stored {
        StoredRound::Settled(record) => record,
        StoredRound::Pending(_) | StoredRound::Playing(_) => {
            return Err(AuditError::InPlay(round_id.to_owned()));
        }
        StoredRound::Void { reason } => {
            return Err(AuditError::Void {
                round: round_id.to_owned(),
                reason,
            });
        }
    };
    let outcome = casino_games::replay(&record).map_err(|cause| AuditError::Mismatch {
        round: round_id.to_owned(),
        cause,
    })?;
    Ok(Replayed {
        row,
        record,
        outcome,
    })
}

/// The replay as the command prints it.
pub fn report(replayed: &Replayed) -> String {
    let r = &replayed.record;
    format!(
        "round {round} ({game}, session {session}, {at})\n\
         commitment {commitment}\n\
         seed       {seed}\n\
         staked {stake} cents, won {win} cents\n\
         replayed: the seed matches its commitment and gives the recorded outcome\n",
        round = replayed.row.round_id,
        game = replayed.row.game,
        session = replayed.row.session_id,
        at = replayed.row.started_at.to_rfc3339(),
        commitment = r.commitment.to_hex(),
        seed = r.seed.to_hex(),
        stake = r.stake_cents,
        win = r.win_cents,
    )
}
