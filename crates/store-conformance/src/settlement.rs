//! Conformance cases of [`SettlementStore`](store::SettlementStore): grades pay once (a
//! replay and a resumed batch are skipped), regrades post the difference either way (cash
//! may go below zero, credit never), bonus bets come back, Credits refunds go to credit,
//! pending grades touch legs only, cash-outs (one winner of two, refusals), history pages
//! and filters, share links, bets by market, the audit, operators' overrides, and a
//! measurement of settling many bets.

use super::betting::{free_bet, grant, leg, placed, placement, straight};
use super::{assert_ledger_ok, cash, fund, holder, house, session, t0, transfer, user};
use chrono::Duration;
use domain::ids::{BetId, UserId};
use domain::ledger::Bucket;
use domain::money::Currency;
use domain::settlement::{BetOutcome, LegResult};
use std::sync::Arc;
use store::{
    BetGrade, BetHistoryFilter, BetHistoryQuery, BetOverride, BetStatus, CashoutOutcome, NewBet,
    NewSettlementAudit, OverrideOutcome, PlaceOutcome, PlacedBet, RewardKind, RewardStatus,
    SettleReport, SkipReason, Store, StoreError,
};
use tokio::sync::Barrier;

/// A grade of `bet` from its state as read.
fn grade_of(bet: &PlacedBet, outcome: BetOutcome, payout: i64, legs: &[LegResult]) -> BetGrade {
    BetGrade {
        bet_id: bet.id.clone(),
        user_id: bet.user_id.clone(),
        currency: bet.currency,
        expected_grade_version: bet.grade_version,
        outcome,
        payout_cents: payout,
        to_cash_cents: payout,
        to_credit_cents: 0,
        restore_free_bet: false,
        leg_results: legs
            .iter()
            .enumerate()
            .map(|(i, r)| (u32::try_from(i).unwrap(), *r))
            .collect(),
        regrade: bet.status == BetStatus::Settled,
    }
}

fn win(bet: &PlacedBet) -> BetGrade {
    let legs = vec![LegResult::Win; bet.legs.len()];
    grade_of(bet, BetOutcome::Win, bet.potential_payout_cents, &legs)
}

fn loss(bet: &PlacedBet) -> BetGrade {
    let legs = vec![LegResult::Loss; bet.legs.len()];
    grade_of(bet, BetOutcome::Loss, 0, &legs)
}

async fn apply<S: Store>(store: &S, grades: Vec<BetGrade>) -> SettleReport {
    store
        .apply_grades(grades, t0() + Duration::hours(3), None)
        .await
        .expect("apply grades")
}

async fn reread<S: Store>(store: &S, bet: &PlacedBet) -> PlacedBet {
    store
        .bet(&bet.user_id, &bet.id)
        .await
        .unwrap()
        .expect("the bet")
}

async fn place_one<S: Store>(store: &S, u: &UserId, key: &str, bet: NewBet) -> PlacedBet {
    let s = session(store, u).await;
    placed(
        store
            .place_bets(placement(u, &s, key, vec![bet]))
            .await
            .unwrap(),
    )
    .remove(0)
}

async fn credit<S: Store>(store: &S, u: &UserId) -> i64 {
    store
        .balances(u, Currency::Usd)
        .await
        .unwrap()
        .promotional_credit
        .cents
}

async fn transactions<S: Store>(store: &S) -> u64 {
    store.verify_ledger().await.unwrap().transactions
}

async fn returns<S: Store>(store: &S, u: &UserId) -> i64 {
    store.wager_totals(u, &[t0()]).await.unwrap()[0].returns
}

/// A win pays stake plus profit once: applying the same grade again is skipped as stale and
/// moves nothing; the bet, its leg and the wager activity show the result.
pub async fn settlement_win_pays_once<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-win@example.com").await;
    fund(&store, &u.id, 5_000, "fund-settle-win").await;
    let bet = place_one(&store, &u.id, "win", straight("sel-a", 1_100)).await;
    assert_eq!(bet.outcome, BetOutcome::Pending);
    assert_eq!(bet.grade_version, 0);
    assert_eq!(bet.legs[0].result, LegResult::Pending);
    assert_eq!(bet.potential_payout_cents, 2_100);
    assert_eq!(cash(&store, &u.id).await, 3_900);

    let grade = win(&bet);
    let report = apply(&store, vec![grade.clone()]).await;
    assert!(report.skipped.is_empty(), "{report:?}");
    assert_eq!(report.applied.len(), 1);
    let applied = &report.applied[0];
    assert_eq!(applied.bet_id, bet.id);
    assert_eq!(applied.user_id, u.id);
    assert_eq!(applied.outcome, BetOutcome::Win);
    assert_eq!(applied.grade_version, 1);
    assert_eq!(
        (applied.cash_delta_cents, applied.credit_delta_cents),
        (2_100, 0)
    );
    assert!(applied.transaction_id.is_some());
    assert_eq!(cash(&store, &u.id).await, 6_000);

    let settled = reread(&store, &bet).await;
    assert_eq!(settled.status, BetStatus::Settled);
    assert_eq!(settled.outcome, BetOutcome::Win);
    assert_eq!(settled.payout_cents, 2_100);
    assert_eq!(settled.payout_credit_cents, 0);
    assert_eq!(settled.closed_at, Some(t0() + Duration::hours(3)));
    assert_eq!(settled.grade_version, 1);
    assert!(!settled.regraded);
    assert_eq!(settled.cashout_cents, None);
    assert_eq!(settled.legs[0].result, LegResult::Win);
    assert!(!settled.legs[0].regraded);
    assert_eq!(returns(&store, &u.id).await, 2_100);
    let count = transactions(&store).await;

    let again = apply(&store, vec![grade]).await;
    assert!(again.applied.is_empty());
    assert_eq!(
        again.skipped[0].reason,
        SkipReason::Stale { current_version: 1 }
    );
    assert_eq!(cash(&store, &u.id).await, 6_000, "paid once");
    assert_eq!(transactions(&store).await, count);
    assert_eq!(reread(&store, &bet).await, settled);

    // The same result read again from the settled bet changes nothing.
    let same = apply(
        &store,
        vec![BetGrade {
            regrade: false,
            ..win(&settled)
        }],
    )
    .await;
    assert_eq!(same.skipped[0].reason, SkipReason::Unchanged);
    let unknown = apply(
        &store,
        vec![BetGrade {
            bet_id: BetId::from_raw("no-such-bet"),
            ..win(&settled)
        }],
    )
    .await;
    assert_eq!(unknown.skipped[0].reason, SkipReason::UnknownBet);
    assert_ledger_ok(&store).await;
}

/// A win corrected to a loss after the bettor withdrew the winnings takes the difference
/// back: cash goes below zero (a debt), debits are refused, money in still arrives.
pub async fn settlement_grades_are_fenced_by_the_jobs_lease<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-fenced@example.com").await;
    fund(&store, &u.id, 5_000, "fund-settle-fenced").await;
    let bet = place_one(&store, &u.id, "fenced", straight("sel-a", 1_100)).await;
    let at = t0() + Duration::hours(3);
    let ttl = Duration::seconds(6);
    let old = store
        .acquire_lease("jobs", "node-old", at, at + ttl, false)
        .await
        .unwrap()
        .expect("lease");
    // The old holder stalls; its lease expires and another node takes over.
    let new = store
        .acquire_lease("jobs", "node-new", at + ttl, at + ttl * 2, false)
        .await
        .unwrap()
        .expect("take-over");
    let refused = store
        .apply_grades(vec![win(&bet)], at, Some(&old.fence()))
        .await;
    assert!(
        matches!(refused, Err(StoreError::Conflict("lease"))),
        "{refused:?}"
    );
    assert_eq!(reread(&store, &bet).await.status, BetStatus::Open);
    assert_eq!(cash(&store, &u.id).await, 3_900);
    // The current holder's grade is written, once.
    let report = store
        .apply_grades(vec![win(&bet)], at, Some(&new.fence()))
        .await
        .unwrap();
    assert_eq!(report.applied.len(), 1);
    assert_eq!(cash(&store, &u.id).await, 6_000);
    assert_ledger_ok(&store).await;
}

pub async fn settlement_regrade_win_to_loss_posts_the_negative_difference<S: Store + Clone>(
    store: S,
) {
    let u = user(&store, "settle-regrade-down@example.com").await;
    fund(&store, &u.id, 1_100, "fund-settle-down").await;
    let bet = place_one(&store, &u.id, "down", straight("sel-a", 1_100)).await;
    apply(&store, vec![win(&bet)]).await;
    assert_eq!(cash(&store, &u.id).await, 2_100);
    // The bettor spends the winnings (an adjustment out, as a withdrawal would).
    store
        .post_transaction(
            &transfer(
                "spent-winnings",
                holder(&u.id, Bucket::Cash, Currency::Usd),
                house(Currency::Usd),
                2_000,
            ),
            t0(),
        )
        .await
        .unwrap();
    assert_eq!(cash(&store, &u.id).await, 100);

    let settled = reread(&store, &bet).await;
    let report = apply(&store, vec![loss(&settled)]).await;
    assert_eq!(report.applied.len(), 1, "{report:?}");
    assert_eq!(report.applied[0].cash_delta_cents, -2_100);
    assert_eq!(report.applied[0].grade_version, 2);
    assert_eq!(
        cash(&store, &u.id).await,
        -2_000,
        "the bettor owes the difference"
    );

    let corrected = reread(&store, &bet).await;
    assert_eq!(corrected.outcome, BetOutcome::Loss);
    assert_eq!(corrected.status, BetStatus::Settled);
    assert_eq!(corrected.payout_cents, 0);
    assert!(corrected.regraded);
    assert_eq!(corrected.legs[0].result, LegResult::Loss);
    assert!(corrected.legs[0].regraded);
    assert_eq!(
        corrected.closed_at, settled.closed_at,
        "closed when first settled"
    );
    assert_eq!(returns(&store, &u.id).await, 0);

    // A debit is refused while the balance is negative; a deposit still arrives.
    let debit = store
        .post_transaction(
            &transfer(
                "debit-in-debt",
                holder(&u.id, Bucket::Cash, Currency::Usd),
                house(Currency::Usd),
                1,
            ),
            t0(),
        )
        .await;
    assert!(
        matches!(debit, Err(StoreError::InsufficientFunds(Bucket::Cash))),
        "{debit:?}"
    );
    fund(&store, &u.id, 5_000, "deposit-in-debt").await;
    assert_eq!(cash(&store, &u.id).await, 3_000);
    assert_ledger_ok(&store).await;
}

/// A loss corrected to a win pays the whole payout as a regrade.
pub async fn settlement_regrade_loss_to_win_pays<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-regrade-up@example.com").await;
    fund(&store, &u.id, 1_100, "fund-settle-up").await;
    let bet = place_one(&store, &u.id, "up", straight("sel-a", 1_100)).await;
    let count = transactions(&store).await;
    let report = apply(&store, vec![loss(&bet)]).await;
    assert_eq!(
        report.applied[0].transaction_id, None,
        "a loss moves no money"
    );
    assert_eq!(transactions(&store).await, count);
    assert_eq!(cash(&store, &u.id).await, 0);
    let lost = reread(&store, &bet).await;
    assert_eq!(
        (lost.outcome, lost.status),
        (BetOutcome::Loss, BetStatus::Settled)
    );

    let report = apply(&store, vec![win(&lost)]).await;
    assert_eq!(report.applied[0].cash_delta_cents, 2_100);
    assert!(report.applied[0].transaction_id.is_some());
    assert_eq!(cash(&store, &u.id).await, 2_100);
    let won = reread(&store, &bet).await;
    assert_eq!(
        (won.outcome, won.payout_cents, won.grade_version),
        (BetOutcome::Win, 2_100, 2)
    );
    assert!(won.regraded && won.legs[0].regraded);
    assert_eq!(transactions(&store).await, count + 1);
    assert_ledger_ok(&store).await;
}

/// Grades computed before a crash are applied again after it: the bets the first run
/// settled are skipped (stale versions), the others pay, each exactly once.
pub async fn settlement_crash_resume_pays_once<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-resume@example.com").await;
    fund(&store, &u.id, 6_000, "fund-settle-resume").await;
    let s = session(&store, &u.id).await;
    let bets = placed(
        store
            .place_bets(placement(
                &u.id,
                &s,
                "resume",
                (0..6)
                    .map(|i| straight(&format!("sel-{i}"), 1_000))
                    .collect(),
            ))
            .await
            .unwrap(),
    );
    let grades: Vec<BetGrade> = bets.iter().map(win).collect();
    let count = transactions(&store).await;
    // The first run got through half a batch's worth before it died.
    apply(&store, grades[..3].to_vec()).await;
    assert_eq!(cash(&store, &u.id).await, 3 * 1_909);
    let resumed = apply(&store, grades).await;
    assert_eq!(resumed.applied.len(), 3);
    assert_eq!(resumed.skipped.len(), 3);
    for skipped in &resumed.skipped {
        assert_eq!(skipped.reason, SkipReason::Stale { current_version: 1 });
    }
    assert_eq!(cash(&store, &u.id).await, 6 * 1_909, "every bet paid once");
    assert_eq!(transactions(&store).await, count + 6);
    assert_ledger_ok(&store).await;
}

/// A pending grade records leg results only: the bet stays open, no money moves, and the
/// version moves (a cash-out valued before it is stale).
pub async fn settlement_pending_grades_update_legs_only<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-pending@example.com").await;
    fund(&store, &u.id, 1_000, "fund-settle-pending").await;
    let parlay = NewBet {
        bet_type: "parlay".to_owned(),
        odds_numerator: 264,
        odds_denominator: 100,
        potential_payout_cents: 1_000 + 2_640,
        legs: vec![leg("sel-b", "event-2"), leg("sel-c", "event-3")],
        ..straight("sel-b", 1_000)
    };
    let bet = place_one(&store, &u.id, "pending", parlay).await;
    let count = transactions(&store).await;
    let report = apply(
        &store,
        vec![grade_of(&bet, BetOutcome::Pending, 0, &[LegResult::Win])],
    )
    .await;
    assert_eq!(report.applied[0].transaction_id, None);
    let open = reread(&store, &bet).await;
    assert_eq!(
        (open.status, open.outcome),
        (BetStatus::Open, BetOutcome::Pending)
    );
    assert_eq!(open.grade_version, 1);
    assert_eq!(open.closed_at, None);
    assert_eq!(open.legs[0].result, LegResult::Win);
    assert_eq!(open.legs[1].result, LegResult::Pending);
    assert!(!open.regraded && !open.legs[0].regraded);
    assert_eq!(transactions(&store).await, count);
    assert_eq!(cash(&store, &u.id).await, 0);
    assert_eq!(
        store
            .cash_out(&u.id, &bet.id, 0, 1_500, t0())
            .await
            .unwrap(),
        CashoutOutcome::Stale { bet: open.clone() }
    );
    // The same pending grade again: nothing new.
    let again = apply(
        &store,
        vec![grade_of(&open, BetOutcome::Pending, 0, &[LegResult::Win])],
    )
    .await;
    assert_eq!(again.skipped[0].reason, SkipReason::Unchanged);

    // A dead heat on the second leg settles it.
    let heat = LegResult::DeadHeat {
        numerator: 1,
        denominator: 2,
    };
    apply(
        &store,
        vec![grade_of(
            &open,
            BetOutcome::Win,
            1_820,
            &[LegResult::Win, heat],
        )],
    )
    .await;
    let settled = reread(&store, &bet).await;
    assert_eq!(settled.legs[1].result, heat);
    assert_eq!(settled.payout_cents, 1_820);
    assert_eq!(cash(&store, &u.id).await, 1_820);
    assert_ledger_ok(&store).await;
}

/// Malformed grades refuse the whole batch and write nothing.
pub async fn settlement_malformed_grades_are_refused<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-bad@example.com").await;
    let other = user(&store, "settle-bad-2@example.com").await;
    fund(&store, &u.id, 2_000, "fund-settle-bad").await;
    let bet = place_one(&store, &u.id, "bad", straight("sel-a", 1_000)).await;
    let good = win(&bet);
    let bad = [
        BetGrade {
            user_id: other.id.clone(),
            ..good.clone()
        },
        BetGrade {
            currency: Currency::Cad,
            ..good.clone()
        },
        BetGrade {
            to_cash_cents: 10,
            ..good.clone()
        },
        BetGrade {
            outcome: BetOutcome::CashOut,
            ..good.clone()
        },
        BetGrade {
            leg_results: vec![(7, LegResult::Win)],
            ..good.clone()
        },
        BetGrade {
            restore_free_bet: true,
            ..good.clone()
        },
        BetGrade {
            to_cash_cents: 0,
            to_credit_cents: good.payout_cents,
            ..good.clone()
        },
    ];
    for grade in bad {
        let outcome = store.apply_grades(vec![grade.clone()], t0(), None).await;
        assert!(
            matches!(outcome, Err(StoreError::Conflict("grade"))),
            "{grade:?}: {outcome:?}"
        );
    }
    let twice = store
        .apply_grades(vec![good.clone(), good], t0(), None)
        .await;
    assert!(matches!(twice, Err(StoreError::Conflict("grade"))));
    assert_eq!(reread(&store, &bet).await, bet, "nothing written");
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert_ledger_ok(&store).await;
}

/// A refunded bonus bet comes back to the bettor; corrected to a win it pays the profit and
/// the bonus bet is taken back.
pub async fn settlement_free_bet_restore<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-free@example.com").await;
    let bonus = grant(&store, &u.id, RewardKind::FreeBet, 500).await;
    let bet = place_one(&store, &u.id, "free", free_bet("sel-a", 500, &bonus.id)).await;
    assert!(
        store
            .available_rewards(&u.id, t0())
            .await
            .unwrap()
            .is_empty()
    );
    let count = transactions(&store).await;

    let void = BetGrade {
        restore_free_bet: true,
        ..grade_of(&bet, BetOutcome::Voided, 0, &[LegResult::Void])
    };
    let report = apply(&store, vec![void]).await;
    assert_eq!(report.applied.len(), 1, "{report:?}");
    assert_eq!(
        report.applied[0].transaction_id, None,
        "no money for a bonus bet refund"
    );
    let available = store.available_rewards(&u.id, t0()).await.unwrap();
    assert_eq!(available.len(), 1);
    assert_eq!(available[0].id, bonus.id);
    assert_eq!(available[0].used_by_bet, None);
    assert_eq!(transactions(&store).await, count);

    let voided = reread(&store, &bet).await;
    assert_eq!(
        (voided.outcome, voided.status),
        (BetOutcome::Voided, BetStatus::Settled)
    );
    let profit = 500 * 10 / 11;
    apply(
        &store,
        vec![grade_of(
            &voided,
            BetOutcome::Win,
            profit,
            &[LegResult::Win],
        )],
    )
    .await;
    assert_eq!(
        cash(&store, &u.id).await,
        profit,
        "a bonus bet pays the profit only"
    );
    let rewards = store.rewards(&u.id, t0()).await.unwrap();
    assert_eq!(rewards[0].status, RewardStatus::Used);
    assert_eq!(rewards[0].used_by_bet.as_ref(), Some(&bet.id));
    assert_ledger_ok(&store).await;
}

/// A refunded Credits stake goes back to promotional credit (no cash). Corrected to a win,
/// the credit is taken back and the win paid in cash; credit already spent is taken from
/// cash instead, and credit never goes below zero.
pub async fn settlement_credit_refund_to_credits<S: Store + Clone>(store: S) {
    let u = user(&store, "settle-credit@example.com").await;
    store
        .grant_promotional_credit(&u.id, 2_000, Currency::Usd, "settle-credit", t0())
        .await
        .unwrap();
    let on_credit = |selection: &str| NewBet {
        source: "promotional_credit".to_owned(),
        ..straight(selection, 1_000)
    };
    let bet = place_one(&store, &u.id, "credit-1", on_credit("sel-a")).await;
    assert_eq!(credit(&store, &u.id).await, 1_000);

    let refund = BetGrade {
        to_cash_cents: 0,
        to_credit_cents: 1_000,
        ..grade_of(&bet, BetOutcome::Push, 1_000, &[LegResult::Push])
    };
    let report = apply(&store, vec![refund]).await;
    assert_eq!(
        (
            report.applied[0].cash_delta_cents,
            report.applied[0].credit_delta_cents
        ),
        (0, 1_000)
    );
    assert_eq!(credit(&store, &u.id).await, 2_000);
    assert_eq!(cash(&store, &u.id).await, 0);
    let pushed = reread(&store, &bet).await;
    assert_eq!(
        (pushed.payout_cents, pushed.payout_credit_cents),
        (1_000, 1_000)
    );

    // Corrected to a win: the credit comes back out, the win is paid in cash.
    apply(&store, vec![win(&pushed)]).await;
    assert_eq!(credit(&store, &u.id).await, 1_000);
    assert_eq!(cash(&store, &u.id).await, 1_909);
    let won = reread(&store, &bet).await;
    assert_eq!((won.payout_cents, won.payout_credit_cents), (1_909, 0));

    // Refunded again, then the credit is spent on another bet, then corrected to a loss:
    // the credit that is gone is taken from cash.
    let refund_again = BetGrade {
        to_cash_cents: 0,
        to_credit_cents: 1_000,
        ..grade_of(&won, BetOutcome::Push, 1_000, &[LegResult::Push])
    };
    apply(&store, vec![refund_again]).await;
    assert_eq!(
        (cash(&store, &u.id).await, credit(&store, &u.id).await),
        (0, 2_000)
    );
    place_one(
        &store,
        &u.id,
        "credit-2",
        NewBet {
            total_stake_cents: 1_500,
            stake_cents: 1_500,
            ..on_credit("sel-b")
        },
    )
    .await;
    assert_eq!(credit(&store, &u.id).await, 500);
    let pushed_again = reread(&store, &bet).await;
    let report = apply(&store, vec![loss(&pushed_again)]).await;
    assert_eq!(
        (
            report.applied[0].cash_delta_cents,
            report.applied[0].credit_delta_cents
        ),
        (-500, -500)
    );
    assert_eq!(
        (cash(&store, &u.id).await, credit(&store, &u.id).await),
        (-500, 0)
    );
    assert_ledger_ok(&store).await;
}

/// Of two concurrent cash-outs of one bet exactly one pays; the bet is closed with outcome
/// cash out and can be neither cashed out again nor graded.
pub async fn concurrent_cash_outs_have_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "cashout-race@example.com").await;
    fund(&store, &u.id, 1_000, "fund-cashout-race").await;
    let bet = place_one(&store, &u.id, "race", straight("sel-a", 1_000)).await;
    let barrier = Arc::new(Barrier::new(2));
    let tasks: Vec<_> = (0..2)
        .map(|_| {
            let (store, barrier, u, id) =
                (store.clone(), barrier.clone(), u.id.clone(), bet.id.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                store
                    .cash_out(&u, &id, 0, 1_400, t0() + Duration::hours(1))
                    .await
                    .unwrap()
            })
        })
        .collect();
    let mut won = Vec::new();
    let mut refused = 0;
    for task in tasks {
        match task.await.unwrap() {
            CashoutOutcome::CashedOut { bet, balances } => won.push((bet, balances)),
            CashoutOutcome::NotOpen { .. } | CashoutOutcome::Stale { .. } => refused += 1,
            other => panic!("unexpected {other:?}"),
        }
    }
    assert_eq!((won.len(), refused), (1, 1));
    let (closed, balances) = &won[0];
    assert_eq!(balances.cash.cents, 1_400);
    assert_eq!(cash(&store, &u.id).await, 1_400, "paid once");
    assert_eq!(closed.status, BetStatus::Settled);
    assert_eq!(closed.outcome, BetOutcome::CashOut);
    assert_eq!(closed.cashout_cents, Some(1_400));
    assert_eq!(closed.payout_cents, 1_400);
    assert_eq!(closed.closed_at, Some(t0() + Duration::hours(1)));
    assert_eq!(closed.grade_version, 1);
    assert_eq!(returns(&store, &u.id).await, 1_400);

    let report = apply(&store, vec![win(closed)]).await;
    assert_eq!(report.skipped[0].reason, SkipReason::NotGradable);
    assert!(matches!(
        store
            .cash_out(&u.id, &bet.id, 1, 1_400, t0())
            .await
            .unwrap(),
        CashoutOutcome::NotOpen { .. }
    ));
    assert_eq!(cash(&store, &u.id).await, 1_400);
    assert_ledger_ok(&store).await;
}

/// A cash-out and a grade of the same bet at the same version: exactly one takes effect.
pub async fn concurrent_cash_out_and_grade_have_one_winner<S: Store + Clone>(store: S) {
    let u = user(&store, "cashout-grade@example.com").await;
    fund(&store, &u.id, 1_000, "fund-cashout-grade").await;
    let bet = place_one(&store, &u.id, "cg", straight("sel-a", 1_000)).await;
    let barrier = Arc::new(Barrier::new(2));
    let cash_task = {
        let (store, barrier, u, id) =
            (store.clone(), barrier.clone(), u.id.clone(), bet.id.clone());
        tokio::spawn(async move {
            barrier.wait().await;
            store.cash_out(&u, &id, 0, 1_400, t0()).await.unwrap()
        })
    };
    let grade_task = {
        let (store, barrier, grade) = (store.clone(), barrier.clone(), win(&bet));
        tokio::spawn(async move {
            barrier.wait().await;
            store.apply_grades(vec![grade], t0(), None).await.unwrap()
        })
    };
    let cashed = matches!(cash_task.await.unwrap(), CashoutOutcome::CashedOut { .. });
    let graded = grade_task.await.unwrap().applied.len() == 1;
    assert!(cashed != graded, "cashed {cashed}, graded {graded}");
    let expected = if cashed { 1_400 } else { 1_909 };
    assert_eq!(cash(&store, &u.id).await, expected);
    assert_ledger_ok(&store).await;
}

/// Cash-out refusals: another bettor's bet, an unknown bet, a stale version, a bet not open,
/// a non-positive amount. Nothing moves.
pub async fn settlement_cash_out_refusals<S: Store + Clone>(store: S) {
    let u = user(&store, "cashout-refusals@example.com").await;
    let other = user(&store, "cashout-thief@example.com").await;
    fund(&store, &u.id, 2_000, "fund-cashout-refusals").await;
    let bet = place_one(&store, &u.id, "mine", straight("sel-a", 1_000)).await;
    assert_eq!(
        store
            .cash_out(&other.id, &bet.id, 0, 1_000, t0())
            .await
            .unwrap(),
        CashoutOutcome::NotYours
    );
    assert_eq!(
        store
            .cash_out(&u.id, &BetId::from_raw("no-such-bet"), 0, 1_000, t0())
            .await
            .unwrap(),
        CashoutOutcome::UnknownBet
    );
    assert_eq!(
        store
            .cash_out(&u.id, &bet.id, 3, 1_000, t0())
            .await
            .unwrap(),
        CashoutOutcome::Stale { bet: bet.clone() }
    );
    assert!(matches!(
        store.cash_out(&u.id, &bet.id, 0, 0, t0()).await,
        Err(StoreError::Conflict("amount"))
    ));
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert_eq!(reread(&store, &bet).await, bet);

    apply(&store, vec![loss(&bet)]).await;
    assert!(matches!(
        store.cash_out(&u.id, &bet.id, 1, 1_000, t0()).await.unwrap(),
        CashoutOutcome::NotOpen { bet } if bet.outcome == BetOutcome::Loss
    ));
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert_ledger_ok(&store).await;
}

/// Bet history: newest first in pages joined by cursors; filters by state and placement
/// time; totals; only the bettor's own bets; bad page sizes and cursors are refused.
pub async fn settlement_history_pages_and_filters<S: Store + Clone>(store: S) {
    let u = user(&store, "history@example.com").await;
    let other = user(&store, "history-other@example.com").await;
    fund(&store, &u.id, 100_000, "fund-history").await;
    fund(&store, &other.id, 10_000, "fund-history-other").await;
    let s = session(&store, &u.id).await;
    let mut bets = Vec::new();
    for i in 0..7_i64 {
        let mut p = placement(&u.id, &s, &format!("h-{i}"), vec![straight("sel-a", 1_000)]);
        // Two bets share an instant: the id breaks the tie.
        p.at = t0() + Duration::minutes(i.min(5));
        if i == 6 {
            p.bets[0].status = BetStatus::PendingAcceptance;
            p.bets[0].accept_after = Some(p.at + Duration::seconds(5));
        }
        bets.push(placed(store.place_bets(p).await.unwrap()).remove(0));
    }
    place_one(&store, &other.id, "h-other", straight("sel-a", 1_000)).await;
    // Settle two (a win and a loss) and reject one.
    apply(&store, vec![win(&bets[0]), loss(&bets[1])]).await;
    store
        .resolve_pending_bet(&bets[6].id, false, t0() + Duration::minutes(6))
        .await
        .unwrap();

    let query = |filter, first, after: Option<String>| BetHistoryQuery {
        filter,
        from: None,
        to: None,
        first,
        after,
    };
    // Every bet once, newest first, over pages of 3.
    let mut seen = Vec::new();
    let mut after = None;
    loop {
        let page = store
            .bet_history(&u.id, &query(BetHistoryFilter::All, 3, after.clone()))
            .await
            .unwrap();
        assert!(page.bets.len() <= 3);
        seen.extend(page.bets.iter().map(|b| (b.placed_at, b.id.clone())));
        if !page.has_next_page {
            break;
        }
        after = page.end_cursor;
    }
    let mut expected: Vec<_> = bets.iter().map(|b| (b.placed_at, b.id.clone())).collect();
    expected.sort_by(|a, b| b.cmp(a));
    assert_eq!(seen, expected);

    let ids = |page: store::BetHistoryPage| {
        let mut ids: Vec<BetId> = page.bets.into_iter().map(|b| b.id).collect();
        ids.sort();
        ids
    };
    let sorted = |mut v: Vec<BetId>| {
        v.sort();
        v
    };
    let open = store
        .bet_history(&u.id, &query(BetHistoryFilter::Open, 100, None))
        .await
        .unwrap();
    assert!(!open.has_next_page);
    assert_eq!(
        ids(open),
        sorted(bets[2..6].iter().map(|b| b.id.clone()).collect())
    );
    let settled = store
        .bet_history(&u.id, &query(BetHistoryFilter::Settled, 100, None))
        .await
        .unwrap();
    assert_eq!(
        ids(settled),
        sorted(vec![
            bets[0].id.clone(),
            bets[1].id.clone(),
            bets[6].id.clone()
        ])
    );
    let ranged = store
        .bet_history(
            &u.id,
            &BetHistoryQuery {
                from: Some(t0() + Duration::minutes(1)),
                to: Some(t0() + Duration::minutes(3)),
                ..query(BetHistoryFilter::All, 100, None)
            },
        )
        .await
        .unwrap();
    assert_eq!(
        ids(ranged),
        sorted(vec![bets[1].id.clone(), bets[2].id.clone()]),
        "from inclusive, to exclusive"
    );

    let totals = store
        .bet_totals(&u.id, BetHistoryFilter::All, None, None)
        .await
        .unwrap();
    assert_eq!(totals.count, 7);
    assert_eq!(
        totals.staked_cents,
        6 * 1_000,
        "the rejected stake was given back"
    );
    assert_eq!(totals.paid_cents, 1_909);
    let settled_totals = store
        .bet_totals(
            &u.id,
            BetHistoryFilter::Settled,
            None,
            Some(t0() + Duration::minutes(1)),
        )
        .await
        .unwrap();
    assert_eq!(
        (
            settled_totals.count,
            settled_totals.staked_cents,
            settled_totals.paid_cents
        ),
        (1, 1_000, 1_909)
    );

    let empty = store
        .bet_history(
            &UserId::from_raw("nobody"),
            &query(BetHistoryFilter::All, 10, None),
        )
        .await
        .unwrap();
    assert!(empty.bets.is_empty() && !empty.has_next_page && empty.end_cursor.is_none());
    for first in [0, 101] {
        assert!(matches!(
            store
                .bet_history(&u.id, &query(BetHistoryFilter::All, first, None))
                .await,
            Err(StoreError::Conflict("first"))
        ));
    }
    assert!(matches!(
        store
            .bet_history(
                &u.id,
                &query(BetHistoryFilter::All, 10, Some("not-a-cursor".to_owned()))
            )
            .await,
        Err(StoreError::Conflict("cursor"))
    ));
}

/// A share link is created once per bet and channel, only by the bet's owner, and names the
/// bet for anyone.
pub async fn settlement_share_links_are_idempotent_and_owner_only<S: Store + Clone>(store: S) {
    let u = user(&store, "share@example.com").await;
    let other = user(&store, "share-other@example.com").await;
    fund(&store, &u.id, 1_000, "fund-share").await;
    let bet = place_one(&store, &u.id, "share", straight("sel-a", 1_000)).await;
    let at = t0() + Duration::minutes(5);
    let link = store
        .create_share_link(&u.id, &bet.id, "copy", at)
        .await
        .unwrap();
    assert!(store::is_share_code(&link.code), "{}", link.code);
    assert_eq!(
        (link.bet_id.clone(), link.channel.as_str(), link.created_at),
        (bet.id.clone(), "copy", at)
    );
    let again = store
        .create_share_link(&u.id, &bet.id, "copy", at + Duration::hours(1))
        .await
        .unwrap();
    assert_eq!(again, link, "the same link");
    let twitter = store
        .create_share_link(&u.id, &bet.id, "twitter", at)
        .await
        .unwrap();
    assert_ne!(twitter.code, link.code);
    assert!(matches!(
        store
            .create_share_link(&other.id, &bet.id, "copy", at)
            .await,
        Err(StoreError::NotFound("bet"))
    ));
    assert!(matches!(
        store
            .create_share_link(&u.id, &BetId::from_raw("no-such-bet"), "copy", at)
            .await,
        Err(StoreError::NotFound("bet"))
    ));
    assert!(matches!(
        store
            .create_share_link(&u.id, &bet.id, "bad channel", at)
            .await,
        Err(StoreError::Conflict("channel"))
    ));
    assert_eq!(
        store.shared_bet(&link.code).await.unwrap(),
        Some(bet.clone())
    );
    assert_eq!(store.shared_bet("AAAAAAAAAA").await.unwrap(), None);
    assert_eq!(store.shared_bet("../etc").await.unwrap(), None);
    let links = store
        .share_links(std::slice::from_ref(&bet.id))
        .await
        .unwrap();
    let mut codes: Vec<&str> = links.iter().map(|l| l.code.as_str()).collect();
    codes.sort_unstable();
    let mut expected = vec![link.code.as_str(), twitter.code.as_str()];
    expected.sort_unstable();
    assert_eq!(codes, expected);
    assert!(store.share_links(&[]).await.unwrap().is_empty());
}

/// Concurrent creations of one link answer the same code.
pub async fn concurrent_share_link_creations_agree<S: Store + Clone>(store: S) {
    let u = user(&store, "share-race@example.com").await;
    fund(&store, &u.id, 1_000, "fund-share-race").await;
    let bet = place_one(&store, &u.id, "share-race", straight("sel-a", 1_000)).await;
    let barrier = Arc::new(Barrier::new(8));
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let (store, barrier, u, id) =
                (store.clone(), barrier.clone(), u.id.clone(), bet.id.clone());
            tokio::spawn(async move {
                barrier.wait().await;
                store
                    .create_share_link(&u, &id, "copy", t0())
                    .await
                    .unwrap()
                    .code
            })
        })
        .collect();
    let mut codes = Vec::new();
    for task in tasks {
        codes.push(task.await.unwrap());
    }
    codes.dedup();
    assert_eq!(codes.len(), 1, "{codes:?}");
    assert_eq!(store.share_links(&[bet.id]).await.unwrap().len(), 1);
}

/// Open and settled bets by market: every bet with a leg on the markets once, in id order,
/// over pages; other markets' and other states' bets left out.
pub async fn settlement_bets_for_markets_page_by_id<S: Store + Clone>(store: S) {
    let u = user(&store, "markets@example.com").await;
    fund(&store, &u.id, 100_000, "fund-markets").await;
    let s = session(&store, &u.id).await;
    let mut new_bets = Vec::new();
    for i in 0..5 {
        new_bets.push(straight("sel-a", 100 + i));
    }
    for i in 0..3 {
        new_bets.push(straight("sel-b", 200 + i));
    }
    new_bets.push(straight("sel-c", 300));
    // A parlay on both markets is listed once.
    new_bets.push(NewBet {
        bet_type: "parlay".to_owned(),
        potential_payout_cents: 1_000,
        legs: vec![leg("sel-a", "event-1"), leg("sel-b", "event-2")],
        ..straight("sel-a", 400)
    });
    let bets = placed(
        store
            .place_bets(placement(&u.id, &s, "markets", new_bets))
            .await
            .unwrap(),
    );
    let markets = vec!["sel-a-market".to_owned(), "sel-b-market".to_owned()];
    let mut expected: Vec<BetId> = bets
        .iter()
        .filter(|b| b.legs.iter().any(|l| markets.contains(&l.market_id)))
        .map(|b| b.id.clone())
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 9);

    let page_through = |settled: bool| {
        let (store, markets) = (store.clone(), markets.clone());
        async move {
            let mut seen: Vec<BetId> = Vec::new();
            let mut after: Option<BetId> = None;
            loop {
                let page = if settled {
                    store
                        .settled_bets_for_markets(&markets, 2, after.as_ref())
                        .await
                } else {
                    store
                        .open_bets_for_markets(&markets, 2, after.as_ref())
                        .await
                }
                .unwrap();
                assert!(page.len() <= 2);
                for bet in &page {
                    assert!(bet.legs.iter().any(|l| markets.contains(&l.market_id)));
                    assert!(!bet.legs.is_empty());
                }
                seen.extend(page.iter().map(|b| b.id.clone()));
                if page.len() < 2 {
                    break;
                }
                after = page.last().map(|b| b.id.clone());
            }
            seen
        }
    };
    assert_eq!(page_through(false).await, expected);
    assert!(page_through(true).await.is_empty());
    assert!(
        store
            .open_bets_for_markets(&markets, 0, None)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(
        store
            .open_bets_for_markets(&[], 10, None)
            .await
            .unwrap()
            .is_empty()
    );

    // Settle three of them: they move from the open list to the settled one.
    let settle: Vec<&PlacedBet> = bets
        .iter()
        .filter(|b| expected.contains(&b.id))
        .take(3)
        .collect();
    apply(&store, settle.iter().map(|b| loss(b)).collect()).await;
    let mut settled_ids: Vec<BetId> = settle.iter().map(|b| b.id.clone()).collect();
    settled_ids.sort();
    assert_eq!(page_through(true).await, settled_ids);
    let open: Vec<BetId> = expected
        .iter()
        .filter(|id| !settled_ids.contains(id))
        .cloned()
        .collect();
    assert_eq!(page_through(false).await, open);
}

/// The settlement audit keeps every action, newest first, filterable by market.
pub async fn settlement_audit_round_trips<S: Store + Clone>(store: S) {
    let entry = |action: &str, market: Option<&str>, minutes| NewSettlementAudit {
        actor: "admin:ops@example.com".to_owned(),
        action: action.to_owned(),
        market_id: market.map(str::to_owned),
        detail: "{\"reason\":\"abandoned\"}".to_owned(),
        at: t0() + Duration::minutes(minutes),
    };
    let first = store
        .record_settlement_audit(entry("void_market", Some("m-1"), 1))
        .await
        .unwrap();
    assert_eq!(first.actor, "admin:ops@example.com");
    assert_eq!(first.at, t0() + Duration::minutes(1));
    store
        .record_settlement_audit(entry("regrade_market", Some("m-2"), 2))
        .await
        .unwrap();
    store
        .record_settlement_audit(entry("resettle", None, 3))
        .await
        .unwrap();
    let all = store.settlement_audit(None, 10).await.unwrap();
    assert_eq!(
        all.iter().map(|e| e.action.as_str()).collect::<Vec<_>>(),
        vec!["resettle", "regrade_market", "void_market"]
    );
    let m1 = store.settlement_audit(Some("m-1"), 10).await.unwrap();
    assert_eq!(m1, vec![first]);
    assert_eq!(store.settlement_audit(None, 1).await.unwrap().len(), 1);
    assert!(matches!(
        store.record_settlement_audit(entry("", None, 4)).await,
        Err(StoreError::Conflict("audit"))
    ));
}

/// An operator's override with the grade it leads to, as an operator tool computes it.
fn override_of(
    bet: &PlacedBet,
    outcome: Option<BetOutcome>,
    legs: Vec<(u32, Option<LegResult>)>,
    grade: Option<BetGrade>,
) -> BetOverride {
    BetOverride {
        bet_id: bet.id.clone(),
        expected_grade_version: bet.grade_version,
        outcome,
        legs,
        grade,
        audit: NewSettlementAudit {
            actor: "admin:ops@example.com".to_owned(),
            action: "void_bet".to_owned(),
            market_id: None,
            detail: format!("{{\"bet_id\":\"{}\"}}", bet.id),
            at: t0() + Duration::hours(2),
        },
    }
}

/// Operator overrides: a void applies its grade and its audit row in one go and moves the
/// version, so a grade computed before it is stale; an override that changes no money still
/// moves the version; lifting clears the columns; refusals write nothing.
pub async fn settlement_overrides_apply_with_their_grade<S: Store + Clone>(store: S) {
    let u = user(&store, "override@example.com").await;
    fund(&store, &u.id, 2_000, "fund-override").await;
    let bet = place_one(&store, &u.id, "ov", straight("sel-a", 1_000)).await;
    assert_eq!(store.bet_by_id(&bet.id).await.unwrap().as_ref(), Some(&bet));
    let at = t0() + Duration::hours(2);
    let stale_win = win(&bet);

    // Refusals: an outcome other than a void, an unknown leg, a stale or unknown bet.
    let voided = grade_of(&bet, BetOutcome::Voided, 1_000, &[]);
    for (bad, what) in [
        (
            override_of(&bet, Some(BetOutcome::Win), vec![], None),
            "override",
        ),
        (
            override_of(&bet, None, vec![(3, Some(LegResult::Win))], None),
            "override",
        ),
        (
            override_of(&bet, None, vec![(0, Some(LegResult::Pending))], None),
            "override",
        ),
    ] {
        assert!(
            matches!(store.override_bet(bad, at).await, Err(StoreError::Conflict(w)) if w == what)
        );
    }
    let stale = BetOverride {
        expected_grade_version: 5,
        grade: None,
        ..override_of(&bet, Some(BetOutcome::Voided), vec![], None)
    };
    assert_eq!(
        store.override_bet(stale, at).await.unwrap(),
        OverrideOutcome::Stale
    );
    let unknown = BetOverride {
        bet_id: BetId::from_raw("no-such-bet"),
        ..override_of(&bet, Some(BetOutcome::Voided), vec![], None)
    };
    assert_eq!(
        store.override_bet(unknown, at).await.unwrap(),
        OverrideOutcome::UnknownBet
    );
    assert_eq!(cash(&store, &u.id).await, 1_000);
    assert!(store.settlement_audit(None, 10).await.unwrap().is_empty());

    // The void pays the stake back with its audit row; the grade computed before is stale.
    let void = override_of(&bet, Some(BetOutcome::Voided), vec![], Some(voided));
    let OverrideOutcome::Applied { bet: after, grade } =
        store.override_bet(void, at).await.unwrap()
    else {
        panic!("the void was not applied");
    };
    assert_eq!(after.override_outcome, Some(BetOutcome::Voided));
    assert_eq!(
        (after.status, after.outcome),
        (BetStatus::Settled, BetOutcome::Voided)
    );
    assert_eq!(after.grade_version, 1);
    assert_eq!(grade.map(|g| g.cash_delta_cents), Some(1_000));
    assert_eq!(cash(&store, &u.id).await, 2_000);
    assert_eq!(store.settlement_audit(None, 10).await.unwrap().len(), 1);
    let late = apply(&store, vec![stale_win]).await;
    assert_eq!(
        late.skipped[0].reason,
        SkipReason::Stale { current_version: 1 }
    );

    // A leg set by hand with no grade to apply still moves the version.
    let leg = override_of(
        &after,
        Some(BetOutcome::Voided),
        vec![(0, Some(LegResult::Win))],
        None,
    );
    let OverrideOutcome::Applied { bet: after, grade } = store.override_bet(leg, at).await.unwrap()
    else {
        panic!("the leg override was not applied");
    };
    assert_eq!(grade, None);
    assert_eq!(after.grade_version, 2);
    assert_eq!(after.legs[0].override_result, Some(LegResult::Win));
    assert_eq!(cash(&store, &u.id).await, 2_000);

    // Lifting both (the bet graded on its leg's win again) pays the difference.
    let mut lifted = grade_of(&after, BetOutcome::Win, 1_909, &[LegResult::Win]);
    lifted.regrade = true;
    let clear = override_of(&after, None, vec![(0, None)], Some(lifted));
    let OverrideOutcome::Applied { bet: after, grade } =
        store.override_bet(clear, at).await.unwrap()
    else {
        panic!("the lift was not applied");
    };
    assert_eq!(
        (after.override_outcome, after.legs[0].override_result),
        (None, None)
    );
    assert_eq!((after.outcome, after.regraded), (BetOutcome::Win, true));
    assert_eq!(grade.map(|g| g.cash_delta_cents), Some(909));
    assert_eq!(cash(&store, &u.id).await, 2_909);
    assert_eq!(store.settlement_audit(None, 10).await.unwrap().len(), 3);

    // A cashed-out bet has nothing to override.
    let other = place_one(&store, &u.id, "ov-cashed", straight("sel-b", 1_000)).await;
    store.cash_out(&u.id, &other.id, 0, 900, at).await.unwrap();
    let cashed = BetOverride {
        expected_grade_version: 1,
        ..override_of(&other, Some(BetOutcome::Voided), vec![], None)
    };
    assert_eq!(
        store.override_bet(cashed, at).await.unwrap(),
        OverrideOutcome::NotGradable
    );
    assert_ledger_ok(&store).await;
}

// ---- measurement -----------------------------------------------------------------------

/// The market every bet of the measurement has a leg on (the event that finishes).
const MEASURE_MARKET: &str = "final-moneyline";

/// A bet of the measurement's mix: straights, parlays (the event's leg plus other events'),
/// teasers and round robins. Half the bets back the winning side.
fn measured_bet(i: usize) -> NewBet {
    let side = if i.is_multiple_of(2) { "home" } else { "away" };
    let mut main = leg(side, "final");
    main.market_id = MEASURE_MARKET.to_owned();
    let other = |n: usize| leg(&format!("other-{}", n % 50), &format!("event-{}", n % 50));
    let stake = i64::try_from(100 + i % 900).unwrap_or(100);
    let base = straight(side, stake);
    match i % 10 {
        0..=4 => NewBet {
            legs: vec![main],
            ..base
        },
        5..=7 => NewBet {
            bet_type: "parlay".to_owned(),
            odds_numerator: 264,
            odds_denominator: 100,
            potential_payout_cents: stake * 364 / 100,
            legs: vec![main, other(i), other(i + 7)],
            ..base
        },
        8 => NewBet {
            bet_type: "teaser".to_owned(),
            odds_numerator: 10,
            odds_denominator: 11,
            teaser_points_halves: Some(12),
            legs: vec![main, other(i)],
            ..base
        },
        _ => NewBet {
            bet_type: "round_robin".to_owned(),
            total_stake_cents: stake * 3,
            odds_numerator: 1,
            odds_denominator: 1,
            potential_payout_cents: stake * 3 * 3,
            round_robin_sizes: vec![2],
            legs: vec![main, other(i), other(i + 3)],
            ..base
        },
    }
}

/// The measurement's grader: the home side won the event; a losing leg loses the bet at
/// once, a bet whose every leg won pays its potential payout, anything else stays pending
/// with the event's leg recorded.
fn measured_grade(bet: &PlacedBet) -> BetGrade {
    let results: Vec<LegResult> = bet
        .legs
        .iter()
        .map(|l| match (l.market_id.as_str(), l.selection_id.as_str()) {
            (MEASURE_MARKET, "home") => LegResult::Win,
            (MEASURE_MARKET, _) => LegResult::Loss,
            _ => l.result,
        })
        .collect();
    let (outcome, payout) = if results.contains(&LegResult::Loss) {
        (BetOutcome::Loss, 0)
    } else if results.iter().all(|r| *r == LegResult::Win) {
        (BetOutcome::Win, bet.potential_payout_cents)
    } else {
        (BetOutcome::Pending, 0)
    };
    grade_of(bet, outcome, payout, &results)
}

/// Places `bets` bets of [`measured_bet`]'s mix for `bettors` bettors (setup, not timed),
/// then times settling the event: pages of open bets on its market, graded, applied in
/// batches of `batch`. Answers how many bets were graded and the time it took. Checks every
/// bet was settled or updated once and the ledger verifies.
pub async fn time_settlement<S: Store + Clone>(
    store: S,
    bettors: usize,
    bets: usize,
    batch: u32,
) -> (usize, std::time::Duration) {
    let per_bettor = bets.div_ceil(bettors.max(1));
    let mut tasks = Vec::new();
    for b in 0..bettors {
        let store = store.clone();
        tasks.push(tokio::spawn(async move {
            let u = user(&store, &format!("settle-bench-{b}@example.com")).await;
            let s = session(&store, &u.id).await;
            fund(
                &store,
                &u.id,
                1_000_000_000,
                &format!("fund-settle-bench-{b}"),
            )
            .await;
            let mut placed_count = 0;
            for chunk in 0..per_bettor.div_ceil(100) {
                let bets: Vec<NewBet> = (0..100.min(per_bettor - chunk * 100))
                    .map(|k| measured_bet(b * per_bettor + chunk * 100 + k))
                    .collect();
                placed_count += bets.len();
                let p = placement(&u.id, &s, &format!("bench-{chunk}"), bets);
                match store.place_bets(p).await.expect("place") {
                    PlaceOutcome::Placed { .. } => {}
                    other => panic!("placement refused: {other:?}"),
                }
            }
            placed_count
        }));
    }
    let mut total = 0;
    for task in tasks {
        total += task.await.expect("placing task");
    }

    let markets = vec![MEASURE_MARKET.to_owned()];
    let started = std::time::Instant::now();
    let mut graded = 0;
    let mut after: Option<BetId> = None;
    let mut paid = 0;
    loop {
        let page = store
            .open_bets_for_markets(&markets, batch, after.as_ref())
            .await
            .expect("open bets");
        let Some(last) = page.last() else {
            break;
        };
        after = Some(last.id.clone());
        let short = page.len() < usize::try_from(batch).unwrap_or(usize::MAX);
        let grades: Vec<BetGrade> = page.iter().map(measured_grade).collect();
        graded += grades.len();
        let report = store
            .apply_grades(grades, t0() + Duration::hours(3), None)
            .await
            .expect("apply grades");
        assert!(report.skipped.is_empty(), "{:?}", report.skipped.first());
        paid += report
            .applied
            .iter()
            .filter(|a| a.transaction_id.is_some())
            .count();
        if short {
            break;
        }
    }
    let elapsed = started.elapsed();
    assert_eq!(graded, total, "every bet graded once");
    assert!(paid > 0);
    assert!(
        store
            .open_bets_for_markets(&markets, 10, None)
            .await
            .expect("open bets")
            .iter()
            .all(|b| b.grade_version == 1),
        "what is still open was updated"
    );
    assert_ledger_ok(&store).await;
    (graded, elapsed)
}
