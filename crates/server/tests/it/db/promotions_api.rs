//! Promotions and awards through GraphQL: what visitors and account holders are listed, the
//! promotions page's sections, the onboarding offers with a pick-one claim, opt-in refusals,
//! and the awards a promotion made by section.

use crate::common::TestApp;
use domain::ids::UserId;
use domain::promotion::Event;
use serde_json::{Value, json};
use server::promotions::{admin, engine};

const CARD: &str = "id slug title shortDescription section enrollmentStatus userPromotionStatus \
    promoCode primaryCta primaryCtaLink image { art layout }";

fn definition(slug: &str, extra: Value) -> Value {
    let mut d = json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": format!("Offer {slug}"),
        "description": "First sentence. Second sentence.",
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2036-01-01T00:00:00Z",
        "trigger": { "kind": "firstDeposit", "minCents": 500 },
        "awards": [{ "kind": "bonusBet", "amount": { "fixedCents": 2500 }, "title": "Welcome Bonus Bet" }]
    });
    for (k, v) in extra.as_object().unwrap() {
        d[k] = v.clone();
    }
    d
}

fn slugs(list: &Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| p["slug"].as_str().unwrap())
        .collect()
}

/// The offers of this file: a pick-one pair for new customers, a welcome offer, an offer for
/// existing customers only, a casino free-spins offer with an opt-in, a code offer, and a
/// paused one.
async fn offers(app: &TestApp) {
    let new_pick = |slug: &str, art: &str| {
        definition(
            slug,
            json!({
                "eligibility": { "customers": "new", "optInRequired": true },
                "display": { "onboarding": "playYourWay", "art": art }
            }),
        )
    };
    app.create_promotion(&new_pick("pick-sports", "welcome"))
        .await;
    app.create_promotion(&new_pick("pick-casino", "freeSpins"))
        .await;
    app.create_promotion(&definition(
        "welcome-bonus",
        json!({
            "eligibility": { "optInRequired": true },
            "display": {
                "onboarding": "welcome",
                "primaryCta": { "label": "Deposit Now", "link": "/wallet/deposit" }
            }
        }),
    ))
    .await;
    app.create_promotion(&definition(
        "loyal-only",
        json!({ "startsAt": "2035-01-01T00:00:00Z", "eligibility": { "customers": "existing" } }),
    ))
    .await;
    app.create_promotion(&definition(
            "spins",
            json!({
                "eligibility": { "optInRequired": true },
                "trigger": { "kind": "deposit", "minCents": 2000 },
                "awards": [{ "kind": "freeRounds", "games": ["gold-rush-reels"], "rounds": 10, "stakeCents": 20 }]
            }),
        ),
    )
    .await;
    app.create_promotion(&definition(
            "code-match",
            json!({ "eligibility": { "promoCode": "MATCH50" }, "trigger": { "kind": "deposit", "minCents": 1000 } }),
        ),
    )
    .await;
    let paused = app.create_promotion(&definition("paused", json!({}))).await;
    admin::change(
        app.store().as_ref(),
        paused.slug(),
        domain::promotion::Action::Pause,
        "ops",
        app.now(),
    )
    .await
    .unwrap();
}

#[tokio::test]
async fn promo_api_lists_offers_by_viewer_and_section() {
    let app = TestApp::spawn().await;
    offers(&app).await;
    let list = format!("{{ promotions {{ {CARD} }} }}");

    // A visitor sees the live offers open to a new account; nothing of their own.
    let visitor = app.graphql(None, &list, json!({})).await;
    let mut seen = slugs(&visitor["data"]["promotions"]);
    seen.sort_unstable();
    assert_eq!(
        seen,
        [
            "code-match",
            "pick-casino",
            "pick-sports",
            "spins",
            "welcome-bonus"
        ]
    );
    let promotions = visitor["data"]["promotions"].as_array().unwrap();
    let card = |slug: &str| promotions.iter().find(|p| p["slug"] == slug).unwrap();
    assert_eq!(card("pick-sports")["enrollmentStatus"], "PENDING");
    assert_eq!(card("code-match")["enrollmentStatus"], "NOT_REQUIRED");
    assert_eq!(card("code-match")["promoCode"], "MATCH50");
    assert_eq!(card("code-match")["section"], "deposit");
    assert_eq!(card("spins")["section"], "casino");
    assert_eq!(card("spins")["image"]["art"], "freeSpins");
    assert_eq!(card("welcome-bonus")["primaryCtaLink"], "/wallet/deposit");
    assert_eq!(card("welcome-bonus")["shortDescription"], "First sentence.");
    assert_eq!(card("welcome-bonus")["image"]["layout"], "BANNER");

    // The page groups them: welcome offers first, then casino, then deposit.
    let page = app
        .graphql(
            None,
            "{ promotionsPage { sections { id title promotions { slug } } } }",
            json!({}),
        )
        .await;
    let sections: Vec<(&str, usize)> = page["data"]["promotionsPage"]["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["id"].as_str().unwrap(),
                s["promotions"].as_array().unwrap().len(),
            )
        })
        .collect();
    assert_eq!(sections, [("welcome", 3), ("casino", 1), ("deposit", 1)]);

    // A section filter, and an unknown one refused.
    let casino = app
        .graphql(
            None,
            "query($s: String) { promotions(section: $s) { slug } }",
            json!({ "s": "casino" }),
        )
        .await;
    assert_eq!(slugs(&casino["data"]["promotions"]), ["spins"]);
    let unknown = app
        .graphql(
            None,
            "query($s: String) { promotions(section: $s) { slug } }",
            json!({ "s": "poker" }),
        )
        .await;
    assert_eq!(unknown["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");

    // One promotion by slug; a paused one and an unknown one are not listed.
    let one = |id: &str| {
        app.graphql(
            None,
            "query($id: ID!) { promotion(id: $id) { slug termsOfUse } }",
            json!({ "id": id }),
        )
    };
    assert_eq!(one("spins").await["data"]["promotion"]["slug"], "spins");
    assert_eq!(one("paused").await["data"]["promotion"], Value::Null);
    assert_eq!(one("nothing-here").await["data"]["promotion"], Value::Null);
}

const ENROLL: &str = "mutation($id: ID!, $alt: Boolean) {
    promotionEnrollment(promotionId: $id, useAlternateImage: $alt) {
      success errors { code message }
      promotion { slug enrollmentStatus userPromotionStatus image { layout } } } }";

async fn enroll(app: &TestApp, id: &str, token: Option<&str>) -> Value {
    app.graphql(token, ENROLL, json!({ "id": id, "alt": true }))
        .await
}

#[tokio::test]
async fn promo_api_a_new_account_claims_one_pick_one_offer() {
    let app = TestApp::spawn().await;
    offers(&app).await;
    let (_, token, _) = app.user_with_tokens("newcomer@example.com").await;
    const ONBOARDING: &str = "{ listOnboardingPromotions {
        playYourWay {
          welcomeScreen { header description promotions { slug enrollmentStatus image { layout } } }
          confirmationScreen { header promotions { slug } } }
        onboardingPromotion { slug enrollmentStatus } } }";
    let before = app.graphql(Some(&token), ONBOARDING, json!({})).await;
    let o = &before["data"]["listOnboardingPromotions"];
    assert_eq!(
        slugs(&o["playYourWay"]["welcomeScreen"]["promotions"]),
        ["pick-sports", "pick-casino"]
    );
    assert_eq!(
        o["playYourWay"]["welcomeScreen"]["promotions"][0]["image"]["layout"],
        "CARD"
    );
    assert_eq!(o["playYourWay"]["confirmationScreen"], Value::Null);
    assert_eq!(o["onboardingPromotion"]["slug"], "welcome-bonus");

    let claimed = enroll(&app, "pick-casino", Some(&token)).await;
    let r = &claimed["data"]["promotionEnrollment"];
    assert_eq!(r["success"], true, "{claimed}");
    assert_eq!(r["promotion"]["enrollmentStatus"], "SUCCESS");
    assert_eq!(r["promotion"]["userPromotionStatus"], "PENDING");
    assert_eq!(r["promotion"]["image"]["layout"], "CARD");

    // The other pick-one offer is closed; the same one again is fine.
    let second = enroll(&app, "pick-sports", Some(&token)).await;
    let r = &second["data"]["promotionEnrollment"];
    assert_eq!(r["success"], false);
    assert_eq!(r["errors"][0]["code"], "NOT_ELIGIBLE");
    assert_eq!(
        r["errors"][0]["message"],
        "You have already claimed a welcome offer."
    );
    let again = enroll(&app, "pick-casino", Some(&token)).await;
    assert_eq!(again["data"]["promotionEnrollment"]["success"], true);

    let after = app.graphql(Some(&token), ONBOARDING, json!({})).await;
    let o = &after["data"]["listOnboardingPromotions"];
    assert_eq!(
        slugs(&o["playYourWay"]["confirmationScreen"]["promotions"]),
        ["pick-casino"]
    );
    // The pick-one view keeps both cards; the listing drops the one not claimed, so no
    // listing offers an opt-in the store would refuse (its own page still answers).
    assert_eq!(
        slugs(&o["playYourWay"]["welcomeScreen"]["promotions"]),
        ["pick-sports", "pick-casino"]
    );
    let listed = app
        .graphql(Some(&token), "{ promotions { slug } }", json!({}))
        .await;
    let listed = slugs(&listed["data"]["promotions"]);
    assert!(listed.contains(&"pick-casino"), "{listed:?}");
    assert!(!listed.contains(&"pick-sports"), "{listed:?}");
    let page = app
        .graphql(
            Some(&token),
            "query($id: ID!) { promotion(id: $id) { slug } }",
            json!({ "id": "pick-sports" }),
        )
        .await;
    assert_eq!(page["data"]["promotion"]["slug"], "pick-sports", "{page}");

    // Refusals: unknown, not for this account, paused, and visitors.
    let refusal = |body: &Value| {
        let r = &body["data"]["promotionEnrollment"];
        assert_eq!(r["success"], false, "{body}");
        (
            r["errors"][0]["code"].as_str().unwrap().to_owned(),
            r["errors"][0]["message"].as_str().unwrap().to_owned(),
        )
    };
    assert_eq!(
        refusal(&enroll(&app, "nothing-here", Some(&token)).await),
        (
            "NOT_FOUND".to_owned(),
            "This promotion does not exist.".to_owned()
        )
    );
    assert_eq!(
        refusal(&enroll(&app, "paused", Some(&token)).await).1,
        "This promotion is not running."
    );
    assert_eq!(
        refusal(&enroll(&app, "spins", None).await),
        (
            "UNAUTHENTICATED".to_owned(),
            "Log in to opt in to promotions.".to_owned()
        )
    );
    // A visitor has no onboarding offers.
    let visitor = app.graphql(None, ONBOARDING, json!({})).await;
    assert_eq!(
        visitor["data"]["listOnboardingPromotions"],
        json!({ "playYourWay": null, "onboardingPromotion": null })
    );
}

#[tokio::test]
async fn promo_api_awards_are_listed_by_section() {
    let app = TestApp::spawn().await;
    app.create_promotion(&definition(
            "deposit-bundle",
            json!({
                "awards": [
                    { "kind": "bonusBet", "amount": { "fixedCents": 2500 }, "title": "Welcome Bonus Bet" },
                    { "kind": "profitBoost", "percentage": 30, "maxStakeCents": 2500, "title": "30% Boost" },
                    { "kind": "promotionalCredit", "amount": { "fixedCents": 1000 } },
                    { "kind": "freeRounds", "games": ["gold-rush-reels"], "rounds": 10, "stakeCents": 20, "title": "Free Spins" }
                ]
            }),
        ),
    )
    .await;
    let (id, token, _) = app.user_with_tokens("awarded@example.com").await;
    let user = app
        .store()
        .user_by_id(&UserId::from_raw(&id))
        .await
        .unwrap()
        .unwrap();
    let first_deposit = Event::Deposit {
        amount_cents: 2_000,
        first: true,
        promo_code: None,
    };
    engine::run(
        app.store().as_ref(),
        "halftime",
        &user,
        &first_deposit,
        "deposit:test",
        app.now(),
    )
    .await
    .unwrap();

    let strip = app
        .graphql(
            Some(&token),
            "{ awards { id title count total { amount } deepLink { webUrl } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        strip["data"]["awards"],
        json!([
            { "id": "free-bets", "title": "Bonus Bets", "count": 1, "total": { "amount": 2500 },
              "deepLink": { "webUrl": "/account/award-details/free-bets" } },
            { "id": "profit-boosts", "title": "Profit Boosts", "count": 1, "total": null,
              "deepLink": { "webUrl": "/account/award-details/profit-boosts" } },
            { "id": "free-rounds", "title": "Free Spins", "count": 1, "total": null,
              "deepLink": { "webUrl": "/account/award-details/free-rounds" } },
            { "id": "promotional-credits", "title": "Credits", "count": 1, "total": { "amount": 1000 },
              "deepLink": { "webUrl": "/account/award-details/promotional-credits" } }
        ])
    );

    const DETAILS: &str = "query($s: String!) { awardDetails(sectionId: $s) {
        id title count items { awardType title description amount { amount } expiresAt deepLink { webUrl } } } }";
    let details = |s: &str| app.graphql(Some(&token), DETAILS, json!({ "s": s }));
    let spins = details("bonus-spins").await;
    let s = &spins["data"]["awardDetails"];
    assert_eq!(s["id"], "free-rounds", "{spins}");
    assert_eq!(s["items"][0]["awardType"], "FREE_ROUNDS");
    assert_eq!(
        s["items"][0]["description"],
        "10 of 10 spins left at $0.20 each."
    );
    let boosts = details("profit-boosts").await;
    assert_eq!(
        boosts["data"]["awardDetails"]["items"][0]["description"],
        "30% profit boost on stakes up to $25.00."
    );
    let history = details("history").await;
    let h = &history["data"]["awardDetails"];
    assert_eq!(h["count"], 1);
    assert_eq!(h["items"][0]["title"], "Offer deposit-bundle");
    assert_eq!(
        h["items"][0]["description"],
        "$25.00 Bonus Bet, 30% Profit Boost, $10.00 in Credits, 10 Free Spins at $0.20"
    );
    let empty = details("bonuses").await;
    assert_eq!(empty["data"]["awardDetails"]["count"], 0);
    assert_eq!(
        details("cashback-deluxe").await["data"]["awardDetails"],
        Value::Null
    );

    // Another account sees none of them; a visitor is refused.
    let (_, other, _) = app.user_with_tokens("other@example.com").await;
    let theirs = app
        .graphql(Some(&other), "{ awards { id } }", json!({}))
        .await;
    assert_eq!(theirs["data"]["awards"], json!([]));
    let visitor = app.graphql(None, "{ awards { id } }", json!({})).await;
    assert_eq!(
        visitor["errors"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );
}

async fn listed(app: &TestApp, token: Option<&str>) -> Vec<String> {
    let body = app
        .graphql(token, "{ promotions { slug } }", json!({}))
        .await;
    slugs(&body["data"]["promotions"])
        .into_iter()
        .map(str::to_owned)
        .collect()
}

#[tokio::test]
async fn promo_api_a_segment_offer_is_for_its_members() {
    let app = TestApp::spawn().await;
    app.create_promotion(&definition(
        "vip-reload",
        json!({
            "eligibility": { "segments": ["vip"] },
            "trigger": { "kind": "deposit", "minCents": 1000 }
        }),
    ))
    .await;
    let (_, member, _) = app.user_with_tokens("vip@example.com").await;
    let (_, other, _) = app.user_with_tokens("regular@example.com").await;
    let store = app.store();
    let now = app.now();
    assert_eq!(
        admin::add_to_segment(store.as_ref(), "vip", "vip@example.com", "ops", now)
            .await
            .unwrap(),
        admin::SegmentChange::Changed
    );
    assert_eq!(
        admin::add_to_segment(store.as_ref(), "vip", "vip@example.com", "ops", now)
            .await
            .unwrap(),
        admin::SegmentChange::Unchanged
    );
    let refused = |r: Result<admin::SegmentChange, admin::AdminError>| match r {
        Err(e) => e.to_string(),
        Ok(c) => panic!("accepted: {c:?}"),
    };
    assert_eq!(
        refused(admin::add_to_segment(store.as_ref(), "VIP!", "vip@example.com", "ops", now).await),
        "segment: must be 1 to 40 lower-case letters, digits and dashes"
    );
    assert_eq!(
        refused(
            admin::add_to_segment(store.as_ref(), "vip", "nobody@example.com", "ops", now).await
        ),
        "no account has the email \"nobody@example.com\""
    );
    assert_eq!(
        refused(admin::add_to_segment(store.as_ref(), "vip", "vip@example.com", " ", now).await),
        "name the operator who acts (--by), 1 to 200 characters"
    );

    assert_eq!(listed(&app, Some(&member)).await, ["vip-reload"]);
    assert!(listed(&app, Some(&other)).await.is_empty());
    assert!(listed(&app, None).await.is_empty());
    let opted = enroll(&app, "vip-reload", Some(&member)).await;
    assert_eq!(opted["data"]["promotionEnrollment"]["success"], true);

    admin::remove_from_segment(store.as_ref(), "vip", "vip@example.com", "ops")
        .await
        .unwrap();
    assert!(listed(&app, Some(&member)).await.is_empty());
    let refused = enroll(&app, "vip-reload", Some(&member)).await;
    assert_eq!(
        refused["data"]["promotionEnrollment"]["errors"][0]["message"],
        "This promotion is not available to you."
    );
}
