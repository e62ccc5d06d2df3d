//! Conformance cases of [`TaxStore`](store::TaxStore): one W-2G form per round under
//! concurrent reports (raised, not duplicated, by a later report of a bigger win), forms
//! answered to their owner only, and ID documents that cover every waiting form, are refused
//! when nothing waits, and are never answered beyond their type, last four and date; the TIN
//! and address given with an ID: the TIN answered as its kind and last four, the address
//! copied onto the forms it covered and kept per account (the latest given).

use super::{t0, user};
use chrono::Duration;
use domain::ids::UserId;
use domain::money::{Currency, Money};
use domain::tax::address::UsAddress;
use domain::tax::id_document::{DocumentKind, IdType};
use domain::tax::tin::TinKind;
use domain::tax::w2g::WagerType;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use store::{NewIdDocument, NewW2gForm, Store, StoreError, TinSummary};
use tokio::sync::Barrier;

fn usd(cents: i64) -> Money {
    Money::new(cents, Currency::Usd)
}

/// A fresh form id per report, as the server draws one.
fn form_id() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    format!("w2g-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

pub(crate) fn form(user: &UserId, round: &str, won: i64) -> NewW2gForm {
    NewW2gForm {
        id: form_id(),
        user_id: user.clone(),
        provider: "builtin".into(),
        round_id: round.into(),
        session_id: Some("g-1".into()),
        game: "slot".into(),
        game_name: "Gold Rush Reels".into(),
        wager_type: WagerType::Slot,
        tax_year: 2026,
        reportable: usd(won),
        staked: usd(100),
        won: usd(won),
        won_at: t0(),
    }
}

fn document(user: &UserId, id: &str) -> NewIdDocument {
    NewIdDocument {
        id: id.into(),
        user_id: user.clone(),
        id_type: IdType::Passport,
        number_last_four: "6789".into(),
        number_sealed: "c2VhbGVkLW51bWJlcg==".into(),
        document_kind: DocumentKind::Png,
        document_sealed: "c2VhbGVkLWRvY3VtZW50".into(),
        tin_kind: TinKind::Ssn,
        tin_last_four: "4321".into(),
        tin_sealed: "c2VhbGVkLXRpbg==".into(),
        address: address("1 Main Street", None),
        at: t0() + Duration::minutes(5),
    }
}

fn address(line1: &str, line2: Option<&str>) -> UsAddress {
    UsAddress {
        line1: line1.into(),
        line2: line2.map(Into::into),
        city: "Newark".into(),
        state: "NJ".into(),
        zip: "07102-1234".into(),
    }
}

/// Twenty concurrent reports of one round write one form; a later report of a bigger win
/// raises it; a smaller one leaves it.
pub async fn w2g_one_form_per_round_under_concurrent_reports<S: Store + Clone>(store: S) {
    let u = user(&store, "w2g-race@example.com").await.id;
    let start = Arc::new(Barrier::new(20));
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let (store, start, u) = (store.clone(), start.clone(), u.clone());
            tokio::spawn(async move {
                start.wait().await;
                store.record_w2g_form(form(&u, "r-1", 250_000)).await
            })
        })
        .collect();
    let mut ids = Vec::new();
    for task in tasks {
        ids.push(task.await.expect("task").expect("recorded").id);
    }
    ids.dedup();
    assert_eq!(ids.len(), 1, "one form for the round: {ids:?}");
    let forms = store.w2g_forms(&u).await.expect("forms");
    assert_eq!(forms.len(), 1);
    assert_eq!(forms[0].won, usd(250_000));
    assert_eq!(forms[0].id_document, None);

    let raised = store
        .record_w2g_form(form(&u, "r-1", 300_000))
        .await
        .expect("raised");
    assert_eq!(
        (raised.id.as_str(), raised.won),
        (ids[0].as_str(), usd(300_000))
    );
    let kept = store
        .record_w2g_form(form(&u, "r-1", 210_000))
        .await
        .expect("kept");
    assert_eq!(kept.won, usd(300_000));
    assert_eq!(store.w2g_forms(&u).await.expect("forms").len(), 1);

    // Another user's report naming the round is refused and changes nothing.
    let other = user(&store, "w2g-race-other@example.com").await.id;
    assert!(matches!(
        store.record_w2g_form(form(&other, "r-1", 900_000)).await,
        Err(StoreError::Conflict("w2g_round"))
    ));
    assert!(store.w2g_forms(&other).await.expect("forms").is_empty());
    assert_eq!(
        store.w2g_forms(&u).await.expect("forms")[0].won,
        usd(300_000)
    );
    // An unknown user is not found.
    assert!(matches!(
        store
            .record_w2g_form(form(&UserId::from_raw("nobody"), "r-2", 250_000))
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

/// Forms answer their owner only; an ID upload covers every waiting form and is refused when
/// nothing waits.
pub async fn w2g_forms_are_private_and_an_id_covers_the_waiting_ones<S: Store + Clone>(store: S) {
    let u = user(&store, "w2g-owner@example.com").await.id;
    let other = user(&store, "w2g-stranger@example.com").await.id;
    assert_eq!(store.pending_w2g_form(&u).await.expect("pending"), None);
    assert!(matches!(
        store.save_w2g_id_document(document(&u, "doc-0")).await,
        Err(StoreError::Conflict("w2g_not_required"))
    ));

    let first = store
        .record_w2g_form(form(&u, "r-a", 200_000))
        .await
        .expect("first");
    let mut later = form(&u, "r-b", 400_000);
    later.won_at = t0() + Duration::minutes(1);
    let second = store.record_w2g_form(later).await.expect("second");
    assert_eq!(
        store
            .pending_w2g_form(&u)
            .await
            .expect("pending")
            .map(|f| f.id),
        Some(first.id.clone()),
        "the oldest waiting form"
    );
    // Newest win first; the other user sees nothing of them.
    let ids: Vec<String> = store
        .w2g_forms(&u)
        .await
        .expect("forms")
        .into_iter()
        .map(|f| f.id)
        .collect();
    assert_eq!(ids, vec![second.id.clone(), first.id.clone()]);
    assert!(store.w2g_forms(&other).await.expect("forms").is_empty());
    assert_eq!(store.w2g_form(&other, &first.id).await.expect("form"), None);
    assert_eq!(store.pending_w2g_form(&other).await.expect("pending"), None);
    assert!(matches!(
        store.save_w2g_id_document(document(&other, "doc-x")).await,
        Err(StoreError::Conflict("w2g_not_required"))
    ));

    assert_eq!(
        store
            .save_w2g_id_document(document(&u, "doc-1"))
            .await
            .expect("saved"),
        2
    );
    assert_eq!(store.pending_w2g_form(&u).await.expect("pending"), None);
    let covered = store
        .w2g_form(&u, &first.id)
        .await
        .expect("form")
        .expect("own form");
    let summary = covered.id_document.expect("its document");
    assert_eq!(
        (
            summary.id.as_str(),
            summary.id_type,
            summary.number_last_four.as_str(),
            summary.tin,
            summary.uploaded_at
        ),
        (
            "doc-1",
            IdType::Passport,
            "6789",
            Some(TinSummary {
                kind: TinKind::Ssn,
                last_four: "4321".into()
            }),
            t0() + Duration::minutes(5)
        )
    );
    // A new win waits for a new ID.
    store
        .record_w2g_form(form(&u, "r-c", 200_000))
        .await
        .expect("third");
    assert!(store.pending_w2g_form(&u).await.expect("pending").is_some());
}

/// The address given with an ID is copied onto every form it covers and kept as the account's
/// latest; a later ID with another address changes the account's and the new forms', never
/// the forms covered before. Another account sees none of it.
pub async fn w2g_tin_and_address_are_copied_per_form_and_kept_per_account<S: Store + Clone>(
    store: S,
) {
    let u = user(&store, "w2g-address@example.com").await.id;
    let other = user(&store, "w2g-address-other@example.com").await.id;
    let first = store
        .record_w2g_form(form(&u, "r-addr-1", 250_000))
        .await
        .expect("first");
    assert_eq!(first.address, None, "no address while waiting");
    assert_eq!(store.w2g_taxpayer_address(&u).await.expect("address"), None);
    store
        .save_w2g_id_document(document(&u, "doc-addr-1"))
        .await
        .expect("saved");
    let old = address("1 Main Street", None);
    let covered = store
        .w2g_form(&u, &first.id)
        .await
        .expect("form")
        .expect("own form");
    assert_eq!(covered.address.as_ref(), Some(&old));
    assert_eq!(
        store.w2g_taxpayer_address(&u).await.expect("address"),
        Some(old.clone())
    );

    let second = store
        .record_w2g_form(form(&u, "r-addr-2", 250_000))
        .await
        .expect("second");
    let moved = address("22 Broad Street", Some("Apt 4"));
    let mut later = document(&u, "doc-addr-2");
    later.address = moved.clone();
    later.tin_kind = TinKind::Itin;
    later.tin_last_four = "9876".into();
    assert_eq!(store.save_w2g_id_document(later).await.expect("saved"), 1);
    assert_eq!(
        store.w2g_taxpayer_address(&u).await.expect("address"),
        Some(moved.clone()),
        "the latest given"
    );
    let forms = store.w2g_forms(&u).await.expect("forms");
    let by_id = |id: &str| forms.iter().find(|f| f.id == id).expect("listed");
    assert_eq!(
        by_id(&first.id).address.as_ref(),
        Some(&old),
        "kept as given"
    );
    assert_eq!(by_id(&second.id).address.as_ref(), Some(&moved));
    assert_eq!(
        by_id(&second.id)
            .id_document
            .as_ref()
            .and_then(|d| d.tin.clone()),
        Some(TinSummary {
            kind: TinKind::Itin,
            last_four: "9876".into()
        })
    );
    assert_eq!(
        store.w2g_taxpayer_address(&other).await.expect("address"),
        None
    );
    assert!(store.w2g_forms(&other).await.expect("forms").is_empty());
}
