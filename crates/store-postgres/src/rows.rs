//! Row shapes as PostgreSQL returns them, and their conversion into the store's models.

use chrono::{DateTime, NaiveDate, Utc};
use domain::ids::{SessionId, UserId};
use domain::ledger::{AccountRef, BalancedTransaction, Owner, Posting, TransactionKind};
use domain::money::Currency;
use store::{Session, SessionKind, StoreError, User};

/// Columns of `users` in [`UserRow`] order.
macro_rules! user_columns {
    () => {
        "id, email, password_hash, first_name, last_name, date_of_birth, region, currency, \
         phone, strong_auth_enabled, failed_login_count, locked_at, last_login_at, \
         previous_login_at, created_at"
    };
}
pub(crate) use user_columns;

/// Columns of `sessions` in [`SessionRow`] order.
macro_rules! session_columns {
    () => {
        "id, user_id, kind, client_id, created_at, absolute_expires_at, last_seen_at, \
         verified_at, revoked_at, revoke_reason, ip, user_agent"
    };
}
pub(crate) use session_columns;

/// Bucket names of house accounts. A house account (one balance per currency) is kept in
/// several rows so that concurrent transactions of different bettors (every stake moves
/// money to the house's wagers account) do not queue on one row lock until commit. The
/// bettor a transaction moves money for picks the row (the idempotency key when none does),
/// so a replay names the same accounts, and every transaction of one bettor, however many a
/// unit of work posts (a placement posts one per bet), locks the same single house row: two
/// units of work can never hold house rows in opposite orders (a deadlock). The house
/// balance is the sum of its rows.
pub(crate) const HOUSE_BUCKETS: [&str; 16] = [
    "main", "s01", "s02", "s03", "s04", "s05", "s06", "s07", "s08", "s09", "s10", "s11", "s12",
    "s13", "s14", "s15",
];

/// The house row a transaction uses: FNV-1a (stable across builds) of the first account
/// holder it posts to, or of its idempotency key.
fn house_bucket(tx: &BalancedTransaction) -> &'static str {
    let holder = tx.postings().iter().find_map(|p| match &p.account.owner {
        Owner::User(user, _) => Some(user.as_str()),
        Owner::House(_) => None,
    });
    house_row_of(holder.unwrap_or(tx.idempotency_key()))
}

/// The house row of transactions that move money for `holder` (see [`HOUSE_BUCKETS`]).
pub(crate) fn house_row_of(holder: &str) -> &'static str {
    let hash = holder.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let index = usize::try_from(hash % 16).unwrap_or(0);
    HOUSE_BUCKETS.get(index).copied().unwrap_or("main")
}

/// Milliseconds since the Unix epoch, as stored.
pub(crate) fn millis(at: DateTime<Utc>) -> i64 {
    at.timestamp_millis()
}

/// Reads a stored instant back.
pub(crate) fn instant(ms: i64) -> Result<DateTime<Utc>, StoreError> {
    DateTime::from_timestamp_millis(ms)
        .ok_or_else(|| StoreError::Corrupt(format!("instant out of range: {ms}")))
}

fn opt_instant(ms: Option<i64>) -> Result<Option<DateTime<Utc>>, StoreError> {
    ms.map(instant).transpose()
}

/// The case-insensitive form of an email address used for uniqueness and lookups.
pub(crate) fn normalize_email(email: &str) -> String {
    email.trim().to_lowercase()
}

#[derive(sqlx::FromRow)]
pub(crate) struct UserRow {
    id: String,
    email: String,
    password_hash: String,
    first_name: String,
    last_name: String,
    date_of_birth: NaiveDate,
    region: String,
    currency: String,
    phone: Option<String>,
    strong_auth_enabled: bool,
    failed_login_count: i64,
    locked_at: Option<i64>,
    last_login_at: Option<i64>,
    previous_login_at: Option<i64>,
    created_at: i64,
}

impl TryFrom<UserRow> for User {
    type Error = StoreError;

    fn try_from(row: UserRow) -> Result<Self, Self::Error> {
        Ok(User {
            id: UserId::from_raw(row.id),
            email: row.email,
            password_hash: row.password_hash,
            first_name: row.first_name,
            last_name: row.last_name,
            date_of_birth: row.date_of_birth,
            region: row.region,
            currency: Currency::parse(&row.currency)
                .map_err(|e| StoreError::Corrupt(e.to_string()))?,
            phone: row.phone,
            strong_auth_enabled: row.strong_auth_enabled,
            failed_login_count: u32::try_from(row.failed_login_count).map_err(|_| {
                StoreError::Corrupt(format!("failed_login_count {}", row.failed_login_count))
            })?,
            locked_at: opt_instant(row.locked_at)?,
            last_login_at: opt_instant(row.last_login_at)?,
            previous_login_at: opt_instant(row.previous_login_at)?,
            created_at: instant(row.created_at)?,
        })
    }
}

#[derive(sqlx::FromRow)]
pub(crate) struct SessionRow {
    id: String,
    user_id: String,
    kind: String,
    client_id: String,
    created_at: i64,
    absolute_expires_at: i64,
    last_seen_at: i64,
    verified_at: Option<i64>,
    revoked_at: Option<i64>,
    revoke_reason: Option<String>,
    ip: Option<String>,
    user_agent: Option<String>,
}

impl TryFrom<SessionRow> for Session {
    type Error = StoreError;

    fn try_from(row: SessionRow) -> Result<Self, Self::Error> {
        Ok(Session {
            id: SessionId::from_raw(row.id),
            user_id: UserId::from_raw(row.user_id),
            kind: SessionKind::parse(&row.kind)
                .ok_or_else(|| StoreError::Corrupt(format!("session kind {}", row.kind)))?,
            client_id: row.client_id,
            created_at: instant(row.created_at)?,
            absolute_expires_at: instant(row.absolute_expires_at)?,
            last_seen_at: instant(row.last_seen_at)?,
            verified_at: opt_instant(row.verified_at)?,
            revoked_at: opt_instant(row.revoked_at)?,
            revoke_reason: row.revoke_reason,
            ip: row.ip,
            user_agent: row.user_agent,
        })
    }
}

/// How a ledger account is keyed in `ledger_accounts`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct AccountKey {
    pub owner_kind: &'static str,
    pub owner_id: String,
    pub bucket: &'static str,
    pub currency: &'static str,
}

impl AccountKey {
    /// The row of `account`; a house account's row is `house_row`.
    pub(crate) fn of(account: &AccountRef, house_row: &'static str) -> Self {
        let (owner_kind, owner_id, bucket) = match &account.owner {
            Owner::User(id, bucket) => ("user", id.as_str().to_owned(), bucket.as_str()),
            Owner::House(house) => ("house", house.as_str().to_owned(), house_row),
        };
        AccountKey {
            owner_kind,
            owner_id,
            bucket,
            currency: account.currency.code(),
        }
    }

    /// Human-readable account name for reports, e.g. `user:01H..:cash:USD`.
    pub(crate) fn describe(
        owner_kind: &str,
        owner_id: &str,
        bucket: &str,
        currency: &str,
    ) -> String {
        format!("{owner_kind}:{owner_id}:{bucket}:{currency}")
    }
}

/// Postings in a canonical order (by account key). Applying updates in this order keeps
/// lock acquisition consistent across concurrent transactions.
pub(crate) fn sorted_postings(tx: &BalancedTransaction) -> Vec<(AccountKey, &Posting)> {
    let house_row = house_bucket(tx);
    let mut keyed: Vec<(AccountKey, &Posting)> = tx
        .postings()
        .iter()
        .map(|p| (AccountKey::of(&p.account, house_row), p))
        .collect();
    keyed.sort_by(|a, b| a.0.cmp(&b.0));
    keyed
}

/// Canonical text of a transaction's kind and postings, compared on idempotent replays
/// (the memo is not part of it).
pub(crate) fn fingerprint(kind: TransactionKind, sorted: &[(AccountKey, &Posting)]) -> String {
    let mut out = String::from(kind.as_str());
    for (key, posting) in sorted {
        out.push('\n');
        out.push_str(&AccountKey::describe(
            key.owner_kind,
            &key.owner_id,
            key.bucket,
            key.currency,
        ));
        out.push('=');
        out.push_str(&posting.amount.to_string());
    }
    out
}
