//! `sportsbook admin dialogs publish FILE.json | list | unpublish ID`: custom dialogs.
//! A file holds one config or an array of them; every config is validated before any is
//! stored, and an error names the field (`buttons[0].url: must be an https:// URL ...`).

use anyhow::Context;
use clap::Subcommand;
use server::clock::Clock;
use server::platform::dialogs::{decode, parse_configs, publish};
use std::fmt::Write as _;
use std::path::PathBuf;
use store::Store;

#[derive(Debug, Subcommand)]
pub enum DialogsCommand {
    /// Validates and publishes the dialogs of a JSON file (replacing same-id ones).
    Publish {
        /// JSON file: one dialog config or an array.
        file: PathBuf,
    },
    /// Lists every stored dialog and whether it is published.
    List,
    /// Stops showing a dialog.
    Unpublish {
        /// Dialog id.
        id: String,
    },
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &DialogsCommand) -> anyhow::Result<String> {
    let mut out = String::new();
    match command {
        DialogsCommand::Publish { file } => {
            let text = std::fs::read_to_string(file)
                .with_context(|| format!("cannot read {}", file.display()))?;
            let dialogs = parse_configs(&text)
                .map_err(|e| anyhow::anyhow!("{}: {e}; nothing was published", file.display()))?;
            publish(store, &dialogs, Clock::system().now()).await?;
            for d in &dialogs {
                writeln!(out, "published {}", d.id)?;
            }
        }
        DialogsCommand::List => {
            let records = store.custom_dialogs(false).await?;
            if records.is_empty() {
                writeln!(out, "no custom dialogs")?;
            }
            for (d, published) in decode(&records) {
                writeln!(
                    out,
                    "{:<24} {:<11} {}",
                    d.id,
                    if published {
                        "published"
                    } else {
                        "unpublished"
                    },
                    d.title
                )?;
            }
        }
        DialogsCommand::Unpublish { id } => {
            store
                .unpublish_custom_dialog(id, Clock::system().now())
                .await
                .map_err(|e| match e {
                    store::StoreError::NotFound(_) => anyhow::anyhow!("no custom dialog {id:?}"),
                    other => other.into(),
                })?;
            writeln!(out, "unpublished {id}")?;
        }
    }
    Ok(out)
}
