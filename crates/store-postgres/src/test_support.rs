//! Throw-away databases for tests (the conformance suite here, the server's integration
//! tests). Not behind `cfg(test)` because other crates' tests use it.
//!
//! Every test database is a copy of a migrated template (`CREATE DATABASE .. TEMPLATE`), made
//! once per server and set of migrations, so a test pays for a file copy instead of running
//! every migration.
//!
//! ```ignore
//! let db = TestDb::create("postgres://postgres@127.0.0.1:5432/postgres").await;
//! let store = PgStore::connect(db.url()).await?; // already migrated
//! // ...
//! store.close().await;
//! db.drop().await;
//! ```
#![allow(
    clippy::panic,
    reason = "test set-up: a database that cannot be made fails the test at once, saying why"
)]

use std::hash::{DefaultHasher, Hash, Hasher};

use sqlx::{Connection, PgConnection};

use store_sql::Connect;

use crate::{MIGRATOR, PgDb};

/// A uniquely named, migrated database (`sbtest_<ulid>`) created on the server of a base URL.
/// [`TestDb::drop`] removes it; a `TestDb` dropped without that call (a test that panicked)
/// is removed on a helper thread, best effort.
#[derive(Debug)]
pub struct TestDb {
    name: String,
    base_url: String,
    url: String,
    dropped: bool,
}

/// The migrated template of this build's migrations: its name carries their checksums, so a
/// changed migration gets a template of its own.
fn template_name() -> String {
    let mut hasher = DefaultHasher::new();
    for migration in MIGRATOR.iter() {
        migration.version.hash(&mut hasher);
        migration.checksum.hash(&mut hasher);
    }
    format!("sbtest_template_{:016x}", hasher.finish())
}

/// `base_url` with its database replaced by `name`.
fn url_of(base_url: &str, name: &str) -> String {
    let mut url = match url::Url::parse(base_url) {
        Ok(url) => url,
        Err(err) => panic!("TEST_POSTGRES_URL {base_url:?} is not a URL: {err}"),
    };
    url.set_path(&format!("/{name}"));
    url.into()
}

async fn connect(base_url: &str) -> PgConnection {
    match PgConnection::connect(base_url).await {
        Ok(conn) => conn,
        Err(err) => {
            panic!("cannot connect to PostgreSQL at {base_url} (set TEST_POSTGRES_URL): {err}")
        }
    }
}

async fn exec(conn: &mut PgConnection, sql: &str) -> Result<(), sqlx::Error> {
    sqlx::query(sql).execute(conn).await.map(|_| ())
}

/// Makes sure the template exists: the first test of a run creates and migrates it under an
/// advisory lock while the others wait.
async fn ensure_template(base_url: &str, template: &str) {
    let mut conn = connect(base_url).await;
    // One key for every test process on this server.
    let lock = "SELECT pg_advisory_lock(7303150001)";
    if let Err(err) = exec(&mut conn, lock).await {
        panic!("cannot lock the test template on {base_url}: {err}");
    }
    let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM pg_database WHERE datname = $1")
        .bind(template)
        .fetch_optional(&mut conn)
        .await
        .unwrap_or_else(|err| panic!("cannot list databases on {base_url}: {err}"));
    if exists.is_none() {
        let building = format!("{template}_building");
        let _ = exec(
            &mut conn,
            &format!("DROP DATABASE IF EXISTS \"{building}\" WITH (FORCE)"),
        )
        .await;
        if let Err(err) = exec(&mut conn, &format!("CREATE DATABASE \"{building}\"")).await {
            panic!("cannot create test template {building} on {base_url}: {err}");
        }
        let db = PgDb::open(&url_of(base_url, &building), 1)
            .await
            .unwrap_or_else(|err| panic!("cannot open {building}: {err}"));
        db.migrate()
            .await
            .unwrap_or_else(|err| panic!("cannot migrate {building}: {err}"));
        db.close().await;
        // The server ends a closed connection's session a moment later: wait for it, since a
        // database in use cannot be renamed.
        let sessions = "SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity \
             WHERE datname = $1 AND pid <> pg_backend_pid()";
        if let Err(err) = sqlx::query(sessions)
            .bind(&building)
            .execute(&mut conn)
            .await
        {
            panic!("cannot end the sessions of {building}: {err}");
        }
        // Renamed only once complete, so a crashed build is never taken for a template.
        let rename = format!("ALTER DATABASE \"{building}\" RENAME TO \"{template}\"");
        if let Err(err) = exec(&mut conn, &rename).await {
            panic!("cannot finish test template {template}: {err}");
        }
    }
    let _ = exec(&mut conn, "SELECT pg_advisory_unlock(7303150001)").await;
    let _ = conn.close().await;
}

impl TestDb {
    /// Creates a fresh, migrated database on the server `base_url` points at (any database
    /// the user may connect to; the user needs `CREATEDB`).
    ///
    /// # Panics
    /// When the server cannot be reached or refuses: this is test set-up, and the message
    /// says which URL failed.
    pub async fn create(base_url: &str) -> TestDb {
        let template = template_name();
        ensure_template(base_url, &template).await;
        let name = format!("sbtest_{}", ulid::Ulid::new().to_string().to_lowercase());
        let mut conn = connect(base_url).await;
        let create = format!("CREATE DATABASE \"{name}\" TEMPLATE \"{template}\"");
        if let Err(err) = exec(&mut conn, &create).await {
            panic!("cannot create test database {name} on {base_url}: {err}");
        }
        let _ = conn.close().await;
        TestDb {
            url: url_of(base_url, &name),
            name,
            base_url: base_url.to_owned(),
            dropped: false,
        }
    }

    /// Connection URL of the test database.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Name of the test database.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Drops the database, disconnecting any session still using it (`WITH (FORCE)`).
    /// Failures are reported on stderr, never panics (it runs during clean-up).
    pub async fn drop(mut self) {
        self.dropped = true;
        if let Err(err) = drop_database(&self.base_url, &self.name).await {
            eprintln!("could not drop test database {}: {err}", self.name);
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if self.dropped {
            return;
        }
        // Not dropped explicitly (the test panicked): drop it from a thread with its own
        // runtime, since this may run inside (or outside) an async context.
        let base_url = self.base_url.clone();
        let name = self.name.clone();
        let cleanup = std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build();
            match runtime {
                Ok(runtime) => {
                    if let Err(err) = runtime.block_on(drop_database(&base_url, &name)) {
                        eprintln!("could not drop test database {name}: {err}");
                    }
                }
                Err(err) => eprintln!("could not drop test database {name}: {err}"),
            }
        });
        let _ = cleanup.join();
    }
}

async fn drop_database(base_url: &str, name: &str) -> Result<(), sqlx::Error> {
    let mut conn = PgConnection::connect(base_url).await?;
    exec(
        &mut conn,
        &format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"),
    )
    .await?;
    conn.close().await
}
