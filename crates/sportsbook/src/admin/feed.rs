//! `sportsbook admin feed ...`: the operator's side of the sports feed.
//!
//! - `push FILE...` sends feed documents to the running server's push endpoint
//!   (`POST /api/feed/documents`), in order, with a feed key; each answer is printed.
//! - `check FILE...` validates documents offline (nothing is sent).
//! - `keys create --source S --by NAME | list | revoke ID` manages push-feed keys.
//!
//! A file holds one document or a JSON array of documents. Documents go through the server
//! (never straight into the database) so every node's live catalogue sees them at once.

use anyhow::{Context, bail};
use clap::Subcommand;
use domain::feed::FeedDocument;
use server::clock::Clock;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use store::Store;

#[derive(Debug, Subcommand)]
pub enum FeedCommand {
    /// Sends the documents of each file to the running server, in order.
    Push {
        /// JSON files: a document or an array of documents each.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The server's origin (default http://<BIND>).
        #[arg(long)]
        url: Option<String>,
        /// A feed key of the documents' source (`admin feed keys create`).
        #[arg(long, env = "FEED_KEY", hide_env_values = true)]
        key: String,
    },
    /// Validates the documents of each file without sending them.
    Check {
        #[arg(required = true)]
        files: Vec<PathBuf>,
    },
    /// Push-feed keys.
    Keys {
        #[command(subcommand)]
        command: KeysCommand,
    },
}

#[derive(Debug, Subcommand)]
pub enum KeysCommand {
    /// Creates a key for a source and prints it (once).
    Create {
        /// The feed source the key may send ("vendor-a").
        #[arg(long)]
        source: String,
        /// Who creates it (kept with the key for the audit trail).
        #[arg(long = "by")]
        created_by: String,
    },
    /// Lists every key (never the secrets).
    List,
    /// Revokes a key by id.
    Revoke { id: String },
}

/// The documents of a file, each validated; errors name the file, the index and the field.
pub fn read_documents(file: &Path) -> anyhow::Result<Vec<FeedDocument>> {
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    let starts_array = bytes
        .iter()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|b| *b == b'[');
    if !starts_array {
        let document = FeedDocument::from_json(&bytes)
            .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
        return Ok(vec![document]);
    }
    let items: Vec<serde_json::Value> = serde_json::from_slice(&bytes)
        .with_context(|| format!("{} is not a JSON array of documents", file.display()))?;
    items
        .iter()
        .enumerate()
        .map(|(i, item)| {
            FeedDocument::from_json(item.to_string().as_bytes())
                .map_err(|e| anyhow::anyhow!("{}[{i}]: {e}", file.display()))
        })
        .collect()
}

/// Runs one command; returns what to print. The store is opened only for `keys` (pushing
/// needs nothing but the server's URL and a key).
pub async fn run<F, Fut>(
    open_store: F,
    default_url: &str,
    command: &FeedCommand,
) -> anyhow::Result<String>
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = anyhow::Result<std::sync::Arc<dyn Store>>>,
{
    let mut out = String::new();
    match command {
        FeedCommand::Check { files } => {
            for file in files {
                let documents = read_documents(file)?;
                writeln!(
                    out,
                    "{}: {} valid document(s)",
                    file.display(),
                    documents.len()
                )?;
            }
        }
        FeedCommand::Push { files, url, key } => {
            let url = format!(
                "{}/api/feed/documents",
                url.as_deref().unwrap_or(default_url).trim_end_matches('/')
            );
            let documents = files
                .iter()
                .map(|f| read_documents(f))
                .collect::<anyhow::Result<Vec<_>>>()?;
            let client = reqwest::Client::builder()
                .timeout(std::time::Duration::from_secs(30))
                .build()?;
            for document in documents.iter().flatten() {
                let response = client
                    .post(&url)
                    .bearer_auth(key)
                    .json(document)
                    .send()
                    .await
                    .with_context(|| format!("cannot reach {url}"))?;
                let status = response.status();
                let body = response.text().await.unwrap_or_default();
                if !status.is_success() {
                    bail!(
                        "document {} (sequence {}) refused with {status}: {body}",
                        document.source,
                        document.sequence
                    );
                }
                writeln!(out, "{} #{}: {body}", document.source, document.sequence)?;
            }
        }
        FeedCommand::Keys { command } => {
            let store = open_store().await?;
            let store = store.as_ref();
            match command {
                KeysCommand::Create { source, created_by } => {
                    check_source(source)?;
                    if created_by.trim().is_empty() {
                        bail!("--by must name who creates the key");
                    }
                    let created = server::feed::keys::create(
                        store,
                        source,
                        created_by.trim(),
                        Clock::system().now(),
                    )
                    .await?;
                    writeln!(out, "key {} for source {source}:", created.key.id)?;
                    writeln!(out, "{}", created.secret)?;
                    writeln!(out, "(shown once; send it as Authorization: Bearer <key>)")?;
                }
                KeysCommand::List => {
                    let keys = store.feed_keys().await?;
                    if keys.is_empty() {
                        writeln!(out, "no feed keys")?;
                    }
                    for k in keys {
                        let state = k
                            .revoked_at
                            .map_or_else(|| "live".to_owned(), |t| format!("revoked {t}"));
                        writeln!(
                            out,
                            "{}  {:<16} created {} by {}  {state}",
                            k.id, k.source, k.created_at, k.created_by
                        )?;
                    }
                }
                KeysCommand::Revoke { id } => {
                    if store.revoke_feed_key(id, Clock::system().now()).await? {
                        writeln!(out, "revoked {id}")?;
                    } else {
                        bail!("no live feed key has id {id}");
                    }
                }
            }
        }
    }
    Ok(out)
}

/// A source name follows the feed's identifier rule.
fn check_source(source: &str) -> anyhow::Result<()> {
    let ok = !source.is_empty()
        && source.len() <= domain::feed::MAX_ID_LEN
        && source
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'));
    if !ok {
        bail!("--source must be 1 to 64 letters, digits, '-', '_', '.' or ':'");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, text: &str) -> PathBuf {
        let path = std::env::temp_dir().join(format!("sb-feed-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path
    }

    const DOCUMENT: &str = r#"{"source": "vendor-a", "sequence": 3, "changes": [
        {"market_status": {"market_id": "m1", "status": "closed"}}
    ]}"#;

    #[test]
    fn reads_one_document_or_an_array_and_names_what_is_wrong() {
        let single = file("single.json", DOCUMENT);
        assert_eq!(read_documents(&single).unwrap().len(), 1);
        let many = file("many.json", &format!("[{DOCUMENT}, {DOCUMENT}]"));
        assert_eq!(read_documents(&many).unwrap().len(), 2);
        let bad = file(
            "bad.json",
            &format!("[{DOCUMENT}, {}]", DOCUMENT.replace("closed", "sleeping")),
        );
        let error = read_documents(&bad).unwrap_err().to_string();
        assert!(
            error.contains("[1]") && error.contains("changes[0].market_status.status"),
            "{error}"
        );
        for path in [single, many, bad] {
            let _ = std::fs::remove_file(path);
        }
        assert!(check_source("vendor-a").is_ok());
        assert!(check_source("bad source").is_err());
    }
}
