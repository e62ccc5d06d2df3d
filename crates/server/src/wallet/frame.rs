//! The payments frame: pages served on the payments origin (its own listener, see
//! `Config::payments`) that collect card or bank details for the sandbox processor and talk
//! to the app only by `postMessage` (see `docs/product/wallet.md`). Card data is
//! posted to this origin only, is never stored (a saved card keeps a processor token and its
//! last four digits) and never logged (the request log records paths, not bodies).
//!
//! Every call carries the frame token of its payment ([`super::frame_token`]). Each step is
//! submitted to the processor once and every call answers the payment's one outcome
//! ([`super::submission`]). Messages to the app are `{type, payload}` objects posted to the
//! app's origin only; the app's theme arrives as `{type: "hostTheme", theme}` and is accepted
//! from the app's origin only.

use super::frame_token;
use super::providers::{self, ProviderKind};
use super::sandbox::{self, Charge};
use super::submission::{self, ask};
use crate::http::security_headers::Page;
use crate::state::AppState;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use chrono::{Datelike, NaiveDate};
use domain::ids::{PaymentId, PaymentMethodId};
use domain::payments::{CardError, CardOutcome, Direction, PaymentStatus, Submission};
use serde::Deserialize;
use serde_json::{Value, json};
use std::future::Future;
use store::{NewPaymentMethod, Payment};

/// The frame's routes (served on the payments listener).
pub fn router(state: AppState) -> Router {
    Router::new()
        .route("/frame/{id}", get(page))
        .route("/frame/api/{id}/card", post(card))
        .route("/frame/api/{id}/challenge", post(challenge))
        .route("/frame/api/{id}/bank", post(bank))
        .route("/frame/api/{id}/interac", post(interac))
        .route("/frame/api/{id}/linked", post(linked))
        .route("/frame/api/{id}/wallet-token", post(wallet_token))
        .route("/frame/api/{id}/drop-in-token", post(drop_in_token))
        .layer(tower_http::limit::RequestBodyLimitLayer::new(4 * 1024))
        .with_state(state)
}

/// A refusal: `{field, message}` with its status.
struct FrameError(StatusCode, Option<&'static str>, String);

impl IntoResponse for FrameError {
    fn into_response(self) -> Response {
        let mut response =
            (self.0, Json(json!({"field": self.1, "message": self.2}))).into_response();
        no_store(response.headers_mut());
        response
    }
}

fn no_store(headers: &mut HeaderMap) {
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
}

fn bad(field: &'static str, message: impl Into<String>) -> FrameError {
    FrameError(
        StatusCode::UNPROCESSABLE_ENTITY,
        Some(field),
        message.into(),
    )
}

fn internal(e: impl std::fmt::Display) -> FrameError {
    tracing::error!(error = %e, "payments frame");
    FrameError(
        StatusCode::INTERNAL_SERVER_ERROR,
        None,
        "An unexpected error occurred. Try again.".into(),
    )
}

/// The deposit a token opens, of the expected provider kinds (in any status: a submitted
/// payment answers its outcome).
async fn open(
    state: &AppState,
    id: &str,
    token: &str,
    kinds: &[ProviderKind],
) -> Result<(Payment, &'static providers::Provider), FrameError> {
    let gone = || {
        FrameError(
            StatusCode::NOT_FOUND,
            None,
            "This payment page has expired. Go back and start again.".into(),
        )
    };
    let id = PaymentId::from_raw(id);
    let payment = state
        .store
        .payment_by_id(&id)
        .await
        .map_err(internal)?
        .ok_or_else(gone)?;
    let secret = state.config.token_secret.0.as_bytes();
    if !frame_token::verify(
        secret,
        token,
        &payment.id,
        &payment.user_id,
        state.clock.now(),
    ) {
        return Err(gone());
    }
    let provider = providers::by_code(&payment.provider).ok_or_else(gone)?;
    if !kinds.contains(&provider.kind) || payment.direction != Direction::Deposit {
        return Err(gone());
    }
    Ok((payment, provider))
}

/// Answers a submission step of `payment` (see [`submission::submit`]).
async fn submit<W, F>(
    state: &AppState,
    payment: &Payment,
    step: (Submission, Submission),
    next_step_at: Option<chrono::DateTime<chrono::Utc>>,
    work: W,
) -> Result<Json<Value>, FrameError>
where
    W: FnOnce(AppState, Payment) -> F,
    F: Future<Output = ()> + Send + 'static,
{
    submission::submit(state, payment, step, next_step_at, work)
        .await
        .map(Json)
        .map_err(internal)
}

fn token_header(headers: &HeaderMap) -> &str {
    headers
        .get("x-frame-token")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
}

#[derive(Deserialize)]
struct PageQuery {
    token: String,
    /// The processor's public client id the app started a wallet sheet or drop-in with.
    client: Option<String>,
}

/// The page's answer when a wallet sheet or drop-in was started without the processor's
/// client id.
const NO_CLIENT: &str = "Unable to retrieve client id.";

/// `GET /frame/{id}?token=`: the form of the payment's provider.
async fn page(
    State(state): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<PageQuery>,
) -> Response {
    let app = state.config.app_origin();
    let body = match open(
        &state,
        &id,
        &q.token,
        &[
            ProviderKind::Card,
            ProviderKind::BankTransfer,
            ProviderKind::Interac,
            ProviderKind::WalletButton,
            ProviderKind::CardDropIn,
            ProviderKind::HiddenGateway,
        ],
    )
    .await
    {
        Ok((_, provider))
            if provider.kind.needs_client_id()
                && (q.client.is_none() || q.client.as_deref() != state.processor.client_id()) =>
        {
            render_gone(NO_CLIENT, &app)
        }
        Ok((payment, provider))
            if payment.status == PaymentStatus::Pending
                && payment.submission == Submission::Open =>
        {
            render(&payment, provider, &q.token, &app)
        }
        Ok(_) => render_gone("This payment was already submitted.", &app),
        Err(FrameError(_, _, message)) => render_gone(&message, &app),
    };
    let mut response = Html(body).into_response();
    no_store(response.headers_mut());
    Page::PaymentsFrame {
        script: SCRIPT,
        style: STYLE,
    }
    .mark(response)
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct CardBody {
    card_number: String,
    expiry: String,
    cvc: String,
    name_on_card: String,
    #[serde(default)]
    save_card: bool,
}

/// Checks `MM/YY` is this month or later.
fn check_expiry(expiry: &str, today: NaiveDate) -> Result<(), FrameError> {
    let invalid = || bad("expiry", "Enter the expiry date as MM/YY.");
    let (mm, yy) = expiry.trim().split_once('/').ok_or_else(invalid)?;
    let month: u32 = mm.trim().parse().map_err(|_| invalid())?;
    let year: i32 = yy.trim().parse().map_err(|_| invalid())?;
    if !(1..=12).contains(&month) || !(0..=99).contains(&year) || yy.trim().len() != 2 {
        return Err(invalid());
    }
    if (2000 + year, month) < (today.year(), today.month()) {
        return Err(bad("expiry", "This card has expired."));
    }
    Ok(())
}

/// A card's brand from its first digits, for the saved label.
fn brand(digits: &str) -> &'static str {
    match digits.as_bytes().first() {
        Some(b'4') => "Visa",
        Some(b'5' | b'2') => "Mastercard",
        Some(b'3') => "American Express",
        Some(b'6') => "Discover",
        _ => "Card",
    }
}

/// Checks a typed card field by field; its sandbox outcome.
fn check_card(state: &AppState, body: &CardBody) -> Result<CardOutcome, FrameError> {
    let outcome = domain::payments::sandbox_card(&body.card_number).map_err(|e| match e {
        CardError::Length | CardError::Checksum => bad("cardNumber", e.to_string()),
    })?;
    check_expiry(&body.expiry, state.clock.now().date_naive())?;
    let cvc = body.cvc.trim();
    if !(3..=4).contains(&cvc.len()) || !cvc.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("cvc", "Enter the 3- or 4-digit security code."));
    }
    let name = body.name_on_card.trim();
    if name.is_empty() || name.chars().count() > 70 {
        return Err(bad("nameOnCard", "Enter the name on the card."));
    }
    Ok(outcome)
}

/// `POST /frame/api/{id}/card`: charges a card entered in the frame (once per payment).
async fn card(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<CardBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(&state, &id, token_header(&headers), &[ProviderKind::Card]).await?;
    let outcome = check_card(&state, &body)?;
    let digits: String = body
        .card_number
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let save = body.save_card.then(|| {
        let last4 = digits
            .get(digits.len().saturating_sub(4)..)
            .unwrap_or_default();
        let token = sandbox::card_token(state.config.token_secret.0.as_bytes(), &digits, outcome);
        (format!("{} •••• {last4}", brand(&digits)), token)
    });
    let recovery = submission::recovery_at(&state, state.clock.now());
    let step = (Submission::Open, Submission::Charging);
    submit(
        &state,
        &payment,
        step,
        Some(recovery),
        move |state, claimed| charge_card(state, claimed, digits, save),
    )
    .await
}

/// The claimed charge of a card: the processor's answer is applied, and the card saved when
/// the bettor asked and it was not declined.
async fn charge_card(
    state: AppState,
    payment: Payment,
    digits: String,
    save: Option<(String, String)>,
) {
    let key = sandbox::charge_key(&payment.id);
    let call = state.processor.charge_card(&key, &digits, payment.amount);
    let Some(charge) = ask(&state, &payment, call).await else {
        return;
    };
    if let Some((label, token)) = save.filter(|_| !matches!(charge, Charge::Declined { .. })) {
        save_method(&state, &payment, label, token).await;
    }
    submission::apply(&state, &payment, Submission::Charging, charge).await;
}

/// Saves the method a payment used for the bettor's next payments (a failure is logged: the
/// payment goes on without it).
async fn save_method(state: &AppState, payment: &Payment, label: String, processor_token: String) {
    let saved = state
        .store
        .save_payment_method(NewPaymentMethod {
            id: PaymentMethodId::generate(),
            user_id: payment.user_id.clone(),
            provider: payment.provider.clone(),
            label,
            processor_token,
            at: state.clock.now(),
        })
        .await;
    if let Err(e) = saved {
        tracing::error!(payment = %payment.id, error = %e, "payments frame: saving the method");
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct ChallengeBody {
    challenge_token: String,
    approve: bool,
}

/// `POST /frame/api/{id}/challenge`: the cardholder passed or failed the issuer's check; the
/// result goes to the processor once per payment.
async fn challenge(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<ChallengeBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(&state, &id, token_header(&headers), &[ProviderKind::Card]).await?;
    let unasked =
        payment.status == PaymentStatus::Pending && payment.submission == Submission::Open;
    if unasked || !submission::check_token(&state, &payment, &body.challenge_token) {
        return Err(bad("challengeToken", "Enter your card details again."));
    }
    let recovery = submission::recovery_at(&state, state.clock.now());
    let step = (Submission::Challenge, Submission::Completing);
    let passed = body.approve;
    submit(
        &state,
        &payment,
        step,
        Some(recovery),
        move |state, claimed| complete_challenge(state, claimed, passed),
    )
    .await
}

/// The claimed result of a security check: the processor completes the charge.
async fn complete_challenge(state: AppState, payment: Payment, passed: bool) {
    let key = sandbox::charge_key(&payment.id);
    let call = state.processor.complete_challenge(&key, passed);
    if let Some(charge) = ask(&state, &payment, call).await {
        submission::apply(&state, &payment, Submission::Completing, charge).await;
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct BankBody {
    account_holder: String,
    routing_number: String,
    account_number: String,
    #[serde(default)]
    save_account: bool,
}

/// `POST /frame/api/{id}/bank`: starts a bank transfer (it settles when the bank confirms).
async fn bank(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<BankBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(
        &state,
        &id,
        token_header(&headers),
        &[ProviderKind::BankTransfer],
    )
    .await?;
    let holder = body.account_holder.trim();
    if holder.is_empty() || holder.chars().count() > 70 {
        return Err(bad("accountHolder", "Enter the account holder's name."));
    }
    let routing = body.routing_number.trim();
    if routing.len() != 9 || !routing.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad("routingNumber", "Enter the 9-digit routing number."));
    }
    let account = body.account_number.trim();
    if !(4..=17).contains(&account.len()) || !account.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad(
            "accountNumber",
            "Enter an account number of 4 to 17 digits.",
        ));
    }
    let save = body.save_account.then(|| {
        let last4 = account.get(account.len() - 4..).unwrap_or_default();
        let token = format!("bank_{}", sandbox::random_code(16));
        (format!("Checking •••• {last4}"), token)
    });
    start_transfer(&state, &payment, save).await
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct InteracBody {
    email: String,
}

/// `POST /frame/api/{id}/interac`: starts an Interac e-Transfer request.
async fn interac(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<InteracBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(
        &state,
        &id,
        token_header(&headers),
        &[ProviderKind::Interac],
    )
    .await?;
    super::create::check_field(&providers::INTERAC_EMAIL, Some(&body.email))
        .map_err(|e| bad("email", e.message))?;
    start_transfer(&state, &payment, None).await
}

/// Starts a transfer once per payment (saving the account when asked): the job confirms it
/// after the settle delay.
async fn start_transfer(
    state: &AppState,
    payment: &Payment,
    save: Option<(String, String)>,
) -> Result<Json<Value>, FrameError> {
    let delay = chrono::Duration::from_std(state.config.payments.settle_delay).unwrap_or_default();
    let due = state.clock.now() + delay;
    let step = (Submission::Open, Submission::Transfer);
    submit(
        state,
        payment,
        step,
        Some(due),
        move |state, claimed| async move {
            if let Some((label, token)) = save {
                save_method(&state, &claimed, label, token).await;
            }
        },
    )
    .await
}

/// `POST /frame/api/{id}/linked`: the hidden gateway charges the bettor's linked bank account
/// (once per payment). A bank that does not answer leaves the payment claimed: the frame stays
/// silent and the processing job settles it.
async fn linked(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Value>, FrameError> {
    let (payment, provider) = open(
        &state,
        &id,
        token_header(&headers),
        &[ProviderKind::HiddenGateway],
    )
    .await?;
    let token = format!(
        "linked_{}_{}",
        providers::hidden_gateway_behaviour(provider),
        payment.id
    );
    let recovery = submission::recovery_at(&state, state.clock.now());
    let step = (Submission::Open, Submission::Charging);
    submit(
        &state,
        &payment,
        step,
        Some(recovery),
        move |state, claimed| async move {
            let key = sandbox::charge_key(&claimed.id);
            let call = state.processor.charge_token(&key, &token, claimed.amount);
            if let Some(charge) = ask(&state, &claimed, call).await {
                submission::apply(&state, &claimed, Submission::Charging, charge).await;
            }
        },
    )
    .await
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct WalletBody {
    /// The sandbox wallet's card: `approve` or `decline`.
    card: String,
}

/// `POST /frame/api/{id}/wallet-token`: the sandbox device wallet authorises the deposit with
/// the chosen card and hands a one-time token to the app (which completes the deposit with
/// `walletButtonDepositComplete`). Nothing is charged here.
async fn wallet_token(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<WalletBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(
        &state,
        &id,
        token_header(&headers),
        &[ProviderKind::WalletButton],
    )
    .await?;
    waiting_for_token(&payment)?;
    let outcome = match body.card.as_str() {
        "approve" => "approve",
        "decline" => "decline",
        _ => return Err(bad("card", "Choose a card from your wallet.")),
    };
    Ok(Json(json!({"token": one_time_token(outcome)})))
}

/// `POST /frame/api/{id}/drop-in-token`: the card drop-in checks a card and turns it into a
/// one-time token for the app (which completes the deposit with `cardDropInDepositComplete`).
/// Nothing is charged or stored here.
async fn drop_in_token(
    State(state): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    Json(body): Json<CardBody>,
) -> Result<Json<Value>, FrameError> {
    let (payment, _) = open(
        &state,
        &id,
        token_header(&headers),
        &[ProviderKind::CardDropIn],
    )
    .await?;
    waiting_for_token(&payment)?;
    let outcome = check_card(&state, &body)?;
    let outcome = match outcome {
        CardOutcome::Approve => "approve",
        CardOutcome::Challenge => "challenge",
        CardOutcome::Decline => "decline",
    };
    Ok(Json(json!({"token": one_time_token(outcome)})))
}

/// Refuses a token for a deposit that is no longer open.
fn waiting_for_token(payment: &Payment) -> Result<(), FrameError> {
    if payment.status == PaymentStatus::Pending && payment.submission == Submission::Open {
        Ok(())
    } else {
        Err(FrameError(
            StatusCode::CONFLICT,
            None,
            "This payment was already submitted.".into(),
        ))
    }
}

/// A sandbox one-time token that charges with `outcome` (see `Processor::charge_token`).
fn one_time_token(outcome: &str) -> String {
    format!("tok_{outcome}_{}", sandbox::random_code(16))
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

fn render_gone(message: &str, app: &str) -> String {
    shell(
        "Payment",
        &format!(
            "<p role=\"alert\">{}</p><button type=\"button\" data-back>Back</button>",
            escape(message)
        ),
        &json!({"app": app, "kind": "gone"}),
    )
}

fn render(payment: &Payment, provider: &providers::Provider, token: &str, app: &str) -> String {
    let amount = payment.amount.formatted();
    let (form, kind) = match provider.kind {
        ProviderKind::Card => (
            format!(
                r#"<form data-form="card" novalidate>
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23"></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="5"></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></label></div>
<label>Name on card<input name="nameOnCard" autocomplete="cc-name" required maxlength="70"></label>
<label class="check"><input type="checkbox" name="saveCard" checked> Save this card for next time</label>
<button type="submit">Pay {amount}</button></form>
<section data-challenge hidden aria-labelledby="challenge-title"><h2 id="challenge-title">Verify it's you</h2>
<p>Your bank wants to confirm this payment of {amount}.</p>
<button type="button" data-approve>Approve</button> <button type="button" class="secondary" data-fail>Fail</button></section>"#
            ),
            "card",
        ),
        ProviderKind::BankTransfer => (
            format!(
                r#"<form data-form="bank" novalidate>
<label>Account holder<input name="accountHolder" autocomplete="name" required maxlength="70"></label>
<label>Routing number<input name="routingNumber" inputmode="numeric" required maxlength="9"></label>
<label>Account number<input name="accountNumber" inputmode="numeric" required maxlength="17"></label>
<label class="check"><input type="checkbox" name="saveAccount" checked> Save this account for next time</label>
<button type="submit">Transfer {amount}</button></form>"#
            ),
            "bank",
        ),
        ProviderKind::CardDropIn => (
            format!(
                r#"<form data-form="drop-in-token" novalidate>
<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required maxlength="23"></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required maxlength="5"></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></label></div>
<label>Name on card<input name="nameOnCard" autocomplete="cc-name" required maxlength="70"></label>
<button type="submit">Pay {amount}</button> <button type="button" class="secondary" data-cancel>Cancel</button></form>"#
            ),
            "dropIn",
        ),
        ProviderKind::WalletButton => (
            format!(
                r#"<form data-form="wallet-token" novalidate><fieldset><legend>Pay with a card in your wallet</legend>
<label class="check"><input type="radio" name="card" value="approve" checked> Visa •••• 4242</label>
<label class="check"><input type="radio" name="card" value="decline"> Mastercard •••• 0002 (declines)</label></fieldset>
<button type="submit">Pay {amount}</button> <button type="button" class="secondary" data-cancel>Cancel</button></form>"#
            ),
            "wallet",
        ),
        ProviderKind::HiddenGateway => (
            format!(r#"<p role="status">Paying {amount} from your linked bank account…</p>"#),
            "hidden",
        ),
        _ => (
            format!(
                r#"<form data-form="interac" novalidate>
<label>Interac e-mail address<input name="email" type="email" autocomplete="email" required maxlength="254"></label>
<button type="submit">Send request for {amount}</button></form>"#
            ),
            "interac",
        ),
    };
    shell(
        provider.name,
        &format!(
            "<p class=\"amount\">Deposit <strong>{amount}</strong></p>{form}\
             <p class=\"error\" role=\"alert\" data-error></p>\
             <button type=\"button\" class=\"link\" data-back>Back to deposit</button>"
        ),
        &json!({
            "app": app,
            "kind": kind,
            "id": payment.id.as_str(),
            "token": token,
        }),
    )
}

/// The page around a form: styles, the theme hand-shake and the message protocol. The
/// payment's details travel in a JSON data block, so the script is the same on every page and
/// the security policy allows it by its hash ([`Page::PaymentsFrame`]).
fn shell(title: &str, content: &str, config: &Value) -> String {
    // No `<` in the config's JSON (escaped in its strings, the only place it can be), so it
    // cannot close its element.
    let config = config.to_string().replace('<', "\\u003c");
    format!(
        r#"<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>{title}</title>
<style>{STYLE}</style></head><body><main><h1>{title}</h1>{content}</main>
<script type="application/json" id="frame-config">{config}</script>
<script>{SCRIPT}</script></body></html>"#
    )
}

/// The frame page's style element.
const STYLE: &str = r#"
:root{--bg:#fff;--fg:#0f172a;--muted:#475569;--line:#cbd5e1;--accent:#1d4ed8;--danger:#b91c1c}
[data-theme=dark]{--bg:#0b1220;--fg:#e2e8f0;--muted:#94a3b8;--line:#334155;--accent:#60a5fa;--danger:#f87171}
*{box-sizing:border-box}body{margin:0;padding:16px;font:16px/1.4 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
h1{font-size:1.125rem;margin:0 0 8px}h2{font-size:1rem}label{display:block;margin:0 0 12px;font-weight:600;font-size:.875rem}
input:not([type=checkbox]){display:block;width:100%;margin-top:4px;padding:10px;border:1px solid var(--line);border-radius:8px;font:inherit;background:var(--bg);color:var(--fg)}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.row{display:flex;gap:12px}.row label{flex:1}.check{font-weight:400}
button{min-height:44px;padding:10px 16px;border:0;border-radius:8px;background:var(--accent);color:#fff;font:inherit;font-weight:700;cursor:pointer}
[data-theme=dark] button{color:#0b1220}button.secondary{background:transparent;color:var(--fg);border:1px solid var(--line)}
button.link{background:none;color:var(--accent);padding:0;min-height:44px}button[disabled]{opacity:.6}
.error{color:var(--danger);min-height:1.4em}.amount{color:var(--muted)}
"#;

/// The frame page's script: the theme hand-shake, the forms and the message protocol.
const SCRIPT: &str = r#"
(function(){
var C=JSON.parse(document.getElementById('frame-config').textContent);
function send(type,payload){parent.postMessage(payload===undefined?{type:type}:{type:type,payload:payload},C.app);}
window.addEventListener('message',function(e){
  if(e.origin!==C.app||e.source!==parent||!e.data||e.data.type!=='hostTheme')return;
  document.documentElement.setAttribute('data-theme',e.data.theme==='dark'?'dark':'light');
});
var back=document.querySelector('[data-back]');
if(back)back.addEventListener('click',function(){send('goBackToDeposit');});
var error=document.querySelector('[data-error]');
function fail(m){if(error)error.textContent=m;}
function call(path,body){
  return fetch('/frame/api/'+C.id+'/'+path,{method:'POST',headers:{'content-type':'application/json','x-frame-token':C.token},body:JSON.stringify(body)})
    .then(function(r){return r.json().then(function(j){if(!r.ok)throw j;return j;});});
}
function done(a){
  if(a.token){send(C.kind==='wallet'?'walletButtonToken':'cardDropInToken',{token:a.token});return;}
  if(a.result==='pending'&&C.kind==='hidden')return;
  if(a.result==='approved')send('showDepositSuccessful',{transactionId:a.receiptId});
  else if(a.result==='declined')send('showDepositFailed',{errorMessage:a.message,showTryAgainCTA:true});
  else if(a.result==='pending')send('showDepositReceiptPage',{receiptId:a.receiptId});
  else if(a.result==='challenge'){
    var f=document.querySelector('form');if(f)f.hidden=true;
    var s=document.querySelector('[data-challenge]');s.hidden=false;
    var t=a.challengeToken;
    s.querySelector('[data-approve]').focus();
    s.querySelector('[data-approve]').onclick=function(){call('challenge',{challengeToken:t,approve:true}).then(done,oops);};
    s.querySelector('[data-fail]').onclick=function(){call('challenge',{challengeToken:t,approve:false}).then(done,oops);};
  }
}
function oops(j){
  var f=document.querySelector('form');if(f){var b=f.querySelector('button[type=submit]');if(b)b.disabled=false;}
  fail(j&&j.message?j.message:'An unexpected error occurred. Try again.');
  if(j&&j.field&&f&&f.elements[j.field]){f.elements[j.field].setAttribute('aria-invalid','true');f.elements[j.field].focus();}
}
var form=document.querySelector('form[data-form]');
if(form)form.addEventListener('submit',function(e){
  e.preventDefault();fail('');
  var body={};
  Array.prototype.forEach.call(form.elements,function(el){
    if(!el.name)return;el.removeAttribute('aria-invalid');
    if(el.type==='radio'&&!el.checked)return;
    body[el.name]=el.type==='checkbox'?el.checked:el.value;
  });
  form.querySelector('button[type=submit]').disabled=true;
  call(form.getAttribute('data-form'),body).then(done,oops);
});
var cancel=document.querySelector('[data-cancel]');
if(cancel)cancel.addEventListener('click',function(){send(C.kind==='wallet'?'walletButtonCancelled':'cardDropInCancelled');});
send('frameReady');
if(C.kind==='hidden')call('linked',{}).then(done,function(j){send('showDepositFailed',{errorMessage:j&&j.message?j.message:null,showTryAgainCTA:true});});
})();
"#;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expiry_must_be_mm_yy_and_not_past() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 27).unwrap();
        assert!(check_expiry("11/26", today).is_ok());
        assert!(check_expiry("12/27", today).is_ok());
        assert!(check_expiry("10/26", today).is_err());
        assert!(check_expiry("01/20", today).is_err());
        assert!(check_expiry("13/40", today).is_err());
        assert!(check_expiry("1240", today).is_err());
        assert!(check_expiry("12/2040", today).is_err());
    }

    #[test]
    fn the_config_cannot_close_its_script() {
        let page = shell(
            "t",
            "",
            &json!({"app": "</script><script>alert(1)</script>"}),
        );
        assert!(!page.contains("</script><script>alert"));
    }

    #[test]
    fn the_script_and_style_are_the_hashed_constants_whatever_the_payment() {
        let page = shell("t", "", &json!({"app": "http://a", "token": "t.k"}));
        assert!(page.contains(&format!("<script>{SCRIPT}</script>")));
        assert!(page.contains(&format!("<style>{STYLE}</style>")));
        assert_eq!(page.matches("<script>").count(), 1);
    }

    #[test]
    fn brands_from_the_first_digit() {
        assert_eq!(brand("4242"), "Visa");
        assert_eq!(brand("5555"), "Mastercard");
        assert_eq!(brand("9"), "Card");
    }
}
