//! [`store::LeaseStore`]: one `job_leases` row per lease. Taking and renewing is one upsert
//! whose `WHERE` lets it through only for a free, expired or own lease (or a take-over), so
//! two nodes racing for a lease get one winner. [`check_fence`] runs inside a job's write
//! transaction; on PostgreSQL it holds the row (`FOR SHARE`) until commit, so a take-over
//! waits for that write and every later write of the old holder is refused.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use store::{Lease, LeaseFence, LeaseStore, MAX_LEASE_NAME, StoreError, StoreResult};

use crate::SqlStore;
use crate::convert::{instant, millis};
use crate::db::{Backend, Executor, query, query_as, query_scalar};

fn check_name(value: &str) -> StoreResult<()> {
    if value.is_empty() || value.len() > MAX_LEASE_NAME {
        return Err(StoreError::Conflict("lease"));
    }
    Ok(())
}

/// Refuses the write (`Conflict("lease")`) unless `fence` still holds its lease.
pub(crate) async fn check_fence(db: &mut dyn Executor, fence: &LeaseFence) -> StoreResult<()> {
    let lock = db.dialect().lock("FOR SHARE");
    let held: Option<i64> = query_scalar(format!(
        "SELECT token FROM job_leases WHERE name = $1 AND holder = $2 AND token = $3 {lock}"
    ))
    .bind(fence.name.as_str())
    .bind(fence.holder.as_str())
    .bind(fence.token)
    .fetch_optional(db)
    .await?;
    match held {
        Some(_) => Ok(()),
        None => Err(StoreError::Conflict("lease")),
    }
}

async fn acquire(
    db: &mut dyn Executor,
    name: String,
    holder: String,
    now: DateTime<Utc>,
    until: DateTime<Utc>,
    take_over: bool,
) -> StoreResult<Option<Lease>> {
    let row: Option<(i64, i64)> = query_as(
        "INSERT INTO job_leases (name, holder, token, expires_at) VALUES ($1, $2, 1, $3) \
         ON CONFLICT (name) DO UPDATE SET \
           token = CASE WHEN job_leases.holder = excluded.holder THEN job_leases.token \
                        ELSE job_leases.token + 1 END, \
           holder = excluded.holder, expires_at = excluded.expires_at \
         WHERE job_leases.holder = excluded.holder OR job_leases.expires_at <= $4 OR $5 \
         RETURNING token, expires_at",
    )
    .bind(name.as_str())
    .bind(holder.as_str())
    .bind(millis(until))
    .bind(millis(now))
    .bind(take_over)
    .fetch_optional(db)
    .await?;
    row.map(|(token, expires_at)| {
        Ok(Lease {
            name,
            holder,
            token,
            expires_at: instant(expires_at)?,
        })
    })
    .transpose()
}

#[async_trait]
impl<B: Backend> LeaseStore for SqlStore<B> {
    async fn acquire_lease(
        &self,
        name: &str,
        holder: &str,
        now: DateTime<Utc>,
        until: DateTime<Utc>,
        take_over: bool,
    ) -> StoreResult<Option<Lease>> {
        check_name(name)?;
        check_name(holder)?;
        if until <= now {
            return Err(StoreError::Conflict("lease"));
        }
        let (name, holder) = (name.to_owned(), holder.to_owned());
        self.write(move |db| Box::pin(acquire(db, name, holder, now, until, take_over)))
            .await
    }

    async fn release_lease(&self, fence: &LeaseFence, now: DateTime<Utc>) -> StoreResult<bool> {
        let fence = fence.clone();
        self.write(move |db| {
            Box::pin(async move {
                let done = query(
                    "UPDATE job_leases SET expires_at = $4 \
                     WHERE name = $1 AND holder = $2 AND token = $3",
                )
                .bind(fence.name.as_str())
                .bind(fence.holder.as_str())
                .bind(fence.token)
                .bind(millis(now))
                .execute(db)
                .await?;
                Ok(done > 0)
            })
        })
        .await
    }

    async fn lease(&self, name: &str) -> StoreResult<Option<Lease>> {
        let name = name.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<(String, i64, i64)> =
                    query_as("SELECT holder, token, expires_at FROM job_leases WHERE name = $1")
                        .bind(name.as_str())
                        .fetch_optional(db)
                        .await?;
                row.map(|(holder, token, expires_at)| {
                    Ok(Lease {
                        name: name.clone(),
                        holder,
                        token,
                        expires_at: instant(expires_at)?,
                    })
                })
                .transpose()
            })
        })
        .await
    }
}
