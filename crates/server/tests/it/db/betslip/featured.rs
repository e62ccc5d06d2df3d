//! Featured bets: a card adds its selections at their current prices.

use super::support::*;
use crate::common::TestApp;
use crate::common::betting::*;
use crate::common::feed;
use serde_json::json;

/// The ids of the featured bet cards `/exclusives` shows.
async fn featured_cards(app: &TestApp, token: &str) -> Vec<String> {
    let res = app
        .graphql(
            Some(token),
            "{ marketplacePage(canonicalUrl: \"/exclusives\") { sections { shelves { __typename
                ... on FeaturedBetsShelf { cards { ... on FeaturedStraightBetCard { id } ... on FeaturedParlayBetCard { id } } } } } } }",
            json!({}),
        )
        .await;
    let page = data(&res, "marketplacePage");
    page["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["shelves"].as_array().unwrap().iter())
        .filter(|s| s["__typename"] == "FeaturedBetsShelf")
        .flat_map(|s| ids(&s["cards"], "id"))
        .collect()
}

#[tokio::test]
async fn a_featured_bet_adds_its_selections_at_their_current_prices() {
    let app = app().await;
    let key = games(&app).await;
    let b = bettor(&app, "featured@example.com", 0).await;
    let cards = featured_cards(&app, &b.token).await;
    assert_eq!(
        cards[..4],
        [
            "featured:g1.ml.h",
            "featured:g2.ml.h",
            "featured:g3.ml.h",
            "featured-parlay:g1.ml.h+g2.ml.h+g3.ml.h"
        ],
        "{cards:?}"
    );

    // The price moved after the card was shown: the selection comes in at the new price.
    app.push_ok(&key, &feed::home_price(10, "g1", -200)).await;
    let res = gql(&app, &b.token, FEATURED, json!({"f": cards[0]})).await;
    let slip = data(&res, "betslipAddFeaturedBet").clone();
    assert_eq!(selections(&slip), ["g1.ml.h"]);
    assert_eq!(slip["marketSelections"][0]["odds"]["american"], "-200");
    assert_eq!(
        slip["marketSelectionsMetadata"],
        json!([{"marketSelectionId": "g1.ml.h", "selectionOrigin": "featured-bet", "attributes": []}])
    );
    assert_eq!(slip["errors"], json!([]));
    assert_eq!(straight_bet(&slip, "g1.ml.h")["errors"], json!([]));

    // The parlay card adds its three legs (g1 once): 1/2, 2/3, 2/3 -> 3/2 x 5/3 x 5/3 = 25/6.
    let res = gql(&app, &b.token, FEATURED, json!({"f": cards[3]})).await;
    let slip = data(&res, "betslipAddFeaturedBet").clone();
    assert_eq!(selections(&slip), ["g1.ml.h", "g2.ml.h", "g3.ml.h"]);
    let parlay = &bets_of(&slip, "parlay")[0];
    assert_eq!(parlay["errors"], json!([]));
    assert_eq!(
        (
            &parlay["totalOdds"]["numerator"],
            &parlay["totalOdds"]["denominator"]
        ),
        (&json!(19), &json!(6))
    );
    let added = version(&slip);

    // Refusals add nothing, not even the good part of a parlay card.
    let res = gql(&app, &b.token, FEATURED, json!({"f": "nope"})).await;
    refused(&res, &invalid("This featured bet is no longer available."));
    let res = gql(&app, &b.token, FEATURED, json!({"f": "featured:nope"})).await;
    refused(&res, &selection_closed());
    let res = gql(
        &app,
        &b.token,
        FEATURED,
        json!({"f": "featured-parlay:g1.tot.o+nope"}),
    )
    .await;
    refused(&res, &selection_closed());
    let slip = read_slip(&app, &b.token).await;
    assert_eq!(version(&slip), added);
    assert_eq!(selections(&slip), ["g1.ml.h", "g2.ml.h", "g3.ml.h"]);

    // Visitors may add featured bets too.
    let anonymous = visitor(&app).await;
    let res = gql(&app, &anonymous, FEATURED, json!({"f": cards[1]})).await;
    assert_eq!(selections(data(&res, "betslipAddFeaturedBet")), ["g2.ml.h"]);
    let res = app
        .graphql(None, &with_slip(FEATURED), json!({"f": cards[1]}))
        .await;
    assert_eq!(error_code(&res), "UNAUTHENTICATED");
}
