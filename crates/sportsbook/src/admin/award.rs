//! `sportsbook admin award bonus-bet|profit-boost|credits|free-rounds --email E ...`: grants a
//! reward to an account holder (a bonus bet, a profit boost, promotional credit through the
//! ledger, or casino free rounds).
//!
//! ```text
//! sportsbook admin award bonus-bet --email a@b.c --amount 10.00 [--title T] [--days 7]
//!     [--min-legs N] [--max-legs N] [--event ID] [--bet-type straight ...]
//! sportsbook admin award profit-boost --email a@b.c --percentage 25 --max-stake 50.00 [...]
//! sportsbook admin award credits --email a@b.c --amount 5.00 [--key K]
//! sportsbook admin award free-rounds --email a@b.c --game gold-rush-reels --rounds 10
//!     --stake 0.20 [--days 7] [--title T]
//! ```

use anyhow::{Context, bail};
use chrono::Duration;
use clap::{Args, Subcommand};
use server::betslip::amounts::parse_dollars;
use server::casino::rewards::{self, GrantRequest};
use server::clock::Clock;
use store::{NewReward, RewardKind, Store};

/// Longest reward life accepted, in days.
pub const MAX_DAYS: i64 = 365;

#[derive(Debug, Subcommand)]
pub enum AwardCommand {
    /// A bonus bet: a stake the bettor does not pay; a win returns the profit only.
    BonusBet {
        #[command(flatten)]
        common: Common,
        /// Its value in dollars ("10.00").
        #[arg(long)]
        amount: String,
    },
    /// A profit boost: the profit multiplied by (100 + percentage)% up to a maximum stake.
    ProfitBoost {
        #[command(flatten)]
        common: Common,
        /// 1 to 1000.
        #[arg(long)]
        percentage: u32,
        /// The largest stake it applies to, in dollars ("50.00").
        #[arg(long = "max-stake")]
        max_stake: String,
    },
    /// Promotional credit (Credits), posted to the ledger.
    Credits {
        #[arg(long)]
        email: String,
        /// Dollars ("5.00").
        #[arg(long)]
        amount: String,
        /// Idempotency key: the same key credits once (default: a new one).
        #[arg(long)]
        key: Option<String>,
    },
    /// Casino free rounds (bonus spins): rounds at a fixed stake on named games, paid by the
    /// operator; their wins are cash.
    FreeRounds {
        #[arg(long)]
        email: String,
        /// A slot's slug (gold-rush-reels); repeatable. Only slots take free rounds.
        #[arg(long = "game", required = true)]
        games: Vec<String>,
        /// 1 to 500.
        #[arg(long)]
        rounds: u32,
        /// Each round's stake in dollars ("0.20"), within every game's stake range.
        #[arg(long)]
        stake: String,
        /// Days until they expire (1-365, default 7).
        #[arg(long, default_value_t = 7)]
        days: i64,
        /// Shown to the player (default "Free Spins").
        #[arg(long)]
        title: Option<String>,
    },
}

/// What bonus bets and profit boosts share.
#[derive(Debug, Args)]
pub struct Common {
    /// The account holder's email.
    #[arg(long)]
    pub email: String,
    /// Shown to the bettor (default "Bonus Bet" / "Profit Boost").
    #[arg(long)]
    pub title: Option<String>,
    /// Days until it expires (1-365, default 7).
    #[arg(long, default_value_t = 7)]
    pub days: i64,
    #[arg(long = "min-legs")]
    pub min_legs: Option<u32>,
    #[arg(long = "max-legs")]
    pub max_legs: Option<u32>,
    /// Only bets on this event.
    #[arg(long)]
    pub event: Option<String>,
    /// Only these bet types (straight, parlay, teaser, round_robin); repeatable.
    #[arg(long = "bet-type")]
    pub bet_types: Vec<String>,
}

fn dollars(raw: &str, flag: &str) -> anyhow::Result<i64> {
    let cents = parse_dollars(raw).map_err(|e| anyhow::anyhow!("--{flag}: {}", e.message))?;
    if cents <= 0 {
        bail!("--{flag} must be more than zero");
    }
    Ok(cents)
}

async fn user(store: &dyn Store, email: &str) -> anyhow::Result<store::User> {
    store
        .user_by_email(email.trim())
        .await?
        .with_context(|| format!("no account with email {email:?}"))
}

fn reward(
    user: &store::User,
    common: &Common,
    kind: RewardKind,
    default_title: &str,
) -> anyhow::Result<NewReward> {
    if !(1..=MAX_DAYS).contains(&common.days) {
        bail!("--days must be between 1 and {MAX_DAYS}");
    }
    if let (Some(min), Some(max)) = (common.min_legs, common.max_legs)
        && min > max
    {
        bail!("--min-legs must not exceed --max-legs");
    }
    if common.min_legs == Some(0) || common.max_legs == Some(0) {
        bail!("leg counts start at 1");
    }
    for t in &common.bet_types {
        if domain::betslip::BetType::parse(t).is_none() {
            bail!("--bet-type {t:?} is not straight, parlay, teaser or round_robin");
        }
    }
    let title = common
        .title
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or(default_title)
        .to_owned();
    if title.chars().count() > 100 {
        bail!("--title can be at most 100 characters");
    }
    let now = Clock::system().now();
    Ok(NewReward {
        user_id: user.id.clone(),
        kind,
        title,
        amount_cents: 0,
        currency: user.currency,
        boost_percentage: 0,
        max_stake_cents: 0,
        min_legs: common.min_legs,
        max_legs: common.max_legs,
        event_id: common.event.clone(),
        bet_types: common.bet_types.clone(),
        expires_at: now + Duration::days(common.days),
        granted_by: "admin".to_owned(),
        created_at: now,
    })
}

/// Runs one command; returns what to print.
pub async fn run(store: &dyn Store, command: &AwardCommand) -> anyhow::Result<String> {
    match command {
        AwardCommand::BonusBet { common, amount } => {
            let holder = user(store, &common.email).await?;
            let mut new = reward(&holder, common, RewardKind::FreeBet, "Bonus Bet")?;
            new.amount_cents = dollars(amount, "amount")?;
            let granted = store.grant_reward(new).await?;
            Ok(format!(
                "bonus bet {} of {} for {} (expires {})\n",
                granted.id,
                domain::money::Money::new(granted.amount_cents, granted.currency).formatted(),
                holder.email,
                granted.expires_at.to_rfc3339()
            ))
        }
        AwardCommand::ProfitBoost {
            common,
            percentage,
            max_stake,
        } => {
            if !(1..=1000).contains(percentage) {
                bail!("--percentage must be between 1 and 1000");
            }
            let holder = user(store, &common.email).await?;
            let mut new = reward(&holder, common, RewardKind::ProfitBoost, "Profit Boost")?;
            new.boost_percentage = *percentage;
            new.max_stake_cents = dollars(max_stake, "max-stake")?;
            let granted = store.grant_reward(new).await?;
            Ok(format!(
                "profit boost {} of {}% up to {} for {} (expires {})\n",
                granted.id,
                granted.boost_percentage,
                domain::money::Money::new(granted.max_stake_cents, granted.currency).formatted(),
                holder.email,
                granted.expires_at.to_rfc3339()
            ))
        }
        AwardCommand::FreeRounds {
            email,
            games,
            rounds,
            stake,
            days,
            title,
        } => {
            let holder = user(store, email).await?;
            let request = GrantRequest {
                slugs: games.clone(),
                rounds: *rounds,
                stake_cents: dollars(stake, "stake")?,
                days: *days,
                title: title.clone(),
            };
            let granted = rewards::grant(store, &holder, &request, "admin", Clock::system().now())
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            Ok(format!(
                "free rounds {}: {} for {} (expires {})\n",
                granted.id,
                domain::casino_rewards::free_rounds_label(
                    granted.rounds_left,
                    granted.stake,
                    granted.games.iter().all(|g| g == "slot")
                ),
                holder.email,
                granted.expires_at.to_rfc3339()
            ))
        }
        AwardCommand::Credits { email, amount, key } => {
            let holder = user(store, email).await?;
            let cents = dollars(amount, "amount")?;
            let key = key
                .clone()
                .unwrap_or_else(|| format!("admin-credits:{}", ulid_like()));
            let tx = store
                .grant_promotional_credit(
                    &holder.id,
                    cents,
                    holder.currency,
                    &key,
                    Clock::system().now(),
                )
                .await?;
            Ok(format!(
                "credited {} of Credits to {} (transaction {tx}, key {key})\n",
                domain::money::Money::new(cents, holder.currency).formatted(),
                holder.email
            ))
        }
    }
}

/// A unique enough key for a one-off grant.
fn ulid_like() -> String {
    use rand::Rng;
    format!(
        "{}-{:016x}",
        Clock::system().now().timestamp_millis(),
        rand::thread_rng().r#gen::<u64>()
    )
}
