//! `sportsbook admin flags list | set | rollout | clear`: operators change feature-flag
//! rules. Every document is validated before anything is stored (unknown keys, malformed
//! rules, percentages over 100, unknown regions or brands are refused with a clear message).
//! Running servers pick changes up within their refresh interval (2 s by default).

use anyhow::Context;
use clap::Subcommand;
use server::clock::Clock;
use server::flags::admin::{self, Rollout};
use std::fmt::Write as _;
use std::path::PathBuf;
use store::Store;

/// Who the CLI records as the author of a change.
const AUTHOR: &str = "admin-cli";

#[derive(Debug, Subcommand)]
pub enum FlagsCommand {
    /// Every flag: key, default and a summary of its rules.
    List,
    /// Replaces a flag's rules with a JSON document: {"rules": [{"regions": ["US-NJ"],
    /// "brands": ["halftime"], "percentage": 10, "userIds": [...], "emails": [...],
    /// "value": true}]}.
    Set {
        /// Flag key, e.g. search.
        key: String,
        /// Read the document from this file.
        #[arg(long, conflicts_with = "rules", required_unless_present = "rules")]
        file: Option<PathBuf>,
        /// The document inline.
        #[arg(long)]
        rules: Option<String>,
    },
    /// Adds (or updates) a percentage rollout rule.
    Rollout {
        /// Flag key, e.g. parlayLounge.
        key: String,
        /// Share of bettors, 0 to 100.
        #[arg(long)]
        percent: f64,
        /// ISO 3166-2 region (repeatable); none means every region.
        #[arg(long = "region")]
        regions: Vec<String>,
        /// Brand theme code (repeatable); none means every brand. (`--brand` is the global
        /// option naming the brand this server serves.)
        #[arg(long = "target-brand")]
        brands: Vec<String>,
        /// Value served to the rollout.
        #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
        value: bool,
    },
    /// Removes every rule of a flag (it serves its default again).
    Clear {
        /// Flag key.
        key: String,
    },
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &FlagsCommand) -> anyhow::Result<String> {
    match command {
        FlagsCommand::List => {
            let listing = admin::list(store).await?;
            let width = listing.iter().map(|l| l.flag.key.len()).max().unwrap_or(0);
            let mut out = String::new();
            for l in &listing {
                let default = if l.flag.default { "on" } else { "off" };
                writeln!(
                    out,
                    "{:width$}  default {default:3}  {}",
                    l.flag.key,
                    l.summary()
                )?;
            }
            Ok(out)
        }
        FlagsCommand::Set { key, file, rules } => {
            let json = match (file, rules) {
                (Some(path), _) => std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read {}", path.display()))?,
                (None, Some(inline)) => inline.clone(),
                (None, None) => anyhow::bail!("give the rules with --file or --rules"),
            };
            let set = admin::set_rules(store, key, &json, AUTHOR, Clock::system().now()).await?;
            Ok(format!("{}: {}\n", set.flag.key, set.summary()))
        }
        FlagsCommand::Rollout {
            key,
            percent,
            regions,
            brands,
            value,
        } => {
            let rollout = Rollout {
                percent: *percent,
                regions: regions.clone(),
                brands: brands.clone(),
                value: *value,
            };
            let set = admin::rollout(store, key, &rollout, AUTHOR, Clock::system().now()).await?;
            Ok(format!("{}: {}\n", set.flag.key, set.summary()))
        }
        FlagsCommand::Clear { key } => {
            let existed = admin::clear(store, key).await?;
            Ok(if existed {
                format!("{key}: rules cleared (serves its default)\n")
            } else {
                format!("{key}: had no rules\n")
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use store::FlagStore;
    use store_sqlite::SqliteStore;

    async fn store() -> SqliteStore {
        let store = SqliteStore::connect("sqlite::memory:").await.unwrap();
        store.migrate().await.unwrap();
        store
    }

    #[tokio::test]
    async fn set_rollout_list_and_clear() {
        let store = store().await;
        let out = run(
            &store,
            &FlagsCommand::Rollout {
                key: "parlayLounge".into(),
                percent: 10.0,
                regions: vec!["US-NJ".into()],
                brands: vec![],
                value: true,
            },
        )
        .await
        .unwrap();
        assert_eq!(out, "parlayLounge: region US-NJ, 10% -> on\n");
        // The same targeting updates the rule instead of adding one.
        run(
            &store,
            &FlagsCommand::Rollout {
                key: "parlayLounge".into(),
                percent: 25.0,
                regions: vec!["us-nj".into()],
                brands: vec![],
                value: true,
            },
        )
        .await
        .unwrap();
        let list = run(&store, &FlagsCommand::List).await.unwrap();
        let line = list
            .lines()
            .find(|l| l.starts_with("parlayLounge"))
            .unwrap();
        assert!(line.contains("default off"), "{line}");
        assert!(line.ends_with("region US-NJ, 25% -> on"), "{line}");
        assert!(
            list.lines()
                .any(|l| l.starts_with("search ") && l.contains("default on"))
        );

        let out = run(
            &store,
            &FlagsCommand::Set {
                key: "search".into(),
                file: None,
                rules: Some(r#"{"rules":[{"brands":["scorecard"],"value":false}]}"#.into()),
            },
        )
        .await
        .unwrap();
        assert_eq!(out, "search: brand scorecard -> off\n");

        let out = run(
            &store,
            &FlagsCommand::Clear {
                key: "parlayLounge".into(),
            },
        )
        .await
        .unwrap();
        assert!(out.contains("cleared"));
        let keys: Vec<_> = store
            .flag_rules()
            .await
            .unwrap()
            .into_iter()
            .map(|r| r.key)
            .collect();
        assert_eq!(keys, ["search"]);
    }

    #[test]
    fn rollout_arguments_parse() {
        use clap::{CommandFactory, Parser};
        crate::cli::Cli::command().debug_assert();
        let cli = crate::cli::Cli::try_parse_from([
            "sportsbook",
            "admin",
            "flags",
            "rollout",
            "parlayLounge",
            "--percent",
            "10",
            "--region",
            "US-NJ",
            "--target-brand",
            "halftime",
        ])
        .unwrap();
        let crate::cli::Command::Admin {
            command:
                crate::cli::AdminCommand::Flags {
                    command:
                        FlagsCommand::Rollout {
                            key,
                            percent,
                            regions,
                            brands,
                            value,
                        },
                },
        } = cli.command
        else {
            panic!("parsed {:?}", cli.command);
        };
        assert_eq!(
            (key.as_str(), percent, regions, brands, value),
            (
                "parlayLounge",
                10.0,
                vec!["US-NJ".to_owned()],
                vec!["halftime".to_owned()],
                true
            )
        );
    }

    #[tokio::test]
    async fn bad_input_stores_nothing() {
        let store = store().await;
        let cases = [
            (
                FlagsCommand::Set {
                    key: "nope".into(),
                    file: None,
                    rules: Some(r#"{"rules":[]}"#.into()),
                },
                "unknown feature flag \"nope\"",
            ),
            (
                FlagsCommand::Set {
                    key: "search".into(),
                    file: None,
                    rules: Some("{not json".into()),
                },
                "not a valid document",
            ),
            (
                FlagsCommand::Rollout {
                    key: "teaser".into(),
                    percent: 150.0,
                    regions: vec![],
                    brands: vec![],
                    value: true,
                },
                "percentage must be between 0 and 100",
            ),
            (
                FlagsCommand::Rollout {
                    key: "teaser".into(),
                    percent: 10.0,
                    regions: vec!["US-ZZ".into()],
                    brands: vec![],
                    value: true,
                },
                "unknown region \"US-ZZ\"",
            ),
            (
                FlagsCommand::Rollout {
                    key: "teaser".into(),
                    percent: 10.0,
                    regions: vec![],
                    brands: vec!["acme".into()],
                    value: true,
                },
                "unknown brand \"acme\"",
            ),
            (
                FlagsCommand::Clear { key: "nope".into() },
                "unknown feature flag",
            ),
        ];
        for (command, expected) in cases {
            let err = run(&store, &command).await.unwrap_err().to_string();
            assert!(err.contains(expected), "{err} should mention {expected}");
        }
        assert!(store.flag_rules().await.unwrap().is_empty());
    }
}
