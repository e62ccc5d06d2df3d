//! `sportsbook admin settle MARKET (--void | --result SEL=GRADE ...) --by NAME --reason TEXT`:
//! an operator grades, re-grades or voids one market by hand.
//!
//! The grade goes to the running server (`POST /api/settlements`) with a feed key of source
//! `operator`, so it takes the path of every other grade: the store, every node's catalogue,
//! then the settlement job, which pays or re-grades the bets. The server writes an audit row
//! naming `--by`, the reason and the key.

use anyhow::{Context, bail};
use clap::Args;
use domain::catalogue::SelectionResult;
use domain::feed::Outcome;
use serde_json::json;

#[derive(Debug, Args)]
pub struct SettleArgs {
    /// The market to grade.
    pub market: String,
    /// Voids the market: its bets are refunded (a parlay leg on it drops out).
    #[arg(long, conflicts_with = "results")]
    pub void: bool,
    /// A selection's grade, one per selection: SEL=win|loss|push|void|dead-heat:N/D.
    #[arg(long = "result", value_parser = parse_outcome, required_unless_present = "void")]
    pub results: Vec<Outcome>,
    /// Who grades (kept in the audit row).
    #[arg(long)]
    pub by: String,
    /// Why (kept in the audit row).
    #[arg(long)]
    pub reason: String,
    /// The server's origin (default http://<BIND>).
    #[arg(long)]
    pub url: Option<String>,
    /// A feed key of source `operator` (`admin feed keys create --source operator`).
    #[arg(long, env = "FEED_KEY", hide_env_values = true)]
    pub key: String,
}

/// Sends the grade; answers what to print.
pub async fn run(default_url: &str, args: &SettleArgs) -> anyhow::Result<String> {
    let url = format!(
        "{}/api/settlements",
        args.url
            .as_deref()
            .unwrap_or(default_url)
            .trim_end_matches('/')
    );
    let mut body = json!({"market_id": args.market, "by": args.by, "reason": args.reason});
    if args.void {
        body["void"] = json!(true);
    } else {
        body["results"] = serde_json::to_value(&args.results)?;
    }
    let response = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()?
        .post(&url)
        .bearer_auth(&args.key)
        .json(&body)
        .send()
        .await
        .with_context(|| format!("cannot reach {url}"))?;
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    if !status.is_success() {
        bail!("market {} refused with {status}: {text}", args.market);
    }
    Ok(format!("market {}: {text}\n", args.market))
}

/// `SEL=win`, `SEL=loss`, `SEL=push`, `SEL=void` or `SEL=dead-heat:1/2`.
fn parse_outcome(text: &str) -> Result<Outcome, String> {
    let (selection, grade) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not SELECTION=GRADE"))?;
    if selection.trim().is_empty() {
        return Err(format!("{text:?} names no selection"));
    }
    let result = match grade.trim() {
        "win" => SelectionResult::Win,
        "loss" => SelectionResult::Loss,
        "push" => SelectionResult::Push,
        "void" => SelectionResult::Void,
        other => {
            let factor = other
                .strip_prefix("dead-heat:")
                .and_then(|f| f.split_once('/'))
                .and_then(|(n, d)| Some((n.trim().parse().ok()?, d.trim().parse().ok()?)));
            let Some((numerator, denominator)) = factor else {
                return Err(format!(
                    "{other:?} is not a grade: win, loss, push, void or dead-heat:N/D"
                ));
            };
            SelectionResult::DeadHeat {
                numerator,
                denominator,
            }
        }
    };
    Ok(Outcome {
        selection_id: selection.trim().to_owned(),
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_grade() {
        let grade = |text: &str| parse_outcome(text).map(|o| (o.selection_id, o.result));
        assert_eq!(
            grade("s-home=win"),
            Ok(("s-home".into(), SelectionResult::Win))
        );
        assert_eq!(grade("a=loss").unwrap().1, SelectionResult::Loss);
        assert_eq!(grade("a=push").unwrap().1, SelectionResult::Push);
        assert_eq!(grade("a=void").unwrap().1, SelectionResult::Void);
        assert_eq!(
            grade("a=dead-heat:1/3").unwrap().1,
            SelectionResult::DeadHeat {
                numerator: 1,
                denominator: 3
            }
        );
    }

    #[test]
    fn refuses_what_is_not_a_grade() {
        assert!(parse_outcome("s-home").is_err());
        assert!(parse_outcome("=win").is_err());
        assert!(parse_outcome("a=won").is_err());
        assert!(parse_outcome("a=dead-heat:1").is_err());
        assert!(parse_outcome("a=dead-heat:x/2").is_err());
    }
}
