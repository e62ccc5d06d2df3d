//! The promotion engine: for one account and one qualifying event (a completed deposit, a
//! placed or settled bet, a sign-up), every live promotion of that trigger is checked by the
//! domain's rules (`domain::promotion::qualifies`), its awards worked out
//! (`domain::promotion::grants`) and made by the store in one transaction
//! (`store::PromotionStore::award_promotion`), once per account and promotion.
//!
//! Triggers run after the transaction of the event has committed. Running one again (a retry,
//! a second node, a processor's repeated callback) is harmless: the store's unique award row
//! decides, and a second run answers the first award.

use crate::casino::rewards::{self, GrantFailure, GrantRequest};
use chrono::{DateTime, Utc};
use domain::ids::{PromotionId, UserId};
use domain::promotion::{self as rules, AWARD_INSTANCE, Customer, Event, Grant, TriggerKind};
use store::{
    AwardItem, AwardOutcome, NewPromotionAward, NewReward, Promotion, PromotionAward, RewardKind,
    Store, StoreError, User,
};

/// The trigger kinds an event may meet.
fn kinds(event: &Event) -> &'static [TriggerKind] {
    match event {
        Event::SignUp => &[TriggerKind::SignUp],
        Event::Deposit { .. } => &[TriggerKind::FirstDeposit, TriggerKind::Deposit],
        Event::BetPlaced(_) | Event::Turnover { .. } => &[TriggerKind::BetPlaced],
        Event::BetSettled { .. } => &[TriggerKind::BetSettledLosing],
    }
}

/// What the store writes for the domain's grants: rewards for bonus bets and profit boosts,
/// free rounds with their games resolved (and checked again: the catalogue may have changed
/// since the promotion was created), money for bonus cash and credit.
pub fn items(
    user: &User,
    promotion: &Promotion,
    grants: &[Grant],
    now: DateTime<Utc>,
) -> Result<Vec<AwardItem>, GrantFailure> {
    let granted_by = format!("promotion:{}", promotion.id);
    let reward = |kind, title: &str, restriction: &rules::UseRestriction, expires_at| NewReward {
        user_id: user.id.clone(),
        kind,
        title: title.to_owned(),
        amount_cents: 0,
        currency: user.currency,
        boost_percentage: 0,
        max_stake_cents: 0,
        min_legs: restriction.min_legs,
        max_legs: restriction.max_legs,
        event_id: None,
        bet_types: restriction
            .bet_types
            .iter()
            .map(|t| t.as_str().to_owned())
            .collect(),
        expires_at,
        granted_by: granted_by.clone(),
        created_at: now,
    };
    grants
        .iter()
        .map(|grant| {
            Ok(match grant {
                Grant::BonusBet {
                    title,
                    amount_cents,
                    restriction,
                    expires_at,
                } => AwardItem::Reward(NewReward {
                    amount_cents: *amount_cents,
                    ..reward(RewardKind::FreeBet, title, restriction, *expires_at)
                }),
                Grant::ProfitBoost {
                    title,
                    percentage,
                    max_stake_cents,
                    restriction,
                    expires_at,
                } => AwardItem::Reward(NewReward {
                    boost_percentage: *percentage,
                    max_stake_cents: *max_stake_cents,
                    ..reward(RewardKind::ProfitBoost, title, restriction, *expires_at)
                }),
                Grant::BonusCash {
                    amount_cents,
                    play_through_cents,
                    expires_at,
                } => AwardItem::BonusCash {
                    cents: *amount_cents,
                    play_through_cents: *play_through_cents,
                    expires_at: *expires_at,
                },
                Grant::PromotionalCredit { amount_cents } => AwardItem::PromotionalCredit {
                    cents: *amount_cents,
                },
                Grant::Cashback { amount_cents } => AwardItem::Cashback {
                    cents: *amount_cents,
                },
                Grant::FreeRounds {
                    title,
                    games,
                    rounds,
                    stake_cents,
                    days,
                } => AwardItem::FreeRounds(rewards::checked(
                    &user.id,
                    &GrantRequest {
                        slugs: games.clone(),
                        rounds: *rounds,
                        stake_cents: *stake_cents,
                        days: i64::from(*days),
                        title: Some(title.clone()),
                    },
                    &granted_by,
                    now,
                )?),
            })
        })
        .collect()
}

/// An account as the engine sees it: its opt-ins, segments and the awards it holds, read once for a run
/// of its events (one event, or the bets of one owner in a settlement batch). An award known
/// here is answered without asking the store again: an account's award is never taken back.
#[derive(Debug, Clone)]
pub struct Holder {
    pub user: User,
    enrolled: Vec<PromotionId>,
    segments: Vec<String>,
    awards: Vec<PromotionAward>,
    /// Turnover figures read in this run, by their start.
    staked: Vec<(DateTime<Utc>, i64)>,
    /// Promotions this run plans to award.
    planned: Vec<PromotionId>,
}

impl From<store::PromotionHolder> for Holder {
    fn from(h: store::PromotionHolder) -> Self {
        Holder {
            user: h.user,
            enrolled: h.enrolled,
            segments: h.segments,
            awards: h.awards,
            staked: Vec::new(),
            planned: Vec::new(),
        }
    }
}

impl Holder {
    /// Reads `user`'s opt-ins, segments and awards.
    pub async fn load(store: &dyn Store, user: User) -> Result<Self, StoreError> {
        let enrolled = store.promotion_enrollments(&user.id).await?;
        let segments = store.user_segments(&user.id).await?;
        let awards = store.promotion_awards(&user.id).await?;
        Ok(Holder {
            user,
            enrolled,
            segments,
            awards,
            staked: Vec::new(),
            planned: Vec::new(),
        })
    }

    /// The account as the rules see it for `promotion`.
    fn customer<'a>(&'a self, brand: &'a str, promotion: &Promotion) -> Customer<'a> {
        Customer {
            brand,
            region: &self.user.region,
            registered_at: self.user.created_at,
            opted_in: self.enrolled.contains(&promotion.id),
            segments: &self.segments,
        }
    }

    /// The money staked since `since`, read once per run.
    async fn staked_since(
        &mut self,
        store: &dyn Store,
        since: DateTime<Utc>,
    ) -> Result<i64, StoreError> {
        if let Some((_, cents)) = self.staked.iter().find(|(at, _)| *at == since) {
            return Ok(*cents);
        }
        let cents = store.money_staked_since(&self.user.id, since).await?;
        self.staked.push((since, cents));
        Ok(cents)
    }

    fn award_of(&self, promotion: &PromotionId) -> Option<&PromotionAward> {
        self.awards
            .iter()
            .find(|a| &a.promotion_id == promotion && a.instance == AWARD_INSTANCE)
    }
}

/// Runs `event` of `user` (on `brand`, identified as `source`: `deposit:{id}`, `bet:{id}`,
/// `signup:{userId}`) through every live promotion of its trigger; answers each award made or
/// answered. A promotion whose awards cannot be written (a free-rounds game gone from the
/// catalogue) is logged and skipped; a store failure stops the run (running it again is safe).
pub async fn run(
    store: &dyn Store,
    brand: &str,
    user: &User,
    event: &Event,
    source: &str,
    now: DateTime<Utc>,
) -> Result<Vec<(PromotionId, AwardOutcome)>, StoreError> {
    let candidates = candidates(store, event).await?;
    if candidates.is_empty() {
        return Ok(Vec::new());
    }
    let mut holder = Holder::load(store, user.clone()).await?;
    let mut plan = Plan::new(&candidates, brand);
    plan.add(store, &mut holder, event, source, now).await?;
    plan.write(store).await
}

/// The live promotions `event` may meet (one query per trigger kind): what a caller with many
/// events of one kind reads once and plans with ([`Plan::new`]).
pub async fn candidates(store: &dyn Store, event: &Event) -> Result<Vec<Promotion>, StoreError> {
    let mut candidates = Vec::new();
    for kind in kinds(event) {
        candidates.extend(store.live_promotions(Some(*kind)).await?);
    }
    Ok(candidates)
}

/// What a run of events on `brand` grants from the live promotions `candidates`: the awards
/// the rules make, written together by [`Plan::write`] in a few store transactions, and the
/// outcomes known without writing (an account's award already made).
#[derive(Debug)]
pub struct Plan<'a> {
    candidates: &'a [Promotion],
    brand: &'a str,
    known: Vec<(PromotionId, AwardOutcome)>,
    awards: Vec<NewPromotionAward>,
}

impl<'a> Plan<'a> {
    /// A plan for events meeting `candidates` on `brand`.
    pub fn new(candidates: &'a [Promotion], brand: &'a str) -> Self {
        Plan {
            candidates,
            brand,
            known: Vec::new(),
            awards: Vec::new(),
        }
    }

    /// Adds what `event` (identified as `source`) of `holder` earns. An award planned here
    /// counts as made for the holder's later events: one award per account and promotion.
    pub async fn add(
        &mut self,
        store: &dyn Store,
        holder: &mut Holder,
        event: &Event,
        source: &str,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let brand = self.brand;
        for promotion in self.candidates {
            if holder.planned.contains(&promotion.id) {
                continue;
            }
            let turnover = match turnover(store, holder, brand, promotion, event, now).await? {
                Turnover::Other => None,
                Turnover::Skip => continue,
                Turnover::Staked(event) => Some(event),
            };
            let event = turnover.as_ref().unwrap_or(event);
            let who = holder.customer(brand, promotion);
            if rules::qualifies(&promotion.definition, promotion.lifecycle, &who, event, now)
                .is_err()
            {
                continue;
            }
            if let Some(award) = holder.award_of(&promotion.id) {
                self.known.push((
                    promotion.id.clone(),
                    AwardOutcome::AlreadyAwarded(award.clone()),
                ));
                continue;
            }
            let user = &holder.user;
            let grants = rules::grants(&promotion.definition, event, now);
            if grants.is_empty() {
                continue;
            }
            let items = match items(user, promotion, &grants, now) {
                Ok(items) => items,
                Err(e) => {
                    tracing::warn!(
                        promotion = %promotion.id,
                        user = %user.id,
                        error = %e,
                        "promotion award skipped: its free rounds cannot be granted"
                    );
                    continue;
                }
            };
            self.awards.push(NewPromotionAward {
                promotion_id: promotion.id.clone(),
                version: promotion.version,
                user_id: user.id.clone(),
                currency: user.currency,
                instance: AWARD_INSTANCE.to_owned(),
                source: source.to_owned(),
                grants,
                items,
                at: now,
            });
            holder.planned.push(promotion.id.clone());
        }
        Ok(())
    }

    /// Makes the planned awards, [`AWARDS_PER_TRANSACTION`] to a store transaction, and
    /// answers every outcome with its promotion. An award the store refuses on its own (the
    /// operator changed the promotion since it was read) is not made this time; a store
    /// failure stops the rest (running the events again is safe).
    pub async fn write(
        self,
        store: &dyn Store,
    ) -> Result<Vec<(PromotionId, AwardOutcome)>, StoreError> {
        let Plan {
            mut known, awards, ..
        } = self;
        let mut awards = awards.into_iter().peekable();
        while awards.peek().is_some() {
            let chunk: Vec<NewPromotionAward> =
                awards.by_ref().take(AWARDS_PER_TRANSACTION).collect();
            let asked: Vec<(PromotionId, UserId, String)> = chunk
                .iter()
                .map(|a| (a.promotion_id.clone(), a.user_id.clone(), a.source.clone()))
                .collect();
            let answers = store.award_promotions(chunk).await?;
            for ((promotion, user, source), answer) in asked.into_iter().zip(answers) {
                let outcome = match answer {
                    Ok(outcome) => outcome,
                    // Changed between reading and awarding: not this time.
                    Err(StoreError::Conflict("promotion_version")) => AwardOutcome::NotLive,
                    Err(e) => {
                        tracing::error!(
                            promotion = %promotion,
                            user = %user,
                            source,
                            error = %e,
                            "promotion award refused"
                        );
                        continue;
                    }
                };
                if let AwardOutcome::Granted(award) = &outcome {
                    tracing::info!(
                        promotion = %promotion,
                        user = %user,
                        award = %award.id,
                        source,
                        "promotion awarded"
                    );
                }
                known.push((promotion, outcome));
            }
        }
        Ok(known)
    }
}

/// How many awards one store transaction makes at most: a page of graded bets' awards in a
/// few transactions, none holding its locks for long.
const AWARDS_PER_TRANSACTION: usize = 500;

/// What a turnover promotion makes of an event.
enum Turnover {
    /// Not a turnover promotion: the event as it is.
    Other,
    /// Nothing to count: a bet without a money stake, an award already made, or an account
    /// that would not qualify whatever it staked.
    Skip,
    /// The account's turnover over the promotion's period.
    Staked(Event),
}

/// A turnover promotion meets an accepted bet's event as the account's money staked over its
/// period, read only when that figure is all that could stand in the way.
async fn turnover(
    store: &dyn Store,
    holder: &mut Holder,
    brand: &str,
    promotion: &Promotion,
    event: &Event,
    now: DateTime<Utc>,
) -> Result<Turnover, StoreError> {
    let d = promotion.definition.get();
    let Some(since) = d.trigger.turnover_since(d.starts_at, now) else {
        return Ok(Turnover::Other);
    };
    let Event::BetPlaced(bet) = event else {
        return Ok(Turnover::Skip);
    };
    let unlimited = Event::Turnover {
        staked_cents: i64::MAX,
    };
    let who = holder.customer(brand, promotion);
    let could = rules::qualifies(
        &promotion.definition,
        promotion.lifecycle,
        &who,
        &unlimited,
        now,
    );
    if bet.money_stake_cents <= 0 || holder.award_of(&promotion.id).is_some() || could.is_err() {
        return Ok(Turnover::Skip);
    }
    let staked_cents = holder.staked_since(store, since).await?;
    Ok(Turnover::Staked(Event::Turnover { staked_cents }))
}
