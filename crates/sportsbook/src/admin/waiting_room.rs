//! `sportsbook admin waiting-room --max N`: caps concurrent sessions (0 turns the waiting
//! room off; `--reset` returns to WAITING_ROOM_MAX_SESSIONS). Every node applies it within
//! a second.

use clap::Args;
use server::clock::Clock;
use store::Store;

#[derive(Debug, Args)]
pub struct WaitingRoomArgs {
    /// Most concurrent sessions (0 = off).
    #[arg(long, conflicts_with = "reset", required_unless_present = "reset")]
    pub max: Option<u32>,
    /// Forget the operator's limit and use the configured WAITING_ROOM_MAX_SESSIONS.
    #[arg(long)]
    pub reset: bool,
}

/// Runs the command; returns what to print.
pub async fn run(store: &dyn Store, args: &WaitingRoomArgs) -> anyhow::Result<String> {
    let max = if args.reset { None } else { args.max };
    if max.is_some_and(|m| m > server::platform::waiting_room::MAX_LIMIT) {
        anyhow::bail!(
            "--max must be between 0 and {}",
            server::platform::waiting_room::MAX_LIMIT
        );
    }
    store
        .set_waiting_room_max(max, Clock::system().now())
        .await?;
    Ok(match max {
        None => "waiting room limit reset to WAITING_ROOM_MAX_SESSIONS\n".to_owned(),
        Some(0) => "waiting room OFF\n".to_owned(),
        Some(n) => format!("waiting room ON: at most {n} concurrent sessions\n"),
    })
}
