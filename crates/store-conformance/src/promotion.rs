//! Conformance cases of promotions ([`PromotionStore`](store::PromotionStore)): definitions are
//! stored with their version and an audit row for every change; a live code is unique; an
//! award moves its money through the ledger in one transaction and is made once per account
//! and promotion, however many qualifying events race for it; a cap of accounts holds under
//! concurrency; a paused promotion and a stale version award nothing.

use super::{assert_ledger_ok, t0, user};
use chrono::Duration;
use domain::ids::{PromotionId, UserId};
use domain::ledger::HouseAccount;
use domain::money::Currency;
use domain::promotion::{
    AWARD_INSTANCE, Action, Definition, Grant, Lifecycle, TriggerKind, UseRestriction,
};
use std::sync::Arc;
use store::{
    AwardItem, AwardOutcome, BonusCashStatus, NewPromotionAward, NewReward, Promotion, RewardKind,
    Store, StoreError,
};
use tokio::sync::Barrier;

/// A deposit-match definition: `slug`, code `code` (if any), at most `cap` accounts.
fn definition(slug: &str, code: Option<&str>, cap: Option<u32>) -> Definition {
    let json = serde_json::json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": "Deposit Match",
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2030-01-01T00:00:00Z",
        "eligibility": { "promoCode": code },
        "trigger": { "kind": "deposit", "minCents": 1000 },
        "awards": [
            { "kind": "bonusCash", "amount": { "matchPercent": 100, "maxCents": 50000 }, "playThrough": 5 },
            { "kind": "promotionalCredit", "amount": { "fixedCents": 500 } },
            { "kind": "bonusBet", "amount": { "fixedCents": 1000 } }
        ],
        "caps": { "maxAwards": cap, "awardDays": 7 }
    });
    Definition::from_json(json.to_string().as_bytes()).expect("valid definition")
}

async fn create<S: Store>(
    store: &S,
    slug: &str,
    code: Option<&str>,
    cap: Option<u32>,
) -> Promotion {
    store
        .create_promotion(definition(slug, code, cap), "ops@example.com", t0())
        .await
        .expect("create promotion")
}

/// The award a $20.00 deposit earns: $20.00 bonus cash (5x), $5.00 credit, a $10.00 bonus bet.
fn award(promotion: &Promotion, user: &UserId, source: &str) -> NewPromotionAward {
    let expires_at = t0() + Duration::days(7);
    NewPromotionAward {
        promotion_id: promotion.id.clone(),
        version: promotion.version,
        user_id: user.clone(),
        currency: Currency::Usd,
        instance: AWARD_INSTANCE.to_owned(),
        source: source.to_owned(),
        grants: vec![
            Grant::BonusCash {
                amount_cents: 2000,
                play_through_cents: 10_000,
                expires_at,
            },
            Grant::PromotionalCredit { amount_cents: 500 },
            Grant::BonusBet {
                title: "Deposit Match".to_owned(),
                amount_cents: 1000,
                restriction: UseRestriction::default(),
                expires_at,
            },
        ],
        items: vec![
            AwardItem::BonusCash {
                cents: 2000,
                play_through_cents: 10_000,
                expires_at,
            },
            AwardItem::PromotionalCredit { cents: 500 },
            AwardItem::Reward(NewReward {
                user_id: user.clone(),
                kind: RewardKind::FreeBet,
                title: "Deposit Match".to_owned(),
                amount_cents: 1000,
                currency: Currency::Usd,
                boost_percentage: 0,
                max_stake_cents: 0,
                min_legs: None,
                max_legs: None,
                event_id: None,
                bet_types: Vec::new(),
                expires_at,
                granted_by: String::new(),
                created_at: t0(),
            }),
        ],
        at: t0(),
    }
}

/// (bonus, promotional credit) of `user`.
async fn promo_balances<S: Store>(store: &S, user: &UserId) -> (i64, i64) {
    let b = store.balances(user, Currency::Usd).await.expect("balances");
    (b.bonus.cents, b.promotional_credit.cents)
}

/// Creation stores version 1 with a `create` audit row; slugs and live codes are unique;
/// pause, resume and end follow the lifecycle, each audited with the promotion before and
/// after; an ended promotion frees its code.
pub async fn promotions_are_versioned_and_audited<S: Store>(store: S) {
    let p = create(&store, "deposit-match", Some("WELCOME100"), None).await;
    assert_eq!((p.version, p.lifecycle), (1, Lifecycle::Live));
    assert_eq!(p.created_by, "ops@example.com");
    let same_slug = store
        .create_promotion(definition("deposit-match", None, None), "ops", t0())
        .await;
    assert!(
        matches!(same_slug, Err(StoreError::Conflict("promotion_slug"))),
        "{same_slug:?}"
    );
    let same_code = store
        .create_promotion(
            definition("other-match", Some("WELCOME100"), None),
            "ops",
            t0(),
        )
        .await;
    assert!(
        matches!(same_code, Err(StoreError::Conflict("promo_code"))),
        "{same_code:?}"
    );

    assert_eq!(
        store.promotion("deposit-match").await.unwrap(),
        Some(p.clone())
    );
    assert_eq!(
        store.promotion(p.id.as_str()).await.unwrap(),
        Some(p.clone())
    );
    assert_eq!(
        store
            .live_promotion_by_code("WELCOME100")
            .await
            .unwrap()
            .map(|x| x.id),
        Some(p.id.clone())
    );
    assert_eq!(
        store
            .live_promotions(Some(TriggerKind::Deposit))
            .await
            .unwrap()
            .len(),
        1
    );
    assert!(
        store
            .live_promotions(Some(TriggerKind::SignUp))
            .await
            .unwrap()
            .is_empty()
    );

    let later = t0() + Duration::minutes(1);
    let paused = store
        .change_promotion(&p.id, Action::Pause, "lead@example.com", later)
        .await
        .unwrap();
    assert_eq!(
        (paused.lifecycle, paused.updated_at),
        (Lifecycle::Paused, later)
    );
    assert!(
        store
            .live_promotion_by_code("WELCOME100")
            .await
            .unwrap()
            .is_none()
    );
    assert!(store.live_promotions(None).await.unwrap().is_empty());
    let again = store
        .change_promotion(&p.id, Action::Pause, "lead", later)
        .await;
    assert!(
        matches!(again, Err(StoreError::Conflict("promotion_state"))),
        "{again:?}"
    );
    store
        .change_promotion(&p.id, Action::Resume, "lead", later)
        .await
        .unwrap();
    store
        .change_promotion(&p.id, Action::End, "lead", later)
        .await
        .unwrap();
    let after_end = store
        .change_promotion(&p.id, Action::Resume, "lead", later)
        .await;
    assert!(
        matches!(after_end, Err(StoreError::Conflict("promotion_state"))),
        "{after_end:?}"
    );
    let unknown = store
        .change_promotion(&PromotionId::from_raw("nope"), Action::End, "lead", later)
        .await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("promotion"))),
        "{unknown:?}"
    );

    let trail = store.promotion_audit(&p.id).await.unwrap();
    let actions: Vec<&str> = trail.iter().map(|a| a.action.as_str()).collect();
    assert_eq!(actions, ["create", "pause", "resume", "end"]);
    assert_eq!(trail[0].before, None);
    assert_eq!(trail[0].actor, "ops@example.com");
    assert_eq!(trail[1].actor, "lead@example.com");
    let status = |json: &str| {
        serde_json::from_str::<serde_json::Value>(json).unwrap()["status"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_eq!(status(trail[1].before.as_deref().unwrap()), "live");
    assert_eq!(status(&trail[1].after), "paused");
    assert_eq!(status(&trail[3].after), "ended");
    let created: serde_json::Value = serde_json::from_str(&trail[0].after).unwrap();
    assert_eq!(created["definition"]["slug"], "deposit-match");
    assert_eq!(created["version"], 1);

    // The ended promotion's code is free again.
    create(&store, "reload-match", Some("WELCOME100"), None).await;
    assert_eq!(store.promotions().await.unwrap().len(), 2);
}

/// An award posts bonus cash to the bonus bucket and credit to promotional credit (both from
/// House(Promotions)), stores its bonus bet, and is made once: a second qualifying event
/// answers the first award and moves nothing.
pub async fn a_promotion_award_moves_money_through_the_ledger_once<S: Store>(store: S) {
    let p = create(&store, "deposit-match", None, None).await;
    let bettor = user(&store, "promo@example.com").await;
    let first = store
        .award_promotion(award(&p, &bettor.id, "deposit:1"))
        .await
        .unwrap();
    let AwardOutcome::Granted(granted) = first else {
        panic!("expected a grant, got {first:?}");
    };
    assert_eq!(granted.source, "deposit:1");
    assert_eq!(granted.grants.len(), 3);
    assert_eq!(promo_balances(&store, &bettor.id).await, (2000, 500));
    assert_eq!(
        store
            .house_balance(HouseAccount::Promotions, Currency::Usd)
            .await
            .unwrap(),
        -2500
    );
    let rewards = store.available_rewards(&bettor.id, t0()).await.unwrap();
    assert_eq!(rewards.len(), 1);
    assert_eq!(rewards[0].amount_cents, 1000);
    assert_eq!(rewards[0].granted_by, format!("promotion:{}", p.id));
    let bonus = store.bonus_cash(&bettor.id).await.unwrap();
    assert_eq!(bonus.len(), 1);
    assert_eq!(
        (
            bonus[0].amount.cents,
            bonus[0].play_through.cents,
            bonus[0].wagered.cents
        ),
        (2000, 10_000, 0)
    );
    assert_eq!(bonus[0].status, BonusCashStatus::Active);
    assert_eq!(bonus[0].award_id, granted.id);

    let second = store
        .award_promotion(award(&p, &bettor.id, "deposit:2"))
        .await
        .unwrap();
    assert_eq!(second, AwardOutcome::AlreadyAwarded(granted.clone()));
    assert_eq!(promo_balances(&store, &bettor.id).await, (2000, 500));
    assert_eq!(
        store
            .available_rewards(&bettor.id, t0())
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        store.promotion_awards(&bettor.id).await.unwrap(),
        vec![granted]
    );
    assert_eq!(store.promotion_award_count(&p.id).await.unwrap(), 1);
    assert_ledger_ok(&store).await;
}

/// A paused promotion awards nothing; a stale version, an empty award and an unknown user
/// are refused with nothing written.
pub async fn promotion_awards_need_a_live_current_promotion<S: Store>(store: S) {
    let p = create(&store, "deposit-match", None, None).await;
    let bettor = user(&store, "promo@example.com").await;
    store
        .change_promotion(&p.id, Action::Pause, "ops", t0())
        .await
        .unwrap();
    let paused = store
        .award_promotion(award(&p, &bettor.id, "deposit:1"))
        .await;
    assert!(matches!(paused, Ok(AwardOutcome::NotLive)), "{paused:?}");
    store
        .change_promotion(&p.id, Action::Resume, "ops", t0())
        .await
        .unwrap();

    let mut stale = award(&p, &bettor.id, "deposit:1");
    stale.version = 2;
    let stale = store.award_promotion(stale).await;
    assert!(
        matches!(stale, Err(StoreError::Conflict("promotion_version"))),
        "{stale:?}"
    );
    let mut empty = award(&p, &bettor.id, "deposit:1");
    empty.items.clear();
    let empty = store.award_promotion(empty).await;
    assert!(
        matches!(empty, Err(StoreError::Conflict("award"))),
        "{empty:?}"
    );
    let mut zero = award(&p, &bettor.id, "deposit:1");
    zero.items[1] = AwardItem::PromotionalCredit { cents: 0 };
    let zero = store.award_promotion(zero).await;
    assert!(
        matches!(zero, Err(StoreError::Conflict("award"))),
        "{zero:?}"
    );
    let ghost = UserId::from_raw("ghost");
    let mut unknown = award(&p, &ghost, "deposit:1");
    unknown.items.truncate(2);
    let unknown = store.award_promotion(unknown).await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("user"))),
        "{unknown:?}"
    );

    assert_eq!(promo_balances(&store, &bettor.id).await, (0, 0));
    assert!(store.promotion_awards(&bettor.id).await.unwrap().is_empty());
    assert_eq!(store.promotion_award_count(&p.id).await.unwrap(), 0);
    assert_ledger_ok(&store).await;
}

/// Opt-ins are recorded once; an unknown promotion is not found.
pub async fn promotion_enrollments_are_recorded_once<S: Store>(store: S) {
    let p = create(&store, "deposit-match", None, None).await;
    let bettor = user(&store, "promo@example.com").await;
    assert!(
        store
            .enroll_promotion(&bettor.id, &p.id, None, t0())
            .await
            .unwrap()
    );
    assert!(
        !store
            .enroll_promotion(&bettor.id, &p.id, None, t0())
            .await
            .unwrap()
    );
    assert_eq!(
        store.promotion_enrollments(&bettor.id).await.unwrap(),
        vec![p.id.clone()]
    );
    let unknown = store
        .enroll_promotion(&bettor.id, &PromotionId::from_raw("nope"), None, t0())
        .await;
    assert!(
        matches!(unknown, Err(StoreError::NotFound("promotion"))),
        "{unknown:?}"
    );
}

/// A pick-one group holds one opt-in per account: another promotion of the group is refused,
/// the same one again is answered as before, another account is not affected, and of eight
/// claims at once on eight promotions one stands.
pub async fn pick_one_opt_ins_hold_one_per_group<S: Store + Clone>(store: S) {
    const GROUP: &str = "play_your_way";
    let offers = [
        create(&store, "pick-sports", None, None).await,
        create(&store, "pick-casino", None, None).await,
    ];
    let bettor = user(&store, "pick@example.com").await;
    let other = user(&store, "pick-other@example.com").await;
    let claim = |who: &UserId, p: &Promotion| {
        let (store, who, id) = (store.clone(), who.clone(), p.id.clone());
        async move { store.enroll_promotion(&who, &id, Some(GROUP), t0()).await }
    };
    assert!(claim(&bettor.id, &offers[0]).await.unwrap());
    assert!(!claim(&bettor.id, &offers[0]).await.unwrap());
    let refused = claim(&bettor.id, &offers[1]).await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("pick_one"))),
        "{refused:?}"
    );
    assert!(claim(&other.id, &offers[1]).await.unwrap());
    // An opt-in outside the group is still open.
    assert!(
        store
            .enroll_promotion(&bettor.id, &offers[1].id, None, t0())
            .await
            .unwrap()
    );
    assert_eq!(
        store.promotion_enrollments(&bettor.id).await.unwrap(),
        vec![offers[0].id.clone(), offers[1].id.clone()]
    );

    let mut many = Vec::new();
    for i in 0..8 {
        many.push(create(&store, &format!("pick-many-{i}"), None, None).await);
    }
    let racer = user(&store, "pick-race@example.com").await;
    let start = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = many
        .iter()
        .map(|p| {
            let (store, start, who, id) =
                (store.clone(), start.clone(), racer.id.clone(), p.id.clone());
            tokio::spawn(async move {
                start.wait().await;
                store.enroll_promotion(&who, &id, Some(GROUP), t0()).await
            })
        })
        .collect();
    let mut stood = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(true) => stood += 1,
            Err(StoreError::Conflict("pick_one")) => {}
            other => panic!("a claim answered {other:?}"),
        }
    }
    assert_eq!(stood, 1);
    assert_eq!(
        store.promotion_enrollments(&racer.id).await.unwrap().len(),
        1
    );
}

/// An account is in a segment once; removing it takes it out; the listing counts accounts; an
/// unknown account is not found.
pub async fn segments_hold_each_account_once<S: Store>(store: S) {
    let a = user(&store, "seg-a@example.com").await;
    let b = user(&store, "seg-b@example.com").await;
    assert!(
        store
            .add_to_segment("vip", &a.id, "ops", t0())
            .await
            .unwrap()
    );
    assert!(
        !store
            .add_to_segment("vip", &a.id, "ops", t0())
            .await
            .unwrap()
    );
    assert!(
        store
            .add_to_segment("vip", &b.id, "ops", t0())
            .await
            .unwrap()
    );
    assert!(
        store
            .add_to_segment("lapsed", &a.id, "ops", t0())
            .await
            .unwrap()
    );
    assert_eq!(
        store.user_segments(&a.id).await.unwrap(),
        ["lapsed".to_owned(), "vip".to_owned()]
    );
    assert_eq!(
        store.segments().await.unwrap(),
        [("lapsed".to_owned(), 1), ("vip".to_owned(), 2)]
    );
    assert!(store.remove_from_segment("vip", &a.id).await.unwrap());
    assert!(!store.remove_from_segment("vip", &a.id).await.unwrap());
    assert_eq!(
        store.user_segments(&a.id).await.unwrap(),
        ["lapsed".to_owned()]
    );
    let ghost = store
        .add_to_segment("vip", &UserId::from_raw("ghost"), "ops", t0())
        .await;
    assert!(
        matches!(ghost, Err(StoreError::NotFound("user"))),
        "{ghost:?}"
    );
}

/// The engine's batch read of many accounts answers what the one-account reads answer, for
/// each account that exists, in id order; unknown ids are left out.
pub async fn promotion_holders_read_many_accounts_at_once<S: Store>(store: S) {
    let first = create(&store, "deposit-match", None, None).await;
    let second = create(&store, "reload-match", None, None).await;
    let a = user(&store, "holder-a@example.com").await;
    let b = user(&store, "holder-b@example.com").await;
    for p in [&second, &first] {
        store
            .enroll_promotion(&a.id, &p.id, None, t0())
            .await
            .unwrap();
    }
    store
        .add_to_segment("vip", &a.id, "ops", t0())
        .await
        .unwrap();
    store
        .add_to_segment("lapsed", &a.id, "ops", t0())
        .await
        .unwrap();
    store
        .award_promotion(award(&first, &a.id, "deposit:1"))
        .await
        .unwrap();
    store
        .award_promotion(award(&second, &a.id, "deposit:2"))
        .await
        .unwrap();
    assert!(store.promotion_holders(&[]).await.unwrap().is_empty());
    let ghost = UserId::from_raw("ghost");
    let holders = store
        .promotion_holders(&[b.id.clone(), ghost, a.id.clone(), b.id.clone()])
        .await
        .unwrap();
    let mut ids = vec![a.id.clone(), b.id.clone()];
    ids.sort();
    assert_eq!(
        holders
            .iter()
            .map(|h| h.user.id.clone())
            .collect::<Vec<_>>(),
        ids
    );
    for h in &holders {
        assert_eq!(
            h.enrolled,
            store.promotion_enrollments(&h.user.id).await.unwrap()
        );
        assert_eq!(h.segments, store.user_segments(&h.user.id).await.unwrap());
        assert_eq!(h.awards, store.promotion_awards(&h.user.id).await.unwrap());
    }
    let of_a = holders.iter().find(|h| h.user.id == a.id).unwrap();
    assert_eq!(
        (of_a.enrolled.len(), of_a.segments.len(), of_a.awards.len()),
        (2, 2, 2)
    );
    let of_b = holders.iter().find(|h| h.user.id == b.id).unwrap();
    assert!(of_b.enrolled.is_empty() && of_b.segments.is_empty() && of_b.awards.is_empty());
}

/// Eight simultaneous qualifying events of one account grant once: one award, one posting
/// of each amount, one bonus bet; the others answer that award.
pub async fn concurrent_qualifying_events_award_once<S: Store + Clone>(store: S) {
    let p = create(&store, "deposit-match", None, None).await;
    let bettor = user(&store, "promo@example.com").await;
    let start = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let (store, start) = (store.clone(), start.clone());
            let request = award(&p, &bettor.id, &format!("deposit:{i}"));
            tokio::spawn(async move {
                start.wait().await;
                store.award_promotion(request).await
            })
        })
        .collect();
    let mut granted = Vec::new();
    let mut answered = Vec::new();
    for task in tasks {
        match task.await.expect("task").expect("award") {
            AwardOutcome::Granted(a) => granted.push(a),
            AwardOutcome::AlreadyAwarded(a) => answered.push(a),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(granted.len(), 1, "exactly one event grants");
    assert!(
        answered.iter().all(|a| *a == granted[0]),
        "the others answer it"
    );
    assert_eq!(promo_balances(&store, &bettor.id).await, (2000, 500));
    assert_eq!(
        store
            .available_rewards(&bettor.id, t0())
            .await
            .unwrap()
            .len(),
        1
    );
    assert_eq!(store.bonus_cash(&bettor.id).await.unwrap().len(), 1);
    assert_ledger_ok(&store).await;
}

/// A cap of three accounts holds when eight accounts qualify at once.
pub async fn concurrent_awards_stop_at_the_cap<S: Store + Clone>(store: S) {
    let p = create(&store, "deposit-match", None, Some(3)).await;
    let mut bettors = Vec::new();
    for i in 0..8 {
        bettors.push(user(&store, &format!("promo{i}@example.com")).await.id);
    }
    let start = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = bettors
        .iter()
        .map(|u| {
            let (store, start) = (store.clone(), start.clone());
            let request = award(&p, u, "deposit:1");
            tokio::spawn(async move {
                start.wait().await;
                store.award_promotion(request).await
            })
        })
        .collect();
    let mut granted = 0;
    for task in tasks {
        match task.await.expect("task").expect("award") {
            AwardOutcome::Granted(_) => granted += 1,
            AwardOutcome::CapReached => {}
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(granted, 3);
    assert_eq!(store.promotion_award_count(&p.id).await.unwrap(), 3);
    let mut bonus = 0;
    for u in &bettors {
        bonus += promo_balances(&store, u).await.0;
    }
    assert_eq!(bonus, 3 * 2000, "money moved for the three awards alone");
    assert_ledger_ok(&store).await;
}

/// A batch of awards is made in one transaction, each answered in its place: grants, an
/// account's second award of a promotion (in the same batch), a cap reached within the batch,
/// a stale version, a malformed award and an unknown promotion; the refusals write nothing and
/// leave the grants be. A write that fails (an unknown account) undoes the whole batch.
pub async fn a_batch_of_awards_answers_each_in_its_place<S: Store>(store: S) {
    let open = create(&store, "deposit-match", None, None).await;
    let capped = create(&store, "capped-match", None, Some(1)).await;
    let a = user(&store, "a@example.com").await.id;
    let b = user(&store, "b@example.com").await.id;
    let mut stale = award(&open, &b, "deposit:3");
    stale.version = 2;
    let mut empty = award(&open, &b, "deposit:4");
    empty.items.clear();
    let mut unknown = award(&open, &b, "deposit:5");
    unknown.promotion_id = PromotionId::from_raw("no-such-promotion");
    let answers = store
        .award_promotions(vec![
            award(&open, &a, "deposit:1"),
            award(&open, &a, "deposit:2"),
            award(&capped, &a, "deposit:1"),
            award(&capped, &b, "deposit:1"),
            stale,
            empty,
            unknown,
        ])
        .await
        .unwrap();
    assert_eq!(answers.len(), 7);
    let Ok(AwardOutcome::Granted(first)) = &answers[0] else {
        panic!("expected a grant, got {:?}", answers[0]);
    };
    assert!(
        matches!(&answers[1], Ok(AwardOutcome::AlreadyAwarded(a)) if a == first),
        "{:?}",
        answers[1]
    );
    assert!(
        matches!(answers[2], Ok(AwardOutcome::Granted(_))),
        "{:?}",
        answers[2]
    );
    assert!(
        matches!(answers[3], Ok(AwardOutcome::CapReached)),
        "{:?}",
        answers[3]
    );
    assert!(
        matches!(answers[4], Err(StoreError::Conflict("promotion_version"))),
        "{:?}",
        answers[4]
    );
    assert!(
        matches!(answers[5], Err(StoreError::Conflict("award"))),
        "{:?}",
        answers[5]
    );
    assert!(
        matches!(answers[6], Err(StoreError::NotFound("promotion"))),
        "{:?}",
        answers[6]
    );
    // What a batch answers is what the store keeps.
    let kept = store.promotion_awards(&a).await.unwrap();
    assert_eq!(kept.len(), 2);
    assert!(kept.contains(first), "{kept:?} holds {first:?}");
    assert_eq!(promo_balances(&store, &a).await, (4000, 1000));
    assert_eq!(promo_balances(&store, &b).await, (0, 0));
    assert!(store.promotion_awards(&b).await.unwrap().is_empty());

    // An unknown account fails the batch: the grant beside it is undone.
    let c = user(&store, "c@example.com").await.id;
    let mut ghost = award(&open, &UserId::from_raw("ghost"), "deposit:6");
    ghost.items.truncate(2);
    let failed = store
        .award_promotions(vec![award(&open, &c, "deposit:1"), ghost])
        .await;
    assert!(
        matches!(failed, Err(StoreError::NotFound("user"))),
        "{failed:?}"
    );
    assert!(store.promotion_awards(&c).await.unwrap().is_empty());
    assert_eq!(promo_balances(&store, &c).await, (0, 0));
    assert_eq!(store.promotion_award_count(&open.id).await.unwrap(), 1);
    assert_ledger_ok(&store).await;
}

/// The first successful deposit is the earliest to complete: not a declined one, not a
/// withdrawal, not a later one.
pub async fn the_first_successful_deposit_is_the_earliest_completed<S: Store>(store: S) {
    use domain::ids::PaymentId;
    use domain::payments::{Direction, PaymentEvent, PaymentStatus};
    use store::{NewPayment, PaymentCreated};
    let bettor = user(&store, "first@example.com").await;
    assert_eq!(
        store.first_successful_deposit(&bettor.id).await.unwrap(),
        None
    );
    let mut ids = Vec::new();
    for key in ["a", "b", "c"] {
        let created = store
            .create_payment(NewPayment {
                id: PaymentId::generate(),
                user_id: bettor.id.clone(),
                direction: Direction::Deposit,
                provider: "card".to_owned(),
                method_id: None,
                amount: domain::money::Money::new(2000, Currency::Usd),
                status: PaymentStatus::Pending,
                idempotency_key: key.to_owned(),
                region: "US-NJ".to_owned(),
                promotion_code: None,
                processor_reference: None,
                next_step_at: None,
                at: t0(),
            })
            .await
            .unwrap();
        let PaymentCreated::New(p) = created else {
            panic!("expected a new payment, got {created:?}");
        };
        ids.push(p.id);
    }
    let at = |minutes| t0() + Duration::minutes(minutes);
    // The first created is declined; the third completes before the second.
    store
        .settle_payment(&ids[0], PaymentEvent::Declined, Some("Declined"), at(1))
        .await
        .unwrap();
    store
        .settle_payment(&ids[2], PaymentEvent::Confirmed, None, at(2))
        .await
        .unwrap();
    store
        .settle_payment(&ids[1], PaymentEvent::Confirmed, None, at(3))
        .await
        .unwrap();
    assert_eq!(
        store.first_successful_deposit(&bettor.id).await.unwrap(),
        Some(ids[2].clone())
    );
}
