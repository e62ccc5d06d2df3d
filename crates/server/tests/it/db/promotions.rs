//! Operators' promotion commands (`server::promotions::admin`, behind `sportsbook admin
//! promotions`) on a fresh database: create, list, pause, resume and end, every change in
//! the audit trail with who and the promotion before and after; refusals name the field.

use crate::common::TestApp;
use domain::promotion::{Action, Lifecycle};
use serde_json::{Value, json};
use server::promotions::admin::{self, AdminError};

fn definition(slug: &str, code: &str) -> Value {
    json!({
        "schemaVersion": 1,
        "slug": slug,
        "title": "Reload Match",
        "startsAt": "2025-01-01T00:00:00Z",
        "endsAt": "2036-01-01T00:00:00Z",
        "eligibility": { "promoCode": code },
        "trigger": { "kind": "deposit", "minCents": 1000 },
        "awards": [
            { "kind": "promotionalCredit", "amount": { "matchPercent": 25, "maxCents": 5000 } },
            { "kind": "freeRounds", "games": ["gold-rush-reels"], "rounds": 10, "stakeCents": 20 }
        ]
    })
}

async fn create(
    app: &TestApp,
    definition: &Value,
    by: &str,
) -> Result<store::Promotion, AdminError> {
    admin::create(
        app.store().as_ref(),
        definition.to_string().as_bytes(),
        by,
        app.now(),
    )
    .await
}

#[tokio::test]
async fn promo_admin_changes_follow_the_lifecycle_and_are_audited() {
    let app = TestApp::spawn().await;
    let store = app.store().as_ref();
    let p = create(&app, &definition("reload-match", "reload25"), "ana")
        .await
        .unwrap();
    assert_eq!((p.lifecycle, p.version), (Lifecycle::Live, 1));
    assert_eq!(p.definition.promo_code(), Some("RELOAD25"));

    let paused = admin::change(store, "reload-match", Action::Pause, "ben", app.now())
        .await
        .unwrap();
    assert_eq!(paused.lifecycle, Lifecycle::Paused);
    let twice = admin::change(store, p.id.as_str(), Action::Pause, "ben", app.now()).await;
    assert_eq!(
        twice.unwrap_err().to_string(),
        "the promotion is already paused"
    );
    let live = admin::change(store, p.id.as_str(), Action::Resume, "ben", app.now()).await;
    assert_eq!(live.unwrap().lifecycle, Lifecycle::Live);
    let not_paused = admin::change(store, p.id.as_str(), Action::Resume, "ben", app.now()).await;
    assert_eq!(
        not_paused.unwrap_err().to_string(),
        "the promotion is not paused"
    );
    admin::change(store, p.id.as_str(), Action::End, "cleo", app.now())
        .await
        .unwrap();
    let ended = admin::change(store, p.id.as_str(), Action::Resume, "cleo", app.now()).await;
    assert_eq!(
        ended.unwrap_err().to_string(),
        "the promotion has ended; an ended promotion cannot change"
    );
    let nobody = admin::change(store, p.id.as_str(), Action::End, "  ", app.now()).await;
    assert_eq!(
        nobody.unwrap_err().to_string(),
        "name the operator who acts (--by), 1 to 200 characters"
    );
    let unknown = admin::change(store, "no-such-promo", Action::End, "cleo", app.now()).await;
    assert_eq!(
        unknown.unwrap_err().to_string(),
        "no promotion \"no-such-promo\""
    );

    let trail = store.promotion_audit(&p.id).await.unwrap();
    let who: Vec<(&str, &str)> = trail
        .iter()
        .map(|a| (a.action.as_str(), a.actor.as_str()))
        .collect();
    assert_eq!(
        who,
        [
            ("create", "ana"),
            ("pause", "ben"),
            ("resume", "ben"),
            ("end", "cleo")
        ]
    );
    let status = |json: &str| serde_json::from_str::<Value>(json).unwrap()["status"].clone();
    assert_eq!(status(trail[3].before.as_deref().unwrap()), "live");
    assert_eq!(status(&trail[3].after), "ended");

    // The ended promotion's code is free for a new one; the listing shows both.
    // (A minute later, so "newest first" does not hang on ids made in one millisecond.)
    admin::create(
        store,
        definition("reload-match-2", "RELOAD25")
            .to_string()
            .as_bytes(),
        "ana",
        app.now() + chrono::Duration::minutes(1),
    )
    .await
    .unwrap();
    let listed = admin::list(store).await.unwrap();
    let slugs: Vec<&str> = listed.iter().map(|l| l.promotion.slug()).collect();
    assert_eq!(slugs, ["reload-match-2", "reload-match"]);
    assert!(listed.iter().all(|l| l.awarded == 0));
}

#[tokio::test]
async fn promo_admin_refusals_name_the_field() {
    let app = TestApp::spawn().await;
    create(&app, &definition("reload-match", "RELOAD25"), "ana")
        .await
        .unwrap();
    let edit = |f: &dyn Fn(&mut Value)| {
        let mut d = definition("another-match", "OTHER1");
        f(&mut d);
        d
    };
    let cases: Vec<(Value, &str)> = vec![
        (definition("reload-match", "OTHER1"), "slug"),
        (
            definition("another-match", "reload25"),
            "eligibility.promoCode",
        ),
        (
            edit(&|d| d["awards"][1]["games"] = json!(["no-such-slot"])),
            "awards[1].games[0]",
        ),
        (
            edit(&|d| d["awards"][1]["games"] = json!(["gold-rush-reels", "european-roulette"])),
            "awards[1].games[1]",
        ),
        (
            edit(&|d| d["awards"][1]["stakeCents"] = json!(1_000_000)),
            "awards[1].stakeCents",
        ),
        (
            edit(&|d| d["eligibility"]["regions"] = json!(["US-NJ", "US-ZZ"])),
            "eligibility.regions[1]",
        ),
        (
            edit(&|d| d["awards"][0]["amount"]["maxCents"] = json!(0)),
            "awards[0].amount.maxCents",
        ),
        (
            edit(&|d| {
                d["awards"][0] = json!({ "kind": "bonusCash", "amount": { "fixedCents": 500 }, "playThrough": 51 })
            }),
            "awards[0].playThrough",
        ),
        (
            edit(&|d| d["endsAt"] = json!("2024-01-01T00:00:00Z")),
            "endsAt",
        ),
    ];
    for (definition, field) in cases {
        match create(&app, &definition, "ana").await {
            Err(AdminError::Invalid(e)) => assert_eq!(e.field, field, "{e}"),
            other => panic!("{field}: expected a field error, got {other:?}"),
        }
    }
    assert_eq!(admin::list(app.store().as_ref()).await.unwrap().len(), 1);
}
