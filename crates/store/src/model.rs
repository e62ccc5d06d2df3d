//! Rows the store reads and writes, in domain terms.

use chrono::{DateTime, NaiveDate, Utc};
use domain::ids::{SessionId, TransactionId, UserId};
use domain::money::{Currency, Money};
use domain::odds::OddsFormat;

/// Input to [`crate::Store::create_user`].
#[derive(Debug, Clone)]
pub struct NewUser {
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: NaiveDate,
    /// ISO 3166-2 code of the home region.
    pub region: String,
    pub currency: Currency,
    pub created_at: DateTime<Utc>,
}

/// An account holder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    pub id: UserId,
    pub email: String,
    pub password_hash: String,
    pub first_name: String,
    pub last_name: String,
    pub date_of_birth: NaiveDate,
    pub region: String,
    pub currency: Currency,
    pub phone: Option<String>,
    pub strong_auth_enabled: bool,
    pub failed_login_count: u32,
    pub locked_at: Option<DateTime<Utc>>,
    pub last_login_at: Option<DateTime<Utc>>,
    pub previous_login_at: Option<DateTime<Utc>>,
    pub created_at: DateTime<Utc>,
}

/// An account holder's display preferences, stored server-side so every device agrees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UserPreferences {
    /// American unless the account holder chose decimal.
    pub odds_format: OddsFormat,
    /// Which betslip price moves are accepted without asking (none unless chosen).
    pub auto_accept_odds_changes: domain::betslip::AutoAccept,
    /// Which balances casino stakes may use (cash alone unless chosen).
    pub casino_balance_usage: domain::casino_rewards::BalanceUsage,
    /// Content setting: prices flash and show an arrow when they move (on unless chosen).
    pub show_odds_trend: bool,
    /// Which optional emails the account holder receives.
    pub email: EmailPreferences,
}

impl Default for UserPreferences {
    fn default() -> Self {
        UserPreferences {
            odds_format: OddsFormat::default(),
            auto_accept_odds_changes: domain::betslip::AutoAccept::default(),
            casino_balance_usage: domain::casino_rewards::BalanceUsage::default(),
            show_odds_trend: true,
            email: EmailPreferences::default(),
        }
    }
}

/// The optional emails an account holder receives; account emails (password resets,
/// lockouts) are always sent. Both on until the holder turns one off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmailPreferences {
    /// Offers, bonuses and promotions.
    pub promotions: bool,
    /// News about the product and its features.
    pub product_news: bool,
}

impl Default for EmailPreferences {
    fn default() -> Self {
        EmailPreferences {
            promotions: true,
            product_news: true,
        }
    }
}

/// Whether a session is a full one or limited to completing strong authentication.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SessionKind {
    Full,
    Limited,
}

impl SessionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SessionKind::Full => "full",
            SessionKind::Limited => "limited",
        }
    }
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "full" => Some(SessionKind::Full),
            "limited" => Some(SessionKind::Limited),
            _ => None,
        }
    }
}

/// Input to [`crate::Store::create_session`].
#[derive(Debug, Clone)]
pub struct NewSession {
    pub id: SessionId,
    pub user_id: UserId,
    pub kind: SessionKind,
    pub client_id: String,
    pub created_at: DateTime<Utc>,
    /// No token of this session is honoured after this instant.
    pub absolute_expires_at: DateTime<Utc>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

/// A signed-in session; its refresh tokens form one family.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Session {
    pub id: SessionId,
    pub user_id: UserId,
    pub kind: SessionKind,
    pub client_id: String,
    pub created_at: DateTime<Utc>,
    pub absolute_expires_at: DateTime<Utc>,
    pub last_seen_at: DateTime<Utc>,
    pub verified_at: Option<DateTime<Utc>>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub revoke_reason: Option<String>,
    pub ip: Option<String>,
    pub user_agent: Option<String>,
}

impl Session {
    /// Whether tokens of this session are honoured at `now`.
    pub fn is_live(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && now < self.absolute_expires_at
    }
}

/// A refresh token to store (only its hash is kept).
#[derive(Debug, Clone)]
pub struct NewRefreshToken {
    pub token_hash: String,
    pub session_id: SessionId,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Result of presenting a refresh token.
#[derive(Debug, Clone, PartialEq, Eq)]
#[allow(
    clippy::large_enum_variant,
    reason = "returned once per refresh; boxing buys nothing"
)]
pub enum RefreshOutcome {
    /// Spent; the replacement was stored. Carries the (live) session.
    Rotated(Session),
    /// The token had already been spent: the family is now revoked.
    Reused,
    /// Unknown token.
    NotFound,
    /// The token or its session expired, or the session was revoked.
    Expired,
}

/// An authorization code to store (only its hash is kept).
#[derive(Debug, Clone)]
pub struct NewAuthorizationCode {
    pub code_hash: String,
    pub user_id: UserId,
    pub client_id: String,
    pub redirect_uri: String,
    /// BASE64URL(SHA256(verifier)), method S256 only.
    pub code_challenge: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// A spent authorization code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AuthorizationCode {
    pub user_id: UserId,
    pub client_id: String,
    pub redirect_uri: String,
    pub code_challenge: String,
}

/// A one-time code for strong authentication.
#[derive(Debug, Clone)]
pub struct NewOneTimeCode {
    pub session_id: SessionId,
    pub code_hash: String,
    /// `sms` or `call`.
    pub channel: String,
    pub attempts_allowed: u32,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// Result of checking a one-time code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OneTimeCodeOutcome {
    Verified,
    /// Wrong code; this many attempts remain (0 means the code is now dead).
    Wrong {
        attempts_left: u32,
    },
    Expired,
    /// No unspent code for this session (never sent, already used or out of attempts).
    NoCode,
}

/// A password-reset token to store (only its hash is kept).
#[derive(Debug, Clone)]
pub struct NewPasswordReset {
    pub token_hash: String,
    pub user_id: UserId,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// A holder's balances in one currency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Balances {
    pub cash: Money,
    pub restricted: Money,
    pub bonus: Money,
    pub promotional_credit: Money,
    /// Cash set aside for pending withdrawals.
    pub held: Money,
}

impl Balances {
    pub fn zero(currency: Currency) -> Self {
        let z = Money::zero(currency);
        Self {
            cash: z,
            restricted: z,
            bonus: z,
            promotional_credit: z,
            held: z,
        }
    }
}

/// Outcome of [`crate::Store::verify_ledger`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LedgerReport {
    pub transactions: u64,
    pub postings: u64,
    pub accounts: u64,
    /// Transactions whose postings do not sum to zero.
    pub unbalanced: Vec<TransactionId>,
    /// Accounts whose cached balance differs from the sum of their postings:
    /// (account description, cached, summed).
    pub mismatched: Vec<(String, i64, i64)>,
}

impl LedgerReport {
    pub fn is_ok(&self) -> bool {
        self.unbalanced.is_empty() && self.mismatched.is_empty()
    }
}
