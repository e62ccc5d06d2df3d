//! Conformance cases of the casino's rewards in [`CasinoStore`](store::CasinoStore): free
//! rounds paid by the operator and given back by a rollback, never used below zero under
//! concurrent debits; a free-to-play promotion's daily grant, once per player and day; the
//! casino balance usage drawing promotional credit first; the first casino visit.

use super::casino::{Wallet, game, usd};
use super::{assert_ledger_ok, cash, fund, t0, user};
use chrono::{Duration, NaiveDate};
use domain::casino::{GameMode, WalletCall};
use domain::casino_rewards::{BalanceUsage, FreeToPlay};
use domain::ids::{GameSessionId, UserId};
use domain::ledger::Bucket;
use domain::money::Currency;
use std::sync::Arc;
use store::{FreeRounds, NewFreeRounds, Store, StoreError, StoreResult, WalletAnswer, WalletOrder};
use tokio::sync::Barrier;

/// `rounds` free rounds of 20 cents on roulette for `user`, for a day.
async fn grant<S: Store>(store: &S, user: &UserId, rounds: u32) -> FreeRounds {
    store
        .grant_free_rounds(NewFreeRounds {
            user_id: user.clone(),
            title: "Free spins".to_owned(),
            provider: "builtin".to_owned(),
            games: vec!["roulette".to_owned()],
            stake_cents: 20,
            rounds,
            expires_at: t0() + Duration::days(1),
            granted_by: "admin".to_owned(),
            created_at: t0(),
        })
        .await
        .expect("grant free rounds")
}

async fn free_debit<S: Store>(
    store: &S,
    user: &UserId,
    session: &GameSessionId,
    tx: &str,
    free_rounds: &str,
    cents: i64,
) -> StoreResult<WalletAnswer> {
    let call = WalletCall::Debit {
        round_id: format!("round-{tx}"),
        cents,
        free_rounds: Some(free_rounds.to_owned()),
    };
    store
        .casino_wallet(WalletOrder::new(user, session, tx, call, t0()))
        .await
}

async fn left<S: Store>(store: &S, user: &UserId, id: &str) -> u32 {
    store
        .free_rounds(user, t0())
        .await
        .expect("free rounds")
        .into_iter()
        .find(|f| f.id == id)
        .map_or(0, |f| f.rounds_left)
}

/// A free round's stake is the operator's: the player's cash does not move, the round shows
/// no stake, its win is cash. A rollback gives the round back; refusals write nothing.
pub async fn casino_free_rounds_pay_stakes_and_come_back_on_rollback<S: Store + Clone>(store: S) {
    let u = user(&store, "free-rounds@example.com").await.id;
    fund(&store, &u, 1_000, "fund-free-rounds").await;
    let s = game(&store, &u, GameMode::Real).await.id;
    let granted = grant(&store, &u, 2).await;
    assert_eq!((granted.rounds_granted, granted.rounds_left), (2, 2));
    assert_eq!(granted.stake, usd(20));
    assert_eq!(granted.games, vec!["roulette".to_owned()]);

    let first = free_debit(&store, &u, &s, "f-1", &granted.id, 20).await;
    let first = first.expect("free debit");
    assert_eq!(
        (first.balance, first.moved, first.free_round),
        (usd(1_000), usd(20), true)
    );
    assert_eq!(left(&store, &u, &granted.id).await, 1);
    let win = store
        .casino_credit(&u, &s, "f-1-win", "round-f-1", 140, t0())
        .await;
    assert_eq!(win.expect("win").balance, usd(1_140));
    let rounds = store.casino_rounds(&u, &s).await.expect("rounds");
    assert_eq!((rounds[0].staked, rounds[0].won), (usd(0), usd(140)));

    // A replay answers the first answer and uses nothing.
    let again = free_debit(&store, &u, &s, "f-1", &granted.id, 20).await;
    assert!(again.expect("replay").replayed);
    assert_eq!(left(&store, &u, &granted.id).await, 1);
    // The same id without the free rounds is another call.
    let cash_call = store
        .casino_debit(&u, &s, "f-1", "round-f-1", 20, t0())
        .await;
    assert!(
        matches!(cash_call, Err(StoreError::Conflict("provider_tx_id"))),
        "{cash_call:?}"
    );

    // Refusals: another stake, another game, another player's rounds, a demo session.
    let stake = free_debit(&store, &u, &s, "f-2", &granted.id, 40).await;
    assert!(
        matches!(stake, Err(StoreError::Conflict("free_rounds_stake"))),
        "{stake:?}"
    );
    let other_game = store
        .open_game_session(store::NewGameSession {
            id: GameSessionId::generate(),
            user_id: u.clone(),
            provider: "builtin".to_owned(),
            game: "keno".to_owned(),
            mode: GameMode::Real,
            login_session: None,
            at: t0(),
        })
        .await
        .expect("keno session");
    let refused = free_debit(&store, &u, &other_game.id, "f-3", &granted.id, 20).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("free_rounds_game"))),
        "{refused:?}"
    );
    let demo = game(&store, &u, GameMode::Demo).await.id;
    let refused = free_debit(&store, &u, &demo, "f-4", &granted.id, 20).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("free_rounds_game"))),
        "{refused:?}"
    );
    let other = user(&store, "free-rounds-other@example.com").await.id;
    let theirs = game(&store, &other, GameMode::Real).await.id;
    let refused = free_debit(&store, &other, &theirs, "f-5", &granted.id, 20).await;
    assert!(
        matches!(refused, Err(StoreError::NotFound("free_rounds"))),
        "{refused:?}"
    );
    assert_eq!(left(&store, &u, &granted.id).await, 1);

    // The rollback gives the round back to the grant and the stake to the operator.
    let back = store.casino_rollback(&u, &s, "f-1-back", "f-1", t0()).await;
    let back = back.expect("rollback");
    assert_eq!(
        (back.balance, back.moved, back.free_round),
        (usd(1_140), usd(20), true)
    );
    assert_eq!(left(&store, &u, &granted.id).await, 2);
    let rounds = store.casino_rounds(&u, &s).await.expect("rounds");
    assert_eq!(rounds[0].staked, usd(0));

    // Used up, then expired.
    for tx in ["f-6", "f-7"] {
        free_debit(&store, &u, &s, tx, &granted.id, 20)
            .await
            .expect("free debit");
    }
    let used_up = free_debit(&store, &u, &s, "f-8", &granted.id, 20).await;
    assert!(
        matches!(used_up, Err(StoreError::Conflict("free_rounds_used_up"))),
        "{used_up:?}"
    );
    assert!(store.free_rounds(&u, t0()).await.expect("list").is_empty());
    let late = grant(&store, &u, 1).await;
    let call = WalletCall::Debit {
        round_id: "round-late".to_owned(),
        cents: 20,
        free_rounds: Some(late.id.clone()),
    };
    let expired = store
        .casino_wallet(WalletOrder::new(
            &u,
            &s,
            "f-9",
            call,
            t0() + Duration::days(1),
        ))
        .await;
    assert!(
        matches!(expired, Err(StoreError::Conflict("free_rounds_expired"))),
        "{expired:?}"
    );
    assert_eq!(cash(&store, &u).await, 1_140);
    assert_ledger_ok(&store).await;
}

/// Concurrent debits on five free rounds over two sessions: exactly five use one, the rest
/// are refused, and the count ends at zero.
pub async fn concurrent_free_round_debits_never_go_below_zero<S: Store + Clone>(store: S) {
    let u = user(&store, "free-rounds-race@example.com").await.id;
    let sessions = [
        game(&store, &u, GameMode::Real).await.id,
        game(&store, &u, GameMode::Real).await.id,
    ];
    let granted = grant(&store, &u, 5).await;
    let start = Arc::new(Barrier::new(12));
    let tasks: Vec<_> = (0..12)
        .map(|i| {
            let (store, start, u) = (store.clone(), start.clone(), u.clone());
            let (s, id) = (sessions[i % 2].clone(), granted.id.clone());
            tokio::spawn(async move {
                start.wait().await;
                free_debit(&store, &u, &s, &format!("race-{i}"), &id, 20).await
            })
        })
        .collect();
    let (mut used, mut refused) = (0, 0);
    for task in tasks {
        match task.await.expect("task") {
            Ok(a) if a.free_round && !a.replayed => used += 1,
            Err(StoreError::Conflict("free_rounds_used_up")) => refused += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!((used, refused), (5, 7));
    assert_eq!(left(&store, &u, &granted.id).await, 0);
    assert_eq!(cash(&store, &u).await, 0);
    assert_ledger_ok(&store).await;
}

/// A free-to-play promotion grants its rounds once per player and US Eastern day, also to
/// concurrent calls; the next day is a new grant; outside its window nothing is granted.
pub async fn casino_daily_free_rounds_grant_once_per_day<S: Store + Clone>(store: S) {
    let promotion = FreeToPlay {
        id: "daily-free-spins".to_owned(),
        title: "Daily Free Spins".to_owned(),
        description: "Five free spins every day.".to_owned(),
        provider: "builtin".to_owned(),
        game: "slot".to_owned(),
        rounds_per_day: 5,
        stake_cents: 20,
        starts_at: t0() - Duration::days(1),
        ends_at: t0() + Duration::days(30),
    };
    store
        .save_free_to_play(promotion.clone(), t0())
        .await
        .expect("save promotion");
    assert_eq!(
        store.free_to_play("daily-free-spins").await.expect("read"),
        Some(promotion.clone())
    );
    assert_eq!(store.free_to_play("nope").await.expect("read"), None);

    let u = user(&store, "f2p@example.com").await.id;
    let start = Arc::new(Barrier::new(6));
    let tasks: Vec<_> = (0..6)
        .map(|_| {
            let (store, start, u) = (store.clone(), start.clone(), u.clone());
            tokio::spawn(async move {
                start.wait().await;
                store
                    .grant_daily_free_rounds(&u, "daily-free-spins", t0())
                    .await
            })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.expect("task").expect("grant").id);
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "one grant per day: {ids:?}");
    let today = store
        .grant_daily_free_rounds(&u, "daily-free-spins", t0())
        .await
        .expect("grant");
    let day = domain::casino_rewards::eastern_day(t0());
    assert_eq!(today.promotion, Some(("daily-free-spins".to_owned(), day)));
    assert_eq!((today.rounds_left, today.stake), (5, usd(20)));
    assert_eq!(today.games, vec!["slot".to_owned()]);
    assert_eq!(
        today.expires_at,
        domain::casino_rewards::next_eastern_midnight(t0())
    );
    assert_eq!(
        store
            .daily_free_rounds(&u, "daily-free-spins", day)
            .await
            .expect("read")
            .map(|f| f.id),
        Some(today.id.clone())
    );
    let tomorrow = store
        .grant_daily_free_rounds(&u, "daily-free-spins", t0() + Duration::days(1))
        .await
        .expect("tomorrow");
    assert_ne!(tomorrow.id, today.id);
    assert_eq!(
        store
            .daily_free_rounds(&u, "daily-free-spins", NaiveDate::MIN)
            .await
            .expect("read"),
        None
    );

    let ended = store
        .grant_daily_free_rounds(&u, "daily-free-spins", t0() + Duration::days(31))
        .await;
    assert!(
        matches!(ended, Err(StoreError::Conflict("promotion_not_running"))),
        "{ended:?}"
    );
    let unknown = store.grant_daily_free_rounds(&u, "nope", t0()).await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("promotion"))),
        "{unknown:?}"
    );
    let nobody = store
        .grant_daily_free_rounds(&UserId::from_raw("nobody"), "daily-free-spins", t0())
        .await;
    assert!(
        matches!(nobody, Err(StoreError::NotFound("user"))),
        "{nobody:?}"
    );
}

/// With credits allowed, a stake draws promotional credit first, then cash, and the balance
/// shown is both; a rollback gives each part back. Cash alone (the default) ignores credit.
pub async fn casino_balance_usage_draws_credits_first<S: Store + Clone>(store: S) {
    let u = user(&store, "casino-credits@example.com").await.id;
    fund(&store, &u, 1_000, "fund-casino-credits").await;
    store
        .grant_promotional_credit(&u, 300, Currency::Usd, "credits-casino", t0())
        .await
        .expect("credit");
    let s = game(&store, &u, GameMode::Real).await.id;
    let prefs = store.user_preferences(&u).await.expect("preferences");
    assert_eq!(prefs.casino_balance_usage, BalanceUsage::default());
    assert_eq!(
        store.casino_balance(&u, &s).await.expect("balance"),
        usd(1_000)
    );
    let short = store.casino_debit(&u, &s, "c-0", "r-0", 1_100, t0()).await;
    assert!(
        matches!(short, Err(StoreError::InsufficientFunds(Bucket::Cash))),
        "{short:?}"
    );

    let both = BalanceUsage::new(true, true).expect("usage");
    let prefs = store
        .set_casino_balance_usage(&u, both, t0())
        .await
        .expect("set usage");
    assert_eq!(prefs.casino_balance_usage, both);
    assert_eq!(
        store.casino_balance(&u, &s).await.expect("balance"),
        usd(1_300)
    );
    let stake = store.casino_debit(&u, &s, "c-1", "r-1", 500, t0()).await;
    assert_eq!(stake.expect("stake").balance, usd(800));
    let balances = store.balances(&u, Currency::Usd).await.expect("balances");
    assert_eq!(
        (balances.promotional_credit.cents, balances.cash.cents),
        (0, 800)
    );
    let back = store.casino_rollback(&u, &s, "c-2", "c-1", t0()).await;
    assert_eq!(back.expect("rollback").balance, usd(1_300));
    let balances = store.balances(&u, Currency::Usd).await.expect("balances");
    assert_eq!(
        (balances.promotional_credit.cents, balances.cash.cents),
        (300, 1_000)
    );

    let credits = BalanceUsage::new(false, true).expect("usage");
    store
        .set_casino_balance_usage(&u, credits, t0())
        .await
        .expect("set usage");
    assert_eq!(
        store.casino_balance(&u, &s).await.expect("balance"),
        usd(300)
    );
    let over = store.casino_debit(&u, &s, "c-3", "r-3", 301, t0()).await;
    assert!(
        matches!(over, Err(StoreError::InsufficientFunds(Bucket::Cash))),
        "{over:?}"
    );
    let win = store.casino_debit(&u, &s, "c-4", "r-4", 300, t0()).await;
    assert_eq!(win.expect("stake").balance, usd(0));
    // Wins are cash, which this usage does not play with.
    let paid = store.casino_credit(&u, &s, "c-5", "r-4", 600, t0()).await;
    assert_eq!(paid.expect("win").balance, usd(0));
    assert_eq!(cash(&store, &u).await, 1_600);
    let odds = store.user_preferences(&u).await.expect("preferences");
    assert_eq!(odds.casino_balance_usage, credits);
    let nobody = store
        .set_casino_balance_usage(&UserId::from_raw("nobody"), both, t0())
        .await;
    assert!(
        matches!(nobody, Err(StoreError::NotFound("user"))),
        "{nobody:?}"
    );
    assert_ledger_ok(&store).await;
}

/// The first casino visit is recorded once.
pub async fn casino_visits_are_marked_once<S: Store + Clone>(store: S) {
    let u = user(&store, "casino-visit@example.com").await.id;
    assert!(!store.casino_visited(&u).await.expect("read"));
    assert!(store.mark_casino_visited(&u, t0()).await.expect("mark"));
    assert!(!store.mark_casino_visited(&u, t0()).await.expect("again"));
    assert!(store.casino_visited(&u).await.expect("read"));
    let nobody = store
        .mark_casino_visited(&UserId::from_raw("nobody"), t0())
        .await;
    assert!(
        matches!(nobody, Err(StoreError::NotFound("user"))),
        "{nobody:?}"
    );
}
