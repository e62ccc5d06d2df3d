//! Parlay+ eligibility: a parlay holding a same-game group, whatever the `parlayPlusRebrand`
//! flag (which only relabels it).

use crate::common::betting::*;
use serde_json::{Value, json};

const PARLAY: &str = "query { betslip { parlay { draftBets { type isParlayPlusEligible
  draftLegEventGroupings { eventId isParlayPlusEligible } } } } }";

/// The parlay's type and eligibility, and each event grouping's eligibility.
async fn parlay_plus(app: &crate::common::TestApp, token: &str) -> Value {
    let res = app.graphql(Some(token), PARLAY, json!({})).await;
    let bet = &data(&res, "betslip")["parlay"]["draftBets"][0];
    let groups: Vec<Value> = bet["draftLegEventGroupings"]
        .as_array()
        .expect("groupings")
        .iter()
        .map(|g| json!([g["eventId"], g["isParlayPlusEligible"]]))
        .collect();
    json!({"type": bet["type"], "eligible": bet["isParlayPlusEligible"], "groups": groups})
}

#[tokio::test]
async fn parlay_plus_eligibility_does_not_depend_on_the_rebrand_flag() {
    let app = app().await;
    games(&app).await;
    let b = bettor(&app, "parlay-plus@example.com", 0).await;
    // Independent events: a plain parlay.
    add(&app, &b.token, "g1.ml.h").await;
    add(&app, &b.token, "g2.ml.h").await;
    let plain = json!({"type": "PARLAY", "eligible": false,
        "groups": [["g1", false], ["g2", false]]});
    assert_eq!(parlay_plus(&app, &b.token).await, plain);
    // A same-game group (KC ML with the g1 Over): Parlay+, with the flag off.
    add(&app, &b.token, "g1.tot.o").await;
    let plus = json!({"type": "PARLAY_PLUS", "eligible": true,
        "groups": [["g1", true], ["g2", false]]});
    assert_eq!(parlay_plus(&app, &b.token).await, plus);
    // The rebrand flag changes nothing the server says.
    flag_on(&app, &b.token, "parlayPlusRebrand").await;
    assert_eq!(parlay_plus(&app, &b.token).await, plus);
    let res = gql(
        &app,
        &b.token,
        "mutation { betslipRemoveMarketSelection(selectionId: \"g1.tot.o\") { ...S } }",
        json!({}),
    )
    .await;
    data(&res, "betslipRemoveMarketSelection");
    assert_eq!(parlay_plus(&app, &b.token).await, plain);
}
