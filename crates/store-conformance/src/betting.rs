//! Conformance cases of [`BettingStore`](store::BettingStore): betslip compare-and-set and
//! moves, rewards and promotional credit, placements (read back, idempotent replays, all or
//! nothing refusals, rewards, wager windows), pending bets resolved both ways, privacy, and
//! the concurrency guarantees (no overdraft, one placement per key, one use per reward, a
//! window never exceeded).

use super::{assert_ledger_ok, cash, fund, session, t0, user};
use chrono::Duration;
use domain::betslip::{PlacementFingerprint, RequestFingerprint};
use domain::ids::{BetId, UserId};
use domain::money::Currency;
use domain::responsible_gaming::changes::{HistoryAction, HistoryLine, SlotState};
use domain::responsible_gaming::{LimitType, Slot};
use std::sync::Arc;
use store::{
    Audit, BetStatus, LimitWrite, NewBet, NewBetLeg, NewReward, PlaceBets, PlaceOutcome, PlacedBet,
    Reward, RewardKind, RewardStatus, Store, StoreError, WagerActivity, WagerWindow,
};
use tokio::sync::Barrier;

pub(super) fn leg(selection: &str, event: &str) -> NewBetLeg {
    NewBetLeg {
        selection_id: selection.to_owned(),
        market_id: format!("{selection}-market"),
        event_id: event.to_owned(),
        odds_numerator: 10,
        odds_denominator: 11,
        points_halves: Some(-7),
        teased_points_halves: None,
        selection_name: format!("{selection} -3.5"),
        market_name: "Spread".to_owned(),
        event_name: "Home vs Away".to_owned(),
        event_starts_at: t0() + Duration::hours(2),
        in_play: false,
    }
}

/// A cash straight bet at 10/11 (-110).
pub(super) fn straight(selection: &str, stake: i64) -> NewBet {
    NewBet {
        id: BetId::generate(),
        bet_type: "straight".to_owned(),
        stake_cents: stake,
        total_stake_cents: stake,
        source: "cash".to_owned(),
        free_bet_id: None,
        profit_boost_id: None,
        odds_numerator: 10,
        odds_denominator: 11,
        boosted_numerator: None,
        boosted_denominator: None,
        boost_percentage: None,
        boost_max_stake_cents: None,
        potential_payout_cents: stake + stake * 10 / 11,
        round_robin_sizes: vec![],
        teaser_points_halves: None,
        legs: vec![leg(selection, "event-1")],
        status: BetStatus::Open,
        accept_after: None,
    }
}

pub(super) fn free_bet(selection: &str, stake: i64, reward: &str) -> NewBet {
    NewBet {
        source: "free_bet".to_owned(),
        free_bet_id: Some(reward.to_owned()),
        potential_payout_cents: stake * 10 / 11,
        ..straight(selection, stake)
    }
}

/// A fingerprint of what `bets` ask for (each bet's type, legs and stake): the store only
/// compares fingerprints, so placements of the same bets have the same one.
pub(super) fn fingerprint(bets: &[NewBet]) -> PlacementFingerprint {
    let asked: Vec<(String, i64)> = bets
        .iter()
        .map(|b| {
            let legs: Vec<&str> = b.legs.iter().map(|l| l.selection_id.as_str()).collect();
            (
                format!("{}:{}:{}", b.bet_type, b.source, legs.join(",")),
                b.total_stake_cents,
            )
        })
        .collect();
    let pairs: Vec<(&str, i64)> = asked.iter().map(|(id, c)| (id.as_str(), *c)).collect();
    PlacementFingerprint::of(&RequestFingerprint::of(1, false, &pairs), &[])
}

pub(super) fn placement(
    user: &UserId,
    session: &store::Session,
    key: &str,
    bets: Vec<NewBet>,
) -> PlaceBets {
    PlaceBets {
        user_id: user.clone(),
        session_id: session.id.clone(),
        currency: Currency::Usd,
        idempotency_key: key.to_owned(),
        fingerprint: fingerprint(&bets),
        bets,
        wager_windows: vec![],
        at: t0(),
    }
}

fn reward(user: &UserId, kind: RewardKind, amount: i64, expires_in: Duration) -> NewReward {
    NewReward {
        user_id: user.clone(),
        kind,
        title: match kind {
            RewardKind::FreeBet => "$5 Bonus Bet".to_owned(),
            RewardKind::ProfitBoost => "50% Profit Boost".to_owned(),
        },
        amount_cents: amount,
        currency: Currency::Usd,
        boost_percentage: if kind == RewardKind::ProfitBoost {
            50
        } else {
            0
        },
        max_stake_cents: if kind == RewardKind::ProfitBoost {
            2_500
        } else {
            0
        },
        min_legs: None,
        max_legs: Some(12),
        event_id: None,
        bet_types: vec!["straight".to_owned(), "parlay".to_owned()],
        expires_at: t0() + expires_in,
        granted_by: "admin:ops@example.com".to_owned(),
        created_at: t0() - Duration::hours(1),
    }
}

pub(super) async fn grant<S: Store>(
    store: &S,
    user: &UserId,
    kind: RewardKind,
    amount: i64,
) -> Reward {
    store
        .grant_reward(reward(user, kind, amount, Duration::days(7)))
        .await
        .expect("grant reward")
}

pub(super) fn placed(outcome: PlaceOutcome) -> Vec<PlacedBet> {
    match outcome {
        PlaceOutcome::Placed { bets, .. } => bets,
        other => panic!("expected Placed, got {other:?}"),
    }
}

async fn ledger_transactions<S: Store>(store: &S) -> u64 {
    store.verify_ledger().await.expect("verify").transactions
}

/// Bets are written with their legs and read back the same way by the owner; stakes move
/// from cash to the house's wagers account and count as wager activity.
pub async fn betting_place_and_read_back<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-read@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 10_000, "fund-bets-read").await;
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 0);

    let single = straight("sel-a", 1_000);
    let mut parlay = NewBet {
        bet_type: "parlay".to_owned(),
        odds_numerator: 264,
        odds_denominator: 100,
        potential_payout_cents: 500 + 1_320,
        legs: vec![leg("sel-b", "event-2"), leg("sel-c", "event-3")],
        ..straight("sel-b", 500)
    };
    parlay.legs[1].in_play = true;
    parlay.legs[1].points_halves = None;
    parlay.legs[1].teased_points_halves = Some(5);
    let rr = NewBet {
        bet_type: "round_robin".to_owned(),
        stake_cents: 100,
        total_stake_cents: 300,
        odds_numerator: 1,
        odds_denominator: 1,
        potential_payout_cents: 2_000,
        round_robin_sizes: vec![2],
        legs: vec![
            leg("sel-d", "event-4"),
            leg("sel-e", "event-5"),
            leg("sel-f", "event-6"),
        ],
        ..straight("sel-d", 100)
    };
    let outcome = store
        .place_bets(placement(
            &u.id,
            &s,
            "click-1",
            vec![single.clone(), parlay.clone(), rr.clone()],
        ))
        .await
        .unwrap();
    let PlaceOutcome::Placed { bets, balances } = outcome else {
        panic!("expected Placed, got {outcome:?}");
    };
    assert_eq!(balances.cash.cents, 10_000 - 1_000 - 500 - 300);
    assert_eq!(bets.len(), 3);
    let ids: Vec<&BetId> = bets.iter().map(|b| &b.id).collect();
    assert_eq!(ids, vec![&single.id, &parlay.id, &rr.id], "placement order");

    let p = &bets[1];
    assert_eq!(p.user_id, u.id);
    assert_eq!(p.session_id, s.id);
    assert_eq!(p.idempotency_key, "click-1");
    assert_eq!(p.bet_type, "parlay");
    assert_eq!(p.status, BetStatus::Open);
    assert_eq!((p.stake_cents, p.total_stake_cents), (500, 500));
    assert_eq!(p.source, "cash");
    assert_eq!(p.currency, Currency::Usd);
    assert_eq!((p.odds_numerator, p.odds_denominator), (264, 100));
    assert_eq!(p.potential_payout_cents, 1_820);
    assert_eq!(p.placed_at, t0());
    assert_eq!(p.resolved_at, None);
    assert_eq!(p.legs.len(), 2);
    let second = &p.legs[1];
    assert_eq!(second.id, format!("{}:1", p.id));
    assert_eq!(second.bet_id, p.id);
    assert_eq!(second.position, 1);
    assert_eq!(second.selection_id, "sel-c");
    assert_eq!(second.market_id, "sel-c-market");
    assert_eq!(second.event_id, "event-3");
    assert_eq!((second.odds_numerator, second.odds_denominator), (10, 11));
    assert_eq!(second.points_halves, None);
    assert_eq!(second.teased_points_halves, Some(5));
    assert_eq!(second.selection_name, "sel-c -3.5");
    assert_eq!(second.market_name, "Spread");
    assert_eq!(second.event_name, "Home vs Away");
    assert_eq!(second.event_starts_at, t0() + Duration::hours(2));
    assert!(second.in_play);
    assert_eq!(p.legs[0].points_halves, Some(-7));
    assert!(!p.legs[0].in_play);
    assert_eq!(bets[2].round_robin_sizes, vec![2]);
    assert_eq!(bets[2].legs.len(), 3);

    let read = store
        .bet(&u.id, &parlay.id)
        .await
        .unwrap()
        .expect("owner reads it");
    assert_eq!(&read, p);
    let newest_first = store.bets_of(&u.id, 10).await.unwrap();
    assert_eq!(newest_first.len(), 3);
    assert_eq!(store.bets_of(&u.id, 2).await.unwrap().len(), 2);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 3);
    assert_eq!(cash(&store, &u.id).await, 8_200);
    let totals = store.wager_totals(&u.id, &[t0()]).await.unwrap();
    assert_eq!(totals[0].stakes, 1_800);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 4, "funding and one stake per bet");

    // Later placements come first.
    let mut later = placement(&u.id, &s, "click-2", vec![straight("sel-z", 100)]);
    // Sub-millisecond instants answer as stored.
    later.at = t0() + Duration::minutes(1) + Duration::microseconds(700);
    let later_bets = placed(store.place_bets(later).await.unwrap());
    let newest_first = store.bets_of(&u.id, 10).await.unwrap();
    assert_eq!(newest_first[0], later_bets[0]);
    assert_eq!(newest_first[0].placed_at, t0() + Duration::minutes(1));
}

/// A placement with a key used before and the same fingerprint answers the first
/// placement's bets; nothing moves.
pub async fn betting_idempotent_replay<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-replay@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 5_000, "fund-bets-replay").await;
    let boost = grant(&store, &u.id, RewardKind::ProfitBoost, 0).await;
    let mut first = straight("sel-a", 1_000);
    first.profit_boost_id = Some(boost.id.clone());
    let bets = placed(
        store
            .place_bets(placement(&u.id, &s, "same-click", vec![first]))
            .await
            .unwrap(),
    );
    let transactions = ledger_transactions(&store).await;

    // The retry carries fresh bet ids for the same bets: the first answer wins.
    let mut retry = straight("sel-a", 1_000);
    retry.profit_boost_id = Some(boost.id.clone());
    let outcome = store
        .place_bets(placement(&u.id, &s, "same-click", vec![retry]))
        .await
        .unwrap();
    let PlaceOutcome::Replayed {
        bets: replayed,
        balances,
    } = outcome
    else {
        panic!("expected Replayed, got {outcome:?}");
    };
    assert_eq!(replayed, bets);
    assert_eq!(balances.cash.cents, 4_000);
    assert_eq!(cash(&store, &u.id).await, 4_000);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 1);
    assert_eq!(ledger_transactions(&store).await, transactions);
    assert_eq!(
        store.wager_totals(&u.id, &[t0()]).await.unwrap()[0].stakes,
        1_000
    );

    // Keys are per account: another bettor's same key is a new placement.
    let other = user(&store, "bets-replay-2@example.com").await;
    let other_session = session(&store, &other.id).await;
    fund(&store, &other.id, 1_000, "fund-bets-replay-2").await;
    placed(
        store
            .place_bets(placement(
                &other.id,
                &other_session,
                "same-click",
                vec![straight("sel-a", 300)],
            ))
            .await
            .unwrap(),
    );
    assert_eq!(cash(&store, &other.id).await, 700);
    assert_ledger_ok(&store).await;
}

/// A bet that cannot be paid for refuses the whole placement: no bet, no stake, no reward
/// used, no wager activity, and the key stays free.
pub async fn betting_insufficient_funds_rolls_back<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-funds@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 1_000, "fund-bets-funds").await;
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    let boost = grant(&store, &u.id, RewardKind::ProfitBoost, 0).await;
    let mut boosted = straight("sel-a", 600);
    boosted.profit_boost_id = Some(boost.id.clone());
    let bets = vec![
        free_bet("sel-b", 500, &bonus.id),
        boosted,
        straight("sel-c", 600),
    ];
    let transactions = ledger_transactions(&store).await;
    let outcome = store
        .place_bets(placement(&u.id, &s, "too-much", bets))
        .await
        .unwrap();
    assert_eq!(outcome, PlaceOutcome::InsufficientFunds { bet_index: 2 });
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 0);
    assert_eq!(ledger_transactions(&store).await, transactions);
    assert_eq!(store.available_rewards(&u.id, t0()).await.unwrap().len(), 2);
    assert_eq!(
        store.wager_totals(&u.id, &[t0()]).await.unwrap()[0].stakes,
        0
    );

    // Promotional credit is a bucket of its own.
    let mut credit = straight("sel-d", 100);
    credit.source = "promotional_credit".to_owned();
    assert_eq!(
        store
            .place_bets(placement(&u.id, &s, "no-credit", vec![credit]))
            .await
            .unwrap(),
        PlaceOutcome::InsufficientFunds { bet_index: 0 }
    );

    // The same key places once the placement fits.
    let bets = placed(
        store
            .place_bets(placement(
                &u.id,
                &s,
                "too-much",
                vec![free_bet("sel-b", 500, &bonus.id), straight("sel-c", 1_000)],
            ))
            .await
            .unwrap(),
    );
    assert_eq!(bets.len(), 2);
    assert_eq!(cash(&store, &u.id).await, 0);
    let left = store.available_rewards(&u.id, t0()).await.unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].id, boost.id);
    assert_ledger_ok(&store).await;
}

/// The account a betslip operation reads, in one round trip, is what the separate reads say:
/// available rewards, balances in the currency, preferences and limit slots; an unknown user
/// is not found.
pub async fn betting_account_reads_what_the_separate_reads_do<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-account@example.com").await;
    fund(&store, &u.id, 2_500, "fund-bets-account").await;
    grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    grant(&store, &u.id, RewardKind::ProfitBoost, 0).await;
    store
        .grant_promotional_credit(&u.id, 300, Currency::Usd, "bets-account-credit", t0())
        .await
        .unwrap();
    store
        .write_limit(LimitWrite {
            user_id: u.id.clone(),
            slot: Slot::new(LimitType::MaxSingleWager, None).unwrap(),
            expected_version: 0,
            state: SlotState {
                active: Some(5_000),
                pending: None,
            },
            history: vec![HistoryLine {
                action: HistoryAction::Set,
                previous: None,
                current: Some(5_000),
            }],
            audit: Audit {
                user_id: u.id.clone(),
                session_id: None,
                action: "limit.set".to_owned(),
                detail: "max single wager".to_owned(),
                at: t0(),
            },
        })
        .await
        .unwrap();

    let account = store
        .betting_account(&u.id, Currency::Usd, t0())
        .await
        .unwrap();
    assert_eq!(account.rewards.len(), 2);
    assert_eq!(
        account.rewards,
        store.available_rewards(&u.id, t0()).await.unwrap()
    );
    assert_eq!(account.balances.cash.cents, 2_500);
    assert_eq!(account.balances.promotional_credit.cents, 300);
    assert_eq!(
        account.balances,
        store.balances(&u.id, Currency::Usd).await.unwrap()
    );
    assert_eq!(
        account.preferences,
        store.user_preferences(&u.id).await.unwrap()
    );
    assert_eq!(account.limits.len(), 1);
    assert_eq!(account.limits, store.limits(&u.id).await.unwrap());
    // Rewards past their expiry are not available.
    let later = t0() + Duration::days(365);
    assert!(
        store
            .betting_account(&u.id, Currency::Usd, later)
            .await
            .unwrap()
            .rewards
            .is_empty()
    );
    assert!(matches!(
        store
            .betting_account(&UserId::from_raw("nobody"), Currency::Usd, t0())
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

/// Promotional credit is granted idempotently by key and stakes bets from its own bucket;
/// non-positive grants are refused.
pub async fn betting_promotional_credit<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-credit@example.com").await;
    let s = session(&store, &u.id).await;
    let first = store
        .grant_promotional_credit(&u.id, 2_000, Currency::Usd, "promo-1", t0())
        .await
        .unwrap();
    let again = store
        .grant_promotional_credit(&u.id, 2_000, Currency::Usd, "promo-1", t0())
        .await
        .unwrap();
    assert_eq!(first, again);
    for cents in [0, -5] {
        assert!(matches!(
            store
                .grant_promotional_credit(&u.id, cents, Currency::Usd, "promo-bad", t0())
                .await,
            Err(StoreError::Conflict("amount"))
        ));
    }
    let balances = store.balances(&u.id, Currency::Usd).await.unwrap();
    assert_eq!(balances.promotional_credit.cents, 2_000);
    let mut credit = straight("sel-a", 1_500);
    credit.source = "promotional_credit".to_owned();
    let outcome = store
        .place_bets(placement(&u.id, &s, "credit-bet", vec![credit]))
        .await
        .unwrap();
    let PlaceOutcome::Placed { bets, balances } = outcome else {
        panic!("expected Placed, got {outcome:?}");
    };
    assert_eq!(bets[0].source, "promotional_credit");
    assert_eq!(balances.promotional_credit.cents, 500);
    assert_eq!(balances.cash.cents, 0);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 2);
}

/// Rewards: available lists only usable ones; an expired, used, revoked-kind, foreign or
/// too-small reward refuses the placement whole.
pub async fn betting_rewards_are_checked<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-rewards@example.com").await;
    let other = user(&store, "bets-rewards-2@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 10_000, "fund-bets-rewards").await;
    let granted = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    assert_eq!(granted.status, RewardStatus::Available);
    assert_eq!(granted.kind, RewardKind::FreeBet);
    assert_eq!(granted.amount_cents, 500);
    assert_eq!(granted.max_legs, Some(12));
    assert_eq!(granted.bet_types, vec!["straight", "parlay"]);
    assert_eq!(granted.used_by_bet, None);
    let expired = store
        .grant_reward(reward(&u.id, RewardKind::FreeBet, 500, Duration::zero()))
        .await
        .unwrap();
    let foreign = grant(&store, &other.id, RewardKind::FreeBet, 500).await;
    let boost = grant(&store, &u.id, RewardKind::ProfitBoost, 0).await;
    assert_eq!(boost.boost_percentage, 50);
    assert_eq!(boost.max_stake_cents, 2_500);
    let available: Vec<String> = store
        .available_rewards(&u.id, t0())
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect();
    assert_eq!(available.len(), 2);
    assert!(available.contains(&granted.id) && available.contains(&boost.id));
    assert!(matches!(
        store
            .grant_reward(reward(
                &UserId::from_raw("nobody"),
                RewardKind::FreeBet,
                500,
                Duration::days(1)
            ))
            .await,
        Err(StoreError::NotFound("user"))
    ));

    let refused = |reward_id: &str| PlaceOutcome::RewardUnavailable {
        reward_id: reward_id.to_owned(),
    };
    let cases = [
        (
            "expired",
            free_bet("sel-a", 500, &expired.id),
            expired.id.clone(),
        ),
        (
            "foreign",
            free_bet("sel-a", 500, &foreign.id),
            foreign.id.clone(),
        ),
        (
            "wrong kind",
            free_bet("sel-a", 500, &boost.id),
            boost.id.clone(),
        ),
        (
            "too small",
            free_bet("sel-a", 600, &granted.id),
            granted.id.clone(),
        ),
        (
            "unknown",
            free_bet("sel-a", 500, "no-such-reward"),
            "no-such-reward".to_owned(),
        ),
    ];
    for (what, bet, id) in cases {
        let outcome = store
            .place_bets(placement(
                &u.id,
                &s,
                what,
                vec![straight("sel-z", 100), bet],
            ))
            .await
            .unwrap();
        assert_eq!(outcome, refused(&id), "{what}");
    }
    assert_eq!(cash(&store, &u.id).await, 10_000, "refusals move nothing");
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 0);

    let bets = placed(
        store
            .place_bets(placement(
                &u.id,
                &s,
                "use-it",
                vec![free_bet("sel-a", 500, &granted.id)],
            ))
            .await
            .unwrap(),
    );
    assert_eq!(bets[0].free_bet_id.as_deref(), Some(granted.id.as_str()));
    assert_eq!(
        cash(&store, &u.id).await,
        10_000,
        "a bonus bet moves no money"
    );
    let used = store
        .place_bets(placement(
            &u.id,
            &s,
            "use-again",
            vec![free_bet("sel-b", 500, &granted.id)],
        ))
        .await
        .unwrap();
    assert_eq!(used, refused(&granted.id));
    // One reward twice in one placement.
    let mut first = straight("sel-c", 100);
    first.profit_boost_id = Some(boost.id.clone());
    let mut second = straight("sel-d", 100);
    second.profit_boost_id = Some(boost.id.clone());
    assert_eq!(
        store
            .place_bets(placement(&u.id, &s, "boost-twice", vec![first, second]))
            .await
            .unwrap(),
        refused(&boost.id)
    );

    let all = store.rewards(&u.id, t0()).await.unwrap();
    assert_eq!(all.len(), 3);
    let status = |id: &str| all.iter().find(|r| r.id == id).map(|r| r.status);
    assert_eq!(status(&granted.id), Some(RewardStatus::Used));
    assert_eq!(status(&expired.id), Some(RewardStatus::Expired));
    assert_eq!(status(&boost.id), Some(RewardStatus::Available));
    let used_by = all.iter().find(|r| r.id == granted.id).unwrap();
    assert_eq!(used_by.used_by_bet.as_ref(), Some(&bets[0].id));
    assert_ledger_ok(&store).await;
}

/// A malformed bet is refused before anything is written.
pub async fn betting_malformed_bets_are_refused<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-malformed@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 1_000, "fund-bets-malformed").await;
    let mut unknown_source = straight("sel-a", 100);
    unknown_source.source = "bitcoin".to_owned();
    let mut no_reward = straight("sel-a", 100);
    no_reward.source = "free_bet".to_owned();
    let mut zero = straight("sel-a", 100);
    zero.stake_cents = 0;
    zero.total_stake_cents = 0;
    let mut no_legs = straight("sel-a", 100);
    no_legs.legs.clear();
    let mut pending_without_time = straight("sel-a", 100);
    pending_without_time.status = BetStatus::PendingAcceptance;
    for (i, bet) in [
        unknown_source,
        no_reward,
        zero,
        no_legs,
        pending_without_time,
    ]
    .into_iter()
    .enumerate()
    {
        let outcome = store
            .place_bets(placement(&u.id, &s, &format!("bad-{i}"), vec![bet]))
            .await;
        assert!(
            matches!(outcome, Err(StoreError::Conflict("bet"))),
            "case {i}: {outcome:?}"
        );
    }
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 0);
}

/// Spend and loss windows are checked with the placement's money stakes (bonus bets count
/// nothing); a refusal reports what each window has used.
pub async fn betting_wager_windows_are_enforced<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-windows@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 100_000, "fund-bets-windows").await;
    let windows = vec![
        WagerWindow {
            since: t0() - Duration::hours(1),
            limit_cents: 1_000,
            loss: false,
        },
        WagerWindow {
            since: t0() - Duration::days(7),
            limit_cents: 800,
            loss: true,
        },
    ];
    let with = |key: &str, bets: Vec<NewBet>| PlaceBets {
        wager_windows: windows.clone(),
        ..placement(&u.id, &s, key, bets)
    };
    // An older win counts in the weekly loss window only.
    store
        .record_wager_activity(WagerActivity {
            user_id: u.id.clone(),
            reference: "bet:old".to_owned(),
            stake_cents: 300,
            return_cents: 500,
            at: t0() - Duration::days(2),
        })
        .await
        .unwrap();
    placed(
        store
            .place_bets(with("w-1", vec![straight("sel-a", 600)]))
            .await
            .unwrap(),
    );
    let outcome = store
        .place_bets(with(
            "w-2",
            vec![straight("sel-b", 300), straight("sel-c", 200)],
        ))
        .await
        .unwrap();
    // Spend 600 of 1000; loss max(0, 900 - 500) = 400 of 800: 500 more exceeds the spend.
    assert_eq!(
        outcome,
        PlaceOutcome::WagerLimit {
            used_cents: vec![600, 400]
        }
    );
    placed(
        store
            .place_bets(with("w-3", vec![straight("sel-b", 400)]))
            .await
            .unwrap(),
    );
    // Spend is now exactly at its limit; a bonus bet still goes through.
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    placed(
        store
            .place_bets(with("w-4", vec![free_bet("sel-d", 500, &bonus.id)]))
            .await
            .unwrap(),
    );
    assert_eq!(
        store
            .place_bets(with("w-5", vec![straight("sel-e", 10)]))
            .await
            .unwrap(),
        PlaceOutcome::WagerLimit {
            used_cents: vec![1_000, 800]
        }
    );
    assert_eq!(cash(&store, &u.id).await, 99_000);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 3);
    assert_ledger_ok(&store).await;
}

/// In-play bets wait as pending with the stake held; acceptance opens them, rejection
/// refunds the stake, gives the rewards back and removes the wager; both are idempotent.
pub async fn betting_pending_bets_resolve_once<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-pending@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 5_000, "fund-bets-pending").await;
    let boost = grant(&store, &u.id, RewardKind::ProfitBoost, 0).await;
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    let pending = |mut bet: NewBet, delay_ms: i64| {
        bet.status = BetStatus::PendingAcceptance;
        bet.accept_after = Some(t0() + Duration::milliseconds(delay_ms));
        bet.legs[0].in_play = true;
        bet
    };
    let mut boosted = pending(straight("sel-a", 1_000), 5_000);
    boosted.profit_boost_id = Some(boost.id.clone());
    boosted.boosted_numerator = Some(15);
    boosted.boosted_denominator = Some(11);
    boosted.boost_percentage = Some(50);
    boosted.boost_max_stake_cents = Some(2_500);
    let accepted = pending(straight("sel-b", 700), 6_000);
    let free = pending(free_bet("sel-c", 500, &bonus.id), 7_000);
    let bets = placed(
        store
            .place_bets(placement(
                &u.id,
                &s,
                "in-play",
                vec![boosted.clone(), accepted.clone(), free.clone()],
            ))
            .await
            .unwrap(),
    );
    assert!(
        bets.iter()
            .all(|b| b.status == BetStatus::PendingAcceptance)
    );
    assert_eq!(
        bets[0].accept_after,
        Some(t0() + Duration::milliseconds(5_000))
    );
    assert_eq!(bets[0].boosted_numerator, Some(15));
    assert_eq!(bets[0].boost_percentage, Some(50));
    assert_eq!(bets[0].boost_max_stake_cents, Some(2_500));
    assert_eq!(
        cash(&store, &u.id).await,
        3_300,
        "stakes are held while pending"
    );
    assert!(
        store
            .available_rewards(&u.id, t0())
            .await
            .unwrap()
            .is_empty()
    );

    let due = store
        .pending_bets(t0() + Duration::milliseconds(6_000), 10)
        .await
        .unwrap();
    assert_eq!(
        due.iter().map(|b| &b.id).collect::<Vec<_>>(),
        vec![&boosted.id, &accepted.id]
    );
    assert_eq!(store.pending_bets(t0(), 10).await.unwrap().len(), 0);

    let at = t0() + Duration::seconds(8);
    let open = store
        .resolve_pending_bet(&accepted.id, true, at)
        .await
        .unwrap();
    assert_eq!(open.status, BetStatus::Open);
    assert_eq!(open.resolved_at, Some(at));
    assert_eq!(cash(&store, &u.id).await, 3_300);
    let transactions = ledger_transactions(&store).await;

    let rejected = store
        .resolve_pending_bet(&boosted.id, false, at)
        .await
        .unwrap();
    assert_eq!(rejected.status, BetStatus::Rejected);
    assert_eq!(cash(&store, &u.id).await, 4_300, "the stake is refunded");
    assert_eq!(ledger_transactions(&store).await, transactions + 1);
    let free_rejected = store
        .resolve_pending_bet(&free.id, false, at)
        .await
        .unwrap();
    assert_eq!(free_rejected.status, BetStatus::Rejected);
    assert_eq!(
        ledger_transactions(&store).await,
        transactions + 1,
        "no money for a bonus bet"
    );
    let mut back: Vec<String> = store
        .available_rewards(&u.id, at)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect();
    back.sort();
    let mut expected = vec![boost.id.clone(), bonus.id.clone()];
    expected.sort();
    assert_eq!(back, expected, "the rewards are given back");
    assert_eq!(
        store.wager_totals(&u.id, &[t0()]).await.unwrap()[0].stakes,
        700,
        "only the accepted bet counts as wagered"
    );

    // Resolving again answers the current state and moves nothing.
    let again = store
        .resolve_pending_bet(&accepted.id, false, at)
        .await
        .unwrap();
    assert_eq!(again.status, BetStatus::Open);
    let again = store
        .resolve_pending_bet(&boosted.id, false, at)
        .await
        .unwrap();
    assert_eq!(again.status, BetStatus::Rejected);
    let again = store
        .resolve_pending_bet(&boosted.id, true, at)
        .await
        .unwrap();
    assert_eq!(again.status, BetStatus::Rejected);
    assert_eq!(cash(&store, &u.id).await, 4_300);
    assert_eq!(ledger_transactions(&store).await, transactions + 1);
    assert!(store.pending_bets(at, 10).await.unwrap().is_empty());
    assert!(matches!(
        store
            .resolve_pending_bet(&BetId::generate(), true, at)
            .await,
        Err(StoreError::NotFound("bet"))
    ));
    assert_ledger_ok(&store).await;
}

/// Concurrent rejections of one pending bet refund it once.
pub async fn concurrent_pending_rejections_refund_once<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-pending-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 1_000, "fund-bets-pending-race").await;
    let mut bet = straight("sel-a", 400);
    bet.status = BetStatus::PendingAcceptance;
    bet.accept_after = Some(t0());
    placed(
        store
            .place_bets(placement(&u.id, &s, "race", vec![bet.clone()]))
            .await
            .unwrap(),
    );
    let barrier = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            let id = bet.id.clone();
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store
                    .resolve_pending_bet(&id, i % 2 == 0, t0())
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.unwrap().status);
    }
    statuses.dedup();
    assert_eq!(
        statuses.len(),
        1,
        "every caller sees the one resolution: {statuses:?}"
    );
    let expected = if statuses[0] == BetStatus::Rejected {
        1_000
    } else {
        600
    };
    assert_eq!(cash(&store, &u.id).await, expected);
    assert_ledger_ok(&store).await;
}

/// Concurrent placements that together exceed the balance: exactly the affordable ones
/// succeed and the ledger verifies.
pub async fn concurrent_placements_never_overdraw<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 1_000, "fund-bets-race").await;
    let barrier = Arc::new(Barrier::new(20));
    let tasks: Vec<_> = (0..20)
        .map(|i| {
            let store = store.clone();
            let p = placement(
                &u.id,
                &s,
                &format!("race-{i}"),
                vec![straight("sel-a", 150)],
            );
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store.place_bets(p).await.unwrap()
            })
        })
        .collect();
    let (mut ok, mut refused) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            PlaceOutcome::Placed { .. } => ok += 1,
            PlaceOutcome::InsufficientFunds { bet_index: 0 } => refused += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!((ok, refused), (6, 14), "1000 covers six stakes of 150");
    assert_eq!(cash(&store, &u.id).await, 100);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 6);
    let report = assert_ledger_ok(&store).await;
    assert_eq!(report.transactions, 7);
}

/// Concurrent placements with one key place once; every caller gets the same bets.
pub async fn concurrent_replays_place_once<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-replay-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 10_000, "fund-bets-replay-race").await;
    let barrier = Arc::new(Barrier::new(10));
    let tasks: Vec<_> = (0..10)
        .map(|_| {
            let store = store.clone();
            let p = placement(&u.id, &s, "double-click", vec![straight("sel-a", 1_000)]);
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store.place_bets(p).await.unwrap()
            })
        })
        .collect();
    let (mut first, mut replays) = (Vec::new(), Vec::new());
    for task in tasks {
        match task.await.unwrap() {
            PlaceOutcome::Placed { bets, .. } => first.push(bets),
            PlaceOutcome::Replayed { bets, .. } => replays.push(bets),
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(first.len(), 1);
    assert_eq!(replays.len(), 9);
    assert!(replays.iter().all(|r| *r == first[0]));
    assert_eq!(cash(&store, &u.id).await, 9_000);
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 1);
    assert_ledger_ok(&store).await;
}

/// A reward used by concurrent placements is used once.
pub async fn concurrent_reward_use_has_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-reward-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 10_000, "fund-bets-reward-race").await;
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    let barrier = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (0..8)
        .map(|i| {
            let store = store.clone();
            let p = placement(
                &u.id,
                &s,
                &format!("bonus-{i}"),
                vec![straight("sel-z", 100), free_bet("sel-a", 500, &bonus.id)],
            );
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store.place_bets(p).await.unwrap()
            })
        })
        .collect();
    let (mut ok, mut refused) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            PlaceOutcome::Placed { .. } => ok += 1,
            PlaceOutcome::RewardUnavailable { reward_id } if reward_id == bonus.id => refused += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!((ok, refused), (1, 7));
    assert_eq!(
        cash(&store, &u.id).await,
        9_900,
        "only the winner's cash bet was paid"
    );
    assert_eq!(store.count_bets(&u.id).await.unwrap(), 2);
    assert!(
        store
            .available_rewards(&u.id, t0())
            .await
            .unwrap()
            .is_empty()
    );
    assert_ledger_ok(&store).await;
}

/// Concurrent placements under a spend window: only as many as fit pass.
pub async fn concurrent_placements_respect_wager_windows<S: Store + Clone>(store: S) {
    let u = user(&store, "bets-window-race@example.com").await;
    let s = session(&store, &u.id).await;
    fund(&store, &u.id, 100_000, "fund-bets-window-race").await;
    let barrier = Arc::new(Barrier::new(10));
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            let p = PlaceBets {
                wager_windows: vec![WagerWindow {
                    since: t0() - Duration::days(1),
                    limit_cents: 1_000,
                    loss: false,
                }],
                ..placement(
                    &u.id,
                    &s,
                    &format!("window-{i}"),
                    vec![straight("sel-a", 300)],
                )
            };
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store.place_bets(p).await.unwrap()
            })
        })
        .collect();
    let (mut ok, mut refused) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            PlaceOutcome::Placed { .. } => ok += 1,
            PlaceOutcome::WagerLimit { used_cents } => {
                assert_eq!(used_cents, vec![900]);
                refused += 1;
            }
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!(
        (ok, refused),
        (3, 7),
        "three stakes of 300 fit a 1000 limit"
    );
    assert_eq!(cash(&store, &u.id).await, 99_100);
    assert_ledger_ok(&store).await;
}

/// Only the owner reads a bet.
pub async fn betting_bets_are_private<S: Store + Clone>(store: S) {
    let a = user(&store, "bets-owner@example.com").await;
    let b = user(&store, "bets-other@example.com").await;
    let s = session(&store, &a.id).await;
    fund(&store, &a.id, 1_000, "fund-bets-owner").await;
    let bets = placed(
        store
            .place_bets(placement(&a.id, &s, "mine", vec![straight("sel-a", 100)]))
            .await
            .unwrap(),
    );
    assert!(store.bet(&a.id, &bets[0].id).await.unwrap().is_some());
    assert_eq!(store.bet(&b.id, &bets[0].id).await.unwrap(), None);
    assert_eq!(store.bet(&a.id, &BetId::generate()).await.unwrap(), None);
    assert!(store.bets_of(&b.id, 10).await.unwrap().is_empty());
    assert_eq!(store.count_bets(&b.id).await.unwrap(), 0);
    assert!(matches!(
        store
            .place_bets(placement(
                &UserId::from_raw("nobody"),
                &s,
                "ghost",
                vec![straight("sel-a", 100)]
            ))
            .await,
        Err(StoreError::NotFound("user"))
    ));
}

/// Betslips are written with a version check and moved between owners.
pub async fn betslip_compare_and_set_and_move<S: Store + Clone>(store: S) {
    let visitor = "visitor:v1";
    assert_eq!(store.betslip(visitor).await.unwrap(), None);
    let first = store
        .save_betslip(visitor, None, "{\"v\":1}", t0())
        .await
        .unwrap();
    assert_eq!(first.version, 1);
    assert_eq!(first.owner, visitor);
    assert!(matches!(
        store.save_betslip(visitor, None, "{}", t0()).await,
        Err(StoreError::Conflict("betslip"))
    ));
    let at = t0() + Duration::seconds(1);
    let second = store
        .save_betslip(visitor, Some(1), "{\"v\":2}", at)
        .await
        .unwrap();
    assert_eq!(second.version, 2);
    assert!(matches!(
        store
            .save_betslip(visitor, Some(1), "{\"stale\":1}", at)
            .await,
        Err(StoreError::Conflict("betslip"))
    ));
    assert!(matches!(
        store.save_betslip("visitor:none", Some(1), "{}", at).await,
        Err(StoreError::Conflict("betslip"))
    ));
    assert_eq!(store.betslip(visitor).await.unwrap(), Some(second.clone()));

    // Promotion on login: the visitor's slip replaces the account's, whose version moves on.
    let account = "user:u1";
    store
        .save_betslip(account, None, "{\"old\":1}", t0())
        .await
        .unwrap();
    assert!(store.move_betslip(visitor, account, at).await.unwrap());
    assert_eq!(store.betslip(visitor).await.unwrap(), None);
    let moved = store.betslip(account).await.unwrap().unwrap();
    assert_eq!(moved.document, "{\"v\":2}");
    assert_eq!(moved.version, 2);
    assert!(matches!(
        store.save_betslip(account, Some(1), "{}", at).await,
        Err(StoreError::Conflict("betslip"))
    ));
    assert!(!store.move_betslip(visitor, account, at).await.unwrap());
    // Demotion on logout to an owner with no slip.
    assert!(store.move_betslip(account, "visitor:v2", at).await.unwrap());
    assert_eq!(
        store.betslip("visitor:v2").await.unwrap().unwrap().version,
        1
    );
    assert!(
        store
            .move_betslip("visitor:v2", "visitor:v2", at)
            .await
            .unwrap()
    );
    assert_eq!(
        store.betslip("visitor:v2").await.unwrap().unwrap().version,
        1
    );
}

/// Of concurrent saves on one version exactly one wins.
pub async fn concurrent_betslip_saves_have_one_winner<S: Store + Clone>(store: S) {
    let owner = "user:race";
    store.save_betslip(owner, None, "{}", t0()).await.unwrap();
    let barrier = Arc::new(Barrier::new(10));
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let store = store.clone();
            let barrier = barrier.clone();
            tokio::spawn(async move {
                barrier.wait().await;
                store
                    .save_betslip(owner, Some(1), &format!("{{\"writer\":{i}}}"), t0())
                    .await
            })
        })
        .collect();
    let (mut ok, mut conflicts) = (0, 0);
    for task in tasks {
        match task.await.unwrap() {
            Ok(record) => {
                assert_eq!(record.version, 2);
                ok += 1;
            }
            Err(StoreError::Conflict("betslip")) => conflicts += 1,
            Err(other) => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!((ok, conflicts), (1, 9));
}

/// Not a conformance case: `bettors` accounts each place `per_bettor` single straight bets
/// one after another, all bettors at once. Returns each placement's latency and the wall
/// time of the whole run, for a backend's measurement test to print.
pub async fn time_placements<S: Store + Clone>(
    store: S,
    bettors: usize,
    per_bettor: usize,
) -> (Vec<std::time::Duration>, std::time::Duration) {
    let mut accounts = Vec::with_capacity(bettors);
    for b in 0..bettors {
        let u = user(&store, &format!("bench-{b}@example.com")).await;
        let s = session(&store, &u.id).await;
        fund(&store, &u.id, 100_000_000, &format!("fund-bench-{b}")).await;
        accounts.push((u, s));
    }
    let started = std::time::Instant::now();
    let tasks: Vec<_> = accounts
        .into_iter()
        .map(|(u, s)| {
            let store = store.clone();
            tokio::spawn(async move {
                let mut times = Vec::with_capacity(per_bettor);
                for i in 0..per_bettor {
                    let p = placement(
                        &u.id,
                        &s,
                        &format!("bench-{i}"),
                        vec![straight("sel-a", 100)],
                    );
                    let one = std::time::Instant::now();
                    placed(store.place_bets(p).await.expect("place"));
                    times.push(one.elapsed());
                }
                times
            })
        })
        .collect();
    let mut times = Vec::with_capacity(bettors * per_bettor);
    for task in tasks {
        times.extend(task.await.expect("task"));
    }
    let wall = started.elapsed();
    assert_ledger_ok(&store).await;
    (times, wall)
}
