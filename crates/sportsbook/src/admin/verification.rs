//! `sportsbook admin verification ...`: an operator resolves an identity verification in
//! review, verifies an account by hand (support, e.g. after the attempts ran out), or reads an
//! account's verification with its review audit. The rules and the audit rows are
//! `server::verification::admin`'s; this module prints.
//!
//! ```text
//! sportsbook admin verification show --email E
//! sportsbook admin verification approve --email E --note TEXT --by NAME
//! sportsbook admin verification reject --email E --reason CODE [--reason CODE ...] --note TEXT --by NAME
//! ```

use chrono::{DateTime, Utc};
use clap::Subcommand;
use server::clock::Clock;
use server::verification::admin::{self, Decision};
use std::fmt::Write as _;
use store::{ReviewDecision, Store};

#[derive(Debug, Subcommand)]
pub enum VerificationCommand {
    /// An account's verification status, attempts, open scan and reviews.
    Show {
        /// The account holder's email.
        #[arg(long)]
        email: String,
    },
    /// Verifies an account in review (or by hand: rejected or unverified).
    Approve {
        #[arg(long)]
        email: String,
        /// What was checked (kept in the audit; not shown to the player).
        #[arg(long)]
        note: String,
        /// The operator who decides.
        #[arg(long)]
        by: String,
    },
    /// Rejects an account in review with reasons (DOCUMENT_EXPIRED, UNREADABLE,
    /// NAME_MISMATCH, DATE_OF_BIRTH_MISMATCH, UNDER_AGE), shown to the player.
    Reject {
        #[arg(long)]
        email: String,
        #[arg(long = "reason", required = true)]
        reasons: Vec<String>,
        #[arg(long)]
        note: String,
        #[arg(long)]
        by: String,
    },
}

/// Runs one command at `now`; returns what to print.
pub async fn run_at(
    store: &dyn Store,
    command: &VerificationCommand,
    now: DateTime<Utc>,
) -> anyhow::Result<String> {
    let (email, reject, note, by) = match command {
        VerificationCommand::Show { email } => {
            let (user, current, reviews) = admin::show(store, email).await?;
            let v = &current.verification;
            let mut out = format!(
                "{}: {} after {} of {} attempts",
                user.email,
                v.status.as_str(),
                v.attempts,
                domain::verification::MAX_ATTEMPTS
            );
            if !v.reasons.is_empty() {
                let codes: Vec<&str> = v.reasons.iter().map(|r| r.as_str()).collect();
                write!(out, " (reasons: {})", codes.join(", "))?;
            }
            out.push('\n');
            if let Some(scan) = &current.scan {
                writeln!(
                    out,
                    "scan {} {} (provider reference {})",
                    scan.id,
                    scan.status.as_str(),
                    scan.provider_reference
                )?;
            }
            for r in &reviews {
                let decision = match &r.decision {
                    ReviewDecision::Approve => "APPROVED".to_owned(),
                    ReviewDecision::Reject(reasons) => format!(
                        "REJECTED ({})",
                        reasons
                            .iter()
                            .map(|r| r.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                };
                writeln!(
                    out,
                    "{}  {} from {} by {}: {}",
                    r.at.to_rfc3339(),
                    decision,
                    r.previous.as_str(),
                    r.operator,
                    r.note
                )?;
            }
            return Ok(out);
        }
        VerificationCommand::Approve { email, note, by } => (email, &[][..], note, by),
        VerificationCommand::Reject {
            email,
            reasons,
            note,
            by,
        } => (email, reasons.as_slice(), note, by),
    };
    let (user, decided) = admin::decide(
        store,
        Decision {
            email,
            reject,
            note,
            by,
        },
        now,
    )
    .await?;
    Ok(format!(
        "identity verification of {} is now {}\n",
        user.email,
        decided.status.as_str()
    ))
}

/// Runs one command now; returns what to print.
pub async fn run(store: &dyn Store, command: &VerificationCommand) -> anyhow::Result<String> {
    run_at(store, command, Clock::system().now()).await
}
