//! Throw-away database files for tests (the conformance suite here, the server's integration
//! tests). Not behind `cfg(test)` because other crates' tests use it.
//!
//! Every test database is a copy of a migrated template file, made once per set of
//! migrations, so a test pays for a file copy instead of running every migration.
#![allow(
    clippy::panic,
    reason = "test set-up: a database that cannot be made fails the test at once, saying why"
)]

use std::hash::{BuildHasher, DefaultHasher, Hash, Hasher, RandomState};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use store_sql::Connect;

use crate::{MIGRATOR, SqliteDb};

/// A uniquely named, migrated database file in the temporary folder. [`TestFile::remove`]
/// deletes it with its WAL files.
#[derive(Debug)]
pub struct TestFile {
    path: PathBuf,
}

/// The migrated template of this build's migrations: its name carries their checksums.
fn template_path() -> PathBuf {
    let mut hasher = DefaultHasher::new();
    for migration in MIGRATOR.iter() {
        migration.version.hash(&mut hasher);
        migration.checksum.hash(&mut hasher);
    }
    std::env::temp_dir().join(format!("sbtest-template-{:016x}.db", hasher.finish()))
}

/// A path no other test (in this or another process) uses.
fn unique_path(prefix: &str) -> PathBuf {
    static SEQ: AtomicU64 = AtomicU64::new(0);
    // Random per process: a reused process id never meets an old file.
    let salt = RandomState::new().build_hasher().finish();
    std::env::temp_dir().join(format!(
        "{prefix}-{}-{salt:016x}-{}.db",
        std::process::id(),
        SEQ.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Builds the template when it is missing: migrated in a private file, closed (which folds
/// the write-ahead log into it), then renamed into place (atomic, so concurrent builders never
/// see half a file).
async fn ensure_template(template: &Path) {
    if template.exists() {
        return;
    }
    let building = unique_path("sbtest-template-building");
    let url = format!("sqlite://{}", building.display());
    let db = SqliteDb::connect(&url)
        .await
        .unwrap_or_else(|err| panic!("cannot open {url}: {err}"));
    db.migrate()
        .await
        .unwrap_or_else(|err| panic!("cannot migrate the test template: {err}"));
    db.close().await;
    if let Err(err) = std::fs::rename(&building, template) {
        panic!(
            "cannot move the test template to {}: {err}",
            template.display()
        );
    }
}

impl TestFile {
    /// Creates a fresh, migrated database file.
    ///
    /// # Panics
    /// When the temporary folder cannot be written: this is test set-up.
    pub async fn create() -> TestFile {
        Self::create_at(unique_path("sbtest-store")).await
    }

    /// Creates a fresh, migrated database file at `path` (replacing any file there).
    ///
    /// # Panics
    /// When the file cannot be written: this is test set-up.
    pub async fn create_at(path: PathBuf) -> TestFile {
        let template = template_path();
        ensure_template(&template).await;
        if let Err(err) = std::fs::copy(&template, &path) {
            panic!(
                "cannot copy {} to {}: {err}",
                template.display(),
                path.display()
            );
        }
        TestFile { path }
    }

    /// The file's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Connection URL of the file.
    pub fn url(&self) -> String {
        format!("sqlite://{}", self.path.display())
    }

    /// Deletes the file and its WAL files (best effort: it runs during clean-up).
    pub fn remove(self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut file = self.path.clone().into_os_string();
            file.push(suffix);
            let _ = std::fs::remove_file(file);
        }
    }
}
