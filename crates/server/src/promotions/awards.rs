//! A bettor's awards by section (the account panel's Rewards strip and the award-details
//! pages): bonus cash with its play-through, promotional credit, bonus bets, profit boosts,
//! casino free spins, cashback paid, and the history of what promotions awarded.

use chrono::{DateTime, Utc};
use domain::money::Money;
use domain::promotion::Grant;
use std::collections::HashMap;
use store::{BonusCashStatus, RewardKind, Store, StoreError, User};

/// An award-details section. Brands name some sections differently, so a few ids are
/// aliases of one section (`bonus-bets` of `free-bets`; `bonus-spins` and `free-wagers` of
/// `free-rounds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AwardSection {
    BonusCash,
    PromotionalCredits,
    BonusBets,
    ProfitBoosts,
    FreeRounds,
    Cashback,
    History,
}

impl AwardSection {
    /// The sections the Rewards strip shows, in order.
    pub const CURRENT: [AwardSection; 5] = [
        AwardSection::BonusBets,
        AwardSection::ProfitBoosts,
        AwardSection::BonusCash,
        AwardSection::FreeRounds,
        AwardSection::PromotionalCredits,
    ];

    /// The section with this id (or alias).
    pub fn parse(id: &str) -> Option<Self> {
        Some(match id {
            "bonuses" => AwardSection::BonusCash,
            "promotional-credits" => AwardSection::PromotionalCredits,
            "free-bets" | "bonus-bets" => AwardSection::BonusBets,
            "profit-boosts" => AwardSection::ProfitBoosts,
            "free-rounds" | "bonus-spins" | "free-wagers" => AwardSection::FreeRounds,
            "cashback" => AwardSection::Cashback,
            "history" => AwardSection::History,
            _ => return None,
        })
    }

    /// The section's canonical id (its path under account/award-details).
    pub fn id(self) -> &'static str {
        match self {
            AwardSection::BonusCash => "bonuses",
            AwardSection::PromotionalCredits => "promotional-credits",
            AwardSection::BonusBets => "free-bets",
            AwardSection::ProfitBoosts => "profit-boosts",
            AwardSection::FreeRounds => "free-rounds",
            AwardSection::Cashback => "cashback",
            AwardSection::History => "history",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            AwardSection::BonusCash => "Bonus Cash",
            AwardSection::PromotionalCredits => "Credits",
            AwardSection::BonusBets => "Bonus Bets",
            AwardSection::ProfitBoosts => "Profit Boosts",
            AwardSection::FreeRounds => "Free Spins",
            AwardSection::Cashback => "Cashback",
            AwardSection::History => "Award History",
        }
    }

    /// What the section is for, shown above its items.
    pub fn description(self) -> &'static str {
        match self {
            AwardSection::BonusCash => {
                "Bonus cash turns into cash once you have wagered its play-through amount before it expires."
            }
            AwardSection::PromotionalCredits => {
                "Credits can be used as a stake in the betslip. Winnings are paid in cash."
            }
            AwardSection::BonusBets => {
                "Pick a Bonus Bet in the betslip as your stake. Winnings are paid in cash, without the stake."
            }
            AwardSection::ProfitBoosts => {
                "Pick a Profit Boost in the betslip to raise the winnings of a bet."
            }
            AwardSection::FreeRounds => "Free spins play on the games named, at the stake shown.",
            AwardSection::Cashback => {
                "Cash paid back on losing bets, straight to your cash balance."
            }
            AwardSection::History => "Everything promotions have awarded you.",
        }
    }

    /// The web app's page for this section.
    pub fn path(self) -> String {
        format!("/account/award-details/{}", self.id())
    }
}

/// The kind of an award item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AwardKind {
    BonusCash,
    PromotionalCredit,
    BonusBet,
    ProfitBoost,
    FreeRounds,
    Cashback,
}

/// One item of a section.
#[derive(Debug, Clone, PartialEq)]
pub struct AwardEntry {
    pub id: String,
    pub kind: AwardKind,
    pub title: String,
    pub description: String,
    pub amount: Option<Money>,
    pub expires_at: Option<DateTime<Utc>>,
    /// Bonus cash: wagered so far and what must be wagered.
    pub progress: Option<(Money, Money)>,
    /// Where to use it (an app path).
    pub link: Option<&'static str>,
    /// When it was awarded.
    pub awarded_at: DateTime<Utc>,
}

fn boost_description(r: &store::Reward) -> String {
    let max = Money::new(r.max_stake_cents, r.currency).formatted();
    let mut text = format!("{}% profit boost on stakes up to {max}", r.boost_percentage);
    if let Some(min) = r.min_legs {
        text.push_str(&format!(", {min}+ legs"));
    }
    text.push('.');
    text
}

fn bonus_bet_description(r: &store::Reward) -> String {
    match (r.min_legs, r.bet_types.is_empty()) {
        (Some(min), _) => format!("For bets of {min} or more legs."),
        (None, false) => format!("For {} bets.", r.bet_types.join(" or ")),
        (None, true) => "For any bet.".to_owned(),
    }
}

fn grant_text(grant: &Grant, currency: domain::money::Currency) -> String {
    let money = |cents: i64| Money::new(cents, currency).formatted();
    match grant {
        Grant::BonusBet { amount_cents, .. } => format!("{} Bonus Bet", money(*amount_cents)),
        Grant::ProfitBoost { percentage, .. } => format!("{percentage}% Profit Boost"),
        Grant::BonusCash { amount_cents, .. } => format!("{} Bonus Cash", money(*amount_cents)),
        Grant::PromotionalCredit { amount_cents } => format!("{} in Credits", money(*amount_cents)),
        Grant::Cashback { amount_cents } => format!("{} Cashback", money(*amount_cents)),
        Grant::FreeRounds {
            rounds,
            stake_cents,
            ..
        } => format!("{rounds} Free Spins at {}", money(*stake_cents)),
    }
}

/// The awards of `user` with the title of the promotion behind each (one read of the
/// promotions for all of them).
async fn titled_awards(
    store: &dyn Store,
    user: &User,
) -> Result<Vec<(store::PromotionAward, String)>, StoreError> {
    let awards = store.promotion_awards(&user.id).await?;
    if awards.is_empty() {
        return Ok(Vec::new());
    }
    let titles: HashMap<String, String> = store
        .promotions()
        .await?
        .into_iter()
        .map(|p| (p.id.as_str().to_owned(), p.definition.get().title.clone()))
        .collect();
    Ok(awards
        .into_iter()
        .map(|award| {
            let title = titles
                .get(award.promotion_id.as_str())
                .cloned()
                .unwrap_or_else(|| "Promotion".to_owned());
            (award, title)
        })
        .collect())
}

/// The items of `section` for `user` at `now`.
pub async fn entries(
    store: &dyn Store,
    user: &User,
    section: AwardSection,
    now: DateTime<Utc>,
) -> Result<Vec<AwardEntry>, StoreError> {
    let currency = user.currency;
    Ok(match section {
        AwardSection::BonusBets | AwardSection::ProfitBoosts => {
            let kind = if section == AwardSection::BonusBets {
                RewardKind::FreeBet
            } else {
                RewardKind::ProfitBoost
            };
            store
                .available_rewards(&user.id, now)
                .await?
                .into_iter()
                .filter(|r| r.kind == kind)
                .map(|r| AwardEntry {
                    description: if kind == RewardKind::FreeBet {
                        bonus_bet_description(&r)
                    } else {
                        boost_description(&r)
                    },
                    amount: (kind == RewardKind::FreeBet)
                        .then(|| Money::new(r.amount_cents, r.currency)),
                    kind: if kind == RewardKind::FreeBet {
                        AwardKind::BonusBet
                    } else {
                        AwardKind::ProfitBoost
                    },
                    id: r.id,
                    title: r.title,
                    expires_at: Some(r.expires_at),
                    progress: None,
                    link: Some("/"),
                    awarded_at: r.created_at,
                })
                .collect()
        }
        AwardSection::FreeRounds => store
            .free_rounds(&user.id, now)
            .await?
            .into_iter()
            .map(|f| AwardEntry {
                description: format!(
                    "{} of {} spins left at {} each.",
                    f.rounds_left,
                    f.rounds_granted,
                    f.stake.formatted()
                ),
                id: f.id,
                kind: AwardKind::FreeRounds,
                title: f.title,
                amount: None,
                expires_at: Some(f.expires_at),
                progress: None,
                link: Some("/casino/category/play_with_rewards"),
                awarded_at: f.created_at,
            })
            .collect(),
        AwardSection::BonusCash => store
            .bonus_cash(&user.id)
            .await?
            .into_iter()
            .filter(|b| b.status == BonusCashStatus::Active && b.expires_at > now)
            .map(|b| AwardEntry {
                description: format!("Wager {} to turn it into cash.", b.play_through.formatted()),
                id: b.id.as_str().to_owned(),
                kind: AwardKind::BonusCash,
                title: "Bonus Cash".to_owned(),
                // What is left of it: what converts when the play-through completes.
                amount: Some(b.remaining),
                expires_at: Some(b.expires_at),
                progress: Some((b.wagered, b.play_through)),
                link: Some("/casino"),
                awarded_at: b.created_at,
            })
            .collect(),
        AwardSection::PromotionalCredits => {
            let balance = store.balances(&user.id, currency).await?.promotional_credit;
            if balance.cents > 0 {
                vec![AwardEntry {
                    id: "promotional-credit".to_owned(),
                    kind: AwardKind::PromotionalCredit,
                    title: "Credits".to_owned(),
                    description: "Your credit balance, ready to use in the betslip.".to_owned(),
                    amount: Some(balance),
                    expires_at: None,
                    progress: None,
                    link: Some("/"),
                    awarded_at: now,
                }]
            } else {
                Vec::new()
            }
        }
        AwardSection::Cashback => {
            let mut out = Vec::new();
            for (award, title) in titled_awards(store, user).await? {
                for (i, grant) in award.grants.iter().enumerate() {
                    if let Grant::Cashback { amount_cents } = grant {
                        out.push(AwardEntry {
                            id: format!("{}:{i}", award.id),
                            kind: AwardKind::Cashback,
                            title: title.clone(),
                            description: "Paid to your cash balance.".to_owned(),
                            amount: Some(Money::new(*amount_cents, currency)),
                            expires_at: None,
                            progress: None,
                            link: None,
                            awarded_at: award.at,
                        });
                    }
                }
            }
            out
        }
        AwardSection::History => {
            let mut out = Vec::new();
            for (award, title) in titled_awards(store, user).await? {
                let granted: Vec<String> = award
                    .grants
                    .iter()
                    .map(|g| grant_text(g, currency))
                    .collect();
                out.push(AwardEntry {
                    id: award.id.as_str().to_owned(),
                    kind: match award.grants.first() {
                        Some(Grant::ProfitBoost { .. }) => AwardKind::ProfitBoost,
                        Some(Grant::BonusCash { .. }) => AwardKind::BonusCash,
                        Some(Grant::PromotionalCredit { .. }) => AwardKind::PromotionalCredit,
                        Some(Grant::FreeRounds { .. }) => AwardKind::FreeRounds,
                        Some(Grant::Cashback { .. }) => AwardKind::Cashback,
                        Some(Grant::BonusBet { .. }) | None => AwardKind::BonusBet,
                    },
                    title,
                    description: granted.join(", "),
                    amount: None,
                    expires_at: None,
                    progress: None,
                    link: None,
                    awarded_at: award.at,
                });
            }
            out
        }
    })
}
