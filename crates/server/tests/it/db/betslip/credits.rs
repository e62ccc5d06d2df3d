//! Credits as the amount source: they pay the stake instead of cash; a short balance is
//! refused.

use super::support::*;
use crate::common::betting::*;
use crate::common::feed;
use serde_json::json;

#[tokio::test]
async fn credits_pay_the_stake_instead_of_cash_and_a_short_balance_is_refused() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "credits@example.com", 5_00).await;
    // `sportsbook admin award credits --amount 10.00`
    grant_credits(&app, &b.user, 10_00).await;

    add(&app, &b.token, "g1.ml.a").await;
    let res = source(
        &app,
        &b.token,
        "straight:g1.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    let bet = straight_bet(data(&res, "betslipSetAmountSource"), "g1.ml.a");
    assert_eq!(bet["amountSourceType"], "PROMOTIONAL_CREDIT");
    assert_eq!(bet["availablePromotionalCreditBalance"]["amount"], 10_00);

    // $12 of Credits out of $10.
    let slip = set_amount(&app, &b.token, "straight:g1.ml.a", "12").await;
    assert_eq!(
        straight_bet(&slip, "g1.ml.a")["errors"],
        json!([low_credits()])
    );
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g1.ml.a", "betAmount": "1200"}]),
        version(&slip),
        "credits-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([low_credits()]));
    assert_eq!(answer["placedBets"], json!([]));
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (5_00, 10_00)
    );

    // Two Credits bets share the balance: $6 fits, a second $6 does not, $4 does.
    add(&app, &b.token, "g2.ml.a").await;
    source(
        &app,
        &b.token,
        "straight:g2.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    set_amount(&app, &b.token, "straight:g1.ml.a", "6").await;
    let slip = set_amount(&app, &b.token, "straight:g2.ml.a", "6").await;
    assert_eq!(straight_bet(&slip, "g1.ml.a")["errors"], json!([]));
    assert_eq!(
        straight_bet(&slip, "g2.ml.a")["errors"],
        json!([low_credits()])
    );
    let slip = set_amount(&app, &b.token, "straight:g2.ml.a", "4").await;
    assert_eq!(straight_bet(&slip, "g2.ml.a")["errors"], json!([]));
    let answer = place(
        &app,
        &b.token,
        json!([
            {"draftBetId": "straight:g1.ml.a", "betAmount": "600"},
            {"draftBetId": "straight:g2.ml.a", "betAmount": "400"}
        ]),
        version(&slip),
        "credits-2",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    let placed = answer["placedBets"].as_array().unwrap();
    assert_eq!(placed[0]["amountSourceType"], "PROMOTIONAL_CREDIT");
    // $6 at +130 returns $13.80 in cash; $4 returns $9.20.
    assert_eq!(placed[0]["potentialPayout"]["amount"], 13_80);
    assert_eq!(placed[1]["potentialPayout"]["amount"], 9_20);
    assert_eq!(
        answer["patronBalanceAfter"]["withdrawableBalance"]["amount"],
        5_00
    );
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (5_00, 0),
        "the stakes came from Credits, not cash"
    );

    // No Credits left: refused; switching back to cash pays from cash.
    add(&app, &b.token, "g3.ml.a").await;
    source(
        &app,
        &b.token,
        "straight:g3.ml.a",
        "PROMOTIONAL_CREDIT",
        None,
    )
    .await;
    let slip = set_amount(&app, &b.token, "straight:g3.ml.a", "1").await;
    let bet = straight_bet(&slip, "g3.ml.a");
    assert_eq!(bet["errors"], json!([low_credits()]));
    assert_eq!(bet["availablePromotionalCreditBalance"]["amount"], 0);
    let res = source(&app, &b.token, "straight:g3.ml.a", "CASH", None).await;
    let slip = data(&res, "betslipSetAmountSource").clone();
    let bet = straight_bet(&slip, "g3.ml.a");
    assert_eq!(bet["amountSourceType"], "CASH");
    assert_eq!(bet["errors"], json!([]));
    let answer = place(
        &app,
        &b.token,
        json!([{"draftBetId": "straight:g3.ml.a", "betAmount": "100"}]),
        version(&slip),
        "cash-1",
    )
    .await;
    assert_eq!(answer["errors"], json!([]), "{answer}");
    assert_eq!(cash(&app, &b.user).await, 4_00);

    // A bonus bet needs its id; an unknown one is refused.
    add(&app, &b.token, "g1.tot.o").await;
    let res = source(&app, &b.token, "straight:g1.tot.o", "FREE_BET", None).await;
    refused(&res, &invalid("Choose the bonus bet to use."));
    let res = source(
        &app,
        &b.token,
        "straight:g1.tot.o",
        "FREE_BET",
        Some("nope"),
    )
    .await;
    refused(&res, &reward_unavailable());
    let res = source(&app, &b.token, "straight:nope", "CASH", None).await;
    refused(&res, &invalid(NOT_IN_SLIP));

    // A Credits stake that wins is paid in cash, stake and profit.
    app.push_ok(
        &key,
        &feed::result(
            10,
            "g1.ml",
            &[("g1.ml.h", json!("loss")), ("g1.ml.a", json!("win"))],
        ),
    )
    .await;
    let first = placed[0]["rawId"].as_str().unwrap();
    assert_eq!(settled(&app, &b.user, first).await.payout_cents, 13_80);
    assert_eq!(
        (cash(&app, &b.user).await, credits(&app, &b.user).await),
        (4_00 + 13_80, 0)
    );
    ledger_ok(&app).await;
}
