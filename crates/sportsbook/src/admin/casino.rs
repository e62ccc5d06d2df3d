//! `sportsbook admin casino replay ROUND`: replays a built-in casino round from its kept
//! record and confirms its outcome (docs/product/casino.md, "Audit").

use clap::Subcommand;
use store::Store;

#[derive(Debug, Subcommand)]
pub enum CasinoCommand {
    /// Replays a finished round of the built-in provider from its seed and bets.
    Replay {
        /// The round's id (the game client and the round history show it).
        round: String,
    },
}

/// Runs the command; returns what to print (a failed replay is an error).
pub async fn run(store: &dyn Store, command: &CasinoCommand) -> anyhow::Result<String> {
    match command {
        CasinoCommand::Replay { round } => {
            let replayed = server::casino::builtin::audit::replay(store, round).await?;
            Ok(server::casino::builtin::audit::report(&replayed))
        }
    }
}
