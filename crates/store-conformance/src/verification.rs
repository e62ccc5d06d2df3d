//! Conformance cases of [`VerificationStore`](store::VerificationStore): a scan from start to
//! the provider's result, private to its owner; results applied once per event id (also when
//! delivered concurrently) and only to a submitted scan; attempts counted up to the limit;
//! operators' reviews with their audit rows; the lifetime deposits the threshold counts.

use super::{t0, user};
use chrono::Duration;
use domain::ids::{PaymentId, UserId};
use domain::money::{Currency, Money};
use domain::payments::{Direction, PaymentEvent, PaymentStatus};
use domain::tax::id_document::{DocumentKind, IdType};
use domain::verification::{MAX_ATTEMPTS, Outcome, RejectReason, Status};
use std::sync::Arc;
use store::{
    IdentityResult, IdentityReview, NewIdentityScan, NewPayment, ReviewDecision, ScanStatus,
    SealedImage, Store, StoreError,
};
use tokio::sync::Barrier;

fn new_scan(user: &UserId, n: u32) -> NewIdentityScan {
    NewIdentityScan {
        id: format!("scan-{user}-{n}"),
        user_id: user.clone(),
        provider_reference: format!("ref-{user}-{n}"),
        scan_url: format!("https://kyc.example/scans/{n}"),
        at: t0() + Duration::minutes(i64::from(n)),
    }
}

fn image() -> SealedImage {
    SealedImage {
        kind: DocumentKind::Jpeg,
        sealed: "c2VhbGVkLWZyb250".into(),
    }
}

fn result(reference: &str, event: &str, outcome: Outcome) -> IdentityResult {
    IdentityResult {
        event_id: event.into(),
        provider_reference: reference.into(),
        outcome,
        at: t0() + Duration::hours(1),
    }
}

/// Starts, initiates and submits scan `n` of `user`; answers its provider reference.
async fn submit<S: Store>(store: &S, user: &UserId, n: u32) -> String {
    let scan = store
        .start_identity_scan(new_scan(user, n))
        .await
        .expect("start");
    store
        .initiate_identity_document(user, &scan.id, IdType::Passport, "sealed".into(), t0())
        .await
        .expect("initiate");
    store
        .submit_identity_scan(user, &scan.id, image(), None, t0())
        .await
        .expect("submit");
    scan.provider_reference
}

fn conflict<T: std::fmt::Debug>(r: Result<T, StoreError>, what: &str) {
    match r {
        Err(StoreError::Conflict(c)) => assert_eq!(c, what),
        other => panic!("expected Conflict({what}), got {other:?}"),
    }
}

/// A scan from start to approval: resume refused while one is open, details required before
/// the photos, another user's scan not found, the result applied once, a repeat ignored.
pub async fn identity_scan_flow_and_results_once<S: Store + Clone>(store: S) {
    let u = user(&store, "kyc-flow@example.com").await.id;
    let other = user(&store, "kyc-other@example.com").await.id;
    let fresh = store.identity_verification(&u).await.expect("read");
    assert_eq!(fresh.verification.status, Status::Unverified);
    assert_eq!(fresh.verification.attempts, 0);
    assert!(fresh.scan.is_none() && fresh.updated_at.is_none());

    let scan = store
        .start_identity_scan(new_scan(&u, 1))
        .await
        .expect("start");
    assert_eq!(scan.status, ScanStatus::Open);
    conflict(
        store.start_identity_scan(new_scan(&u, 2)).await,
        "identity_scan_open",
    );
    conflict(
        store
            .submit_identity_scan(&u, &scan.id, image(), None, t0())
            .await,
        "identity_document_missing",
    );
    assert!(matches!(
        store
            .initiate_identity_document(&other, &scan.id, IdType::Passport, "x".into(), t0())
            .await,
        Err(StoreError::NotFound("identity_scan"))
    ));
    let initiated = store
        .initiate_identity_document(&u, &scan.id, IdType::DriversLicense, "sealed".into(), t0())
        .await
        .expect("initiate");
    assert_eq!(initiated.id_type, Some(IdType::DriversLicense));
    assert!(matches!(
        store
            .submit_identity_scan(&other, &scan.id, image(), Some(image()), t0())
            .await,
        Err(StoreError::NotFound("identity_scan"))
    ));
    let pending = store
        .submit_identity_scan(&u, &scan.id, image(), Some(image()), t0())
        .await
        .expect("submit");
    assert_eq!(pending.details_sealed, "sealed");
    let pending = pending.verification;
    assert_eq!(pending.verification.status, Status::Pending);
    assert_eq!(pending.verification.attempts, 1);
    assert_eq!(pending.scan.map(|s| s.status), Some(ScanStatus::Submitted));
    conflict(
        store.start_identity_scan(new_scan(&u, 3)).await,
        "identity_pending",
    );
    conflict(
        store
            .initiate_identity_document(&u, &scan.id, IdType::Passport, "x".into(), t0())
            .await,
        "identity_scan_closed",
    );

    assert!(matches!(
        store
            .apply_identity_result(result("unknown", "ev-0", Outcome::Approved))
            .await,
        Err(StoreError::NotFound("identity_scan"))
    ));
    let applied = store
        .apply_identity_result(result(&scan.provider_reference, "ev-1", Outcome::Approved))
        .await
        .expect("apply");
    assert!(applied.applied);
    assert_eq!(applied.user_id, u);
    assert_eq!(applied.verification.status, Status::Verified);
    let replay = store
        .apply_identity_result(result(
            &scan.provider_reference,
            "ev-1",
            Outcome::Rejected(vec![RejectReason::Unreadable]),
        ))
        .await
        .expect("replay");
    assert!(!replay.applied);
    let late = store
        .apply_identity_result(result(
            &scan.provider_reference,
            "ev-2",
            Outcome::NeedsReview,
        ))
        .await
        .expect("late");
    assert!(!late.applied, "a decided scan takes no second result");
    let read = store.identity_verification(&u).await.expect("read");
    assert_eq!(read.verification.status, Status::Verified);
    assert_eq!(read.verified_at, Some(t0() + Duration::hours(1)));
    assert!(read.scan.is_none());
    conflict(
        store.start_identity_scan(new_scan(&u, 4)).await,
        "identity_verified",
    );
    let untouched = store.identity_verification(&other).await.expect("read");
    assert_eq!(untouched.verification.status, Status::Unverified);
}

/// Ten concurrent deliveries of one event apply it once.
pub async fn concurrent_identity_results_apply_once<S: Store + Clone>(store: S) {
    let u = user(&store, "kyc-race@example.com").await.id;
    let reference = submit(&store, &u, 1).await;
    let start = Arc::new(Barrier::new(10));
    let mut tasks = Vec::new();
    for _ in 0..10 {
        let (store, start, reference) = (store.clone(), start.clone(), reference.clone());
        tasks.push(tokio::spawn(async move {
            start.wait().await;
            store
                .apply_identity_result(result(&reference, "ev-race", Outcome::NeedsReview))
                .await
                .expect("apply")
                .applied
        }));
    }
    let mut applied = 0;
    for task in tasks {
        if task.await.expect("task") {
            applied += 1;
        }
    }
    assert_eq!(applied, 1);
    let read = store.identity_verification(&u).await.expect("read");
    assert_eq!(read.verification.status, Status::NeedsReview);
    assert_eq!(read.verification.attempts, 1);
}

/// Rejections keep their reasons and count attempts up to the limit; reviews follow their
/// rules and are audited newest first.
pub async fn identity_attempts_and_reviews<S: Store + Clone>(store: S) {
    let u = user(&store, "kyc-attempts@example.com").await.id;
    for n in 1..=MAX_ATTEMPTS {
        let reference = submit(&store, &u, n).await;
        let reasons = vec![RejectReason::NameMismatch, RejectReason::DocumentExpired];
        let applied = store
            .apply_identity_result(result(
                &reference,
                &format!("ev-{n}"),
                Outcome::Rejected(reasons.clone()),
            ))
            .await
            .expect("apply");
        assert_eq!(applied.verification.status, Status::Rejected);
        assert_eq!(applied.verification.reasons, reasons);
        assert_eq!(applied.verification.attempts, n);
    }
    conflict(
        store.start_identity_scan(new_scan(&u, 9)).await,
        "identity_attempts",
    );
    let review = |decision: ReviewDecision, previous: Status, minutes: i64| IdentityReview {
        id: format!("review-{minutes}"),
        user_id: u.clone(),
        decision,
        previous,
        note: "checked the documents by video call".into(),
        operator: "ops@example.com".into(),
        at: t0() + Duration::minutes(minutes),
    };
    conflict(
        store
            .review_identity_verification(review(
                ReviewDecision::Reject(vec![RejectReason::Unreadable]),
                Status::Rejected,
                1,
            ))
            .await,
        "identity_review",
    );
    conflict(
        store
            .review_identity_verification(review(ReviewDecision::Approve, Status::Pending, 1))
            .await,
        "identity_review",
    );
    let approved = store
        .review_identity_verification(review(ReviewDecision::Approve, Status::Rejected, 2))
        .await
        .expect("approve");
    assert_eq!(approved.status, Status::Verified);
    assert!(approved.reasons.is_empty());

    let r = user(&store, "kyc-review@example.com").await.id;
    let reference = submit(&store, &r, 1).await;
    store
        .apply_identity_result(result(&reference, "ev-review", Outcome::NeedsReview))
        .await
        .expect("apply");
    let rejected = store
        .review_identity_verification(IdentityReview {
            user_id: r.clone(),
            previous: Status::NeedsReview,
            ..review(
                ReviewDecision::Reject(vec![RejectReason::UnderAge]),
                Status::NeedsReview,
                3,
            )
        })
        .await
        .expect("reject");
    assert_eq!(rejected.status, Status::Rejected);
    assert_eq!(rejected.reasons, [RejectReason::UnderAge]);
    assert_eq!(rejected.attempts_left(), MAX_ATTEMPTS - 1);
    let audit = store.identity_reviews(&u).await.expect("audit");
    assert_eq!(audit.len(), 1);
    assert_eq!(audit[0].decision, ReviewDecision::Approve);
    assert_eq!(audit[0].previous, Status::Rejected);
    assert_eq!(audit[0].operator, "ops@example.com");
    let audit = store.identity_reviews(&r).await.expect("audit");
    assert_eq!(
        audit[0].decision,
        ReviewDecision::Reject(vec![RejectReason::UnderAge])
    );
    assert!(matches!(
        store
            .review_identity_verification(IdentityReview {
                user_id: UserId::from_raw("nobody"),
                ..review(ReviewDecision::Approve, Status::Unverified, 4)
            })
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

/// Lifetime deposits count every deposit not failed, in the currency asked.
pub async fn lifetime_deposits_count_deposits_not_failed<S: Store + Clone>(store: S) {
    let u = user(&store, "kyc-deposits@example.com").await.id;
    let usd = |cents| Money::new(cents, Currency::Usd);
    assert_eq!(
        store
            .lifetime_deposits(&u, Currency::Usd)
            .await
            .expect("sum"),
        usd(0)
    );
    let mut ids = Vec::new();
    for (n, cents) in [10_000, 25_000, 40_000].into_iter().enumerate() {
        let id = PaymentId::generate();
        store
            .create_payment(NewPayment {
                id: id.clone(),
                user_id: u.clone(),
                direction: Direction::Deposit,
                provider: "card".into(),
                method_id: None,
                amount: usd(cents),
                status: PaymentStatus::Pending,
                idempotency_key: format!("lifetime-key-{n}"),
                region: "US-NJ".into(),
                promotion_code: None,
                processor_reference: None,
                next_step_at: None,
                at: t0(),
            })
            .await
            .expect("create");
        ids.push(id);
    }
    store
        .settle_payment(&ids[0], PaymentEvent::Confirmed, None, t0())
        .await
        .expect("confirm");
    store
        .settle_payment(&ids[2], PaymentEvent::Declined, Some("declined"), t0())
        .await
        .expect("decline");
    assert_eq!(
        store
            .lifetime_deposits(&u, Currency::Usd)
            .await
            .expect("sum"),
        usd(35_000)
    );
    assert_eq!(
        store
            .lifetime_deposits(&u, Currency::Cad)
            .await
            .expect("sum")
            .cents,
        0
    );
}
