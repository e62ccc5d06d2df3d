//! Search through GraphQL: a pushed event is found within a second and leaves when it
//! finishes, terms are cleaned and checked, tabs count their matches, recent searches are
//! per account, and the `search` flag turned off hides it all.

use crate::common::feed::{SOURCE, event, new_game};
use crate::common::{TestApp, eventually};
use serde_json::{Value, json};
use std::time::Duration;

const PAGE: &str = "query($term: String!, $tab: SearchTab, $first: Int) { searchPage(term: $term, tab: $tab, first: $first) { term tab allCount sportsbookCount casinoCount results { id kind title subtitle path startTime live } } }";
const RECENT: &str = "{ recentSearches }";
const ADD: &str = "mutation($term: String!) { addRecentSearch(term: $term) }";
const CLEAR: &str = "mutation { clearRecentSearches }";

fn code(body: &Value) -> &str {
    body["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default()
}

fn titles(body: &Value) -> Vec<String> {
    body["data"]["searchPage"]["results"]
        .as_array()
        .map(|r| {
            r.iter()
                .map(|h| h["title"].as_str().unwrap_or_default().to_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn pushed_events_are_found_within_a_second_and_leave_when_finished() {
    let app = TestApp::spawn().await;
    let key = app.feed_key(SOURCE).await;
    let start = (app.now() + chrono::Duration::hours(3)).to_rfc3339();
    app.push_ok(&key, &new_game(1, "g1", &start)).await;
    let app = &app;
    let found = eventually(
        "the game is searchable",
        Duration::from_secs(1),
        || async move {
            let body = app.graphql(None, PAGE, json!({"term": "cheifs"})).await;
            titles(&body)
                .contains(&"Buffalo Bills @ Kansas City Chiefs".to_owned())
                .then_some(body)
        },
    )
    .await;
    let page = &found["data"]["searchPage"];
    assert_eq!(page["term"], "cheifs");
    assert_eq!(page["tab"], "ALL");
    let team = &page["results"][0];
    assert_eq!(team["kind"], "TEAM");
    assert_eq!(team["title"], "Kansas City Chiefs");
    assert_eq!(team["subtitle"], "NFL");
    assert_eq!(
        team["path"],
        "/sport/football/organization/usa/competition/nfl/event/g1"
    );
    let mut finished = event("g1", &start);
    finished["status"] = json!("finished");
    app.push_ok(
        &key,
        &json!({"source": SOURCE, "sequence": 2, "changes": [{"event": finished}]}),
    )
    .await;
    eventually(
        "the finished game leaves",
        Duration::from_secs(1),
        || async move {
            let body = app.graphql(None, PAGE, json!({"term": "chiefs"})).await;
            titles(&body).is_empty().then_some(())
        },
    )
    .await;
}

#[tokio::test]
async fn terms_are_cleaned_and_checked_and_tabs_counted() {
    let app = TestApp::spawn().await;
    let body = app
        .graphql(None, PAGE, json!({"term": " <rou%lette ", "tab": "CASINO"}))
        .await;
    let page = &body["data"]["searchPage"];
    assert_eq!(page["term"], "roulette");
    assert_eq!(page["tab"], "CASINO");
    assert_eq!(titles(&body), vec!["European Roulette"]);
    assert_eq!(
        (
            &page["allCount"],
            &page["sportsbookCount"],
            &page["casinoCount"]
        ),
        (&json!(1), &json!(0), &json!(1))
    );
    assert_eq!(page["results"][0]["kind"], "GAME");
    assert_eq!(
        page["results"][0]["path"],
        "/casino/category/table-games/roulette"
    );
    let body = app
        .graphql(None, PAGE, json!({"term": "roulette", "tab": "SPORTSBOOK"}))
        .await;
    assert!(titles(&body).is_empty());
    assert_eq!(body["data"]["searchPage"]["casinoCount"], 1);

    let body = app.graphql(None, PAGE, json!({"term": "a%<b"})).await;
    assert_eq!(code(&body), "BAD_USER_INPUT");
    assert_eq!(
        body["errors"][0]["message"],
        "Enter at least 3 characters to search."
    );
    let body = app
        .graphql(None, PAGE, json!({"term": "x".repeat(100)}))
        .await;
    assert_eq!(code(&body), "BAD_USER_INPUT");
    let body = app
        .graphql(None, PAGE, json!({"term": "keno", "first": 0}))
        .await;
    assert_eq!(code(&body), "BAD_USER_INPUT");
    let body = app
        .graphql(None, PAGE, json!({"term": "keno", "first": 51}))
        .await;
    assert_eq!(code(&body), "BAD_USER_INPUT");
}

#[tokio::test]
async fn recent_searches_are_per_account_newest_first_and_at_most_three() {
    let app = TestApp::spawn().await;
    let (_, a, _) = app.user_with_tokens("search-a@example.com").await;
    let (_, b, _) = app.user_with_tokens("search-b@example.com").await;
    assert_eq!(
        code(&app.graphql(None, RECENT, json!({})).await),
        "UNAUTHENTICATED"
    );
    assert_eq!(
        code(&app.graphql(None, ADD, json!({"term": "chiefs"})).await),
        "UNAUTHENTICATED"
    );
    let mut last = Value::Null;
    for term in ["chiefs", "lakers", "<roulette", "CHIEFS", "keno"] {
        last = app.graphql(Some(&a), ADD, json!({"term": term})).await;
    }
    assert_eq!(
        last["data"]["addRecentSearch"],
        json!(["keno", "CHIEFS", "roulette"])
    );
    assert_eq!(
        app.graphql(Some(&a), RECENT, json!({})).await["data"]["recentSearches"],
        json!(["keno", "CHIEFS", "roulette"])
    );
    assert_eq!(
        code(&app.graphql(Some(&a), ADD, json!({"term": "ab"})).await),
        "BAD_USER_INPUT"
    );
    assert_eq!(
        app.graphql(Some(&b), RECENT, json!({})).await["data"]["recentSearches"],
        json!([])
    );
    assert_eq!(
        app.graphql(Some(&a), CLEAR, json!({})).await["data"]["clearRecentSearches"],
        json!([])
    );
    assert_eq!(
        app.graphql(Some(&a), RECENT, json!({})).await["data"]["recentSearches"],
        json!([])
    );
}

#[tokio::test]
async fn the_search_flag_turned_off_hides_search() {
    let app = TestApp::spawn().await;
    let (_, token, _) = app.user_with_tokens("search-flag@example.com").await;
    let off = app
        .graphql(
            Some(&token),
            "mutation { setFeatureFlagOverride(key: \"search\", enabled: false) { key enabled } }",
            json!({}),
        )
        .await;
    let flags = off["data"]["setFeatureFlagOverride"]
        .as_array()
        .expect("the flags");
    assert!(flags.contains(&json!({"key": "search", "enabled": false})));
    for (query, variables) in [
        (PAGE, json!({"term": "keno"})),
        (RECENT, json!({})),
        (ADD, json!({"term": "keno"})),
    ] {
        let body = app.graphql(Some(&token), query, variables).await;
        assert_eq!(code(&body), "NOT_FOUND", "{body}");
    }
    // Others still search.
    let body = app.graphql(None, PAGE, json!({"term": "keno"})).await;
    assert_eq!(titles(&body), vec!["Keno 80"]);
}
