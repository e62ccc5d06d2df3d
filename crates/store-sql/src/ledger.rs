//! [`store::LedgerStore`]: balanced transactions, applied posting by posting with conditional
//! updates so a holder's bucket never goes below zero, idempotent by key (the same key with
//! other postings is a conflict). Accounts are updated in one order (by key), so concurrent
//! transactions cannot deadlock where rows are locked.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::{TransactionId, UserId};
use domain::ledger::{
    AccountRef, BalancedTransaction, Bucket, HouseAccount, Owner, Posting, TransactionKind,
};
use domain::money::{Currency, Money};
use store::{Balances, LedgerReport, LedgerStore, StoreError, StoreResult};

use crate::SqlStore;
use crate::convert::{corrupt, count, millis};
use crate::db::{Backend, Dialect, Executor, query, query_as, query_scalar};

/// Bucket names of house account rows. A house account (one balance per currency) may be
/// kept in several rows ([`Dialect::house_rows`]) so that concurrent transactions of
/// different bettors (every stake moves money to the house's wagers account) do not queue on
/// one row lock until commit. The bettor a transaction moves money for picks the row (the
/// idempotency key when none does), so a replay names the same accounts, and every
/// transaction of one bettor, however many a unit of work posts (a placement posts one per
/// bet), uses the same house row: two units of work never hold house rows in opposite orders
/// (a deadlock). The house balance is the sum of its rows.
const HOUSE_BUCKETS: [&str; 16] = [
    "main", "s01", "s02", "s03", "s04", "s05", "s06", "s07", "s08", "s09", "s10", "s11", "s12",
    "s13", "s14", "s15",
];

/// The house row of transactions that move money for `holder` (see [`HOUSE_BUCKETS`]):
/// FNV-1a (stable across builds) of the holder.
pub(crate) fn house_row(dialect: &dyn Dialect, holder: &str) -> &'static str {
    let rows = u64::try_from(dialect.house_rows().clamp(1, HOUSE_BUCKETS.len())).unwrap_or(1);
    let hash = holder.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    let index = usize::try_from(hash % rows).unwrap_or(0);
    HOUSE_BUCKETS.get(index).copied().unwrap_or("main")
}

/// The house row a transaction uses: that of the first account holder it posts to, or of
/// its idempotency key.
fn house_row_of(dialect: &dyn Dialect, tx: &BalancedTransaction) -> &'static str {
    let holder = tx.postings().iter().find_map(|p| match &p.account.owner {
        Owner::User(user, _) => Some(user.as_str()),
        Owner::House(_) => None,
    });
    house_row(dialect, holder.unwrap_or(tx.idempotency_key()))
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

/// A transaction's postings in a canonical order (by account key). Applying updates in this
/// order keeps lock acquisition consistent across concurrent transactions.
pub(crate) fn sorted_postings<'t>(
    dialect: &dyn Dialect,
    tx: &'t BalancedTransaction,
) -> Vec<(AccountKey, &'t Posting)> {
    sorted_in_row(tx, house_row_of(dialect, tx))
}

/// [`sorted_postings`] with the house accounts in row `house`.
fn sorted_in_row<'t>(
    tx: &'t BalancedTransaction,
    house: &'static str,
) -> Vec<(AccountKey, &'t Posting)> {
    let mut keyed: Vec<(AccountKey, &Posting)> = tx
        .postings()
        .iter()
        .map(|p| (AccountKey::of(&p.account, house), p))
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

/// A holder's cached balances in one currency, read inside the caller's unit of work.
pub(crate) async fn balances_in(
    db: &mut dyn Executor,
    user: &UserId,
    currency: Currency,
) -> StoreResult<Balances> {
    let rows: Vec<(String, i64)> = query_as(
        "SELECT bucket, balance FROM ledger_accounts \
         WHERE owner_kind = 'user' AND owner_id = $1 AND currency = $2",
    )
    .bind(user.as_str())
    .bind(currency.code())
    .fetch_all(db)
    .await?;
    let mut balances = Balances::zero(currency);
    for (bucket, cents) in rows {
        let money = Money::new(cents, currency);
        match Bucket::parse(&bucket) {
            Some(Bucket::Cash) => balances.cash = money,
            Some(Bucket::Restricted) => balances.restricted = money,
            Some(Bucket::Bonus) => balances.bonus = money,
            Some(Bucket::PromotionalCredit) => balances.promotional_credit = money,
            Some(Bucket::Held) => balances.held = money,
            None => return Err(corrupt("ledger bucket", bucket)),
        }
    }
    Ok(balances)
}

/// Applies `amount` to an existing account unless it would take a holder's bucket below zero
/// (a credit always applies: a regrade may have left cash below zero; a debit only when the
/// transaction's kind allows a negative balance). Answers the account's id when applied.
async fn apply(
    db: &mut dyn Executor,
    key: &AccountKey,
    amount: i64,
    allows_negative: bool,
) -> StoreResult<Option<i64>> {
    Ok(query_scalar(
        "UPDATE ledger_accounts SET balance = balance + $1 \
         WHERE owner_kind = $2 AND owner_id = $3 AND bucket = $4 AND currency = $5 \
         AND ($6 OR $1 >= 0 OR balance + $1 >= 0) RETURNING id",
    )
    .bind(amount)
    .bind(key.owner_kind)
    .bind(key.owner_id.as_str())
    .bind(key.bucket)
    .bind(key.currency)
    .bind(allows_negative)
    .fetch_optional(db)
    .await?)
}

/// Posts a balanced transaction inside the caller's unit of work (see
/// [`LedgerStore::post_transaction`]): on an error the caller's whole unit of work is rolled
/// back, so nothing of a refused posting (or of the caller's own writes) remains.
pub(crate) async fn post_in(
    db: &mut dyn Executor,
    tx: &BalancedTransaction,
    at: DateTime<Utc>,
) -> StoreResult<TransactionId> {
    let house = house_row_of(db.dialect(), tx);
    post_in_row(db, tx, at, house).await
}

/// [`post_in`] for a transaction of house accounts alone made on `holder`'s behalf (a
/// jackpot's share of a player's stake): its house rows are `holder`'s, the rows the unit of
/// work's other postings for `holder` hold already, so no second row is locked.
pub(crate) async fn post_in_for(
    db: &mut dyn Executor,
    tx: &BalancedTransaction,
    at: DateTime<Utc>,
    holder: &UserId,
) -> StoreResult<TransactionId> {
    let house = house_row(db.dialect(), holder.as_str());
    post_in_row(db, tx, at, house).await
}

async fn post_in_row(
    db: &mut dyn Executor,
    tx: &BalancedTransaction,
    at: DateTime<Utc>,
    house: &'static str,
) -> StoreResult<TransactionId> {
    let sorted = sorted_in_row(tx, house);
    let print = fingerprint(tx.kind(), &sorted);
    let id = TransactionId::generate();

    let inserted = query(
        "INSERT INTO ledger_transactions (id, kind, idempotency_key, memo, fingerprint, \
         created_at) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (idempotency_key) DO NOTHING",
    )
    .bind(id.as_str())
    .bind(tx.kind().as_str())
    .bind(tx.idempotency_key())
    .bind(tx.memo())
    .bind(print.as_str())
    .bind(millis(at))
    .execute(db)
    .await?;
    if inserted == 0 {
        let (existing, existing_print): (String, String) =
            query_as("SELECT id, fingerprint FROM ledger_transactions WHERE idempotency_key = $1")
                .bind(tx.idempotency_key())
                .fetch_one(db)
                .await?;
        return if existing_print == print {
            Ok(TransactionId::from_raw(existing))
        } else {
            Err(StoreError::Conflict("idempotency_key"))
        };
    }

    for (key, posting) in &sorted {
        let allows_negative = tx.allows_negative(&posting.account);
        // Fast path: the account exists and the amount applies (one statement).
        let account_id = match apply(db, key, posting.amount, allows_negative).await? {
            Some(id) => id,
            None => open_and_apply(db, key, posting, allows_negative).await?,
        };
        query(
            "INSERT INTO ledger_postings (transaction_id, account_id, amount) VALUES ($1, $2, $3)",
        )
        .bind(id.as_str())
        .bind(account_id)
        .bind(posting.amount)
        .execute(db)
        .await?;
    }
    Ok(id)
}

/// The slow path of a posting: creates the account when it is new (its user must exist),
/// then applies the amount, refusing an overdraft of a holder's bucket.
async fn open_and_apply(
    db: &mut dyn Executor,
    key: &AccountKey,
    posting: &Posting,
    allows_negative: bool,
) -> StoreResult<i64> {
    if key.owner_kind == "user" {
        let exists: Option<i64> = query_scalar("SELECT 1 FROM users WHERE id = $1")
            .bind(key.owner_id.as_str())
            .fetch_optional(db)
            .await?;
        if exists.is_none() {
            return Err(StoreError::NotFound("user"));
        }
    }
    query(
        "INSERT INTO ledger_accounts (owner_kind, owner_id, bucket, currency, balance) \
         VALUES ($1, $2, $3, $4, 0) \
         ON CONFLICT (owner_kind, owner_id, bucket, currency) DO NOTHING",
    )
    .bind(key.owner_kind)
    .bind(key.owner_id.as_str())
    .bind(key.bucket)
    .bind(key.currency)
    .execute(db)
    .await?;
    let applied = apply(db, key, posting.amount, allows_negative).await?;
    applied.ok_or_else(|| match &posting.account.owner {
        Owner::User(_, bucket) => StoreError::InsufficientFunds(*bucket),
        Owner::House(house) => StoreError::Backend(format!(
            "house account {} could not be updated",
            house.as_str()
        )),
    })
}

/// A house account's balance in `currency`: the sum of its rows.
pub(crate) async fn house_balance_in(
    db: &mut dyn Executor,
    account: HouseAccount,
    currency: Currency,
) -> StoreResult<i64> {
    Ok(query_scalar(
        "SELECT CAST(COALESCE(SUM(balance), 0) AS BIGINT) FROM ledger_accounts \
         WHERE owner_kind = 'house' AND owner_id = $1 AND currency = $2",
    )
    .bind(account.as_str())
    .bind(currency.code())
    .fetch_one(db)
    .await?)
}

async fn verify_ledger(db: &mut dyn Executor) -> StoreResult<LedgerReport> {
    let (transactions, postings, accounts): (i64, i64, i64) = query_as(
        "SELECT (SELECT COUNT(*) FROM ledger_transactions), \
                (SELECT COUNT(*) FROM ledger_postings), \
                (SELECT COUNT(*) FROM ledger_accounts)",
    )
    .fetch_one(db)
    .await?;
    let unbalanced: Vec<String> = query_scalar(
        "SELECT t.id FROM ledger_transactions t \
         LEFT JOIN ledger_postings p ON p.transaction_id = t.id \
         GROUP BY t.id HAVING CAST(COALESCE(SUM(p.amount), 0) AS BIGINT) <> 0 \
         ORDER BY t.id",
    )
    .fetch_all(db)
    .await?;
    let mismatched: Vec<(String, String, String, String, i64, i64)> = query_as(
        "SELECT a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance, \
                CAST(COALESCE(SUM(p.amount), 0) AS BIGINT) \
         FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id \
         GROUP BY a.id, a.owner_kind, a.owner_id, a.bucket, a.currency, a.balance \
         HAVING a.balance <> CAST(COALESCE(SUM(p.amount), 0) AS BIGINT) ORDER BY a.id",
    )
    .fetch_all(db)
    .await?;
    Ok(LedgerReport {
        transactions: count(transactions)?,
        postings: count(postings)?,
        accounts: count(accounts)?,
        unbalanced: unbalanced
            .into_iter()
            .map(TransactionId::from_raw)
            .collect(),
        mismatched: mismatched
            .into_iter()
            .map(|(kind, owner, bucket, currency, cached, summed)| {
                (
                    AccountKey::describe(&kind, &owner, &bucket, &currency),
                    cached,
                    summed,
                )
            })
            .collect(),
    })
}

#[async_trait]
impl<B: Backend> LedgerStore for SqlStore<B> {
    async fn post_transaction(
        &self,
        tx: &BalancedTransaction,
        at: DateTime<Utc>,
    ) -> StoreResult<TransactionId> {
        let tx = tx.clone();
        self.write(move |db| Box::pin(async move { post_in(db, &tx, at).await }))
            .await
    }

    async fn balances(&self, user: &UserId, currency: Currency) -> StoreResult<Balances> {
        let user = user.clone();
        self.read(move |db| Box::pin(async move { balances_in(db, &user, currency).await }))
            .await
    }

    async fn house_balance(&self, account: HouseAccount, currency: Currency) -> StoreResult<i64> {
        self.read(move |db| Box::pin(house_balance_in(db, account, currency)))
            .await
    }

    async fn verify_ledger(&self) -> StoreResult<LedgerReport> {
        // One snapshot of the whole ledger, so concurrent postings cannot skew the sums.
        self.snapshot(|db| Box::pin(verify_ledger(db))).await
    }
}
