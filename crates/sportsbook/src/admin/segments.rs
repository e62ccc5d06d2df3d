//! `sportsbook admin segments ...`: operators keep the lists of accounts (segments, such as
//! `vip`) a promotion's `eligibility.segments` names. The checks are
//! `server::promotions::admin`'s; this module reads the flags and prints.
//!
//! ```text
//! sportsbook admin segments add NAME --email E --by NAME
//! sportsbook admin segments remove NAME --email E --by NAME
//! sportsbook admin segments list
//! ```

use clap::Subcommand;
use server::clock::Clock;
use server::promotions::admin::{self, SegmentChange};
use std::fmt::Write as _;
use store::Store;

#[derive(Debug, Subcommand)]
pub enum SegmentsCommand {
    /// Puts an account in a segment (1 to 40 lower-case letters, digits and dashes).
    Add {
        segment: String,
        #[arg(long)]
        email: String,
        /// The operator who acts.
        #[arg(long)]
        by: String,
    },
    /// Takes an account out of a segment.
    Remove {
        segment: String,
        #[arg(long)]
        email: String,
        #[arg(long)]
        by: String,
    },
    /// Every segment with its number of accounts.
    List,
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &SegmentsCommand) -> anyhow::Result<String> {
    Ok(match command {
        SegmentsCommand::Add { segment, email, by } => {
            let now = Clock::system().now();
            match admin::add_to_segment(store, segment, email, by, now).await? {
                SegmentChange::Changed => format!("{email} added to {segment}\n"),
                SegmentChange::Unchanged => format!("{email} is already in {segment}\n"),
            }
        }
        SegmentsCommand::Remove { segment, email, by } => {
            match admin::remove_from_segment(store, segment, email, by).await? {
                SegmentChange::Changed => format!("{email} removed from {segment}\n"),
                SegmentChange::Unchanged => format!("{email} is not in {segment}\n"),
            }
        }
        SegmentsCommand::List => {
            let mut out = String::new();
            for (segment, accounts) in store.segments().await? {
                let _ = writeln!(out, "{segment}: {accounts} accounts");
            }
            if out.is_empty() {
                out.push_str("no segments\n");
            }
            out
        }
    })
}
