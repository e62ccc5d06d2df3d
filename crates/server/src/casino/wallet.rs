//! The seamless wallet: the four calls a game provider moves a player's money with
//! (balance, debit, credit, rollback), at `POST /casino/wallet/{provider}`.
//!
//! A call is a JSON [`WalletRequest`] signed with the provider's secret: the
//! `X-Casino-Signature` header is the hex HMAC-SHA256 of the exact body. A request whose
//! signature fails, whose provider is unknown or whose `sentAt` is more than
//! [`MAX_SKEW_SECONDS`] away from the server's clock is refused before anything is read.
//! Debits, credits and rollbacks are idempotent by the provider's transaction id (the store
//! keeps the first answer; `domain::casino` has the rules).
//!
//! Every stake (debit) of a real-money session is checked first, in this order: the login
//! session the game was launched from is still live, the casino is not closed to the player
//! (a break, an operator's restriction), no responsible-gaming acknowledgement is pending,
//! no W-2G form waits for the player's government ID, the location is authorised, and the
//! stake fits the max single wager, spend and loss limits. The login session comes from the
//! node's live-session view (`AppState::sessions`), everything else from one store snapshot
//! (`CasinoStore::stake_account`). The spend and loss limits are
//! checked again by the store in the transaction that takes the stake, which also counts the
//! money moved for them, so concurrent stakes cannot together pass a limit. Credits and
//! rollbacks are never refused by these rules: money owed is paid. After a real-money win (a
//! credit, or a debit's closing credit; also a replayed one, so a provider's retry writes a
//! form an error missed) the round's totals are judged for a W-2G
//! ([`super::tax::report_win`]).
//!
//! A real-money stake of the player's own money on a game that feeds a jackpot carries a
//! draw ([`super::jackpots::Draws`]) to the store, which adds the stake's contribution and
//! pays a hit in the debit's transaction; the answer then names the jackpot, the payout is
//! judged for a W-2G like a round (its hit id as the round), and once committed the pool's
//! watchers hear of it (`Event::JackpotChanged`).
//!
//! The built-in provider runs in this process, so its client hands the signed body to
//! [`handle`] directly instead of through a socket; an external provider posts the same body.

use crate::bus::Event;
use crate::responsible_gaming::{self, WagerRefusal, restrictions};
use crate::state::AppState;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use chrono::{DateTime, Utc};
use domain::casino::{self, GameMode, WalletCall};
use domain::ids::{GameSessionId, UserId};
use domain::ledger::Bucket;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use store::{
    ClosingCredit, GameSession, RoundRecordRow, StakeAccount, StoreError, WagerWindow, WalletOrder,
};

/// The header carrying a wallet request's signature.
pub const SIGNATURE_HEADER: &str = "x-casino-signature";

/// How far a request's `sentAt` may be from the server's clock.
pub const MAX_SKEW_SECONDS: i64 = 300;

/// One wallet call of a provider.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WalletRequest {
    /// The player the provider launched the game for.
    pub player_id: String,
    /// The platform's game session.
    pub session_id: String,
    /// The provider's transaction id (debits, credits and rollbacks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub transaction_id: Option<String>,
    pub call: CallBody,
    pub sent_at: DateTime<Utc>,
}

/// What a wallet request asks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase"
)]
pub enum CallBody {
    Balance,
    /// A stake; `freeRoundsId` names the player's free rounds that pay it (the operator's
    /// money: one round is used), absent for the player's own money. `closingCredit`, when
    /// the provider knows the round's outcome before its stake, pays the round's win (zero
    /// for a lost round) and closes it in the same call, as that credit sent after it would.
    Debit {
        round_id: String,
        amount_cents: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        free_rounds_id: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        closing_credit: Option<ClosingCreditBody>,
    },
    Credit {
        round_id: String,
        amount_cents: i64,
    },
    Rollback {
        rolled_back_transaction_id: String,
    },
}

/// The win that closes a debit's round: its own transaction id and amount.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ClosingCreditBody {
    pub transaction_id: String,
    pub amount_cents: i64,
}

/// The wallet's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct WalletReply {
    pub balance_cents: i64,
    pub currency: String,
    /// What the call moved (zero for a balance read).
    pub moved_cents: i64,
    /// The transaction id was seen before with the same call: the first answer again.
    pub replayed: bool,
    /// The jackpot a debit hit (its payout is already in `balanceCents`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jackpot: Option<JackpotReply>,
}

/// A jackpot a debit hit, as the wallet answers it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JackpotReply {
    pub slug: String,
    pub name: String,
    pub amount_cents: i64,
}

/// Why a wallet call was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalCode {
    Unauthorized,
    BadRequest,
    NotFound,
    SessionClosed,
    InsufficientFunds,
    Limit,
    Location,
    Restricted,
    /// A W-2G form waits for the player's government ID.
    W2gIdRequired,
    Conflict,
    RolledBack,
    /// Free rounds that cannot pay this stake (used up, expired, another game or stake).
    FreeRounds,
    Unavailable,
}

impl RefusalCode {
    pub fn as_str(self) -> &'static str {
        match self {
            RefusalCode::Unauthorized => "UNAUTHORIZED",
            RefusalCode::BadRequest => "BAD_REQUEST",
            RefusalCode::NotFound => "NOT_FOUND",
            RefusalCode::SessionClosed => "SESSION_CLOSED",
            RefusalCode::InsufficientFunds => "INSUFFICIENT_FUNDS",
            RefusalCode::Limit => "LIMIT",
            RefusalCode::Location => "LOCATION",
            RefusalCode::Restricted => "RESTRICTED",
            RefusalCode::W2gIdRequired => "W2G_ID_REQUIRED",
            RefusalCode::Conflict => "CONFLICT",
            RefusalCode::RolledBack => "ROLLED_BACK",
            RefusalCode::FreeRounds => "FREE_ROUNDS",
            RefusalCode::Unavailable => "UNAVAILABLE",
        }
    }

    fn status(self) -> StatusCode {
        match self {
            RefusalCode::Unauthorized => StatusCode::UNAUTHORIZED,
            RefusalCode::BadRequest => StatusCode::BAD_REQUEST,
            RefusalCode::NotFound => StatusCode::NOT_FOUND,
            RefusalCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
            RefusalCode::Limit
            | RefusalCode::Location
            | RefusalCode::Restricted
            | RefusalCode::W2gIdRequired => StatusCode::FORBIDDEN,
            RefusalCode::SessionClosed
            | RefusalCode::InsufficientFunds
            | RefusalCode::Conflict
            | RefusalCode::RolledBack
            | RefusalCode::FreeRounds => StatusCode::CONFLICT,
        }
    }
}

/// A refused call: its code and a sentence for the player.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct WalletRefusal {
    pub code: RefusalCode,
    pub message: String,
}

impl WalletRefusal {
    pub fn new(code: RefusalCode, message: impl Into<String>) -> Self {
        Self {
            code,
            message: message.into(),
        }
    }

    fn unavailable(context: &str, cause: impl std::fmt::Display) -> Self {
        tracing::error!(%cause, "casino wallet: {context}");
        Self::new(
            RefusalCode::Unavailable,
            "The wallet is unavailable right now. Please try again.",
        )
    }
}

impl IntoResponse for WalletRefusal {
    fn into_response(self) -> Response {
        let body = serde_json::json!({
            "error": { "code": self.code.as_str(), "message": self.message }
        });
        (self.code.status(), axum::Json(body)).into_response()
    }
}

/// The provider's signing secret, derived from the server's token secret: the same on every
/// node, different per provider.
pub fn provider_secret(token_secret: &str, provider: &str) -> Vec<u8> {
    let mut mac = mac(token_secret.as_bytes());
    mac.update(format!("casino-wallet:{provider}").as_bytes());
    mac.finalize().into_bytes().to_vec()
}

fn mac(key: &[u8]) -> Hmac<Sha256> {
    // HMAC accepts keys of any length: `new_from_slice` cannot fail.
    <Hmac<Sha256> as Mac>::new_from_slice(key)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"))
}

/// The hex signature of `body` under `secret`.
pub fn sign(secret: &[u8], body: &[u8]) -> String {
    let mut mac = mac(secret);
    mac.update(body);
    mac.finalize()
        .into_bytes()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Whether `signature` is `body`'s under `secret` (constant-time comparison).
pub fn verify(secret: &[u8], body: &[u8], signature: &str) -> bool {
    if signature.len() != 64 {
        return false;
    }
    let bytes: Option<Vec<u8>> = (0..signature.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(signature.get(i..i + 2)?, 16).ok())
        .collect();
    let Some(bytes) = bytes else {
        return false;
    };
    let mut mac = mac(secret);
    mac.update(body);
    mac.verify_slice(&bytes).is_ok()
}

pub fn routes() -> Router<AppState> {
    Router::new().route("/casino/wallet/{provider}", post(http))
}

async fn http(
    State(state): State<AppState>,
    Path(provider): Path<String>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let signature = headers
        .get(SIGNATURE_HEADER)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default();
    match handle(&state, &provider, &body, signature).await {
        Ok(reply) => axum::Json(reply).into_response(),
        Err(refusal) => refusal.into_response(),
    }
}

/// Checks and carries out one signed wallet call of `provider`.
pub async fn handle(
    state: &AppState,
    provider: &str,
    body: &[u8],
    signature: &str,
) -> Result<WalletReply, WalletRefusal> {
    handle_keeping(state, provider, body, signature, None).await
}

/// [`handle`], keeping the round record `record` of an in-process provider in the call's
/// transaction (see `CasinoStore::casino_wallet`): nothing is kept when the call is refused.
pub async fn handle_keeping(
    state: &AppState,
    provider: &str,
    body: &[u8],
    signature: &str,
    record: Option<RoundRecordRow>,
) -> Result<WalletReply, WalletRefusal> {
    let unauthorized =
        || WalletRefusal::new(RefusalCode::Unauthorized, "Unknown or unsigned call.");
    if state.casino.provider(provider).is_none() {
        return Err(unauthorized());
    }
    let secret = provider_secret(&state.config.token_secret.0, provider);
    if !verify(&secret, body, signature) {
        return Err(unauthorized());
    }
    let request: WalletRequest = serde_json::from_slice(body)
        .map_err(|e| WalletRefusal::new(RefusalCode::BadRequest, format!("Malformed call: {e}")))?;
    let now = state.clock.now();
    if (now - request.sent_at).num_seconds().abs() > MAX_SKEW_SECONDS {
        return Err(WalletRefusal::new(
            RefusalCode::Unauthorized,
            "The call is too old or from the future.",
        ));
    }
    for id in [&request.player_id, &request.session_id] {
        casino::check_id(id)
            .map_err(|e| WalletRefusal::new(RefusalCode::BadRequest, e.to_string()))?;
    }
    let user = UserId::from_raw(request.player_id.clone());
    let session_id = GameSessionId::from_raw(request.session_id.clone());
    // A debit reads its stake's checks with the session (only a real-money stake uses them).
    let unreadable = |e| WalletRefusal::unavailable("read game session", e);
    let (session, stake_account) = if matches!(request.call, CallBody::Debit { .. }) {
        match state.store.stake_account(&user, &session_id, now).await {
            Ok(Some(account)) => (Some(account.session.clone()), Some(account)),
            Ok(None) => (None, None),
            Err(e) => return Err(unreadable(e)),
        }
    } else {
        let session = state.store.game_session(&user, &session_id).await;
        (session.map_err(unreadable)?, None)
    };
    let session = session
        .filter(|s| s.provider == provider)
        .ok_or_else(|| WalletRefusal::new(RefusalCode::NotFound, "Unknown game session."))?;
    let mut closing_credit = None;
    let (call, tx_id) = match request.call {
        CallBody::Balance => {
            let balance = state
                .store
                .casino_balance(&user, &session_id)
                .await
                .map_err(refusal_of)?;
            return Ok(WalletReply {
                balance_cents: balance.cents,
                currency: balance.currency.code().to_owned(),
                moved_cents: 0,
                replayed: false,
                jackpot: None,
            });
        }
        CallBody::Debit {
            round_id,
            amount_cents,
            free_rounds_id,
            closing_credit: closing,
        } => {
            closing_credit = closing.map(|c| ClosingCredit {
                provider_tx_id: c.transaction_id,
                cents: c.amount_cents,
            });
            (
                WalletCall::Debit {
                    round_id,
                    cents: amount_cents,
                    free_rounds: free_rounds_id,
                },
                request.transaction_id,
            )
        }
        CallBody::Credit {
            round_id,
            amount_cents,
        } => (
            WalletCall::Credit {
                round_id,
                cents: amount_cents,
            },
            request.transaction_id,
        ),
        CallBody::Rollback {
            rolled_back_transaction_id,
        } => (
            WalletCall::Rollback {
                rolled_back_tx_id: rolled_back_transaction_id,
            },
            request.transaction_id,
        ),
    };
    let tx_id = tx_id.ok_or_else(|| {
        WalletRefusal::new(RefusalCode::BadRequest, "A transactionId is required.")
    })?;
    for id in std::iter::once(&tx_id).chain(closing_credit.as_ref().map(|c| &c.provider_tx_id)) {
        casino::check_id(id)
            .map_err(|e| WalletRefusal::new(RefusalCode::BadRequest, e.to_string()))?;
    }
    call.check()
        .map_err(|e| WalletRefusal::new(RefusalCode::BadRequest, e.to_string()))?;
    // A closing win is a credit of the debit's round, checked as one.
    let closing_win = match (&call, &closing_credit) {
        (WalletCall::Debit { round_id, .. }, Some(credit)) => {
            WalletCall::Credit {
                round_id: round_id.clone(),
                cents: credit.cents,
            }
            .check()
            .map_err(|e| WalletRefusal::new(RefusalCode::BadRequest, e.to_string()))?;
            credit.cents
        }
        _ => 0,
    };
    let mut windows = Vec::new();
    if let WalletCall::Debit {
        cents, free_rounds, ..
    } = &call
        && let Some(account) = stake_account
        && session.mode == GameMode::Real
        && session.closed_at.is_none()
    {
        // A free round is the operator's money: the player's limits do not count it.
        let counted = if free_rounds.is_some() {
            None
        } else {
            Some(*cents)
        };
        windows = check_stake(state, account, counted, now).await?;
    }
    let draw = match &call {
        WalletCall::Debit {
            free_rounds: None, ..
        } if session.mode == GameMode::Real => {
            match super::catalogue::by_provider(&session.provider, &session.game) {
                Some(game) => state
                    .casino
                    .jackpot_draws
                    .draw_for(game)
                    .map_err(|e| WalletRefusal::unavailable("jackpot draw", e))?,
                None => None,
            }
        }
        _ => None,
    };
    let feeds = draw.as_ref().map(|d| d.slug.clone());
    if record.as_ref().is_some_and(|r| r.provider != provider) {
        return Err(unauthorized());
    }
    let order = WalletOrder::new(&user, &session_id, &tx_id, call.clone(), now)
        .windows(windows)
        .jackpot(draw)
        .record(record)
        .closing_credit(closing_credit);
    let answer = match state.store.casino_wallet(order).await {
        Ok(answer) => answer,
        Err(StoreError::Conflict("wager_limit")) => {
            return Err(limit_refusal(state, &session, &call, now).await);
        }
        Err(e) => return Err(refusal_of(e)),
    };
    // A zero win leaves the round's totals as they were: nothing new to judge.
    let won = match &call {
        WalletCall::Credit { cents, .. } => *cents,
        WalletCall::Debit { .. } => closing_win,
        WalletCall::Rollback { .. } => 0,
    };
    if let Some(round_id) = call.round_id()
        && won > 0
        && session.mode == GameMode::Real
    {
        report_round(state, &session, round_id, now).await;
    }
    if let Some(win) = &answer.jackpot {
        report_jackpot(state, &session, win, answer.moved, now).await;
    }
    if session.mode == GameMode::Real && answer.bonus_cash {
        // Stakes count towards the player's bonus cash play-through (once per transaction
        // id, so a replay counts nothing more); a rollback takes its stake's count back. The
        // call's own balance read said whether any plays: with none, nothing more happens.
        crate::promotions::bonus_cash::casino_call(
            state,
            &session.user_id,
            provider,
            &tx_id,
            &call,
            &answer,
        )
        .await;
    }
    if !answer.replayed && session.mode == GameMode::Real {
        // The header and an open game page read the balance again.
        state.bus.publish(Event::BalanceChanged {
            user_id: session.user_id.clone(),
        });
        if let Some(slug) = feeds.filter(|_| !answer.free_round) {
            // The pool took a contribution (or paid out): its watchers read it again.
            state.bus.publish(Event::JackpotChanged { slug });
        }
    }
    Ok(WalletReply {
        balance_cents: answer.balance.cents,
        currency: answer.balance.currency.code().to_owned(),
        moved_cents: answer.moved.cents,
        replayed: answer.replayed,
        jackpot: answer.jackpot.map(|win| JackpotReply {
            name: super::catalogue::jackpot(&win.slug)
                .map_or_else(|| win.slug.clone(), |j| j.name.to_owned()),
            slug: win.slug,
            amount_cents: win.amount.cents,
        }),
    })
}

/// Judges a jackpot payout for a W-2G: one payout of the session's game, its hit id as the
/// round, the stake that hit as its wager. Logged, never answered: the money is paid.
async fn report_jackpot(
    state: &AppState,
    session: &GameSession,
    win: &store::JackpotWin,
    staked: domain::money::Money,
    now: DateTime<Utc>,
) {
    let payout = super::tax::ReportableWin {
        user: session.user_id.clone(),
        provider: session.provider.clone(),
        game: session.game.clone(),
        session: Some(session.id.clone()),
        round: win.hit_id.clone(),
        staked,
        won: win.amount,
        at: now,
    };
    if let Err(e) = super::tax::report_win(state, payout).await {
        tracing::error!(error = %e, hit = %win.hit_id, "W-2G form of a jackpot not written");
    }
}

/// The rules every real-money stake passes (see the module docs); `cents` is `None` for a
/// free round, which the limits do not count. Answers the spend and loss windows the store
/// checks again with the stake.
async fn check_stake(
    state: &AppState,
    account: StakeAccount,
    cents: Option<i64>,
    now: DateTime<Utc>,
) -> Result<Vec<WagerWindow>, WalletRefusal> {
    let ended = || {
        WalletRefusal::new(
            RefusalCode::SessionClosed,
            "Your session has ended. Log in again to keep playing.",
        )
    };
    let StakeAccount {
        session,
        user: account,
        exclusions,
        restrictions,
        acknowledgement,
        pending_w2g,
        authorisation,
        limits,
    } = account;
    let login = session.login_session.as_ref().ok_or_else(ended)?;
    let live = state
        .sessions
        .session(login, now)
        .await
        .map_err(|e| WalletRefusal::unavailable("read the login session", e))?
        .is_some_and(|s| s.is_live(now));
    if !live {
        return Err(ended());
    }
    let restriction = restrictions::restriction_of(&exclusions, &restrictions, now);
    if restriction.active {
        return Err(WalletRefusal::new(
            RefusalCode::Restricted,
            super::launch::restriction_message(restriction.expires_at),
        ));
    }
    if acknowledgement.is_some() {
        return Err(WalletRefusal::new(
            RefusalCode::Restricted,
            super::launch::ACK_MESSAGE,
        ));
    }
    if pending_w2g.is_some() {
        return Err(WalletRefusal::new(
            RefusalCode::W2gIdRequired,
            super::tax::ID_REQUIRED_MESSAGE,
        ));
    }
    crate::location::require_authorised_by(state, authorisation, &account, now)
        .map_err(|refusal| WalletRefusal::new(RefusalCode::Location, refusal.message()))?;
    let Some(cents) = cents else {
        return Ok(Vec::new());
    };
    responsible_gaming::check_wager_of(state, &account, &exclusions, limits, cents, now)
        .await
        .map_err(|(refusal, _)| match refusal {
            WagerRefusal::Refused(_) => WalletRefusal::new(RefusalCode::Limit, refusal.to_string()),
            WagerRefusal::Unavailable => {
                WalletRefusal::new(RefusalCode::Unavailable, refusal.to_string())
            }
            WagerRefusal::UnknownAccount => {
                WalletRefusal::new(RefusalCode::SessionClosed, refusal.to_string())
            }
        })
}

/// Judges a real-money round for a W-2G on its totals after a credit. The money has moved, so
/// a failure is logged, never answered: the provider's retry of the credit judges it again.
async fn report_round(state: &AppState, session: &GameSession, round_id: &str, now: DateTime<Utc>) {
    let round = match state
        .store
        .casino_round(&session.user_id, &session.id, round_id)
        .await
    {
        Ok(Some(round)) => round,
        Ok(None) => return,
        Err(e) => {
            tracing::error!(error = %e, round_id, "W-2G: round totals not read");
            return;
        }
    };
    let win = super::tax::ReportableWin {
        user: session.user_id.clone(),
        provider: session.provider.clone(),
        game: session.game.clone(),
        session: Some(session.id.clone()),
        round: round.round_id,
        staked: round.staked,
        won: round.won,
        at: now,
    };
    if let Err(e) = super::tax::report_win(state, win).await {
        tracing::error!(error = %e, round_id, "W-2G form not written");
    }
}

/// The refusal of a stake the store found over a spend or loss limit (a concurrent stake
/// used what was left after the first check): the limit's own message when a check now
/// names it.
async fn limit_refusal(
    state: &AppState,
    session: &GameSession,
    call: &WalletCall,
    now: DateTime<Utc>,
) -> WalletRefusal {
    let cents = match call {
        WalletCall::Debit { cents, .. } => *cents,
        WalletCall::Credit { .. } | WalletCall::Rollback { .. } => 0,
    };
    match responsible_gaming::check_wager(state, &session.user_id, cents, now).await {
        Err(refusal @ WagerRefusal::Refused(_)) => {
            WalletRefusal::new(RefusalCode::Limit, refusal.to_string())
        }
        _ => WalletRefusal::new(
            RefusalCode::Limit,
            "This stake would exceed one of your spend or loss limits.",
        ),
    }
}

fn refusal_of(e: StoreError) -> WalletRefusal {
    match e {
        StoreError::InsufficientFunds(Bucket::Cash) | StoreError::InsufficientFunds(_) => {
            WalletRefusal::new(
                RefusalCode::InsufficientFunds,
                "Your balance is too low for this stake.",
            )
        }
        StoreError::NotFound("casino_round") => {
            WalletRefusal::new(RefusalCode::NotFound, "Unknown round.")
        }
        StoreError::NotFound("free_rounds") => {
            WalletRefusal::new(RefusalCode::NotFound, "Unknown free rounds.")
        }
        StoreError::Conflict("free_rounds_used_up") => {
            WalletRefusal::new(RefusalCode::FreeRounds, "You have no free rounds left.")
        }
        StoreError::Conflict("free_rounds_expired") => {
            WalletRefusal::new(RefusalCode::FreeRounds, "These free rounds have expired.")
        }
        StoreError::Conflict("free_rounds_game") => WalletRefusal::new(
            RefusalCode::FreeRounds,
            "These free rounds are for another game.",
        ),
        StoreError::Conflict("free_rounds_stake") => WalletRefusal::new(
            RefusalCode::FreeRounds,
            "A free round's stake is its fixed value.",
        ),
        // The server's own draw or pool: never the provider's fault.
        e @ (StoreError::NotFound("jackpot") | StoreError::Conflict("jackpot")) => {
            WalletRefusal::unavailable("jackpot", e)
        }
        StoreError::NotFound(_) => {
            WalletRefusal::new(RefusalCode::NotFound, "Unknown game session.")
        }
        StoreError::Conflict("game_session_closed") => WalletRefusal::new(
            RefusalCode::SessionClosed,
            "This game session has ended. Close the game and open it again.",
        ),
        StoreError::Conflict("rolled_back") => WalletRefusal::new(
            RefusalCode::RolledBack,
            "This stake was cancelled before it arrived.",
        ),
        StoreError::Conflict("amount" | "id") => {
            WalletRefusal::new(RefusalCode::BadRequest, "Malformed amount or id.")
        }
        StoreError::Conflict(what) => WalletRefusal::new(
            RefusalCode::Conflict,
            format!("The call conflicts with an earlier one ({what})."),
        ),
        other => WalletRefusal::unavailable("wallet call", other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_cover_the_exact_body_and_secret() {
        let secret = provider_secret("server-secret", "builtin");
        assert_ne!(secret, provider_secret("server-secret", "other"));
        let body = br#"{"a":1}"#;
        let signature = sign(&secret, body);
        assert!(verify(&secret, body, &signature));
        assert!(!verify(&secret, br#"{"a":2}"#, &signature));
        assert!(!verify(
            &provider_secret("other-secret", "builtin"),
            body,
            &signature
        ));
        assert!(!verify(&secret, body, &signature[..63]));
        assert!(!verify(&secret, body, &"zz".repeat(32)));
    }

    #[test]
    fn calls_read_and_write_their_documented_json() {
        let request = WalletRequest {
            player_id: "u1".into(),
            session_id: "g1".into(),
            transaction_id: Some("tx1".into()),
            call: CallBody::Debit {
                round_id: "r1".into(),
                amount_cents: 250,
                free_rounds_id: None,
                closing_credit: None,
            },
            sent_at: DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default(),
        };
        let json = serde_json::to_value(&request).unwrap_or_default();
        assert_eq!(
            json,
            serde_json::json!({
                "playerId": "u1", "sessionId": "g1", "transactionId": "tx1",
                "call": {"type": "debit", "roundId": "r1", "amountCents": 250},
                "sentAt": "2027-01-15T08:00:00Z"
            })
        );
        let free = serde_json::from_value::<WalletRequest>(serde_json::json!({
            "playerId": "u1", "sessionId": "g1", "transactionId": "tx2",
            "call": {"type": "debit", "roundId": "r2", "amountCents": 20, "freeRoundsId": "fr1"},
            "sentAt": "2027-01-15T08:00:00Z"
        }));
        assert_eq!(
            free.map(|r| r.call).ok(),
            Some(CallBody::Debit {
                round_id: "r2".into(),
                amount_cents: 20,
                free_rounds_id: Some("fr1".into()),
                closing_credit: None,
            })
        );
        let unknown = serde_json::from_value::<WalletRequest>(serde_json::json!({
            "playerId": "u1", "sessionId": "g1", "call": {"type": "balance"},
            "sentAt": "2027-01-15T08:00:00Z", "extra": true
        }));
        assert!(unknown.is_err());
    }
}
