//! The conformance suite every backend passes: each trait method, its edge cases, and the
//! concurrency guarantees (no overdraft, single-use codes and tokens, exact lock threshold).
//!
//! A backend's tests implement [`Harness`] (a fresh, migrated database per test, removed in
//! `teardown`) and expand [`conformance_tests!`](crate::conformance_tests), which generates
//! one `#[tokio::test]` per case so a failure names its case:
//!
//! ```ignore
//! struct Fresh { store: SqliteStore, path: PathBuf }
//! impl store::conformance::Harness for Fresh { /* setup, store, teardown */ }
//! store::conformance_tests!(Fresh);
//! ```
//!
//! Every case is also a public `async fn(store)` so it can be called on its own.
// Test code: a failed expectation is a panic that names what went wrong.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::future::Future;
use std::panic::AssertUnwindSafe;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::ids::{SessionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, Posting, TransactionKind,
};
use domain::money::{Currency, Money};
use futures::FutureExt;

use crate::{
    Balances, NewAuthorizationCode, NewOneTimeCode, NewPasswordReset, NewRefreshToken, NewSession,
    NewUser, OneTimeCodeOutcome, RefreshOutcome, Session, SessionKind, Store, StoreError, User,
};

mod betting;
mod catalogue;
mod flags;
mod geolocation;
mod payments;
mod platform;
mod responsible_gaming;
mod settlement;
pub use betting::*;
pub use catalogue::*;
pub use flags::*;
pub use geolocation::*;
pub use payments::*;
pub use platform::*;
pub use responsible_gaming::*;
pub use settlement::*;
mod telemetry;
pub use telemetry::*;

#[doc(hidden)]
pub use tokio as __tokio;

/// A fresh database for one test case.
pub trait Harness: Sized {
    /// The backend under test.
    type Store: Store + Clone;
    /// Creates and migrates an empty database.
    fn setup() -> impl Future<Output = Self>;
    /// A handle to the store on that database.
    fn store(&self) -> Self::Store;
    /// Closes the store and removes the database.
    fn teardown(self) -> impl Future<Output = ()>;
}

/// Runs one case on a fresh database, tearing it down even when the case panics.
pub async fn run<H, F, Fut>(case: F)
where
    H: Harness,
    F: FnOnce(H::Store) -> Fut,
    Fut: Future<Output = ()>,
{
    let harness = H::setup().await;
    let outcome = AssertUnwindSafe(case(harness.store())).catch_unwind().await;
    harness.teardown().await;
    if let Err(panic) = outcome {
        std::panic::resume_unwind(panic);
    }
}

/// Expands to one `#[tokio::test]` (multi-threaded runtime) per conformance case, each on
/// a fresh database from the given [`Harness`] type. The calling crate needs `tokio` (with
/// the `macros` and `rt-multi-thread` features) as a dev-dependency.
#[macro_export]
macro_rules! conformance_tests {
    ($harness:ty) => {
        $crate::conformance_tests!(@cases $harness;
            ping,
            create_user_round_trips,
            duplicate_email_is_conflict_case_insensitively,
            login_success_moves_last_login,
            login_failures_lock_at_threshold,
            concurrent_login_failures_lock_exactly_at_threshold,
            strong_auth_and_phone,
            unknown_user_updates_are_not_found,
            session_lifecycle,
            session_for_unknown_user_is_refused,
            revoke_user_sessions_counts_live_sessions,
            refresh_token_rotation_and_reuse,
            refresh_token_expiry,
            refresh_token_inserts,
            concurrent_refresh_rotation_has_one_winner,
            authorization_code_single_use,
            concurrent_authorization_code_consume_has_one_winner,
            one_time_code_verifies_once,
            one_time_code_attempts_run_out,
            one_time_code_is_replaced_and_expires,
            concurrent_one_time_code_attempts_are_counted_once,
            password_reset_flow,
            password_reset_refusals,
            concurrent_password_resets_complete_once,
            ledger_funding_and_balances,
            ledger_refuses_overdraft_without_partial_effects,
            ledger_idempotent_replay,
            ledger_unknown_user_is_not_found,
            concurrent_debits_never_overdraw,
            concurrent_idempotent_replays_move_money_once,
            flag_rules_round_trip,
            flag_overrides_per_owner,
            concurrent_flag_writes_keep_one_document,
            platform_settings_defaults,
            maintenance_on_revokes_live_sessions,
            admission_is_fifo_with_positions,
            admission_idle_tickets_lose_their_seat,
            concurrent_admission_respects_the_limit,
            custom_dialogs_publish_and_unpublish,
            telemetry_round_trips_newest_first,
            telemetry_same_instant_keeps_insertion_order,
            telemetry_batch_is_all_or_nothing,
            concurrent_telemetry_inserts_all_land,
            catalogue_apply_and_read_back,
            catalogue_sequences_ignore_stale_and_duplicates,
            catalogue_rejection_is_whole_or_nothing,
            catalogue_rejections_need_stored_state,
            catalogue_prices_status_and_results,
            catalogue_finished_markets_never_reopen,
            catalogue_statistics_drive_event_status,
            catalogue_snapshot_excludes_old_finished_events,
            catalogue_applied_changes_list_each_entity_once,
            concurrent_feed_documents_with_one_sequence_apply_once,
            concurrent_feed_sequences_end_at_the_highest,
            concurrent_sources_keep_each_others_changes,
            feed_keys_lifecycle,
            user_preferences_default_and_set,
            payments_deposit_credits_cash_once_when_confirmed,
            payments_declined_deposit_moves_nothing,
            payments_create_is_idempotent_by_key,
            payments_withdrawal_holds_and_cancel_releases,
            payments_withdrawal_payout_empties_held,
            payments_withdrawal_over_cash_writes_nothing,
            concurrent_withdrawals_of_the_whole_balance_have_one_winner,
            concurrent_creates_with_one_key_hold_once,
            concurrent_confirmations_credit_once,
            payments_settle_refusals,
            payments_reschedule_rules,
            payments_due_in_step_order,
            payments_history_pages_newest_first,
            payments_are_private_to_their_user,
            payment_methods_save_list_delete,
            provider_exclusions_replace,
            payment_callbacks_are_remembered_once,
            deposit_acknowledgement_raised_once_at_threshold,
            concurrent_deposits_raise_one_acknowledgement,
            geo_licences_round_trip,
            geo_nonces_are_spent_once,
            concurrent_geo_nonce_spends_have_one_winner,
            geo_authorisations_per_session_and_last_fix,
            rg_limit_writes_history_and_audit,
            concurrent_limit_writes_have_one_winner,
            rg_exclusion_revokes_sessions_and_cannot_be_shortened,
            rg_acks_keep_the_latest,
            rg_wager_activity_totals,
            rg_deposits_within_limits,
            concurrent_deposits_within_a_limit_only_the_fitting_pass,
            rg_failed_deposits_and_sessions_between,
            rg_casino_restrictions_create_lift_and_list,
            concurrent_casino_restriction_lifts_have_one_winner,
            betting_place_and_read_back,
            betting_idempotent_replay,
            betting_insufficient_funds_rolls_back,
            betting_promotional_credit,
            betting_rewards_are_checked,
            betting_malformed_bets_are_refused,
            betting_wager_windows_are_enforced,
            betting_pending_bets_resolve_once,
            betting_bets_are_private,
            betslip_compare_and_set_and_move,
            concurrent_pending_rejections_refund_once,
            concurrent_placements_never_overdraw,
            concurrent_replays_place_once,
            concurrent_reward_use_has_one_winner,
            concurrent_placements_respect_wager_windows,
            concurrent_betslip_saves_have_one_winner,
            settlement_win_pays_once,
            settlement_regrade_win_to_loss_posts_the_negative_difference,
            settlement_regrade_loss_to_win_pays,
            settlement_crash_resume_pays_once,
            settlement_pending_grades_update_legs_only,
            settlement_malformed_grades_are_refused,
            settlement_free_bet_restore,
            settlement_credit_refund_to_credits,
            settlement_cash_out_refusals,
            settlement_history_pages_and_filters,
            settlement_share_links_are_idempotent_and_owner_only,
            settlement_bets_for_markets_page_by_id,
            settlement_audit_round_trips,
            settlement_overrides_apply_with_their_grade,
            concurrent_cash_outs_have_one_winner,
            concurrent_cash_out_and_grade_have_one_winner,
            concurrent_share_link_creations_agree,
        );
    };
    (@cases $harness:ty; $($case:ident),* $(,)?) => {
        $(
            #[$crate::conformance::__tokio::test(
                flavor = "multi_thread",
                worker_threads = 4,
                crate = "store::conformance::__tokio"
            )]
            async fn $case() {
                $crate::conformance::run::<$harness, _, _>($crate::conformance::$case).await;
            }
        )*
    };
}

// ---- fixtures ------------------------------------------------------------------------

/// A fixed instant with millisecond precision (what the backends store).
pub fn t0() -> DateTime<Utc> {
    DateTime::from_timestamp_millis(1_767_225_600_000).expect("valid instant")
}

fn ms(n: i64) -> Duration {
    Duration::milliseconds(n)
}

/// A valid [`NewUser`] with the given email.
pub fn new_user(email: &str) -> NewUser {
    NewUser {
        email: email.to_owned(),
        password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".to_owned(),
        first_name: "Alex".to_owned(),
        last_name: "Morgan".to_owned(),
        date_of_birth: NaiveDate::from_ymd_opt(1990, 5, 15).expect("valid date"),
        region: "US-NJ".to_owned(),
        currency: Currency::Usd,
        created_at: t0(),
    }
}

async fn user<S: Store>(store: &S, email: &str) -> User {
    store
        .create_user(new_user(email))
        .await
        .expect("create user")
}

fn new_session(user: &UserId, kind: SessionKind, created: DateTime<Utc>) -> NewSession {
    NewSession {
        id: SessionId::generate(),
        user_id: user.clone(),
        kind,
        client_id: "web".to_owned(),
        created_at: created,
        absolute_expires_at: created + Duration::days(30),
        ip: Some("203.0.113.7".to_owned()),
        user_agent: Some("conformance".to_owned()),
    }
}

async fn session<S: Store>(store: &S, user: &UserId) -> Session {
    store
        .create_session(new_session(user, SessionKind::Full, t0()))
        .await
        .expect("create session")
}

fn refresh(hash: &str, session: &SessionId, created: DateTime<Utc>) -> NewRefreshToken {
    NewRefreshToken {
        token_hash: hash.to_owned(),
        session_id: session.clone(),
        created_at: created,
        expires_at: created + Duration::days(7),
    }
}

fn code(hash: &str, user: &UserId, created: DateTime<Utc>) -> NewAuthorizationCode {
    NewAuthorizationCode {
        code_hash: hash.to_owned(),
        user_id: user.clone(),
        client_id: "web".to_owned(),
        redirect_uri: "http://127.0.0.1:8080/oauth_callback".to_owned(),
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM".to_owned(),
        created_at: created,
        expires_at: created + Duration::minutes(1),
    }
}

fn otc(hash: &str, session: &SessionId, attempts: u32, created: DateTime<Utc>) -> NewOneTimeCode {
    NewOneTimeCode {
        session_id: session.clone(),
        code_hash: hash.to_owned(),
        channel: "sms".to_owned(),
        attempts_allowed: attempts,
        created_at: created,
        expires_at: created + Duration::minutes(10),
    }
}

fn house(currency: Currency) -> AccountRef {
    AccountRef {
        owner: Owner::House(HouseAccount::Funding),
        currency,
    }
}

fn holder(user: &UserId, bucket: Bucket, currency: Currency) -> AccountRef {
    AccountRef {
        owner: Owner::User(user.clone(), bucket),
        currency,
    }
}

fn transfer(key: &str, from: AccountRef, to: AccountRef, cents: i64) -> BalancedTransaction {
    BalancedTransaction::transfer(
        TransactionKind::Adjustment,
        key,
        "conformance",
        from,
        to,
        cents,
    )
    .expect("balanced transfer")
}

/// Funds a holder's cash from the house funding account.
async fn fund<S: Store>(store: &S, user: &UserId, cents: i64, key: &str) {
    let tx = BalancedTransaction::transfer(
        TransactionKind::DemoFunding,
        key,
        "demo funding",
        house(Currency::Usd),
        holder(user, Bucket::Cash, Currency::Usd),
        cents,
    )
    .expect("balanced transfer");
    store
        .post_transaction(&tx, t0())
        .await
        .expect("fund holder");
}

async fn cash<S: Store>(store: &S, user: &UserId) -> i64 {
    store
        .balances(user, Currency::Usd)
        .await
        .expect("balances")
        .cash
        .cents
}

async fn assert_ledger_ok<S: Store>(store: &S) -> crate::LedgerReport {
    let report = store.verify_ledger().await.expect("verify ledger");
    assert!(report.is_ok(), "ledger must verify: {report:?}");
    report
}

// ---- accounts --------------------------------------------------------------------------

/// The database answers.
pub async fn ping<S: Store + Clone>(store: S) {
    store.ping().await.expect("ping");
}

/// A created user reads back identically by id and by email in any case.
pub async fn create_user_round_trips<S: Store + Clone>(store: S) {
    let created = user(&store, "Alex.Morgan@Example.com").await;
    assert!(!created.id.as_str().is_empty());
    assert_eq!(
        created.email, "Alex.Morgan@Example.com",
        "email is kept as typed"
    );
    assert_eq!(created.first_name, "Alex");
    assert_eq!(created.last_name, "Morgan");
    assert_eq!(
        created.date_of_birth,
        NaiveDate::from_ymd_opt(1990, 5, 15).expect("date")
    );
    assert_eq!(created.region, "US-NJ");
    assert_eq!(created.currency, Currency::Usd);
    assert_eq!(created.created_at, t0());
    assert_eq!(created.failed_login_count, 0);
    assert!(!created.strong_auth_enabled);
    assert_eq!(created.phone, None);
    assert_eq!(created.locked_at, None);
    assert_eq!(created.last_login_at, None);
    assert_eq!(created.previous_login_at, None);

    let by_id = store.user_by_id(&created.id).await.expect("by id");
    assert_eq!(by_id.as_ref(), Some(&created));
    let by_email = store
        .user_by_email("alex.morgan@example.COM")
        .await
        .expect("by email");
    assert_eq!(by_email.as_ref(), Some(&created));

    let other = user(&store, "jordan@example.com").await;
    assert_ne!(other.id, created.id);
    assert_eq!(
        store
            .user_by_id(&UserId::from_raw("nope"))
            .await
            .expect("by id"),
        None
    );
    assert_eq!(
        store
            .user_by_email("nobody@example.com")
            .await
            .expect("by email"),
        None
    );
}

/// Emails are unique regardless of case.
pub async fn duplicate_email_is_conflict_case_insensitively<S: Store + Clone>(store: S) {
    let first = user(&store, "Case@Example.com").await;
    match store.create_user(new_user("case@EXAMPLE.com")).await {
        Err(StoreError::Conflict(what)) => assert_eq!(what, "email"),
        other => panic!("expected Conflict(email), got {other:?}"),
    }
    let found = store
        .user_by_email("CASE@example.com")
        .await
        .expect("lookup");
    assert_eq!(found.map(|u| u.id), Some(first.id));
}

/// A successful login resets failures and shifts the last login into the previous one.
pub async fn login_success_moves_last_login<S: Store + Clone>(store: S) {
    let u = user(&store, "login@example.com").await;
    let first = store
        .record_login_success(&u.id, t0() + ms(1_000))
        .await
        .expect("success");
    assert_eq!(first.last_login_at, Some(t0() + ms(1_000)));
    assert_eq!(first.previous_login_at, None);

    let failed = store
        .record_login_failure(&u.id, t0() + ms(1_500), 5)
        .await
        .expect("failure");
    assert_eq!(failed.failed_login_count, 1);

    let second = store
        .record_login_success(&u.id, t0() + ms(2_000))
        .await
        .expect("success");
    assert_eq!(second.last_login_at, Some(t0() + ms(2_000)));
    assert_eq!(second.previous_login_at, Some(t0() + ms(1_000)));
    assert_eq!(second.failed_login_count, 0);
    assert_eq!(store.user_by_id(&u.id).await.expect("read"), Some(second));
}

/// Failures count up and lock the account exactly when the threshold is reached.
pub async fn login_failures_lock_at_threshold<S: Store + Clone>(store: S) {
    let u = user(&store, "lock@example.com").await;
    for n in 1..=2u32 {
        let after = store
            .record_login_failure(&u.id, t0() + ms(i64::from(n)), 3)
            .await
            .expect("failure");
        assert_eq!(after.failed_login_count, n);
        assert_eq!(after.locked_at, None, "not locked after {n} failures");
    }
    let locked = store
        .record_login_failure(&u.id, t0() + ms(3), 3)
        .await
        .expect("failure");
    assert_eq!(locked.failed_login_count, 3);
    assert_eq!(locked.locked_at, Some(t0() + ms(3)));
    let again = store
        .record_login_failure(&u.id, t0() + ms(4), 3)
        .await
        .expect("failure");
    assert_eq!(again.failed_login_count, 4);
    assert_eq!(
        again.locked_at,
        Some(t0() + ms(3)),
        "the lock keeps its first instant"
    );
    assert_eq!(store.user_by_id(&u.id).await.expect("read"), Some(again));
}

/// Concurrent failures are all counted and the lock lands on exactly the threshold.
pub async fn concurrent_login_failures_lock_exactly_at_threshold<S: Store + Clone>(store: S) {
    let u = user(&store, "race@example.com").await;
    let tasks: Vec<_> = (1..=12i64)
        .map(|i| {
            let store = store.clone();
            let id = u.id.clone();
            tokio::spawn(async move {
                let at = t0() + ms(i * 10);
                (
                    at,
                    store
                        .record_login_failure(&id, at, 5)
                        .await
                        .expect("failure"),
                )
            })
        })
        .collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.expect("task"));
    }
    let mut counts: Vec<u32> = results.iter().map(|(_, u)| u.failed_login_count).collect();
    counts.sort_unstable();
    assert_eq!(
        counts,
        (1..=12).collect::<Vec<u32>>(),
        "every failure counted once"
    );
    for (_, after) in &results {
        assert_eq!(
            after.locked_at.is_some(),
            after.failed_login_count >= 5,
            "locked exactly from the 5th failure on: {after:?}"
        );
    }
    let (lock_at, _) = results
        .iter()
        .find(|(_, after)| after.failed_login_count == 5)
        .expect("the 5th failure");
    let last = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(last.failed_login_count, 12);
    assert_eq!(last.locked_at, Some(*lock_at), "locked by the 5th failure");
}

/// Strong-auth flag and phone number are stored and cleared.
pub async fn strong_auth_and_phone<S: Store + Clone>(store: S) {
    let u = user(&store, "phone@example.com").await;
    store.set_strong_auth(&u.id, true).await.expect("enable");
    store
        .set_phone(&u.id, Some("+12015550123".to_owned()))
        .await
        .expect("phone");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert!(read.strong_auth_enabled);
    assert_eq!(read.phone.as_deref(), Some("+12015550123"));
    store.set_strong_auth(&u.id, false).await.expect("disable");
    store.set_phone(&u.id, None).await.expect("clear phone");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert!(!read.strong_auth_enabled);
    assert_eq!(read.phone, None);
}

/// Updates of a user that does not exist report `NotFound`.
pub async fn unknown_user_updates_are_not_found<S: Store + Clone>(store: S) {
    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store.record_login_success(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.record_login_failure(&ghost, t0(), 3).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.set_strong_auth(&ghost, true).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.set_phone(&ghost, None).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store
            .insert_authorization_code(code("c", &ghost, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store
            .insert_password_reset(NewPasswordReset {
                token_hash: "r".to_owned(),
                user_id: ghost.clone(),
                created_at: t0(),
                expires_at: t0() + Duration::hours(1),
            })
            .await,
        Err(StoreError::NotFound(_))
    ));
}

// ---- sessions --------------------------------------------------------------------------

/// Create, read, touch, verify and revoke a session; the first revoke reason wins.
pub async fn session_lifecycle<S: Store + Clone>(store: S) {
    let u = user(&store, "session@example.com").await;
    let input = new_session(&u.id, SessionKind::Limited, t0());
    let created = store.create_session(input.clone()).await.expect("create");
    assert_eq!(created.id, input.id);
    assert_eq!(created.user_id, u.id);
    assert_eq!(created.kind, SessionKind::Limited);
    assert_eq!(created.client_id, "web");
    assert_eq!(created.created_at, t0());
    assert_eq!(created.absolute_expires_at, input.absolute_expires_at);
    assert_eq!(created.last_seen_at, t0());
    assert_eq!(created.verified_at, None);
    assert_eq!(created.revoked_at, None);
    assert_eq!(created.revoke_reason, None);
    assert_eq!(created.ip, input.ip);
    assert_eq!(created.user_agent, input.user_agent);
    assert!(created.is_live(t0()));
    assert_eq!(
        store.session(&created.id).await.expect("read").as_ref(),
        Some(&created)
    );

    store
        .touch_session(&created.id, t0() + ms(60_000))
        .await
        .expect("touch");
    store
        .touch_session(&created.id, t0() + ms(30_000))
        .await
        .expect("late touch");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(
        read.last_seen_at,
        t0() + ms(60_000),
        "last_seen_at never moves back"
    );

    store
        .mark_session_verified(&created.id, t0() + ms(70_000))
        .await
        .expect("verify");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.verified_at, Some(t0() + ms(70_000)));

    store
        .revoke_session(&created.id, "logout", t0() + ms(80_000))
        .await
        .expect("revoke");
    store
        .revoke_session(&created.id, "other", t0() + ms(90_000))
        .await
        .expect("revoke again");
    let read = store
        .session(&created.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.revoked_at, Some(t0() + ms(80_000)));
    assert_eq!(
        read.revoke_reason.as_deref(),
        Some("logout"),
        "the first reason wins"
    );
    assert!(!read.is_live(t0() + ms(90_000)));

    let ghost = SessionId::generate();
    assert_eq!(store.session(&ghost).await.expect("read"), None);
    assert!(matches!(
        store.revoke_session(&ghost, "logout", t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.touch_session(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
    assert!(matches!(
        store.mark_session_verified(&ghost, t0()).await,
        Err(StoreError::NotFound(_))
    ));
}

/// A session needs an existing user; a session id is unique.
pub async fn session_for_unknown_user_is_refused<S: Store + Clone>(store: S) {
    let ghost = UserId::from_raw("01J00000000000000000000000");
    assert!(matches!(
        store
            .create_session(new_session(&ghost, SessionKind::Full, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
    let u = user(&store, "dup-session@example.com").await;
    let input = new_session(&u.id, SessionKind::Full, t0());
    store.create_session(input.clone()).await.expect("create");
    assert!(matches!(
        store.create_session(input).await,
        Err(StoreError::Conflict(_))
    ));
}

/// Revoking a user's sessions touches only that user's live sessions.
pub async fn revoke_user_sessions_counts_live_sessions<S: Store + Clone>(store: S) {
    let u = user(&store, "many@example.com").await;
    let other = user(&store, "other@example.com").await;
    let a = session(&store, &u.id).await;
    let b = session(&store, &u.id).await;
    let c = session(&store, &u.id).await;
    let theirs = session(&store, &other.id).await;
    store
        .revoke_session(&c.id, "logout", t0() + ms(5))
        .await
        .expect("revoke");

    let n = store
        .revoke_user_sessions(&u.id, "admin", t0() + ms(10))
        .await
        .expect("revoke all");
    assert_eq!(n, 2);
    assert_eq!(
        store
            .revoke_user_sessions(&u.id, "admin", t0() + ms(20))
            .await
            .expect("again"),
        0
    );
    for (id, reason) in [(&a.id, "admin"), (&b.id, "admin"), (&c.id, "logout")] {
        let s = store.session(id).await.expect("read").expect("session");
        assert_eq!(s.revoke_reason.as_deref(), Some(reason));
    }
    let s = store
        .session(&theirs.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(s.revoked_at, None, "another user's session is untouched");
}

// ---- refresh tokens --------------------------------------------------------------------

/// Rotation spends the token; presenting a spent token revokes the whole family.
pub async fn refresh_token_rotation_and_reuse<S: Store + Clone>(store: S) {
    let u = user(&store, "refresh@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("rt1", &s.id, t0()))
        .await
        .expect("insert");

    let now = t0() + ms(1_000);
    // The replacement joins the presented token's family whatever session id it names.
    let out = store
        .rotate_refresh_token("rt1", refresh("rt2", &SessionId::generate(), now), now)
        .await
        .expect("rotate");
    match out {
        RefreshOutcome::Rotated(session) => {
            assert_eq!(session.id, s.id);
            assert!(session.is_live(now));
        }
        other => panic!("expected Rotated, got {other:?}"),
    }
    let now = t0() + ms(2_000);
    let out = store
        .rotate_refresh_token("rt2", refresh("rt3", &s.id, now), now)
        .await;
    assert!(matches!(out, Ok(RefreshOutcome::Rotated(_))), "{out:?}");

    let now = t0() + ms(3_000);
    let out = store
        .rotate_refresh_token("rt1", refresh("rt4", &s.id, now), now)
        .await;
    assert_eq!(out.expect("reuse"), RefreshOutcome::Reused);
    let revoked = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(revoked.revoked_at, Some(now));
    assert_eq!(
        revoked.revoke_reason.as_deref(),
        Some("refresh_token_reuse")
    );

    // The newest token of the revoked family is dead too, and rt4 was never stored.
    let now = t0() + ms(4_000);
    let out = store
        .rotate_refresh_token("rt3", refresh("rt5", &s.id, now), now)
        .await;
    assert_eq!(out.expect("revoked family"), RefreshOutcome::Expired);
    let out = store
        .rotate_refresh_token("rt4", refresh("rt6", &s.id, now), now)
        .await;
    assert_eq!(out.expect("never stored"), RefreshOutcome::NotFound);
    let out = store
        .rotate_refresh_token("unknown", refresh("rt7", &s.id, now), now)
        .await;
    assert_eq!(out.expect("unknown"), RefreshOutcome::NotFound);
}

/// Expired tokens and expired or revoked sessions do not rotate.
pub async fn refresh_token_expiry<S: Store + Clone>(store: S) {
    let u = user(&store, "expiry@example.com").await;
    let s = session(&store, &u.id).await;
    let mut short = refresh("short", &s.id, t0());
    short.expires_at = t0() + ms(10_000);
    store.insert_refresh_token(short).await.expect("insert");
    let at = t0() + ms(10_000);
    let out = store
        .rotate_refresh_token("short", refresh("n1", &s.id, at), at)
        .await;
    assert_eq!(out.expect("expired token"), RefreshOutcome::Expired);

    // A token outliving its session's absolute expiry is not honoured.
    let mut brief = new_session(&u.id, SessionKind::Full, t0());
    brief.absolute_expires_at = t0() + ms(5_000);
    let brief = store.create_session(brief).await.expect("session");
    store
        .insert_refresh_token(refresh("outlives", &brief.id, t0()))
        .await
        .expect("insert");
    let at = t0() + ms(6_000);
    let out = store
        .rotate_refresh_token("outlives", refresh("n2", &brief.id, at), at)
        .await;
    assert_eq!(out.expect("expired session"), RefreshOutcome::Expired);

    let gone = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("loggedout", &gone.id, t0()))
        .await
        .expect("insert");
    store
        .revoke_session(&gone.id, "logout", t0() + ms(1))
        .await
        .expect("revoke");
    let at = t0() + ms(2);
    let out = store
        .rotate_refresh_token("loggedout", refresh("n3", &gone.id, at), at)
        .await;
    assert_eq!(out.expect("revoked session"), RefreshOutcome::Expired);
    let read = store
        .session(&gone.id)
        .await
        .expect("read")
        .expect("session");
    assert_eq!(read.revoke_reason.as_deref(), Some("logout"));
}

/// Refresh tokens are unique and belong to an existing session.
pub async fn refresh_token_inserts<S: Store + Clone>(store: S) {
    let u = user(&store, "rt-insert@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("same", &s.id, t0()))
        .await
        .expect("insert");
    assert!(matches!(
        store
            .insert_refresh_token(refresh("same", &s.id, t0()))
            .await,
        Err(StoreError::Conflict(_))
    ));
    assert!(matches!(
        store
            .insert_refresh_token(refresh("orphan", &SessionId::generate(), t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
}

/// Of several concurrent rotations of one token exactly one wins; the rest are reuse and
/// the family ends revoked.
pub async fn concurrent_refresh_rotation_has_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "rotate-race@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_refresh_token(refresh("contested", &s.id, t0()))
        .await
        .expect("insert");
    let now = t0() + ms(1_000);
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            let sid = s.id.clone();
            tokio::spawn(async move {
                let next = refresh(&format!("next-{i}"), &sid, now);
                (
                    i,
                    store
                        .rotate_refresh_token("contested", next, now)
                        .await
                        .expect("rotate"),
                )
            })
        })
        .collect();
    let mut winners = Vec::new();
    let mut reused = 0;
    for task in tasks {
        match task.await.expect("task") {
            (i, RefreshOutcome::Rotated(_)) => winners.push(i),
            (_, RefreshOutcome::Reused) => reused += 1,
            (_, other) => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!(winners.len(), 1, "exactly one rotation wins");
    assert_eq!(reused, 7);
    let read = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(read.revoke_reason.as_deref(), Some("refresh_token_reuse"));
    let winner = format!("next-{}", winners[0]);
    let later = t0() + ms(2_000);
    let out = store
        .rotate_refresh_token(&winner, refresh("after", &s.id, later), later)
        .await;
    assert_eq!(
        out.expect("rotate"),
        RefreshOutcome::Expired,
        "the family is revoked"
    );
}

// ---- authorization codes ---------------------------------------------------------------

/// A code is returned once, never after expiry, and never twice.
pub async fn authorization_code_single_use<S: Store + Clone>(store: S) {
    let u = user(&store, "code@example.com").await;
    let input = code("code-1", &u.id, t0());
    store
        .insert_authorization_code(input.clone())
        .await
        .expect("insert");
    assert!(matches!(
        store.insert_authorization_code(input.clone()).await,
        Err(StoreError::Conflict(_))
    ));
    let spent = store
        .consume_authorization_code("code-1", t0() + ms(1))
        .await
        .expect("consume");
    let spent = spent.expect("first use returns the code");
    assert_eq!(spent.user_id, u.id);
    assert_eq!(spent.client_id, input.client_id);
    assert_eq!(spent.redirect_uri, input.redirect_uri);
    assert_eq!(spent.code_challenge, input.code_challenge);
    assert_eq!(
        store
            .consume_authorization_code("code-1", t0() + ms(2))
            .await
            .expect("again"),
        None
    );

    store
        .insert_authorization_code(code("code-2", &u.id, t0()))
        .await
        .expect("insert");
    let expired = t0() + Duration::minutes(1);
    assert_eq!(
        store
            .consume_authorization_code("code-2", expired)
            .await
            .expect("late"),
        None
    );
    let after = expired + ms(1);
    assert_eq!(
        store
            .consume_authorization_code("code-2", after)
            .await
            .expect("after"),
        None
    );
    assert_eq!(
        store
            .consume_authorization_code("missing", t0())
            .await
            .expect("unknown"),
        None
    );
}

/// Concurrent consumers of one code: exactly one gets it.
pub async fn concurrent_authorization_code_consume_has_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "code-race@example.com").await;
    store
        .insert_authorization_code(code("raced", &u.id, t0()))
        .await
        .expect("insert");
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .consume_authorization_code("raced", t0() + ms(5))
                    .await
                    .expect("consume")
            })
        })
        .collect();
    let mut got = 0;
    for task in tasks {
        if task.await.expect("task").is_some() {
            got += 1;
        }
    }
    assert_eq!(got, 1, "exactly one consumer gets the code");
}

// ---- one-time codes --------------------------------------------------------------------

/// The right code verifies once; a wrong one uses an attempt.
pub async fn one_time_code_verifies_once<S: Store + Clone>(store: S) {
    let u = user(&store, "otc@example.com").await;
    let s = session(&store, &u.id).await;
    let now = t0() + ms(1_000);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode,
        "nothing sent yet"
    );
    store
        .insert_one_time_code(otc("123456", &s.id, 3, t0()))
        .await
        .expect("insert");
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "000000", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 2 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "123456", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode,
        "a code verifies once"
    );
    assert!(matches!(
        store
            .insert_one_time_code(otc("1", &SessionId::generate(), 3, t0()))
            .await,
        Err(StoreError::NotFound(_))
    ));
}

/// When the attempts are used up the code is dead, even for the right value.
pub async fn one_time_code_attempts_run_out<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-attempts@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("654321", &s.id, 2, t0()))
        .await
        .expect("insert");
    let now = t0() + ms(1);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "x", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 1 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "y", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 0 }
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "654321", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::NoCode
    );
}

/// A new code replaces the previous one (with fresh attempts); codes expire.
pub async fn one_time_code_is_replaced_and_expires<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-replace@example.com").await;
    let s = session(&store, &u.id).await;
    let other = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("first", &s.id, 1, t0()))
        .await
        .expect("insert");
    store
        .insert_one_time_code(otc("theirs", &other.id, 3, t0()))
        .await
        .expect("insert");
    store
        .insert_one_time_code(otc("second", &s.id, 3, t0() + ms(10)))
        .await
        .expect("replace");
    let now = t0() + ms(20);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "first", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 2 },
        "the replaced code no longer matches"
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "theirs", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Wrong { attempts_left: 1 },
        "codes belong to their session"
    );
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "second", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );

    // A spent code is replaced by a new one too.
    store
        .insert_one_time_code(otc("third", &s.id, 3, t0()))
        .await
        .expect("insert");
    let expired = t0() + Duration::minutes(10);
    assert_eq!(
        store
            .verify_one_time_code(&s.id, "third", expired)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Expired
    );
    assert_eq!(
        store
            .verify_one_time_code(&other.id, "theirs", now)
            .await
            .expect("verify"),
        OneTimeCodeOutcome::Verified
    );
}

/// Concurrent wrong guesses each use exactly one attempt.
pub async fn concurrent_one_time_code_attempts_are_counted_once<S: Store + Clone>(store: S) {
    let u = user(&store, "otc-race@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_one_time_code(otc("secret", &s.id, 3, t0()))
        .await
        .expect("insert");
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            let sid = s.id.clone();
            tokio::spawn(async move {
                store
                    .verify_one_time_code(&sid, &format!("guess-{i}"), t0() + ms(1))
                    .await
                    .expect("verify")
            })
        })
        .collect();
    let mut left = Vec::new();
    let mut no_code = 0;
    for task in tasks {
        match task.await.expect("task") {
            OneTimeCodeOutcome::Wrong { attempts_left } => left.push(attempts_left),
            OneTimeCodeOutcome::NoCode => no_code += 1,
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    left.sort_unstable();
    assert_eq!(left, vec![0, 1, 2]);
    assert_eq!(no_code, 7);
}

// ---- password resets -------------------------------------------------------------------

/// Completing a reset sets the password, unlocks, and revokes every session.
pub async fn password_reset_flow<S: Store + Clone>(store: S) {
    let u = user(&store, "reset@example.com").await;
    for i in 0..3 {
        store
            .record_login_failure(&u.id, t0() + ms(i), 3)
            .await
            .expect("failure");
    }
    let a = session(&store, &u.id).await;
    let b = session(&store, &u.id).await;
    let reset = |hash: &str| NewPasswordReset {
        token_hash: hash.to_owned(),
        user_id: u.id.clone(),
        created_at: t0(),
        expires_at: t0() + Duration::hours(1),
    };
    store
        .insert_password_reset(reset("reset-1"))
        .await
        .expect("insert");
    store
        .insert_password_reset(reset("reset-2"))
        .await
        .expect("insert");
    assert!(matches!(
        store.insert_password_reset(reset("reset-1")).await,
        Err(StoreError::Conflict(_))
    ));

    let now = t0() + ms(60_000);
    let done = store
        .complete_password_reset("reset-1", "new-hash", now)
        .await
        .expect("reset");
    assert_eq!(done, Some(u.id.clone()));
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, "new-hash");
    assert_eq!(read.failed_login_count, 0);
    assert_eq!(read.locked_at, None);
    for id in [&a.id, &b.id] {
        let s = store.session(id).await.expect("read").expect("session");
        assert_eq!(s.revoked_at, Some(now));
        assert_eq!(s.revoke_reason.as_deref(), Some("password_reset"));
    }
    assert_eq!(
        store
            .complete_password_reset("reset-1", "again", now)
            .await
            .expect("spent"),
        None,
        "a token resets once"
    );
    assert_eq!(
        store
            .complete_password_reset("reset-2", "other", now)
            .await
            .expect("stale"),
        None,
        "other outstanding reset links die with the reset"
    );
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, "new-hash");
}

/// Unknown and expired tokens change nothing.
pub async fn password_reset_refusals<S: Store + Clone>(store: S) {
    let u = user(&store, "reset-refused@example.com").await;
    let s = session(&store, &u.id).await;
    store
        .insert_password_reset(NewPasswordReset {
            token_hash: "short".to_owned(),
            user_id: u.id.clone(),
            created_at: t0(),
            expires_at: t0() + ms(1_000),
        })
        .await
        .expect("insert");
    let late = t0() + ms(1_000);
    assert_eq!(
        store
            .complete_password_reset("short", "h", late)
            .await
            .expect("expired"),
        None
    );
    assert_eq!(
        store
            .complete_password_reset("missing", "h", t0())
            .await
            .expect("unknown"),
        None
    );
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, u.password_hash);
    let s = store.session(&s.id).await.expect("read").expect("session");
    assert_eq!(s.revoked_at, None);
}

/// Several links of one user completed at once: exactly one resets the password.
pub async fn concurrent_password_resets_complete_once<S: Store + Clone>(store: S) {
    let u = user(&store, "reset-race@example.com").await;
    for hash in ["link-a", "link-b", "link-c"] {
        store
            .insert_password_reset(NewPasswordReset {
                token_hash: hash.to_owned(),
                user_id: u.id.clone(),
                created_at: t0(),
                expires_at: t0() + Duration::hours(1),
            })
            .await
            .expect("insert");
    }
    let tasks: Vec<_> = ["link-a", "link-b", "link-c", "link-a", "link-b", "link-c"]
        .into_iter()
        .enumerate()
        .map(|(i, hash)| {
            let store = store.clone();
            tokio::spawn(async move {
                let password = format!("hash-{i}");
                let done = store
                    .complete_password_reset(hash, &password, t0() + ms(10))
                    .await
                    .expect("complete");
                done.map(|_| password)
            })
        })
        .collect();
    let mut winners = Vec::new();
    for task in tasks {
        if let Some(password) = task.await.expect("task") {
            winners.push(password);
        }
    }
    assert_eq!(winners.len(), 1, "exactly one reset completes: {winners:?}");
    let read = store.user_by_id(&u.id).await.expect("read").expect("user");
    assert_eq!(read.password_hash, winners[0]);
}

// ---- ledger ----------------------------------------------------------------------------

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
