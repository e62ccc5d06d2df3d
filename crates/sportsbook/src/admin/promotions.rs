//! `sportsbook admin promotions ...`: operators create promotions from JSON definitions, list
//! them, and pause, resume or end one. The rules, the checks and the audit rows are
//! `server::promotions::admin`'s (docs/product/promotions.md describes the definition); this
//! module reads the flags and prints.
//!
//! ```text
//! sportsbook admin promotions create FILE.json --by NAME
//! sportsbook admin promotions list
//! sportsbook admin promotions pause ID|SLUG --by NAME
//! sportsbook admin promotions resume ID|SLUG --by NAME
//! sportsbook admin promotions end ID|SLUG --by NAME
//! sportsbook admin promotions audit ID|SLUG
//! ```

use anyhow::Context;
use clap::Subcommand;
use domain::promotion::Action;
use server::clock::Clock;
use server::promotions::admin;
use std::fmt::Write as _;
use std::path::PathBuf;
use store::{Promotion, Store};

#[derive(Debug, Subcommand)]
pub enum PromotionsCommand {
    /// Creates a promotion (live at once, version 1) from a JSON definition.
    Create {
        /// The definition (see docs/product/promotions.md).
        file: PathBuf,
        /// The operator who acts (kept in the audit trail).
        #[arg(long)]
        by: String,
    },
    /// Every promotion, newest first: id, slug, status, window, trigger, code, accounts awarded.
    List,
    /// Stops a live promotion from awarding until it is resumed.
    Pause {
        /// The promotion's id or slug.
        id: String,
        #[arg(long)]
        by: String,
    },
    /// Lets a paused promotion award again.
    Resume {
        id: String,
        #[arg(long)]
        by: String,
    },
    /// Ends a promotion for good (its code becomes free for another promotion).
    End {
        id: String,
        #[arg(long)]
        by: String,
    },
    /// A promotion's audit trail: who changed what, when, before and after.
    Audit { id: String },
}

fn line(p: &Promotion) -> String {
    let d = p.definition.get();
    format!(
        "{} {} ({}) {} v{} {}..{} trigger {}{}",
        p.id,
        d.slug,
        d.title,
        p.lifecycle,
        p.version,
        d.starts_at.to_rfc3339(),
        d.ends_at.to_rfc3339(),
        d.trigger.kind().as_str(),
        p.definition
            .promo_code()
            .map(|c| format!(" code {c}"))
            .unwrap_or_default()
    )
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &PromotionsCommand) -> anyhow::Result<String> {
    let now = Clock::system().now();
    let changed = |action: Action, id: &str, by: &str| {
        let (id, by) = (id.to_owned(), by.to_owned());
        async move {
            let p = admin::change(store, &id, action, by.trim(), now).await?;
            anyhow::Ok(format!("{}\n", line(&p)))
        }
    };
    match command {
        PromotionsCommand::Create { file, by } => {
            let json =
                std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
            let p = admin::create(store, &json, by.trim(), now).await?;
            Ok(format!("created {}\n", line(&p)))
        }
        PromotionsCommand::List => {
            let mut out = String::new();
            for l in admin::list(store).await? {
                writeln!(out, "{} awarded {}", line(&l.promotion), l.awarded)?;
            }
            if out.is_empty() {
                out.push_str("no promotions\n");
            }
            Ok(out)
        }
        PromotionsCommand::Pause { id, by } => changed(Action::Pause, id, by).await,
        PromotionsCommand::Resume { id, by } => changed(Action::Resume, id, by).await,
        PromotionsCommand::End { id, by } => changed(Action::End, id, by).await,
        PromotionsCommand::Audit { id } => {
            let p = store
                .promotion(id.trim())
                .await?
                .with_context(|| format!("no promotion {id:?}"))?;
            let mut out = String::new();
            for a in store.promotion_audit(&p.id).await? {
                writeln!(
                    out,
                    "{} {} by {}\n  before: {}\n  after:  {}",
                    a.at.to_rfc3339(),
                    a.action,
                    a.actor,
                    a.before.as_deref().unwrap_or("-"),
                    a.after
                )?;
            }
            Ok(out)
        }
    }
}
