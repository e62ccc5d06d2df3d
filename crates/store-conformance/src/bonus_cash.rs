//! Conformance cases of bonus cash ([`BonusCashStore`](store::BonusCashStore)): wagers count
//! once per source towards the grant that plays (the chosen one, otherwise the oldest); a
//! rollback takes its count back once; a grant played through converts to cash once, also
//! when concurrent wagers complete it together, and the next grant plays; an expired grant
//! goes back to the operator once. The ledger verifies after each.

use super::{assert_ledger_ok, t0, user};
use chrono::{DateTime, Duration, Utc};
use domain::ids::{BonusCashId, UserId};
use domain::ledger::HouseAccount;
use domain::money::Currency;
use domain::promotion::{AWARD_INSTANCE, Definition, Grant};
use std::sync::Arc;
use store::{
    AwardItem, AwardOutcome, BonusCash, BonusCashStatus, BonusCashWager, NewPromotionAward, Store,
    StoreError,
};
use tokio::sync::Barrier;

/// Grants `user` `cents` of bonus cash to be wagered `multiple` times, from a promotion of its
/// own (`slug`), at `at`, expiring seven days later.
async fn grant<S: Store>(
    store: &S,
    user: &UserId,
    slug: &str,
    cents: i64,
    multiple: i64,
    at: DateTime<Utc>,
) -> BonusCash {
    let json = serde_json::json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": format!("Bonus cash {slug}"),
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2030-01-01T00:00:00Z",
        "trigger": { "kind": "deposit", "minCents": 1000 },
        "awards": [{ "kind": "bonusCash", "amount": { "fixedCents": cents }, "playThrough": multiple }],
        "caps": { "awardDays": 7 }
    });
    let definition = Definition::from_json(json.to_string().as_bytes()).expect("definition");
    let promotion = store
        .create_promotion(definition, "ops", at)
        .await
        .expect("create promotion");
    let expires_at = at + Duration::days(7);
    let outcome = store
        .award_promotion(NewPromotionAward {
            promotion_id: promotion.id.clone(),
            version: promotion.version,
            user_id: user.clone(),
            currency: Currency::Usd,
            instance: AWARD_INSTANCE.to_owned(),
            source: format!("deposit:{slug}"),
            grants: vec![Grant::BonusCash {
                amount_cents: cents,
                play_through_cents: cents * multiple,
                expires_at,
            }],
            items: vec![AwardItem::BonusCash {
                cents,
                play_through_cents: cents * multiple,
                expires_at,
            }],
            at,
        })
        .await
        .expect("award");
    let AwardOutcome::Granted(award) = outcome else {
        panic!("expected a grant, got {outcome:?}");
    };
    let held = store.bonus_cash(user).await.expect("bonus cash");
    let found = held.into_iter().find(|b| b.award_id == award.id);
    let found = found.expect("the award's bonus cash");
    assert_eq!(found.promotion_id, promotion.id);
    found
}

fn wager(user: &UserId, source: &str, cents: i64) -> BonusCashWager {
    BonusCashWager {
        user_id: user.clone(),
        source: source.to_owned(),
        cents,
    }
}

async fn one<S: Store>(store: &S, user: &UserId, id: &BonusCashId) -> BonusCash {
    store
        .bonus_cash(user)
        .await
        .expect("bonus cash")
        .into_iter()
        .find(|b| &b.id == id)
        .expect("the grant")
}

/// (cash, bonus) of `user`.
async fn money<S: Store>(store: &S, user: &UserId) -> (i64, i64) {
    let b = store.balances(user, Currency::Usd).await.expect("balances");
    (b.cash.cents, b.bonus.cents)
}

/// Counting, choosing, taking back, converting and expiring, one step at a time.
pub async fn bonus_cash_plays_through_converts_and_expires_once<S: Store>(store: S) {
    let bettor = user(&store, "bonus@example.com").await.id;
    let other = user(&store, "other@example.com").await.id;
    // A: $20.00 to wager 5x ($100.00); B, a minute younger: $10.00 to wager 3x ($30.00).
    let a = grant(&store, &bettor, "grant-a", 2000, 5, t0()).await;
    let b = grant(
        &store,
        &bettor,
        "grant-b",
        1000,
        3,
        t0() + Duration::minutes(1),
    )
    .await;
    assert_eq!(
        (a.remaining.cents, a.play_through.cents, a.wagered.cents),
        (2000, 10_000, 0)
    );
    assert_eq!((a.status, a.chosen_at), (BonusCashStatus::Active, None));
    assert_eq!(money(&store, &bettor).await, (0, 3000));
    let listed: Vec<BonusCashId> = store
        .bonus_cash(&bettor)
        .await
        .unwrap()
        .into_iter()
        .map(|g| g.id)
        .collect();
    assert_eq!(listed, [b.id.clone(), a.id.clone()], "newest first");

    // The oldest plays; a source counts once.
    let at = t0() + Duration::hours(1);
    let none = store
        .count_bonus_cash_wagers(vec![wager(&bettor, "bet:1", 5000)], at)
        .await
        .unwrap();
    assert!(none.is_empty());
    store
        .count_bonus_cash_wagers(vec![wager(&bettor, "bet:1", 5000)], at)
        .await
        .unwrap();
    assert_eq!(one(&store, &bettor, &a.id).await.wagered.cents, 5000);
    assert_eq!(one(&store, &bettor, &b.id).await.wagered.cents, 0);

    // Choosing B: refused for an unknown id and another bettor's grant.
    let unknown = store
        .set_active_bonus_cash(&bettor, &BonusCashId::from_raw("nope"), at)
        .await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("bonus_cash"))),
        "{unknown:?}"
    );
    let theirs = store.set_active_bonus_cash(&other, &b.id, at).await;
    assert!(
        matches!(theirs, Err(StoreError::NotFound("bonus_cash"))),
        "{theirs:?}"
    );
    let chosen = store
        .set_active_bonus_cash(&bettor, &b.id, at)
        .await
        .unwrap();
    assert_eq!(chosen.id, b.id);
    assert!(chosen.chosen_at.is_some());

    // $30.00 on B plays it through: its $10.00 becomes cash at once; A plays next.
    let converted = store
        .count_bonus_cash_wagers(
            vec![
                wager(&bettor, "bet:2", 3000),
                wager(&bettor, "casino:builtin:tx-1", 3000),
            ],
            at,
        )
        .await
        .unwrap();
    assert_eq!(converted.len(), 1, "{converted:?}");
    assert_eq!(converted[0].id, b.id);
    let b_now = one(&store, &bettor, &b.id).await;
    assert_eq!(
        (b_now.status, b_now.remaining.cents, b_now.wagered.cents),
        (BonusCashStatus::Converted, 0, 3000)
    );
    assert_eq!(money(&store, &bettor).await, (1000, 2000));
    assert_eq!(one(&store, &bettor, &a.id).await.wagered.cents, 8000);
    let again = store.set_active_bonus_cash(&bettor, &b.id, at).await;
    assert!(
        matches!(again, Err(StoreError::Conflict("bonus_cash_not_active"))),
        "{again:?}"
    );

    // A rollback takes its debit's count back once; the debit replayed counts nothing.
    assert!(
        store
            .uncount_bonus_cash_wager(&bettor, "casino:builtin:tx-1", at)
            .await
            .unwrap()
    );
    assert!(
        !store
            .uncount_bonus_cash_wager(&bettor, "casino:builtin:tx-1", at)
            .await
            .unwrap()
    );
    store
        .count_bonus_cash_wagers(vec![wager(&bettor, "casino:builtin:tx-1", 3000)], at)
        .await
        .unwrap();
    assert_eq!(one(&store, &bettor, &a.id).await.wagered.cents, 5000);
    // A rollback before its debit: the debit, arriving late, counts nothing.
    assert!(
        !store
            .uncount_bonus_cash_wager(&bettor, "casino:builtin:tx-2", at)
            .await
            .unwrap()
    );
    store
        .count_bonus_cash_wagers(vec![wager(&bettor, "casino:builtin:tx-2", 700)], at)
        .await
        .unwrap();
    assert_eq!(one(&store, &bettor, &a.id).await.wagered.cents, 5000);
    // A bettor without bonus cash: nothing counted, nothing refused.
    let nothing = store
        .count_bonus_cash_wagers(vec![wager(&other, "bet:3", 900)], at)
        .await
        .unwrap();
    assert!(nothing.is_empty());
    assert!(store.bonus_cash(&other).await.unwrap().is_empty());
    let bad = store
        .count_bonus_cash_wagers(vec![wager(&bettor, "bet:4", 0)], at)
        .await;
    assert!(
        matches!(bad, Err(StoreError::Conflict("bonus_cash_wager"))),
        "{bad:?}"
    );

    // A expires seven days after its grant, once: its $20.00 goes back to the operator.
    let early = store
        .expire_bonus_cash(t0() + Duration::days(7) - Duration::milliseconds(1), 10)
        .await
        .unwrap();
    assert!(early.is_empty());
    let expired = store
        .expire_bonus_cash(t0() + Duration::days(8), 10)
        .await
        .unwrap();
    assert_eq!(expired.len(), 1);
    assert_eq!(
        (expired[0].id.clone(), expired[0].status),
        (a.id.clone(), BonusCashStatus::Expired)
    );
    assert!(
        store
            .expire_bonus_cash(t0() + Duration::days(9), 10)
            .await
            .unwrap()
            .is_empty()
    );
    let a_now = one(&store, &bettor, &a.id).await;
    assert_eq!(
        (a_now.status, a_now.remaining.cents),
        (BonusCashStatus::Expired, 0)
    );
    assert_eq!(money(&store, &bettor).await, (1000, 0));
    // Nothing plays any more: wagers count nothing.
    assert!(
        store
            .count_bonus_cash_wagers(vec![wager(&bettor, "bet:5", 50_000)], at)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        store
            .house_balance(HouseAccount::Promotions, Currency::Usd)
            .await
            .unwrap(),
        -1000,
        "granted 30.00, 20.00 back"
    );
    assert_ledger_ok(&store).await;
}

/// Eight wagers completing one grant at once convert it exactly once (its $20.00 to cash
/// once); the wagers that lost the race count towards the next grant, none is lost.
pub async fn concurrent_wagers_convert_bonus_cash_once<S: Store + Clone>(store: S) {
    let bettor = user(&store, "race@example.com").await.id;
    let a = grant(&store, &bettor, "grant-a", 2000, 5, t0()).await;
    let b = grant(
        &store,
        &bettor,
        "grant-b",
        1000,
        50,
        t0() + Duration::minutes(1),
    )
    .await;
    let at = t0() + Duration::hours(1);
    store
        .count_bonus_cash_wagers(vec![wager(&bettor, "bet:0", 8000)], at)
        .await
        .unwrap();
    let start = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (1..=8)
        .map(|i| {
            let (store, start) = (store.clone(), start.clone());
            let w = wager(&bettor, &format!("casino:builtin:tx-{i}"), 2000);
            tokio::spawn(async move {
                start.wait().await;
                store.count_bonus_cash_wagers(vec![w], at).await
            })
        })
        .collect();
    let mut converted = Vec::new();
    for task in tasks {
        converted.extend(task.await.expect("task").expect("count"));
    }
    assert_eq!(converted.len(), 1, "one conversion: {converted:?}");
    assert_eq!(converted[0].id, a.id);
    let a_now = one(&store, &bettor, &a.id).await;
    assert_eq!(
        (a_now.status, a_now.wagered.cents, a_now.remaining.cents),
        (BonusCashStatus::Converted, 10_000, 0)
    );
    let b_now = one(&store, &bettor, &b.id).await;
    assert_eq!(
        (b_now.status, b_now.wagered.cents),
        (BonusCashStatus::Active, 7 * 2000)
    );
    assert_eq!(money(&store, &bettor).await, (2000, 1000));
    assert_ledger_ok(&store).await;
}
