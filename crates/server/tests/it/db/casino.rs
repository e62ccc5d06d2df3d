//! The casino on the running server (docs/product/casino.md): launching games with the
//! platform's checks, playing built-in games through their client API for fun and for real
//! money, the seamless wallet's signed calls, the history and the auditor's replay.

use crate::common::betting::*;
use crate::common::casino::{api, client_token};
use crate::common::statements;
use crate::common::{Backend, TestApp};
use chrono::Duration;
use domain::ids::UserId;
use serde_json::{Value, json};
use server::casino::builtin::purse::RealPurse;
use server::casino::builtin::recovery;
use server::casino::builtin::rounds::{self, Purse, Snapshot, StoredRound};
use server::casino::wallet::{self, CallBody, WalletRequest};

const LAUNCH: &str = "mutation($slug: String!, $demo: Boolean!) { launchCasinoGame(gameSlug: $slug, demo: $demo) { launchUrl gameSession { id active gameProvider } error { code message } } }";

const SESSIONS: &str = "query { casinoGameSessions(offset: 0, limit: 10) { totalCount items { id active roundCount staked { amount } won { amount } game { slug name } rounds { roundId staked { amount } won { amount } net { amount } } } } }";

/// `launchCasinoGame` as `token` (`None`: no token at all).
async fn launch(app: &TestApp, token: Option<&str>, slug: &str, demo: bool) -> Value {
    let res = app
        .graphql(token, LAUNCH, json!({"slug": slug, "demo": demo}))
        .await;
    res["data"]["launchCasinoGame"].clone()
}

/// A funded player with a verified location and a real-money launch of `slug`.
async fn seated(app: &TestApp, email: &str, cents: i64, slug: &str) -> (Bettor, String) {
    let bettor = bettor(app, email, cents).await;
    let launched = launch(app, Some(&bettor.token), slug, false).await;
    assert_eq!(launched["error"], Value::Null, "{launched}");
    let token = client_token(&launched);
    (bettor, token)
}

const RED: fn(u64) -> Value =
    |cents| json!({"bets": {"roulette": [{"bet": "red", "stake_cents": cents}]}});

#[tokio::test]
async fn a_visitor_plays_for_fun_without_money_moving() {
    let app = TestApp::spawn().await;
    let visitor = visitor(&app).await;
    let launched = launch(&app, Some(&visitor), "gold-rush-reels", true).await;
    assert_eq!(
        (launched["error"].clone(), launched["gameSession"].clone()),
        (Value::Null, Value::Null)
    );
    let token = client_token(&launched);
    let (status, session) = api(&app, &token, "session", None).await;
    assert_eq!(status, 200, "{session}");
    assert_eq!(
        (
            &session["game"],
            &session["mode"],
            &session["balanceCents"],
            &session["rules"]["lines"]
        ),
        (&json!("slot"), &json!("demo"), &json!(100_000), &json!(20))
    );
    let (status, round) = api(
        &app,
        &token,
        "rounds",
        Some(json!({"bets": {"slot": {"line_bet_cents": 5}}})),
    )
    .await;
    assert_eq!(status, 200, "{round}");
    let win = round["winCents"].as_i64().unwrap();
    assert_eq!(round["stakeCents"], 100);
    assert_eq!(round["balanceCents"], 100_000 - 100 + win);
    assert!(round["outcome"]["slot"]["spin"].is_object(), "{round}");
    // Nothing reached the ledger or the store's sessions.
    ledger_ok(&app).await;
    // Without any token at all, demo play works too.
    let launched = launch(&app, None, "european-roulette", true).await;
    let (status, _) = api(&app, &client_token(&launched), "session", None).await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn real_money_roulette_moves_cash_and_shows_in_history_and_replays() {
    let app = app().await;
    let (bettor, token) = seated(
        &app,
        "casino-roulette@example.com",
        10_000,
        "european-roulette",
    )
    .await;
    let (status, session) = api(&app, &token, "session", None).await;
    assert_eq!(
        (status, &session["balanceCents"], &session["mode"]),
        (200, &json!(10_000), &json!("real"))
    );

    let (status, round) = api(&app, &token, "rounds", Some(RED(500))).await;
    assert_eq!(status, 200, "{round}");
    let win = round["winCents"].as_i64().unwrap();
    assert!(win == 0 || win == 1_000, "{round}");
    assert_eq!(round["balanceCents"], 10_000 - 500 + win);
    assert_eq!(cash(&app, &bettor.user).await, 10_000 - 500 + win);

    let res = app.graphql(Some(&bettor.token), SESSIONS, json!({})).await;
    let page = &res["data"]["casinoGameSessions"];
    assert_eq!(page["totalCount"], 1, "{res}");
    let s = &page["items"][0];
    assert_eq!(
        (
            &s["active"],
            &s["roundCount"],
            &s["staked"]["amount"],
            &s["won"]["amount"],
            &s["game"]["slug"]
        ),
        (
            &json!(true),
            &json!(1),
            &json!(500),
            &json!(win),
            &json!("european-roulette")
        )
    );
    let round_id = round["roundId"].as_str().unwrap();
    assert_eq!(s["rounds"][0]["roundId"], round_id);
    assert_eq!(s["rounds"][0]["net"]["amount"], win - 500);
    let detail = app
        .graphql(
            Some(&bettor.token),
            "query($s: ID!, $r: String!) { casinoRoundDetail(sessionId: $s, roundId: $r) { roundId gameName staked { amount } } }",
            json!({"s": s["id"], "r": round_id}),
        )
        .await;
    assert_eq!(
        detail["data"]["casinoRoundDetail"],
        json!({"roundId": round_id, "gameName": "European Roulette", "staked": {"amount": 500}})
    );
    // Another player sees none of it.
    let (_, other, _) = app.user_with_tokens("casino-bystander@example.com").await;
    let res = app.graphql(Some(&other), SESSIONS, json!({})).await;
    assert_eq!(res["data"]["casinoGameSessions"]["totalCount"], 0);
    let res = app
        .graphql(
            Some(&other),
            "query($s: ID!) { casinoGameSession(id: $s) { id } }",
            json!({"s": s["id"]}),
        )
        .await;
    assert_eq!(res["data"]["casinoGameSession"], Value::Null);

    // The auditor replays the round from its record.
    let replayed = server::casino::builtin::audit::replay(app.store().as_ref(), round_id)
        .await
        .unwrap();
    assert_eq!(replayed.record.win_cents, u64::try_from(win).unwrap());
    assert_eq!(replayed.record.commitment.to_hex(), round["commitment"]);
    assert_eq!(replayed.record.seed.to_hex(), round["seed"]);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_blackjack_hand_is_kept_between_actions_and_paid_at_its_end() {
    let app = app().await;
    let (bettor, token) = seated(
        &app,
        "casino-blackjack@example.com",
        50_000,
        "blackjack-classic",
    )
    .await;
    let mut staked = 0;
    let mut won = 0;
    // Hands that end at the deal (a blackjack) are dealt again until one is played.
    let mut state = Value::Null;
    for _ in 0..20 {
        let (status, dealt) = api(
            &app,
            &token,
            "blackjack/deal",
            Some(json!({"stakeCents": 1_000})),
        )
        .await;
        assert_eq!(status, 200, "{dealt}");
        staked += 1_000;
        if dealt["finished"] == true {
            won += dealt["outcome"]["win_cents"].as_i64().unwrap();
            staked += dealt["outcome"]["stake_cents"].as_i64().unwrap() - 1_000;
            continue;
        }
        state = dealt;
        break;
    }
    assert_eq!(state["finished"], false, "no hand to play in 20 deals");
    assert_eq!(state["dealerHoleHidden"], true);
    assert_eq!(state["dealer"].as_array().unwrap().len(), 1);
    // A second deal while a hand is open is refused.
    let (status, refused) = api(
        &app,
        &token,
        "blackjack/deal",
        Some(json!({"stakeCents": 1_000})),
    )
    .await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (422, &json!("BAD_BET"))
    );
    // The open hand survives in the store: the session shows it.
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["openHand"]["roundId"], state["roundId"]);
    // An illegal move is refused.
    let illegal = if state["insuranceOffered"] == true {
        json!("hit")
    } else {
        json!({"insurance": true})
    };
    let (status, _) = api(
        &app,
        &token,
        "blackjack/act",
        Some(json!({"action": illegal})),
    )
    .await;
    assert_eq!(status, 422);
    // Decline insurance, then stand until the hand ends.
    while state["finished"] == false {
        let action = if state["insuranceOffered"] == true {
            json!({"insurance": false})
        } else {
            json!("stand")
        };
        let (status, next) = api(
            &app,
            &token,
            "blackjack/act",
            Some(json!({"action": action})),
        )
        .await;
        assert_eq!(status, 200, "{next}");
        state = next;
    }
    won += state["outcome"]["win_cents"].as_i64().unwrap();
    assert_eq!(state["dealerHoleHidden"], false);
    assert_eq!(cash(&app, &bettor.user).await, 50_000 - staked + won);
    assert_eq!(state["balanceCents"], 50_000 - staked + won);
    let (_, session) = api(&app, &token, "session", None).await;
    assert_eq!(session["openHand"], Value::Null);
    let round = state["roundId"].as_str().unwrap();
    let replayed = server::casino::builtin::audit::replay(app.store().as_ref(), round)
        .await
        .unwrap();
    assert_eq!(
        replayed.record.win_cents,
        state["outcome"]["win_cents"].as_u64().unwrap()
    );
    ledger_ok(&app).await;
}

#[tokio::test]
async fn a_double_is_staked_before_it_is_played() {
    let app = app().await;
    let (bettor, token) = seated(
        &app,
        "casino-double@example.com",
        1_500,
        "blackjack-classic",
    )
    .await;
    // A stake of more than half the balance cannot be doubled: the double is refused, nothing
    // moves, and the hand is still in play. The stake follows the balance, which a won hand
    // raises above the 1,500 cents it is topped back up to (blackjack stakes are even).
    for _ in 0..30 {
        let stake = (cash(&app, &bettor.user).await / 4 + 1) * 2;
        let (status, dealt) = api(
            &app,
            &token,
            "blackjack/deal",
            Some(json!({"stakeCents": stake})),
        )
        .await;
        if status != 200 {
            panic!("deal refused: {dealt}");
        }
        if dealt["finished"] == true {
            // Top the balance back up and deal again.
            let back = 1_500 - cash(&app, &bettor.user).await;
            if back > 0 {
                fund(&app, &bettor.user, back).await;
            }
            continue;
        }
        if dealt["legalActions"]
            .as_array()
            .unwrap()
            .contains(&json!("double"))
        {
            let before = cash(&app, &bettor.user).await;
            let (status, refused) = api(
                &app,
                &token,
                "blackjack/act",
                Some(json!({"action": "double"})),
            )
            .await;
            assert_eq!(
                (status, &refused["error"]["code"]),
                (409, &json!("INSUFFICIENT_FUNDS")),
                "{refused}"
            );
            assert_eq!(cash(&app, &bettor.user).await, before);
            let (_, session) = api(&app, &token, "session", None).await;
            assert_eq!(session["openHand"]["roundId"], dealt["roundId"]);
            ledger_ok(&app).await;
            return;
        }
        // Insurance pending: finish this hand and deal again.
        let mut state = dealt;
        while state["finished"] == false {
            let action = if state["insuranceOffered"] == true {
                json!({"insurance": false})
            } else {
                json!("stand")
            };
            state = api(
                &app,
                &token,
                "blackjack/act",
                Some(json!({"action": action})),
            )
            .await
            .1;
        }
        let back = 1_500 - cash(&app, &bettor.user).await;
        if back > 0 {
            fund(&app, &bettor.user, back).await;
        }
    }
    panic!("no hand offered a double in 30 deals");
}

#[tokio::test]
async fn launches_are_refused_with_the_reason() {
    let app = app().await;
    let codes = |launched: &Value| {
        launched["error"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned()
    };
    // Real money needs a login.
    let visitor = visitor(&app).await;
    assert_eq!(
        codes(&launch(&app, Some(&visitor), "keno-80", false).await),
        "LOGIN_REQUIRED"
    );
    // And a verified location.
    let (id, token, _) = app.user_with_tokens("casino-nowhere@example.com").await;
    let launched = launch(&app, Some(&token), "keno-80", false).await;
    assert_eq!(codes(&launched), "LOCATION_CHECK_ERROR");
    assert_eq!(launched["error"]["message"], GEO);
    assert_eq!(launched["launchUrl"], Value::Null);
    // And an open casino.
    authorise(&app, &token).await;
    let now = app.now();
    server::responsible_gaming::restrictions::restrict(
        app.store().as_ref(),
        server::responsible_gaming::restrictions::Restrict {
            email: "casino-nowhere@example.com",
            length: domain::responsible_gaming::casino::RestrictionLength::Days(7),
            reason: "review",
            by: "ops",
        },
        now,
    )
    .await
    .unwrap();
    let launched = launch(&app, Some(&token), "keno-80", false).await;
    assert_eq!(codes(&launched), "CASINO_RESTRICTION");
    assert!(
        launched["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("The casino is closed to your account until")
    );
    // Nothing was opened for the refused launches.
    let (sessions, _) = app
        .store()
        .game_sessions(&UserId::from_raw(id), 0, 10)
        .await
        .unwrap();
    assert!(sessions.is_empty());
    // An unknown game is bad input.
    let res = app
        .graphql(Some(&token), LAUNCH, json!({"slug": "nope", "demo": true}))
        .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
}

#[tokio::test]
async fn every_stake_is_checked_again() {
    let app = TestApp::spawn_with(|c| {
        c.betting.delay_scale = 0.2;
        crate::common::long_sessions(c);
    })
    .await;
    let (bettor, token) = seated(&app, "casino-stakes@example.com", 1_000, "keno-80").await;
    let ticket = |cents: u64| json!({"bets": {"keno": {"picks": [1, 2, 3], "stake_cents": cents}}});
    // More than the balance.
    let (status, body) = api(&app, &token, "rounds", Some(ticket(2_000))).await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (409, &json!("INSUFFICIENT_FUNDS"))
    );
    // Outside the game's stake range, or not a keno ticket.
    let (status, body) = api(&app, &token, "rounds", Some(ticket(100_000))).await;
    assert_eq!((status, &body["error"]["code"]), (422, &json!("BAD_BET")));
    let (status, _) = api(&app, &token, "rounds", Some(RED(100))).await;
    assert_eq!(status, 422);
    let (status, _) = api(&app, &token, "rounds", Some(json!({"bets": "nonsense"}))).await;
    assert_eq!(status, 422);
    assert_eq!(cash(&app, &bettor.user).await, 1_000);
    // A forged token.
    let (status, body) = api(&app, &format!("{token}x"), "session", None).await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (401, &json!("UNAUTHORIZED"))
    );
    // The location authorisation lapses: the next stake is refused.
    app.state.clock.advance(Duration::minutes(21));
    let (status, body) = api(&app, &token, "rounds", Some(ticket(100))).await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (403, &json!("LOCATION")),
        "{body}"
    );
    authorise(&app, &bettor.token).await;
    let (status, body) = api(&app, &token, "rounds", Some(ticket(100))).await;
    assert_eq!(status, 200, "{body}");
    // Logged out: the game session's stakes stop.
    let out = app
        .client
        .post(app.url("/api/logout"))
        .bearer_auth(&bettor.token)
        .send()
        .await
        .unwrap();
    assert_eq!(out.status(), 204);
    let (status, body) = api(&app, &token, "rounds", Some(ticket(100))).await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (409, &json!("SESSION_CLOSED")),
        "{body}"
    );
    ledger_ok(&app).await;
}

/// A wallet request of the built-in provider, signed with `secret`.
fn signed(app: &TestApp, secret: &[u8], request: &WalletRequest) -> (Vec<u8>, String) {
    let _ = app;
    let body = serde_json::to_vec(request).unwrap();
    let signature = wallet::sign(secret, &body);
    (body, signature)
}

#[tokio::test]
async fn the_seamless_wallet_takes_only_signed_calls_once() {
    let app = app().await;
    let bettor = bettor(&app, "casino-wallet@example.com", 5_000).await;
    let launched = launch(&app, Some(&bettor.token), "european-roulette", false).await;
    let session = launched["gameSession"]["id"].as_str().unwrap().to_owned();
    let secret = wallet::provider_secret(&app.state.config.token_secret.0, "builtin");
    let request = |tx: &str, call: CallBody| WalletRequest {
        player_id: bettor.user.to_string(),
        session_id: session.clone(),
        transaction_id: Some(tx.to_owned()),
        call,
        sent_at: app.now(),
    };
    let post = |body: Vec<u8>, signature: String| {
        let req = app
            .client
            .post(app.url("/casino/wallet/builtin"))
            .header(wallet::SIGNATURE_HEADER, signature)
            .header("content-type", "application/json")
            .body(body);
        async move {
            let res = req.send().await.unwrap();
            (res.status().as_u16(), res.json::<Value>().await.unwrap())
        }
    };
    let debit = request(
        "tx-1",
        CallBody::Debit {
            round_id: "r-1".into(),
            amount_cents: 700,
            free_rounds_id: None,
            closing_credit: None,
        },
    );
    // Unsigned or signed with another secret: refused, nothing moves.
    let (body, _) = signed(&app, &secret, &debit);
    let (status, refused) = post(body.clone(), "00".repeat(32)).await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (401, &json!("UNAUTHORIZED"))
    );
    let (_, wrong) = signed(&app, b"not the secret", &debit);
    assert_eq!(post(body.clone(), wrong).await.0, 401);
    assert_eq!(cash(&app, &bettor.user).await, 5_000);
    // Signed: taken once, the same call again answers the first answer.
    let (body, signature) = signed(&app, &secret, &debit);
    let (status, first) = post(body.clone(), signature.clone()).await;
    assert_eq!(
        (status, &first["balanceCents"], &first["replayed"]),
        (200, &json!(4_300), &json!(false)),
        "{first}"
    );
    let (_, again) = post(body, signature).await;
    assert_eq!(
        (&again["balanceCents"], &again["replayed"]),
        (&json!(4_300), &json!(true))
    );
    assert_eq!(cash(&app, &bettor.user).await, 4_300);
    // A rollback gives it back once; a debit whose id a rollback named first is refused.
    let (body, signature) = signed(
        &app,
        &secret,
        &request(
            "tx-2",
            CallBody::Rollback {
                rolled_back_transaction_id: "tx-1".into(),
            },
        ),
    );
    assert_eq!(post(body, signature).await.1["balanceCents"], 5_000);
    let (body, signature) = signed(
        &app,
        &secret,
        &request(
            "tx-3",
            CallBody::Rollback {
                rolled_back_transaction_id: "tx-9".into(),
            },
        ),
    );
    assert_eq!(post(body, signature).await.0, 200);
    let (body, signature) = signed(
        &app,
        &secret,
        &request(
            "tx-9",
            CallBody::Debit {
                round_id: "r-2".into(),
                amount_cents: 100,
                free_rounds_id: None,
                closing_credit: None,
            },
        ),
    );
    let (status, late) = post(body, signature).await;
    assert_eq!(
        (status, &late["error"]["code"]),
        (409, &json!("ROLLED_BACK"))
    );
    // A stale call is refused.
    let mut old = request("tx-4", CallBody::Balance);
    old.sent_at = app.now() - Duration::minutes(10);
    let (body, signature) = signed(&app, &secret, &old);
    assert_eq!(post(body, signature).await.0, 401);
    // Another player's session is not found.
    let (other, _, _) = app
        .user_with_tokens("casino-wallet-other@example.com")
        .await;
    let mut theirs = request("tx-5", CallBody::Balance);
    theirs.player_id = other;
    let (body, signature) = signed(&app, &secret, &theirs);
    assert_eq!(post(body, signature).await.0, 404);
    assert_eq!(cash(&app, &bettor.user).await, 5_000);
    ledger_ok(&app).await;
}

#[tokio::test]
async fn the_catalogue_pages_by_offset_and_limit() {
    let app = TestApp::spawn().await;
    let res = app
        .graphql(
            None,
            "query { casinoLobby { slug categories(offset: 1, limit: 2) { totalCount offset limit items { slug games(limit: 1) { totalCount items { slug gameProviderGameId rtpPercent minStake { amount } demoAvailable } } } } } casinoMenu { label path } casinoGamePage(gameProviderGameId: \"blackjack\") { name kind categorySlug } }",
            json!({}),
        )
        .await;
    let lobby = &res["data"]["casinoLobby"];
    assert_eq!(lobby["slug"], "main", "{res}");
    let categories = &lobby["categories"];
    assert_eq!(
        (
            &categories["totalCount"],
            &categories["offset"],
            &categories["limit"]
        ),
        (&json!(5), &json!(1), &json!(2))
    );
    assert_eq!(categories["items"][0]["slug"], "slots");
    assert_eq!(
        categories["items"][0]["games"],
        json!({"totalCount": 1, "items": [{"slug": "gold-rush-reels", "gameProviderGameId": "slot", "rtpPercent": 95.97, "minStake": {"amount": 20}, "demoAvailable": true}]})
    );
    assert_eq!(
        res["data"]["casinoMenu"][0],
        json!({"label": "Lobby", "path": "/casino"})
    );
    assert_eq!(
        res["data"]["casinoGamePage"],
        json!({"name": "Classic Blackjack", "kind": "TABLE", "categorySlug": "table-games"})
    );
    let res = app
        .graphql(
            None,
            "query { casinoLobby { categories(limit: 0) { totalCount } } }",
            json!({}),
        )
        .await;
    assert_eq!(error_code(&res), "BAD_USER_INPUT");
    let res = app
        .graphql(
            None,
            "query { casinoCategory(slug: \"nope\") { slug } casinoLobby(slug: \"vip\") { slug } }",
            json!({}),
        )
        .await;
    assert_eq!(
        res["data"],
        json!({"casinoCategory": null, "casinoLobby": null})
    );
}

/// A drawn roulette round: its seed fixed the outcome.
fn drawn_round() -> StoredRound {
    let bets: casino_games::Bets =
        serde_json::from_value(json!({"roulette": [{"bet": "red", "stake_cents": 400}]})).unwrap();
    StoredRound::Pending(casino_games::play(casino_games::Seed::from_bytes([7; 32]), bets).unwrap())
}

#[tokio::test]
async fn interrupted_rounds_are_finished_without_losing_or_creating_money() {
    let app = TestApp::spawn_with(crate::common::long_sessions).await;
    let bettor = bettor(&app, "casino-recovery@example.com", 10_000).await;
    let launched = launch(&app, Some(&bettor.token), "european-roulette", false).await;
    let session = launched["gameSession"]["id"].as_str().unwrap().to_owned();
    let purse = RealPurse::new(&app.state, &session, bettor.user.as_str(), "roulette");
    let now = app.now();

    // Staked and kept, then interrupted before the win was paid: paid and settled.
    let drawn = drawn_round();
    let StoredRound::Pending(staked) = &drawn else {
        unreachable!("a drawn round is pending")
    };
    let round = |round_id| Snapshot {
        round_id,
        state: &drawn,
        at: now,
    };
    purse
        .debit(
            &rounds::stake_tx("r-staked", 0),
            400,
            None,
            round("r-staked"),
        )
        .await
        .unwrap();
    // Kept without its stake (as an earlier version kept a round before staking it), then
    // interrupted: void, and its stake can never arrive.
    purse.keep(round("r-unstaked")).await.unwrap();
    // Too recent to touch.
    let recent = recovery::recover(&app.state, now).await.unwrap();
    assert_eq!(recent, recovery::Recovered::default());

    let later = now + recovery::PENDING_GRACE + Duration::seconds(1);
    let done = recovery::recover(&app.state, later).await.unwrap();
    assert_eq!((done.settled, done.voided), (1, 1));
    let win = i64::try_from(staked.win_cents).unwrap();
    assert_eq!(cash(&app, &bettor.user).await, 10_000 - 400 + win);
    let replayed = server::casino::builtin::audit::replay(app.store().as_ref(), "r-staked")
        .await
        .unwrap();
    assert_eq!(&replayed.record, staked);
    let late = purse
        .debit(
            &rounds::stake_tx("r-unstaked", 0),
            400,
            None,
            round("r-unstaked"),
        )
        .await;
    assert!(late.is_err(), "{late:?}");
    assert_eq!(cash(&app, &bettor.user).await, 10_000 - 400 + win);
    // The session is active until its launch expires.
    let active = |res: Value| res["data"]["casinoGameSessions"]["items"][0]["active"].clone();
    let res = app.graphql(Some(&bettor.token), SESSIONS, json!({})).await;
    assert_eq!(active(res), json!(true));
    app.state.clock.advance(Duration::hours(13));
    let res = app.graphql(Some(&bettor.token), SESSIONS, json!({})).await;
    assert_eq!(active(res), json!(false));
    // Nothing is left open: a second pass does nothing.
    let again = recovery::recover(&app.state, later + Duration::minutes(5))
        .await
        .unwrap();
    assert_eq!(again, recovery::Recovered::default());
    ledger_ok(&app).await;
}

#[tokio::test]
async fn an_abandoned_blackjack_hand_is_played_out_and_paid() {
    let app = TestApp::spawn_with(crate::common::long_sessions).await;
    let (bettor, token) = seated(
        &app,
        "casino-abandoned@example.com",
        20_000,
        "blackjack-classic",
    )
    .await;
    let mut staked = 0;
    let mut paid = 0;
    let hand = loop {
        let (status, dealt) = api(
            &app,
            &token,
            "blackjack/deal",
            Some(json!({"stakeCents": 1_000})),
        )
        .await;
        assert_eq!(status, 200, "{dealt}");
        if dealt["finished"] == false {
            break dealt;
        }
        staked += dealt["outcome"]["stake_cents"].as_i64().unwrap();
        paid += dealt["outcome"]["win_cents"].as_i64().unwrap();
    };
    staked += 1_000;
    // A day later the hand is closed for the player: insurance declined, every hand stands.
    let later = app.now() + recovery::ABANDONED_AFTER + Duration::minutes(1);
    let done = recovery::recover(&app.state, later).await.unwrap();
    assert_eq!(done.played_out, 1);
    let round = hand["roundId"].as_str().unwrap();
    let replayed = server::casino::builtin::audit::replay(app.store().as_ref(), round)
        .await
        .unwrap();
    paid += i64::try_from(replayed.record.win_cents).unwrap();
    assert_eq!(replayed.record.stake_cents, 1_000);
    assert_eq!(cash(&app, &bettor.user).await, 20_000 - staked + paid);
    ledger_ok(&app).await;
}

/// What one real-money round costs the database, the figure the casino's rounds per second
/// follow (each statement is a hand-off to the database's thread and back): the fewest
/// statements over ten roulette spins, printed, and held to a budget so a change that adds
/// reads to the round shows here.
#[tokio::test]
async fn a_real_money_round_runs_few_statements() {
    // Statements of one round (the fewest: a lost spin): the stake's checks, then one wallet
    // call that debits the stake, closes the round with its win and keeps the settled record;
    // PostgreSQL adds the debit's row lock and its transaction's settings. A won spin adds
    // the win's posting and the W-2G judgement's read.
    let budget = match Backend::from_env() {
        Backend::Sqlite => 27,
        Backend::Postgres => 28,
    };
    statements::count();
    let app = app().await;
    let (_, token) = seated(&app, "casino-cost@example.com", 10_000, "european-roulette").await;
    let mut fewest = u64::MAX;
    for _ in 0..10 {
        let before = statements::so_far();
        let (status, round) = api(&app, &token, "rounds", Some(RED(100))).await;
        assert_eq!(status, 200, "{round}");
        fewest = fewest.min(statements::so_far() - before);
    }
    println!("statements per real-money roulette round: {fewest}");
    assert!(
        fewest > 0,
        "no statement was counted: the count does not see the statement log"
    );
    assert!(
        fewest <= budget,
        "{fewest} statements per round (budget {budget})"
    );
}
