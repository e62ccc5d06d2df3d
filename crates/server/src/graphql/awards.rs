//! The account holder's awards: a summary per section (the account panel's Rewards strip)
//! and a section's items (`awardDetails`, the account/award-details/{sectionId} pages).

use super::account::load_user;
use super::context::{require_user, state};
use super::deep_link::DeepLink;
use super::money::Money;
use crate::promotions::awards::{self, AwardEntry, AwardKind, AwardSection};
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

/// What an award is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum AwardType {
    BonusCash,
    PromotionalCredit,
    BonusBet,
    ProfitBoost,
    FreeRounds,
}

impl From<AwardKind> for AwardType {
    fn from(k: AwardKind) -> Self {
        match k {
            AwardKind::BonusCash => Self::BonusCash,
            AwardKind::PromotionalCredit => Self::PromotionalCredit,
            AwardKind::BonusBet => Self::BonusBet,
            AwardKind::ProfitBoost => Self::ProfitBoost,
            AwardKind::FreeRounds => Self::FreeRounds,
        }
    }
}

/// Bonus cash's play-through so far.
#[derive(SimpleObject)]
pub struct AwardProgress {
    pub wagered: Money,
    pub required: Money,
    /// 0 to 100, rounded down.
    pub percent: i32,
}

/// One award.
#[derive(SimpleObject)]
pub struct AwardItem {
    pub id: ID,
    pub award_type: AwardType,
    pub title: String,
    pub description: String,
    pub amount: Option<Money>,
    pub expires_at: Option<DateTime<Utc>>,
    pub progress: Option<AwardProgress>,
    /// Where to use it.
    pub deep_link: Option<DeepLink>,
    pub awarded_at: DateTime<Utc>,
}

impl From<AwardEntry> for AwardItem {
    fn from(e: AwardEntry) -> Self {
        AwardItem {
            id: ID(e.id),
            award_type: e.kind.into(),
            title: e.title,
            description: e.description,
            amount: e.amount.map(Money),
            expires_at: e.expires_at,
            progress: e.progress.map(|(wagered, required)| AwardProgress {
                percent: if required.cents > 0 {
                    i32::try_from((wagered.cents.min(required.cents) * 100) / required.cents)
                        .unwrap_or(100)
                } else {
                    100
                },
                wagered: Money(wagered),
                required: Money(required),
            }),
            deep_link: e.link.map(DeepLink::path),
            awarded_at: e.awarded_at,
        }
    }
}

/// A section with its items.
#[derive(SimpleObject)]
pub struct AwardDetailsSection {
    /// The canonical id (an alias asked for answers its section's id).
    pub id: String,
    pub title: String,
    pub description: String,
    pub count: i32,
    pub items: Vec<AwardItem>,
}

/// A section's summary for the Rewards strip.
#[derive(SimpleObject)]
pub struct AwardSummary {
    pub id: String,
    pub title: String,
    pub count: i32,
    /// The sum of the items' amounts, where they have one.
    pub total: Option<Money>,
    pub deep_link: DeepLink,
}

fn count(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// Award queries (account holders only).
#[derive(Default)]
pub struct AwardsQuery;

#[Object]
impl AwardsQuery {
    /// The sections the account holder has awards in, with counts (the Rewards strip).
    async fn awards(&self, ctx: &Context<'_>) -> Result<Vec<AwardSummary>> {
        let state = state(ctx)?;
        let (user_id, _) = require_user(ctx)?;
        let user = load_user(ctx, user_id).await?;
        let now = state.clock.now();
        let mut out = Vec::new();
        for section in AwardSection::CURRENT {
            let items = awards::entries(&*state.store, &user, section, now)
                .await
                .map_err(|e| super::errors::internal("load awards", e))?;
            if items.is_empty() {
                continue;
            }
            let amounts: Vec<_> = items.iter().filter_map(|i| i.amount).collect();
            let total = amounts.first().map(|first| {
                Money(domain::money::Money::new(
                    amounts.iter().map(|m| m.cents).sum(),
                    first.currency,
                ))
            });
            out.push(AwardSummary {
                id: section.id().to_owned(),
                title: section.title().to_owned(),
                count: count(items.len()),
                total,
                deep_link: DeepLink::path(&section.path()),
            });
        }
        Ok(out)
    }

    /// One section's awards; null for an unknown section id.
    async fn award_details(
        &self,
        ctx: &Context<'_>,
        section_id: String,
    ) -> Result<Option<AwardDetailsSection>> {
        let state = state(ctx)?;
        let (user_id, _) = require_user(ctx)?;
        let Some(section) = AwardSection::parse(section_id.trim()) else {
            return Ok(None);
        };
        let user = load_user(ctx, user_id).await?;
        let items = awards::entries(&*state.store, &user, section, state.clock.now())
            .await
            .map_err(|e| super::errors::internal("load awards", e))?;
        Ok(Some(AwardDetailsSection {
            id: section.id().to_owned(),
            title: section.title().to_owned(),
            description: section.description().to_owned(),
            count: count(items.len()),
            items: items.into_iter().map(AwardItem::from).collect(),
        }))
    }
}
