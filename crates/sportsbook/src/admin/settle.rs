//! Hand settlement, sent to the running server with a feed key of source `operator`; the
//! server writes an audit row naming `--by`, the reason and the key.
//!
//! - `sportsbook admin settle MARKET (--void | --result SEL=GRADE ...) --by NAME --reason TEXT`
//!   grades, re-grades or voids one market (`POST /api/settlements`). It takes the path of
//!   every other grade: the store, every node's catalogue, then the settlement job, which
//!   pays or re-grades the bets.
//! - `sportsbook admin settle-bet BET (--void | --leg N=GRADE ... | --clear) --by NAME
//!   --reason TEXT` overrides one bet (`POST /api/settlements/bets`): voids it, sets legs'
//!   results (legs numbered from 0), or lifts its overrides; the bet is graded again at once.

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

#[derive(Debug, Args)]
pub struct SettleBetArgs {
    /// The bet to override.
    pub bet: String,
    /// Voids the whole bet: its stake comes back whatever its legs say.
    #[arg(long, conflicts_with_all = ["legs", "clear"])]
    pub void: bool,
    /// A leg's result, N counted from 0: N=win|loss|push|void|dead-heat:N/D.
    #[arg(long = "leg", value_parser = parse_leg, conflicts_with = "clear",
          required_unless_present_any = ["void", "clear"])]
    pub legs: Vec<(u32, SelectionResult)>,
    /// Lifts every override of the bet: it is graded on its markets' results again.
    #[arg(long)]
    pub clear: bool,
    /// Who overrides (kept in the audit row).
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

/// Sends the market's grade; answers what to print.
pub async fn run(default_url: &str, args: &SettleArgs) -> anyhow::Result<String> {
    let (market_id, by, reason) = (&args.market, &args.by, &args.reason);
    let body = if args.void {
        json!({"market_id": market_id, "by": by, "reason": reason, "void": true})
    } else {
        let results = serde_json::to_value(&args.results)?;
        json!({"market_id": market_id, "by": by, "reason": reason, "results": results})
    };
    let url = args.url.as_deref().unwrap_or(default_url);
    let answer = send(url, "/api/settlements", &args.key, &body)
        .await
        .with_context(|| format!("market {}", args.market))?;
    Ok(format!("market {}: {answer}\n", args.market))
}

/// Sends the bet's override; answers what to print.
pub async fn run_bet(default_url: &str, args: &SettleBetArgs) -> anyhow::Result<String> {
    let (bet_id, by, reason) = (&args.bet, &args.by, &args.reason);
    let body = if args.void {
        json!({"bet_id": bet_id, "by": by, "reason": reason, "void": true})
    } else if args.clear {
        json!({"bet_id": bet_id, "by": by, "reason": reason, "clear": true})
    } else {
        let legs: Vec<_> = args
            .legs
            .iter()
            .map(|(position, result)| json!({"position": position, "result": result}))
            .collect();
        json!({"bet_id": bet_id, "by": by, "reason": reason, "legs": legs})
    };
    let url = args.url.as_deref().unwrap_or(default_url);
    let answer = send(url, "/api/settlements/bets", &args.key, &body)
        .await
        .with_context(|| format!("bet {}", args.bet))?;
    Ok(format!("bet {}: {answer}\n", args.bet))
}

/// Posts `body` to the server's `path`; answers the response text, or the refusal.
async fn send(
    origin: &str,
    path: &str,
    key: &str,
    body: &serde_json::Value,
) -> anyhow::Result<String> {
    let url = format!("{}{path}", origin.trim_end_matches('/'));
    let response = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(30))
        .build()?
        .post(&url)
        .bearer_auth(key)
        .json(body)
        .send()
        .await
        .with_context(|| format!("cannot reach {url}"))?;
    let status = response.status();
    let text = response.text().await.unwrap_or_default();
    if !status.is_success() {
        bail!("refused with {status}: {text}");
    }
    Ok(text)
}

/// `SEL=win`, `SEL=loss`, `SEL=push`, `SEL=void` or `SEL=dead-heat:1/2`.
fn parse_outcome(text: &str) -> Result<Outcome, String> {
    let (selection, grade) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not SELECTION=GRADE"))?;
    if selection.trim().is_empty() {
        return Err(format!("{text:?} names no selection"));
    }
    Ok(Outcome {
        selection_id: selection.trim().to_owned(),
        result: parse_grade(grade)?,
    })
}

/// `N=win` ... `N=dead-heat:1/2`, N a leg's position counted from 0.
fn parse_leg(text: &str) -> Result<(u32, SelectionResult), String> {
    let (position, grade) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not LEG=GRADE"))?;
    let position = position
        .trim()
        .parse()
        .map_err(|_| format!("{position:?} is not a leg number (0, 1, ...)"))?;
    Ok((position, parse_grade(grade)?))
}

/// `win`, `loss`, `push`, `void` or `dead-heat:N/D`.
fn parse_grade(grade: &str) -> Result<SelectionResult, String> {
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
    Ok(result)
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
    fn reads_legs_by_position() {
        assert_eq!(parse_leg("0=win"), Ok((0, SelectionResult::Win)));
        assert_eq!(
            parse_leg(" 2 = dead-heat:1/2"),
            Ok((
                2,
                SelectionResult::DeadHeat {
                    numerator: 1,
                    denominator: 2
                }
            ))
        );
        for bad in ["win", "-1=win", "a=win", "0=won"] {
            assert!(parse_leg(bad).is_err(), "{bad}");
        }
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
