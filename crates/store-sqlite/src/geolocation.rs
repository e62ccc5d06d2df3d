//! [`store::GeolocationStore`] on SQLite. Writes take the database write lock first
//! (`BEGIN IMMEDIATE`); a nonce is spent by an `INSERT ... ON CONFLICT DO NOTHING` on its
//! primary key, so of two concurrent spends exactly one inserts.

use crate::rows::{instant, millis};
use crate::{SqliteStore, backend, insert_error};
use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use domain::ids::{SessionId, UserId};
use store::{
    GeoAuthorisation, GeoFix, GeoLicence, GeoLicenceType, GeolocationStore, StoreError, StoreResult,
};

type LicenceRow = (String, String, String, String, String, i64, i64);
type AuthorisationRow = (
    String,
    String,
    String,
    f64,
    f64,
    f64,
    Option<String>,
    i64,
    i64,
);

/// How long expired licences are kept (for support) before they are removed.
const KEEP_EXPIRED_LICENCES: Duration = Duration::days(1);

#[async_trait]
impl GeolocationStore for SqliteStore {
    async fn insert_geo_licence(&self, licence: &GeoLicence) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query("DELETE FROM geo_licences WHERE expires_at < ?")
            .bind(millis(licence.created_at - KEEP_EXPIRED_LICENCES))
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        sqlx::query(
            "INSERT INTO geo_licences \
             (id, key_hash, user_id, session_id, licence_type, created_at, expires_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(&licence.id)
        .bind(&licence.key_hash)
        .bind(licence.user_id.as_str())
        .bind(licence.session_id.as_str())
        .bind(licence.licence_type.as_str())
        .bind(millis(licence.created_at))
        .bind(millis(licence.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "key_hash", "session"))?;
        tx.commit().await.map_err(backend)
    }

    async fn geo_licence(&self, key_hash: &str) -> StoreResult<Option<GeoLicence>> {
        let row: Option<LicenceRow> = sqlx::query_as(
            "SELECT id, key_hash, user_id, session_id, licence_type, created_at, expires_at \
             FROM geo_licences WHERE key_hash = ?",
        )
        .bind(key_hash)
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(to_licence).transpose()
    }

    async fn spend_geo_nonce(
        &self,
        nonce: &str,
        keep_until: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let mut tx = self.write().await?;
        sqlx::query("DELETE FROM geo_packet_nonces WHERE keep_until < ?")
            .bind(millis(now))
            .execute(&mut *tx)
            .await
            .map_err(backend)?;
        let inserted = sqlx::query(
            "INSERT INTO geo_packet_nonces (nonce, keep_until) VALUES (?, ?) \
             ON CONFLICT (nonce) DO NOTHING",
        )
        .bind(nonce)
        .bind(millis(keep_until))
        .execute(&mut *tx)
        .await
        .map_err(backend)?
        .rows_affected();
        tx.commit().await.map_err(backend)?;
        Ok(inserted == 1)
    }

    async fn save_geo_authorisation(&self, a: &GeoAuthorisation) -> StoreResult<()> {
        let mut tx = self.write().await?;
        sqlx::query(
            "INSERT INTO geo_authorisations (session_id, user_id, region, latitude, longitude, \
             accuracy_meters, ip, authorised_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) \
             ON CONFLICT (session_id) DO UPDATE SET user_id = excluded.user_id, \
             region = excluded.region, latitude = excluded.latitude, \
             longitude = excluded.longitude, accuracy_meters = excluded.accuracy_meters, \
             ip = excluded.ip, authorised_at = excluded.authorised_at, \
             expires_at = excluded.expires_at",
        )
        .bind(a.session_id.as_str())
        .bind(a.user_id.as_str())
        .bind(&a.region)
        .bind(a.latitude)
        .bind(a.longitude)
        .bind(a.accuracy_meters)
        .bind(&a.ip)
        .bind(millis(a.authorised_at))
        .bind(millis(a.expires_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "session_id", "session"))?;
        sqlx::query(
            "INSERT INTO geo_last_fixes (user_id, latitude, longitude, accuracy_meters, at) \
             VALUES (?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET \
             latitude = excluded.latitude, longitude = excluded.longitude, \
             accuracy_meters = excluded.accuracy_meters, at = excluded.at",
        )
        .bind(a.user_id.as_str())
        .bind(a.latitude)
        .bind(a.longitude)
        .bind(a.accuracy_meters)
        .bind(millis(a.authorised_at))
        .execute(&mut *tx)
        .await
        .map_err(|e| insert_error(e, "user_id", "session"))?;
        tx.commit().await.map_err(backend)
    }

    async fn geo_authorisation(
        &self,
        session: &SessionId,
    ) -> StoreResult<Option<GeoAuthorisation>> {
        let row: Option<AuthorisationRow> = sqlx::query_as(
            "SELECT session_id, user_id, region, latitude, longitude, accuracy_meters, ip, \
             authorised_at, expires_at FROM geo_authorisations WHERE session_id = ?",
        )
        .bind(session.as_str())
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(to_authorisation).transpose()
    }

    async fn last_geo_fix(&self, user: &UserId) -> StoreResult<Option<GeoFix>> {
        let row: Option<(f64, f64, f64, i64)> = sqlx::query_as(
            "SELECT latitude, longitude, accuracy_meters, at FROM geo_last_fixes \
             WHERE user_id = ?",
        )
        .bind(user.as_str())
        .fetch_optional(&self.pool)
        .await
        .map_err(backend)?;
        row.map(|(latitude, longitude, accuracy_meters, at)| {
            Ok(GeoFix {
                latitude,
                longitude,
                accuracy_meters,
                at: instant(at)?,
            })
        })
        .transpose()
    }
}

fn to_licence(row: LicenceRow) -> StoreResult<GeoLicence> {
    let (id, key_hash, user_id, session_id, licence_type, created_at, expires_at) = row;
    Ok(GeoLicence {
        id,
        key_hash,
        user_id: UserId::from_raw(user_id),
        session_id: SessionId::from_raw(session_id),
        licence_type: GeoLicenceType::parse(&licence_type)
            .ok_or_else(|| StoreError::Corrupt(format!("licence type {licence_type:?}")))?,
        created_at: instant(created_at)?,
        expires_at: instant(expires_at)?,
    })
}

fn to_authorisation(row: AuthorisationRow) -> StoreResult<GeoAuthorisation> {
    let (session_id, user_id, region, latitude, longitude, accuracy_meters, ip, at, expires) = row;
    Ok(GeoAuthorisation {
        session_id: SessionId::from_raw(session_id),
        user_id: UserId::from_raw(user_id),
        region,
        latitude,
        longitude,
        accuracy_meters,
        ip,
        authorised_at: instant(at)?,
        expires_at: instant(expires)?,
    })
}
