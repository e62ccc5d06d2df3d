//! Conformance cases of [`LedgerStore`](store::LedgerStore): funding and balances, refused
//! overdrafts without partial effects, idempotent replays, and no overdraft under
//! concurrent debits.

use super::*;

/// Funding moves money from the house (which may go negative) into a holder's buckets.
pub async fn ledger_funding_and_balances<S: Store + Clone>(store: S) {
    let u = user(&store, "ledger@example.com").await;
    assert_eq!(
        store
            .balances(&u.id, Currency::Usd)
            .await
            .expect("balances"),
        Balances::zero(Currency::Usd)
    );
    assert_ledger_ok(&store).await;

    fund(&store, &u.id, 100_000, "demo-funding:ledger@example.com").await;
    let promo = AccountRef {
        owner: Owner::House(HouseAccount::Promotions),
        currency: Currency::Usd,
    };
    let multi = BalancedTransaction::new(
        TransactionKind::Adjustment,
        "grant-1",
        "bonus and credit",
        vec![
            Posting {
                account: promo,
                amount: -3_500,
            },
            Posting {
                account: holder(&u.id, Bucket::Bonus, Currency::Usd),
                amount: 2_500,
            },
            Posting {
                account: holder(&u.id, Bucket::PromotionalCredit, Currency::Usd),
                amount: 1_000,
            },
        ],
    )
    .expect("balanced");
    let first = store.post_transaction(&multi, t0()).await.expect("post");
    let moved = transfer(
        "restrict-1",
        holder(&u.id, Bucket::Cash, Currency::Usd),
        holder(&u.id, Bucket::Restricted, Currency::Usd),
        40_000,
    );
    let second = store.post_transaction(&moved, t0()).await.expect("post");
    assert_ne!(first, second);

    let usd = Currency::Usd;
    assert_eq!(
        store.balances(&u.id, usd).await.expect("balances"),
        Balances {
            cash: Money::new(60_000, usd),
            restricted: Money::new(40_000, usd),
            bonus: Money::new(2_500, usd),
            promotional_credit: Money::new(1_000, usd),
            held: Money::zero(usd),
        }
    );
    assert_eq!(
        store
            .balances(&u.id, Currency::Cad)
            .await
            .expect("balances"),
        Balances::zero(Currency::Cad),
        "currencies are separate"
    );
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 3);
    assert_eq!(report.postings, 7);
    // house funding, house promotions, and the holder's four buckets
    assert_eq!(report.accounts, 6);
}

/// An overdraft is refused with `InsufficientFunds` and leaves no trace; the key stays free.
pub async fn ledger_refuses_overdraft_without_partial_effects<S: Store + Clone>(store: S) {
    let u = user(&store, "overdraft@example.com").await;
    fund(&store, &u.id, 500, "fund-overdraft").await;
    let before = assert_ledger_ok(&store).await;
    let debit = transfer(
        "debit-1",
        holder(&u.id, Bucket::Cash, Currency::Usd),
        house(Currency::Usd),
        600,
    );
    match store.post_transaction(&debit, t0()).await {
        Err(StoreError::InsufficientFunds(bucket)) => assert_eq!(bucket, Bucket::Cash),
        other => panic!("expected InsufficientFunds, got {other:?}"),
    }
    // A posting to a bucket never used is an overdraft too (its balance is zero).
    let bonus = transfer(
        "debit-2",
        holder(&u.id, Bucket::Bonus, Currency::Usd),
        house(Currency::Usd),
        1,
    );
    assert!(matches!(
        store.post_transaction(&bonus, t0()).await,
        Err(StoreError::InsufficientFunds(Bucket::Bonus))
    ));
    assert_eq!(cash(&store, &u.id).await, 500);
    let after = assert_ledger_ok(&store).await;
    assert_eq!(after.transactions, before.transactions);
    assert_eq!(after.postings, before.postings);

    // Nothing was recorded under the refused key: it can be used once funds allow.
    let exact = transfer(
        "debit-1",
        holder(&u.id, Bucket::Cash, Currency::Usd),
        house(Currency::Usd),
        500,
    );
    store
        .post_transaction(&exact, t0())
        .await
        .expect("debit to zero");
    assert_eq!(cash(&store, &u.id).await, 0);
    assert_ledger_ok(&store).await;
}

/// The same key with the same postings returns the first id and moves money once; with
/// other postings it is a conflict.
pub async fn ledger_idempotent_replay<S: Store + Clone>(store: S) {
    let u = user(&store, "idem@example.com").await;
    let credit = |cents: i64, memo: &str| {
        BalancedTransaction::transfer(
            TransactionKind::DemoFunding,
            "demo-funding:idem@example.com",
            memo,
            house(Currency::Usd),
            holder(&u.id, Bucket::Cash, Currency::Usd),
            cents,
        )
        .expect("balanced")
    };
    let first = store
        .post_transaction(&credit(100_000, "seed"), t0())
        .await
        .expect("post");
    let replay = store
        .post_transaction(&credit(100_000, "seed"), t0() + ms(5))
        .await
        .expect("replay");
    assert_eq!(first, replay);
    let memo_only = store
        .post_transaction(&credit(100_000, "reworded"), t0())
        .await
        .expect("replay");
    assert_eq!(first, memo_only, "the memo is not part of the comparison");
    assert_eq!(cash(&store, &u.id).await, 100_000, "money moved once");

    match store.post_transaction(&credit(99_999, "seed"), t0()).await {
        Err(StoreError::Conflict(what)) => assert_eq!(what, "idempotency_key"),
        other => panic!("expected Conflict(idempotency_key), got {other:?}"),
    }
    let other_kind = BalancedTransaction::transfer(
        TransactionKind::Adjustment,
        "demo-funding:idem@example.com",
        "seed",
        house(Currency::Usd),
        holder(&u.id, Bucket::Cash, Currency::Usd),
        100_000,
    )
    .expect("balanced");
    assert!(matches!(
        store.post_transaction(&other_kind, t0()).await,
        Err(StoreError::Conflict("idempotency_key"))
    ));
    assert_eq!(cash(&store, &u.id).await, 100_000);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 1);
}

/// Postings to a holder that does not exist are refused.
pub async fn ledger_unknown_user_is_not_found<S: Store + Clone>(store: S) {
    let ghost = UserId::from_raw("01J00000000000000000000000");
    let tx = transfer(
        "ghost",
        house(Currency::Usd),
        holder(&ghost, Bucket::Cash, Currency::Usd),
        100,
    );
    assert!(matches!(
        store.post_transaction(&tx, t0()).await,
        Err(StoreError::NotFound(_))
    ));
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 0);
    assert_eq!(report.postings, 0);
}

/// Twenty concurrent debits against a balance that covers six: exactly six succeed.
pub async fn concurrent_debits_never_overdraw<S: Store + Clone>(store: S) {
    let u = user(&store, "debits@example.com").await;
    fund(&store, &u.id, 1_000, "fund-debits").await;
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let store = store.clone();
            let id = u.id.clone();
            tokio::spawn(async move {
                let tx = transfer(
                    &format!("debit-{i}"),
                    holder(&id, Bucket::Cash, Currency::Usd),
                    house(Currency::Usd),
                    150,
                );
                store.post_transaction(&tx, t0()).await
            })
        })
        .collect();
    let mut ok = 0;
    let mut refused = 0;
    for task in tasks {
        match task.await.expect("task") {
            Ok(_) => ok += 1,
            Err(StoreError::InsufficientFunds(Bucket::Cash)) => refused += 1,
            Err(other) => panic!("unexpected error {other:?}"),
        }
    }
    assert_eq!(ok, 6, "1000 covers six debits of 150");
    assert_eq!(refused, 14);
    assert_eq!(cash(&store, &u.id).await, 100);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 7);
}

/// Concurrent posts of one idempotent transaction all answer the same id; money moves once.
pub async fn concurrent_idempotent_replays_move_money_once<S: Store + Clone>(store: S) {
    let u = user(&store, "replays@example.com").await;
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let store = store.clone();
            let id = u.id.clone();
            tokio::spawn(async move {
                let tx = transfer(
                    "same-key",
                    house(Currency::Usd),
                    holder(&id, Bucket::Cash, Currency::Usd),
                    2_500,
                );
                store.post_transaction(&tx, t0()).await.expect("post")
            })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.expect("task"));
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "every replay answers the first id: {ids:?}");
    assert_eq!(cash(&store, &u.id).await, 2_500);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 1);
}
