//! The casino's seamless wallet: the rules of the four calls a game provider moves a player's
//! money with (balance, debit, credit, rollback), each idempotent by the provider's
//! transaction id.
//!
//! - A debit (a stake) needs funds: it never takes the player's cash below zero. Its amount
//!   is more than zero.
//! - A credit (a win) names the round it pays and may be zero: a losing round's close.
//! - A rollback gives a debit back, once: a second rollback of the same debit moves nothing.
//!   A rollback of a debit never seen is recorded as a voided transaction id, so the debit,
//!   arriving late, is refused instead of taking money that was already given back.
//! - The same transaction id again with the same call answers the first answer; with another
//!   call it is a conflict.
//!
//! Real-money sessions move the player's cash (and promotional credit, when the player lets
//! casino stakes use it: `casino_rewards::BalanceUsage`) against [`HouseAccount::Casino`];
//! a free round's stake is the operator's (`casino_rewards`); demo
//! sessions play with money of their own ([`DEMO_BALANCE_CENTS`]) that never reaches the
//! ledger. Money is integer cents in the player's currency.

use crate::ids::UserId;
use crate::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, LedgerError, Owner, TransactionKind,
};
use crate::money::Currency;

/// The longest provider code, round id or provider transaction id accepted.
pub const MAX_ID_LEN: usize = 100;

/// The play money a demo session starts with.
pub const DEMO_BALANCE_CENTS: i64 = 100_000;

/// Whether a game session plays with the player's cash or with demo money.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameMode {
    Real,
    Demo,
}

impl GameMode {
    pub fn as_str(self) -> &'static str {
        match self {
            GameMode::Real => "real",
            GameMode::Demo => "demo",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [GameMode::Real, GameMode::Demo]
            .into_iter()
            .find(|m| m.as_str() == s)
    }
}

/// What a recorded provider transaction id stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WalletKind {
    Debit,
    Credit,
    Rollback,
    /// An id a rollback named before its debit arrived: the debit is refused.
    Voided,
}

impl WalletKind {
    pub const ALL: [WalletKind; 4] = [
        WalletKind::Debit,
        WalletKind::Credit,
        WalletKind::Rollback,
        WalletKind::Voided,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            WalletKind::Debit => "debit",
            WalletKind::Credit => "credit",
            WalletKind::Rollback => "rollback",
            WalletKind::Voided => "voided",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        WalletKind::ALL.into_iter().find(|k| k.as_str() == s)
    }
}

/// One wallet call of a provider, as compared when its transaction id comes again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WalletCall {
    /// A stake of `cents` in round `round_id`; `free_rounds` names the player's free rounds
    /// that pay it (the operator's money, one round used), `None` for the player's money.
    Debit {
        round_id: String,
        cents: i64,
        free_rounds: Option<String>,
    },
    /// A win of `cents` (zero for a loss) in round `round_id`.
    Credit { round_id: String, cents: i64 },
    /// Gives back the debit with the provider's transaction id `rolled_back_tx_id`.
    Rollback { rolled_back_tx_id: String },
}

/// Why a wallet call is malformed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WalletError {
    #[error("a stake must be more than zero")]
    NonPositiveStake,
    #[error("a win must not be negative")]
    NegativeWin,
    #[error("an id must be 1 to {MAX_ID_LEN} characters")]
    BadId,
}

/// Whether `id` is a usable provider code, round id or transaction id.
pub fn check_id(id: &str) -> Result<(), WalletError> {
    if id.is_empty() || id.len() > MAX_ID_LEN {
        return Err(WalletError::BadId);
    }
    Ok(())
}

impl WalletCall {
    pub fn kind(&self) -> WalletKind {
        match self {
            WalletCall::Debit { .. } => WalletKind::Debit,
            WalletCall::Credit { .. } => WalletKind::Credit,
            WalletCall::Rollback { .. } => WalletKind::Rollback,
        }
    }

    /// The round the call names (a rollback's is its debit's).
    pub fn round_id(&self) -> Option<&str> {
        match self {
            WalletCall::Debit { round_id, .. } | WalletCall::Credit { round_id, .. } => {
                Some(round_id)
            }
            WalletCall::Rollback { .. } => None,
        }
    }

    /// Checks the call's amount and ids: a stake is more than zero, a win zero or more.
    pub fn check(&self) -> Result<(), WalletError> {
        match self {
            WalletCall::Debit {
                round_id,
                cents,
                free_rounds,
            } => {
                check_id(round_id)?;
                if let Some(id) = free_rounds {
                    check_id(id)?;
                }
                if *cents <= 0 {
                    return Err(WalletError::NonPositiveStake);
                }
            }
            WalletCall::Credit { round_id, cents } => {
                check_id(round_id)?;
                if *cents < 0 {
                    return Err(WalletError::NegativeWin);
                }
            }
            WalletCall::Rollback { rolled_back_tx_id } => check_id(rolled_back_tx_id)?,
        }
        Ok(())
    }
}

/// How a transaction id seen before answers a new call with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Replay {
    /// The same call in the same session: the first answer again, nothing moves.
    Same,
    /// A debit whose id was rolled back before it arrived: refused.
    RolledBack,
    /// Another call with the same id: refused.
    Conflict,
}

/// Compares a call with what its transaction id was first recorded as: `first` is `None` for
/// a voided id, `same_session` whether both name one game session.
pub fn replay(first: Option<&WalletCall>, same_session: bool, asked: &WalletCall) -> Replay {
    match first {
        None if asked.kind() == WalletKind::Debit => Replay::RolledBack,
        Some(first) if same_session && first == asked => Replay::Same,
        _ => Replay::Conflict,
    }
}

/// A rollback's target as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RollbackTarget {
    pub kind: WalletKind,
    pub cents: i64,
    /// A debit already given back.
    pub rolled_back: bool,
    /// Whether the target belongs to the rollback's game session.
    pub same_session: bool,
}

/// What a rollback does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollbackEffect {
    /// The debit was never seen: record its id as voided, move nothing.
    Void,
    /// Give back this many cents of the debit and mark it rolled back.
    GiveBack(i64),
    /// The debit was already given back (or voided): move nothing.
    Nothing,
    /// The id is not a debit of this session: refused.
    Refused,
}

/// What a rollback of `target` (`None`: never seen) does.
pub fn rollback_effect(target: Option<RollbackTarget>) -> RollbackEffect {
    let Some(target) = target else {
        return RollbackEffect::Void;
    };
    match (target.kind, target.same_session, target.rolled_back) {
        (_, false, _) | (WalletKind::Credit | WalletKind::Rollback, _, _) => {
            RollbackEffect::Refused
        }
        (WalletKind::Voided, true, _) | (WalletKind::Debit, true, true) => RollbackEffect::Nothing,
        (WalletKind::Debit, true, false) => RollbackEffect::GiveBack(target.cents),
    }
}

/// The ledger key of a provider's wallet transaction.
pub fn ledger_key(provider: &str, provider_tx_id: &str) -> String {
    format!("casino:{provider}:{provider_tx_id}")
}

/// The balanced ledger transaction of a real-money wallet call moving `cents`: a debit
/// takes the player's cash into House(Casino), a credit or a rollback pays it from there.
/// `None` when nothing moves (zero cents, a voided id).
pub fn ledger_transaction(
    kind: WalletKind,
    user: &UserId,
    currency: Currency,
    provider: &str,
    provider_tx_id: &str,
    cents: i64,
) -> Result<Option<BalancedTransaction>, LedgerError> {
    let cash = AccountRef {
        owner: Owner::User(user.clone(), Bucket::Cash),
        currency,
    };
    let casino = AccountRef {
        owner: Owner::House(HouseAccount::Casino),
        currency,
    };
    let (ledger_kind, from, to, memo) = match kind {
        WalletKind::Debit => (TransactionKind::CasinoStake, cash, casino, "casino stake"),
        WalletKind::Credit => (TransactionKind::CasinoWin, casino, cash, "casino win"),
        WalletKind::Rollback => (
            TransactionKind::CasinoRollback,
            casino,
            cash,
            "casino stake rolled back",
        ),
        WalletKind::Voided => return Ok(None),
    };
    if cents == 0 {
        return Ok(None);
    }
    let key = ledger_key(provider, provider_tx_id);
    BalancedTransaction::transfer(ledger_kind, key, memo, from, to, cents).map(Some)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ledger::Posting;

    fn debit(round: &str, cents: i64) -> WalletCall {
        WalletCall::Debit {
            round_id: round.to_owned(),
            cents,
            free_rounds: None,
        }
    }

    fn credit(round: &str, cents: i64) -> WalletCall {
        WalletCall::Credit {
            round_id: round.to_owned(),
            cents,
        }
    }

    #[test]
    fn stakes_are_positive_and_wins_not_negative() {
        assert_eq!(debit("r1", 1).check(), Ok(()));
        assert_eq!(debit("r1", 0).check(), Err(WalletError::NonPositiveStake));
        assert_eq!(debit("r1", -5).check(), Err(WalletError::NonPositiveStake));
        assert_eq!(credit("r1", 0).check(), Ok(()));
        assert_eq!(credit("r1", -1).check(), Err(WalletError::NegativeWin));
        assert_eq!(debit("", 1).check(), Err(WalletError::BadId));
        assert_eq!(
            debit(&"r".repeat(MAX_ID_LEN + 1), 1).check(),
            Err(WalletError::BadId)
        );
        let rollback = |id: &str| WalletCall::Rollback {
            rolled_back_tx_id: id.to_owned(),
        };
        assert_eq!(rollback("tx").check(), Ok(()));
        assert_eq!(rollback("").check(), Err(WalletError::BadId));
    }

    #[test]
    fn a_repeat_answers_the_first_only_for_the_same_call() {
        let first = debit("r1", 500);
        assert_eq!(replay(Some(&first), true, &debit("r1", 500)), Replay::Same);
        assert_eq!(
            replay(Some(&first), true, &debit("r1", 501)),
            Replay::Conflict
        );
        assert_eq!(
            replay(Some(&first), true, &debit("r2", 500)),
            Replay::Conflict
        );
        assert_eq!(
            replay(Some(&first), true, &credit("r1", 500)),
            Replay::Conflict
        );
        assert_eq!(
            replay(Some(&first), false, &debit("r1", 500)),
            Replay::Conflict
        );
        assert_eq!(replay(None, true, &debit("r1", 500)), Replay::RolledBack);
        let free = WalletCall::Debit {
            round_id: "r1".to_owned(),
            cents: 500,
            free_rounds: Some("fr1".to_owned()),
        };
        assert_eq!(replay(Some(&first), true, &free), Replay::Conflict);
        assert_eq!(replay(Some(&free), true, &free.clone()), Replay::Same);
        assert_eq!(replay(None, true, &credit("r1", 0)), Replay::Conflict);
    }

    #[test]
    fn a_rollback_gives_a_debit_back_once() {
        let target = |kind, rolled_back, same_session| {
            Some(RollbackTarget {
                kind,
                cents: 700,
                rolled_back,
                same_session,
            })
        };
        assert_eq!(rollback_effect(None), RollbackEffect::Void);
        assert_eq!(
            rollback_effect(target(WalletKind::Debit, false, true)),
            RollbackEffect::GiveBack(700)
        );
        assert_eq!(
            rollback_effect(target(WalletKind::Debit, true, true)),
            RollbackEffect::Nothing
        );
        assert_eq!(
            rollback_effect(target(WalletKind::Voided, false, true)),
            RollbackEffect::Nothing
        );
        for kind in [WalletKind::Credit, WalletKind::Rollback] {
            assert_eq!(
                rollback_effect(target(kind, false, true)),
                RollbackEffect::Refused
            );
        }
        assert_eq!(
            rollback_effect(target(WalletKind::Debit, false, false)),
            RollbackEffect::Refused
        );
    }

    #[test]
    fn stakes_go_to_the_casino_and_wins_come_from_it() {
        let user = UserId::from_raw("u1");
        let moved = |kind, cents| {
            ledger_transaction(kind, &user, Currency::Usd, "builtin", "tx1", cents)
                .unwrap_or_else(|e| panic!("{e}"))
        };
        let cash_of = |tx: &BalancedTransaction| -> i64 {
            tx.postings()
                .iter()
                .filter(|p: &&Posting| matches!(p.account.owner, Owner::User(_, Bucket::Cash)))
                .map(|p| p.amount)
                .sum()
        };
        let stake = moved(WalletKind::Debit, 250).unwrap_or_else(|| panic!("a stake moves"));
        assert_eq!(stake.kind(), TransactionKind::CasinoStake);
        assert_eq!(stake.idempotency_key(), "casino:builtin:tx1");
        assert_eq!(cash_of(&stake), -250);
        let win = moved(WalletKind::Credit, 900).unwrap_or_else(|| panic!("a win moves"));
        assert_eq!(
            (win.kind(), cash_of(&win)),
            (TransactionKind::CasinoWin, 900)
        );
        let back = moved(WalletKind::Rollback, 250).unwrap_or_else(|| panic!("a rollback moves"));
        assert_eq!(
            (back.kind(), cash_of(&back)),
            (TransactionKind::CasinoRollback, 250)
        );
        assert_eq!(moved(WalletKind::Credit, 0), None);
        assert_eq!(moved(WalletKind::Voided, 250), None);
        for kind in [
            TransactionKind::CasinoStake,
            TransactionKind::CasinoWin,
            TransactionKind::CasinoRollback,
        ] {
            assert!(!kind.may_overdraw(Bucket::Cash));
        }
    }

    #[test]
    fn names_round_trip() {
        for kind in WalletKind::ALL {
            assert_eq!(WalletKind::parse(kind.as_str()), Some(kind));
        }
        for mode in [GameMode::Real, GameMode::Demo] {
            assert_eq!(GameMode::parse(mode.as_str()), Some(mode));
        }
    }
}
