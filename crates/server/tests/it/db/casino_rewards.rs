//! Casino rewards on the running server (docs/product/casino-rewards.md): free rounds granted
//! with their checks, offered by the game client and paid by the operator; free-to-play
//! promotions granting their day's rounds once; the casino balance usage preference; the
//! first casino visit.

use crate::common::TestApp;
use crate::common::betting::*;
use crate::common::casino::{api, client_token};
use serde_json::{Value, json};
use server::casino::rewards::{self, GrantFailure, GrantRequest};

const LAUNCH: &str = "mutation($slug: String!) { launchCasinoGame(gameSlug: $slug, demo: false) { launchUrl error { code message } } }";

const F2P_LAUNCH: &str = "mutation($id: String!) { launchFreeToPlayGame(promotionId: $id) { launch { launchUrl error { code message } } freeRounds { id roundsLeft label promotionId } } }";

const F2P_CARD: &str = "query($id: String!) { casinoFreeToPlay(promotionId: $id) { id title description active roundsPerDay roundsLeftToday nextResetAt label stake { amount } game { slug } } }";

async fn launch(app: &TestApp, token: &str, slug: &str) -> String {
    let res = app
        .graphql(Some(token), LAUNCH, json!({"slug": slug}))
        .await;
    let launched = &res["data"]["launchCasinoGame"];
    assert_eq!(launched["error"], Value::Null, "{res}");
    client_token(launched)
}

fn request(slugs: &[&str], rounds: u32, stake_cents: i64) -> GrantRequest {
    GrantRequest {
        slugs: slugs.iter().map(|s| (*s).to_owned()).collect(),
        rounds,
        stake_cents,
        days: 7,
        title: None,
    }
}

async fn user_of(app: &TestApp, bettor: &Bettor) -> store::User {
    app.store()
        .user_by_id(&bettor.user)
        .await
        .unwrap()
        .expect("user")
}

#[tokio::test]
async fn free_rounds_are_checked_offered_and_paid_by_the_operator() {
    let app = app().await;
    let bettor = bettor(&app, "free-spins@example.com", 1_000).await;
    let holder = user_of(&app, &bettor).await;
    let now = app.now();
    let store = app.store().as_ref();

    // The grant's checks (what `sportsbook admin award free-rounds` runs).
    for (req, expected) in [
        (request(&["no-such-game"], 10, 20), "unknown game"),
        (
            request(&["blackjack-classic"], 10, 100),
            "does not take free rounds",
        ),
        (
            request(&["gold-rush-reels"], 0, 20),
            "rounds must be between 1 and 500",
        ),
        (
            request(&["gold-rush-reels"], 501, 20),
            "rounds must be between 1 and 500",
        ),
        (
            request(&["gold-rush-reels"], 10, 19),
            "between $0.20 and $500.00",
        ),
        (
            request(&["gold-rush-reels"], 10, 50_001),
            "between $0.20 and $500.00",
        ),
        (
            request(&["keno-80"], 10, 100),
            "Keno 80 does not take free rounds",
        ),
    ] {
        let refused = rewards::grant(store, &holder, &req, "admin", now).await;
        let message = refused.err().map(|e| e.to_string()).unwrap_or_default();
        assert!(message.contains(expected), "{message} / {expected}");
    }
    let days = GrantRequest {
        days: 0,
        ..request(&["gold-rush-reels"], 10, 20)
    };
    assert!(matches!(
        rewards::grant(store, &holder, &days, "admin", now).await,
        Err(GrantFailure::Invalid(_))
    ));
    let granted = rewards::grant(
        store,
        &holder,
        &request(&["gold-rush-reels"], 3, 20),
        "admin",
        now,
    )
    .await
    .expect("grant");
    assert_eq!(
        (granted.title.as_str(), granted.rounds_left),
        ("Free Spins", 3)
    );

    // The game page and the "play with rewards" category show them.
    let page = app
        .graphql(
            Some(&bettor.token),
            "query { casinoGamePage(gameProviderGameId: \"slot\") { hasFreeWager freeWagerLabel } roulette: casinoGamePage(gameProviderGameId: \"roulette\") { hasFreeWager freeWagerLabel } casinoPlayWithRewards { game { slug } freeRoundsLeft badge label } }",
            json!({}),
        )
        .await;
    assert_eq!(
        page["data"],
        json!({
            "casinoGamePage": {"hasFreeWager": true, "freeWagerLabel": "3 free spins at $0.20"},
            "roulette": {"hasFreeWager": false, "freeWagerLabel": null},
            "casinoPlayWithRewards": [{"game": {"slug": "gold-rush-reels"}, "freeRoundsLeft": 3, "badge": "3 free spins", "label": "3 free spins at $0.20"}],
        }),
        "{page}"
    );
    let visitor = visitor(&app).await;
    let anonymous = app
        .graphql(
            Some(&visitor),
            "query { casinoGamePage(gameProviderGameId: \"slot\") { hasFreeWager } }",
            json!({}),
        )
        .await;
    assert_eq!(anonymous["data"]["casinoGamePage"]["hasFreeWager"], false);
    let refused = app
        .graphql(
            Some(&visitor),
            "query { casinoPlayWithRewards { badge } }",
            json!({}),
        )
        .await;
    assert_eq!(error_code(&refused), "UNAUTHENTICATED", "{refused}");

    // The game client offers them and plays one: the stake is not the player's.
    let token = launch(&app, &bettor.token, "gold-rush-reels").await;
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["freeRounds"][0]["roundsLeft"], 3, "{session}");
    assert_eq!(session["freeRounds"][0]["label"], "3 free spins at $0.20");
    let spin =
        |line: u64| json!({"bets": {"slot": {"line_bet_cents": line}}, "freeRoundsId": granted.id});
    let (status, round) = api(&app, &token, "rounds", Some(spin(1))).await;
    assert_eq!(status, 200, "{round}");
    let win = round["winCents"].as_i64().unwrap();
    assert_eq!(round["freeRoundsLeft"], 2, "{round}");
    assert_eq!(round["balanceCents"], 1_000 + win);
    assert_eq!(cash(&app, &bettor.user).await, 1_000 + win);

    // Another stake is refused and voids its round; nothing is used.
    let (status, refused) = api(&app, &token, "rounds", Some(spin(2))).await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (409, &json!("FREE_ROUNDS"))
    );
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["freeRounds"][0]["roundsLeft"], 2);

    // The history shows no stake of the player's for the free round.
    let history = app
        .graphql(
            Some(&bettor.token),
            "query { casinoGameSessions { items { rounds { staked { amount } won { amount } } } } }",
            json!({}),
        )
        .await;
    let rounds = &history["data"]["casinoGameSessions"]["items"][0]["rounds"];
    assert_eq!(rounds[0]["staked"]["amount"], 0, "{history}");
    assert_eq!(rounds[0]["won"]["amount"], win, "{history}");

    // The last two, then back to normal play.
    for _ in 0..2 {
        let (status, round) = api(&app, &token, "rounds", Some(spin(1))).await;
        assert_eq!(status, 200, "{round}");
    }
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["freeRounds"], json!([]), "{session}");
    let (status, refused) = api(&app, &token, "rounds", Some(spin(1))).await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (409, &json!("FREE_ROUNDS"))
    );
    let (status, paid) = api(
        &app,
        &token,
        "rounds",
        Some(json!({"bets": {"slot": {"line_bet_cents": 1}}})),
    )
    .await;
    assert_eq!(status, 200, "{paid}");
    ledger_ok(&app).await;
}

#[tokio::test]
async fn free_to_play_grants_the_days_rounds_once_and_launches_with_them() {
    let app = app().await;
    app.store()
        .save_free_to_play(rewards::daily_free_spins(), app.now())
        .await
        .expect("promotion");
    let id = rewards::DAILY_FREE_SPINS;

    let visitor = visitor(&app).await;
    let card = app
        .graphql(Some(&visitor), F2P_CARD, json!({"id": id}))
        .await;
    let card = &card["data"]["casinoFreeToPlay"];
    assert_eq!(
        (
            &card["title"],
            &card["active"],
            &card["roundsPerDay"],
            &card["roundsLeftToday"],
            &card["label"],
            &card["game"]["slug"]
        ),
        (
            &json!("Daily Free Spins"),
            &json!(true),
            &json!(5),
            &Value::Null,
            &json!("5 free spins at $0.20"),
            &json!("gold-rush-reels")
        ),
        "{card}"
    );
    let refused = app
        .graphql(Some(&visitor), F2P_LAUNCH, json!({"id": id}))
        .await;
    assert_eq!(
        refused["data"]["launchFreeToPlayGame"]["launch"]["error"]["code"], "LOGIN_REQUIRED",
        "{refused}"
    );
    let unknown = app
        .graphql(Some(&visitor), F2P_CARD, json!({"id": "nope"}))
        .await;
    assert_eq!(unknown["data"]["casinoFreeToPlay"], Value::Null);
    let unknown = app
        .graphql(Some(&visitor), F2P_LAUNCH, json!({"id": "nope"}))
        .await;
    assert_eq!(error_code(&unknown), "BAD_USER_INPUT", "{unknown}");

    let bettor = bettor(&app, "f2p-player@example.com", 0).await;
    let card = app
        .graphql(Some(&bettor.token), F2P_CARD, json!({"id": id}))
        .await;
    assert_eq!(card["data"]["casinoFreeToPlay"]["roundsLeftToday"], 5);
    let first = app
        .graphql(Some(&bettor.token), F2P_LAUNCH, json!({"id": id}))
        .await;
    let first = &first["data"]["launchFreeToPlayGame"];
    assert_eq!(first["launch"]["error"], Value::Null, "{first}");
    assert_eq!(
        (
            &first["freeRounds"]["roundsLeft"],
            &first["freeRounds"]["promotionId"]
        ),
        (&json!(5), &json!(id))
    );
    let token = client_token(&first["launch"]);
    // A player without cash plays the free spins.
    let spin =
        json!({"bets": {"slot": {"line_bet_cents": 1}}, "freeRoundsId": first["freeRounds"]["id"]});
    let (status, round) = api(&app, &token, "rounds", Some(spin)).await;
    assert_eq!(status, 200, "{round}");
    assert_eq!(round["freeRoundsLeft"], 4);

    // Launching again the same day grants nothing new.
    let again = app
        .graphql(Some(&bettor.token), F2P_LAUNCH, json!({"id": id}))
        .await;
    let again = &again["data"]["launchFreeToPlayGame"]["freeRounds"];
    assert_eq!(
        (&again["id"], &again["roundsLeft"]),
        (&first["freeRounds"]["id"], &json!(4))
    );
    let card = app
        .graphql(Some(&bettor.token), F2P_CARD, json!({"id": id}))
        .await;
    assert_eq!(card["data"]["casinoFreeToPlay"]["roundsLeftToday"], 4);
    let reset = card["data"]["casinoFreeToPlay"]["nextResetAt"]
        .as_str()
        .and_then(|s| chrono::DateTime::parse_from_rfc3339(s).ok())
        .map(|t| t.with_timezone(&chrono::Utc));
    assert_eq!(
        reset,
        Some(domain::casino_rewards::next_eastern_midnight(app.now()))
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn the_casino_balance_preference_lets_stakes_use_credits_first() {
    let app = app().await;
    let bettor = bettor(&app, "casino-credits-pref@example.com", 1_000).await;
    grant_credits(&app, &bettor.user, 300).await;
    const PREFS: &str = "query { userPreferences { casinoBalanceUsagePreferences } }";
    const SET: &str = "mutation($usage: [CasinoBalanceUsage!]) { setUserPreferences(input: { casinoBalanceUsagePreferences: $usage }) { oddsFormat casinoBalanceUsagePreferences } }";
    let read = app.graphql(Some(&bettor.token), PREFS, json!({})).await;
    assert_eq!(
        read["data"]["userPreferences"]["casinoBalanceUsagePreferences"],
        json!(["CASH"])
    );
    let none = app
        .graphql(Some(&bettor.token), SET, json!({"usage": []}))
        .await;
    assert_eq!(error_code(&none), "BAD_USER_INPUT", "{none}");

    let token = launch(&app, &bettor.token, "european-roulette").await;
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["balanceCents"], 1_000);

    let both = app
        .graphql(
            Some(&bettor.token),
            SET,
            json!({"usage": ["CASH", "CREDITS"]}),
        )
        .await;
    assert_eq!(
        both["data"]["setUserPreferences"]["casinoBalanceUsagePreferences"],
        json!(["CASH", "CREDITS"]),
        "{both}"
    );
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["balanceCents"], 1_300);
    let red = json!({"bets": {"roulette": [{"bet": "red", "stake_cents": 500}]}});
    let (status, round) = api(&app, &token, "rounds", Some(red)).await;
    assert_eq!(status, 200, "{round}");
    let win = round["winCents"].as_i64().unwrap();
    assert_eq!(credits(&app, &bettor.user).await, 0);
    assert_eq!(cash(&app, &bettor.user).await, 800 + win);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn the_first_casino_visit_is_remembered() {
    let app = app().await;
    let bettor = bettor(&app, "casino-visit-http@example.com", 0).await;
    const VISITED: &str = "{ startup { applicationMetadata { userHasVisitedCasino } } }";
    const MARK: &str = "mutation { markCasinoVisited }";
    let read =
        |res: &Value| res["data"]["startup"]["applicationMetadata"]["userHasVisitedCasino"].clone();
    let before = app.graphql(Some(&bettor.token), VISITED, json!({})).await;
    assert_eq!(read(&before), json!(false), "{before}");
    let first = app.graphql(Some(&bettor.token), MARK, json!({})).await;
    assert_eq!(first["data"]["markCasinoVisited"], true, "{first}");
    let second = app.graphql(Some(&bettor.token), MARK, json!({})).await;
    assert_eq!(second["data"]["markCasinoVisited"], false);
    let after = app.graphql(Some(&bettor.token), VISITED, json!({})).await;
    assert_eq!(read(&after), json!(true));
    let visitor = visitor(&app).await;
    let anonymous = app.graphql(Some(&visitor), VISITED, json!({})).await;
    assert_eq!(read(&anonymous), json!(false));
    let refused = app.graphql(Some(&visitor), MARK, json!({})).await;
    assert_eq!(error_code(&refused), "UNAUTHENTICATED", "{refused}");
}
