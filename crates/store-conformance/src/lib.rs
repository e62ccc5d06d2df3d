//! The conformance suite every backend passes: each trait method, its edge cases, and the
//! concurrency guarantees (no overdraft, single-use codes and tokens, exact lock threshold).
//!
//! A backend's tests implement [`Harness`] (a fresh, migrated database per test, removed in
//! `teardown`) and expand [`conformance_tests!`], which generates
//! one `#[tokio::test]` per case so a failure names its case:
//!
//! ```ignore
//! struct Fresh { store: SqliteStore, path: PathBuf }
//! impl store_conformance::Harness for Fresh { /* setup, store, teardown */ }
//! store_conformance::conformance_tests!(Fresh);
//! ```
//!
//! Every case is also a public `async fn(store)` so it can be called on its own.
// Test code: a failed expectation is a panic that names what went wrong.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic,
    clippy::as_conversions
)]

use std::future::Future;
use std::panic::AssertUnwindSafe;

use chrono::{DateTime, Duration, NaiveDate, Utc};
use domain::ids::{SessionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, Posting, TransactionKind,
};
use domain::money::{Currency, Money};
use futures::FutureExt;

use store::{
    Balances, NewAuthorizationCode, NewOneTimeCode, NewPasswordReset, NewRefreshToken, NewSession,
    NewUser, OneTimeCodeOutcome, RefreshOutcome, Session, SessionKind, Store, StoreError, User,
};

mod betting;
mod bonus_cash;
mod cancellation;
mod casino;
mod casino_rewards;
mod catalogue;
mod flags;
mod geolocation;
mod identity;
mod jackpot;
mod lease;
mod ledger;
mod linking;
mod payments;
mod placement_keys;
mod platform;
mod promotion;
mod responsible_gaming;
mod search;
mod settings;
mod settlement;
mod tax;
mod telemetry;
mod verification;
pub use betting::*;
pub use bonus_cash::*;
pub use cancellation::*;
pub use casino::*;
pub use casino_rewards::*;
pub use catalogue::*;
pub use flags::*;
pub use geolocation::*;
pub use identity::*;
pub use jackpot::*;
pub use lease::*;
pub use ledger::*;
pub use linking::*;
pub use payments::*;
pub use placement_keys::*;
pub use platform::*;
pub use promotion::*;
pub use responsible_gaming::*;
pub use search::*;
pub use settings::*;
pub use settlement::*;
pub use tax::*;
pub use telemetry::*;
pub use verification::*;

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
            concurrent_submission_claims_have_one_winner,
            payments_submission_claim_rules,
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
            betting_account_reads_what_the_separate_reads_do,
            betting_rewards_are_checked,
            betting_malformed_bets_are_refused,
            betting_wager_windows_are_enforced,
            betting_pending_bets_resolve_once,
            betting_bets_are_private,
            betslip_compare_and_set_and_move,
            concurrent_pending_rejections_refund_once,
            concurrent_placements_never_overdraw,
            concurrent_replays_place_once,
            placement_keys_with_another_fingerprint_are_refused,
            concurrent_placements_with_one_key_place_one_payload,
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
            cancelled_units_of_work_leave_no_transaction_open,
            casino_replays_answer_the_first_answer,
            casino_conflicting_replays_are_refused,
            casino_debits_need_funds_and_positive_stakes,
            concurrent_casino_debits_never_overdraw,
            casino_debits_recheck_spend_windows,
            casino_rollback_gives_a_debit_back_once,
            casino_rollback_before_its_debit_refuses_the_debit,
            casino_credit_after_debit,
            casino_sessions_are_private,
            casino_history_lists_rounds_with_totals,
            casino_demo_sessions_play_money,
            casino_round_records_freeze_when_finished,
            casino_wallet_calls_keep_their_round_records,
            casino_debits_close_their_rounds,
            casino_stake_account_reads_what_the_separate_reads_do,
            w2g_one_form_per_round_under_concurrent_reports,
            w2g_forms_are_private_and_an_id_covers_the_waiting_ones,
            w2g_tin_and_address_are_copied_per_form_and_kept_per_account,
            identity_scan_flow_and_results_once,
            concurrent_identity_results_apply_once,
            identity_attempts_and_reviews,
            lifetime_deposits_count_deposits_not_failed,
            recent_searches_newest_first_unique_and_bounded,
            lease_has_one_holder_and_a_growing_token,
            concurrent_lease_acquisitions_have_one_winner,
            settlement_grades_are_fenced_by_the_jobs_lease,
            concurrent_searches_keep_three,
            account_links_hold_one_identity_per_account_and_partner,
            accounts_racing_for_one_identity_link_once,
            casino_free_rounds_pay_stakes_and_come_back_on_rollback,
            concurrent_free_round_debits_never_go_below_zero,
            casino_daily_free_rounds_grant_once_per_day,
            casino_balance_usage_draws_credits_first,
            settings_persist_beside_the_other_preferences,
            casino_visits_are_marked_once,
            jackpot_pools_are_funded_once,
            concurrent_jackpot_contributions_are_exact,
            a_forced_jackpot_hit_pays_the_pool_once,
            concurrent_jackpot_hits_pay_each_pool_once,
            a_replayed_debit_neither_contributes_nor_draws,
            jackpots_skip_free_rounds_demo_and_bad_draws,
            promotions_are_versioned_and_audited,
            a_promotion_award_moves_money_through_the_ledger_once,
            promotion_awards_need_a_live_current_promotion,
            promotion_enrollments_are_recorded_once,
            pick_one_opt_ins_hold_one_per_group,
            segments_hold_each_account_once,
            promotion_holders_read_many_accounts_at_once,
            concurrent_qualifying_events_award_once,
            concurrent_awards_stop_at_the_cap,
            a_batch_of_awards_answers_each_in_its_place,
            the_first_successful_deposit_is_the_earliest_completed,
            bonus_cash_plays_through_converts_and_expires_once,
            concurrent_wagers_convert_bonus_cash_once,
        );
    };
    (@cases $harness:ty; $($case:ident),* $(,)?) => {
        $(
            #[$crate::__tokio::test(
                flavor = "multi_thread",
                worker_threads = 4,
                crate = "store_conformance::__tokio"
            )]
            async fn $case() {
                $crate::run::<$harness, _, _>($crate::$case).await;
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

async fn assert_ledger_ok<S: Store>(store: &S) -> store::LedgerReport {
    let report = store.verify_ledger().await.expect("verify ledger");
    assert!(report.is_ok(), "ledger must verify: {report:?}");
    report
}
