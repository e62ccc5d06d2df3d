//! Throw-away databases for tests (the conformance suite here, the server's integration
//! tests). Not behind `cfg(test)` because other crates' tests use it.
//!
//! ```ignore
//! let db = TestDb::create("postgres://postgres@127.0.0.1:5432/postgres").await;
//! let store = PgStore::connect(db.url()).await?;
//! // ...
//! store.close().await;
//! db.drop().await;
//! ```

use sqlx::{Connection, PgConnection};

/// A uniquely named database (`sbtest_<ulid>`) created on the server of a base URL.
/// [`TestDb::drop`] removes it; a `TestDb` dropped without that call (a test that panicked)
/// is removed on a helper thread, best effort.
#[derive(Debug)]
pub struct TestDb {
    name: String,
    base_url: String,
    url: String,
    dropped: bool,
}

impl TestDb {
    /// Creates a fresh, empty database on the server `base_url` points at (any database
    /// the user may connect to; the user needs `CREATEDB`).
    ///
    /// # Panics
    /// When the server cannot be reached or refuses: this is test set-up, and the message
    /// says which URL failed.
    pub async fn create(base_url: &str) -> TestDb {
        let name = format!("sbtest_{}", ulid::Ulid::new().to_string().to_lowercase());
        let mut url = match url::Url::parse(base_url) {
            Ok(url) => url,
            Err(err) => panic!("TEST_POSTGRES_URL {base_url:?} is not a URL: {err}"),
        };
        url.set_path(&format!("/{name}"));
        let mut conn = match PgConnection::connect(base_url).await {
            Ok(conn) => conn,
            Err(err) => {
                panic!("cannot connect to PostgreSQL at {base_url} (set TEST_POSTGRES_URL): {err}")
            }
        };
        if let Err(err) = sqlx::query(&format!("CREATE DATABASE \"{name}\""))
            .execute(&mut conn)
            .await
        {
            panic!("cannot create test database {name} on {base_url}: {err}");
        }
        let _ = conn.close().await;
        TestDb {
            name,
            base_url: base_url.to_owned(),
            url: url.into(),
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
    sqlx::query(&format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)"))
        .execute(&mut conn)
        .await?;
    conn.close().await
}
