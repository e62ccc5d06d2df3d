//! `sportsbook admin restrict ...`: an operator closes the casino to one account holder, lists
//! their restrictions, and lifts one. The rules and the audit rows are
//! `server::responsible_gaming::restrictions`'; this module reads the flags and prints.
//!
//! ```text
//! sportsbook admin restrict casino --email E (--days N | --until YYYY-MM-DD | --indefinite) --reason TEXT --by NAME
//! sportsbook admin restrict list --email E
//! sportsbook admin restrict lift ID --by NAME
//! ```
//!
//! `--until D` ends the restriction at the start of D in the holder's region's time zone (the
//! casino opens again that day); it must be a later date than today there.

use chrono::{DateTime, NaiveDate, Utc};
use clap::{Args, Subcommand};
use domain::responsible_gaming::casino::RestrictionLength;
use server::clock::Clock;
use server::responsible_gaming::restrictions::{self, Restrict};
use std::fmt::Write as _;
use store::{OperatorRestriction, Store};

#[derive(Debug, Subcommand)]
pub enum RestrictCommand {
    /// Closes the casino to one account holder (sports betting stays open).
    Casino(CasinoArgs),
    /// Lists an account holder's casino restrictions, newest first (lifted and ended ones too).
    List {
        /// The account holder's email.
        #[arg(long)]
        email: String,
    },
    /// Lifts a restriction; it stays on record with who lifted it and when.
    Lift {
        /// The restriction's id (from `restrict casino` or `restrict list`).
        id: String,
        /// The operator who lifts it.
        #[arg(long)]
        by: String,
    },
}

#[derive(Debug, Args)]
pub struct CasinoArgs {
    /// The account holder's email.
    #[arg(long)]
    pub email: String,
    #[command(flatten)]
    pub length: Length,
    /// Why (kept with the restriction and its audit row; not shown to the bettor).
    #[arg(long)]
    pub reason: String,
    /// The operator who acts.
    #[arg(long)]
    pub by: String,
}

/// How long: exactly one of the three.
#[derive(Debug, Args)]
#[group(required = true, multiple = false)]
pub struct Length {
    /// This many days from now (1 to 3650).
    #[arg(long)]
    pub days: Option<i64>,
    /// Until the start of this date (YYYY-MM-DD) in the holder's time zone.
    #[arg(long, value_parser = parse_date)]
    pub until: Option<NaiveDate>,
    /// Until an operator lifts it.
    #[arg(long)]
    pub indefinite: bool,
}

impl Length {
    fn length(&self) -> RestrictionLength {
        match (self.days, self.until) {
            (Some(days), _) => RestrictionLength::Days(days),
            (None, Some(date)) => RestrictionLength::Until(date),
            (None, None) => RestrictionLength::Indefinite,
        }
    }
}

fn parse_date(raw: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
        .map_err(|_| format!("{raw:?} is not a date: use YYYY-MM-DD, e.g. 2026-12-01"))
}

fn end(restriction: &OperatorRestriction) -> String {
    restriction
        .ends_at
        .map_or_else(|| "lifted".to_owned(), |e| e.to_rfc3339())
}

/// One line of `restrict list`.
fn line(r: &OperatorRestriction, now: DateTime<Utc>) -> String {
    let status = match (&r.lifted_at, &r.lifted_by) {
        (Some(at), by) => format!(
            "lifted at {} by {}",
            at.to_rfc3339(),
            by.as_deref().unwrap_or("?")
        ),
        (None, _) if r.in_force(now) => "ACTIVE".to_owned(),
        (None, _) => "ended".to_owned(),
    };
    format!(
        "{}  {}  from {} until {}  by {}  reason: {}",
        r.id,
        status,
        r.created_at.to_rfc3339(),
        end(r),
        r.created_by,
        r.reason
    )
}

/// Runs one command at `now`; returns what to print.
pub async fn run_at(
    store: &dyn Store,
    command: &RestrictCommand,
    now: DateTime<Utc>,
) -> anyhow::Result<String> {
    match command {
        RestrictCommand::Casino(args) => {
            let (user, restriction) = restrictions::restrict(
                store,
                Restrict {
                    email: &args.email,
                    length: args.length.length(),
                    reason: &args.reason,
                    by: &args.by,
                },
                now,
            )
            .await?;
            Ok(format!(
                "casino closed to {} until {} (restriction {})\n",
                user.email,
                end(&restriction),
                restriction.id
            ))
        }
        RestrictCommand::List { email } => {
            let (user, list) = restrictions::list(store, email).await?;
            if list.is_empty() {
                return Ok(format!("no casino restrictions for {}\n", user.email));
            }
            let mut out = String::new();
            for r in &list {
                writeln!(out, "{}", line(r, now))?;
            }
            Ok(out)
        }
        RestrictCommand::Lift { id, by } => {
            let lifted = restrictions::lift(store, id, by, now).await?;
            let still = restrictions::casino_restriction(store, &lifted.user_id, now).await?;
            let mut out = format!("casino restriction {} lifted\n", lifted.id);
            if still.active {
                let until = still
                    .expires_at
                    .map_or_else(|| "lifted".to_owned(), |e| e.to_rfc3339());
                writeln!(
                    out,
                    "the casino stays closed to this account until {until} (another restriction or a break)"
                )?;
            }
            Ok(out)
        }
    }
}

/// Runs one command now; returns what to print.
pub async fn run(store: &dyn Store, command: &RestrictCommand) -> anyhow::Result<String> {
    run_at(store, command, Clock::system().now()).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cli::{AdminCommand, Cli, Command};
    use chrono::Duration;
    use clap::Parser;
    use store::{IdentityStore, NewUser};
    use store_sqlite::SqliteStore;

    async fn store() -> SqliteStore {
        let store = SqliteStore::connect("sqlite::memory:").await.unwrap();
        store.migrate().await.unwrap();
        store
            .create_user(NewUser {
                email: "bettor@example.com".to_owned(),
                password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA".to_owned(),
                first_name: "Alex".to_owned(),
                last_name: "Morgan".to_owned(),
                date_of_birth: NaiveDate::from_ymd_opt(1990, 5, 15).unwrap(),
                region: "US-NJ".to_owned(),
                currency: domain::money::Currency::Usd,
                created_at: Clock::system().now(),
            })
            .await
            .unwrap();
        store
    }

    fn parse(args: &[&str]) -> Result<RestrictCommand, clap::Error> {
        let mut argv = vec!["sportsbook", "admin", "restrict"];
        argv.extend_from_slice(args);
        match Cli::try_parse_from(argv)?.command {
            Command::Admin {
                command: AdminCommand::Restrict { command },
            } => Ok(command),
            other => panic!("parsed as {other:?}"),
        }
    }

    fn utc(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn exactly_one_length_is_required() {
        let ok = parse(&[
            "casino",
            "--email",
            "e",
            "--until",
            "2026-12-01",
            "--reason",
            "r",
            "--by",
            "b",
        ])
        .unwrap();
        let RestrictCommand::Casino(args) = ok else {
            panic!("expected restrict casino")
        };
        assert_eq!(
            args.length.length(),
            RestrictionLength::Until(NaiveDate::from_ymd_opt(2026, 12, 1).unwrap())
        );
        for bad in [
            vec!["casino", "--email", "e", "--reason", "r", "--by", "b"],
            vec![
                "casino",
                "--email",
                "e",
                "--days",
                "3",
                "--indefinite",
                "--reason",
                "r",
                "--by",
                "b",
            ],
            vec!["casino", "--email", "e", "--indefinite", "--by", "b"],
        ] {
            assert!(parse(&bad).is_err(), "{bad:?} should be refused");
        }
        let error = parse(&[
            "casino",
            "--email",
            "e",
            "--until",
            "12/01/2026",
            "--reason",
            "r",
            "--by",
            "b",
        ])
        .unwrap_err()
        .to_string();
        assert!(error.contains("use YYYY-MM-DD"), "{error}");
    }

    #[tokio::test]
    async fn restrict_list_and_lift() {
        let store = store().await;
        // 10:00 PM EST on Nov 23: Nov 23 is today in New Jersey, Nov 24 tomorrow.
        let now = utc("2026-11-24T03:00:00Z");
        let run = |args: &[&str], at| {
            let command = parse(args).unwrap();
            let store = store.clone();
            async move { run_at(&store, &command, at).await }
        };
        let refused = |args: Vec<&'static str>| {
            let run = &run;
            async move { run(&args, now).await.unwrap_err().to_string() }
        };
        let base = [
            "casino",
            "--email",
            "bettor@example.com",
            "--by",
            "ops-jane",
        ];
        let with = |extra: &[&'static str]| {
            let mut v = base.to_vec();
            v.extend_from_slice(extra);
            v
        };
        assert_eq!(
            refused(vec![
                "casino",
                "--email",
                "nobody@example.com",
                "--days",
                "7",
                "--reason",
                "r",
                "--by",
                "ops-jane"
            ])
            .await,
            "no account with email \"nobody@example.com\""
        );
        assert!(
            refused(with(&["--until", "2026-11-23", "--reason", "review"]))
                .await
                .starts_with("2026-11-23 is not in the future in the bettor's time zone")
        );
        assert!(
            refused(with(&["--days", "0", "--reason", "review"]))
                .await
                .starts_with("A restriction lasts 1 to 3650 days")
        );
        assert!(
            refused(with(&["--indefinite", "--reason", "  "]))
                .await
                .starts_with("Give a reason")
        );
        assert!(
            refused(vec![
                "casino",
                "--email",
                "bettor@example.com",
                "--indefinite",
                "--reason",
                "r",
                "--by",
                ""
            ])
            .await
            .starts_with("Give the name of the operator")
        );
        // Nothing refused was stored.
        assert_eq!(
            run(&["list", "--email", "bettor@example.com"], now)
                .await
                .unwrap(),
            "no casino restrictions for bettor@example.com\n"
        );

        let out = run(
            &with(&["--until", "2026-11-24", "--reason", "affordability review"]),
            now,
        )
        .await
        .unwrap();
        assert!(
            out.starts_with(
                "casino closed to bettor@example.com until 2026-11-24T05:00:00+00:00 (restriction "
            ),
            "{out}"
        );
        let created = now + Duration::seconds(1);
        let out = run(
            &with(&["--indefinite", "--reason", "support ticket 42"]),
            created,
        )
        .await
        .unwrap();
        let id = out
            .trim_end()
            .trim_end_matches(')')
            .rsplit(' ')
            .next()
            .unwrap()
            .to_owned();
        let list = run(&["list", "--email", "bettor@example.com"], created)
            .await
            .unwrap();
        let lines: Vec<&str> = list.lines().collect();
        assert_eq!(lines.len(), 2, "{list}");
        assert!(
            lines[0].starts_with(&format!("{id}  ACTIVE  from ")),
            "{list}"
        );
        assert!(lines[0].ends_with("until lifted  by ops-jane  reason: support ticket 42"));

        let later = now + Duration::hours(1);
        let out = run(&["lift", &id, "--by", "ops-sam"], later).await.unwrap();
        assert_eq!(
            out,
            format!(
                "casino restriction {id} lifted\nthe casino stays closed to this account until 2026-11-24T05:00:00+00:00 (another restriction or a break)\n"
            )
        );
        let again = run(&["lift", &id, "--by", "ops-sam"], later)
            .await
            .unwrap_err()
            .to_string();
        assert!(again.contains("was already lifted at"), "{again}");
        let unknown = run(&["lift", "no-such-id", "--by", "ops-sam"], later)
            .await
            .unwrap_err()
            .to_string();
        assert_eq!(unknown, "no casino restriction with id \"no-such-id\"");
        let list = run(
            &["list", "--email", "bettor@example.com"],
            now + Duration::days(1),
        )
        .await
        .unwrap();
        assert!(
            list.contains("lifted at ") && list.contains(" by ops-sam"),
            "{list}"
        );
        assert!(list.contains("  ended  "), "{list}");
        // The dated one ended: lifting it is refused.
        let dated = list
            .lines()
            .find(|l| l.contains("  ended  "))
            .and_then(|l| l.split(' ').next())
            .unwrap()
            .to_owned();
        let ended = run(
            &["lift", &dated, "--by", "ops-sam"],
            now + Duration::days(1),
        )
        .await
        .unwrap_err()
        .to_string();
        assert!(ended.contains("already ended"), "{ended}");
    }
}
