//! [`store::GeolocationStore`]. Each write is one unit of work; a nonce is spent by an
//! `INSERT ... ON CONFLICT DO NOTHING` on its primary key, so of two concurrent spends
//! exactly one inserts.

use async_trait::async_trait;
use chrono::{DateTime, Duration, Utc};
use domain::ids::{SessionId, UserId};
use store::{
    GeoAuthorisation, GeoFix, GeoLicence, GeoLicenceType, GeolocationStore, StoreError, StoreResult,
};

use crate::SqlStore;
use crate::convert::{corrupt, instant, millis};
use crate::db::{Backend, Executor, query, query_as};
use crate::row;

/// How long expired licences are kept (for support) before they are removed.
const KEEP_EXPIRED_LICENCES: Duration = Duration::days(1);

row! {
    struct LicenceRow {
        id: String,
        key_hash: String,
        user_id: String,
        session_id: String,
        licence_type: String,
        created_at: i64,
        expires_at: i64,
    }
}

impl TryFrom<LicenceRow> for GeoLicence {
    type Error = StoreError;

    fn try_from(row: LicenceRow) -> StoreResult<Self> {
        Ok(GeoLicence {
            id: row.id,
            key_hash: row.key_hash,
            user_id: UserId::from_raw(row.user_id),
            session_id: SessionId::from_raw(row.session_id),
            licence_type: GeoLicenceType::parse(&row.licence_type)
                .ok_or_else(|| corrupt("licence type", &row.licence_type))?,
            created_at: instant(row.created_at)?,
            expires_at: instant(row.expires_at)?,
        })
    }
}

row! {
    struct AuthorisationRow {
        session_id: String,
        user_id: String,
        region: String,
        latitude: f64,
        longitude: f64,
        accuracy_meters: f64,
        ip: Option<String>,
        authorised_at: i64,
        expires_at: i64,
    }
}

impl TryFrom<AuthorisationRow> for GeoAuthorisation {
    type Error = StoreError;

    fn try_from(row: AuthorisationRow) -> StoreResult<Self> {
        Ok(GeoAuthorisation {
            session_id: SessionId::from_raw(row.session_id),
            user_id: UserId::from_raw(row.user_id),
            region: row.region,
            latitude: row.latitude,
            longitude: row.longitude,
            accuracy_meters: row.accuracy_meters,
            ip: row.ip,
            authorised_at: instant(row.authorised_at)?,
            expires_at: instant(row.expires_at)?,
        })
    }
}

async fn insert_geo_licence(db: &mut dyn Executor, licence: GeoLicence) -> StoreResult<()> {
    query("DELETE FROM geo_licences WHERE expires_at < $1")
        .bind(millis(licence.created_at - KEEP_EXPIRED_LICENCES))
        .execute(db)
        .await?;
    query(
        "INSERT INTO geo_licences \
         (id, key_hash, user_id, session_id, licence_type, created_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(licence.id.as_str())
    .bind(licence.key_hash.as_str())
    .bind(licence.user_id.as_str())
    .bind(licence.session_id.as_str())
    .bind(licence.licence_type.as_str())
    .bind(millis(licence.created_at))
    .bind(millis(licence.expires_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("key_hash", "session"))?;
    Ok(())
}

async fn spend_geo_nonce(
    db: &mut dyn Executor,
    nonce: String,
    keep_until: DateTime<Utc>,
    now: DateTime<Utc>,
) -> StoreResult<bool> {
    query("DELETE FROM geo_packet_nonces WHERE keep_until < $1")
        .bind(millis(now))
        .execute(db)
        .await?;
    let inserted = query(
        "INSERT INTO geo_packet_nonces (nonce, keep_until) VALUES ($1, $2) \
         ON CONFLICT (nonce) DO NOTHING",
    )
    .bind(nonce.as_str())
    .bind(millis(keep_until))
    .execute(db)
    .await?;
    Ok(inserted == 1)
}

async fn save_geo_authorisation(db: &mut dyn Executor, a: GeoAuthorisation) -> StoreResult<()> {
    query(
        "INSERT INTO geo_authorisations (session_id, user_id, region, latitude, longitude, \
         accuracy_meters, ip, authorised_at, expires_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
         ON CONFLICT (session_id) DO UPDATE SET user_id = excluded.user_id, \
         region = excluded.region, latitude = excluded.latitude, \
         longitude = excluded.longitude, accuracy_meters = excluded.accuracy_meters, \
         ip = excluded.ip, authorised_at = excluded.authorised_at, \
         expires_at = excluded.expires_at",
    )
    .bind(a.session_id.as_str())
    .bind(a.user_id.as_str())
    .bind(a.region.as_str())
    .bind(a.latitude)
    .bind(a.longitude)
    .bind(a.accuracy_meters)
    .bind(&a.ip)
    .bind(millis(a.authorised_at))
    .bind(millis(a.expires_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("session_id", "session"))?;
    query(
        "INSERT INTO geo_last_fixes (user_id, latitude, longitude, accuracy_meters, at) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id) DO UPDATE SET \
         latitude = excluded.latitude, longitude = excluded.longitude, \
         accuracy_meters = excluded.accuracy_meters, at = excluded.at",
    )
    .bind(a.user_id.as_str())
    .bind(a.latitude)
    .bind(a.longitude)
    .bind(a.accuracy_meters)
    .bind(millis(a.authorised_at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("user_id", "session"))?;
    Ok(())
}

#[async_trait]
impl<B: Backend> GeolocationStore for SqlStore<B> {
    async fn insert_geo_licence(&self, licence: &GeoLicence) -> StoreResult<()> {
        let licence = licence.clone();
        self.write(move |db| Box::pin(insert_geo_licence(db, licence)))
            .await
    }

    async fn geo_licence(&self, key_hash: &str) -> StoreResult<Option<GeoLicence>> {
        let key_hash = key_hash.to_owned();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<LicenceRow> = query_as(
                    "SELECT id, key_hash, user_id, session_id, licence_type, created_at, \
                     expires_at FROM geo_licences WHERE key_hash = $1",
                )
                .bind(key_hash.as_str())
                .fetch_optional(db)
                .await?;
                row.map(GeoLicence::try_from).transpose()
            })
        })
        .await
    }

    async fn spend_geo_nonce(
        &self,
        nonce: &str,
        keep_until: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> StoreResult<bool> {
        let nonce = nonce.to_owned();
        self.write(move |db| Box::pin(spend_geo_nonce(db, nonce, keep_until, now)))
            .await
    }

    async fn save_geo_authorisation(&self, authorisation: &GeoAuthorisation) -> StoreResult<()> {
        let authorisation = authorisation.clone();
        self.write(move |db| Box::pin(save_geo_authorisation(db, authorisation)))
            .await
    }

    async fn geo_authorisation(
        &self,
        session: &SessionId,
    ) -> StoreResult<Option<GeoAuthorisation>> {
        let session = session.clone();
        self.read(move |db| Box::pin(async move { geo_authorisation_in(db, &session).await }))
            .await
    }

    async fn last_geo_fix(&self, user: &UserId) -> StoreResult<Option<GeoFix>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let row: Option<(f64, f64, f64, i64)> = query_as(
                    "SELECT latitude, longitude, accuracy_meters, at FROM geo_last_fixes \
                     WHERE user_id = $1",
                )
                .bind(user.as_str())
                .fetch_optional(db)
                .await?;
                row.map(|(latitude, longitude, accuracy_meters, at)| {
                    Ok(GeoFix {
                        latitude,
                        longitude,
                        accuracy_meters,
                        at: instant(at)?,
                    })
                })
                .transpose()
            })
        })
        .await
    }
}

/// The login session's location authorisation, if any.
pub(crate) async fn geo_authorisation_in(
    db: &mut dyn Executor,
    session: &SessionId,
) -> StoreResult<Option<GeoAuthorisation>> {
    let row: Option<AuthorisationRow> = query_as(
        "SELECT session_id, user_id, region, latitude, longitude, accuracy_meters, ip, \
         authorised_at, expires_at FROM geo_authorisations WHERE session_id = $1",
    )
    .bind(session.as_str())
    .fetch_optional(db)
    .await?;
    row.map(GeoAuthorisation::try_from).transpose()
}
