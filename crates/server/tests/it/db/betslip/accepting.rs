//! Accepting listed changes leaves the others waiting.

use super::support::*;
use crate::common::betting::*;
use crate::common::feed;
use serde_json::{Value, json};

#[tokio::test]
async fn accepting_listed_changes_leaves_the_others_waiting() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "accept-some@example.com", 0).await;
    // A same-game group (KC ML with the g1 Over) and a g2 leg.
    add(&app, &b.token, "g1.ml.h").await;
    add(&app, &b.token, "g1.tot.o").await;
    let slip = add(&app, &b.token, "g2.ml.h").await;
    assert_eq!(slip["errors"], json!([]));
    app.push_ok(&key, &feed::home_price(10, "g1", -200)).await;
    app.push_ok(&key, &feed::home_price(11, "g2", -120)).await;
    let waiting = |slip: &Value| {
        let legs: Vec<String> = bets_of(slip, "straight")
            .iter()
            .filter(|b| b["errors"] == json!([odds_changed()]))
            .map(|b| b["id"].as_str().unwrap().to_owned())
            .collect();
        (legs, bets_of(slip, "parlay")[0]["errors"].clone())
    };
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(
        waiting(&slip),
        (
            vec!["straight:g1.ml.h".into(), "straight:g2.ml.h".into()],
            json!([odds_changed()])
        )
    );
    let before = version(&slip);

    // Unknown selections or groups: refused, nothing accepted.
    for (vars, message) in [
        (
            json!({"s": ["g2.ml.h", "g3.ml.h"]}),
            "This selection is not in your betslip.",
        ),
        (
            json!({"g": [["g1.ml.h"]]}),
            "This same-game group is not in your betslip.",
        ),
        (
            json!({"g": [["g1.ml.h", "g2.ml.h"]]}),
            "This same-game group is not in your betslip.",
        ),
    ] {
        let res = gql(&app, &b.token, ACCEPT_ONLY, vars).await;
        refused(&res, &invalid(message));
    }
    assert_eq!(version(&read_slip(&app, &b.token).await), before);

    // g2's price only: g1's leg and its group still wait, so does the parlay.
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": ["g2.ml.h"]})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    assert_eq!(slip["errors"], json!([slip_odds_changed()]));
    assert_eq!(
        straight_bet(&slip, "g2.ml.h")["totalOdds"]["american"],
        "-120"
    );
    // The group (its legs in any order): its joint price is accepted, its leg's is not.
    let res = gql(
        &app,
        &b.token,
        ACCEPT_ONLY,
        json!({"g": [["g1.tot.o", "g1.ml.h"]]}),
    )
    .await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        slip["draftBetEventGroupings"]["draftBetEventGroupings"],
        json!([{"eventId": "g1", "legGroupRequiresAcceptance": false},
               {"eventId": "g2", "legGroupRequiresAcceptance": false}]),
        "{slip}"
    );
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    // Empty lists accept nothing; the leg itself, then, clears the slip.
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": [], "g": []})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(
        waiting(&slip),
        (vec!["straight:g1.ml.h".into()], json!([odds_changed()]))
    );
    let res = gql(&app, &b.token, ACCEPT_ONLY, json!({"s": ["g1.ml.h"]})).await;
    let slip = data(&res, "betslipAcceptChanges").clone();
    assert_eq!(waiting(&slip), (Vec::<String>::new(), json!([])));
    assert_eq!(slip["errors"], json!([]));
    assert_eq!(
        straight_bet(&slip, "g1.ml.h")["totalOdds"]["american"],
        "-200"
    );
}
