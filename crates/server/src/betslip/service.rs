//! Loading, computing and saving slips. Every operation reads the owner's document, changes
//! it, lets the engine auto-accept price moves the bettor allows, and saves it with a version
//! compare-and-set, retrying from a fresh read when another write came first. The answer is a
//! [`Computed`] slip: the document, the engine's result and what the display needs.

use super::document::{Document, LegSnapshot};
use super::quotes::{self, BuyPointOption, Offer};
use super::{Failure, Holder, Owner};
use crate::bus::Event;
use crate::catalogue::display::{SelectionName, event_path, selection_name};
use crate::location::{LocationRefusal, require_authorised_for};
use crate::state::AppState;
use chrono::{DateTime, Utc};
use domain::betslip::{
    AutoAccept, BetType, BetslipError, Context, DraftBet, DraftBetKey, FreeBetOffer, Gate,
    LegQuote, LocationGate, ProfitBoostOffer, RewardRestriction, Slip, SlipSelection, StakeLimits,
};
use domain::ids::SessionId;
use domain::money::Currency;
use domain::odds::Odds;
use domain::sports::{EventStatus, OfferStatus};
use std::collections::HashMap;
use store::{RewardKind, StoreError};

/// Writes attempted before giving up on a slip many requests change at once.
const MAX_ATTEMPTS: usize = 8;
/// Selections one slip holds (12 legs make 4,083 round robin combinations).
pub const MAX_SELECTIONS: usize = 12;

/// Feature flags that shape the slip.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SlipFlags {
    pub teaser: bool,
    pub round_robins: bool,
}

/// What the account brings to a computation: its currency, rewards, credits and the
/// auto-accept preference (visitors: none, none, 0 and their slip's choice).
#[derive(Debug, Clone)]
pub struct Account {
    pub currency: Currency,
    pub rewards: Vec<store::Reward>,
    pub free_bets: Vec<FreeBetOffer>,
    pub profit_boosts: Vec<ProfitBoostOffer>,
    pub credit_cents: i64,
    /// The account holder's preference; `None` for visitors.
    pub auto_accept: Option<AutoAccept>,
    /// The account holder's max single wager limit in force (cents), if any.
    pub max_single_wager_cents: Option<i64>,
}

impl Account {
    /// Loads what the account holder `user` brings at `now` (a visitor: nothing).
    pub async fn load(
        state: &AppState,
        user: Option<store::User>,
        now: DateTime<Utc>,
    ) -> Result<Account, Failure> {
        let Some(user) = user else {
            return Ok(Account {
                currency: Currency::Usd,
                rewards: Vec::new(),
                free_bets: Vec::new(),
                profit_boosts: Vec::new(),
                credit_cents: 0,
                auto_accept: None,
                max_single_wager_cents: None,
            });
        };
        let store::BettingAccount {
            rewards,
            balances,
            preferences,
            limits,
        } = state
            .store
            .betting_account(&user.id, user.currency, now)
            .await?;
        let rewards: Vec<store::Reward> = rewards
            .into_iter()
            .filter(|r| r.currency == user.currency)
            .collect();
        let max_single_wager_cents =
            crate::responsible_gaming::max_single_wager_of(state, &user, limits, now).await?;
        Ok(Account {
            max_single_wager_cents,
            currency: user.currency,
            free_bets: rewards.iter().filter_map(free_bet_offer).collect(),
            profit_boosts: rewards.iter().filter_map(profit_boost_offer).collect(),
            rewards,
            credit_cents: balances.promotional_credit.cents,
            auto_accept: Some(preferences.auto_accept_odds_changes),
        })
    }
}

fn restriction(r: &store::Reward) -> RewardRestriction {
    RewardRestriction {
        min_legs: r.min_legs,
        max_legs: r.max_legs,
        event_id: r.event_id.clone(),
        bet_types: r
            .bet_types
            .iter()
            .filter_map(|t| BetType::parse(t))
            .collect(),
    }
}

fn free_bet_offer(r: &store::Reward) -> Option<FreeBetOffer> {
    (r.kind == RewardKind::FreeBet).then(|| FreeBetOffer {
        id: r.id.clone(),
        title: r.title.clone(),
        amount_cents: r.amount_cents,
        expires_at: r.expires_at,
        restriction: restriction(r),
    })
}

fn profit_boost_offer(r: &store::Reward) -> Option<ProfitBoostOffer> {
    (r.kind == RewardKind::ProfitBoost).then(|| ProfitBoostOffer {
        id: r.id.clone(),
        title: r.title.clone(),
        percentage: r.boost_percentage,
        max_stake_cents: r.max_stake_cents,
        expires_at: r.expires_at,
        restriction: restriction(r),
    })
}

/// Everything an operation needs besides the document.
pub struct Inputs<'a> {
    pub state: &'a AppState,
    pub owner: Owner,
    pub account: Account,
    pub flags: SlipFlags,
    pub limits: StakeLimits,
    /// What stands between the owner and a placement now (docs/product/betslip.md, "Gating").
    pub gate: Gate,
    /// When the gate changes by itself: the session's location authorisation expires.
    pub gate_lapses_at: Option<DateTime<Utc>>,
    pub now: DateTime<Utc>,
}

impl Inputs<'_> {
    /// The auto-accept choice in force for `doc`'s owner.
    pub fn auto_accept(&self, doc: &Document) -> AutoAccept {
        self.account.auto_accept.unwrap_or_else(|| {
            doc.auto_accept
                .as_deref()
                .and_then(AutoAccept::parse)
                .unwrap_or(AutoAccept::None)
        })
    }

    /// Quotes of `doc`'s selections.
    pub fn quotes(&self, doc: &Document) -> HashMap<String, LegQuote> {
        quotes::quotes(
            &self.state.catalogue,
            doc.slip.selections.iter().map(|s| s.selection_id.as_str()),
            self.now,
        )
    }

    /// The engine's context over `quotes`.
    pub fn context<'q>(
        &'q self,
        doc: &Document,
        quotes: &'q HashMap<String, LegQuote>,
    ) -> Context<'q> {
        Context {
            quotes,
            auto_accept: self.auto_accept(doc),
            free_bets: &self.account.free_bets,
            profit_boosts: &self.account.profit_boosts,
            promotional_credit_cents: self.account.credit_cents,
            limits: self.limits,
            max_single_wager_cents: self.account.max_single_wager_cents,
            teaser_enabled: self.flags.teaser,
            round_robins_enabled: self.flags.round_robins,
            now: self.now,
        }
    }

    /// The engine's result for `doc`.
    pub fn compute(&self, doc: &Document) -> Slip {
        let quotes = self.quotes(doc);
        domain::betslip::compute(&doc.slip, &self.context(doc, &quotes))
    }
}

/// A selection of the slip as the display shows it.
#[derive(Debug, Clone)]
pub struct LegView {
    pub snapshot: LegSnapshot,
    pub name: SelectionName,
    /// The price now (the accepted one when the catalogue no longer lists it).
    pub odds: Odds,
    pub status: OfferStatus,
    pub buy_points: Vec<BuyPointOption>,
}

/// An event of the slip as the display shows it.
#[derive(Debug, Clone)]
pub struct EventView {
    pub name: String,
    pub status: EventStatus,
    pub starts_at: DateTime<Utc>,
    /// The event page's app path.
    pub path: String,
}

/// A computed slip with what its display needs.
pub struct Computed {
    pub owner: Owner,
    /// The stored version (0 before the first write).
    pub version: i64,
    pub doc: Document,
    pub slip: Slip,
    pub quotes: HashMap<String, LegQuote>,
    pub account: Account,
    pub auto_accept: AutoAccept,
    pub flags: SlipFlags,
    /// By selection id.
    pub legs: HashMap<String, LegView>,
    /// By event id.
    pub events: HashMap<String, EventView>,
    /// In-play acceptance delay per draft bet id, in milliseconds.
    pub delays_ms: HashMap<String, u32>,
    /// The instant the slip was computed at (the server's clock).
    pub now: DateTime<Utc>,
    /// When its gating changes by itself (a location authorisation expires): a live slip is
    /// pushed again then.
    pub gate_lapses_at: Option<DateTime<Utc>>,
}

impl Computed {
    /// Every draft bet of every section.
    pub fn draft_bets(&self) -> impl Iterator<Item = &DraftBet> {
        [
            &self.slip.straight,
            &self.slip.parlay,
            &self.slip.teaser,
            &self.slip.round_robin,
        ]
        .into_iter()
        .flat_map(|s| s.bets.iter())
    }

    /// The draft bet with this id.
    pub fn draft_bet(&self, id: &str) -> Option<&DraftBet> {
        self.draft_bets().find(|b| b.id == id)
    }
}

/// Who is asking, for gating: a visitor where the request comes from, or an account holder's
/// session (whose location authorisation counts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Asker {
    /// A visitor; whether the request's region is one the product may take bets in (the
    /// startup's `validRegion` flag).
    Visitor { region_allows_betting: bool },
    /// An account holder in this session.
    Session(SessionId),
}

/// The caller of an operation: whose slip, with which flags, asked by whom.
#[derive(Clone)]
pub struct Caller<'a> {
    pub state: &'a AppState,
    pub owner: Owner,
    pub flags: SlipFlags,
    pub asker: Asker,
}

impl<'a> Caller<'a> {
    /// The inputs of one operation (account and gate read once, whatever the retries).
    pub async fn inputs(&self) -> Result<Inputs<'a>, Failure> {
        let now = self.state.clock.now();
        // The account holder, read once for the gate and the account.
        let user = match &self.owner.holder {
            Holder::User(user_id) => Some(
                self.state
                    .store
                    .user_by_id(user_id)
                    .await?
                    .ok_or(Failure::Unauthenticated)?,
            ),
            Holder::Visitor(_) => None,
        };
        let (gate, gate_lapses_at) = self.gate(user.as_ref(), now).await?;
        Ok(Inputs {
            state: self.state,
            owner: self.owner.clone(),
            account: Account::load(self.state, user, now).await?,
            flags: self.flags,
            limits: self.state.config.betting.limits,
            gate,
            gate_lapses_at,
            now,
        })
    }

    /// The gate of the slip's owner at `now`: the same location and acknowledgement checks a
    /// placement makes, for account holders; the region flag, for visitors. With it, the
    /// instant a verified location lapses by itself.
    async fn gate(
        &self,
        user: Option<&store::User>,
        now: DateTime<Utc>,
    ) -> Result<(Gate, Option<DateTime<Utc>>), Failure> {
        let (Some(user), Asker::Session(session)) = (user, &self.asker) else {
            let region_allows_betting = match &self.asker {
                Asker::Visitor {
                    region_allows_betting,
                } => *region_allows_betting,
                Asker::Session(_) => true,
            };
            return Ok((
                Gate::Visitor {
                    region_allows_betting,
                },
                None,
            ));
        };
        let (location, lapses_at) = match require_authorised_for(self.state, session, user, now)
            .await
        {
            Ok(authorisation) => (LocationGate::Verified, Some(authorisation.expires_at)),
            Err(LocationRefusal::ServiceUnavailable) => (LocationGate::ServiceUnavailable, None),
            Err(_) => (LocationGate::NotVerified, None),
        };
        let acknowledgement_required = self
            .state
            .store
            .pending_deposit_acknowledgement(&user.id)
            .await?
            .is_some();
        Ok((
            Gate::Account {
                location,
                acknowledgement_required,
            },
            lapses_at,
        ))
    }
}

/// Reads `owner`'s document and its version (`None`: never written).
pub async fn load(state: &AppState, owner: &str) -> Result<(Document, Option<i64>), Failure> {
    Ok(match state.store.betslip(owner).await? {
        Some(record) => {
            let mut doc = Document::parse(&record.document).unwrap_or_default();
            doc.slip.version = u64::try_from(record.version).unwrap_or_default();
            (doc, Some(record.version))
        }
        None => (Document::default(), None),
    })
}

/// The slip as it is now (saved first when the engine auto-accepted a price move).
pub async fn read(caller: &Caller<'_>) -> Result<Computed, Failure> {
    change(caller, |_, _| Ok(())).await
}

/// Applies `op` to the owner's document and saves the result (retrying from a fresh read on
/// a concurrent write); nothing is written when nothing changed.
pub async fn change<F>(caller: &Caller<'_>, mut op: F) -> Result<Computed, Failure>
where
    F: FnMut(&mut Document, &Inputs<'_>) -> Result<(), Failure>,
{
    let inputs = caller.inputs().await?;
    change_with(&inputs, &mut op).await
}

/// [`change`] with inputs already read.
pub async fn change_with<F>(inputs: &Inputs<'_>, op: &mut F) -> Result<Computed, Failure>
where
    F: FnMut(&mut Document, &Inputs<'_>) -> Result<(), Failure>,
{
    let key = inputs.owner.key();
    let state = inputs.state;
    for _ in 0..MAX_ATTEMPTS {
        let (mut doc, version) = load(state, &key).await?;
        let before = doc.clone();
        op(&mut doc, inputs)?;
        let quotes = inputs.quotes(&doc);
        let mut slip = doc.slip.clone();
        domain::betslip::auto_accept(&mut slip, &inputs.context(&doc, &quotes));
        doc.slip = slip;
        if doc.slip == before.slip
            && doc.legs == before.legs
            && doc.auto_accept == before.auto_accept
            && doc.last_placement == before.last_placement
        {
            return Ok(finish(inputs, doc, version.unwrap_or(0), quotes));
        }
        let json = doc
            .to_json()
            .map_err(|e| Failure::internal("serialise betslip", e))?;
        match state
            .store
            .save_betslip(&key, version, &json, inputs.now)
            .await
        {
            Ok(record) => {
                state
                    .bus
                    .publish(Event::BetslipChanged { owner: key.clone() });
                doc.slip.version = u64::try_from(record.version).unwrap_or_default();
                return Ok(finish(inputs, doc, record.version, quotes));
            }
            Err(StoreError::Conflict(_)) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(Failure::internal(
        "save betslip",
        "too many concurrent changes",
    ))
}

/// Computes `doc` and gathers its display.
fn finish(
    inputs: &Inputs<'_>,
    doc: Document,
    version: i64,
    quotes: HashMap<String, LegQuote>,
) -> Computed {
    let catalogue = &inputs.state.catalogue;
    let mut slip = domain::betslip::compute(&doc.slip, &inputs.context(&doc, &quotes));
    domain::betslip::gating::apply(&mut slip, inputs.gate);
    let mut legs = HashMap::new();
    let mut events = HashMap::new();
    for selection in &doc.slip.selections {
        let id = &selection.selection_id;
        match Offer::find(catalogue, id) {
            Some(offer) => {
                events
                    .entry(offer.event.event.id.clone())
                    .or_insert_with(|| EventView {
                        name: offer.event.event.name.clone(),
                        status: offer.event.event.status,
                        starts_at: offer.event.event.start_time,
                        path: event_path(&offer.event.event),
                    });
                legs.insert(
                    id.clone(),
                    LegView {
                        snapshot: offer.snapshot(),
                        name: selection_name(
                            &offer.selection,
                            &offer.market.market,
                            Some(offer.event.as_ref()),
                        ),
                        odds: offer.selection.odds,
                        status: offer.status(),
                        buy_points: offer.buy_point_options(catalogue),
                    },
                );
            }
            None => {
                if let Some(snapshot) = doc.legs.get(id) {
                    events
                        .entry(snapshot.event_id.clone())
                        .or_insert_with(|| EventView {
                            name: snapshot.event_name.clone(),
                            status: EventStatus::Hidden,
                            starts_at: snapshot.starts_at,
                            path: "/".to_owned(),
                        });
                    legs.insert(id.clone(), gone(snapshot, selection));
                }
            }
        }
    }
    let delays_ms = delays(inputs, &slip, &quotes);
    let auto_accept = inputs.auto_accept(&doc);
    Computed {
        owner: inputs.owner.clone(),
        version,
        doc,
        slip,
        quotes,
        account: inputs.account.clone(),
        auto_accept,
        flags: inputs.flags,
        legs,
        events,
        delays_ms,
        now: inputs.now,
        gate_lapses_at: inputs.gate_lapses_at,
    }
}

/// A selection the catalogue no longer lists, shown as it was.
fn gone(snapshot: &LegSnapshot, selection: &SlipSelection) -> LegView {
    let name = &snapshot.selection_name;
    LegView {
        snapshot: snapshot.clone(),
        name: SelectionName::plain(name),
        odds: selection.accepted_odds,
        status: OfferStatus::Hidden,
        buy_points: Vec::new(),
    }
}

/// The in-play acceptance delay of every draft bet: the longest of its in-play legs' sports.
fn delays(
    inputs: &Inputs<'_>,
    slip: &Slip,
    quotes: &HashMap<String, LegQuote>,
) -> HashMap<String, u32> {
    let config = &inputs.state.config.betting;
    [
        &slip.straight,
        &slip.parlay,
        &slip.teaser,
        &slip.round_robin,
    ]
    .into_iter()
    .flat_map(|s| s.bets.iter())
    .map(|bet| {
        let ms = bet
            .leg_ids
            .iter()
            .filter_map(|id| quotes.get(id))
            .filter(|q| q.in_play_priced)
            .map(|q| config.in_play_delay(&q.sport).as_millis())
            .max()
            .unwrap_or(0);
        (bet.id.clone(), u32::try_from(ms).unwrap_or(u32::MAX))
    })
    .collect()
}

// ---- operations ------------------------------------------------------------------------

/// A selection to add, as the client saw it.
#[derive(Debug, Clone)]
pub struct NewSelection {
    pub selection_id: String,
    /// The price the bettor saw.
    pub odds: Odds,
    pub origin: String,
    pub branch_channel: Option<String>,
    pub share_id: Option<String>,
    pub attributes: Vec<String>,
}

fn unknown_selection() -> Failure {
    Failure::BadInput(BetslipError::selection_closed())
}

fn unknown_bet() -> Failure {
    Failure::BadInput(BetslipError::invalid("This bet is not in your betslip."))
}

/// Adds `new` (already present: its metadata refreshed). An id the catalogue does not list,
/// or lists hidden or finished, is refused; so is a 13th selection.
pub fn add(doc: &mut Document, inputs: &Inputs<'_>, new: &NewSelection) -> Result<(), Failure> {
    let offer = Offer::find(&inputs.state.catalogue, &new.selection_id)
        .filter(Offer::is_listed)
        .ok_or_else(unknown_selection)?;
    if let Some(existing) = doc
        .slip
        .selections
        .iter_mut()
        .find(|s| s.selection_id == new.selection_id)
    {
        existing.origin.clone_from(&new.origin);
        existing.branch_channel.clone_from(&new.branch_channel);
        existing.share_id.clone_from(&new.share_id);
        return Ok(());
    }
    if doc.slip.selections.len() >= MAX_SELECTIONS {
        return Err(Failure::BadInput(BetslipError::invalid(format!(
            "A betslip holds at most {MAX_SELECTIONS} selections."
        ))));
    }
    doc.slip.selections.push(SlipSelection {
        selection_id: new.selection_id.clone(),
        accepted_odds: new.odds,
        origin: new.origin.clone(),
        share_id: new.share_id.clone(),
        branch_channel: new.branch_channel.clone(),
        attributes: new.attributes.clone(),
    });
    doc.legs.insert(new.selection_id.clone(), offer.snapshot());
    Ok(())
}

/// Sets an amount typed in dollars on a draft bet of the slip.
pub fn set_amount(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    draft_bet_id: &str,
    amount: &str,
    field: domain::betslip::AmountField,
) -> Result<(), Failure> {
    let cents = super::amounts::parse_dollars(amount).map_err(Failure::BadInput)?;
    require_bet(doc, inputs, draft_bet_id)?;
    domain::betslip::set_amount(&mut doc.slip, draft_bet_id, cents, field)
        .map_err(Failure::BadInput)
}

/// Refuses a draft bet id the slip does not have now.
pub fn require_bet(doc: &Document, inputs: &Inputs<'_>, draft_bet_id: &str) -> Result<(), Failure> {
    if DraftBetKey::parse(draft_bet_id).is_none() {
        return Err(unknown_bet());
    }
    let slip = inputs.compute(doc);
    [
        &slip.straight,
        &slip.parlay,
        &slip.teaser,
        &slip.round_robin,
    ]
    .into_iter()
    .flat_map(|s| s.bets.iter())
    .any(|b| b.id == draft_bet_id)
    .then_some(())
    .ok_or_else(unknown_bet)
}

/// Chooses what pays for a draft bet: cash, credits, or one of the bettor's bonus bets.
pub fn set_source(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    draft_bet_id: &str,
    source: domain::betslip::AmountSource,
    free_bet_id: Option<&str>,
) -> Result<(), Failure> {
    use domain::betslip::AmountSource;
    require_bet(doc, inputs, draft_bet_id)?;
    let free_bet = match (source, free_bet_id) {
        (AmountSource::FreeBet, Some(id)) => {
            let offer = inputs
                .account
                .free_bets
                .iter()
                .find(|f| f.id == id)
                .ok_or(Failure::BadInput(BetslipError::reward_unavailable()))?;
            Some(offer)
        }
        (AmountSource::FreeBet, None) => {
            return Err(Failure::BadInput(BetslipError::invalid(
                "Choose the bonus bet to use.",
            )));
        }
        (_, _) => None,
    };
    let stake = doc.slip.stakes.entry(draft_bet_id.to_owned()).or_default();
    stake.source = source;
    stake.free_bet_id = free_bet.map(|f| f.id.clone());
    if let Some(offer) = free_bet {
        stake.amount_cents = offer.amount_cents;
        stake.field = domain::betslip::AmountField::Bet;
    }
    Ok(())
}

/// Selects (or with `None` removes) a profit boost of the bettor on a draft bet.
pub fn select_boost(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    draft_bet_id: &str,
    boost_id: Option<&str>,
) -> Result<(), Failure> {
    require_bet(doc, inputs, draft_bet_id)?;
    if let Some(id) = boost_id
        && !inputs.account.profit_boosts.iter().any(|b| b.id == id)
    {
        return Err(Failure::BadInput(BetslipError::reward_unavailable()));
    }
    let stake = doc.slip.stakes.entry(draft_bet_id.to_owned()).or_default();
    stake.profit_boost_id = boost_id.map(str::to_owned);
    Ok(())
}

/// Moves a selection to another line of the same family, side and event (buy points); the
/// new line's current price becomes the accepted one and its straight stake moves with it.
pub fn adjust_points(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    old: &str,
    new: &str,
) -> Result<(), Failure> {
    let catalogue = &inputs.state.catalogue;
    let Some(position) = doc
        .slip
        .selections
        .iter()
        .position(|s| s.selection_id == old)
    else {
        return Err(Failure::BadInput(BetslipError::invalid(
            "This selection is not in your betslip.",
        )));
    };
    let current = Offer::find(catalogue, old).ok_or_else(unknown_selection)?;
    let target = Offer::find(catalogue, new)
        .filter(Offer::is_listed)
        .filter(|t| {
            current
                .buy_point_options(catalogue)
                .iter()
                .any(|o| o.selection_id == t.selection.id)
        })
        .ok_or_else(|| {
            Failure::BadInput(BetslipError::invalid(
                "That line is not an alternative of this selection.",
            ))
        })?;
    if doc.contains(new) {
        return Err(Failure::BadInput(BetslipError::invalid(
            "That line is already in your betslip.",
        )));
    }
    let straight_old = DraftBetKey::Straight(old.to_owned()).id();
    let stake = doc.slip.stakes.remove(&straight_old);
    if let Some(selection) = doc.slip.selections.get_mut(position) {
        selection.selection_id = new.to_owned();
        selection.accepted_odds = target.selection.odds;
    }
    if let Some(stake) = stake {
        doc.slip
            .stakes
            .insert(DraftBetKey::Straight(new.to_owned()).id(), stake);
    }
    doc.legs.remove(old);
    doc.legs.insert(new.to_owned(), target.snapshot());
    Ok(())
}

/// What the bettor saw when buying teaser points, when the client says.
#[derive(Debug, Clone, Default)]
pub struct SeenTeaser {
    /// The market ids of the teaser's legs (in any order).
    pub markets: Option<Vec<String>>,
    /// The teaser's price at the new points.
    pub odds: Option<Odds>,
}

/// Chooses a teaser's points among its sport's options. A teaser whose legs' markets are not
/// the ones the bettor saw is refused (BETSLIP_CHANGED, nothing changes); a price other than
/// the one the bettor saw becomes the teaser's accepted price, so the move shows as an odds
/// change awaiting acceptance (unless the bettor's auto-accept takes it).
pub fn buy_teaser_points(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    draft_bet_id: &str,
    points: f64,
    seen: &SeenTeaser,
) -> Result<(), Failure> {
    let Some(DraftBetKey::Teaser(sport)) = DraftBetKey::parse(draft_bet_id) else {
        return Err(unknown_bet());
    };
    let slip = inputs.compute(doc);
    let bet = slip
        .teaser
        .bets
        .iter()
        .find(|b| b.id == draft_bet_id)
        .ok_or_else(unknown_bet)?;
    let options = domain::betslip::teaser::points_options(sport);
    let chosen = options
        .iter()
        .copied()
        .find(|p| (f64::from(p.halves()) - points * 2.0).abs() < 1e-9)
        .ok_or_else(|| {
            Failure::BadInput(BetslipError::invalid(format!(
                "{} teasers offer {} points.",
                sport.name(),
                options
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            )))
        })?;
    if let Some(markets) = &seen.markets {
        let quotes = inputs.quotes(doc);
        let mut now: Vec<&str> = bet
            .leg_ids
            .iter()
            .filter_map(|id| quotes.get(id).map(|q| q.market_id.as_str()))
            .collect();
        let mut saw: Vec<&str> = markets.iter().map(String::as_str).collect();
        for list in [&mut now, &mut saw] {
            list.sort_unstable();
            list.dedup();
        }
        if now != saw {
            return Err(Failure::BadInput(BetslipError::betslip_changed()));
        }
    }
    doc.slip
        .teaser_points
        .insert(draft_bet_id.to_owned(), chosen);
    if let Some(odds) = seen.odds {
        doc.slip.accepted_teaser_odds.insert(
            domain::betslip::teaser_key(draft_bet_id, chosen, &bet.leg_ids),
            odds,
        );
    }
    Ok(())
}

/// Accepts price changes: every one (`None`), or only the listed selections and same-game
/// groups (the others keep requiring acceptance).
pub fn accept_changes(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    only: Option<&domain::betslip::Acceptance>,
) -> Result<(), Failure> {
    let quotes = inputs.quotes(doc);
    let ctx = inputs.context(doc, &quotes);
    match only {
        None => {
            domain::betslip::accept_changes(&mut doc.slip, &ctx);
            Ok(())
        }
        Some(acceptance) => domain::betslip::accept_listed(&mut doc.slip, &ctx, acceptance)
            .map_err(Failure::BadInput),
    }
}

/// The quick betslip's draft bet, set in one call.
#[derive(Debug, Clone)]
pub struct QuickDraftBet {
    pub selection: NewSelection,
    /// Dollars as typed.
    pub amount: String,
    pub field: domain::betslip::AmountField,
    /// What pays for it (cash when not said).
    pub source: Option<domain::betslip::AmountSource>,
    pub free_bet_id: Option<String>,
}

/// Makes the quick betslip hold `bet` only: its selection at the price sent (what the bettor
/// saw; a current price other than it needs acceptance, as after an add) and a fresh stake of
/// the amount and source given. Refuses what the add, set-amount and set-source operations
/// refuse, with their errors; the caller saves nothing then.
pub fn set_quick_draft_bet(
    doc: &mut Document,
    inputs: &Inputs<'_>,
    bet: &QuickDraftBet,
) -> Result<(), Failure> {
    let selection = &bet.selection.selection_id;
    doc.clear();
    add(doc, inputs, &bet.selection)?;
    let draft_bet_id = DraftBetKey::Straight(selection.clone()).id();
    set_amount(doc, inputs, &draft_bet_id, &bet.amount, bet.field)?;
    if let Some(source) = bet.source {
        set_source(
            doc,
            inputs,
            &draft_bet_id,
            source,
            bet.free_bet_id.as_deref(),
        )?;
    }
    Ok(())
}

/// Clears the teaser section: removes every selection a teaser uses, with the teasers'
/// stakes and points.
pub fn clear_teaser(doc: &mut Document, inputs: &Inputs<'_>) {
    let slip = inputs.compute(doc);
    for bet in &slip.teaser.bets {
        for leg in &bet.leg_ids {
            doc.remove(leg);
        }
        doc.slip.stakes.remove(&bet.id);
    }
    doc.slip
        .teaser_points
        .retain(|id, _| !id.starts_with("teaser:"));
    doc.slip.stakes.retain(|id, _| !id.starts_with("teaser:"));
}

/// The selections of a featured bet card id (`featured:{selection}` or
/// `featured-parlay:{a}+{b}+...`), at their current prices.
pub fn featured_selections(
    inputs: &Inputs<'_>,
    featured_bet_id: &str,
) -> Result<Vec<NewSelection>, Failure> {
    let ids: Vec<&str> = if let Some(id) = featured_bet_id.strip_prefix("featured:") {
        vec![id]
    } else if let Some(ids) = featured_bet_id.strip_prefix("featured-parlay:") {
        ids.split('+').collect()
    } else {
        return Err(Failure::BadInput(BetslipError::invalid(
            "This featured bet is no longer available.",
        )));
    };
    ids.into_iter()
        .map(|id| {
            let offer = Offer::find(&inputs.state.catalogue, id)
                .filter(Offer::is_listed)
                .ok_or_else(unknown_selection)?;
            Ok(NewSelection {
                selection_id: id.to_owned(),
                odds: offer.selection.odds,
                origin: "featured-bet".to_owned(),
                branch_channel: None,
                share_id: None,
                attributes: Vec::new(),
            })
        })
        .collect()
}

/// Moves the slip of `from` to `to` (replacing it); false when `from` had none.
pub async fn transfer(state: &AppState, from: &Owner, to: &Owner) -> Result<bool, Failure> {
    let moved = state
        .store
        .move_betslip(&from.key(), &to.key(), state.clock.now())
        .await?;
    if moved {
        for owner in [from, to] {
            state
                .bus
                .publish(Event::BetslipChanged { owner: owner.key() });
        }
    }
    Ok(moved)
}
