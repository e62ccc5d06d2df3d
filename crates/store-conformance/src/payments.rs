//! Conformance cases of [`PaymentStore`](store::PaymentStore): deposits credit once when
//! confirmed, withdrawals hold then pay out or give back, idempotent creates, the settle and
//! reschedule rules, the processing job's due list, history pages, saved methods, provider
//! exclusions, callback replays, deposit acknowledgements, submission claims, and the
//! concurrency guarantees (no overdraft by concurrent withdrawals, one applied event per
//! payment, one payment per key, one winner per submission step).

use super::{assert_ledger_ok, cash, fund, ms, t0, user};
use chrono::{DateTime, Duration, Utc};
use domain::ids::{PaymentId, PaymentMethodId, UserId};
use domain::ledger::Bucket;
use domain::money::{Currency, Money};
use domain::payments::{Direction, PaymentEvent, PaymentStatus, Submission};
use std::sync::Arc;
use store::{
    Balances, NewPayment, NewPaymentMethod, Payment, PaymentCreated, PaymentSettled, Store,
    StoreError,
};
use tokio::sync::Barrier;

fn usd(cents: i64) -> Money {
    Money::new(cents, Currency::Usd)
}

/// A pending card payment of `cents` in US-NJ, due a minute after [`t0`].
pub(crate) fn new_payment(
    user: &UserId,
    direction: Direction,
    cents: i64,
    key: &str,
) -> NewPayment {
    NewPayment {
        id: PaymentId::generate(),
        user_id: user.clone(),
        direction,
        provider: "card".to_owned(),
        method_id: None,
        amount: usd(cents),
        status: PaymentStatus::Pending,
        idempotency_key: key.to_owned(),
        region: "US-NJ".to_owned(),
        promotion_code: None,
        processor_reference: None,
        next_step_at: Some(t0() + Duration::minutes(1)),
        at: t0(),
    }
}

fn new_method(user: &UserId, provider: &str, token: &str, at: DateTime<Utc>) -> NewPaymentMethod {
    NewPaymentMethod {
        id: PaymentMethodId::generate(),
        user_id: user.clone(),
        provider: provider.to_owned(),
        label: "Visa •••• 4242".to_owned(),
        processor_token: token.to_owned(),
        at,
    }
}

pub(crate) async fn create<S: Store>(store: &S, new: NewPayment) -> Payment {
    match store.create_payment(new).await.expect("create payment") {
        PaymentCreated::New(p) => p,
        other => panic!("expected a new payment, got {other:?}"),
    }
}

pub(crate) async fn settle<S: Store>(
    store: &S,
    id: &PaymentId,
    event: PaymentEvent,
) -> PaymentSettled {
    store
        .settle_payment(id, event, None, t0() + Duration::minutes(2))
        .await
        .expect("settle payment")
}

async fn balances<S: Store>(store: &S, user: &UserId) -> Balances {
    store.balances(user, Currency::Usd).await.expect("balances")
}

fn assert_conflict<T: std::fmt::Debug>(result: Result<T, StoreError>, what: &str) {
    match result {
        Err(StoreError::Conflict(name)) => assert_eq!(name, what),
        other => panic!("expected Conflict({what}), got {other:?}"),
    }
}

/// A deposit moves nothing when created and credits cash once when confirmed; a repeated
/// confirmation answers `applied: false` and moves nothing.
pub async fn payments_deposit_credits_cash_once_when_confirmed<S: Store + Clone>(store: S) {
    let u = user(&store, "deposit@example.com").await;
    let mut new = new_payment(&u.id, Direction::Deposit, 5_000, "dep-1");
    new.processor_reference = Some("ch_1".to_owned());
    new.promotion_code = Some("WELCOME".to_owned());
    let created = create(&store, new.clone()).await;
    assert_eq!(created.id, new.id);
    assert_eq!(created.user_id, u.id);
    assert_eq!(created.direction, Direction::Deposit);
    assert_eq!(created.provider, "card");
    assert_eq!(created.amount, usd(5_000));
    assert_eq!(created.status, PaymentStatus::Pending);
    assert_eq!(created.idempotency_key, "dep-1");
    assert_eq!(created.region, "US-NJ");
    assert_eq!(created.promotion_code.as_deref(), Some("WELCOME"));
    assert_eq!(created.processor_reference.as_deref(), Some("ch_1"));
    assert_eq!(created.failure_reason, None);
    assert_eq!(created.next_step_at, Some(t0() + Duration::minutes(1)));
    assert_eq!((created.created_at, created.updated_at), (t0(), t0()));
    assert_eq!(
        store.payment_by_id(&created.id).await.expect("read"),
        Some(created.clone())
    );
    assert_eq!(balances(&store, &u.id).await, Balances::zero(Currency::Usd));
    assert_eq!(
        assert_ledger_ok(&store).await.transactions,
        0,
        "no money yet"
    );

    let settled = settle(&store, &created.id, PaymentEvent::Confirmed).await;
    assert!(settled.applied);
    assert!(!settled.acknowledgement_raised);
    assert_eq!(settled.payment.status, PaymentStatus::Successful);
    assert_eq!(
        settled.payment.next_step_at, None,
        "final payments are not due"
    );
    assert_eq!(settled.payment.updated_at, t0() + Duration::minutes(2));
    assert_eq!(settled.payment.created_at, t0());
    assert_eq!(cash(&store, &u.id).await, 5_000);

    let again = settle(&store, &created.id, PaymentEvent::Confirmed).await;
    assert!(!again.applied, "a repeated confirmation is not applied");
    assert_eq!(again.payment, settled.payment);
    let late_decline = settle(&store, &created.id, PaymentEvent::Declined).await;
    assert!(!late_decline.applied);
    assert_eq!(late_decline.payment.status, PaymentStatus::Successful);
    assert_eq!(cash(&store, &u.id).await, 5_000, "credited exactly once");
    assert_eq!(
        store.payment_by_id(&created.id).await.expect("read"),
        Some(settled.payment)
    );
    assert_eq!(assert_ledger_ok(&store).await.transactions, 1);
}

/// A declined deposit fails with its reason and moves nothing.
pub async fn payments_declined_deposit_moves_nothing<S: Store + Clone>(store: S) {
    let u = user(&store, "declined@example.com").await;
    let p = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 5_000, "dep-declined"),
    )
    .await;
    let settled = store
        .settle_payment(
            &p.id,
            PaymentEvent::Declined,
            Some("Declined by the card issuer."),
            t0() + ms(10),
        )
        .await
        .expect("settle");
    assert!(settled.applied);
    assert!(!settled.acknowledgement_raised);
    assert_eq!(settled.payment.status, PaymentStatus::Failed);
    assert_eq!(
        settled.payment.failure_reason.as_deref(),
        Some("Declined by the card issuer.")
    );
    assert_eq!(settled.payment.next_step_at, None);
    assert_eq!(balances(&store, &u.id).await, Balances::zero(Currency::Usd));
    // A late confirmation of a failed deposit credits nothing.
    assert!(!settle(&store, &p.id, PaymentEvent::Confirmed).await.applied);
    assert_eq!(cash(&store, &u.id).await, 0);
    assert_eq!(assert_ledger_ok(&store).await.transactions, 0);
}

/// The same key with the same request answers the first payment and moves nothing again;
/// with a different request it is a conflict and writes nothing.
pub async fn payments_create_is_idempotent_by_key<S: Store + Clone>(store: S) {
    let u = user(&store, "idem-pay@example.com").await;
    fund(&store, &u.id, 10_000, "fund-idem-pay").await;
    let first = new_payment(&u.id, Direction::Withdrawal, 4_000, "wd-1");
    let created = create(&store, first.clone()).await;

    // A retry carries a fresh id and instant; it is still the same payment.
    let mut retry = first.clone();
    retry.id = PaymentId::generate();
    retry.at = t0() + ms(500);
    match store.create_payment(retry.clone()).await.expect("replay") {
        PaymentCreated::Replayed(p) => assert_eq!(p, created),
        other => panic!("expected a replay, got {other:?}"),
    }
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (6_000, 4_000), "held once");

    let changed: [fn(&mut NewPayment); 4] = [
        |n| n.amount = usd(4_001),
        |n| n.direction = Direction::Deposit,
        |n| n.provider = "bank_transfer".to_owned(),
        |n| n.method_id = Some(PaymentMethodId::from_raw("other-method")),
    ];
    for change in changed {
        let mut other = retry.clone();
        change(&mut other);
        assert_conflict(store.create_payment(other).await, "idempotency_key");
    }
    assert_eq!(
        store.payment_by_id(&retry.id).await.expect("read"),
        None,
        "a replay writes no row of its own"
    );
    assert_eq!(
        store.payments(&u.id, 10, None).await.expect("history"),
        vec![created]
    );

    // Keys are per account holder: another user may use the same one.
    let v = user(&store, "idem-pay-2@example.com").await;
    let theirs = create(&store, new_payment(&v.id, Direction::Deposit, 100, "wd-1")).await;
    assert_eq!(theirs.user_id, v.id);

    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (6_000, 4_000));
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// A withdrawal moves its amount from cash to held at once; cancelling it gives it back.
pub async fn payments_withdrawal_holds_and_cancel_releases<S: Store + Clone>(store: S) {
    let u = user(&store, "hold@example.com").await;
    fund(&store, &u.id, 10_000, "fund-hold").await;
    let mut new = new_payment(&u.id, Direction::Withdrawal, 3_000, "wd-hold");
    new.status = PaymentStatus::PendingWireWithdrawal;
    let p = create(&store, new).await;
    assert_eq!(p.status, PaymentStatus::PendingWireWithdrawal);
    let b = balances(&store, &u.id).await;
    assert_eq!(b.cash, usd(7_000));
    assert_eq!(b.held, usd(3_000));
    assert_eq!(
        (
            b.restricted.cents,
            b.bonus.cents,
            b.promotional_credit.cents
        ),
        (0, 0, 0)
    );
    assert_ledger_ok(&store).await;

    let cancelled = store
        .settle_payment(
            &p.id,
            PaymentEvent::CancelledByPatron,
            Some("Cancelled by you."),
            t0() + ms(20),
        )
        .await
        .expect("cancel");
    assert!(cancelled.applied);
    assert_eq!(cancelled.payment.status, PaymentStatus::Failed);
    assert_eq!(
        cancelled.payment.failure_reason.as_deref(),
        Some("Cancelled by you.")
    );
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (10_000, 0));

    // A cancelled withdrawal cannot be cancelled again, nor paid out later.
    assert_conflict(
        store
            .settle_payment(&p.id, PaymentEvent::CancelledByPatron, None, t0())
            .await,
        "status",
    );
    assert!(!settle(&store, &p.id, PaymentEvent::Confirmed).await.applied);
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (10_000, 0));
    // funding, hold, release
    assert_eq!(assert_ledger_ok(&store).await.transactions, 3);
}

/// A paid withdrawal empties the held amount out of the platform (to the house), and a
/// declined one gives the held amount back.
pub async fn payments_withdrawal_payout_empties_held<S: Store + Clone>(store: S) {
    let u = user(&store, "payout@example.com").await;
    fund(&store, &u.id, 10_000, "fund-payout").await;
    let paid = create(
        &store,
        new_payment(&u.id, Direction::Withdrawal, 6_000, "wd-paid"),
    )
    .await;
    let declined = create(
        &store,
        new_payment(&u.id, Direction::Withdrawal, 1_500, "wd-declined"),
    )
    .await;
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (2_500, 7_500));

    let settled = settle(&store, &paid.id, PaymentEvent::Confirmed).await;
    assert!(settled.applied);
    assert!(!settled.acknowledgement_raised);
    assert_eq!(settled.payment.status, PaymentStatus::Successful);
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (2_500, 1_500));

    let back = settle(&store, &declined.id, PaymentEvent::Declined).await;
    assert!(back.applied);
    assert_eq!(back.payment.status, PaymentStatus::Failed);
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (4_000, 0));

    // Repeats move nothing.
    assert!(
        !settle(&store, &paid.id, PaymentEvent::Confirmed)
            .await
            .applied
    );
    assert!(
        !settle(&store, &declined.id, PaymentEvent::Declined)
            .await
            .applied
    );
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (4_000, 0));
    // funding, two holds, payout, release; the 6,000 left the holder's buckets for the house.
    assert_eq!(assert_ledger_ok(&store).await.transactions, 5);
}

/// A withdrawal larger than the withdrawable cash is refused and leaves nothing: no payment
/// row, no ledger transaction, and the key stays free.
pub async fn payments_withdrawal_over_cash_writes_nothing<S: Store + Clone>(store: S) {
    let u = user(&store, "short@example.com").await;
    fund(&store, &u.id, 2_000, "fund-short").await;
    let before = assert_ledger_ok(&store).await;
    let new = new_payment(&u.id, Direction::Withdrawal, 2_001, "wd-short");
    match store.create_payment(new.clone()).await {
        Err(StoreError::InsufficientFunds(bucket)) => assert_eq!(bucket, Bucket::Cash),
        other => panic!("expected InsufficientFunds(Cash), got {other:?}"),
    }
    assert_eq!(store.payment_by_id(&new.id).await.expect("read"), None);
    assert!(
        store
            .payments(&u.id, 10, None)
            .await
            .expect("history")
            .is_empty()
    );
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (2_000, 0));
    let after = assert_ledger_ok(&store).await;
    assert_eq!(
        (after.transactions, after.postings),
        (before.transactions, before.postings)
    );

    // Held cash is not withdrawable twice.
    let mut exact = new.clone();
    exact.amount = usd(2_000);
    let p = create(&store, exact).await;
    assert_eq!(
        p.idempotency_key, "wd-short",
        "the refused key was not used up"
    );
    let again = new_payment(&u.id, Direction::Withdrawal, 1, "wd-more");
    assert!(matches!(
        store.create_payment(again).await,
        Err(StoreError::InsufficientFunds(Bucket::Cash))
    ));
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (0, 2_000));
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// Two concurrent withdrawals of the whole balance: exactly one is written and holds.
pub async fn concurrent_withdrawals_of_the_whole_balance_have_one_winner<S: Store + Clone>(
    store: S,
) {
    let u = user(&store, "race@example.com").await;
    fund(&store, &u.id, 10_000, "fund-race").await;
    let start = Arc::new(Barrier::new(2));
    let tasks: Vec<_> = (0..2)
        .map(|i| {
            let store = store.clone();
            let start = start.clone();
            let new = new_payment(
                &u.id,
                Direction::Withdrawal,
                10_000,
                &format!("wd-race-{i}"),
            );
            tokio::spawn(async move {
                start.wait().await;
                store.create_payment(new).await
            })
        })
        .collect();
    let mut written = Vec::new();
    let mut refused = 0;
    for task in tasks {
        match task.await.expect("task") {
            Ok(PaymentCreated::New(p)) => written.push(p),
            Err(StoreError::InsufficientFunds(Bucket::Cash)) => refused += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!((written.len(), refused), (1, 1));
    assert_eq!(
        store.payments(&u.id, 10, None).await.expect("history"),
        written
    );
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (0, 10_000));
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// Concurrent creates with one key: one payment, held once, every answer the same payment.
pub async fn concurrent_creates_with_one_key_hold_once<S: Store + Clone>(store: S) {
    let u = user(&store, "same-key@example.com").await;
    fund(&store, &u.id, 10_000, "fund-same-key").await;
    let start = Arc::new(Barrier::new(6));
    let tasks: Vec<_> = (0..6)
        .map(|_| {
            let store = store.clone();
            let start = start.clone();
            let new = new_payment(&u.id, Direction::Withdrawal, 2_500, "wd-same");
            tokio::spawn(async move {
                start.wait().await;
                store.create_payment(new).await.expect("create")
            })
        })
        .collect();
    let mut new = 0;
    let mut ids = Vec::new();
    for task in tasks {
        let created = task.await.expect("task");
        if matches!(created, PaymentCreated::New(_)) {
            new += 1;
        }
        ids.push(created.payment().id.clone());
    }
    ids.dedup();
    assert_eq!((new, ids.len()), (1, 1), "one payment: {ids:?}");
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (7_500, 2_500));
    assert_eq!(assert_ledger_ok(&store).await.transactions, 2);
}

/// Concurrent confirmations of one deposit: exactly one applies, cash is credited once.
pub async fn concurrent_confirmations_credit_once<S: Store + Clone>(store: S) {
    let u = user(&store, "confirm-race@example.com").await;
    let p = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 7_700, "dep-race"),
    )
    .await;
    let start = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            let id = p.id.clone();
            let start = start.clone();
            let event = if i % 4 == 3 {
                PaymentEvent::Declined
            } else {
                PaymentEvent::Confirmed
            };
            tokio::spawn(async move {
                start.wait().await;
                store
                    .settle_payment(&id, event, None, t0())
                    .await
                    .expect("settle")
            })
        })
        .collect();
    let mut applied = Vec::new();
    for task in tasks {
        let settled = task.await.expect("task");
        if settled.applied {
            applied.push(settled.payment.status);
        }
    }
    assert_eq!(applied.len(), 1, "one event applies: {applied:?}");
    let expected = if applied == [PaymentStatus::Successful] {
        7_700
    } else {
        0
    };
    assert_eq!(cash(&store, &u.id).await, expected);
    assert_ledger_ok(&store).await;
}

/// Events a payment cannot take: unknown ids, cancelling deposits, cancelling final
/// withdrawals.
pub async fn payments_settle_refusals<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-rules@example.com").await;
    fund(&store, &u.id, 5_000, "fund-settle-rules").await;
    match store
        .settle_payment(
            &PaymentId::from_raw("no-such-payment"),
            PaymentEvent::Confirmed,
            None,
            t0(),
        )
        .await
    {
        Err(StoreError::NotFound(what)) => assert_eq!(what, "payment"),
        other => panic!("expected NotFound(payment), got {other:?}"),
    }

    let deposit = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 1_000, "dep-cancel"),
    )
    .await;
    assert_conflict(
        store
            .settle_payment(&deposit.id, PaymentEvent::CancelledByPatron, None, t0())
            .await,
        "status",
    );
    assert_eq!(
        store.payment_by_id(&deposit.id).await.expect("read"),
        Some(deposit.clone()),
        "a refused event changes nothing"
    );
    assert!(
        settle(&store, &deposit.id, PaymentEvent::Confirmed)
            .await
            .applied
    );
    assert_conflict(
        store
            .settle_payment(&deposit.id, PaymentEvent::CancelledByPatron, None, t0())
            .await,
        "status",
    );

    let withdrawal = create(
        &store,
        new_payment(&u.id, Direction::Withdrawal, 2_000, "wd-final"),
    )
    .await;
    assert!(
        settle(&store, &withdrawal.id, PaymentEvent::Confirmed)
            .await
            .applied
    );
    assert_conflict(
        store
            .settle_payment(&withdrawal.id, PaymentEvent::CancelledByPatron, None, t0())
            .await,
        "status",
    );
    let b = balances(&store, &u.id).await;
    assert_eq!((b.cash.cents, b.held.cents), (4_000, 0));

    // A withdrawal cannot start final, and no payment starts in the other direction's status.
    let mut final_withdrawal = new_payment(&u.id, Direction::Withdrawal, 100, "wd-start-final");
    final_withdrawal.status = PaymentStatus::Successful;
    assert_conflict(store.create_payment(final_withdrawal).await, "status");
    let mut misfit = new_payment(&u.id, Direction::Deposit, 100, "dep-misfit");
    misfit.status = PaymentStatus::PendingCashPickup;
    assert_conflict(store.create_payment(misfit).await, "status");
    assert_eq!(
        store
            .payments(&u.id, 10, None)
            .await
            .expect("history")
            .len(),
        2
    );
    assert_ledger_ok(&store).await;
}

/// A frame deposit waiting for the bettor's details, due nowhere.
async fn open_deposit<S: Store>(store: &S, user: &UserId, key: &str) -> Payment {
    let mut new = new_payment(user, Direction::Deposit, 2_500, key);
    new.next_step_at = None;
    let p = create(store, new).await;
    assert_eq!(p.submission, Submission::Open, "a new payment is open");
    p
}

/// Claims of one submission step from many tasks at once: exactly one wins.
async fn claim_race<S: Store + Clone>(
    store: &S,
    id: &PaymentId,
    from: Submission,
    to: Submission,
    due: DateTime<Utc>,
) -> Payment {
    let start = Arc::new(Barrier::new(2));
    let tasks: Vec<_> = (0..2)
        .map(|_| {
            let (store, id, start) = (store.clone(), id.clone(), start.clone());
            tokio::spawn(async move {
                start.wait().await;
                store
                    .claim_submission(&id, from, to, Some(due), t0() + Duration::seconds(1))
                    .await
                    .expect("claim")
            })
        })
        .collect();
    let mut winners = Vec::new();
    for task in tasks {
        winners.extend(task.await.expect("task"));
    }
    assert_eq!(winners.len(), 1, "one claimer of {to:?} wins: {winners:?}");
    winners.pop().expect("winner")
}

/// Two claimers of each submission step (the charge, then the security check's result): one
/// wins and its claim is what is stored; the other wrote nothing.
pub async fn concurrent_submission_claims_have_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "claim-race@example.com").await;
    let p = open_deposit(&store, &u.id, "claim-race").await;
    let due = t0() + Duration::seconds(30);
    let won = claim_race(&store, &p.id, Submission::Open, Submission::Charging, due).await;
    assert_eq!(
        (won.submission, won.status, won.next_step_at),
        (Submission::Charging, PaymentStatus::Pending, Some(due))
    );
    assert_eq!(won.updated_at, t0() + Duration::seconds(1));
    assert_eq!(store.payment_by_id(&p.id).await.expect("read"), Some(won));

    let check = t0() + Duration::minutes(30);
    let won = claim_race(
        &store,
        &p.id,
        Submission::Charging,
        Submission::Challenge,
        check,
    )
    .await;
    assert_eq!(
        (won.submission, won.next_step_at),
        (Submission::Challenge, Some(check))
    );
    let won = claim_race(
        &store,
        &p.id,
        Submission::Challenge,
        Submission::Completing,
        due,
    )
    .await;
    assert_eq!(store.payment_by_id(&p.id).await.expect("read"), Some(won));
    assert_eq!(
        assert_ledger_ok(&store).await.transactions,
        0,
        "a claim moves no money"
    );
}

/// A claim at a step the payment is not at, or on a final payment, answers `None` and writes
/// nothing; moves the rules forbid are conflicts; unknown payments are not found.
pub async fn payments_submission_claim_rules<S: Store + Clone>(store: S) {
    let u = user(&store, "claim-rules@example.com").await;
    let p = open_deposit(&store, &u.id, "claim-rules").await;
    let at = t0() + Duration::seconds(1);
    let due = Some(t0() + Duration::seconds(30));
    let claim = |id: PaymentId, from, to| {
        let store = store.clone();
        async move { store.claim_submission(&id, from, to, due, at).await }
    };
    assert_conflict(
        claim(p.id.clone(), Submission::Open, Submission::Completing).await,
        "submission",
    );
    assert_conflict(
        claim(p.id.clone(), Submission::Charging, Submission::Open).await,
        "submission",
    );
    match claim(
        PaymentId::from_raw("nope"),
        Submission::Open,
        Submission::Charging,
    )
    .await
    {
        Err(StoreError::NotFound("payment")) => {}
        other => panic!("expected NotFound(payment), got {other:?}"),
    }
    let stale = claim(p.id.clone(), Submission::Charging, Submission::Challenge).await;
    assert_eq!(stale.expect("claim"), None, "not at that step");
    assert_eq!(
        store.payment_by_id(&p.id).await.expect("read"),
        Some(p.clone())
    );

    let started = claim(p.id.clone(), Submission::Open, Submission::Transfer)
        .await
        .expect("claim")
        .expect("a transfer starts from the open form");
    assert_eq!(
        (started.submission, started.next_step_at),
        (Submission::Transfer, due)
    );
    let again = claim(p.id.clone(), Submission::Open, Submission::Charging).await;
    assert_eq!(again.expect("claim"), None, "a transfer is not charged too");

    let q = open_deposit(&store, &u.id, "claim-final").await;
    let failed = settle(&store, &q.id, PaymentEvent::Declined).await.payment;
    let late = claim(q.id.clone(), Submission::Open, Submission::Charging).await;
    assert_eq!(
        late.expect("claim"),
        None,
        "a final payment is never submitted"
    );
    assert_eq!(
        store.payment_by_id(&q.id).await.expect("read"),
        Some(failed)
    );
}

/// A pending payment moves to another pending status of its direction and/or a new time;
/// final payments, final statuses and statuses of the other direction are refused.
pub async fn payments_reschedule_rules<S: Store + Clone>(store: S) {
    let u = user(&store, "reschedule@example.com").await;
    fund(&store, &u.id, 5_000, "fund-reschedule").await;
    let deposit = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 1_000, "dep-wire"),
    )
    .await;
    let later = t0() + Duration::days(1);
    let moved = store
        .reschedule_payment(
            &deposit.id,
            PaymentStatus::PendingWireDeposit,
            Some(later),
            t0() + ms(30),
        )
        .await
        .expect("reschedule");
    assert_eq!(moved.status, PaymentStatus::PendingWireDeposit);
    assert_eq!(moved.next_step_at, Some(later));
    assert_eq!(moved.updated_at, t0() + ms(30));
    assert_eq!(moved.created_at, t0());
    assert_eq!(
        store.payment_by_id(&deposit.id).await.expect("read"),
        Some(moved.clone())
    );
    // Waiting for the bettor: no time.
    let waiting = store
        .reschedule_payment(&deposit.id, PaymentStatus::Pending, None, t0() + ms(40))
        .await
        .expect("reschedule");
    assert_eq!(
        (waiting.status, waiting.next_step_at),
        (PaymentStatus::Pending, None)
    );

    for status in [
        PaymentStatus::PendingCashPickup,
        PaymentStatus::PendingWireWithdrawal,
        PaymentStatus::Successful,
        PaymentStatus::Failed,
    ] {
        assert_conflict(
            store
                .reschedule_payment(&deposit.id, status, Some(later), t0())
                .await,
            "status",
        );
    }
    let withdrawal = create(
        &store,
        new_payment(&u.id, Direction::Withdrawal, 1_000, "wd-pickup"),
    )
    .await;
    let pickup = store
        .reschedule_payment(
            &withdrawal.id,
            PaymentStatus::PendingCashPickup,
            Some(later),
            t0(),
        )
        .await
        .expect("reschedule withdrawal");
    assert_eq!(pickup.status, PaymentStatus::PendingCashPickup);
    assert_conflict(
        store
            .reschedule_payment(
                &withdrawal.id,
                PaymentStatus::PendingCashDeposit,
                None,
                t0(),
            )
            .await,
        "status",
    );

    assert!(
        settle(&store, &deposit.id, PaymentEvent::Declined)
            .await
            .applied
    );
    assert_conflict(
        store
            .reschedule_payment(&deposit.id, PaymentStatus::Pending, Some(later), t0())
            .await,
        "status",
    );
    match store
        .reschedule_payment(
            &PaymentId::from_raw("no-such-payment"),
            PaymentStatus::Pending,
            None,
            t0(),
        )
        .await
    {
        Err(StoreError::NotFound(what)) => assert_eq!(what, "payment"),
        other => panic!("expected NotFound(payment), got {other:?}"),
    }
    let b = balances(&store, &u.id).await;
    assert_eq!(
        (b.cash.cents, b.held.cents),
        (4_000, 1_000),
        "rescheduling moves no money"
    );
    assert_ledger_ok(&store).await;
}

/// The processing job's list: pending payments due at or before now, oldest step first;
/// final payments and payments without a time are left out.
pub async fn payments_due_in_step_order<S: Store + Clone>(store: S) {
    let u = user(&store, "due@example.com").await;
    let at = |seconds: i64| t0() + Duration::seconds(seconds);
    let make = |key: &str, next: Option<DateTime<Utc>>| {
        let mut new = new_payment(&u.id, Direction::Deposit, 1_000, key);
        new.next_step_at = next;
        new
    };
    let a = create(&store, make("a", Some(at(10)))).await;
    let b = create(&store, make("b", Some(at(5)))).await;
    let _waiting = create(&store, make("c", None)).await;
    let finished = create(&store, make("d", Some(at(1)))).await;
    let _later = create(&store, make("e", Some(at(3_600)))).await;
    let settled = settle(&store, &finished.id, PaymentEvent::Declined).await;
    assert_eq!(settled.payment.next_step_at, None);
    // Created final: never due.
    let mut done = make("f", Some(at(2)));
    done.status = PaymentStatus::Failed;
    let done = create(&store, done).await;
    assert_eq!(done.next_step_at, None);

    let ids = |payments: Vec<Payment>| payments.into_iter().map(|p| p.id).collect::<Vec<_>>();
    assert_eq!(
        ids(store.due_payments(at(10), 10).await.expect("due")),
        vec![b.id.clone(), a.id.clone()],
        "at or before now, oldest step first"
    );
    assert_eq!(
        ids(store.due_payments(at(10), 1).await.expect("due")),
        vec![b.id.clone()]
    );
    assert_eq!(
        ids(store.due_payments(at(9), 10).await.expect("due")),
        vec![b.id.clone()]
    );
    assert!(store.due_payments(at(4), 10).await.expect("due").is_empty());
    assert_eq!(
        store.due_payments(at(7_200), 10).await.expect("due").len(),
        3
    );
}

/// History pages newest first (ids sort by creation) with an exclusive `before`.
pub async fn payments_history_pages_newest_first<S: Store + Clone>(store: S) {
    let u = user(&store, "history@example.com").await;
    let other = user(&store, "history-other@example.com").await;
    fund(&store, &u.id, 10_000, "fund-history").await;
    let id = |n: u32| PaymentId::from_raw(format!("01JPAYMENT0000000000000{n:03}"));
    for n in 1..=5 {
        let direction = if n % 2 == 0 {
            Direction::Withdrawal
        } else {
            Direction::Deposit
        };
        let mut new = new_payment(&u.id, direction, 100, &format!("h-{n}"));
        new.id = id(n);
        create(&store, new).await;
    }
    let mut theirs = new_payment(&other.id, Direction::Deposit, 100, "h-x");
    theirs.id = id(9);
    create(&store, theirs).await;

    let page = |before: Option<PaymentId>, limit: u32| {
        let store = store.clone();
        let user = u.id.clone();
        async move {
            store
                .payments(&user, limit, before.as_ref())
                .await
                .expect("history")
                .into_iter()
                .map(|p| p.id)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(page(None, 2).await, vec![id(5), id(4)]);
    assert_eq!(page(Some(id(4)), 2).await, vec![id(3), id(2)]);
    assert_eq!(page(Some(id(2)), 2).await, vec![id(1)]);
    assert!(page(Some(id(1)), 2).await.is_empty());
    assert_eq!(
        page(None, 10).await.len(),
        5,
        "only the user's own payments"
    );
    assert!(page(None, 0).await.is_empty());
    let full = store.payments(&u.id, 1, None).await.expect("history");
    assert_eq!(full[0].direction, Direction::Deposit);
    assert_eq!(full[0].user_id, u.id);
}

/// Another user's payments and methods are invisible and cannot be deleted or used.
pub async fn payments_are_private_to_their_user<S: Store + Clone>(store: S) {
    let a = user(&store, "owner@example.com").await;
    let b = user(&store, "stranger@example.com").await;
    let method = store
        .save_payment_method(new_method(&a.id, "card", "tok_owner", t0()))
        .await
        .expect("save method");
    let mut new = new_payment(&a.id, Direction::Deposit, 2_000, "private");
    new.method_id = Some(method.id.clone());
    let p = create(&store, new).await;
    assert_eq!(p.method_id, Some(method.id.clone()));

    assert_eq!(
        store.payment(&a.id, &p.id).await.expect("read"),
        Some(p.clone())
    );
    assert_eq!(store.payment(&b.id, &p.id).await.expect("read"), None);
    assert_eq!(
        store
            .payment(&a.id, &PaymentId::from_raw("no-such-payment"))
            .await
            .expect("read"),
        None
    );
    assert_eq!(
        store.payment_by_id(&p.id).await.expect("read"),
        Some(p.clone())
    );
    assert!(
        store
            .payments(&b.id, 10, None)
            .await
            .expect("history")
            .is_empty()
    );
    assert!(
        store
            .payment_methods(&b.id)
            .await
            .expect("methods")
            .is_empty()
    );
    assert!(
        !store
            .delete_payment_method(&b.id, &method.id, t0())
            .await
            .expect("delete")
    );
    assert_eq!(
        store.payment_methods(&a.id).await.expect("methods"),
        vec![method.clone()]
    );
    // Nor can a stranger pay with it.
    let mut theirs = new_payment(&b.id, Direction::Deposit, 2_000, "stolen");
    theirs.method_id = Some(method.id.clone());
    match store.create_payment(theirs).await {
        Err(StoreError::NotFound(what)) => assert_eq!(what, "payment_method"),
        other => panic!("expected NotFound(payment_method), got {other:?}"),
    }
    assert!(
        store
            .payments(&b.id, 10, None)
            .await
            .expect("history")
            .is_empty()
    );
}

/// Methods are listed oldest first; saving the same token again answers the saved method
/// (un-deleting it); deleted methods are not listed and cannot pay.
pub async fn payment_methods_save_list_delete<S: Store + Clone>(store: S) {
    let u = user(&store, "methods@example.com").await;
    assert!(
        store
            .payment_methods(&u.id)
            .await
            .expect("methods")
            .is_empty()
    );
    let new_card = new_method(&u.id, "card", "tok_card", t0());
    let card = store
        .save_payment_method(new_card.clone())
        .await
        .expect("save card");
    assert_eq!(card.id, new_card.id);
    assert_eq!(card.user_id, u.id);
    assert_eq!(card.provider, "card");
    assert_eq!(card.label, new_card.label);
    assert_eq!(card.processor_token, "tok_card");
    assert_eq!(card.created_at, t0());
    let bank = store
        .save_payment_method(new_method(&u.id, "bank_transfer", "tok_bank", t0() + ms(1)))
        .await
        .expect("save bank");
    // Same token with another provider is another method.
    let other_provider = store
        .save_payment_method(new_method(&u.id, "interac", "tok_card", t0() + ms(2)))
        .await
        .expect("save");
    assert_ne!(other_provider.id, card.id);
    assert_eq!(
        store.payment_methods(&u.id).await.expect("methods"),
        vec![card.clone(), bank.clone(), other_provider.clone()]
    );

    let mut again = new_method(&u.id, "card", "tok_card", t0() + ms(50));
    again.label = "Renamed".to_owned();
    assert_eq!(
        store
            .save_payment_method(again.clone())
            .await
            .expect("save"),
        card,
        "the saved method answers"
    );
    assert!(
        store
            .delete_payment_method(&u.id, &card.id, t0() + ms(60))
            .await
            .expect("delete")
    );
    assert!(
        !store
            .delete_payment_method(&u.id, &card.id, t0() + ms(61))
            .await
            .expect("delete again"),
        "already deleted"
    );
    assert!(
        !store
            .delete_payment_method(&u.id, &PaymentMethodId::from_raw("nope"), t0())
            .await
            .expect("delete unknown")
    );
    assert_eq!(
        store.payment_methods(&u.id).await.expect("methods"),
        vec![bank.clone(), other_provider.clone()]
    );
    let mut with_deleted = new_payment(&u.id, Direction::Deposit, 1_000, "deleted-method");
    with_deleted.method_id = Some(card.id.clone());
    assert!(matches!(
        store.create_payment(with_deleted.clone()).await,
        Err(StoreError::NotFound("payment_method"))
    ));

    // Saved again: the same row is back.
    assert_eq!(
        store
            .save_payment_method(new_method(&u.id, "card", "tok_card", t0() + ms(70)))
            .await
            .expect("save again"),
        card
    );
    assert_eq!(
        store.payment_methods(&u.id).await.expect("methods"),
        vec![card.clone(), bank, other_provider]
    );
    create(&store, with_deleted).await;
}

/// Setting the excluded providers replaces the previous set.
pub async fn provider_exclusions_replace<S: Store + Clone>(store: S) {
    let u = user(&store, "exclusions@example.com").await;
    let other = user(&store, "exclusions-other@example.com").await;
    assert!(
        store
            .provider_exclusions(&u.id)
            .await
            .expect("read")
            .is_empty()
    );
    let set = |providers: &[&str]| {
        providers
            .iter()
            .map(|p| (*p).to_owned())
            .collect::<Vec<_>>()
    };
    store
        .set_provider_exclusions(&u.id, &set(&["wire_transfer", "card"]), t0())
        .await
        .expect("set");
    store
        .set_provider_exclusions(&other.id, &set(&["interac"]), t0())
        .await
        .expect("set other");
    let mut read = store.provider_exclusions(&u.id).await.expect("read");
    read.sort();
    assert_eq!(read, set(&["card", "wire_transfer"]));
    store
        .set_provider_exclusions(&u.id, &set(&["bank_transfer", "bank_transfer"]), t0())
        .await
        .expect("replace");
    assert_eq!(
        store.provider_exclusions(&u.id).await.expect("read"),
        set(&["bank_transfer"])
    );
    store
        .set_provider_exclusions(&u.id, &[], t0())
        .await
        .expect("clear");
    assert!(
        store
            .provider_exclusions(&u.id)
            .await
            .expect("read")
            .is_empty()
    );
    assert_eq!(
        store.provider_exclusions(&other.id).await.expect("read"),
        set(&["interac"]),
        "each user's own set"
    );
}

/// A callback id is new once; its replays are recognised.
pub async fn payment_callbacks_are_remembered_once<S: Store + Clone>(store: S) {
    assert!(store.remember_callback("cb_1", t0()).await.expect("first"));
    assert!(
        !store
            .remember_callback("cb_1", t0() + ms(1))
            .await
            .expect("replay")
    );
    assert!(
        store
            .remember_callback("cb_2", t0())
            .await
            .expect("another")
    );
    assert!(!store.remember_callback("cb_2", t0()).await.expect("replay"));
}

/// The acknowledgement is raised by the confirmed deposit that takes the region's total to
/// its threshold (US-NJ: $2,500.00), not before and not again; acknowledging clears it once.
pub async fn deposit_acknowledgement_raised_once_at_threshold<S: Store + Clone>(store: S) {
    let u = user(&store, "ack@example.com").await;
    let confirm = |cents: i64, key: &str, region: &str| {
        let store = store.clone();
        let mut new = new_payment(&u.id, Direction::Deposit, cents, key);
        new.region = region.to_owned();
        async move {
            let p = create(&store, new).await;
            settle(&store, &p.id, PaymentEvent::Confirmed).await
        }
    };
    assert!(
        !confirm(200_000, "ack-1", "US-NJ")
            .await
            .acknowledgement_raised
    );
    // Other regions and declined deposits do not count towards US-NJ.
    assert!(
        !confirm(1_000_000, "ack-pa", "US-PA")
            .await
            .acknowledgement_raised
    );
    let declined = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 100_000, "ack-declined"),
    )
    .await;
    assert!(
        !settle(&store, &declined.id, PaymentEvent::Declined)
            .await
            .acknowledgement_raised
    );
    // A pending deposit does not count until confirmed.
    let pending = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 49_999, "ack-pending"),
    )
    .await;
    assert_eq!(
        store
            .pending_deposit_acknowledgement(&u.id)
            .await
            .expect("read"),
        None
    );
    let below = settle(&store, &pending.id, PaymentEvent::Confirmed).await;
    assert!(
        !below.acknowledgement_raised,
        "249,999 is below the threshold"
    );
    assert_eq!(
        store
            .pending_deposit_acknowledgement(&u.id)
            .await
            .expect("read"),
        None
    );

    let crossing = confirm(5_000, "ack-2", "US-NJ").await;
    assert!(crossing.applied);
    assert!(crossing.acknowledgement_raised);
    let pending = store
        .pending_deposit_acknowledgement(&u.id)
        .await
        .expect("read")
        .expect("an acknowledgement is pending");
    assert_eq!(pending.region, "US-NJ");
    assert_eq!(pending.total, usd(254_999));
    assert_eq!(pending.raised_at, t0() + Duration::minutes(2));

    assert!(
        !confirm(10_000, "ack-3", "US-NJ")
            .await
            .acknowledgement_raised,
        "each threshold asks once"
    );
    assert_eq!(
        store
            .pending_deposit_acknowledgement(&u.id)
            .await
            .expect("read"),
        Some(pending)
    );
    // A repeated confirmation of the crossing deposit raises nothing either.
    assert!(
        !settle(&store, &crossing.payment.id, PaymentEvent::Confirmed)
            .await
            .acknowledgement_raised
    );

    let other = user(&store, "ack-other@example.com").await;
    assert!(
        !store
            .acknowledge_deposits(&other.id, t0())
            .await
            .expect("nothing to acknowledge")
    );
    assert!(store.acknowledge_deposits(&u.id, t0()).await.expect("ack"));
    assert_eq!(
        store
            .pending_deposit_acknowledgement(&u.id)
            .await
            .expect("read"),
        None
    );
    assert!(
        !store
            .acknowledge_deposits(&u.id, t0())
            .await
            .expect("again")
    );
    assert!(
        !confirm(300_000, "ack-4", "US-NJ")
            .await
            .acknowledgement_raised,
        "the NJ threshold was already crossed"
    );
    assert_eq!(cash(&store, &u.id).await, 1_564_999);
    assert_ledger_ok(&store).await;
}

/// Deposits confirmed at the same time add up exactly: the one that reaches the threshold
/// raises the acknowledgement, once, with the total at that point.
pub async fn concurrent_deposits_raise_one_acknowledgement<S: Store + Clone>(store: S) {
    let u = user(&store, "ack-race@example.com").await;
    let first = create(
        &store,
        new_payment(&u.id, Direction::Deposit, 240_000, "ack-race-0"),
    )
    .await;
    assert!(
        !settle(&store, &first.id, PaymentEvent::Confirmed)
            .await
            .acknowledgement_raised
    );
    let mut pending = Vec::new();
    for i in 1..=4 {
        let new = new_payment(&u.id, Direction::Deposit, 5_000, &format!("ack-race-{i}"));
        pending.push(create(&store, new).await.id);
    }
    let start = Arc::new(Barrier::new(pending.len()));
    let tasks: Vec<_> = pending
        .into_iter()
        .map(|id| {
            let store = store.clone();
            let start = start.clone();
            tokio::spawn(async move {
                start.wait().await;
                settle(&store, &id, PaymentEvent::Confirmed).await
            })
        })
        .collect();
    let mut raised = 0;
    for task in tasks {
        let settled = task.await.expect("task");
        assert!(settled.applied);
        if settled.acknowledgement_raised {
            raised += 1;
        }
    }
    assert_eq!(raised, 1, "240,000 + 4 x 5,000 crosses 250,000 once");
    let ack = store
        .pending_deposit_acknowledgement(&u.id)
        .await
        .expect("read")
        .expect("pending");
    assert_eq!(ack.total, usd(250_000));
    assert_eq!(cash(&store, &u.id).await, 260_000);
    assert_ledger_ok(&store).await;
}
