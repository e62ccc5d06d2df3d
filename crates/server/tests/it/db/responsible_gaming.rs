//! Responsible gaming end to end on the running server (SQLite, or PostgreSQL with
//! `STORE_BACKEND=postgres`): every REST path and GraphQL operation of the limits, the pending
//! rule with a moved clock, bad input that changes nothing, deposits refused over a limit
//! (also two at once), wagers refused over a loss limit, cool-offs and self-exclusions that
//! log out and block login, withdrawals still allowed, the daily time limit, the
//! failed-deposit review, operators' casino restrictions in the account and both REST paths,
//! and the audit rows behind every change.

use crate::common::{PASSWORD, TestApp, long_sessions};
use chrono::{Duration, Utc};
use domain::ids::{PaymentId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, TransactionKind,
};
use domain::money::Currency;
use domain::payments::{Direction, PaymentEvent};
use domain::responsible_gaming::casino::{RestrictionError, RestrictionLength};
use domain::responsible_gaming::exclusions::ExclusionKind;
use domain::responsible_gaming::periods;
use domain::responsible_gaming::{LimitPeriod, LimitType, Slot};
use serde_json::{Value, json};
use server::responsible_gaming::restrictions::{self, Restrict, RestrictError};
use server::responsible_gaming::{self as rg, WagerRefusal};
use store::WagerActivity;

const DEPOSIT: &str = "mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted receiptId userErrors { action field message } } }";
const VALIDATE: &str = "mutation($input: DepositCreateInput!) { depositValidateCreate(input: $input) { permitted userErrors { field message } } }";
const ACCOUNT: &str =
    "{ account { showLimitsModal realityCheckinInterval casinoRestriction { active expiresAt } } }";
const SET_LIMIT: &str = "mutation($t: RgLimitType!, $p: RgLimitPeriod, $v: Int) { setLimit(rgLimitType: $t, rgLimitPeriod: $p, amountOrDuration: $v) { errorMessage limit { id type period used remaining periodEndsAt title body errorMessage activeLimit { amountOrDuration amount { amount currency } description badge } pendingLimit { id state effectiveAt description badge value { amountOrDuration description } } } } }";

/// A server whose payment job never runs by itself.
async fn app() -> TestApp {
    app_with(|_| {}).await
}

/// [`app`] after `configure` adjusted the configuration.
async fn app_with(configure: impl FnOnce(&mut server::config::Config)) -> TestApp {
    TestApp::spawn_with(|c| {
        c.payments.job_interval = std::time::Duration::from_secs(3600);
        configure(c);
    })
    .await
}

fn key() -> String {
    format!("key-{}", ulid::Ulid::new())
}

/// A REST call with a bearer token; returns status and JSON body (null when none).
async fn rest(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut req = app.client.request(method, app.url(path));
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    if let Some(body) = body {
        req = req.json(&body);
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    let text = res.text().await.expect("body");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

async fn get(app: &TestApp, path: &str, token: &str) -> (u16, Value) {
    rest(app, reqwest::Method::GET, path, Some(token), None).await
}

async fn post(app: &TestApp, path: &str, token: &str, body: Value) -> (u16, Value) {
    rest(app, reqwest::Method::POST, path, Some(token), Some(body)).await
}

async fn user_of(app: &TestApp, id: &str) -> store::User {
    app.store()
        .user_by_id(&UserId::from_raw(id))
        .await
        .expect("read")
        .expect("user")
}

/// Signs up a holder in `region` and logs in: (user id, access token, refresh token).
async fn holder_in(app: &TestApp, email: &str, region: &str) -> (String, String, String) {
    let mut body = TestApp::signup_body(email, PASSWORD);
    body["region"] = json!(region);
    let res = app.signup(&body).await;
    assert_eq!(res.status(), 201);
    let id = res.json::<Value>().await.expect("json")["user_id"]
        .as_str()
        .expect("id")
        .to_owned();
    let tokens = app.login(email, PASSWORD).await;
    (
        id,
        tokens["access_token"].as_str().expect("access").to_owned(),
        tokens["refresh_token"]
            .as_str()
            .expect("refresh")
            .to_owned(),
    )
}

async fn audit_actions(app: &TestApp, id: &str) -> Vec<String> {
    app.store()
        .audit_log(&UserId::from_raw(id), 100)
        .await
        .expect("audit")
        .into_iter()
        .map(|r| r.action)
        .collect()
}

async fn login_status(app: &TestApp, email: &str) -> (u16, Value) {
    app.token(&json!({"grant_type": "password", "username": email, "password": PASSWORD, "client_id": "web"}))
        .await
}

fn card_deposit(cents: i64) -> Value {
    json!({ "input": {"amountCents": cents, "paymentProviderId": "PaymentProvider:card:DEPOSIT", "idempotencyKey": key()} })
}

#[tokio::test]
async fn limits_decrease_at_once_increase_pending_cancel_and_confirm_after_the_period() {
    let app = app_with(long_sessions).await;
    let (id, token, _) = app.user_with_tokens("limits@example.com").await;

    let (status, body) = get(&app, "/i/cashflow_limits/deposit", &token).await;
    assert_eq!(status, 200, "{body}");
    let limits = body["limits"].as_array().expect("limits");
    assert_eq!(
        limits
            .iter()
            .map(|l| l["id"].as_str().unwrap())
            .collect::<Vec<_>>(),
        ["DEPOSIT:DAILY", "DEPOSIT:WEEKLY", "DEPOSIT:MONTHLY"]
    );
    assert!(limits.iter().all(|l| l["activeLimit"].is_null()));
    assert_eq!(limits[0]["title"], "Daily Deposit Limit");

    // New: at once.
    let (status, body) = post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 50_000}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["limit"]["activeLimit"]["amountOrDuration"], 50_000);
    assert_eq!(body["limit"]["activeLimit"]["amount"], 50_000);
    assert_eq!(
        body["limit"]["activeLimit"]["description"],
        "$500.00 per day"
    );
    assert_eq!(body["limit"]["activeLimit"]["badge"], "Active");
    assert_eq!(body["limit"]["remaining"], 50_000);
    assert!(body["limit"]["pendingLimit"].is_null());
    // Decrease: at once.
    let (_, body) = post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 10_000}),
    )
    .await;
    assert_eq!(body["limit"]["activeLimit"]["amountOrDuration"], 10_000);
    // Increase: pending, the lower limit stays in force.
    let (_, body) = post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 80_000}),
    )
    .await;
    assert_eq!(body["limit"]["activeLimit"]["amountOrDuration"], 10_000);
    assert_eq!(body["limit"]["pendingLimit"]["state"], "INCREASE_PENDING");
    assert_eq!(body["limit"]["pendingLimit"]["badge"], "Pending");
    assert!(
        body["limit"]["pendingLimit"]["description"]
            .as_str()
            .unwrap()
            .starts_with("Increase to $800.00 per day, pending until ")
    );
    // Cancel it; cancelling again is 404.
    let (status, body) = rest(
        &app,
        reqwest::Method::DELETE,
        "/i/cashflow_limits/deposit/daily/pending",
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(body["limit"]["pendingLimit"].is_null());
    let (status, body) = rest(
        &app,
        reqwest::Method::DELETE,
        "/i/cashflow_limits/deposit/daily/pending",
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, 404);
    assert!(body["errors"]["limit"][0]["message"].is_string());

    // Request again; confirming before effectiveAt is refused and changes nothing.
    let (_, body) = post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 80_000}),
    )
    .await;
    let effective_at: chrono::DateTime<Utc> =
        serde_json::from_value(body["limit"]["pendingLimit"]["effectiveAt"].clone()).unwrap();
    let now = app.state.clock.now();
    assert!(effective_at >= now + Duration::hours(24) - Duration::minutes(1));
    let (status, body) = rest(
        &app,
        reqwest::Method::POST,
        "/i/cashflow_limits/deposit/daily/pending",
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body["errors"]["limit"][0]["message"]
            .as_str()
            .unwrap()
            .starts_with("This change can be confirmed from ")
    );
    assert_eq!(
        app.graphql(Some(&token), ACCOUNT, json!({})).await["data"]["account"]["showLimitsModal"],
        false
    );

    // After the period and 24 hours: ACTION_REQUIRED, the limits modal shows until dismissed.
    app.state.clock.advance(Duration::hours(49));
    let (_, body) = get(&app, "/i/cashflow_limits/deposit", &token).await;
    assert_eq!(
        body["limits"][0]["pendingLimit"]["state"],
        "ACTION_REQUIRED"
    );
    assert_eq!(
        body["limits"][0]["pendingLimit"]["badge"],
        "Action Required"
    );
    assert_eq!(body["limits"][0]["activeLimit"]["amountOrDuration"], 10_000);
    assert_eq!(
        app.graphql(Some(&token), ACCOUNT, json!({})).await["data"]["account"]["showLimitsModal"],
        true
    );
    let (status, _) = rest(
        &app,
        reqwest::Method::PATCH,
        "/i/acks/limits_modal_dismissed_at",
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, 201);
    assert_eq!(
        app.graphql(Some(&token), ACCOUNT, json!({})).await["data"]["account"]["showLimitsModal"],
        false
    );
    let (status, body) = rest(
        &app,
        reqwest::Method::POST,
        "/i/cashflow_limits/deposit/daily/pending",
        Some(&token),
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["limit"]["activeLimit"]["amountOrDuration"], 80_000);
    assert!(body["limit"]["pendingLimit"].is_null());

    // The history, newest first, with descriptions.
    let history = app
        .graphql(Some(&token), "{ limitHistory(first: 3) { entries { type period action previous current } nextCursor } }", json!({}))
        .await;
    let page = &history["data"]["limitHistory"];
    let actions: Vec<&str> = page["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["CONFIRMED", "INCREASE_REQUESTED", "CANCELLED"]);
    assert_eq!(page["entries"][0]["previous"], "$100.00 per day");
    assert_eq!(page["entries"][0]["current"], "$800.00 per day");
    assert_eq!(page["entries"][0]["type"], "DEPOSIT");
    assert_eq!(page["entries"][0]["period"], "DAILY");
    let cursor = page["nextCursor"].as_str().expect("more entries");
    let rest_page = app
        .graphql(Some(&token), "query($a: String) { limitHistory(first: 10, after: $a) { entries { action } nextCursor } }", json!({"a": cursor}))
        .await;
    let older: Vec<&str> = rest_page["data"]["limitHistory"]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(older, ["INCREASE_REQUESTED", "DECREASED", "SET"]);
    assert!(rest_page["data"]["limitHistory"]["nextCursor"].is_null());

    // Every change has its audit row with the session.
    let log = app
        .store()
        .audit_log(&UserId::from_raw(&id), 100)
        .await
        .unwrap();
    assert_eq!(log.iter().filter(|r| r.action == "limit.set").count(), 4);
    assert_eq!(log.iter().filter(|r| r.action == "limit.cancel").count(), 1);
    assert_eq!(
        log.iter().filter(|r| r.action == "limit.confirm").count(),
        1
    );
    assert_eq!(log.iter().filter(|r| r.action == "ack").count(), 1);
    assert!(log.iter().all(|r| r.session_id.is_some()));
}

#[tokio::test]
async fn bad_input_is_refused_and_changes_nothing() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("bad-limits@example.com").await;
    let path = "/i/cashflow_limits/loss/weekly";
    for (amount, message) in [
        (json!(0), "Enter an amount of at least $1.00."),
        (json!(-500), "Enter an amount of at least $1.00."),
        (json!(99), "Enter an amount of at least $1.00."),
        (json!(100.5), "Enter a whole number."),
        (
            json!(1_000_000_000),
            "Enter an amount of at most $9,999,999.99.",
        ),
        (
            json!(99_999_999_999_999_999_999.0),
            "Enter an amount of at most $9,999,999.99.",
        ),
        (json!(u64::MAX), "Enter an amount of at most $9,999,999.99."),
        (json!("500"), "Enter the amount as a number."),
    ] {
        let (status, body) = post(&app, path, &token, json!({ "amount": amount })).await;
        assert_eq!(status, 422, "{amount}: {body}");
        assert_eq!(body["errors"]["amount"][0]["message"], message, "{amount}");
    }
    let (status, body) = post(&app, path, &token, json!({})).await;
    assert_eq!((status, body["errors"]["amount"].is_array()), (422, true));
    // Removing a limit that does not exist.
    let (status, _) = post(&app, path, &token, json!({"amount": null})).await;
    assert_eq!(status, 422);
    // Unknown types and periods, a period on the max single wager, none on a money type.
    assert_eq!(
        post(
            &app,
            "/i/cashflow_limits/bogus/daily",
            &token,
            json!({"amount": 500})
        )
        .await
        .0,
        404
    );
    assert_eq!(get(&app, "/i/cashflow_limits/bogus", &token).await.0, 404);
    assert_eq!(
        post(
            &app,
            "/i/cashflow_limits/loss/hourly",
            &token,
            json!({"amount": 500})
        )
        .await
        .0,
        404
    );
    let (status, body) = post(
        &app,
        "/i/cashflow_limits/max_single_wager/daily",
        &token,
        json!({"amount": 500}),
    )
    .await;
    assert_eq!(
        (status, body["errors"]["amount"][0]["message"].as_str()),
        (422, Some("This limit has no period."))
    );
    let (status, _) = post(
        &app,
        "/i/cashflow_limits/loss",
        &token,
        json!({"amount": 500}),
    )
    .await;
    assert_eq!(status, 422);
    // Time limits in whole hours 1-10; check-ins from the list.
    for minutes in [0, 30, 90, 660] {
        let (status, body) = post(&app, "/i/time_limits", &token, json!({"amount": minutes})).await;
        assert_eq!(status, 422, "{minutes}: {body}");
    }
    let (status, _) = rest(
        &app,
        reqwest::Method::PUT,
        "/i/reality_checkin_interval",
        Some(&token),
        Some(json!({"amount": 45})),
    )
    .await;
    assert_eq!(status, 422);
    // Not JSON, and no token.
    let res = app
        .client
        .post(app.url(path))
        .bearer_auth(&token)
        .body("amount=5")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let res = app
        .client
        .post(app.url("/i/time_limits"))
        .bearer_auth(&token)
        .body("amount=5")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 415);
    assert_eq!(
        rest(
            &app,
            reqwest::Method::POST,
            path,
            None,
            Some(json!({"amount": 500}))
        )
        .await
        .0,
        401
    );
    assert_eq!(
        rest(&app, reqwest::Method::GET, "/i/cool_offs", None, None)
            .await
            .0,
        401
    );

    // GraphQL: the same rules in errorMessage; a fraction is not an Int.
    for (vars, message) in [
        (
            json!({"t": "DEPOSIT", "v": 500}),
            "Choose a period (daily, weekly or monthly) for this limit.",
        ),
        (
            json!({"t": "MAX_SINGLE_WAGER", "p": "DAILY", "v": 500}),
            "This limit has no period.",
        ),
        (
            json!({"t": "LOSS", "p": "DAILY", "v": 0}),
            "Enter an amount of at least $1.00.",
        ),
        (
            json!({"t": "LOSS", "p": "DAILY", "v": -100}),
            "Enter an amount of at least $1.00.",
        ),
        (
            json!({"t": "DAILY_TIME", "v": 61}),
            "Choose a time limit of 1 to 10 hours.",
        ),
    ] {
        let body = app.graphql(Some(&token), SET_LIMIT, vars.clone()).await;
        assert_eq!(
            body["data"]["setLimit"]["errorMessage"], message,
            "{vars}: {body}"
        );
        assert!(body["data"]["setLimit"]["limit"].is_null());
    }
    let body = app
        .graphql(
            Some(&token),
            SET_LIMIT,
            json!({"t": "LOSS", "p": "DAILY", "v": 100.5}),
        )
        .await;
    assert!(body["errors"].is_array(), "{body}");
    let body = app
        .graphql(
            Some(&token),
            SET_LIMIT,
            json!({"t": "BOGUS", "p": "DAILY", "v": 500}),
        )
        .await;
    assert!(body["errors"].is_array(), "{body}");
    let body = app
        .graphql(
            None,
            SET_LIMIT,
            json!({"t": "LOSS", "p": "DAILY", "v": 500}),
        )
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");

    // Nothing was written.
    assert!(
        app.store()
            .limits(&UserId::from_raw(&id))
            .await
            .unwrap()
            .is_empty()
    );
    assert!(audit_actions(&app, &id).await.is_empty());
}

#[tokio::test]
async fn graphql_limits_pending_ids_are_private_and_acks_are_recorded() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("gql-limits@example.com").await;
    let (_, other_token, _) = app.user_with_tokens("gql-other@example.com").await;

    let body = app
        .graphql(
            Some(&token),
            SET_LIMIT,
            json!({"t": "LOSS", "p": "WEEKLY", "v": 10_000}),
        )
        .await;
    let limit = &body["data"]["setLimit"]["limit"];
    assert!(body["data"]["setLimit"]["errorMessage"].is_null(), "{body}");
    assert_eq!(limit["id"], "LOSS:WEEKLY");
    assert_eq!(limit["title"], "Weekly Loss Limit");
    assert_eq!(limit["activeLimit"]["amount"]["amount"], 10_000);
    assert_eq!(limit["activeLimit"]["amount"]["currency"], "USD");
    assert_eq!(limit["used"], 0);
    assert_eq!(limit["remaining"], 10_000);
    assert!(limit["periodEndsAt"].is_string());
    let body = app
        .graphql(
            Some(&token),
            SET_LIMIT,
            json!({"t": "LOSS", "p": "WEEKLY", "v": null}),
        )
        .await;
    let pending = &body["data"]["setLimit"]["limit"]["pendingLimit"];
    assert_eq!(pending["state"], "REMOVAL_PENDING", "{body}");
    assert!(pending["value"].is_null());
    let pending_id = pending["id"].as_str().unwrap().to_owned();

    // Another account cannot confirm or cancel it.
    for op in ["confirmPendingLimit", "cancelPendingLimit"] {
        let q = format!(
            "mutation($id: ID!) {{ {op}(limitId: $id) {{ errorMessage limit {{ id }} }} }}"
        );
        let body = app
            .graphql(Some(&other_token), &q, json!({"id": pending_id}))
            .await;
        assert_eq!(
            body["data"][op]["errorMessage"], "There is no pending change with this id.",
            "{body}"
        );
    }
    // The owner confirming too early is refused; cancelling works.
    let body = app
        .graphql(
            Some(&token),
            "mutation($id: ID!) { confirmPendingLimit(limitId: $id) { errorMessage } }",
            json!({"id": pending_id}),
        )
        .await;
    assert!(
        body["data"]["confirmPendingLimit"]["errorMessage"]
            .as_str()
            .unwrap()
            .starts_with("This change can be confirmed from")
    );
    let body = app
        .graphql(Some(&token), "mutation($id: ID!) { cancelPendingLimit(limitId: $id) { errorMessage limit { pendingLimit { id } activeLimit { amountOrDuration } } } }", json!({"id": pending_id}))
        .await;
    assert!(
        body["data"]["cancelPendingLimit"]["errorMessage"].is_null(),
        "{body}"
    );
    assert!(body["data"]["cancelPendingLimit"]["limit"]["pendingLimit"].is_null());
    assert_eq!(
        body["data"]["cancelPendingLimit"]["limit"]["activeLimit"]["amountOrDuration"],
        10_000
    );

    // limits by type and all of them.
    let body = app
        .graphql(
            Some(&token),
            "{ limits(type: LOSS) { id } all: limits { id type period } }",
            json!({}),
        )
        .await;
    assert_eq!(body["data"]["limits"].as_array().unwrap().len(), 3);
    let all = body["data"]["all"].as_array().unwrap();
    assert_eq!(all.len(), 12);
    assert_eq!(all.last().unwrap()["id"], "CHECK_IN_FREQUENCY");
    assert!(
        all.iter()
            .any(|l| l["id"] == "MAX_SINGLE_WAGER" && l["period"].is_null())
    );

    // Wagered this session, the break in force, acknowledgements.
    let body = app
        .graphql(
            Some(&token),
            "{ spentInSession { amount currency } activeExclusion { kind } }",
            json!({}),
        )
        .await;
    assert_eq!(body["data"]["spentInSession"]["amount"], 0, "{body}");
    assert!(body["data"]["activeExclusion"].is_null());
    rg::record_wager_activity(
        &app.state,
        WagerActivity {
            user_id: UserId::from_raw(&id),
            reference: "bet:1".into(),
            stake_cents: 2_500,
            return_cents: 0,
            at: app.state.clock.now(),
        },
    )
    .await
    .unwrap();
    let body = app
        .graphql(Some(&token), "{ spentInSession { amount } }", json!({}))
        .await;
    assert_eq!(body["data"]["spentInSession"]["amount"], 2_500);
    let body = app
        .graphql(
            Some(&token),
            "mutation { userAck(ackType: \"RESPONSIBLE_GAMING\") }",
            json!({}),
        )
        .await;
    assert_eq!(body["data"]["userAck"], true);
    let body = app
        .graphql(
            Some(&token),
            "mutation { userAck(ackType: \"BOGUS\") }",
            json!({}),
        )
        .await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "BAD_USER_INPUT");
    let (status, _) = post(&app, "/i/acks", &token, json!({"ackType": "LIMITS_MODAL"})).await;
    assert_eq!(status, 201);
    let (status, _) = post(&app, "/i/acks", &token, json!({"ackType": "NOPE"})).await;
    assert_eq!(status, 422);
    let (_, body) = get(&app, "/i/acks", &token).await;
    let types: Vec<&str> = body["acks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["ackType"].as_str().unwrap())
        .collect();
    assert_eq!(types, ["LIMITS_MODAL", "RESPONSIBLE_GAMING"]);
    let actions = audit_actions(&app, &id).await;
    assert_eq!(actions.iter().filter(|a| *a == "ack").count(), 2);
    assert_eq!(actions.iter().filter(|a| *a == "limit.cancel").count(), 1);
}

#[tokio::test]
async fn wagers_over_the_loss_spend_or_single_wager_limit_are_refused() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("wagers@example.com").await;
    let user = UserId::from_raw(&id);
    let now = app.state.clock.now();
    // No limit: nothing for the store to re-check.
    assert_eq!(
        rg::check_wager(&app.state, &user, 1_000_000, now).await,
        Ok(vec![])
    );
    post(
        &app,
        "/i/cashflow_limits/loss/daily",
        &token,
        json!({"amount": 5_000}),
    )
    .await;
    let (_, body) = post(
        &app,
        "/i/cashflow_limits/max_single_wager",
        &token,
        json!({"amount": 4_000}),
    )
    .await;
    assert_eq!(
        body["limit"]["activeLimit"]["description"],
        "$40.00 per wager"
    );
    // $30 lost (stake $30, nothing back), then a $10 win that returned $25 on a $10 stake.
    for (reference, stake, ret) in [
        ("bet:1", 3_000, 0),
        ("bet:2", 1_000, 0),
        ("bet:2:settled", 0, 2_500),
    ] {
        rg::record_wager_activity(
            &app.state,
            WagerActivity {
                user_id: user.clone(),
                reference: reference.into(),
                stake_cents: stake,
                return_cents: ret,
                at: now,
            },
        )
        .await
        .unwrap();
    }
    // Loss so far: 4,000 - 2,500 = 1,500 of 5,000: 3,500 left.
    let (_, body) = get(&app, "/i/cashflow_limits/loss", &token).await;
    assert_eq!(body["limits"][0]["used"], 1_500);
    assert_eq!(body["limits"][0]["remaining"], 3_500);
    // Passed: the daily loss window is what the store re-checks with the stake.
    let windows = rg::check_wager(&app.state, &user, 3_500, now)
        .await
        .unwrap();
    assert_eq!(windows.len(), 1, "{windows:?}");
    assert_eq!((windows[0].limit_cents, windows[0].loss), (5_000, true));
    assert!(windows[0].since <= now && now - windows[0].since < Duration::days(1));
    let refused = rg::check_wager(&app.state, &user, 3_501, now)
        .await
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "This wager would exceed your daily loss limit of $50.00. You can wager up to $35.00 until midnight."
    );
    let refused = rg::check_wager(&app.state, &user, 4_001, now)
        .await
        .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "This wager exceeds your max single wager limit of $40.00."
    );
    // A spend limit lower than what is left of the loss limit binds instead.
    post(
        &app,
        "/i/cashflow_limits/spend/weekly",
        &token,
        json!({"amount": 5_000}),
    )
    .await;
    let refused = rg::check_wager(&app.state, &user, 1_001, now)
        .await
        .unwrap_err();
    assert!(matches!(refused, WagerRefusal::Refused(_)));
    assert!(
        refused.to_string().starts_with(
            "This wager would exceed your weekly spend limit of $50.00. You can wager up to $10.00"
        ),
        "{refused}"
    );
    let windows = rg::check_wager(&app.state, &user, 1_000, now)
        .await
        .unwrap();
    let mut limits: Vec<(i64, bool)> = windows.iter().map(|w| (w.limit_cents, w.loss)).collect();
    limits.sort();
    assert_eq!(limits, [(5_000, false), (5_000, true)]);
}

#[tokio::test]
async fn deposits_over_the_remaining_limit_are_refused_with_the_limit_named() {
    let app = app().await;
    let (_, token, _) = app.user_with_tokens("deposit-limit@example.com").await;
    let (status, _) = post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 10_000}),
    )
    .await;
    assert_eq!(status, 200);
    // A pending deposit counts from its creation.
    let body = app
        .graphql(Some(&token), DEPOSIT, card_deposit(6_000))
        .await;
    assert_eq!(body["data"]["depositCreate"]["permitted"], true, "{body}");
    let expected = "This deposit would exceed your daily deposit limit of $100.00. You can deposit up to $40.00 until midnight.";
    for op in [VALIDATE, DEPOSIT] {
        let body = app.graphql(Some(&token), op, card_deposit(5_000)).await;
        let answer = body["data"]
            .as_object()
            .unwrap()
            .values()
            .next()
            .unwrap()
            .clone();
        assert_eq!(answer["permitted"], false, "{body}");
        assert_eq!(answer["userErrors"][0]["field"], "amountCents");
        assert_eq!(answer["userErrors"][0]["message"], expected);
    }
    let body = app
        .graphql(Some(&token), DEPOSIT, card_deposit(4_000))
        .await;
    assert_eq!(body["data"]["depositCreate"]["permitted"], true, "{body}");
    let (_, body) = get(&app, "/i/cashflow_limits/deposit", &token).await;
    assert_eq!(body["limits"][0]["used"], 10_000);
    assert_eq!(body["limits"][0]["remaining"], 0);
}

#[tokio::test]
async fn two_concurrent_deposits_against_a_limit_only_the_fitting_one_passes() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("deposit-race@example.com").await;
    post(
        &app,
        "/i/cashflow_limits/deposit/daily",
        &token,
        json!({"amount": 10_000}),
    )
    .await;
    let tasks: Vec<_> = (0..2)
        .map(|_| {
            let (client, url, token) = (app.client.clone(), app.url("/graphql"), token.clone());
            tokio::spawn(async move {
                let res = client
                    .post(url)
                    .bearer_auth(token)
                    .json(&json!({"query": DEPOSIT, "variables": card_deposit(6_000)}))
                    .send()
                    .await
                    .unwrap();
                res.json::<Value>().await.unwrap()
            })
        })
        .collect();
    let mut permitted = 0;
    for task in tasks {
        let body = task.await.unwrap();
        let answer = &body["data"]["depositCreate"];
        if answer["permitted"] == true {
            permitted += 1;
        } else {
            assert_eq!(answer["userErrors"][0]["field"], "amountCents", "{body}");
        }
    }
    assert_eq!(permitted, 1);
    let payments = app
        .store()
        .payments(&UserId::from_raw(&id), 10, None)
        .await
        .unwrap();
    assert_eq!(payments.len(), 1);
}

async fn fund(app: &TestApp, user: &UserId, cents: i64) {
    let tx = BalancedTransaction::transfer(
        TransactionKind::DemoFunding,
        format!("fund-{user}"),
        "demo funding",
        AccountRef {
            owner: Owner::House(HouseAccount::Funding),
            currency: Currency::Usd,
        },
        AccountRef {
            owner: Owner::User(user.clone(), Bucket::Cash),
            currency: Currency::Usd,
        },
        cents,
    )
    .unwrap();
    app.store().post_transaction(&tx, app.now()).await.unwrap();
}

#[tokio::test]
async fn cool_off_logs_out_everywhere_blocks_login_and_still_allows_withdrawals() {
    let app = app().await;
    let (id, token, refresh) = app.user_with_tokens("cool-off@example.com").await;
    app.verify_identity("cool-off@example.com").await;
    let second = app.login("cool-off@example.com", PASSWORD).await;
    let second_token = second["access_token"].as_str().unwrap().to_owned();
    let user_id = UserId::from_raw(&id);
    fund(&app, &user_id, 20_000).await;

    let (status, body) = get(&app, "/i/cool_offs", &token).await;
    assert_eq!(status, 200);
    assert!(body["coolOff"].is_null());
    assert_eq!(
        body["durations"],
        json!(["24h", "72h", "1w", "1m", "2m", "3m"])
    );
    let (_, body) = get(&app, "/i/restrictions/active/casino", &token).await;
    assert_eq!(body, json!({"active": false, "expiresAt": null}));
    let (status, body) = post(&app, "/i/cool_offs", &token, json!({"duration": "1y"})).await;
    assert_eq!((status, body["errors"]["duration"].is_array()), (422, true));

    let before = app.state.clock.now();
    let (status, body) = post(&app, "/i/cool_offs", &token, json!({"duration": "72h"})).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["coolOff"]["kind"], "COOL_OFF");
    assert_eq!(body["coolOff"]["duration"], "72h");
    let ends: chrono::DateTime<Utc> =
        serde_json::from_value(body["coolOff"]["endsAt"].clone()).unwrap();
    assert!(
        ends >= before + Duration::hours(72) - Duration::milliseconds(1)
            && ends <= app.state.clock.now() + Duration::hours(72)
    );

    // Every session is gone at once.
    for t in [&token, &second_token] {
        let body = app.graphql(Some(t), ACCOUNT, json!({})).await;
        assert_eq!(
            body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED",
            "{body}"
        );
        // The client is told why, so it logs out with the cool-off message.
        assert_eq!(
            body["errors"][0]["extensions"]["reason"], "cool-off",
            "{body}"
        );
        assert_eq!(get(&app, "/i/cool_offs", t).await.0, 401);
    }
    // Login (password and refresh) is refused naming the end.
    let nj = periods::zone("US-NJ");
    let (status, body) = login_status(&app, "cool-off@example.com").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("access_denied")),
        "{body}"
    );
    assert_eq!(
        body["error_description"],
        domain::responsible_gaming::exclusions::login_refusal(
            ExclusionKind::CoolOff,
            Some(ends),
            nj
        )
    );
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("Your cool-off period ends on ")
    );
    let (status, body) = app
        .token(
            &json!({"grant_type": "refresh_token", "refresh_token": refresh, "client_id": "web"}),
        )
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("access_denied")),
        "{body}"
    );

    // Deposits and wagers are refused, withdrawals are not.
    let user = user_of(&app, &id).await;
    let now = app.state.clock.now();
    let refusal = rg::enforcement::deposit_gate(&app.state, &user, 1_000, now)
        .await
        .unwrap()
        .unwrap();
    assert!(
        refusal
            .message
            .starts_with("Deposits are unavailable during your cool-off (until "),
        "{}",
        refusal.message
    );
    let refused = rg::check_wager(&app.state, &user_id, 100, now)
        .await
        .unwrap_err();
    assert!(
        refused
            .to_string()
            .starts_with("Wagering is unavailable during your cool-off")
    );
    let request = server::wallet::create::Request {
        amount_cents: 5_000,
        provider_id: "cash_at_casino".into(),
        idempotency_key: key(),
        ..Default::default()
    };
    let created = server::wallet::create::create(
        &app.state,
        &user,
        Direction::Withdrawal,
        &request,
        app.now(),
    )
    .await;
    assert!(created.is_ok(), "{created:?}");

    // It cannot be shortened.
    let shorter =
        rg::service::start_exclusion(&app.state, &user, None, ExclusionKind::CoolOff, "24h", now)
            .await;
    assert!(
        matches!(
            shorter,
            Err(rg::service::RgError::Invalid {
                field: "duration",
                ..
            })
        ),
        "{shorter:?}"
    );
    assert_eq!(app.store().exclusions(&user_id).await.unwrap().len(), 1);
    assert_eq!(audit_actions(&app, &id).await, ["cool_off.start"]);
    let session = app
        .store()
        .sessions_between(&user_id, before - Duration::hours(1), now)
        .await
        .unwrap();
    assert!(
        session
            .iter()
            .all(|s| s.revoke_reason.as_deref() == Some("cool-off"))
    );

    // Once it ends, login works again.
    app.state.clock.advance(Duration::hours(73));
    let (status, body) = login_status(&app, "cool-off@example.com").await;
    assert_eq!(status, 200, "{body}");
}

#[tokio::test]
async fn self_exclusion_logs_out_and_blocks_login_with_the_end_date() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("self-ex@example.com").await;
    let (status, body) = get(&app, "/i/self_exclusions", &token).await;
    assert_eq!(
        (status, body["durations"].clone()),
        (200, json!(["1y", "5y", "lifetime"]))
    );
    let (status, body) = post(
        &app,
        "/i/self_exclusions",
        &token,
        json!({"duration": "2y"}),
    )
    .await;
    assert_eq!(
        (status, body["errors"]["duration"][0]["message"].as_str()),
        (
            422,
            Some("Choose a self-exclusion of 1 year, 5 years or lifetime.")
        )
    );
    let (_, body) = get(&app, "/i/restrictions", &token).await;
    assert_eq!(body, json!({"restrictions": []}));
    let (status, body) = post(
        &app,
        "/i/self_exclusions",
        &token,
        json!({"duration": "1y"}),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body["selfExclusion"]["kind"], "SELF_EXCLUSION");
    let ends: chrono::DateTime<Utc> =
        serde_json::from_value(body["selfExclusion"]["endsAt"].clone()).unwrap();
    assert!(ends > app.state.clock.now() + Duration::days(364));
    assert_eq!(
        app.graphql(Some(&token), ACCOUNT, json!({})).await["errors"][0]["extensions"]["code"],
        "UNAUTHENTICATED"
    );
    let (status, body) = login_status(&app, "self-ex@example.com").await;
    assert_eq!(status, 400);
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("You are self-excluded until "),
        "{body}"
    );
    assert_eq!(audit_actions(&app, &id).await, ["self_exclusion.start"]);

    // Lifetime.
    let (_, token, _) = app.user_with_tokens("lifetime@example.com").await;
    let (status, body) = post(
        &app,
        "/i/self_exclusions",
        &token,
        json!({"duration": "lifetime"}),
    )
    .await;
    assert_eq!(status, 201);
    assert!(body["selfExclusion"]["endsAt"].is_null());
    let (_, body) = login_status(&app, "lifetime@example.com").await;
    assert!(
        body["error_description"]
            .as_str()
            .unwrap()
            .starts_with("You have self-excluded permanently.")
    );
}

#[tokio::test]
async fn the_72_hour_cool_off_is_new_jersey_only() {
    let app = app().await;
    let (_, token, _) = holder_in(&app, "pa@example.com", "US-PA").await;
    let (_, body) = get(&app, "/i/cool_offs", &token).await;
    assert_eq!(body["durations"], json!(["24h", "1w", "1m", "2m", "3m"]));
    let (status, body) = post(&app, "/i/cool_offs", &token, json!({"duration": "72h"})).await;
    assert_eq!(status, 422);
    assert_eq!(
        body["errors"]["duration"][0]["message"],
        "Choose a cool-off of 24 hours, 1 week, or 1, 2 or 3 months."
    );
    // A one-week cool-off from the service is stored as answered and closes the casino.
    let (id, token, _) = app.user_with_tokens("casino@example.com").await;
    let user = user_of(&app, &id).await;
    let body = app.graphql(Some(&token), ACCOUNT, json!({})).await;
    assert_eq!(
        body["data"]["account"]["casinoRestriction"]["active"],
        false
    );
    let now = app.state.clock.now();
    let ex =
        rg::service::start_exclusion(&app.state, &user, None, ExclusionKind::CoolOff, "1w", now)
            .await
            .unwrap();
    assert_eq!(
        app.store().exclusions(&user.id).await.unwrap(),
        vec![ex.clone()]
    );
    assert!(ex.active_at(now + Duration::days(6)));
    assert!(!ex.active_at(now + Duration::days(7) + Duration::seconds(1)));
    assert!(
        rg::service::active_exclusion(&app.state, &user.id, now)
            .await
            .unwrap()
            .is_some()
    );
}

#[tokio::test]
async fn the_daily_time_limit_ends_the_session_at_the_heartbeat_and_blocks_login() {
    let app = app_with(long_sessions).await;
    let (_, token, _) = app.user_with_tokens("time@example.com").await;
    let (status, body) = post(&app, "/i/time_limits", &token, json!({"amount": 60})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["limit"]["activeLimit"]["description"],
        "1 hour per day"
    );
    let (_, body) = get(&app, "/i/time_limits", &token).await;
    assert_eq!(body["limits"][0]["id"], "DAILY_TIME");
    // Start from just after the next local midnight so the day is predictable.
    let nj = periods::zone("US-NJ");
    let now = app.state.clock.now();
    let midnight = periods::window(LimitPeriod::Daily, nj, now).end;
    app.state
        .clock
        .advance(midnight - now + Duration::minutes(1));
    const BEAT: &str = "mutation { heartbeat(elapsedSeconds: 60) { heartbeat } }";
    let body = app.graphql(Some(&token), BEAT, json!({})).await;
    assert_eq!(body["data"]["heartbeat"]["heartbeat"], "OK", "{body}");
    app.state.clock.advance(Duration::minutes(60));
    let body = app.graphql(Some(&token), BEAT, json!({})).await;
    assert_eq!(
        body["data"]["heartbeat"]["heartbeat"], "TIME_LIMIT_EXCEEDED",
        "{body}"
    );
    let body = app.graphql(Some(&token), ACCOUNT, json!({})).await;
    assert_eq!(body["errors"][0]["extensions"]["code"], "UNAUTHENTICATED");
    let (status, body) = login_status(&app, "time@example.com").await;
    assert_eq!(
        (status, body["error"].as_str()),
        (400, Some("access_denied"))
    );
    assert_eq!(
        body["error_description"],
        "You reached your daily time limit. Come back tomorrow!"
    );
    // The next day it is allowed again.
    app.state.clock.advance(Duration::hours(24));
    assert_eq!(login_status(&app, "time@example.com").await.0, 200);
}

#[tokio::test]
async fn five_failed_deposits_within_ten_minutes_pause_deposits() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("failed@example.com").await;
    for i in 0..5 {
        let body = app
            .graphql(Some(&token), DEPOSIT, card_deposit(2_000))
            .await;
        let receipt = body["data"]["depositCreate"]["receiptId"]
            .as_str()
            .unwrap_or_else(|| panic!("deposit {i}: {body}"))
            .to_owned();
        server::wallet::settle(
            &app.state,
            &PaymentId::from_raw(receipt.as_str()),
            PaymentEvent::Declined,
            Some("Declined by the card issuer."),
            app.now(),
        )
        .await
        .unwrap();
    }
    assert_eq!(
        app.store()
            .failed_deposits_since(&UserId::from_raw(&id), app.now() - Duration::minutes(10))
            .await
            .unwrap(),
        5
    );
    let body = app
        .graphql(Some(&token), VALIDATE, card_deposit(2_000))
        .await;
    let answer = &body["data"]["depositValidateCreate"];
    assert_eq!(answer["permitted"], false);
    assert_eq!(
        answer["userErrors"][0]["message"],
        "Deposits are paused for review after several failed attempts. Please contact Customer Support."
    );
    let body = app
        .graphql(Some(&token), DEPOSIT, card_deposit(2_000))
        .await;
    assert_eq!(body["data"]["depositCreate"]["permitted"], false);
    assert_eq!(
        app.store()
            .payments(&UserId::from_raw(&id), 10, None)
            .await
            .unwrap()
            .len(),
        5
    );
}

#[tokio::test]
async fn reality_check_in_interval_and_session_account() {
    let app = app().await;
    let (id, token, _) = app.user_with_tokens("checkin@example.com").await;
    let (status, body) = get(&app, "/i/reality_checkin_interval", &token).await;
    assert_eq!(
        (status, body),
        (200, json!({"realityCheckinInterval": null}))
    );
    let (status, body) = rest(
        &app,
        reqwest::Method::PUT,
        "/i/reality_checkin_interval",
        Some(&token),
        Some(json!({"amount": 30})),
    )
    .await;
    assert_eq!(
        (status, body),
        (200, json!({"realityCheckinInterval": 1800}))
    );
    // Changes apply at once, up or down.
    let (_, body) = rest(
        &app,
        reqwest::Method::PUT,
        "/i/reality_checkin_interval",
        Some(&token),
        Some(json!({"amount": 240})),
    )
    .await;
    assert_eq!(body, json!({"realityCheckinInterval": 14_400}));
    let body = app
        .graphql(
            Some(&token),
            "{ sessionAccount { realityCheckinInterval } account { realityCheckinInterval } }",
            json!({}),
        )
        .await;
    assert_eq!(
        body["data"]["sessionAccount"]["realityCheckinInterval"], 14_400,
        "{body}"
    );
    assert_eq!(body["data"]["account"]["realityCheckinInterval"], 14_400);
    let (_, body) = rest(
        &app,
        reqwest::Method::PUT,
        "/i/reality_checkin_interval",
        Some(&token),
        Some(json!({"amount": null})),
    )
    .await;
    assert_eq!(body, json!({"realityCheckinInterval": null}));
    let body = app
        .graphql(
            Some(&token),
            SET_LIMIT,
            json!({"t": "CHECK_IN_FREQUENCY", "v": 15}),
        )
        .await;
    assert_eq!(
        body["data"]["setLimit"]["limit"]["activeLimit"]["description"], "Every 15 minutes",
        "{body}"
    );
    assert_eq!(audit_actions(&app, &id).await.len(), 4);
    let slot = Slot::new(LimitType::CheckInFrequency, None).unwrap();
    let stored = app.store().limits(&UserId::from_raw(&id)).await.unwrap();
    assert_eq!(
        stored.iter().find(|s| s.slot == slot).unwrap().state.active,
        Some(15)
    );
}

/// The account's `casinoRestriction` and `GET /i/restrictions/active/casino`, which must agree:
/// (active, expiresAt).
async fn casino_state(app: &TestApp, token: &str) -> (bool, Option<chrono::DateTime<Utc>>) {
    let body = app.graphql(Some(token), ACCOUNT, json!({})).await;
    let graphql = &body["data"]["account"]["casinoRestriction"];
    let (status, rest) = get(app, "/i/restrictions/active/casino", token).await;
    assert_eq!(status, 200, "{rest}");
    let read = |v: &Value| -> (bool, Option<chrono::DateTime<Utc>>) {
        (
            v["active"].as_bool().expect("active"),
            serde_json::from_value(v["expiresAt"].clone()).expect("expiresAt"),
        )
    };
    let (g, r) = (read(graphql), read(&rest));
    assert_eq!(g, r, "GraphQL {body} and REST {rest} agree");
    g
}

#[tokio::test]
async fn operator_casino_restrictions_close_the_casino_until_they_end_or_are_lifted() {
    let app = app_with(long_sessions).await;
    let (id, token, _) = app.user_with_tokens("operator-casino@example.com").await;
    let (_, other_token, _) = app.user_with_tokens("bystander@example.com").await;
    let user_id = UserId::from_raw(&id);
    let store = app.store().as_ref();
    let restrict = |length, reason: &'static str| Restrict {
        email: "operator-casino@example.com",
        length,
        reason,
        by: "ops-jane",
    };
    assert_eq!(casino_state(&app, &token).await, (false, None));

    // Refused inputs name the problem and store nothing.
    let now = app.state.clock.now();
    let refused = restrictions::restrict(
        store,
        Restrict {
            email: "nobody@example.com",
            ..restrict(RestrictionLength::Days(7), "review")
        },
        now,
    )
    .await
    .unwrap_err();
    assert!(
        matches!(refused, RestrictError::UnknownEmail(_)),
        "{refused}"
    );
    assert_eq!(
        refused.to_string(),
        "no account with email \"nobody@example.com\""
    );
    let today = periods::local_date(periods::zone("US-NJ"), now);
    let refused = restrictions::restrict(
        store,
        restrict(RestrictionLength::Until(today), "review"),
        now,
    )
    .await
    .unwrap_err();
    assert!(
        matches!(
            refused,
            RestrictError::Invalid(RestrictionError::NotInFuture { .. })
        ),
        "{refused}"
    );
    assert!(
        refused
            .to_string()
            .contains("is not in the future in the bettor's time zone (America/New_York)"),
        "{refused}"
    );
    let refused = restrictions::restrict(store, restrict(RestrictionLength::Indefinite, " "), now)
        .await
        .unwrap_err();
    assert!(
        matches!(
            refused,
            RestrictError::Invalid(RestrictionError::EmptyReason)
        ),
        "{refused}"
    );
    let refused =
        restrictions::restrict(store, restrict(RestrictionLength::Days(0), "review"), now)
            .await
            .unwrap_err();
    assert!(
        matches!(
            refused,
            RestrictError::Invalid(RestrictionError::DaysOutOfRange)
        ),
        "{refused}"
    );
    assert!(
        store
            .casino_restrictions(&user_id)
            .await
            .unwrap()
            .is_empty()
    );
    assert!(audit_actions(&app, &id).await.is_empty());
    assert_eq!(casino_state(&app, &token).await, (false, None));

    // 30 days: closed until then, for this bettor only; the REST list shows it without the
    // operator's reason or name.
    let (holder, month) = restrictions::restrict(
        store,
        restrict(RestrictionLength::Days(30), "affordability review"),
        now,
    )
    .await
    .unwrap();
    assert_eq!(holder.id, user_id);
    let month_end = month.ends_at.expect("an end");
    assert_eq!(month_end, month.created_at + Duration::days(30));
    assert_eq!(casino_state(&app, &token).await, (true, Some(month_end)));
    assert_eq!(casino_state(&app, &other_token).await, (false, None));
    let (status, body) = get(&app, "/i/restrictions", &token).await;
    assert_eq!(status, 200);
    let listed: Vec<Value> = serde_json::from_value(body["restrictions"].clone()).unwrap();
    assert_eq!(listed.len(), 1, "{body}");
    assert_eq!(listed[0]["type"], "casino");
    assert_eq!(
        serde_json::from_value::<chrono::DateTime<Utc>>(listed[0]["startsAt"].clone()).unwrap(),
        month.created_at
    );
    assert_eq!(
        serde_json::from_value::<chrono::DateTime<Utc>>(listed[0]["endsAt"].clone()).unwrap(),
        month_end
    );
    let mut keys: Vec<&String> = listed[0].as_object().unwrap().keys().collect();
    keys.sort();
    assert_eq!(keys, ["endsAt", "startsAt", "type"]);

    // Indefinite beside it: still closed, and no end can be named.
    app.state.clock.advance(Duration::seconds(1));
    let (_, indefinite) = restrictions::restrict(
        store,
        restrict(RestrictionLength::Indefinite, "support ticket 42"),
        app.state.clock.now(),
    )
    .await
    .unwrap();
    assert_eq!(indefinite.ends_at, None);
    assert_eq!(casino_state(&app, &token).await, (true, None));
    let (_, body) = get(&app, "/i/restrictions", &token).await;
    assert_eq!(body["restrictions"].as_array().unwrap().len(), 2, "{body}");

    // Lifting the indefinite one leaves the month; it cannot be lifted twice, and its row stays.
    let lifted = restrictions::lift(store, &indefinite.id, "ops-sam", app.state.clock.now())
        .await
        .unwrap();
    assert_eq!(lifted.lifted_by.as_deref(), Some("ops-sam"));
    assert_eq!(casino_state(&app, &token).await, (true, Some(month_end)));
    let again = restrictions::lift(store, &indefinite.id, "ops-kim", app.state.clock.now())
        .await
        .unwrap_err();
    assert!(
        again.to_string().contains("was already lifted at")
            && again.to_string().ends_with("by ops-sam"),
        "{again}"
    );
    let unknown = restrictions::lift(store, "no-such-id", "ops-sam", app.state.clock.now())
        .await
        .unwrap_err();
    assert!(
        matches!(unknown, RestrictError::UnknownRestriction(_)),
        "{unknown}"
    );
    let rows = store.casino_restrictions(&user_id).await.unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].id, indefinite.id);
    assert!(rows[0].lifted_at.is_some());
    assert!(rows[1].lifted_at.is_none());

    // After 30 days the casino opens again by itself; an ended restriction is not lifted.
    app.state
        .clock
        .advance(Duration::days(30) + Duration::seconds(1));
    assert_eq!(casino_state(&app, &token).await, (false, None));
    let (_, body) = get(&app, "/i/restrictions", &token).await;
    assert_eq!(body, json!({"restrictions": []}));
    let ended = restrictions::lift(store, &month.id, "ops-sam", app.state.clock.now())
        .await
        .unwrap_err();
    assert!(matches!(ended, RestrictError::Ended { .. }), "{ended}");

    // Every creation and lift left one audit row naming the operator, without a session.
    let audit = store.audit_log(&user_id, 10).await.unwrap();
    assert_eq!(
        audit.iter().map(|r| r.action.as_str()).collect::<Vec<_>>(),
        [
            "casino_restriction.lift",
            "casino_restriction.create",
            "casino_restriction.create"
        ]
    );
    assert!(audit.iter().all(|r| r.session_id.is_none()));
    assert_eq!(
        audit[0].detail,
        format!("{} lifted by ops-sam", indefinite.id)
    );
    assert_eq!(
        audit[2].detail,
        format!(
            "{} until {} by ops-jane: affordability review",
            month.id,
            month_end.to_rfc3339()
        )
    );
    assert!(
        audit[1]
            .detail
            .ends_with("until lifted by ops-jane: support ticket 42")
    );
}
