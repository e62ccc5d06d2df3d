//! Conformance cases of every unit of work: a caller that stops waiting (a request timeout,
//! a client that went away) leaves no transaction open behind it.

use std::time::Duration as StdDuration;

use domain::odds::OddsFormat;

use super::*;

/// Writes and reads dropped at every point of their run (before, inside and after their
/// transaction's `BEGIN`) leave every pooled connection usable: the writes that follow
/// neither wait on a lock nobody releases nor find a transaction already open.
pub async fn cancelled_units_of_work_leave_no_transaction_open<S: Store + Clone>(store: S) {
    let account = user(&store, "cancelled@example.com").await;
    for round in 0..2_000_u64 {
        let format = if round % 2 == 0 {
            OddsFormat::Decimal
        } else {
            OddsFormat::American
        };
        // From no time at all to a few milliseconds: the drop lands anywhere in the run.
        let patience = StdDuration::from_micros((round * 37) % 2_000);
        let write = store.set_odds_format(&account.id, format, t0());
        let _ = tokio::time::timeout(patience, write).await;
        let read = store.user_by_id(&account.id);
        let _ = tokio::time::timeout(patience, read).await;
    }
    // More writes than any pool has connections, each well inside the busy timeout.
    for round in 0..20 {
        let write = store.set_odds_format(&account.id, OddsFormat::Decimal, t0());
        tokio::time::timeout(StdDuration::from_secs(3), write)
            .await
            .unwrap_or_else(|_| panic!("write {round} waited on a transaction left open"))
            .unwrap_or_else(|e| panic!("write {round} after cancelled ones: {e}"));
    }
    let preferences = store.user_preferences(&account.id).await.expect("read");
    assert_eq!(preferences.odds_format, OddsFormat::Decimal);
}
