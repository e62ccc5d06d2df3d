//! Progressive jackpots on the running server (docs/product/casino.md, "Jackpots"): the
//! pools seeded at start, real-money spins feeding Gold Rush Mega through the signed wallet,
//! a hit paying the whole pool into the balance the game client shows (and its W-2G), the
//! jackpot page, lobby and tiles over GraphQL, the history line, and the live subscription.

use crate::common::TestApp;
use crate::common::betting::*;
use crate::common::casino::{api, client_token};
use crate::common::ws;
use domain::jackpot::contribution;
use domain::ledger::HouseAccount;
use domain::money::Currency;
use serde_json::{Value, json};

const LAUNCH: &str = "mutation($slug: String!, $demo: Boolean!) { launchCasinoGame(gameSlug: $slug, demo: $demo) { launchUrl gameSession { id } error { code message } } }";

const JACKPOT: &str = "query($slug: String!) { casinoJackpot(slug: $slug) { slug name amount { amountLong } seed { amountLong } games { slug } lastHit { amount { amountLong } at } } }";

const MODAL: &str =
    "query { account { showW2gWinModal w2gWinModal { gameName won { amountLong } } } }";

/// A launch of `slug`: the game client's token and the game session's id.
async fn launch(app: &TestApp, token: &str, slug: &str, demo: bool) -> (String, Value) {
    let res = app
        .graphql(Some(token), LAUNCH, json!({"slug": slug, "demo": demo}))
        .await;
    let launched = &res["data"]["launchCasinoGame"];
    assert_eq!(launched["error"], Value::Null, "{res}");
    (
        client_token(launched),
        launched["gameSession"]["id"].clone(),
    )
}

/// One slot spin at `line_cents` a line through the game client API.
async fn spin(app: &TestApp, token: &str, line_cents: u64) -> (u16, Value) {
    let bets = json!({"bets": {"slot": {"line_bet_cents": line_cents}}});
    api(app, token, "rounds", Some(bets)).await
}

async fn pool_cents(app: &TestApp, slug: &str) -> i64 {
    let res = app.graphql(None, JACKPOT, json!({"slug": slug})).await;
    res["data"]["casinoJackpot"]["amount"]["amountLong"]
        .as_str()
        .unwrap_or_else(|| panic!("{res}"))
        .parse()
        .unwrap()
}

/// The pools add up to the jackpot account, and the ledger verifies.
async fn assert_pools_are_the_account(app: &TestApp) {
    let pools: i64 = app
        .store()
        .jackpots()
        .await
        .unwrap()
        .iter()
        .map(|p| p.amount.cents)
        .sum();
    let account = app
        .store()
        .house_balance(HouseAccount::Jackpot, Currency::Usd)
        .await
        .unwrap();
    assert_eq!(pools, account);
    assert!(app.store().verify_ledger().await.unwrap().is_ok());
}

#[tokio::test]
async fn spins_feed_the_pool_and_a_hit_pays_it_whole() {
    let app = app().await;
    let page = app
        .graphql(None, JACKPOT, json!({"slug": "gold-rush-mega"}))
        .await;
    assert_eq!(
        page["data"]["casinoJackpot"],
        json!({"slug": "gold-rush-mega", "name": "Gold Rush Mega", "amount": {"amountLong": "1000000"},
               "seed": {"amountLong": "1000000"}, "games": [{"slug": "gold-rush-reels"}], "lastHit": null}),
        "{page}"
    );
    let unknown = app
        .graphql(None, JACKPOT, json!({"slug": "no-such-pot"}))
        .await;
    assert_eq!(unknown["data"]["casinoJackpot"], Value::Null);
    let lobby = app
        .graphql(
            None,
            "query { casinoLobby { jackpots { slug amount { amountLong } } } slot: casinoGamePage(gameProviderGameId: \"slot\") { jackpot { slug } } roulette: casinoGamePage(gameProviderGameId: \"roulette\") { jackpot { slug } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        lobby["data"],
        json!({
            "casinoLobby": {"jackpots": [
                {"slug": "gold-rush-mega", "amount": {"amountLong": "1000000"}},
                {"slug": "keno-cash-pot", "amount": {"amountLong": "100000"}},
            ]},
            "slot": {"jackpot": {"slug": "gold-rush-mega"}},
            "roulette": {"jackpot": null},
        }),
        "{lobby}"
    );

    // The live amount: sent at once, then after a spin's contribution.
    let mut live = ws::connect(&app).await;
    ws::init(&mut live, None).await;
    ws::subscribe(
        &mut live,
        "1",
        "subscription { casinoJackpotUpdated(slug: \"gold-rush-mega\") { amount { amountLong } } }",
        json!({}),
    )
    .await;
    let first = ws::next(&mut live).await;
    assert_eq!(
        first["payload"]["data"]["casinoJackpotUpdated"]["amount"]["amountLong"], "1000000",
        "{first}"
    );

    let bettor = bettor(&app, "jackpot-spinner@example.com", 100_000).await;
    let (token, session) = launch(&app, &bettor.token, "gold-rush-reels", false).await;
    // A $5.00 spin that does not hit: $0.05 into the pool.
    app.state.casino.jackpot_draws.queue(u64::MAX);
    let (status, round) = spin(&app, &token, 25).await;
    assert_eq!(status, 200, "{round}");
    assert_eq!(round.get("jackpot"), None);
    let share = contribution(500, 100);
    assert_eq!(pool_cents(&app, "gold-rush-mega").await, 1_000_000 + share);
    let update = ws::next(&mut live).await;
    assert_eq!(
        update["payload"]["data"]["casinoJackpotUpdated"]["amount"]["amountLong"],
        (1_000_000 + share).to_string(),
        "{update}"
    );

    // A spin that hits (draw 0): the whole pool, with this stake's share, is paid at once.
    let before = cash(&app, &bettor.user).await;
    app.state.casino.jackpot_draws.queue(0);
    let (status, hit) = spin(&app, &token, 25).await;
    assert_eq!(status, 200, "{hit}");
    let won = 1_000_000 + 2 * share;
    assert_eq!(
        hit["jackpot"],
        json!({"slug": "gold-rush-mega", "name": "Gold Rush Mega", "amountCents": won}),
        "{hit}"
    );
    let win = hit["winCents"].as_i64().unwrap();
    assert_eq!(cash(&app, &bettor.user).await, before - 500 + won + win);
    assert_eq!(hit["balanceCents"].as_i64(), Some(before - 500 + won + win));
    assert_eq!(pool_cents(&app, "gold-rush-mega").await, 1_000_000);
    let page = app
        .graphql(None, JACKPOT, json!({"slug": "gold-rush-mega"}))
        .await;
    assert_eq!(
        page["data"]["casinoJackpot"]["lastHit"]["amount"]["amountLong"],
        won.to_string()
    );

    // The history line of the hitting round shows the jackpot.
    let history = app
        .graphql(
            Some(&bettor.token),
            "query($id: ID!) { casinoGameSession(id: $id) { rounds { roundId jackpotWon { amountLong } } } }",
            json!({"id": session}),
        )
        .await;
    let rounds = &history["data"]["casinoGameSession"]["rounds"];
    assert_eq!(rounds[0]["jackpotWon"], Value::Null, "{history}");
    assert_eq!(
        (
            &rounds[1]["roundId"],
            &rounds[1]["jackpotWon"]["amountLong"]
        ),
        (&hit["roundId"], &json!(won.to_string())),
        "{history}"
    );

    // A slot jackpot over the W-2G threshold is reported, and play waits for the ID.
    let modal = app.graphql(Some(&bettor.token), MODAL, json!({})).await;
    assert_eq!(
        modal["data"]["account"],
        json!({"showW2gWinModal": true, "w2gWinModal": {"gameName": "Gold Rush Reels", "won": {"amountLong": won.to_string()}}}),
        "{modal}"
    );
    let (status, refused) = spin(&app, &token, 25).await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (403, &json!("W2G_ID_REQUIRED"))
    );
    assert_pools_are_the_account(&app).await;
}

#[tokio::test]
async fn demo_play_and_other_games_leave_the_pools_alone() {
    let app = app().await;
    let bettor = bettor(&app, "jackpot-demo@example.com", 100_000).await;
    let (demo, _) = launch(&app, &bettor.token, "gold-rush-reels", true).await;
    app.state.casino.jackpot_draws.queue(0);
    let (status, round) = spin(&app, &demo, 25).await;
    assert_eq!(status, 200, "{round}");
    assert_eq!(round.get("jackpot"), None);
    let (roulette, _) = launch(&app, &bettor.token, "european-roulette", false).await;
    let red = json!({"bets": {"roulette": [{"bet": "red", "stake_cents": 1_000}]}});
    let (status, _) = api(&app, &roulette, "rounds", Some(red)).await;
    assert_eq!(status, 200);
    assert_eq!(pool_cents(&app, "gold-rush-mega").await, 1_000_000);
    assert_eq!(pool_cents(&app, "keno-cash-pot").await, 100_000);
    assert_pools_are_the_account(&app).await;
}
