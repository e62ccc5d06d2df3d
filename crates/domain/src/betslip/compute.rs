//! The computed slip: every draft bet with its odds, amounts, rewards and errors.

use super::amounts::{self, Fraction};
use super::errors::{BetslipError, normalise};
use super::quote::{Context, LegQuote};
use super::rewards::{self, BetShape};
use super::same_game::{self, GroupPrice};
use super::state::{SlipSelection, SlipState, Stake};
use super::{
    AmountField, AmountSource, AutoAccept, BetType, DraftBetKey, MAX_AMOUNT_CENTS, TeaserSport,
    parlay, round_robin, teaser,
};
use crate::odds::{Odds, OddsTrend};
use crate::sports::{OfferStatus, Points};
use std::collections::HashSet;

/// The whole computed slip.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slip {
    /// One per selection, in the order added.
    pub legs: Vec<DraftLeg>,
    pub straight: Section,
    pub parlay: Section,
    pub teaser: Section,
    pub round_robin: Section,
    /// One per event with selections in the slip, in order of first appearance; events with
    /// two or more legs are same-game groups, priced jointly.
    pub groupings: Vec<EventGrouping>,
    /// Errors of the slip as a whole.
    pub errors: Vec<BetslipError>,
}

/// A tab of the slip (or the round robin drawer) with its totals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub bets: Vec<DraftBet>,
    pub errors: Vec<BetslipError>,
    pub total_bet_cents: i64,
    /// What the section's bets return if they all win (stake back, except bonus bets).
    pub total_return_cents: i64,
    /// The same with profit boosts applied.
    pub total_boosted_return_cents: i64,
    pub total_return_trend: OddsTrend,
}

impl Default for Section {
    fn default() -> Self {
        Section {
            bets: Vec::new(),
            errors: Vec::new(),
            total_bet_cents: 0,
            total_return_cents: 0,
            total_boosted_return_cents: 0,
            total_return_trend: OddsTrend::Unchanged,
        }
    }
}

/// A bet the bettor may place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftBet {
    pub id: String,
    pub bet_type: BetType,
    /// Selection ids.
    pub leg_ids: Vec<String>,
    /// The stake (per combination for round robins).
    pub bet_cents: i64,
    /// `bet_cents` times the combinations.
    pub total_stake_cents: i64,
    /// The profit over all combinations, rounded down to the cent.
    pub win_cents: i64,
    /// The profit with the selected profit boost.
    pub boosted_win_cents: Option<i64>,
    /// The bet's price (`None` for round robins and bets that cannot be priced).
    pub total_odds: Option<Odds>,
    pub boosted_total_odds: Option<Odds>,
    pub total_odds_trend: OddsTrend,
    pub errors: Vec<BetslipError>,
    pub source: AmountSource,
    pub field: AmountField,
    pub selected_free_bet_id: Option<String>,
    pub selected_profit_boost_id: Option<String>,
    pub available_free_bet_ids: Vec<String>,
    pub available_profit_boost_ids: Vec<String>,
    /// Parlay+: a priced parlay holding a same-game group. Decided by the legs alone; the
    /// `parlayPlusRebrand` flag only changes the label clients show.
    pub parlay_plus_eligible: bool,
    pub combinations: u32,
    pub distinct_legs: u32,
    pub teaser: Option<TeaserInfo>,
    pub requires_acceptance: bool,
    /// The largest stake (per combination for round robins) the bettor may type: the
    /// operator's maximum for this bet, lowered by the bettor's max single wager limit, never
    /// above [`MAX_AMOUNT_CENTS`].
    pub max_bet_cents: i64,
}

/// A teaser's points, previews and teased lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeaserInfo {
    pub sport: TeaserSport,
    pub points: Points,
    /// One per points option of the sport.
    pub previews: Vec<TeaserPreview>,
    /// Per leg: the selection id and its teased line.
    pub teased_points: Vec<(String, Points)>,
}

/// What a teaser would pay with another points option.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TeaserPreview {
    pub points: Points,
    pub enabled: bool,
    pub total_odds: Option<Odds>,
}

/// One selection of the slip as it stands now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DraftLeg {
    pub selection_id: String,
    /// The catalogue's price now (`None` when no longer offered).
    pub current_odds: Option<Odds>,
    pub accepted_odds: Odds,
    pub trend: OddsTrend,
    pub requires_acceptance: bool,
    pub errors: Vec<BetslipError>,
    /// Suspended, closed or started: no bet may use it.
    pub disabled: bool,
}

/// The legs of one event; two or more form a same-game group priced jointly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventGrouping {
    pub event_id: String,
    pub leg_ids: Vec<String>,
    /// The group's joint price (two or more priced legs), or the single leg's price.
    pub odds: Option<Odds>,
    pub accepted_odds: Option<Odds>,
    pub trend: OddsTrend,
    pub requires_acceptance: bool,
    /// A same-game group with a joint price (two or more legs), whatever the flags.
    pub parlay_plus_eligible: bool,
}

/// Computes the slip. Pure and fast: 12 legs with every round robin size (4,083
/// combinations) well under 5 ms in release.
///
/// Prices are the catalogue's current ones; a leg whose price differs from the accepted one
/// shows its trend and, unless the bettor's auto-accept preference covers the move, requires
/// acceptance (ODDS_CHANGED on the bets using it). Same-game group prices are compared with
/// the slip's accepted group prices the same way.
pub fn compute(state: &SlipState, ctx: &Context) -> Slip {
    let legs: Vec<Leg> = state
        .selections
        .iter()
        .map(|selection| Leg::new(selection, ctx))
        .collect();
    let groups = groups(&legs, state, ctx);
    let mut book = Book {
        state,
        ctx,
        claimed: HashSet::new(),
        credits_left: ctx.promotional_credit_cents.max(0),
    };

    let straight = straight_section(&legs, &mut book);
    let parlay = parlay_section(&legs, &groups, &mut book);
    let teaser = teaser_section(&legs, &mut book);
    let round_robin = round_robin_section(&legs, &mut book);

    let mut errors = Vec::new();
    if legs.iter().any(|l| l.draft.requires_acceptance)
        || groups.iter().any(|g| g.grouping.requires_acceptance)
        || teaser.bets.iter().any(|b| b.requires_acceptance)
    {
        errors.push(BetslipError::odds_changed());
    }
    Slip {
        legs: legs.into_iter().map(|l| l.draft).collect(),
        straight,
        parlay,
        teaser,
        round_robin,
        groupings: groups.into_iter().map(|g| g.grouping).collect(),
        errors,
    }
}

/// Accepts every change: each selection's accepted odds become its current price, each
/// same-game group's accepted price its current group price and each teaser's accepted
/// price its current pay-table price.
pub fn accept_changes(state: &mut SlipState, ctx: &Context) {
    for selection in &mut state.selections {
        if let Some(quote) = ctx.quotes.get(&selection.selection_id) {
            selection.accepted_odds = quote.odds;
        }
    }
    state.accepted_group_odds = group_prices(state, ctx).into_iter().collect();
    state.accepted_teaser_odds = teaser_prices(state, ctx).into_iter().collect();
}

/// What a bettor accepts when accepting only some changes: these selections' prices and
/// these same-game groups' joint prices (each group named by its legs' selection ids, in any
/// order). Everything else keeps requiring acceptance.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Acceptance {
    pub selections: Vec<String>,
    pub groups: Vec<Vec<String>>,
}

/// Refusal of a selection [`Acceptance`] names that is not in the slip.
pub const ACCEPT_UNKNOWN_SELECTION: &str = "This selection is not in your betslip.";
/// Refusal of a same-game group [`Acceptance`] names that the slip does not have now.
pub const ACCEPT_UNKNOWN_GROUP: &str = "This same-game group is not in your betslip.";

/// Accepts the listed changes only (see [`Acceptance`]). Refuses, changing nothing, a
/// selection that is not in the slip or a group of legs that is not one of its same-game
/// groups now.
pub fn accept_listed(
    state: &mut SlipState,
    ctx: &Context,
    acceptance: &Acceptance,
) -> Result<(), BetslipError> {
    if acceptance
        .selections
        .iter()
        .any(|id| state.selection(id).is_none())
    {
        return Err(BetslipError::invalid(ACCEPT_UNKNOWN_SELECTION));
    }
    let prices = group_prices(state, ctx);
    let mut groups = Vec::with_capacity(acceptance.groups.len());
    for legs in &acceptance.groups {
        let event = legs
            .first()
            .and_then(|id| ctx.quotes.get(id))
            .map(|q| q.event_id.as_str());
        let price = event.and_then(|event| {
            let key = group_key(event, legs);
            prices.iter().find(|(k, _)| *k == key).cloned()
        });
        groups.push(price.ok_or_else(|| BetslipError::invalid(ACCEPT_UNKNOWN_GROUP))?);
    }
    for selection in &mut state.selections {
        if acceptance.selections.contains(&selection.selection_id)
            && let Some(quote) = ctx.quotes.get(&selection.selection_id)
        {
            selection.accepted_odds = quote.odds;
        }
    }
    state.accepted_group_odds.extend(groups);
    Ok(())
}

/// Applies the bettor's auto-accept preference (`Any`: every change; `Higher`: prices that
/// pay more) to the slip's accepted prices, records the price of a same-game group or a
/// teaser that has none yet (a group or teaser just formed is accepted as first shown) and
/// forgets groups and teasers that no longer exist. Answers whether anything changed (the
/// caller then persists the slip).
pub fn auto_accept(state: &mut SlipState, ctx: &Context) -> bool {
    let mut changed = false;
    for selection in &mut state.selections {
        let Some(quote) = ctx.quotes.get(&selection.selection_id) else {
            continue;
        };
        if quote.odds != selection.accepted_odds
            && accepts(
                ctx.auto_accept,
                OddsTrend::between(selection.accepted_odds, quote.odds),
            )
        {
            selection.accepted_odds = quote.odds;
            changed = true;
        }
    }
    let groups = group_prices(state, ctx);
    changed |= sync_accepted(&mut state.accepted_group_odds, groups, ctx.auto_accept);
    let teasers = teaser_prices(state, ctx);
    changed |= sync_accepted(&mut state.accepted_teaser_odds, teasers, ctx.auto_accept);
    changed
}

/// Keeps the accepted prices of `current` only, records those not accepted yet and takes the
/// moves `preference` accepts silently. Answers whether anything changed.
fn sync_accepted(
    accepted: &mut std::collections::BTreeMap<String, Odds>,
    current: Vec<(String, Odds)>,
    preference: AutoAccept,
) -> bool {
    let before = accepted.len();
    accepted.retain(|key, _| current.iter().any(|(k, _)| k == key));
    let mut changed = accepted.len() != before;
    for (key, now) in current {
        match accepted.get(&key).copied() {
            None => {
                accepted.insert(key, now);
                changed = true;
            }
            Some(was) if was != now && accepts(preference, OddsTrend::between(was, now)) => {
                accepted.insert(key, now);
                changed = true;
            }
            Some(_) => {}
        }
    }
    changed
}

/// The key of a teaser's accepted price: its draft bet id, its points and its legs, sorted
/// (`teaser:football|6.5|a|b`). Other points or other legs are another price the bettor
/// chose, accepted as first shown unless they said which price they saw.
pub fn teaser_key(draft_bet_id: &str, points: Points, leg_ids: &[String]) -> String {
    let mut legs: Vec<&str> = leg_ids.iter().map(String::as_str).collect();
    legs.sort_unstable();
    let mut key = format!("{draft_bet_id}|{points}");
    for leg in legs {
        key.push('|');
        key.push_str(leg);
    }
    key
}

/// The current pay-table price of every teaser that can be priced, by [`teaser_key`].
fn teaser_prices(state: &SlipState, ctx: &Context) -> Vec<(String, Odds)> {
    let legs: Vec<Leg> = state
        .selections
        .iter()
        .map(|selection| Leg::new(selection, ctx))
        .collect();
    teasers(&legs, state, ctx)
        .into_iter()
        .filter_map(|t| Some((t.accepted_key(), t.price(t.points)?)))
        .collect()
}

/// The key of a same-game group's accepted price: its event and its legs, sorted
/// (`e|a|b`). A group whose legs the bettor changed (a leg added, removed or moved to another
/// line) is another group, accepted as first shown; only a price moving under the same legs
/// needs acceptance.
pub fn group_key(event_id: &str, leg_ids: &[String]) -> String {
    let mut legs: Vec<&str> = leg_ids.iter().map(String::as_str).collect();
    legs.sort_unstable();
    let mut key = event_id.to_owned();
    for leg in legs {
        key.push('|');
        key.push_str(leg);
    }
    key
}

/// Whether the preference accepts a move silently.
fn accepts(preference: AutoAccept, trend: OddsTrend) -> bool {
    match preference {
        AutoAccept::None => false,
        AutoAccept::Higher => trend == OddsTrend::Up,
        AutoAccept::Any => true,
    }
}

/// The current price of every same-game group (two or more legs of one event) that can be
/// priced, by [`group_key`].
fn group_prices(state: &SlipState, ctx: &Context) -> Vec<(String, Odds)> {
    let legs: Vec<Leg> = state
        .selections
        .iter()
        .map(|selection| Leg::new(selection, ctx))
        .collect();
    groups(&legs, state, ctx)
        .into_iter()
        .filter(|g| g.grouping.leg_ids.len() >= 2)
        .filter_map(|g| {
            let odds = g.grouping.odds?;
            Some((group_key(&g.grouping.event_id, &g.grouping.leg_ids), odds))
        })
        .collect()
}

/// A selection of the slip with its quote and computed view.
struct Leg<'a> {
    selection: &'a SlipSelection,
    quote: Option<&'a LegQuote>,
    draft: DraftLeg,
}

impl<'a> Leg<'a> {
    fn new(selection: &'a SlipSelection, ctx: &'a Context) -> Self {
        let quote = ctx.quotes.get(&selection.selection_id);
        let mut errors = Vec::new();
        if let Some(error) = quote.map_or(Some(BetslipError::selection_closed()), unavailable) {
            errors.push(error);
        }
        let current_odds = quote.map(|q| q.odds);
        let trend = current_odds.map_or(OddsTrend::Unchanged, |current| {
            OddsTrend::between(selection.accepted_odds, current)
        });
        let requires_acceptance = trend != OddsTrend::Unchanged && !accepts(ctx.auto_accept, trend);
        let draft = DraftLeg {
            selection_id: selection.selection_id.clone(),
            current_odds,
            accepted_odds: selection.accepted_odds,
            trend,
            requires_acceptance,
            disabled: !errors.is_empty(),
            errors,
        };
        Leg {
            selection,
            quote,
            draft,
        }
    }

    fn id(&self) -> &str {
        &self.selection.selection_id
    }

    fn event(&self) -> Option<&str> {
        self.quote.map(|q| q.event_id.as_str())
    }
}

/// Why a quoted selection cannot be bet now, if it cannot.
fn unavailable(quote: &LegQuote) -> Option<BetslipError> {
    let gone = |s: OfferStatus| matches!(s, OfferStatus::Hidden | OfferStatus::Finished);
    if quote.decided || gone(quote.selection_status) || gone(quote.market_status) {
        Some(BetslipError::selection_closed())
    } else if quote.started && !quote.in_play_priced {
        Some(BetslipError::event_started())
    } else if quote.selection_status == OfferStatus::Closed
        || quote.market_status == OfferStatus::Closed
    {
        Some(BetslipError::selection_suspended())
    } else {
        None
    }
}

/// An event's legs with their grouping.
struct Group {
    grouping: EventGrouping,
    /// Two or more legs that can never be in one parlay.
    contradictory: bool,
}

fn groups(legs: &[Leg], state: &SlipState, ctx: &Context) -> Vec<Group> {
    let mut events: Vec<&str> = Vec::new();
    for leg in legs {
        if let Some(event) = leg.event()
            && !events.contains(&event)
        {
            events.push(event);
        }
    }
    events
        .into_iter()
        .map(|event| {
            let members: Vec<&Leg> = legs.iter().filter(|l| l.event() == Some(event)).collect();
            let quotes: Vec<&LegQuote> = members.iter().filter_map(|l| l.quote).collect();
            let leg_ids: Vec<String> = members.iter().map(|l| l.id().to_owned()).collect();
            if let [single] = members.as_slice() {
                return Group {
                    grouping: EventGrouping {
                        event_id: event.to_owned(),
                        leg_ids,
                        odds: single.draft.current_odds,
                        accepted_odds: Some(single.draft.accepted_odds),
                        trend: single.draft.trend,
                        requires_acceptance: single.draft.requires_acceptance,
                        parlay_plus_eligible: false,
                    },
                    contradictory: false,
                };
            }
            let (odds, contradictory) = if parlay::any_contradictory(&quotes) {
                (None, true)
            } else {
                match same_game::price(&quotes) {
                    GroupPrice::Priced(odds) => (Some(odds), false),
                    GroupPrice::Contradictory => (None, true),
                    GroupPrice::TooLong => (None, false),
                }
            };
            let accepted_odds = state
                .accepted_group_odds
                .get(&group_key(event, &leg_ids))
                .copied();
            let trend = match (accepted_odds, odds) {
                (Some(accepted), Some(current)) => OddsTrend::between(accepted, current),
                _ => OddsTrend::Unchanged,
            };
            Group {
                grouping: EventGrouping {
                    event_id: event.to_owned(),
                    leg_ids,
                    odds,
                    accepted_odds,
                    trend,
                    requires_acceptance: trend != OddsTrend::Unchanged
                        && !accepts(ctx.auto_accept, trend),
                    parlay_plus_eligible: odds.is_some(),
                },
                contradictory,
            }
        })
        .collect()
}

/// What the bets of one compute share: the slip, the context, the rewards already claimed
/// by earlier bets and the promotional credit not yet committed.
struct Book<'s, 'c> {
    state: &'s SlipState,
    ctx: &'s Context<'c>,
    claimed: HashSet<String>,
    credits_left: i64,
}

/// How a bet is priced.
enum Pricing<'a> {
    /// One price (`None`: it cannot be priced now).
    Single(Option<Odds>),
    /// A round robin of size `k` over the legs' decimal prices (`None`: a leg has no price).
    RoundRobin {
        legs: Option<&'a [Fraction]>,
        k: usize,
        /// Wins of every size from one walk over the subsets, at the stakes typed in the
        /// bet field (`(stake, win)` by size).
        precomputed: &'a [(i64, Option<i64>)],
    },
}

/// Everything about a bet but its amounts.
struct Plan<'a> {
    key: DraftBetKey,
    leg_ids: Vec<String>,
    events: Vec<Option<&'a str>>,
    pricing: Pricing<'a>,
    errors: Vec<BetslipError>,
    requires_acceptance: bool,
    trend: OddsTrend,
    parlay_plus_eligible: bool,
    combinations: u32,
    teaser: Option<TeaserInfo>,
}

impl Book<'_, '_> {
    /// Resolves a bet's stake, rewards, win and limits.
    fn bet(&mut self, mut plan: Plan) -> DraftBet {
        let id = plan.key.id();
        let bet_type = plan.key.bet_type();
        let stake = self.state.stakes.get(&id).cloned().unwrap_or_default();
        let mut errors = std::mem::take(&mut plan.errors);
        if plan.requires_acceptance {
            errors.push(BetslipError::odds_changed());
        }
        let shape = BetShape {
            bet_type,
            legs: plan.leg_ids.len(),
            events: &plan.events,
        };
        let now = self.ctx.now;
        let available_free_bet_ids: Vec<String> = self
            .ctx
            .free_bets
            .iter()
            .filter(|o| !self.claimed.contains(&o.id) && rewards::free_bet_usable(o, &shape, now))
            .map(|o| o.id.clone())
            .collect();
        let available_profit_boost_ids: Vec<String> = if stake.source == AmountSource::FreeBet {
            Vec::new()
        } else {
            self.ctx
                .profit_boosts
                .iter()
                .filter(|o| !self.claimed.contains(&o.id) && rewards::boost_usable(o, &shape, now))
                .map(|o| o.id.clone())
                .collect()
        };

        // The stake per combination.
        let mut field = stake.field;
        let mut selected_free_bet_id = None;
        let bet_cents = match stake.source {
            AmountSource::FreeBet => {
                field = AmountField::Bet;
                selected_free_bet_id = stake.free_bet_id.clone();
                let offer = stake.free_bet_id.as_ref().and_then(|fid| {
                    available_free_bet_ids
                        .contains(fid)
                        .then(|| self.ctx.free_bets.iter().find(|o| &o.id == fid))
                        .flatten()
                });
                match offer {
                    Some(offer) => {
                        self.claimed.insert(offer.id.clone());
                        offer.amount_cents
                    }
                    None => {
                        errors.push(BetslipError::reward_unavailable());
                        0
                    }
                }
            }
            AmountSource::Cash | AmountSource::PromotionalCredit => {
                self.stake_of(&stake, &plan.pricing, &mut errors)
            }
        };

        let combinations = i64::from(plan.combinations);
        let total_stake_cents = bet_cents.saturating_mul(combinations);
        let (win_cents, total_odds) = match &plan.pricing {
            Pricing::Single(odds) => (
                odds.map_or(0, |o| amounts::win_for_stake(bet_cents, o)),
                *odds,
            ),
            Pricing::RoundRobin {
                legs,
                k,
                precomputed,
            } => {
                let win = match precomputed.get(*k) {
                    Some(&(stake, Some(win))) if stake == bet_cents => win,
                    _ => legs.map_or(0, |legs| round_robin_win(legs, *k, bet_cents, &mut errors)),
                };
                (win, None)
            }
        };

        // The profit boost.
        let mut selected_profit_boost_id = None;
        let mut boosted_win_cents = None;
        let mut boosted_total_odds = None;
        if let Some(pid) = &stake.profit_boost_id {
            selected_profit_boost_id = Some(pid.clone());
            let offer = available_profit_boost_ids
                .contains(pid)
                .then(|| self.ctx.profit_boosts.iter().find(|o| &o.id == pid))
                .flatten();
            match (offer, total_odds) {
                (Some(offer), Some(odds)) => {
                    self.claimed.insert(offer.id.clone());
                    boosted_win_cents = Some(amounts::boosted_win_for_stake(
                        bet_cents,
                        odds,
                        offer.percentage,
                        offer.max_stake_cents,
                    ));
                    boosted_total_odds = amounts::boosted_odds(odds, offer.percentage);
                }
                (Some(offer), None) => {
                    // Not priced now: the boost stays selected, nothing to boost.
                    self.claimed.insert(offer.id.clone());
                }
                (None, _) => errors.push(BetslipError::reward_unavailable()),
            }
        }

        self.check_limits(
            stake.source,
            bet_cents,
            total_stake_cents,
            boosted_win_cents.unwrap_or(win_cents),
            &plan,
            &mut errors,
        );
        normalise(&mut errors);
        let max_bet_cents = self.max_bet_cents(&plan);
        DraftBet {
            max_bet_cents,
            id,
            bet_type,
            distinct_legs: u32::try_from(plan.leg_ids.len()).unwrap_or(u32::MAX),
            leg_ids: plan.leg_ids,
            bet_cents,
            total_stake_cents,
            win_cents,
            boosted_win_cents,
            total_odds,
            boosted_total_odds,
            total_odds_trend: plan.trend,
            errors,
            source: stake.source,
            field,
            selected_free_bet_id,
            selected_profit_boost_id,
            available_free_bet_ids,
            available_profit_boost_ids,
            parlay_plus_eligible: plan.parlay_plus_eligible,
            combinations: plan.combinations,
            teaser: plan.teaser,
            requires_acceptance: plan.requires_acceptance,
        }
    }

    /// The stake per combination from what the bettor typed.
    fn stake_of(&self, stake: &Stake, pricing: &Pricing, errors: &mut Vec<BetslipError>) -> i64 {
        let amount = stake.amount_cents.clamp(0, MAX_AMOUNT_CENTS);
        if stake.field == AmountField::Bet || amount == 0 {
            return amount;
        }
        let needed = match pricing {
            Pricing::Single(Some(odds)) => Some(amounts::stake_for_win(amount, *odds)),
            Pricing::RoundRobin {
                legs: Some(legs),
                k,
                ..
            } => round_robin::stake_for_win(legs, *k, amount),
            Pricing::Single(None) | Pricing::RoundRobin { legs: None, .. } => Some(0),
        };
        match needed {
            Some(cents) if cents <= MAX_AMOUNT_CENTS => cents,
            _ => {
                errors.push(BetslipError::amount_too_large());
                0
            }
        }
    }

    /// The largest stake per combination the bettor may type for `plan` (see
    /// [`DraftBet::max_bet_cents`]).
    fn max_bet_cents(&self, plan: &Plan) -> i64 {
        let operator = operator_max_cents(&self.ctx.limits, plan);
        let bettor = self
            .ctx
            .max_single_wager_cents
            .map_or(i64::MAX, |max| max / i64::from(plan.combinations).max(1));
        operator.min(bettor).clamp(0, MAX_AMOUNT_CENTS)
    }

    fn check_limits(
        &mut self,
        source: AmountSource,
        bet_cents: i64,
        total_stake_cents: i64,
        win_cents: i64,
        plan: &Plan,
        errors: &mut Vec<BetslipError>,
    ) {
        if bet_cents <= 0 {
            return;
        }
        let limits = self.ctx.limits;
        if source != AmountSource::FreeBet {
            let max = operator_max_cents(&limits, plan);
            if bet_cents < limits.min_stake_cents {
                errors.push(BetslipError::min_stake(limits.min_stake_cents));
            } else if bet_cents > max {
                errors.push(BetslipError::max_stake(max));
            }
        }
        if win_cents > limits.max_win_cents {
            errors.push(BetslipError::max_win(limits.max_win_cents));
        }
        if source == AmountSource::PromotionalCredit {
            if total_stake_cents > self.credits_left {
                errors.push(BetslipError::low_promotional_credits());
            } else {
                self.credits_left -= total_stake_cents;
            }
        }
    }
}

/// The operator's maximum stake (per combination) for a bet of `plan`. A leg is staked in
/// C(n − 1, k − 1) of a round robin's combinations, so the per-selection maximum is divided by
/// that and the per-bet maximum by the combinations.
fn operator_max_cents(limits: &super::StakeLimits, plan: &Plan) -> i64 {
    let per_leg = match plan.pricing {
        Pricing::RoundRobin { k, .. } => i64::try_from(round_robin::combinations(
            u32::try_from(plan.leg_ids.len())
                .unwrap_or(u32::MAX)
                .saturating_sub(1),
            u32::try_from(k).unwrap_or(u32::MAX).saturating_sub(1),
        ))
        .unwrap_or(i64::MAX)
        .max(1),
        Pricing::Single(_) => 1,
    };
    let combinations = i64::from(plan.combinations).max(1);
    (limits.max_stake_per_bet_cents / combinations)
        .min(limits.max_stake_per_selection_cents / per_leg)
}

/// The summed win of a size-`k` round robin at `stake` per combination.
fn round_robin_win(legs: &[Fraction], k: usize, stake: i64, errors: &mut Vec<BetslipError>) -> i64 {
    if stake <= 0 {
        return 0;
    }
    let mut stakes = vec![0; k + 1];
    if let Some(slot) = stakes.get_mut(k) {
        *slot = stake;
    }
    match round_robin::wins_by_size(legs, &stakes)
        .get(k)
        .copied()
        .flatten()
    {
        Some(win) => win,
        None => {
            errors.push(BetslipError::invalid(TOO_LONG));
            0
        }
    }
}

const TOO_LONG: &str = "These selections' combined odds are too long to bet.";

/// The leg errors a bet inherits (a disabled leg blocks every bet using it).
fn leg_errors<'a>(legs: impl IntoIterator<Item = &'a Leg<'a>>) -> Vec<BetslipError> {
    legs.into_iter()
        .flat_map(|l| l.draft.errors.iter().cloned())
        .collect()
}

/// Down if any moved down, else up if any moved up.
fn combined_trend(trends: impl IntoIterator<Item = OddsTrend>) -> OddsTrend {
    let mut result = OddsTrend::Unchanged;
    for trend in trends {
        match trend {
            OddsTrend::Down => return OddsTrend::Down,
            OddsTrend::Up => result = OddsTrend::Up,
            OddsTrend::Unchanged => {}
        }
    }
    result
}

fn section(bets: Vec<DraftBet>, mut errors: Vec<BetslipError>) -> Section {
    let mut total_bet_cents: i64 = 0;
    let mut total_return_cents: i64 = 0;
    let mut total_boosted_return_cents: i64 = 0;
    for bet in &bets {
        let stake_back = if bet.source == AmountSource::FreeBet {
            0
        } else {
            bet.total_stake_cents
        };
        total_bet_cents = total_bet_cents.saturating_add(bet.total_stake_cents);
        total_return_cents = total_return_cents
            .saturating_add(stake_back)
            .saturating_add(bet.win_cents);
        total_boosted_return_cents = total_boosted_return_cents
            .saturating_add(stake_back)
            .saturating_add(bet.boosted_win_cents.unwrap_or(bet.win_cents));
    }
    normalise(&mut errors);
    Section {
        total_return_trend: combined_trend(bets.iter().map(|b| b.total_odds_trend)),
        bets,
        errors,
        total_bet_cents,
        total_return_cents,
        total_boosted_return_cents,
    }
}

fn straight_section(legs: &[Leg], book: &mut Book) -> Section {
    let bets = legs
        .iter()
        .map(|leg| {
            book.bet(Plan {
                key: DraftBetKey::Straight(leg.id().to_owned()),
                leg_ids: vec![leg.id().to_owned()],
                events: vec![leg.event()],
                pricing: Pricing::Single(leg.draft.current_odds),
                errors: leg.draft.errors.clone(),
                requires_acceptance: leg.draft.requires_acceptance,
                trend: leg.draft.trend,
                parlay_plus_eligible: false,
                combinations: 1,
                teaser: None,
            })
        })
        .collect();
    section(bets, Vec::new())
}

fn parlay_section(legs: &[Leg], groups: &[Group], book: &mut Book) -> Section {
    match legs.len() {
        0 => return section(Vec::new(), Vec::new()),
        1 => return section(Vec::new(), vec![BetslipError::invalid(parlay::TOO_FEW)]),
        _ => {}
    }
    let mut errors = leg_errors(legs);
    let contradictory = groups.iter().any(|g| g.contradictory);
    if contradictory {
        errors.push(BetslipError::invalid(parlay::CONTRADICTORY));
    }
    // One price per event: a group's joint price or the single leg's; the accepted
    // counterpart for the trend.
    let mut current: Vec<Odds> = Vec::new();
    let mut accepted: Vec<Odds> = Vec::new();
    let mut priced = !contradictory && legs.iter().all(|l| l.quote.is_some());
    for group in groups {
        match group.grouping.odds {
            Some(odds) => {
                current.push(odds);
                accepted.push(group.grouping.accepted_odds.unwrap_or(odds));
            }
            None => priced = false,
        }
    }
    let total = if priced {
        match Odds::combine(&current) {
            Ok(odds) => Some(odds),
            Err(_) => {
                errors.push(BetslipError::invalid(TOO_LONG));
                None
            }
        }
    } else {
        None
    };
    let trend = match (total, Odds::combine(&accepted)) {
        (Some(now), Ok(before)) => OddsTrend::between(before, now),
        _ => OddsTrend::Unchanged,
    };
    let same_game = groups.iter().any(|g| g.grouping.leg_ids.len() >= 2);
    let bet = book.bet(Plan {
        key: DraftBetKey::Parlay,
        leg_ids: legs.iter().map(|l| l.id().to_owned()).collect(),
        events: legs.iter().map(Leg::event).collect(),
        pricing: Pricing::Single(total),
        errors,
        requires_acceptance: legs.iter().any(|l| l.draft.requires_acceptance)
            || groups.iter().any(|g| g.grouping.requires_acceptance),
        trend,
        parlay_plus_eligible: same_game && total.is_some(),
        combinations: 1,
        teaser: None,
    });
    section(vec![bet], Vec::new())
}

/// Teasers need this many eligible legs of one sport.
const TEASER_TOO_FEW: &str =
    "Teasers need 2 or more football or basketball spread or total selections.";

/// A teaser the slip's legs form: its sport, legs and points.
struct Teaser<'l, 'a> {
    sport: TeaserSport,
    key: DraftBetKey,
    members: Vec<(&'l Leg<'a>, &'a LegQuote)>,
    options: Vec<Points>,
    points: Points,
    contradictory: bool,
}

impl Teaser<'_, '_> {
    /// The pay-table price at `points` (`None`: it cannot be priced).
    fn price(&self, points: Points) -> Option<Odds> {
        (!self.contradictory)
            .then(|| teaser::pay_table(self.sport, points, self.members.len()))
            .flatten()
    }

    fn leg_ids(&self) -> Vec<String> {
        self.members
            .iter()
            .map(|(l, _)| l.id().to_owned())
            .collect()
    }

    /// The key of its accepted price.
    fn accepted_key(&self) -> String {
        teaser_key(&self.key.id(), self.points, &self.leg_ids())
    }
}

/// The teasers of `legs` (none when teasers are off).
fn teasers<'l, 'a>(legs: &'l [Leg<'a>], state: &SlipState, ctx: &Context) -> Vec<Teaser<'l, 'a>> {
    if !ctx.teaser_enabled {
        return Vec::new();
    }
    TeaserSport::ALL
        .into_iter()
        .filter_map(|sport| {
            let members: Vec<(&Leg, &LegQuote)> = legs
                .iter()
                .filter_map(|l| l.quote.map(|q| (l, q)))
                .filter(|(_, q)| teaser::can_tease(q) == Some(sport))
                .collect();
            if members.len() < teaser::MIN_LEGS {
                return None;
            }
            let key = DraftBetKey::Teaser(sport);
            let options = teaser::points_options(sport);
            let points = state
                .teaser_points
                .get(&key.id())
                .copied()
                .filter(|p| options.contains(p))
                .or_else(|| teaser::default_points(sport))?;
            let quotes: Vec<&LegQuote> = members.iter().map(|(_, q)| *q).collect();
            let contradictory = parlay::any_contradictory(&quotes);
            Some(Teaser {
                sport,
                key,
                members,
                options,
                points,
                contradictory,
            })
        })
        .collect()
}

fn teaser_section(legs: &[Leg], book: &mut Book) -> Section {
    if !book.ctx.teaser_enabled || legs.is_empty() {
        return section(Vec::new(), Vec::new());
    }
    let mut bets = Vec::new();
    for t in teasers(legs, book.state, book.ctx) {
        let mut errors = leg_errors(t.members.iter().map(|(l, _)| *l));
        if t.contradictory {
            errors.push(BetslipError::invalid(
                "These selections cannot be combined in a teaser.",
            ));
        }
        if t.members.len() > teaser::MAX_LEGS {
            errors.push(BetslipError::invalid("Teasers allow at most 8 selections."));
        }
        let previews = t
            .options
            .iter()
            .map(|&p| TeaserPreview {
                points: p,
                enabled: t.price(p).is_some(),
                total_odds: t.price(p),
            })
            .collect();
        let teased_points = t
            .members
            .iter()
            .filter_map(|(l, q)| Some((l.id().to_owned(), teaser::teased_line(q, t.points)?)))
            .collect();
        // The pay table, not the legs' prices, sets a teaser's price: only a price other
        // than the one the bettor accepted (or saw when buying the points) needs acceptance.
        let current = t.price(t.points);
        let accepted = book
            .state
            .accepted_teaser_odds
            .get(&t.accepted_key())
            .copied();
        let trend = match (accepted, current) {
            (Some(accepted), Some(current)) => OddsTrend::between(accepted, current),
            _ => OddsTrend::Unchanged,
        };
        bets.push(book.bet(Plan {
            key: t.key.clone(),
            leg_ids: t.leg_ids(),
            events: t.members.iter().map(|(l, _)| l.event()).collect(),
            pricing: Pricing::Single(current),
            errors,
            requires_acceptance: trend != OddsTrend::Unchanged
                && !accepts(book.ctx.auto_accept, trend),
            trend,
            parlay_plus_eligible: false,
            combinations: 1,
            teaser: Some(TeaserInfo {
                sport: t.sport,
                points: t.points,
                previews,
                teased_points,
            }),
        }));
    }
    let mut errors = Vec::new();
    // A teasable market whose event is in play is left out of its teaser, and the section
    // says why.
    if legs
        .iter()
        .filter_map(|l| l.quote)
        .any(|q| teaser::sport_of(q).is_some() && teaser::can_tease(q).is_none())
    {
        errors.push(BetslipError::invalid(teaser::IN_PLAY));
    }
    if bets.is_empty() {
        errors.push(BetslipError::invalid(TEASER_TOO_FEW));
    }
    section(bets, errors)
}

fn round_robin_section(legs: &[Leg], book: &mut Book) -> Section {
    if !book.ctx.round_robins_enabled || legs.len() < round_robin::MIN_LEGS {
        return section(Vec::new(), Vec::new());
    }
    let mut events: Vec<&str> = Vec::with_capacity(legs.len());
    for event in legs.iter().filter_map(Leg::event) {
        if events.contains(&event) {
            return section(
                Vec::new(),
                vec![BetslipError::invalid(
                    "Round robins need selections from different events.",
                )],
            );
        }
        events.push(event);
    }
    if legs.len() > round_robin::MAX_LEGS {
        return section(
            Vec::new(),
            vec![BetslipError::invalid(
                "Round robins allow at most 12 selections.",
            )],
        );
    }
    let prices: Option<Vec<Fraction>> = legs
        .iter()
        .map(|l| l.draft.current_odds.map(Fraction::decimal))
        .collect();
    let n = u32::try_from(legs.len()).unwrap_or(u32::MAX);
    let errors = leg_errors(legs);
    let requires_acceptance = legs.iter().any(|l| l.draft.requires_acceptance);
    let trend = combined_trend(legs.iter().map(|l| l.draft.trend));
    // One walk for every size staked in the bet field (the common case); other stakes are
    // resolved per size.
    let typed: Vec<i64> = (0..=legs.len())
        .map(|k| {
            let id = u8::try_from(k).map(|k| DraftBetKey::RoundRobin(k).id());
            match id.ok().and_then(|id| book.state.stakes.get(&id)) {
                Some(stake)
                    if k >= 2
                        && stake.field == AmountField::Bet
                        && stake.source != AmountSource::FreeBet =>
                {
                    stake.amount_cents.clamp(0, MAX_AMOUNT_CENTS)
                }
                _ => 0,
            }
        })
        .collect();
    let precomputed: Vec<(i64, Option<i64>)> = match &prices {
        Some(prices) => typed
            .iter()
            .copied()
            .zip(round_robin::wins_by_size(prices, &typed))
            .collect(),
        None => Vec::new(),
    };
    let bets = (2..=legs.len())
        .filter_map(|k| {
            let k8 = u8::try_from(k).ok()?;
            Some(book.bet(Plan {
                key: DraftBetKey::RoundRobin(k8),
                leg_ids: legs.iter().map(|l| l.id().to_owned()).collect(),
                events: legs.iter().map(Leg::event).collect(),
                pricing: Pricing::RoundRobin {
                    legs: prices.as_deref(),
                    k,
                    precomputed: &precomputed,
                },
                errors: errors.clone(),
                requires_acceptance,
                trend,
                parlay_plus_eligible: false,
                combinations:
                    u32::try_from(round_robin::combinations(n, u32::from(k8))).unwrap_or(u32::MAX),
                teaser: None,
            }))
        })
        .collect();
    section(bets, Vec::new())
}
