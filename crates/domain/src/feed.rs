//! Feed documents: how a data vendor (or the built-in simulator) changes the catalogue.
//!
//! A document carries its source's sequence number and a list of changes. The store applies
//! a document whole or not at all: documents at or below the source's last sequence are
//! ignored (stale or duplicate), and an invalid document is rejected with a [`FeedError`]
//! naming the offending field (`changes[3].market.selections[1].points`).
//!
//! [`FeedDocument::validate`] checks everything that needs no stored state; the `apply_*`
//! functions check the rest against the stored entity and compute its next state, so both
//! store backends share one set of rules.

use crate::catalogue::{
    Event, Market, MarketType, Participant, SelectionKind, SelectionResult, Side, SportExtras,
    Statistics, Taxon,
};
use crate::odds::Odds;
use crate::sports::{EventStatus, OfferStatus, Points};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;
use std::fmt;

/// Most changes one document may carry.
pub const MAX_CHANGES: usize = 5_000;
/// Most selections in one market.
pub const MAX_SELECTIONS: usize = 64;
/// Longest identifier (event, market, selection, participant, source).
pub const MAX_ID_LEN: usize = 64;
/// Longest display name.
pub const MAX_NAME_LEN: usize = 200;

/// A batch of changes from one source, applied atomically.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FeedDocument {
    /// The vendor or feed name ("sim", "vendor-a").
    pub source: String,
    /// Strictly increasing per source; at or below the last applied one it is ignored.
    pub sequence: u64,
    pub changes: Vec<FeedChange>,
}

/// One change to the catalogue. In JSON a change is an object with one key naming its kind:
/// `{"event": {...}}`, `{"statistics": {...}}`, `{"market": {...}}`, `{"prices": {...}}`,
/// `{"market_status": {...}}` or `{"result": {...}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum FeedChange {
    /// Creates or replaces an event's header.
    Event(Box<Event>),
    /// Replaces an event's live statistics.
    Statistics(Box<StatisticsChange>),
    /// Creates or replaces a market with its selections.
    Market(Box<Market>),
    /// Changes prices (and optionally lines and statuses) of some selections of a market.
    Prices(PriceChange),
    /// Opens, suspends (closed), hides or finishes a market.
    MarketStatus(MarketStatusChange),
    /// Grades every selection of a market and finishes it. Sent again for a finished market
    /// it is a correction (a re-grade) when the grades differ, and nothing when they match.
    Result(ResultChange),
}

/// New live statistics of an event.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatisticsChange {
    pub event_id: String,
    pub statistics: Statistics,
}

/// New prices for some selections of a market.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PriceChange {
    pub market_id: String,
    pub prices: Vec<Price>,
}

/// A market's new status.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MarketStatusChange {
    pub market_id: String,
    pub status: OfferStatus,
}

/// A market's grades.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultChange {
    pub market_id: String,
    pub results: Vec<Outcome>,
}

impl ResultChange {
    /// Voids every selection of `market`: it is off, and its bets are refunded (a parlay leg
    /// on it drops out).
    pub fn void(market: &Market) -> ResultChange {
        ResultChange {
            market_id: market.id.clone(),
            results: market
                .selections
                .iter()
                .map(|s| Outcome {
                    selection_id: s.id.clone(),
                    result: SelectionResult::Void,
                })
                .collect(),
        }
    }
}

/// A new price for one selection.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Price {
    pub selection_id: String,
    pub odds: Odds,
    /// A moved line (spread or total), for markets with points.
    #[serde(default)]
    pub points: Option<Points>,
    #[serde(default)]
    pub status: Option<OfferStatus>,
}

/// A selection's grade.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Outcome {
    pub selection_id: String,
    pub result: SelectionResult,
}

/// Why a document was rejected: the field (a JSON path) and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct FeedError {
    pub field: String,
    pub message: String,
}

impl fmt::Display for FeedError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl FeedError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            message: message.into(),
        }
    }
}

type Checked = Result<(), FeedError>;

impl FeedDocument {
    /// Most bytes a document may have.
    pub const MAX_BYTES: usize = 8 * 1024 * 1024;

    /// Reads a JSON document and checks every rule that needs no stored state. A malformed
    /// document's error names the field by its JSON path (`changes[2].market.selections[0].odds`).
    pub fn from_json(bytes: &[u8]) -> Result<Self, FeedError> {
        if bytes.len() > Self::MAX_BYTES {
            return Err(FeedError::new(
                "document",
                format!("must be at most {} bytes", Self::MAX_BYTES),
            ));
        }
        let de = &mut serde_json::Deserializer::from_slice(bytes);
        let document: FeedDocument = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            let field = if path == "." {
                "document".to_owned()
            } else {
                path
            };
            // The path names the place; the parser's "at line L column C" would only repeat it.
            let message = e.into_inner().to_string();
            let message = message
                .rfind(" at line ")
                .map_or(message.as_str(), |i| message.get(..i).unwrap_or_default());
            FeedError::new(field, message)
        })?;
        document.validate()?;
        Ok(document)
    }

    /// Checks every rule that needs no stored state.
    pub fn validate(&self) -> Checked {
        check_id("source", &self.source)?;
        if self.sequence == 0 {
            return Err(FeedError::new("sequence", "must be at least 1"));
        }
        if self.changes.is_empty() {
            return Err(FeedError::new("changes", "must not be empty"));
        }
        if self.changes.len() > MAX_CHANGES {
            return Err(FeedError::new(
                "changes",
                format!("must hold at most {MAX_CHANGES} changes"),
            ));
        }
        for (i, change) in self.changes.iter().enumerate() {
            change.validate(&format!("changes[{i}]"))?;
        }
        Ok(())
    }
}

impl FeedDocument {
    /// The events this document cancels, in order of first mention: a statistics change whose
    /// live status cancels or withdraws the event, or an event header marked cancelled.
    pub fn cancelled_event_ids(&self) -> Vec<&str> {
        let mut ids: Vec<&str> = Vec::new();
        for change in &self.changes {
            let cancelled = match change {
                FeedChange::Statistics(change) => (change.statistics.live_status.event_status()
                    == EventStatus::Cancelled)
                    .then_some(change.event_id.as_str()),
                FeedChange::Event(event) => {
                    (event.status == EventStatus::Cancelled).then_some(event.id.as_str())
                }
                _ => None,
            };
            if let Some(id) = cancelled.filter(|id| !ids.contains(id)) {
                ids.push(id);
            }
        }
        ids
    }

    /// A cancelled event's markets are void: the document with a `void` result appended for
    /// every unfinished market of each event it cancels, unless the document grades that
    /// market itself. `stored_markets(event_id)` answers the event's stored markets; markets
    /// the document creates count too, in their latest form. `None` when nothing is to void.
    pub fn with_cancellation_voids(
        &self,
        stored_markets: impl Fn(&str) -> Vec<Market>,
    ) -> Option<FeedDocument> {
        let cancelled = self.cancelled_event_ids();
        if cancelled.is_empty() {
            return None;
        }
        let graded: HashSet<&str> = self
            .changes
            .iter()
            .filter_map(|change| match change {
                FeedChange::Result(result) => Some(result.market_id.as_str()),
                _ => None,
            })
            .collect();
        let mut voids: Vec<FeedChange> = Vec::new();
        let mut seen: HashSet<String> = HashSet::new();
        for event_id in cancelled {
            let created = self.changes.iter().rev().filter_map(|change| match change {
                FeedChange::Market(market) if market.event_id == event_id => {
                    Some(market.as_ref().clone())
                }
                _ => None,
            });
            for market in created.chain(stored_markets(event_id)) {
                let fresh = seen.insert(market.id.clone());
                if !fresh
                    || market.status == OfferStatus::Finished
                    || graded.contains(market.id.as_str())
                {
                    continue;
                }
                voids.push(FeedChange::Result(ResultChange::void(&market)));
            }
        }
        if voids.is_empty() {
            return None;
        }
        let mut document = self.clone();
        document.changes.extend(voids);
        Some(document)
    }
}

impl FeedChange {
    /// The event a change concerns, when the change names it.
    pub fn event_id(&self) -> Option<&str> {
        match self {
            FeedChange::Event(event) => Some(&event.id),
            FeedChange::Statistics(change) => Some(&change.event_id),
            FeedChange::Market(market) => Some(&market.event_id),
            _ => None,
        }
    }

    /// The JSON key of the change's kind (`prices`): with the change's index, the path that
    /// error messages name.
    pub fn kind(&self) -> &'static str {
        match self {
            FeedChange::Event(_) => "event",
            FeedChange::Statistics(_) => "statistics",
            FeedChange::Market(_) => "market",
            FeedChange::Prices(_) => "prices",
            FeedChange::MarketStatus(_) => "market_status",
            FeedChange::Result(_) => "result",
        }
    }

    fn validate(&self, at: &str) -> Checked {
        let at = format!("{at}.{}", self.kind());
        match self {
            FeedChange::Event(event) => validate_event(&at, event),
            FeedChange::Statistics(change) => {
                check_id(&format!("{at}.event_id"), &change.event_id)?;
                validate_statistics(&format!("{at}.statistics"), &change.statistics)
            }
            FeedChange::Market(market) => validate_market(&at, market),
            FeedChange::Prices(change) => {
                check_id(&format!("{at}.market_id"), &change.market_id)?;
                if change.prices.is_empty() {
                    return Err(FeedError::new(format!("{at}.prices"), "must not be empty"));
                }
                let mut seen = HashSet::new();
                for (j, price) in change.prices.iter().enumerate() {
                    let field = format!("{at}.prices[{j}].selection_id");
                    check_id(&field, &price.selection_id)?;
                    if !seen.insert(price.selection_id.as_str()) {
                        return Err(FeedError::new(field, "is repeated"));
                    }
                    check_odds(&format!("{at}.prices[{j}].odds"), price.odds)?;
                }
                Ok(())
            }
            FeedChange::MarketStatus(change) => {
                check_id(&format!("{at}.market_id"), &change.market_id)
            }
            FeedChange::Result(change) => {
                check_id(&format!("{at}.market_id"), &change.market_id)?;
                let mut seen = HashSet::new();
                for (j, outcome) in change.results.iter().enumerate() {
                    let field = format!("{at}.results[{j}].selection_id");
                    check_id(&field, &outcome.selection_id)?;
                    if !seen.insert(outcome.selection_id.as_str()) {
                        return Err(FeedError::new(field, "is repeated"));
                    }
                }
                Ok(())
            }
        }
    }
}

fn check_id(field: &str, id: &str) -> Checked {
    let ok_chars = id
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.' | ':'));
    if id.is_empty() || id.len() > MAX_ID_LEN || !ok_chars {
        return Err(FeedError::new(
            field,
            format!("must be 1 to {MAX_ID_LEN} letters, digits, '-', '_', '.' or ':'"),
        ));
    }
    Ok(())
}

fn check_odds(field: &str, odds: Odds) -> Checked {
    if !odds.is_quotable() {
        return Err(FeedError::new(
            field,
            "must be between 1/1000 and 1000/1 (American -100000 to +100000)",
        ));
    }
    Ok(())
}

fn check_name(field: &str, name: &str) -> Checked {
    if name.trim().is_empty()
        || name.chars().count() > MAX_NAME_LEN
        || name.chars().any(char::is_control)
    {
        return Err(FeedError::new(
            field,
            format!("must be 1 to {MAX_NAME_LEN} printable characters"),
        ));
    }
    Ok(())
}

fn check_slug(field: &str, slug: &str) -> Checked {
    let ok = !slug.is_empty()
        && slug.len() <= MAX_ID_LEN
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !slug.starts_with('-')
        && !slug.ends_with('-');
    if !ok {
        return Err(FeedError::new(
            field,
            "must be lowercase letters, digits and inner hyphens",
        ));
    }
    Ok(())
}

fn validate_taxon(at: &str, taxon: &Taxon) -> Checked {
    check_slug(&format!("{at}.slug"), &taxon.slug)?;
    check_name(&format!("{at}.name"), &taxon.name)
}

fn validate_participant(at: &str, p: &Participant) -> Checked {
    check_id(&format!("{at}.id"), &p.id)?;
    let abbreviation_ok = (1..=6).contains(&p.abbreviation.len())
        && p.abbreviation
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '.' || c == '&');
    if !abbreviation_ok {
        return Err(FeedError::new(
            format!("{at}.abbreviation"),
            "must be 1 to 6 capitals or digits",
        ));
    }
    check_name(&format!("{at}.medium_name"), &p.medium_name)?;
    check_name(&format!("{at}.full_name"), &p.full_name)
}

fn validate_event(at: &str, event: &Event) -> Checked {
    check_id(&format!("{at}.id"), &event.id)?;
    check_name(&format!("{at}.name"), &event.name)?;
    validate_taxon(&format!("{at}.sport"), &event.sport)?;
    validate_taxon(&format!("{at}.organization"), &event.organization)?;
    validate_taxon(&format!("{at}.competition"), &event.competition)?;
    validate_participant(&format!("{at}.home"), &event.home)?;
    validate_participant(&format!("{at}.away"), &event.away)?;
    if event.home.id == event.away.id {
        return Err(FeedError::new(
            format!("{at}.away.id"),
            "must differ from the home participant",
        ));
    }
    if event.networks.len() > 8 {
        return Err(FeedError::new(
            format!("{at}.networks"),
            "must hold at most 8 networks",
        ));
    }
    for (i, network) in event.networks.iter().enumerate() {
        check_name(&format!("{at}.networks[{i}]"), network)?;
    }
    if let Some(extra) = &event.extra_information {
        check_name(&format!("{at}.extra_information"), extra)?;
    }
    if event.media_links.len() > 8 {
        return Err(FeedError::new(
            format!("{at}.media_links"),
            "must hold at most 8 links",
        ));
    }
    for (i, link) in event.media_links.iter().enumerate() {
        check_name(&format!("{at}.media_links[{i}].label"), &link.label)?;
        let url_ok = link.url.starts_with("https://")
            && link.url.len() <= 500
            && !link
                .url
                .chars()
                .any(|c| c.is_whitespace() || c.is_control());
        if !url_ok {
            return Err(FeedError::new(
                format!("{at}.media_links[{i}].url"),
                "must be an https:// URL of at most 500 characters",
            ));
        }
    }
    Ok(())
}

/// Highest score a feed may report.
const MAX_SCORE: u32 = 10_000;

fn validate_statistics(at: &str, s: &Statistics) -> Checked {
    for (field, score) in [("home_score", s.home_score), ("away_score", s.away_score)] {
        if score > MAX_SCORE {
            return Err(FeedError::new(
                format!("{at}.{field}"),
                format!("must be at most {MAX_SCORE}"),
            ));
        }
    }
    if s.progress.chars().count() > 40 || s.progress.chars().any(char::is_control) {
        return Err(FeedError::new(
            format!("{at}.progress"),
            "must be at most 40 printable characters",
        ));
    }
    if let Some(clock) = s.clock
        && clock.seconds > 6 * 3600
    {
        return Err(FeedError::new(
            format!("{at}.clock.seconds"),
            "must be at most 21600",
        ));
    }
    if s.segments.len() > 40 {
        return Err(FeedError::new(
            format!("{at}.segments"),
            "must hold at most 40 segments",
        ));
    }
    for (i, segment) in s.segments.iter().enumerate() {
        if segment.label.is_empty() || segment.label.chars().count() > 12 {
            return Err(FeedError::new(
                format!("{at}.segments[{i}].label"),
                "must be 1 to 12 characters",
            ));
        }
        if segment.home > MAX_SCORE || segment.away > MAX_SCORE {
            return Err(FeedError::new(
                format!("{at}.segments[{i}]"),
                format!("scores must be at most {MAX_SCORE}"),
            ));
        }
    }
    if let Some(extras) = &s.extras {
        validate_extras(&format!("{at}.extras"), extras)?;
    }
    Ok(())
}

fn validate_extras(at: &str, extras: &SportExtras) -> Checked {
    match extras {
        SportExtras::Football {
            yards_from_goal,
            field_position,
            down_and_distance,
            ..
        } => {
            if !(1..=99).contains(yards_from_goal) {
                return Err(FeedError::new(
                    format!("{at}.yards_from_goal"),
                    "must be 1 to 99",
                ));
            }
            check_name(&format!("{at}.field_position"), field_position)?;
            check_name(&format!("{at}.down_and_distance"), down_and_distance)
        }
        SportExtras::Baseball {
            balls,
            strikes,
            outs,
            ..
        } => {
            if *balls > 3 {
                return Err(FeedError::new(format!("{at}.balls"), "must be 0 to 3"));
            }
            if *strikes > 2 {
                return Err(FeedError::new(format!("{at}.strikes"), "must be 0 to 2"));
            }
            if *outs > 2 {
                return Err(FeedError::new(format!("{at}.outs"), "must be 0 to 2"));
            }
            Ok(())
        }
        SportExtras::Tennis {
            home_game_score,
            away_game_score,
            ..
        } => {
            for (field, score) in [
                ("home_game_score", home_game_score),
                ("away_game_score", away_game_score),
            ] {
                let tiebreak = score.parse::<u32>().is_ok_and(|n| n <= 99);
                if !(tiebreak || matches!(score.as_str(), "0" | "15" | "30" | "40" | "A")) {
                    return Err(FeedError::new(
                        format!("{at}.{field}"),
                        "must be 0, 15, 30, 40, A or a tie-break count",
                    ));
                }
            }
            Ok(())
        }
        SportExtras::Cricket {
            home_wickets,
            away_wickets,
            current_batter,
            game_state,
            ..
        } => {
            if *home_wickets > 10 || *away_wickets > 10 {
                return Err(FeedError::new(
                    format!("{at}.home_wickets"),
                    "must be 0 to 10",
                ));
            }
            check_name(&format!("{at}.current_batter"), current_batter)?;
            check_name(&format!("{at}.game_state"), game_state)
        }
        SportExtras::Esports { current_map } => {
            check_name(&format!("{at}.current_map"), current_map)
        }
        SportExtras::Soccer { .. }
        | SportExtras::Hockey { .. }
        | SportExtras::Darts { .. }
        | SportExtras::Futsal { .. } => Ok(()),
    }
}

fn validate_market(at: &str, market: &Market) -> Checked {
    check_id(&format!("{at}.id"), &market.id)?;
    check_id(&format!("{at}.event_id"), &market.event_id)?;
    check_name(&format!("{at}.name"), &market.name)?;
    if let Some(stat) = &market.statistic_accrued {
        check_name(&format!("{at}.statistic_accrued"), stat)?;
    }
    let n = market.selections.len();
    if !(2..=MAX_SELECTIONS).contains(&n) {
        return Err(FeedError::new(
            format!("{at}.selections"),
            format!("must hold 2 to {MAX_SELECTIONS} selections"),
        ));
    }
    let mut ids = HashSet::new();
    for (j, s) in market.selections.iter().enumerate() {
        let sat = format!("{at}.selections[{j}]");
        check_id(&format!("{sat}.id"), &s.id)?;
        if !ids.insert(s.id.as_str()) {
            return Err(FeedError::new(format!("{sat}.id"), "is repeated"));
        }
        check_name(&format!("{sat}.name"), &s.name)?;
        check_odds(&format!("{sat}.odds"), s.odds)?;
        if market.market_type.has_points() != s.points.is_some() {
            let message = if market.market_type.has_points() {
                "is required for this market type"
            } else {
                "is not allowed for this market type"
            };
            return Err(FeedError::new(format!("{sat}.points"), message));
        }
        if s.result.is_some() && market.status != OfferStatus::Finished {
            return Err(FeedError::new(
                format!("{sat}.result"),
                "is only allowed on a finished market",
            ));
        }
    }
    validate_shape(at, market)
}

/// The selections each two-sided market type must have.
fn validate_shape(at: &str, market: &Market) -> Checked {
    let kinds: Vec<SelectionKind> = market.selections.iter().map(|s| s.kind).collect();
    let expect = |wanted: &[SelectionKind], what: &str| -> Checked {
        let mut sorted = kinds.clone();
        sorted.sort();
        let mut want = wanted.to_vec();
        want.sort();
        if sorted == want {
            Ok(())
        } else {
            Err(FeedError::new(
                format!("{at}.selections"),
                format!("must be {what}"),
            ))
        }
    };
    let sides_match = market.selections.iter().all(|s| match s.kind {
        SelectionKind::Home => s.side == Some(Side::Home),
        SelectionKind::Away => s.side == Some(Side::Away),
        _ => true,
    });
    if !sides_match {
        return Err(FeedError::new(
            format!("{at}.selections"),
            "home and away selections must name their side",
        ));
    }
    match market.market_type {
        MarketType::Moneyline => {
            expect(&[SelectionKind::Home, SelectionKind::Away], "home and away")
        }
        MarketType::ThreeWay => expect(
            &[
                SelectionKind::Home,
                SelectionKind::Draw,
                SelectionKind::Away,
            ],
            "home, draw and away",
        ),
        MarketType::Spread | MarketType::AlternateSpread => {
            expect(&[SelectionKind::Home, SelectionKind::Away], "home and away")?;
            let points: Vec<i32> = market
                .selections
                .iter()
                .filter_map(|s| s.points.map(Points::halves))
                .collect();
            if points.iter().sum::<i32>() != 0 {
                return Err(FeedError::new(
                    format!("{at}.selections"),
                    "spread points must be opposite",
                ));
            }
            Ok(())
        }
        MarketType::Total | MarketType::AlternateTotal | MarketType::TeamTotal => {
            expect(
                &[SelectionKind::Over, SelectionKind::Under],
                "over and under",
            )?;
            same_line(at, market)
        }
        MarketType::PlayerProp => {
            if kinds
                .iter()
                .all(|k| matches!(k, SelectionKind::Over | SelectionKind::Under))
            {
                expect(
                    &[SelectionKind::Over, SelectionKind::Under],
                    "over and under",
                )?;
                same_line(at, market)
            } else {
                Err(FeedError::new(
                    format!("{at}.selections"),
                    "must be over and under",
                ))
            }
        }
        MarketType::GameProp => expect(&[SelectionKind::Yes, SelectionKind::No], "yes and no"),
    }
}

fn same_line(at: &str, market: &Market) -> Checked {
    let mut lines = market.selections.iter().filter_map(|s| s.points);
    let first = lines.next();
    if lines.any(|p| Some(p) != first) || first.is_some_and(|p| p.halves() < 0) {
        return Err(FeedError::new(
            format!("{at}.selections"),
            "over and under must share one non-negative line",
        ));
    }
    Ok(())
}

/// Checks a market upsert against the stored market: a finished market stays finished.
/// `at` is the change's path (`changes[3].market`).
pub fn check_market_replace(at: &str, stored: Option<&Market>, next: &Market) -> Checked {
    if let Some(stored) = stored {
        if stored.event_id != next.event_id {
            return Err(FeedError::new(
                format!("{at}.event_id"),
                "cannot move a market to another event",
            ));
        }
        if !stored.status.can_become(next.status) {
            return Err(FeedError::new(
                format!("{at}.status"),
                format!(
                    "a {:?} market cannot become {:?}",
                    stored.status, next.status
                ),
            ));
        }
    }
    Ok(())
}

/// Applies price changes to a stored market.
pub fn apply_prices(at: &str, market: &mut Market, prices: &[Price]) -> Checked {
    if market.status == OfferStatus::Finished {
        return Err(FeedError::new(
            format!("{at}.market_id"),
            "the market is finished",
        ));
    }
    for (j, price) in prices.iter().enumerate() {
        let pat = format!("{at}.prices[{j}]");
        let has_points = market.market_type.has_points();
        let selection = market
            .selections
            .iter_mut()
            .find(|s| s.id == price.selection_id)
            .ok_or_else(|| {
                FeedError::new(
                    format!("{pat}.selection_id"),
                    "is not a selection of the market",
                )
            })?;
        if price.points.is_some() && !has_points {
            return Err(FeedError::new(
                format!("{pat}.points"),
                "is not allowed for this market type",
            ));
        }
        if let Some(status) = price.status {
            if !selection.status.can_become(status) {
                return Err(FeedError::new(
                    format!("{pat}.status"),
                    format!(
                        "a {:?} selection cannot become {:?}",
                        selection.status, status
                    ),
                ));
            }
            selection.status = status;
        }
        selection.odds = price.odds;
        if price.points.is_some() {
            selection.points = price.points;
        }
    }
    validate_shape(at, market)
}

/// Sets a stored market's status (and its open or closed selections' with it).
pub fn apply_market_status(at: &str, market: &mut Market, status: OfferStatus) -> Checked {
    if !market.status.can_become(status) {
        return Err(FeedError::new(
            format!("{at}.status"),
            format!("a {:?} market cannot become {:?}", market.status, status),
        ));
    }
    market.status = status;
    Ok(())
}

/// What a result did to a stored market.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resulted {
    /// The market was open, suspended or hidden and is now finished with its grades.
    Graded,
    /// The market was already finished with other grades: a correction, to be re-graded.
    Corrected,
    /// The market was already finished with these very grades (a repeat): nothing changed.
    Unchanged,
}

/// Grades every selection of a stored market and finishes it.
pub fn apply_result(
    at: &str,
    market: &mut Market,
    results: &[Outcome],
) -> Result<Resulted, FeedError> {
    if results.len() != market.selections.len() {
        return Err(FeedError::new(
            format!("{at}.results"),
            "must grade every selection of the market",
        ));
    }
    let was_finished = market.status == OfferStatus::Finished;
    let mut changed = false;
    for (j, outcome) in results.iter().enumerate() {
        let selection = market
            .selections
            .iter_mut()
            .find(|s| s.id == outcome.selection_id)
            .ok_or_else(|| {
                FeedError::new(
                    format!("{at}.results[{j}].selection_id"),
                    "is not a selection of the market",
                )
            })?;
        if let SelectionResult::DeadHeat {
            numerator,
            denominator,
        } = outcome.result
            && (numerator == 0 || denominator == 0 || numerator > denominator)
        {
            return Err(FeedError::new(
                format!("{at}.results[{j}].result.dead_heat"),
                "must be a factor above 0 and at most 1 (numerator 1 to denominator)",
            ));
        }
        changed |= selection.result != Some(outcome.result);
        selection.result = Some(outcome.result);
        selection.status = OfferStatus::Finished;
    }
    market.status = OfferStatus::Finished;
    Ok(match (was_finished, changed) {
        (false, _) => Resulted::Graded,
        (true, true) => Resulted::Corrected,
        (true, false) => Resulted::Unchanged,
    })
}

/// The event status after a statistics update: the live status decides, except that a hidden
/// or invalid event stays so.
pub fn status_after_statistics(current: EventStatus, statistics: &Statistics) -> EventStatus {
    match current {
        EventStatus::Hidden | EventStatus::Invalid => current,
        _ => statistics.live_status.event_status(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::SelectionResult;
    use serde_json::{Value, json};

    fn event() -> Value {
        json!({
            "id": "nfl-buf-kc",
            "name": "Buffalo Bills @ Kansas City Chiefs",
            "sport": {"slug": "football", "name": "Football"},
            "organization": {"slug": "usa", "name": "USA"},
            "competition": {"slug": "nfl", "name": "NFL"},
            "start_time": "2026-11-29T18:00:00Z",
            "status": "pre_game",
            "home": {"id": "kc", "abbreviation": "KC", "medium_name": "Chiefs", "full_name": "Kansas City Chiefs"},
            "away": {"id": "buf", "abbreviation": "BUF", "medium_name": "Bills", "full_name": "Buffalo Bills"}
        })
    }

    fn spread() -> Value {
        json!({
            "id": "m-spread",
            "event_id": "nfl-buf-kc",
            "name": "Spread",
            "type": "spread",
            "status": "open",
            "main": true,
            "selections": [
                {"id": "s-home", "name": "Kansas City Chiefs", "kind": "home", "side": "home", "points": "-3.5", "odds": {"numerator": 10, "denominator": 11}, "status": "open"},
                {"id": "s-away", "name": "Buffalo Bills", "kind": "away", "side": "away", "points": "+3.5", "odds": {"numerator": 10, "denominator": 11}, "status": "open"}
            ]
        })
    }

    fn document(changes: Value) -> Value {
        json!({"source": "vendor-a", "sequence": 7, "changes": changes})
    }

    fn parse(doc: Value) -> Result<FeedDocument, FeedError> {
        FeedDocument::from_json(doc.to_string().as_bytes())
    }

    fn rejected_field(doc: Value) -> String {
        parse(doc).unwrap_err().field
    }

    fn stored_spread() -> Market {
        serde_json::from_value(spread()).unwrap()
    }

    #[test]
    fn reads_a_valid_document() {
        let doc = parse(document(json!([
            {"event": event()},
            {"market": spread()},
            {"prices": {"market_id": "m-spread", "prices": [
                {"selection_id": "s-home", "odds": {"numerator": 20, "denominator": 23}, "points": "-4"}
            ]}},
            {"market_status": {"market_id": "m-spread", "status": "closed"}},
            {"statistics": {"event_id": "nfl-buf-kc", "statistics": {
                "live_status": "in_progress", "home_score": 7, "away_score": 3, "progress": "Q2",
                "clock": {"seconds": 512, "running": true, "counts_down": true},
                "segments": [{"label": "Q1", "home": 7, "away": 3}],
                "extras": {"sport": "football", "possession": "home", "field_position": "BUF 35",
                           "yards_from_goal": 35, "down_and_distance": "2nd & 6", "red_zone": false},
                "updated_at": "2026-11-29T18:40:00Z"
            }}}
        ])))
        .unwrap();
        assert_eq!(doc.changes.len(), 5);
        assert_eq!(
            doc.changes.first().and_then(FeedChange::event_id),
            Some("nfl-buf-kc")
        );
        let FeedChange::Prices(change) = &doc.changes[2] else {
            panic!("prices expected");
        };
        // 20/23 stays; odds are reduced fractions.
        assert_eq!(change.prices[0].odds, Odds::new(20, 23).unwrap());
    }

    #[test]
    fn names_the_offending_field() {
        assert_eq!(
            rejected_field(json!({"source": "a", "changes": []})),
            "document"
        );
        assert_eq!(rejected_field(document(json!([]))), "changes");
        let mut zero = document(json!([{"event": event()}]));
        zero["sequence"] = json!(0);
        assert_eq!(rejected_field(zero), "sequence");

        let mut unknown = event();
        unknown["colour"] = json!("red");
        assert_eq!(
            rejected_field(document(json!([{"event": unknown}]))),
            "changes[0].event.colour"
        );

        let mut bad_abbreviation = event();
        bad_abbreviation["home"]["abbreviation"] = json!("kansas city");
        assert_eq!(
            rejected_field(document(json!([{"event": bad_abbreviation}]))),
            "changes[0].event.home.abbreviation"
        );

        let mut same_teams = event();
        same_teams["away"]["id"] = json!("kc");
        assert_eq!(
            rejected_field(document(json!([{"event": same_teams}]))),
            "changes[0].event.away.id"
        );

        let mut bad_points = spread();
        bad_points["selections"][1]["points"] = json!("+3.25");
        assert_eq!(
            rejected_field(document(
                json!([{"event": event()}, {"market": bad_points}])
            )),
            "changes[1].market.selections[1].points"
        );

        let mut not_opposite = spread();
        not_opposite["selections"][1]["points"] = json!("+3");
        assert_eq!(
            rejected_field(document(json!([{"market": not_opposite}]))),
            "changes[0].market.selections"
        );

        let mut repeated = spread();
        repeated["selections"][1]["id"] = json!("s-home");
        assert_eq!(
            rejected_field(document(json!([{"market": repeated}]))),
            "changes[0].market.selections[1].id"
        );

        let mut missing_points = spread();
        missing_points["selections"][0]
            .as_object_mut()
            .unwrap()
            .remove("points");
        assert_eq!(
            rejected_field(document(json!([{"market": missing_points}]))),
            "changes[0].market.selections[0].points"
        );

        let mut absurd = spread();
        absurd["selections"][0]["odds"] = json!({"numerator": 1, "denominator": 5000});
        assert_eq!(
            rejected_field(document(json!([{"market": absurd}]))),
            "changes[0].market.selections[0].odds"
        );

        let mut zero_odds = spread();
        zero_odds["selections"][0]["odds"] = json!({"numerator": 0, "denominator": 1});
        let error = parse(document(json!([{"market": zero_odds}]))).unwrap_err();
        assert_eq!(error.field, "changes[0].market.selections[0].odds");
        assert!(error.message.contains("positive"), "{error}");

        assert_eq!(
            rejected_field(document(json!([{"prices": {"market_id": "m", "prices": [
                {"selection_id": "a", "odds": {"numerator": 1, "denominator": 1}},
                {"selection_id": "a", "odds": {"numerator": 1, "denominator": 1}}
            ]}}]))),
            "changes[0].prices.prices[1].selection_id"
        );
        assert_eq!(
            rejected_field(document(json!([{"teleport": {"market_id": "m"}}]))),
            "changes[0]"
        );
        assert!(FeedDocument::from_json(b"{not json").is_err());
    }

    #[test]
    fn prices_move_odds_and_lines() {
        let mut market = stored_spread();
        let prices = [Price {
            selection_id: "s-away".into(),
            odds: Odds::from_american(-105).unwrap(),
            points: None,
            status: Some(OfferStatus::Closed),
        }];
        apply_prices("changes[0].prices", &mut market, &prices).unwrap();
        let away = market.selection("s-away").unwrap();
        assert_eq!(away.odds.american(), -105);
        assert_eq!(away.status, OfferStatus::Closed);

        // Moving one side's line alone breaks the spread: rejected.
        let lopsided = [Price {
            selection_id: "s-home".into(),
            odds: Odds::from_american(-110).unwrap(),
            points: Some("-4".parse().unwrap()),
            status: None,
        }];
        let error = apply_prices("changes[0].prices", &mut stored_spread(), &lopsided).unwrap_err();
        assert_eq!(error.field, "changes[0].prices.selections");

        let unknown = [Price {
            selection_id: "nope".into(),
            odds: Odds::from_american(100).unwrap(),
            points: None,
            status: None,
        }];
        let error = apply_prices("changes[3].prices", &mut stored_spread(), &unknown).unwrap_err();
        assert_eq!(error.field, "changes[3].prices.prices[0].selection_id");
    }

    fn grades(home: SelectionResult, away: SelectionResult) -> Vec<Outcome> {
        vec![
            Outcome {
                selection_id: "s-home".into(),
                result: home,
            },
            Outcome {
                selection_id: "s-away".into(),
                result: away,
            },
        ]
    }

    #[test]
    fn dead_heats_carry_a_factor_in_zero_to_one() {
        let half = SelectionResult::DeadHeat {
            numerator: 1,
            denominator: 2,
        };
        let parsed: Outcome = serde_json::from_value(json!({
            "selection_id": "s-home",
            "result": {"dead_heat": {"numerator": 1, "denominator": 2}}
        }))
        .unwrap();
        assert_eq!(parsed.result, half);
        let mut market = stored_spread();
        assert_eq!(
            apply_result("c", &mut market, &grades(half, half)),
            Ok(Resulted::Graded)
        );
        for bad in [(0, 2), (3, 2), (1, 0)] {
            let result = SelectionResult::DeadHeat {
                numerator: bad.0,
                denominator: bad.1,
            };
            let error = apply_result(
                "c",
                &mut stored_spread(),
                &grades(result, SelectionResult::Loss),
            )
            .unwrap_err();
            assert_eq!(error.field, "c.results[0].result.dead_heat", "{bad:?}");
        }
    }

    #[test]
    fn results_grade_once_and_corrections_regrade() {
        use SelectionResult::{Loss, Win};
        let mut market = stored_spread();
        assert_eq!(
            apply_result("c", &mut market, &grades(Win, Loss)),
            Ok(Resulted::Graded)
        );
        assert_eq!(market.status, OfferStatus::Finished);
        assert_eq!(market.selection("s-home").unwrap().result, Some(Win));
        assert_eq!(
            apply_result("c", &mut market, &grades(Win, Loss)),
            Ok(Resulted::Unchanged)
        );
        assert_eq!(
            apply_result("c", &mut market, &grades(Loss, Win)),
            Ok(Resulted::Corrected)
        );
        assert_eq!(market.selection("s-away").unwrap().result, Some(Win));

        let error = apply_result("c", &mut stored_spread(), &grades(Win, Loss)[..1]).unwrap_err();
        assert_eq!(error.field, "c.results");

        // A finished market never reopens, by status or by price.
        assert!(apply_market_status("c", &mut market, OfferStatus::Open).is_err());
        let price = [Price {
            selection_id: "s-home".into(),
            odds: Odds::from_american(-120).unwrap(),
            points: None,
            status: None,
        }];
        assert!(apply_prices("c", &mut market, &price).is_err());
        let mut reopened = market.clone();
        reopened.status = OfferStatus::Open;
        assert_eq!(
            check_market_replace("c", Some(&market), &reopened)
                .unwrap_err()
                .field,
            "c.status"
        );
        let mut moved = stored_spread();
        moved.event_id = "other".into();
        assert_eq!(
            check_market_replace("c", Some(&stored_spread()), &moved)
                .unwrap_err()
                .field,
            "c.event_id"
        );
    }

    #[test]
    fn statistics_drive_the_event_status() {
        let stats: Statistics = serde_json::from_value(json!({
            "live_status": "half_over", "home_score": 0, "away_score": 0, "progress": "Half",
            "updated_at": "2026-11-29T19:00:00Z"
        }))
        .unwrap();
        assert_eq!(
            status_after_statistics(EventStatus::PreGame, &stats),
            EventStatus::InPlay
        );
        assert_eq!(
            status_after_statistics(EventStatus::Hidden, &stats),
            EventStatus::Hidden
        );
    }

    fn cancelled_statistics() -> Value {
        json!({"statistics": {"event_id": "nfl-buf-kc", "statistics": {
            "live_status": "cancelled", "home_score": 0, "away_score": 0,
            "progress": "Cancelled", "updated_at": "2026-11-29T18:00:00Z"}}})
    }

    fn voided(document: &FeedDocument) -> Vec<(&str, Vec<SelectionResult>)> {
        document
            .changes
            .iter()
            .filter_map(|c| match c {
                FeedChange::Result(r) => Some((
                    r.market_id.as_str(),
                    r.results.iter().map(|o| o.result).collect(),
                )),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn a_cancelled_event_voids_its_unfinished_markets() {
        let doc = parse(document(json!([cancelled_statistics()]))).unwrap();
        assert_eq!(doc.cancelled_event_ids(), vec!["nfl-buf-kc"]);
        let mut finished = stored_spread();
        finished.id = "m-done".into();
        finished.status = OfferStatus::Finished;
        let with_voids = doc
            .with_cancellation_voids(|event| {
                assert_eq!(event, "nfl-buf-kc");
                vec![stored_spread(), finished.clone()]
            })
            .unwrap();
        // The stored open spread is voided on both sides; the finished market keeps its grades.
        assert_eq!(
            voided(&with_voids),
            vec![(
                "m-spread",
                vec![SelectionResult::Void, SelectionResult::Void]
            )]
        );
        assert_eq!(with_voids.changes[0], doc.changes[0]);
        assert!(with_voids.validate().is_ok());
    }

    #[test]
    fn a_cancellation_keeps_the_grades_the_document_gives() {
        let doc = parse(document(json!([
            cancelled_statistics(),
            {"result": {"market_id": "m-spread", "results": [
                {"selection_id": "s-home", "result": "win"},
                {"selection_id": "s-away", "result": "loss"}
            ]}}
        ])))
        .unwrap();
        assert_eq!(doc.with_cancellation_voids(|_| vec![stored_spread()]), None);
        // Nothing is cancelled: nothing is asked of the store.
        let live = parse(document(json!([{"event": event()}]))).unwrap();
        assert!(live.cancelled_event_ids().is_empty());
        assert_eq!(
            live.with_cancellation_voids(|_| panic!("no event is cancelled")),
            None
        );
    }

    #[test]
    fn a_cancelled_header_voids_markets_created_in_the_same_document() {
        let mut header = event();
        header["status"] = json!("cancelled");
        let doc = parse(document(
            json!([{"event": event()}, {"market": spread()}, {"event": header}]),
        ))
        .unwrap();
        let with_voids = doc.with_cancellation_voids(|_| Vec::new()).unwrap();
        assert_eq!(voided(&with_voids).len(), 1);
        assert_eq!(voided(&with_voids)[0].0, "m-spread");
    }
}
