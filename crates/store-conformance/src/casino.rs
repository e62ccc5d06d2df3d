//! Conformance cases of [`CasinoStore`](store::CasinoStore), the casino's seamless wallet:
//! replays answer the first answer, conflicting replays and short balances are refused
//! without writing anything, a rollback gives a debit back once and voids a debit it arrives
//! before, credits pay known rounds, sessions are private, history totals rounds, demo
//! money stays out of the ledger, and concurrent debits never overdraw.

use super::{assert_ledger_ok, cash, fund, t0, user};
use chrono::{DateTime, Utc};
use domain::casino::{DEMO_BALANCE_CENTS, GameMode, WalletCall};
use domain::ids::{GameSessionId, SessionId, UserId};
use domain::ledger::Bucket;
use domain::money::{Currency, Money};
use std::sync::Arc;
use store::{
    ClosingCredit, GameSession, NewGameSession, RoundRecordRow, Store, StoreError, StoreResult,
    WagerWindow, WalletAnswer, WalletOrder,
};
use tokio::sync::Barrier;

pub(crate) fn usd(cents: i64) -> Money {
    Money::new(cents, Currency::Usd)
}

/// An answer that moved `moved` and left `balance` (cents, USD).
fn answer(balance: i64, moved: i64, replayed: bool) -> WalletAnswer {
    WalletAnswer {
        balance: usd(balance),
        moved: usd(moved),
        replayed,
        free_round: false,
        jackpot: None,
        bonus_cash: replayed,
    }
}

/// The wallet calls by kind, as a game provider makes them.
pub(crate) trait Wallet: Store {
    async fn casino_debit(
        &self,
        user: &UserId,
        session: &GameSessionId,
        tx: &str,
        round_id: &str,
        cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<WalletAnswer> {
        let round_id = round_id.to_owned();
        let call = WalletCall::Debit {
            round_id,
            cents,
            free_rounds: None,
        };
        self.casino_wallet(WalletOrder::new(user, session, tx, call, at))
            .await
    }

    async fn casino_credit(
        &self,
        user: &UserId,
        session: &GameSessionId,
        tx: &str,
        round_id: &str,
        cents: i64,
        at: DateTime<Utc>,
    ) -> StoreResult<WalletAnswer> {
        let round_id = round_id.to_owned();
        let call = WalletCall::Credit { round_id, cents };
        self.casino_wallet(WalletOrder::new(user, session, tx, call, at))
            .await
    }

    async fn casino_rollback(
        &self,
        user: &UserId,
        session: &GameSessionId,
        tx: &str,
        rolled_back_tx_id: &str,
        at: DateTime<Utc>,
    ) -> StoreResult<WalletAnswer> {
        let rolled_back_tx_id = rolled_back_tx_id.to_owned();
        let call = WalletCall::Rollback { rolled_back_tx_id };
        self.casino_wallet(WalletOrder::new(user, session, tx, call, at))
            .await
    }
}

impl<S: Store> Wallet for S {}

pub(crate) async fn game<S: Store>(store: &S, user: &UserId, mode: GameMode) -> GameSession {
    store
        .open_game_session(NewGameSession {
            id: GameSessionId::generate(),
            user_id: user.clone(),
            provider: "builtin".to_owned(),
            game: "roulette".to_owned(),
            mode,
            login_session: None,
            at: t0(),
        })
        .await
        .expect("open game session")
}

/// A funded player with a real-money session.
async fn player<S: Store>(store: &S, email: &str, cents: i64) -> (UserId, GameSessionId) {
    let u = user(store, email).await;
    fund(store, &u.id, cents, &format!("fund-{email}")).await;
    let session = game(store, &u.id, GameMode::Real).await;
    (u.id, session.id)
}

/// Each call repeated with its transaction id answers its first answer and moves nothing.
pub async fn casino_replays_answer_the_first_answer<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-replay@example.com", 10_000).await;
    let debit = store.casino_debit(&u, &s, "tx-1", "r-1", 2_500, t0()).await;
    assert_eq!(debit.expect("debit"), answer(7_500, 2_500, false));
    let credit = store
        .casino_credit(&u, &s, "tx-2", "r-1", 4_000, t0())
        .await;
    assert_eq!(credit.expect("credit"), answer(11_500, 4_000, false));
    let debit = store.casino_debit(&u, &s, "tx-3", "r-2", 1_000, t0()).await;
    assert_eq!(debit.expect("debit"), answer(10_500, 1_000, false));
    let rollback = store.casino_rollback(&u, &s, "tx-4", "tx-3", t0()).await;
    assert_eq!(rollback.expect("rollback"), answer(11_500, 1_000, false));

    // Each again, later: the first answers (balances then), nothing moved now.
    let debit = store.casino_debit(&u, &s, "tx-1", "r-1", 2_500, t0()).await;
    assert_eq!(debit.expect("debit replay"), answer(7_500, 2_500, true));
    let credit = store
        .casino_credit(&u, &s, "tx-2", "r-1", 4_000, t0())
        .await;
    assert_eq!(credit.expect("credit replay"), answer(11_500, 4_000, true));
    let rollback = store.casino_rollback(&u, &s, "tx-4", "tx-3", t0()).await;
    assert_eq!(
        rollback.expect("rollback replay"),
        answer(11_500, 1_000, true)
    );
    assert_eq!(cash(&store, &u).await, 11_500);
    assert_eq!(
        store.casino_balance(&u, &s).await.expect("balance"),
        usd(11_500)
    );
    // Funding, two stakes, a win and a rollback.
    assert_eq!(assert_ledger_ok(&store).await.transactions, 5);
}

/// A transaction id used again for another call is a conflict and writes nothing.
pub async fn casino_conflicting_replays_are_refused<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-conflict@example.com", 10_000).await;
    store
        .casino_debit(&u, &s, "tx-1", "r-1", 2_500, t0())
        .await
        .expect("debit");
    let conflicts = [
        store.casino_debit(&u, &s, "tx-1", "r-1", 2_600, t0()).await,
        store.casino_debit(&u, &s, "tx-1", "r-9", 2_500, t0()).await,
        store
            .casino_credit(&u, &s, "tx-1", "r-1", 2_500, t0())
            .await,
        store.casino_rollback(&u, &s, "tx-1", "tx-0", t0()).await,
    ];
    for outcome in conflicts {
        assert!(
            matches!(outcome, Err(StoreError::Conflict("provider_tx_id"))),
            "{outcome:?}"
        );
    }
    // The same id in another session of the same provider is another call too.
    let other = game(&store, &u, GameMode::Real).await;
    let outcome = store
        .casino_debit(&u, &other.id, "tx-1", "r-1", 2_500, t0())
        .await;
    assert!(
        matches!(outcome, Err(StoreError::Conflict("provider_tx_id"))),
        "{outcome:?}"
    );
    assert_eq!(cash(&store, &u).await, 7_500);
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// A debit the balance does not cover is refused and writes nothing (its id stays free); a
/// stake must be more than zero, a win may be zero but not less.
pub async fn casino_debits_need_funds_and_positive_stakes<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-funds@example.com", 1_000).await;
    let short = store.casino_debit(&u, &s, "tx-1", "r-1", 1_001, t0()).await;
    assert!(
        matches!(short, Err(StoreError::InsufficientFunds(Bucket::Cash))),
        "{short:?}"
    );
    assert!(
        store
            .casino_rounds(&u, &s)
            .await
            .expect("rounds")
            .is_empty()
    );
    for cents in [0, -5] {
        let outcome = store.casino_debit(&u, &s, "tx-2", "r-1", cents, t0()).await;
        assert!(
            matches!(outcome, Err(StoreError::Conflict("amount"))),
            "{outcome:?}"
        );
    }
    let outcome = store.casino_debit(&u, &s, "", "r-1", 100, t0()).await;
    assert!(
        matches!(outcome, Err(StoreError::Conflict("id"))),
        "{outcome:?}"
    );
    // The refused id is free for a debit the balance covers.
    let whole = store.casino_debit(&u, &s, "tx-1", "r-1", 1_000, t0()).await;
    assert_eq!(whole.expect("whole balance"), answer(0, 1_000, false));
    let outcome = store.casino_credit(&u, &s, "tx-3", "r-1", -1, t0()).await;
    assert!(
        matches!(outcome, Err(StoreError::Conflict("amount"))),
        "{outcome:?}"
    );
    let loss = store.casino_credit(&u, &s, "tx-3", "r-1", 0, t0()).await;
    assert_eq!(loss.expect("zero credit"), answer(0, 0, false));
    let rounds = store.casino_rounds(&u, &s).await.expect("rounds");
    assert_eq!(rounds.len(), 1);
    assert_eq!((rounds[0].staked, rounds[0].won), (usd(1_000), usd(0)));
    // Funding and one stake: the refused debit and the zero credit posted nothing.
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// Twenty concurrent debits of 1,000 on a balance of 7,500, over two sessions of one player:
/// exactly seven succeed, the rest are refused for funds, and the ledger verifies.
pub async fn concurrent_casino_debits_never_overdraw<S: Store + Clone>(store: S) {
    let (u, first) = player(&store, "casino-race@example.com", 7_500).await;
    let second = game(&store, &u, GameMode::Real).await.id;
    let start = Arc::new(Barrier::new(20));
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let (store, start, u) = (store.clone(), start.clone(), u.clone());
            let s = if i % 2 == 0 {
                first.clone()
            } else {
                second.clone()
            };
            tokio::spawn(async move {
                start.wait().await;
                let tx = format!("tx-{i}");
                store
                    .casino_debit(&u, &s, &tx, &format!("r-{i}"), 1_000, t0())
                    .await
            })
        })
        .collect();
    let (mut taken, mut refused) = (0, 0);
    for task in tasks {
        match task.await.expect("task") {
            Ok(a) if !a.replayed && a.moved == usd(1_000) && a.balance.cents >= 0 => taken += 1,
            Err(StoreError::InsufficientFunds(Bucket::Cash)) => refused += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!((taken, refused), (7, 13));
    assert_eq!(cash(&store, &u).await, 500);
    let rounds = store.casino_rounds(&u, &first).await.expect("rounds").len()
        + store
            .casino_rounds(&u, &second)
            .await
            .expect("rounds")
            .len();
    assert_eq!(rounds, 7);
    assert_eq!(assert_ledger_ok(&store).await.transactions, 8);
}

/// Real money moved is counted for the limits in its own transaction, and a daily spend
/// window of 5,000 re-checked by every debit lets exactly five of twenty concurrent 1,000
/// debits over two sessions through, though each alone would fit; the others are
/// `Conflict("wager_limit")` and write nothing. A win and a rollback count as returns; a
/// replayed debit counts once.
pub async fn casino_debits_recheck_spend_windows<S: Store + Clone>(store: S) {
    let (u, first) = player(&store, "casino-limits@example.com", 50_000).await;
    let second = game(&store, &u, GameMode::Real).await.id;
    let since = t0() - chrono::Duration::hours(1);
    let window = [WagerWindow {
        since,
        limit_cents: 5_000,
        loss: false,
    }];
    let start = Arc::new(Barrier::new(20));
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let (store, start, u) = (store.clone(), start.clone(), u.clone());
            let s = if i % 2 == 0 {
                first.clone()
            } else {
                second.clone()
            };
            tokio::spawn(async move {
                start.wait().await;
                let call = WalletCall::Debit {
                    round_id: format!("r-{i}"),
                    cents: 1_000,
                    free_rounds: None,
                };
                let answer = store
                    .casino_wallet(
                        WalletOrder::new(&u, &s, &format!("tx-{i}"), call, t0())
                            .windows(window.to_vec()),
                    )
                    .await;
                (i, s, answer)
            })
        })
        .collect();
    let (mut taken, mut refused) = (Vec::new(), 0);
    for task in tasks {
        match task.await.expect("task") {
            (i, s, Ok(a)) if a.moved == usd(1_000) => taken.push((i, s)),
            (_, _, Err(StoreError::Conflict("wager_limit"))) => refused += 1,
            (_, _, other) => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!((taken.len(), refused), (5, 15));
    assert_eq!(cash(&store, &u).await, 45_000);
    let totals = |store: S, u: UserId| async move {
        let t = store.wager_totals(&u, &[since]).await.expect("totals");
        (t[0].stakes, t[0].returns)
    };
    assert_eq!(totals(store.clone(), u.clone()).await, (5_000, 0));

    // A replayed debit counts once; a win and a rollback count as returns.
    let [(won, won_in), (rolled, rolled_in), ..] = taken.as_slice() else {
        unreachable!("five debits were taken")
    };
    let replay = WalletCall::Debit {
        round_id: format!("r-{won}"),
        cents: 1_000,
        free_rounds: None,
    };
    let again = store
        .casino_wallet(
            WalletOrder::new(&u, won_in, &format!("tx-{won}"), replay, t0())
                .windows(window.to_vec()),
        )
        .await
        .expect("replay");
    assert!(again.replayed);
    store
        .casino_credit(&u, won_in, "win", &format!("r-{won}"), 2_500, t0())
        .await
        .expect("credit");
    store
        .casino_rollback(&u, rolled_in, "rb", &format!("tx-{rolled}"), t0())
        .await
        .expect("rollback");
    assert_eq!(totals(store.clone(), u.clone()).await, (5_000, 3_500));
    assert_ledger_ok(&store).await;
}

/// A rollback of a known debit gives its stake back once: the rollback replayed, and
/// another rollback of the same debit, move nothing. Credits and rollbacks are not debits
/// and cannot be rolled back.
pub async fn casino_rollback_gives_a_debit_back_once<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-rollback@example.com", 5_000).await;
    store
        .casino_debit(&u, &s, "tx-1", "r-1", 2_000, t0())
        .await
        .expect("debit");
    let back = store.casino_rollback(&u, &s, "rb-1", "tx-1", t0()).await;
    assert_eq!(back.expect("rollback"), answer(5_000, 2_000, false));
    let again = store.casino_rollback(&u, &s, "rb-1", "tx-1", t0()).await;
    assert_eq!(again.expect("rollback replay"), answer(5_000, 2_000, true));
    let second = store.casino_rollback(&u, &s, "rb-2", "tx-1", t0()).await;
    assert_eq!(second.expect("second rollback"), answer(5_000, 0, false));
    // The debit replayed still answers its first answer and takes nothing again.
    let debit = store.casino_debit(&u, &s, "tx-1", "r-1", 2_000, t0()).await;
    assert_eq!(debit.expect("debit replay"), answer(3_000, 2_000, true));
    assert_eq!(cash(&store, &u).await, 5_000);

    store
        .casino_credit(&u, &s, "tx-2", "r-1", 300, t0())
        .await
        .expect("credit");
    for target in ["tx-2", "rb-1"] {
        let outcome = store.casino_rollback(&u, &s, "rb-3", target, t0()).await;
        assert!(
            matches!(outcome, Err(StoreError::Conflict("rolled_back_tx_id"))),
            "{outcome:?}"
        );
    }
    let rounds = store.casino_rounds(&u, &s).await.expect("rounds");
    assert_eq!((rounds[0].staked, rounds[0].won), (usd(0), usd(300)));
    assert_eq!(cash(&store, &u).await, 5_300);
    // Funding, the stake, its rollback, the win.
    assert_eq!(assert_ledger_ok(&store).await.transactions, 4);
}

/// A rollback of a debit never seen is recorded: the debit arriving later is refused and
/// moves nothing, and the rollback's replay answers its first answer.
pub async fn casino_rollback_before_its_debit_refuses_the_debit<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-void@example.com", 5_000).await;
    let early = store.casino_rollback(&u, &s, "rb-1", "tx-late", t0()).await;
    assert_eq!(
        early.expect("rollback of an unknown debit"),
        answer(5_000, 0, false)
    );
    let late = store
        .casino_debit(&u, &s, "tx-late", "r-1", 2_000, t0())
        .await;
    assert!(
        matches!(late, Err(StoreError::Conflict("rolled_back"))),
        "{late:?}"
    );
    let again = store.casino_rollback(&u, &s, "rb-1", "tx-late", t0()).await;
    assert_eq!(again.expect("rollback replay"), answer(5_000, 0, true));
    // A second rollback of the voided id moves nothing either.
    let second = store.casino_rollback(&u, &s, "rb-2", "tx-late", t0()).await;
    assert_eq!(second.expect("second rollback"), answer(5_000, 0, false));
    assert_eq!(cash(&store, &u).await, 5_000);
    assert!(
        store
            .casino_rounds(&u, &s)
            .await
            .expect("rounds")
            .is_empty()
    );
    assert_eq!(assert_ledger_ok(&store).await.transactions, 1);
}

/// A credit pays a round a debit of the session opened; a closed session refuses debits but
/// still takes the credits and rollbacks of its rounds.
pub async fn casino_credit_after_debit<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-credit@example.com", 5_000).await;
    let unknown = store.casino_credit(&u, &s, "tx-0", "r-1", 100, t0()).await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("casino_round"))),
        "{unknown:?}"
    );
    // Nothing of the refused credit stays: no money, and its id is still free.
    assert_eq!(cash(&store, &u).await, 5_000);
    let fresh = store.casino_debit(&u, &s, "tx-0", "r-0", 100, t0()).await;
    assert_eq!(fresh.expect("tx-0 is free").moved, usd(100));
    store
        .casino_debit(&u, &s, "tx-1", "r-1", 1_000, t0())
        .await
        .expect("debit");
    store
        .casino_debit(&u, &s, "tx-2", "r-2", 500, t0())
        .await
        .expect("debit");
    let closed = store.close_game_session(&u, &s, t0()).await.expect("close");
    assert_eq!(closed.closed_at, Some(t0()));
    let refused = store.casino_debit(&u, &s, "tx-3", "r-3", 100, t0()).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("game_session_closed"))),
        "{refused:?}"
    );
    let win = store
        .casino_credit(&u, &s, "tx-4", "r-1", 3_500, t0())
        .await;
    assert_eq!(
        win.expect("credit after close"),
        answer(6_900, 3_500, false)
    );
    let back = store.casino_rollback(&u, &s, "tx-5", "tx-2", t0()).await;
    assert_eq!(
        back.expect("rollback after close"),
        answer(7_400, 500, false)
    );
    assert_eq!(cash(&store, &u).await, 7_400);
    assert_ledger_ok(&store).await;
}

/// Another player's session is refused like an unknown one, and its history is not shown.
pub async fn casino_sessions_are_private<S: Store + Clone>(store: S) {
    let (owner, s) = player(&store, "casino-owner@example.com", 5_000).await;
    let (other, _) = player(&store, "casino-other@example.com", 5_000).await;
    store
        .casino_debit(&owner, &s, "tx-1", "r-1", 1_000, t0())
        .await
        .expect("debit");
    let refusals = [
        store
            .casino_debit(&other, &s, "tx-2", "r-1", 1_000, t0())
            .await,
        store
            .casino_credit(&other, &s, "tx-2", "r-1", 1_000, t0())
            .await,
        store
            .casino_rollback(&other, &s, "tx-2", "tx-1", t0())
            .await,
        store
            .casino_debit(&other, &GameSessionId::generate(), "tx-2", "r-1", 1, t0())
            .await,
    ];
    for outcome in refusals {
        assert!(
            matches!(outcome, Err(StoreError::NotFound("game_session"))),
            "{outcome:?}"
        );
    }
    let balance = store.casino_balance(&other, &s).await;
    assert!(
        matches!(balance, Err(StoreError::NotFound("game_session"))),
        "{balance:?}"
    );
    let close = store.close_game_session(&other, &s, t0()).await;
    assert!(
        matches!(close, Err(StoreError::NotFound("game_session"))),
        "{close:?}"
    );
    assert!(
        store
            .casino_rounds(&other, &s)
            .await
            .expect("rounds")
            .is_empty()
    );
    assert_eq!(
        store
            .game_sessions(&other, 0, 10)
            .await
            .expect("sessions")
            .0
            .len(),
        1
    );
    assert_eq!(
        (cash(&store, &owner).await, cash(&store, &other).await),
        (4_000, 5_000)
    );
    let unknown_user = store
        .open_game_session(NewGameSession {
            id: GameSessionId::generate(),
            user_id: UserId::generate(),
            provider: "builtin".to_owned(),
            game: "roulette".to_owned(),
            mode: GameMode::Real,
            login_session: None,
            at: t0(),
        })
        .await;
    assert!(
        matches!(unknown_user, Err(StoreError::NotFound("user"))),
        "{unknown_user:?}"
    );
}

/// History: the player's sessions newest first, each session's rounds oldest first with
/// their stakes (less those rolled back) and wins.
pub async fn casino_history_lists_rounds_with_totals<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-history@example.com", 10_000).await;
    let later = t0() + chrono::Duration::minutes(5);
    let newer = store
        .open_game_session(NewGameSession {
            id: GameSessionId::generate(),
            user_id: u.clone(),
            provider: "builtin".to_owned(),
            game: "blackjack".to_owned(),
            mode: GameMode::Demo,
            login_session: None,
            at: later,
        })
        .await
        .expect("open");
    let at = |minutes| t0() + chrono::Duration::minutes(minutes);
    let calls = [
        store
            .casino_debit(&u, &s, "tx-1", "r-1", 1_000, at(1))
            .await,
        store.casino_debit(&u, &s, "tx-2", "r-1", 500, at(1)).await,
        store
            .casino_credit(&u, &s, "tx-3", "r-1", 3_000, at(2))
            .await,
        store.casino_debit(&u, &s, "tx-4", "r-2", 700, at(3)).await,
        store.casino_rollback(&u, &s, "tx-5", "tx-2", at(3)).await,
        store.casino_credit(&u, &s, "tx-6", "r-2", 0, at(4)).await,
    ];
    for outcome in calls {
        outcome.expect("wallet call");
    }
    let (sessions, total) = store.game_sessions(&u, 0, 10).await.expect("sessions");
    assert_eq!(total, 2);
    let ids: Vec<_> = sessions.iter().map(|g| g.id.clone()).collect();
    assert_eq!(ids, vec![newer.id.clone(), s.clone()]);
    assert_eq!(
        (sessions[0].game.as_str(), sessions[0].mode),
        ("blackjack", GameMode::Demo)
    );
    let (second_page, total) = store.game_sessions(&u, 1, 1).await.expect("sessions");
    assert_eq!((second_page.len(), total), (1, 2));
    assert_eq!(second_page[0].id, s);
    assert_eq!(
        store
            .game_session(&u, &s)
            .await
            .expect("session")
            .map(|g| g.id),
        Some(s.clone())
    );

    let rounds = store.casino_rounds(&u, &s).await.expect("rounds");
    let totals: Vec<_> = rounds
        .iter()
        .map(|r| {
            (
                r.round_id.as_str(),
                r.staked,
                r.won,
                r.started_at,
                r.updated_at,
            )
        })
        .collect();
    assert_eq!(
        totals,
        vec![
            ("r-1", usd(1_000), usd(3_000), at(1), at(3)),
            ("r-2", usd(700), usd(0), at(3), at(4)),
        ]
    );
    assert!(rounds.iter().all(|r| r.session_id == s));
    assert_eq!(cash(&store, &u).await, 11_300);
    assert_ledger_ok(&store).await;
}

/// A demo session plays with its own money: it never reaches the player's cash or the
/// ledger, and it cannot go below zero either.
pub async fn casino_demo_sessions_play_money<S: Store + Clone>(store: S) {
    let u = user(&store, "casino-demo@example.com").await.id;
    let s = game(&store, &u, GameMode::Demo).await.id;
    let start = DEMO_BALANCE_CENTS;
    assert_eq!(
        store.casino_balance(&u, &s).await.expect("balance"),
        usd(start)
    );
    let stake = store.casino_debit(&u, &s, "tx-1", "r-1", 2_000, t0()).await;
    assert_eq!(
        stake.expect("demo stake"),
        answer(start - 2_000, 2_000, false)
    );
    let win = store
        .casino_credit(&u, &s, "tx-2", "r-1", 5_000, t0())
        .await;
    assert_eq!(win.expect("demo win"), answer(start + 3_000, 5_000, false));
    let short = store
        .casino_debit(&u, &s, "tx-3", "r-2", start + 3_001, t0())
        .await;
    assert!(
        matches!(short, Err(StoreError::InsufficientFunds(Bucket::Cash))),
        "{short:?}"
    );
    assert_eq!(cash(&store, &u).await, 0);
    assert_eq!(assert_ledger_ok(&store).await.transactions, 0);
}

fn record(session: &GameSessionId, round: &str, finished: bool, body: &str) -> RoundRecordRow {
    RoundRecordRow {
        provider: "builtin".to_owned(),
        round_id: round.to_owned(),
        session_id: session.clone(),
        game: "blackjack".to_owned(),
        finished,
        record: body.to_owned(),
        started_at: t0(),
        updated_at: t0() + chrono::Duration::seconds(if finished { 30 } else { 10 }),
    }
}

/// A round's record is rewritten while open, then frozen once finished; the session's open
/// round (and the provider's stale open rounds) are found until it finishes; another
/// session's round id is never overwritten.
pub async fn casino_round_records_freeze_when_finished<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-records@example.com", 1_000).await;
    let other = game(&store, &u, GameMode::Real).await.id;
    assert_eq!(store.open_round_record(&s).await.expect("open"), None);
    store
        .save_round_record(record(&s, "r-1", false, "{\"actions\":[]}"))
        .await
        .expect("insert");
    let mut open = record(&s, "r-1", false, "{\"actions\":[\"hit\"]}");
    open.started_at = t0() + chrono::Duration::seconds(5);
    store.save_round_record(open).await.expect("update open");
    let found = store.open_round_record(&s).await.expect("open");
    let found = found.expect("an open round");
    assert_eq!(
        (found.record.as_str(), found.started_at, found.finished),
        ("{\"actions\":[\"hit\"]}", t0(), false)
    );
    assert_eq!(store.open_round_record(&other).await.expect("open"), None);
    // Open and untouched since before the given instant, with its player.
    let stale = store
        .stale_round_records("builtin", t0() + chrono::Duration::seconds(11), 10)
        .await
        .expect("stale");
    assert_eq!(
        stale
            .iter()
            .map(|(r, user)| (r.round_id.as_str(), user))
            .collect::<Vec<_>>(),
        vec![("r-1", &u)]
    );
    assert!(
        store
            .stale_round_records("builtin", t0() + chrono::Duration::seconds(10), 10)
            .await
            .expect("stale")
            .is_empty()
    );
    let stolen = store
        .save_round_record(record(&other, "r-1", false, "{}"))
        .await;
    assert!(
        matches!(stolen, Err(StoreError::Conflict("round_record"))),
        "{stolen:?}"
    );
    let done = record(&s, "r-1", true, "{\"actions\":[\"hit\",\"stand\"]}");
    store.save_round_record(done.clone()).await.expect("finish");
    let again = store
        .save_round_record(record(&s, "r-1", false, "{}"))
        .await;
    assert!(
        matches!(again, Err(StoreError::Conflict("round_record"))),
        "{again:?}"
    );
    assert_eq!(store.open_round_record(&s).await.expect("open"), None);
    assert!(
        store
            .stale_round_records("builtin", t0() + chrono::Duration::days(1), 10)
            .await
            .expect("stale")
            .is_empty()
    );
    assert_eq!(
        store.round_record("builtin", "r-1").await.expect("read"),
        Some(done)
    );
    assert_eq!(
        store.round_record("other", "r-1").await.expect("read"),
        None
    );
    let orphan = store
        .save_round_record(record(&GameSessionId::generate(), "r-2", false, "{}"))
        .await;
    assert!(
        matches!(orphan, Err(StoreError::NotFound("game_session"))),
        "{orphan:?}"
    );
}

/// A debit closing its round (`closing_credit`) is that debit and a credit of the closing
/// id in one transaction: a lost round is kept settled with its zero win, each id replays as
/// itself (the closing id with another amount is refused), the whole call replays its first
/// answer; a won round is paid in the same call; a credit carrying a closing credit, and a
/// closing credit of less than zero, are refused with nothing written.
pub async fn casino_debits_close_their_rounds<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-lost@example.com", 1_000).await;
    let call = WalletCall::Debit {
        round_id: "r-l".to_owned(),
        cents: 300,
        free_rounds: None,
    };
    let settled = record(&s, "r-l", true, "{\"settled\":0}");
    let closing = WalletOrder::new(&u, &s, "lost-1", call, t0())
        .record(Some(settled.clone()))
        .closing_credit(Some(closing_credit("lost-1-win", 0)));
    let answer = store.casino_wallet(closing.clone()).await.expect("debit");
    assert!(!answer.replayed);
    assert_eq!(answer.balance, usd(700));
    assert_eq!(answer.moved, usd(300));
    assert_eq!(
        store.round_record("builtin", "r-l").await.expect("read"),
        Some(settled)
    );
    let round = store
        .casino_round(&u, &s, "r-l")
        .await
        .expect("read")
        .expect("round");
    assert_eq!((round.staked, round.won), (usd(300), usd(0)));

    let credit = |tx: &str, cents: i64| {
        let call = WalletCall::Credit {
            round_id: "r-l".to_owned(),
            cents,
        };
        WalletOrder::new(&u, &s, tx, call, t0())
    };
    let zero = store
        .casino_wallet(credit("lost-1-win", 0))
        .await
        .expect("zero win");
    assert!(zero.replayed);
    assert_eq!(zero.balance, usd(700));
    let other = store.casino_wallet(credit("lost-1-win", 50)).await;
    assert!(
        matches!(other, Err(StoreError::Conflict("provider_tx_id"))),
        "{other:?}"
    );
    let again = store.casino_wallet(closing).await.expect("replayed debit");
    assert!(again.replayed);
    assert_eq!(again.balance, usd(700));

    let odd = credit("lost-2", 10).closing_credit(Some(closing_credit("lost-2-win", 0)));
    let odd = store.casino_wallet(odd).await;
    assert!(
        matches!(odd, Err(StoreError::Conflict("closing_credit"))),
        "{odd:?}"
    );
    assert_eq!(cash(&store, &u).await, 700);

    let won = |tx: &str, win: i64| {
        let call = WalletCall::Debit {
            round_id: "r-w".to_owned(),
            cents: 200,
            free_rounds: None,
        };
        WalletOrder::new(&u, &s, tx, call, t0())
            .closing_credit(Some(closing_credit(&format!("{tx}-win"), win)))
    };
    let negative = store.casino_wallet(won("won-0", -5)).await;
    assert!(
        matches!(negative, Err(StoreError::Conflict("closing_credit"))),
        "{negative:?}"
    );
    assert_eq!(cash(&store, &u).await, 700);
    let paid = store.casino_wallet(won("won-1", 500)).await.expect("won");
    assert_eq!((paid.balance, paid.moved), (usd(1_000), usd(200)));
    let round = store
        .casino_round(&u, &s, "r-w")
        .await
        .expect("read")
        .expect("round");
    assert_eq!((round.staked, round.won), (usd(200), usd(500)));
    assert_eq!(cash(&store, &u).await, 1_000);
    assert_ledger_ok(&store).await;
}

fn closing_credit(tx: &str, cents: i64) -> ClosingCredit {
    ClosingCredit {
        provider_tx_id: tx.to_owned(),
        cents,
    }
}

/// A round record carried by a wallet call commits with the call or not at all: a refused
/// stake keeps no record; a stake keeps its open record and a win its finished one; a
/// replayed win leaves the finished record as it is; a record of another session is refused
/// and the call with it moves nothing.
pub async fn casino_wallet_calls_keep_their_round_records<S: Store + Clone>(store: S) {
    let (u, s) = player(&store, "casino-kept@example.com", 1_000).await;
    let debit = |tx: &str, round: &str, cents: i64| {
        let call = WalletCall::Debit {
            round_id: round.to_owned(),
            cents,
            free_rounds: None,
        };
        WalletOrder::new(&u, &s, tx, call, t0())
    };
    let credit = |tx: &str, round: &str, cents: i64| {
        let call = WalletCall::Credit {
            round_id: round.to_owned(),
            cents,
        };
        WalletOrder::new(&u, &s, tx, call, t0())
    };

    let short = store
        .casino_wallet(debit("tx-0", "r-0", 5_000).record(Some(record(&s, "r-0", false, "{}"))))
        .await;
    assert!(
        matches!(short, Err(StoreError::InsufficientFunds(_))),
        "{short:?}"
    );
    assert_eq!(
        store.round_record("builtin", "r-0").await.expect("read"),
        None
    );

    let pending = record(&s, "r-1", false, "{\"pending\":1}");
    let staked = store
        .casino_wallet(debit("tx-1", "r-1", 400).record(Some(pending.clone())))
        .await
        .expect("debit");
    assert_eq!(staked.balance, usd(600));
    assert_eq!(
        store.round_record("builtin", "r-1").await.expect("read"),
        Some(pending.clone())
    );
    let settled = record(&s, "r-1", true, "{\"settled\":1}");
    let won = credit("tx-2", "r-1", 800).record(Some(settled.clone()));
    assert_eq!(
        store
            .casino_wallet(won.clone())
            .await
            .expect("credit")
            .balance,
        usd(1_400)
    );
    assert_eq!(
        store.round_record("builtin", "r-1").await.expect("read"),
        Some(settled.clone())
    );
    let again = store.casino_wallet(won).await.expect("replayed credit");
    assert!(again.replayed);
    assert_eq!(again.balance, usd(1_400));
    let replayed_debit = store
        .casino_wallet(debit("tx-1", "r-1", 400).record(Some(pending)))
        .await
        .expect("replayed debit");
    assert!(replayed_debit.replayed);
    assert_eq!(
        store.round_record("builtin", "r-1").await.expect("read"),
        Some(settled)
    );

    let other = game(&store, &u, GameMode::Real).await.id;
    let stray = store
        .casino_wallet(debit("tx-3", "r-3", 100).record(Some(record(&other, "r-3", false, "{}"))))
        .await;
    assert!(
        matches!(stray, Err(StoreError::Conflict("round_record"))),
        "{stray:?}"
    );
    assert_eq!(cash(&store, &u).await, 1_400);
    assert_eq!(
        store.round_record("builtin", "r-3").await.expect("read"),
        None
    );
    assert_ledger_ok(&store).await;
}

/// What a stake's checks read in one round trip is what the separate reads say: the game
/// session, the account, its exclusions, the casino restrictions in force, a deposit total to
/// acknowledge, a W-2G form waiting for an ID, the login session's location authorisation and
/// the limit slots; an unknown session, or another user's, is `None`.
pub async fn casino_stake_account_reads_what_the_separate_reads_do<S: Store + Clone>(store: S) {
    use crate::{geolocation, payments, responsible_gaming as rg, tax};
    use domain::payments::{Direction, PaymentEvent};
    use domain::responsible_gaming::exclusions::ExclusionKind;

    let u = user(&store, "stake-account@example.com").await;
    let login = crate::session(&store, &u.id).await;
    let open = |login: Option<SessionId>| {
        store.open_game_session(NewGameSession {
            id: GameSessionId::generate(),
            user_id: u.id.clone(),
            provider: "builtin".to_owned(),
            game: "roulette".to_owned(),
            mode: GameMode::Real,
            login_session: login,
            at: t0(),
        })
    };
    let seat = open(Some(login.id.clone())).await.unwrap();
    let none = store
        .stake_account(&u.id, &seat.id, t0())
        .await
        .unwrap()
        .expect("a known session");
    assert_eq!(
        Some(&none.session),
        store.game_session(&u.id, &seat.id).await.unwrap().as_ref()
    );
    assert_eq!(Some(none.user), store.user_by_id(&u.id).await.unwrap());
    assert!(none.exclusions.is_empty() && none.restrictions.is_empty() && none.limits.is_empty());
    assert!(none.acknowledgement.is_none() && none.pending_w2g.is_none());
    assert!(none.authorisation.is_none());

    store
        .save_geo_authorisation(&geolocation::authorisation(&u.id, &login.id, "US-NJ", 0))
        .await
        .unwrap();
    store
        .create_casino_restriction(
            rg::casino_restriction(&u.id, None, t0()),
            rg::audit(&u.id, "casino_restriction.create", t0()),
        )
        .await
        .unwrap();
    let mut deposit = payments::new_payment(&u.id, Direction::Deposit, 300_000, "stake-ack");
    deposit.region = "US-NJ".to_owned();
    let deposit = payments::create(&store, deposit).await;
    assert!(
        payments::settle(&store, &deposit.id, PaymentEvent::Confirmed)
            .await
            .acknowledgement_raised
    );
    store
        .record_w2g_form(tax::form(&u.id, "stake-round", 250_000))
        .await
        .unwrap();
    store
        .start_exclusion(
            rg::exclusion(
                &u.id,
                ExclusionKind::CoolOff,
                Some(t0() + chrono::Duration::days(1)),
            ),
            rg::audit(&u.id, "cool_off.start", t0()),
        )
        .await
        .unwrap();

    let now = t0() + chrono::Duration::minutes(5);
    let account = store
        .stake_account(&u.id, &seat.id, now)
        .await
        .unwrap()
        .expect("a known session");
    assert_eq!(account.exclusions.len(), 1);
    assert_eq!(account.exclusions, store.exclusions(&u.id).await.unwrap());
    assert_eq!(account.restrictions.len(), 1);
    assert_eq!(
        account.restrictions,
        store.active_casino_restrictions(&u.id, now).await.unwrap()
    );
    assert!(account.acknowledgement.is_some());
    assert_eq!(
        account.acknowledgement,
        store.pending_deposit_acknowledgement(&u.id).await.unwrap()
    );
    assert!(account.pending_w2g.is_some());
    assert_eq!(
        account.pending_w2g,
        store.pending_w2g_form(&u.id).await.unwrap()
    );
    assert!(account.authorisation.is_some());
    assert_eq!(
        account.authorisation,
        store.geo_authorisation(&login.id).await.unwrap()
    );
    assert_eq!(account.limits, store.limits(&u.id).await.unwrap());
    // Another login session's authorisation is not this one's; a seat without one has none.
    let other = crate::session(&store, &u.id).await;
    for login in [Some(other.id), None] {
        let seat = open(login).await.unwrap();
        let account = store.stake_account(&u.id, &seat.id, now).await.unwrap();
        assert!(account.expect("a known session").authorisation.is_none());
    }
    let stranger = user(&store, "stake-account-other@example.com").await;
    assert!(
        store
            .stake_account(&stranger.id, &seat.id, now)
            .await
            .unwrap()
            .is_none()
    );
    assert!(
        store
            .stake_account(&u.id, &GameSessionId::generate(), now)
            .await
            .unwrap()
            .is_none()
    );
}
