//! W-2G tax reporting on the running server (docs/product/casino-taxes.md): a reportable win
//! through the signed seamless wallet writes one form per round and stops real-money stakes
//! until a government ID, the TIN and the address are given; the upload's validation; the TIN
//! sealed at rest and shown masked; the forms by year and their PDF, for their owner only.

use crate::common::TestApp;
use crate::common::betting::*;
use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use server::casino::wallet::{self, CallBody, WalletRequest};

const LAUNCH: &str = "mutation($slug: String!) { launchCasinoGame(gameSlug: $slug, demo: false) { gameSession { id } error { code } } }";

const MODAL: &str = "query { account { showW2gWinModal w2gWinModal { formId gameName taxYear formsWaiting won { amount } lastAddress { line1 line2 city state zip } } } }";

const FORMS: &str = "query { w2gTaxForms { year forms { id displayName downloadUrl year gameName reportableWinnings { amount } idDocument { idType numberLastFour tinLastFour uploadedAt } address { line1 line2 city state zip } } } }";

/// The TIN the tests give: an SSN (area 372, group 81, serial 5094).
const TIN: &str = "372-81-5094";

/// A complete upload body.
fn good_body() -> Value {
    json!({
        "idType": "PASSPORT",
        "idNumber": " x123-456-789 ",
        "document": png(),
        "tin": TIN,
        "address": {"line1": "1 Boardwalk", "line2": "Apt 4", "city": "Atlantic City", "state": "nj", "zip": "08401"}
    })
}

/// The message of the first error on `field`.
fn message<'a>(body: &'a Value, field: &str) -> &'a Value {
    &body["errors"][field][0]["message"]
}

/// A GraphQL call as `token`.
async fn q(app: &TestApp, token: &str, query: &str, vars: Value) -> Value {
    app.graphql(Some(token), query, vars).await
}

/// A player seated at `slug` for real money, and a signed wallet call maker for the session.
struct Table<'a> {
    app: &'a TestApp,
    bettor: Bettor,
    session: String,
}

impl Table<'_> {
    async fn seat<'a>(app: &'a TestApp, email: &str, slug: &str) -> Table<'a> {
        let bettor = bettor(app, email, 10_000).await;
        let res = q(app, &bettor.token, LAUNCH, json!({"slug": slug})).await;
        let session = res["data"]["launchCasinoGame"]["gameSession"]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("launched: {res}"))
            .to_owned();
        Table {
            app,
            bettor,
            session,
        }
    }

    /// Sends one signed call; answers the status and body.
    async fn call(&self, tx: &str, call: CallBody) -> (u16, Value) {
        let request = WalletRequest {
            player_id: self.bettor.user.to_string(),
            session_id: self.session.clone(),
            transaction_id: Some(tx.to_owned()),
            call,
            sent_at: self.app.now(),
        };
        let secret = wallet::provider_secret(&self.app.state.config.token_secret.0, "builtin");
        let body = serde_json::to_vec(&request).unwrap();
        let res = self
            .app
            .client
            .post(self.app.url("/casino/wallet/builtin"))
            .header(wallet::SIGNATURE_HEADER, wallet::sign(&secret, &body))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        (res.status().as_u16(), res.json().await.unwrap())
    }

    async fn round(&self, round: &str, staked: i64, won: i64) -> (u16, Value) {
        let (status, debit) = self
            .call(
                &format!("{round}:stake"),
                CallBody::Debit {
                    round_id: round.into(),
                    amount_cents: staked,
                    free_rounds_id: None,
                    closing_credit: None,
                },
            )
            .await;
        if status != 200 {
            return (status, debit);
        }
        self.credit(round, won).await
    }

    async fn credit(&self, round: &str, won: i64) -> (u16, Value) {
        self.call(
            &format!("{round}:win"),
            CallBody::Credit {
                round_id: round.into(),
                amount_cents: won,
            },
        )
        .await
    }
}

/// A small PNG-signed document.
fn png() -> String {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.resize(2_048, 7);
    STANDARD.encode(bytes)
}

async fn upload(app: &TestApp, token: Option<&str>, body: Value) -> (u16, Value) {
    let mut req = app
        .client
        .post(app.url("/api/tax/w2g/id_document"))
        .json(&body);
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    let res = req.send().await.unwrap();
    (
        res.status().as_u16(),
        res.json().await.unwrap_or(Value::Null),
    )
}

#[tokio::test]
async fn a_reportable_casino_win_needs_an_id_before_play_continues() {
    let app = app().await;
    let table = Table::seat(&app, "w2g-winner@example.com", "gold-rush-reels").await;
    let token = table.bettor.token.clone();

    // Under every year's slot threshold: nothing to report, play goes on.
    assert_eq!(table.round("r-small", 500, 10_000).await.0, 200);
    let modal = q(&app, &token, MODAL, json!({})).await;
    assert_eq!(
        modal["data"]["account"]["showW2gWinModal"], false,
        "{modal}"
    );

    // $3,000 on a slot: reportable in any year of the table.
    let (status, paid) = table.round("r-big", 500, 300_000).await;
    assert_eq!(status, 200, "{paid}");
    let cash_after_win = cash(&app, &table.bettor.user).await;
    assert_eq!(cash_after_win, 10_000 - 500 + 10_000 - 500 + 300_000);
    // The provider's retry of the credit is a replay: still one form.
    let (status, again) = table.credit("r-big", 300_000).await;
    assert_eq!((status, &again["replayed"]), (200, &json!(true)));

    let modal = q(&app, &token, MODAL, json!({})).await;
    let account = &modal["data"]["account"];
    assert_eq!(account["showW2gWinModal"], true, "{modal}");
    assert_eq!(
        (
            &account["w2gWinModal"]["gameName"],
            &account["w2gWinModal"]["won"]["amount"],
            &account["w2gWinModal"]["formsWaiting"]
        ),
        (&json!("Gold Rush Reels"), &json!(300_000), &json!(1))
    );
    let forms = q(&app, &token, FORMS, json!({})).await;
    let years = forms["data"]["w2gTaxForms"].as_array().unwrap();
    assert_eq!(years.len(), 1, "{forms}");
    let form = &years[0]["forms"][0];
    assert_eq!(years[0]["forms"].as_array().unwrap().len(), 1);
    assert!(
        form["displayName"]
            .as_str()
            .unwrap()
            .contains("W-2G (Gold Rush Reels, "),
        "{form}"
    );
    assert_eq!(form["reportableWinnings"]["amount"], 300_000);
    assert_eq!(form["idDocument"], Value::Null);

    // Stakes are refused with their own code; nothing moves. Credits still land.
    let (status, refused) = table
        .call(
            "r-next:stake",
            CallBody::Debit {
                round_id: "r-next".into(),
                amount_cents: 100,
                free_rounds_id: None,
                closing_credit: None,
            },
        )
        .await;
    assert_eq!(
        (status, &refused["error"]["code"]),
        (403, &json!("W2G_ID_REQUIRED")),
        "{refused}"
    );
    assert_eq!(cash(&app, &table.bettor.user).await, cash_after_win);

    // The upload's validation, field by field; nothing is stored.
    let good = good_body();
    assert_eq!(upload(&app, None, good.clone()).await.0, 401);
    let mut bad = good.clone();
    bad["idType"] = json!("LIBRARY_CARD");
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422);
    assert!(body["errors"]["idType"].is_array(), "{body}");
    let mut bad = good.clone();
    bad["idNumber"] = json!("12");
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422);
    assert!(body["errors"]["idNumber"].is_array(), "{body}");
    let mut bad = good.clone();
    let mut gif = b"GIF89a".to_vec();
    gif.resize(2_048, 1);
    bad["document"] = json!(STANDARD.encode(gif));
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422);
    assert_eq!(
        body["errors"]["document"][0]["message"],
        "Upload a JPEG, PNG or PDF of your ID."
    );
    let mut bad = good.clone();
    bad["document"] = json!("not base64 at all!");
    assert_eq!(upload(&app, Some(&token), bad).await.0, 422);
    let mut bad = good.clone();
    let mut huge = b"%PDF-1.7".to_vec();
    huge.resize(domain::tax::id_document::MAX_DOCUMENT_BYTES + 1, 1);
    bad["document"] = json!(STANDARD.encode(huge));
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["errors"]["document"][0]["message"],
        "The file is too large: the most is 5 MB."
    );
    let mut bad = good.clone();
    bad["extra"] = json!(true);
    assert_eq!(upload(&app, Some(&token), bad).await.0, 422);

    // The TIN: its spelling, SSNs the SSA never issues, ITIN groups.
    for (tin, expected) in [
        ("", "Enter your Social Security number or ITIN."),
        (
            "372 81 5094",
            "Enter your SSN or ITIN as 9 digits, like 123-45-6789 or 123456789.",
        ),
        (
            "666-81-5094",
            "This is not a valid Social Security number: none starts with 000 or 666.",
        ),
        (
            "372-00-5094",
            "This is not a valid SSN or ITIN: the middle two digits are never 00.",
        ),
        (
            "372-81-0000",
            "This is not a valid SSN or ITIN: the last four digits are never 0000.",
        ),
        (
            "912-40-5094",
            "This is not a valid ITIN: an ITIN starts with 9 and its middle two digits are 50-65, 70-88, 90-92 or 94-99.",
        ),
    ] {
        let mut bad = good.clone();
        bad["tin"] = json!(tin);
        let (status, body) = upload(&app, Some(&token), bad).await;
        assert_eq!(
            (status, message(&body, "tin")),
            (422, &json!(expected)),
            "{tin}: {body}"
        );
        assert_eq!(body["errors"].as_object().unwrap().len(), 1, "{body}");
    }
    // The address: every missing field at once, then each bad one.
    let mut bad = good.clone();
    bad.as_object_mut().unwrap().remove("address");
    bad.as_object_mut().unwrap().remove("tin");
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422);
    assert_eq!(
        (
            message(&body, "tin"),
            message(&body, "address.line1"),
            message(&body, "address.city"),
            message(&body, "address.state"),
            message(&body, "address.zip"),
        ),
        (
            &json!("Enter your Social Security number or ITIN."),
            &json!("Enter your street address."),
            &json!("Enter your city."),
            &json!("Choose your state or territory."),
            &json!("Enter your ZIP code."),
        ),
        "{body}"
    );
    for (field, value, expected) in [
        (
            "line1",
            json!("x".repeat(101)),
            "The street address can be at most 100 characters.",
        ),
        (
            "line2",
            json!("y".repeat(101)),
            "The second address line can be at most 100 characters.",
        ),
        (
            "city",
            json!("Atlantic City 7"),
            "Enter the city in letters, spaces, periods, apostrophes or hyphens.",
        ),
        ("state", json!("ON"), "Choose a US state or territory."),
        (
            "zip",
            json!("0840"),
            "Enter the ZIP code as 5 digits, or ZIP+4 as 12345-6789.",
        ),
        (
            "zip",
            json!("08401-12"),
            "Enter the ZIP code as 5 digits, or ZIP+4 as 12345-6789.",
        ),
    ] {
        let mut bad = good.clone();
        bad["address"][field] = value;
        let (status, body) = upload(&app, Some(&token), bad).await;
        let key = format!("address.{field}");
        assert_eq!(
            (status, message(&body, &key)),
            (422, &json!(expected)),
            "{body}"
        );
    }
    let mut bad = good.clone();
    bad["address"]["country"] = json!("US");
    assert_eq!(upload(&app, Some(&token), bad).await.0, 422);
    // Problems in the ID and the TIN are answered together.
    let mut bad = good.clone();
    bad["idNumber"] = json!("12");
    bad["tin"] = json!("12");
    let (status, body) = upload(&app, Some(&token), bad).await;
    assert_eq!(status, 422);
    assert!(
        body["errors"]["idNumber"].is_array() && body["errors"]["tin"].is_array(),
        "{body}"
    );
    assert_eq!(
        q(&app, &token, MODAL, json!({})).await["data"]["account"]["showW2gWinModal"],
        true
    );

    // A good upload clears the state and answers only the type and the last fours.
    let (status, uploaded) = upload(&app, Some(&token), good.clone()).await;
    assert_eq!(status, 201, "{uploaded}");
    assert_eq!(
        (
            &uploaded["idType"],
            &uploaded["numberLastFour"],
            &uploaded["tinLastFour"],
            &uploaded["formsCovered"]
        ),
        (
            &json!("PASSPORT"),
            &json!("6789"),
            &json!("5094"),
            &json!(1)
        )
    );
    assert!(!uploaded.to_string().contains("X123"));
    assert!(!uploaded.to_string().contains("37281"));
    let modal = q(&app, &token, MODAL, json!({})).await;
    assert_eq!(modal["data"]["account"]["showW2gWinModal"], false);
    assert_eq!(modal["data"]["account"]["w2gWinModal"], Value::Null);
    // Nothing waits now: a second upload is refused.
    assert_eq!(upload(&app, Some(&token), good).await.0, 409);
    // Play continues.
    assert_eq!(table.round("r-after", 100, 0).await.0, 200);

    let forms = q(&app, &token, FORMS, json!({})).await;
    let form = forms["data"]["w2gTaxForms"][0]["forms"][0].clone();
    assert_eq!(
        (
            &form["idDocument"]["idType"],
            &form["idDocument"]["numberLastFour"],
            &form["idDocument"]["tinLastFour"]
        ),
        (&json!("PASSPORT"), &json!("6789"), &json!("5094"))
    );
    assert_eq!(
        form["address"],
        json!({"line1": "1 Boardwalk", "line2": "Apt 4", "city": "Atlantic City", "state": "NJ", "zip": "08401"})
    );
    assert!(!forms.to_string().contains("37281"));

    // The PDF, for its owner only.
    let url = app.url(form["downloadUrl"].as_str().unwrap());
    let res = app
        .client
        .get(&url)
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    let pdf = res.bytes().await.unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    let text = String::from_utf8_lossy(&pdf);
    for expected in [
        "Passport ending 6789",
        "$3,000.00",
        "Slot machine",
        "Gold Rush Reels",
        "1 Boardwalk, Apt 4",
        "Atlantic City, NJ 08401",
        "***-**-5094",
    ] {
        assert!(text.contains(expected), "{expected} missing from the PDF");
    }
    assert!(!text.contains("X123"));
    assert!(!text.contains("372-81") && !text.contains("37281"));
    assert_eq!(app.client.get(&url).send().await.unwrap().status(), 401);
    let stranger = bettor(&app, "w2g-stranger@example.com", 0).await;
    let res = app
        .client
        .get(&url)
        .bearer_auth(&stranger.token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 404);
    let theirs = q(&app, &stranger.token, FORMS, json!({})).await;
    assert_eq!(theirs["data"]["w2gTaxForms"], json!([]));
    ledger_ok(&app).await;
}

/// The SQLite database's bytes (the file and its write-ahead log).
fn database_bytes(app: &TestApp) -> Vec<u8> {
    let mut bytes = std::fs::read(app.data_dir.join("test.db")).unwrap();
    bytes.extend(std::fs::read(app.data_dir.join("test.db-wal")).unwrap_or_default());
    bytes
}

fn contains(haystack: &[u8], needle: &str) -> bool {
    haystack
        .windows(needle.len())
        .any(|w| w == needle.as_bytes())
}

#[tokio::test]
async fn the_tin_is_sealed_at_rest_and_the_address_starts_the_next_form() {
    let app = app().await;
    let table = Table::seat(&app, "w2g-tin@example.com", "gold-rush-reels").await;
    let token = table.bettor.token.clone();
    assert_eq!(table.round("r-1", 500, 300_000).await.0, 200);
    let modal = q(&app, &token, MODAL, json!({})).await;
    assert_eq!(
        modal["data"]["account"]["w2gWinModal"]["lastAddress"],
        Value::Null,
        "nothing to start from the first time: {modal}"
    );
    let mut body = good_body();
    body["tin"] = json!("372815094");
    assert_eq!(upload(&app, Some(&token), body).await.0, 201);

    // The TIN is sealed: neither spelling is anywhere in the database, while the address
    // (kept as given) is, which shows the search would find it.
    if crate::common::Backend::from_env() == crate::common::Backend::Sqlite {
        let bytes = database_bytes(&app);
        assert!(
            contains(&bytes, "1 Boardwalk"),
            "the search finds plain text"
        );
        assert!(!contains(&bytes, "372815094") && !contains(&bytes, TIN));
    }

    // The next reportable win starts the modal from the address given; the stranger sees
    // neither the address nor the forms.
    assert_eq!(table.round("r-2", 500, 300_000).await.0, 200);
    let modal = q(&app, &token, MODAL, json!({})).await;
    assert_eq!(
        modal["data"]["account"]["w2gWinModal"]["lastAddress"],
        json!({"line1": "1 Boardwalk", "line2": "Apt 4", "city": "Atlantic City", "state": "NJ", "zip": "08401"}),
        "{modal}"
    );
    let stranger = bettor(&app, "w2g-tin-stranger@example.com", 0).await;
    let theirs = q(&app, &stranger.token, MODAL, json!({})).await;
    assert_eq!(theirs["data"]["account"]["w2gWinModal"], Value::Null);
    let theirs = q(&app, &stranger.token, FORMS, json!({})).await;
    assert_eq!(theirs["data"]["w2gTaxForms"], json!([]));

    // A second upload with a new address: the new form gets it, the first keeps its own.
    let mut body = good_body();
    body["tin"] = json!("912-70-3456");
    body["address"] =
        json!({"line1": "9 Ocean Ave", "city": "Cape May", "state": "NJ", "zip": "08204-1234"});
    let (status, uploaded) = upload(&app, Some(&token), body).await;
    assert_eq!((status, &uploaded["tinLastFour"]), (201, &json!("3456")));
    let forms = q(&app, &token, FORMS, json!({})).await;
    let mut given: Vec<(Value, Value, Value)> = forms["data"]["w2gTaxForms"][0]["forms"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["idDocument"]["tinLastFour"].clone(),
                f["address"]["line1"].clone(),
                f["address"]["line2"].clone(),
            )
        })
        .collect();
    given.sort_by_key(|g| g.0.to_string());
    assert_eq!(
        given,
        [
            (json!("3456"), json!("9 Ocean Ave"), Value::Null),
            (json!("5094"), json!("1 Boardwalk"), json!("Apt 4")),
        ]
    );
}

#[tokio::test]
async fn blackjack_wins_and_demo_play_are_never_reported() {
    let app = app().await;
    let table = Table::seat(&app, "w2g-blackjack@example.com", "blackjack-classic").await;
    assert_eq!(table.round("hand-1", 1_000, 500_000).await.0, 200);
    let modal = q(&app, &table.bettor.token, MODAL, json!({})).await;
    assert_eq!(
        modal["data"]["account"]["showW2gWinModal"], false,
        "{modal}"
    );
    let forms = q(&app, &table.bettor.token, FORMS, json!({})).await;
    assert_eq!(forms["data"]["w2gTaxForms"], json!([]));
    // A body over the upload's limit is refused before it is read.
    let big = "A".repeat(server::casino::tax::id_upload::MAX_BODY_BYTES + 10);
    let res = app
        .client
        .post(app.url("/api/tax/w2g/id_document"))
        .bearer_auth(&table.bettor.token)
        .header("content-type", "application/json")
        .body(format!("{{\"document\": \"{big}\"}}"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 413);
}
