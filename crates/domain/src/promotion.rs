//! Promotions as data: an operator writes a [`PromotionDefinition`] (JSON, versioned by
//! [`SCHEMA_VERSION`]), [`Definition::from_json`] checks every field and names the one at
//! fault, and the engine decides, for one account and one qualifying event, whether the
//! promotion awards and what ([`qualifies`], [`grants`]).
//!
//! A definition says who may take part ([`Eligibility`]: brands, regions, new or existing
//! customers, opt-in, a deposit promo code, the date window), what earns the award
//! ([`Trigger`]: sign-up, a first deposit, a deposit of at least an amount, a placed bet
//! meeting conditions, a settled losing bet), what is awarded ([`AwardSpec`]: bonus bets,
//! profit boosts, bonus cash with a play-through multiple, promotional credit, casino free
//! rounds) and its caps ([`Caps`]). An account receives a promotion's awards once: the store
//! keeps one award row per account and promotion ([`AWARD_INSTANCE`]) under a unique
//! constraint, so a retried or concurrent trigger grants once.
//!
//! Nothing here reads a clock or a database: the caller passes the instant and the facts.

use crate::betslip::BetType;
use crate::odds::Odds;
use chrono::{DateTime, Duration, Utc};
use serde::{Deserialize, Serialize};
use std::fmt;

pub mod display;
pub use display::{Art, CallToAction, Display, Onboarding, Section};

/// The definition format this code reads. A document names its version; another is refused.
pub const SCHEMA_VERSION: u32 = 1;
/// The award instance every promotion uses: an account receives a promotion's awards once.
pub const AWARD_INSTANCE: &str = "once";
/// Largest document accepted.
pub const MAX_DOCUMENT_BYTES: usize = 64 * 1024;
/// Longest title.
pub const MAX_TITLE_CHARS: usize = 100;
/// Longest description or terms text.
pub const MAX_TEXT_CHARS: usize = 4000;
/// Awards one promotion may give.
pub const MAX_AWARDS: usize = 5;
/// Longest award life, in days.
pub const MAX_AWARD_DAYS: u32 = 365;
/// Largest amount an award may be worth: $100,000.00.
pub const MAX_AWARD_CENTS: i64 = 10_000_000;
/// Largest turnover a trigger may ask for: $1,000,000.00.
pub const MAX_TURNOVER_CENTS: i64 = 100_000_000;
/// Largest play-through multiple of bonus cash.
pub const MAX_PLAY_THROUGH: u32 = 50;
/// Largest profit boost percentage.
pub const MAX_BOOST_PERCENTAGE: u32 = 1000;
/// Largest match percentage of an amount rule.
pub const MAX_MATCH_PERCENT: u32 = 500;
/// Most free rounds one award gives.
pub const MAX_FREE_ROUNDS: u32 = 500;
/// Entries of a list (brands, regions, sports, games) accepted.
pub const MAX_LIST: usize = 100;
/// Most legs a bet condition may name.
pub const MAX_LEGS: u32 = 20;

/// A refused definition or input: the field (a JSON path such as `awards[0].amount.fixedCents`)
/// and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct FieldError {
    pub field: String,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        FieldError {
            field: field.into(),
            message: message.into(),
        }
    }
}

/// Who may take part.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum CustomerKind {
    /// Every account.
    #[default]
    Any,
    /// Accounts opened on or after the promotion's start.
    New,
    /// Accounts opened before the promotion's start.
    Existing,
}

/// Who may take part in a promotion.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct Eligibility {
    /// Brand theme codes (empty: every brand).
    pub brands: Vec<String>,
    /// ISO 3166-2 region codes of operating regions (empty: every region).
    pub regions: Vec<String>,
    pub customers: CustomerKind,
    /// The bettor opts in (`promotionEnrollment`) before the trigger counts.
    pub opt_in_required: bool,
    /// A deposit promo code (3 to 20 letters and digits, stored upper case): the deposit
    /// trigger counts only for a deposit made with it.
    pub promo_code: Option<String>,
    /// Operator-kept segments (`vip`): the account must be in one of them (empty: anyone).
    pub segments: Vec<String>,
}

/// What a bet must be to count.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct BetConditions {
    /// The bet's price at least this, in American odds (`-200`, `+100`, `+300`).
    pub min_odds_american: Option<i64>,
    /// Every leg on one of these sports (slugs; empty: any sport).
    pub sports: Vec<String>,
    /// One of these bet types (empty: straight, parlay or teaser).
    pub bet_types: Vec<BetType>,
    pub min_legs: Option<u32>,
    pub max_legs: Option<u32>,
    /// The money stake (cash or credit; a bonus bet's stake counts as zero) at least this.
    pub min_stake_cents: i64,
}

/// What earns the award.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum Trigger {
    /// Opening an account (counted when the account is created inside the window).
    SignUp,
    /// The account's first completed deposit, of at least `minCents`.
    #[serde(rename_all = "camelCase")]
    FirstDeposit {
        #[serde(default)]
        min_cents: i64,
    },
    /// Any completed deposit of at least `minCents`.
    #[serde(rename_all = "camelCase")]
    Deposit { min_cents: i64 },
    /// A placed bet meeting the conditions.
    BetPlaced {
        #[serde(default)]
        conditions: BetConditions,
    },
    /// A settled losing bet meeting the conditions ("second chance", cashback).
    BetSettledLosing {
        #[serde(default)]
        conditions: BetConditions,
    },
    /// Money wagered over a period: the account's money stakes on accepted bets placed since
    /// the later of the promotion's start and `days` days ago (the whole window without
    /// `days`) reach `minCents`. Heard on each accepted bet.
    #[serde(rename_all = "camelCase")]
    Turnover {
        min_cents: i64,
        #[serde(default)]
        days: Option<u32>,
    },
}

impl Trigger {
    /// The stored name of the trigger's kind.
    pub fn kind(&self) -> TriggerKind {
        match self {
            Trigger::SignUp => TriggerKind::SignUp,
            Trigger::FirstDeposit { .. } => TriggerKind::FirstDeposit,
            Trigger::Deposit { .. } => TriggerKind::Deposit,
            Trigger::BetPlaced { .. } => TriggerKind::BetPlaced,
            Trigger::BetSettledLosing { .. } => TriggerKind::BetSettledLosing,
            // Accepted bets are the events that can carry the turnover over its minimum.
            Trigger::Turnover { .. } => TriggerKind::BetPlaced,
        }
    }

    /// Where a turnover trigger starts counting at `now` (the later of the promotion's start
    /// and `days` days ago); `None` for other triggers.
    pub fn turnover_since(
        &self,
        starts_at: DateTime<Utc>,
        now: DateTime<Utc>,
    ) -> Option<DateTime<Utc>> {
        match self {
            Trigger::Turnover { days, .. } => Some(match days {
                Some(days) => starts_at.max(now - Duration::days(i64::from(*days))),
                None => starts_at,
            }),
            _ => None,
        }
    }
}

/// A trigger's kind, without its conditions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TriggerKind {
    SignUp,
    FirstDeposit,
    Deposit,
    BetPlaced,
    BetSettledLosing,
}

impl TriggerKind {
    pub const ALL: [TriggerKind; 5] = [
        TriggerKind::SignUp,
        TriggerKind::FirstDeposit,
        TriggerKind::Deposit,
        TriggerKind::BetPlaced,
        TriggerKind::BetSettledLosing,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            TriggerKind::SignUp => "sign_up",
            TriggerKind::FirstDeposit => "first_deposit",
            TriggerKind::Deposit => "deposit",
            TriggerKind::BetPlaced => "bet_placed",
            TriggerKind::BetSettledLosing => "bet_settled_losing",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        TriggerKind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// Whether a completed deposit is this trigger's event.
    pub fn is_deposit(self) -> bool {
        matches!(self, TriggerKind::FirstDeposit | TriggerKind::Deposit)
    }
}

/// How much an award is worth: a fixed amount, or a percentage of the qualifying amount (the
/// deposit, or the bet's money stake) up to a maximum. Exactly one of `fixedCents` and
/// `matchPercent` is given; `maxCents` goes with `matchPercent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct AmountRule {
    pub fixed_cents: Option<i64>,
    pub match_percent: Option<u32>,
    pub max_cents: Option<i64>,
}

impl AmountRule {
    /// The award's value for a qualifying amount (cents, never negative): the fixed amount,
    /// or `qualifying * percent / 100` rounded down and capped at `maxCents`.
    pub fn value(&self, qualifying_cents: i64) -> i64 {
        if let Some(fixed) = self.fixed_cents {
            return fixed.max(0);
        }
        let percent = i128::from(self.match_percent.unwrap_or(0));
        let raw = i128::from(qualifying_cents.max(0)) * percent / 100;
        let cap = i128::from(self.max_cents.unwrap_or(MAX_AWARD_CENTS));
        i64::try_from(raw.min(cap).max(0)).unwrap_or(0)
    }
}

/// Where a bonus bet or profit boost may be used.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct UseRestriction {
    pub min_legs: Option<u32>,
    pub max_legs: Option<u32>,
    /// Bet types it applies to (empty: straight, parlay or teaser).
    pub bet_types: Vec<BetType>,
}

/// One award of a promotion.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum AwardSpec {
    /// A bonus bet: a stake the bettor does not pay.
    #[serde(rename_all = "camelCase")]
    BonusBet {
        amount: AmountRule,
        #[serde(default)]
        restriction: UseRestriction,
        #[serde(default)]
        title: Option<String>,
    },
    /// A profit boost of `percentage` up to `maxStakeCents` of stake.
    #[serde(rename_all = "camelCase")]
    ProfitBoost {
        percentage: u32,
        max_stake_cents: i64,
        #[serde(default)]
        restriction: UseRestriction,
        #[serde(default)]
        title: Option<String>,
    },
    /// Bonus cash: playable, not withdrawable, until `amount * playThrough` has been wagered.
    #[serde(rename_all = "camelCase")]
    BonusCash {
        amount: AmountRule,
        play_through: u32,
    },
    /// Promotional credit ("Credits"), playable on bets and casino rounds.
    #[serde(rename_all = "camelCase")]
    PromotionalCredit { amount: AmountRule },
    /// Casino free rounds: `rounds` rounds of `stakeCents` on the named slots.
    #[serde(rename_all = "camelCase")]
    FreeRounds {
        games: Vec<String>,
        rounds: u32,
        stake_cents: i64,
        #[serde(default)]
        title: Option<String>,
    },
}

/// Caps and expiries.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct Caps {
    /// Accounts the promotion awards at most (None: no cap).
    pub max_awards: Option<u32>,
    /// Days an award lives (bonus bets, boosts, bonus cash, free rounds), 1 to 365.
    pub award_days: u32,
}

impl Default for Caps {
    fn default() -> Self {
        Caps {
            max_awards: None,
            award_days: 7,
        }
    }
}

/// A promotion as an operator writes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PromotionDefinition {
    pub schema_version: u32,
    /// A stable, unique name: 3 to 60 lower-case letters, digits and dashes.
    pub slug: String,
    pub title: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub terms: String,
    pub starts_at: DateTime<Utc>,
    pub ends_at: DateTime<Utc>,
    #[serde(default)]
    pub eligibility: Eligibility,
    pub trigger: Trigger,
    pub awards: Vec<AwardSpec>,
    #[serde(default)]
    pub caps: Caps,
    /// How bettors see it (art, calls to action, onboarding).
    #[serde(default, skip_serializing_if = "Display::is_default")]
    pub display: Display,
}

/// A definition every rule of which holds: only [`Definition::from_json`] and
/// [`Definition::new`] build one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definition(PromotionDefinition);

impl Definition {
    /// Reads a JSON document and checks it; the error names the field by its JSON path.
    pub fn from_json(bytes: &[u8]) -> Result<Self, FieldError> {
        if bytes.len() > MAX_DOCUMENT_BYTES {
            return Err(FieldError::new(
                "document",
                format!("must be at most {MAX_DOCUMENT_BYTES} bytes"),
            ));
        }
        let de = &mut serde_json::Deserializer::from_slice(bytes);
        let raw: PromotionDefinition = serde_path_to_error::deserialize(de).map_err(|e| {
            let path = e.path().to_string();
            let field = if path == "." {
                "document".to_owned()
            } else {
                path
            };
            let message = e.into_inner().to_string();
            let message = message
                .rfind(" at line ")
                .map_or(message.as_str(), |i| message.get(..i).unwrap_or_default())
                .to_owned();
            FieldError::new(field, message)
        })?;
        Self::new(raw)
    }

    /// Checks a definition (normalising the promo code to upper case).
    pub fn new(mut raw: PromotionDefinition) -> Result<Self, FieldError> {
        if let Some(code) = raw.eligibility.promo_code.as_mut() {
            *code = code.trim().to_ascii_uppercase();
        }
        validate(&raw)?;
        Ok(Definition(raw))
    }

    pub fn get(&self) -> &PromotionDefinition {
        &self.0
    }

    /// The canonical JSON of the definition (what the store keeps).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.0).unwrap_or_default()
    }

    /// The promo code, if the promotion carries one.
    pub fn promo_code(&self) -> Option<&str> {
        self.0.eligibility.promo_code.as_deref()
    }

    /// Whether `now` is inside the date window (start inclusive, end exclusive).
    pub fn in_window(&self, now: DateTime<Utc>) -> bool {
        self.0.starts_at <= now && now < self.0.ends_at
    }
}

fn err(field: impl Into<String>, message: impl Into<String>) -> Result<(), FieldError> {
    Err(FieldError::new(field, message))
}

fn chars_between(field: &str, text: &str, min: usize, max: usize) -> Result<(), FieldError> {
    let n = text.trim().chars().count();
    if n < min || n > max {
        return err(field, format!("must be {min} to {max} characters"));
    }
    Ok(())
}

/// A promo code's shape: 3 to 20 ASCII letters and digits (compared upper case).
pub fn check_promo_code(code: &str) -> Result<(), FieldError> {
    let len = code.chars().count();
    if !(3..=20).contains(&len) || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return err(
            "eligibility.promoCode",
            "must be 3 to 20 letters and digits",
        );
    }
    Ok(())
}

/// Normalises a code a bettor typed: trimmed, upper case; `None` when it cannot be a code.
pub fn normalize_promo_code(typed: &str) -> Option<String> {
    let code = typed.trim().to_ascii_uppercase();
    check_promo_code(&code).ok().map(|()| code)
}

/// Longest segment name.
pub const MAX_SEGMENT_CHARS: usize = 40;

/// A segment's name: 1 to 40 lower-case letters, digits and dashes.
pub fn check_segment(field: &str, name: &str) -> Result<(), FieldError> {
    let ok = (1..=MAX_SEGMENT_CHARS).contains(&name.len())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !ok {
        return err(
            field,
            format!("must be 1 to {MAX_SEGMENT_CHARS} lower-case letters, digits and dashes"),
        );
    }
    Ok(())
}

fn check_slug(slug: &str) -> Result<(), FieldError> {
    let ok = (3..=60).contains(&slug.len())
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !slug.starts_with('-')
        && !slug.ends_with('-');
    if !ok {
        return err(
            "slug",
            "must be 3 to 60 lower-case letters, digits and dashes, not starting or ending with a dash",
        );
    }
    Ok(())
}

fn check_list(field: &str, items: &[String]) -> Result<(), FieldError> {
    if items.len() > MAX_LIST {
        return err(field, format!("at most {MAX_LIST} entries"));
    }
    for (i, item) in items.iter().enumerate() {
        if items.iter().take(i).any(|earlier| earlier == item) {
            return err(format!("{field}[{i}]"), format!("{item:?} is listed twice"));
        }
    }
    Ok(())
}

fn check_legs(field: &str, min: Option<u32>, max: Option<u32>) -> Result<(), FieldError> {
    for (name, value) in [("minLegs", min), ("maxLegs", max)] {
        if let Some(n) = value
            && !(1..=MAX_LEGS).contains(&n)
        {
            return err(
                format!("{field}.{name}"),
                format!("must be between 1 and {MAX_LEGS}"),
            );
        }
    }
    if let (Some(min), Some(max)) = (min, max)
        && min > max
    {
        return err(format!("{field}.minLegs"), "must not exceed maxLegs");
    }
    Ok(())
}

fn check_bet_types(field: &str, types: &[BetType]) -> Result<(), FieldError> {
    for (i, t) in types.iter().enumerate() {
        if *t == BetType::RoundRobin {
            return err(
                format!("{field}.betTypes[{i}]"),
                "round robins take no rewards (straight, parlay or teaser)",
            );
        }
        if types.iter().take(i).any(|earlier| earlier == t) {
            return err(
                format!("{field}.betTypes[{i}]"),
                format!("{} is listed twice", t.as_str()),
            );
        }
    }
    Ok(())
}

fn check_conditions(field: &str, c: &BetConditions) -> Result<(), FieldError> {
    if let Some(american) = c.min_odds_american
        && Odds::from_american(american).is_err()
    {
        return err(
            format!("{field}.minOddsAmerican"),
            "must be +100 or longer, or -100 or shorter",
        );
    }
    check_list(&format!("{field}.sports"), &c.sports)?;
    for (i, sport) in c.sports.iter().enumerate() {
        if sport.trim().is_empty() || sport.len() > 60 {
            return err(format!("{field}.sports[{i}]"), "must be 1 to 60 characters");
        }
    }
    check_bet_types(field, &c.bet_types)?;
    check_legs(field, c.min_legs, c.max_legs)?;
    if !(0..=MAX_AWARD_CENTS).contains(&c.min_stake_cents) {
        return err(
            format!("{field}.minStakeCents"),
            format!("must be between 0 and {MAX_AWARD_CENTS}"),
        );
    }
    Ok(())
}

fn check_amount(field: &str, a: &AmountRule, matches: bool) -> Result<(), FieldError> {
    match (a.fixed_cents, a.match_percent) {
        (Some(_), Some(_)) | (None, None) => {
            err(field, "give exactly one of fixedCents and matchPercent")
        }
        (Some(fixed), None) => {
            if a.max_cents.is_some() {
                return err(format!("{field}.maxCents"), "only goes with matchPercent");
            }
            if !(1..=MAX_AWARD_CENTS).contains(&fixed) {
                return err(
                    format!("{field}.fixedCents"),
                    format!("must be between 1 and {MAX_AWARD_CENTS}"),
                );
            }
            Ok(())
        }
        (None, Some(percent)) => {
            if !matches {
                return err(
                    format!("{field}.matchPercent"),
                    "a match needs a qualifying amount: the trigger must be a deposit or a bet",
                );
            }
            if !(1..=MAX_MATCH_PERCENT).contains(&percent) {
                return err(
                    format!("{field}.matchPercent"),
                    format!("must be between 1 and {MAX_MATCH_PERCENT}"),
                );
            }
            match a.max_cents {
                Some(max) if (1..=MAX_AWARD_CENTS).contains(&max) => Ok(()),
                Some(_) => err(
                    format!("{field}.maxCents"),
                    format!("must be between 1 and {MAX_AWARD_CENTS}"),
                ),
                None => err(format!("{field}.maxCents"), "a match needs its maximum"),
            }
        }
    }
}

fn check_title(field: &str, title: Option<&String>) -> Result<(), FieldError> {
    match title {
        Some(t) => chars_between(field, t, 1, MAX_TITLE_CHARS),
        None => Ok(()),
    }
}

fn check_award(field: &str, award: &AwardSpec, matches: bool) -> Result<(), FieldError> {
    match award {
        AwardSpec::BonusBet {
            amount,
            restriction,
            title,
        } => {
            check_amount(&format!("{field}.amount"), amount, matches)?;
            let r = format!("{field}.restriction");
            check_bet_types(&r, &restriction.bet_types)?;
            check_legs(&r, restriction.min_legs, restriction.max_legs)?;
            check_title(&format!("{field}.title"), title.as_ref())
        }
        AwardSpec::ProfitBoost {
            percentage,
            max_stake_cents,
            restriction,
            title,
        } => {
            if !(1..=MAX_BOOST_PERCENTAGE).contains(percentage) {
                return err(
                    format!("{field}.percentage"),
                    format!("must be between 1 and {MAX_BOOST_PERCENTAGE}"),
                );
            }
            if !(1..=MAX_AWARD_CENTS).contains(max_stake_cents) {
                return err(
                    format!("{field}.maxStakeCents"),
                    format!("must be between 1 and {MAX_AWARD_CENTS}"),
                );
            }
            let r = format!("{field}.restriction");
            check_bet_types(&r, &restriction.bet_types)?;
            check_legs(&r, restriction.min_legs, restriction.max_legs)?;
            check_title(&format!("{field}.title"), title.as_ref())
        }
        AwardSpec::BonusCash {
            amount,
            play_through,
        } => {
            check_amount(&format!("{field}.amount"), amount, matches)?;
            if !(1..=MAX_PLAY_THROUGH).contains(play_through) {
                return err(
                    format!("{field}.playThrough"),
                    format!("must be between 1 and {MAX_PLAY_THROUGH}"),
                );
            }
            Ok(())
        }
        AwardSpec::PromotionalCredit { amount } => {
            check_amount(&format!("{field}.amount"), amount, matches)
        }
        AwardSpec::FreeRounds {
            games,
            rounds,
            stake_cents,
            title,
        } => {
            if games.is_empty() {
                return err(format!("{field}.games"), "name at least one slot");
            }
            check_list(&format!("{field}.games"), games)?;
            for (i, g) in games.iter().enumerate() {
                if g.trim().is_empty() || g.len() > 60 {
                    return err(format!("{field}.games[{i}]"), "must be 1 to 60 characters");
                }
            }
            if !(1..=MAX_FREE_ROUNDS).contains(rounds) {
                return err(
                    format!("{field}.rounds"),
                    format!("must be between 1 and {MAX_FREE_ROUNDS}"),
                );
            }
            if !(1..=MAX_AWARD_CENTS).contains(stake_cents) {
                return err(
                    format!("{field}.stakeCents"),
                    format!("must be between 1 and {MAX_AWARD_CENTS}"),
                );
            }
            check_title(&format!("{field}.title"), title.as_ref())
        }
    }
}

fn validate(d: &PromotionDefinition) -> Result<(), FieldError> {
    if d.schema_version != SCHEMA_VERSION {
        return err(
            "schemaVersion",
            format!("must be {SCHEMA_VERSION} (this server reads version {SCHEMA_VERSION})"),
        );
    }
    check_slug(&d.slug)?;
    chars_between("title", &d.title, 1, MAX_TITLE_CHARS)?;
    chars_between("description", &d.description, 0, MAX_TEXT_CHARS)?;
    chars_between("terms", &d.terms, 0, MAX_TEXT_CHARS)?;
    if d.ends_at <= d.starts_at {
        return err("endsAt", "must be after startsAt");
    }

    let e = &d.eligibility;
    check_list("eligibility.brands", &e.brands)?;
    for (i, brand) in e.brands.iter().enumerate() {
        if !crate::flags::BRANDS.contains(&brand.as_str()) {
            return err(
                format!("eligibility.brands[{i}]"),
                format!("unknown brand {brand:?} (halftime, scorecard, riverbend or silvermesa)"),
            );
        }
    }
    check_list("eligibility.regions", &e.regions)?;
    for (i, code) in e.regions.iter().enumerate() {
        match crate::region::find(code) {
            Some(r) if r.code == code.as_str() && r.operating => {}
            Some(r) if r.code == code.as_str() => {
                return err(
                    format!("eligibility.regions[{i}]"),
                    format!("{code} is not a region the operator takes wagers in"),
                );
            }
            _ => {
                return err(
                    format!("eligibility.regions[{i}]"),
                    format!("unknown region {code:?} (an ISO 3166-2 code such as US-NJ)"),
                );
            }
        }
    }
    check_list("eligibility.segments", &e.segments)?;
    for (i, segment) in e.segments.iter().enumerate() {
        check_segment(&format!("eligibility.segments[{i}]"), segment)?;
    }
    if let Some(code) = &e.promo_code {
        check_promo_code(code)?;
        if !d.trigger.kind().is_deposit() {
            return err(
                "eligibility.promoCode",
                "a promo code is entered with a deposit: the trigger must be firstDeposit or deposit",
            );
        }
    }

    let matches = match &d.trigger {
        Trigger::SignUp => false,
        Trigger::FirstDeposit { min_cents } | Trigger::Deposit { min_cents } => {
            let least = if matches!(d.trigger, Trigger::Deposit { .. }) {
                1
            } else {
                0
            };
            if !(least..=MAX_AWARD_CENTS).contains(min_cents) {
                return err(
                    "trigger.minCents",
                    format!("must be between {least} and {MAX_AWARD_CENTS}"),
                );
            }
            true
        }
        Trigger::BetPlaced { conditions } | Trigger::BetSettledLosing { conditions } => {
            check_conditions("trigger.conditions", conditions)?;
            true
        }
        Trigger::Turnover { min_cents, days } => {
            if !(1..=MAX_TURNOVER_CENTS).contains(min_cents) {
                return err(
                    "trigger.minCents",
                    format!("must be between 1 and {MAX_TURNOVER_CENTS}"),
                );
            }
            if days.is_some_and(|d| !(1..=MAX_AWARD_DAYS).contains(&d)) {
                return err(
                    "trigger.days",
                    format!(
                        "must be between 1 and {MAX_AWARD_DAYS} (or left out: the whole window)"
                    ),
                );
            }
            // A turnover has no single qualifying amount: fixed amounts only.
            false
        }
    };
    if matches!(d.trigger, Trigger::SignUp) && e.customers == CustomerKind::Existing {
        return err(
            "eligibility.customers",
            "a sign-up trigger only meets new customers (new or any)",
        );
    }
    if d.awards.is_empty() {
        return err("awards", "give at least one award");
    }
    if d.awards.len() > MAX_AWARDS {
        return err("awards", format!("at most {MAX_AWARDS} awards"));
    }
    for (i, award) in d.awards.iter().enumerate() {
        check_award(&format!("awards[{i}]"), award, matches)?;
    }
    if d.caps.max_awards == Some(0) {
        return err("caps.maxAwards", "must be at least 1 (or left out: no cap)");
    }
    if !(1..=MAX_AWARD_DAYS).contains(&d.caps.award_days) {
        return err(
            "caps.awardDays",
            format!("must be between 1 and {MAX_AWARD_DAYS}"),
        );
    }
    display::validate(d)
}

/// An operator's switch on a promotion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lifecycle {
    /// Running (inside its window it awards).
    Live,
    /// Stopped for now: awards nothing, can be resumed.
    Paused,
    /// Stopped for good.
    Ended,
}

impl Lifecycle {
    pub fn as_str(self) -> &'static str {
        match self {
            Lifecycle::Live => "live",
            Lifecycle::Paused => "paused",
            Lifecycle::Ended => "ended",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        [Lifecycle::Live, Lifecycle::Paused, Lifecycle::Ended]
            .into_iter()
            .find(|l| l.as_str() == s)
    }
}

/// An operator's action on a promotion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    Pause,
    Resume,
    End,
}

impl Action {
    pub fn as_str(self) -> &'static str {
        match self {
            Action::Pause => "pause",
            Action::Resume => "resume",
            Action::End => "end",
        }
    }
}

/// Why an operator's action does not apply.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum ActionError {
    #[error("the promotion is already paused")]
    AlreadyPaused,
    #[error("the promotion is not paused")]
    NotPaused,
    #[error("the promotion has ended; an ended promotion cannot change")]
    Ended,
}

/// The state an action leads to from `from`.
pub fn apply(from: Lifecycle, action: Action) -> Result<Lifecycle, ActionError> {
    match (from, action) {
        (Lifecycle::Ended, _) => Err(ActionError::Ended),
        (Lifecycle::Paused, Action::Pause) => Err(ActionError::AlreadyPaused),
        (Lifecycle::Live, Action::Resume) => Err(ActionError::NotPaused),
        (Lifecycle::Live, Action::Pause) => Ok(Lifecycle::Paused),
        (Lifecycle::Paused, Action::Resume) => Ok(Lifecycle::Live),
        (_, Action::End) => Ok(Lifecycle::Ended),
    }
}

/// Where a promotion stands for one bettor (spec: available, pending, redeemed, expired,
/// paused).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UserStatus {
    /// Open to the bettor: nothing awarded yet, no opt-in waiting.
    Available,
    /// Opted in, waiting for the trigger.
    Pending,
    /// Awarded.
    Redeemed,
    /// Past its window or ended, nothing awarded.
    Expired,
    /// Paused by the operator.
    Paused,
}

impl UserStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            UserStatus::Available => "available",
            UserStatus::Pending => "pending",
            UserStatus::Redeemed => "redeemed",
            UserStatus::Expired => "expired",
            UserStatus::Paused => "paused",
        }
    }
}

/// A bettor's opt-in (spec: success, pending, not required).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Enrollment {
    /// The promotion needs no opt-in.
    NotRequired,
    /// It needs one and the bettor has not opted in yet (the "OPT-IN REQUIRED" badge).
    Pending,
    /// The bettor opted in ("OPTED IN").
    Success,
}

impl Enrollment {
    pub fn as_str(self) -> &'static str {
        match self {
            Enrollment::NotRequired => "not_required",
            Enrollment::Pending => "pending",
            Enrollment::Success => "success",
        }
    }

    /// The bettor's enrolment given the promotion and whether an opt-in is stored.
    pub fn of(definition: &Definition, opted_in: bool) -> Self {
        if !definition.get().eligibility.opt_in_required {
            Enrollment::NotRequired
        } else if opted_in {
            Enrollment::Success
        } else {
            Enrollment::Pending
        }
    }
}

/// Where the promotion stands for a bettor: an award wins over everything (`Redeemed`), then a
/// pause, then an end or a closed window (`Expired`), then an opt-in waiting for its trigger
/// (`Pending`); otherwise `Available`.
pub fn user_status(
    definition: &Definition,
    lifecycle: Lifecycle,
    opted_in: bool,
    awarded: bool,
    now: DateTime<Utc>,
) -> UserStatus {
    if awarded {
        UserStatus::Redeemed
    } else if lifecycle == Lifecycle::Paused {
        UserStatus::Paused
    } else if lifecycle == Lifecycle::Ended || now >= definition.get().ends_at {
        UserStatus::Expired
    } else if definition.get().eligibility.opt_in_required && opted_in {
        UserStatus::Pending
    } else {
        UserStatus::Available
    }
}

/// What the engine knows of the bettor.
#[derive(Debug, Clone, Copy)]
pub struct Customer<'a> {
    /// Brand theme code the bettor uses.
    pub brand: &'a str,
    /// The account's region (ISO 3166-2).
    pub region: &'a str,
    pub registered_at: DateTime<Utc>,
    /// Whether an opt-in is stored.
    pub opted_in: bool,
    /// The segments the account is in.
    pub segments: &'a [String],
}

/// One leg of a bet, as the bet conditions see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegFacts {
    pub sport: String,
}

/// A bet, as the bet conditions see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BetFacts {
    pub bet_type: BetType,
    pub legs: Vec<LegFacts>,
    /// The bet's price (a parlay's combined odds).
    pub odds: Odds,
    /// The money stake (cash and credit); 0 for a bonus bet.
    pub money_stake_cents: i64,
}

/// A qualifying event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    SignUp,
    /// A completed deposit; `first` when it is the account's first; `promo_code` as typed.
    Deposit {
        amount_cents: i64,
        first: bool,
        promo_code: Option<String>,
    },
    BetPlaced(BetFacts),
    /// A settled bet: `lost` when its outcome was a loss.
    BetSettled {
        bet: BetFacts,
        lost: bool,
    },
    /// The account's money staked over a turnover trigger's period, read after an accepted
    /// bet (the engine's, for each turnover promotion).
    Turnover {
        staked_cents: i64,
    },
}

impl Event {
    /// The amount a match award is a percentage of (the deposit, or the bet's money stake).
    pub fn qualifying_cents(&self) -> i64 {
        match self {
            Event::SignUp => 0,
            Event::Deposit { amount_cents, .. } => *amount_cents,
            Event::BetPlaced(bet) | Event::BetSettled { bet, .. } => bet.money_stake_cents,
            Event::Turnover { staked_cents } => *staked_cents,
        }
    }
}

/// Why an event does not earn a promotion's awards.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum NotQualified {
    #[error("the promotion is not live")]
    NotLive,
    #[error("outside the promotion's dates")]
    OutsideWindow,
    #[error("the promotion is not offered on this brand")]
    Brand,
    #[error("the promotion is not offered in this region")]
    Region,
    #[error("the promotion is for new customers")]
    NotNewCustomer,
    #[error("the promotion is for existing customers")]
    NotExistingCustomer,
    #[error("the promotion is for other segments")]
    Segment,
    #[error("the promotion needs an opt-in first")]
    NotOptedIn,
    #[error("the event is not this promotion's trigger")]
    OtherTrigger,
    #[error("the promo code does not match")]
    PromoCode,
    #[error("the amount is below the promotion's minimum")]
    BelowMinimum,
    #[error("the bet does not meet the promotion's conditions")]
    BetConditions,
}

/// Whether the bettor may take part at `now` (brand, region, customer kind, segments, window,
/// lifecycle), whatever the event. Opt-in is not checked here: it is what [`qualifies`] adds.
pub fn eligible(
    definition: &Definition,
    lifecycle: Lifecycle,
    customer: &Customer,
    now: DateTime<Utc>,
) -> Result<(), NotQualified> {
    let d = definition.get();
    if lifecycle != Lifecycle::Live {
        return Err(NotQualified::NotLive);
    }
    if !definition.in_window(now) {
        return Err(NotQualified::OutsideWindow);
    }
    let e = &d.eligibility;
    if !e.brands.is_empty() && !e.brands.iter().any(|b| b == customer.brand) {
        return Err(NotQualified::Brand);
    }
    if !e.regions.is_empty()
        && !e
            .regions
            .iter()
            .any(|r| r.eq_ignore_ascii_case(customer.region))
    {
        return Err(NotQualified::Region);
    }
    match e.customers {
        CustomerKind::Any => {}
        CustomerKind::New if customer.registered_at < d.starts_at => {
            return Err(NotQualified::NotNewCustomer);
        }
        CustomerKind::Existing if customer.registered_at >= d.starts_at => {
            return Err(NotQualified::NotExistingCustomer);
        }
        CustomerKind::New | CustomerKind::Existing => {}
    }
    if !e.segments.is_empty() && !e.segments.iter().any(|s| customer.segments.contains(s)) {
        return Err(NotQualified::Segment);
    }
    Ok(())
}

/// Whether a bet meets the conditions.
pub fn bet_meets(conditions: &BetConditions, bet: &BetFacts) -> bool {
    if bet.bet_type == BetType::RoundRobin {
        return false;
    }
    if !conditions.bet_types.is_empty() && !conditions.bet_types.contains(&bet.bet_type) {
        return false;
    }
    let legs = u32::try_from(bet.legs.len()).unwrap_or(u32::MAX);
    if legs == 0
        || conditions.min_legs.is_some_and(|min| legs < min)
        || conditions.max_legs.is_some_and(|max| legs > max)
    {
        return false;
    }
    if !conditions.sports.is_empty()
        && !bet
            .legs
            .iter()
            .all(|leg| conditions.sports.contains(&leg.sport))
    {
        return false;
    }
    if let Some(american) = conditions.min_odds_american {
        match Odds::from_american(american) {
            Ok(min) if bet.odds.cmp_payout(min).is_ge() => {}
            _ => return false,
        }
    }
    bet.money_stake_cents >= conditions.min_stake_cents && bet.money_stake_cents > 0
}

/// Whether `event` earns the promotion's awards for the bettor at `now`.
pub fn qualifies(
    definition: &Definition,
    lifecycle: Lifecycle,
    customer: &Customer,
    event: &Event,
    now: DateTime<Utc>,
) -> Result<(), NotQualified> {
    eligible(definition, lifecycle, customer, now)?;
    let d = definition.get();
    if d.eligibility.opt_in_required && !customer.opted_in {
        return Err(NotQualified::NotOptedIn);
    }
    match (&d.trigger, event) {
        (Trigger::SignUp, Event::SignUp) => {
            // A sign-up counts for an account opened inside the window.
            if !definition.in_window(customer.registered_at) {
                return Err(NotQualified::OutsideWindow);
            }
            Ok(())
        }
        (
            Trigger::FirstDeposit { min_cents } | Trigger::Deposit { min_cents },
            Event::Deposit {
                amount_cents,
                first,
                promo_code,
            },
        ) => {
            if matches!(d.trigger, Trigger::FirstDeposit { .. }) && !first {
                return Err(NotQualified::OtherTrigger);
            }
            if let Some(code) = definition.promo_code() {
                let typed = promo_code.as_deref().and_then(normalize_promo_code);
                if typed.as_deref() != Some(code) {
                    return Err(NotQualified::PromoCode);
                }
            }
            if *amount_cents <= 0 || amount_cents < min_cents {
                return Err(NotQualified::BelowMinimum);
            }
            Ok(())
        }
        (Trigger::BetPlaced { conditions }, Event::BetPlaced(bet))
        | (Trigger::BetSettledLosing { conditions }, Event::BetSettled { bet, lost: true }) => {
            if bet_meets(conditions, bet) {
                Ok(())
            } else {
                Err(NotQualified::BetConditions)
            }
        }
        (Trigger::Turnover { min_cents, .. }, Event::Turnover { staked_cents }) => {
            if staked_cents < min_cents {
                return Err(NotQualified::BelowMinimum);
            }
            Ok(())
        }
        _ => Err(NotQualified::OtherTrigger),
    }
}

/// An award worked out for one account: what the store grants.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Grant {
    BonusBet {
        title: String,
        amount_cents: i64,
        restriction: UseRestriction,
        expires_at: DateTime<Utc>,
    },
    ProfitBoost {
        title: String,
        percentage: u32,
        max_stake_cents: i64,
        restriction: UseRestriction,
        expires_at: DateTime<Utc>,
    },
    /// Bonus cash posted to the bonus bucket; `play_through_cents` must be wagered before it
    /// converts to cash.
    BonusCash {
        amount_cents: i64,
        play_through_cents: i64,
        expires_at: DateTime<Utc>,
    },
    PromotionalCredit {
        amount_cents: i64,
    },
    FreeRounds {
        title: String,
        games: Vec<String>,
        rounds: u32,
        stake_cents: i64,
        days: u32,
    },
}

impl Grant {
    /// The money the grant posts to the ledger (bonus cash and credit), 0 for the others.
    pub fn ledger_cents(&self) -> i64 {
        match self {
            Grant::BonusCash { amount_cents, .. } | Grant::PromotionalCredit { amount_cents } => {
                *amount_cents
            }
            _ => 0,
        }
    }
}

/// The awards of a qualifying event (checked by [`qualifies`] first): each award's value
/// worked out from the event's qualifying amount, expiring `caps.awardDays` after `now`. An
/// award whose value comes to zero (a match of nothing) is left out.
pub fn grants(definition: &Definition, event: &Event, now: DateTime<Utc>) -> Vec<Grant> {
    let d = definition.get();
    let qualifying = event.qualifying_cents();
    let days = d.caps.award_days;
    let expires_at = now + Duration::days(i64::from(days));
    d.awards
        .iter()
        .filter_map(|award| match award {
            AwardSpec::BonusBet {
                amount,
                restriction,
                title,
            } => {
                let cents = amount.value(qualifying);
                (cents > 0).then(|| Grant::BonusBet {
                    title: title.clone().unwrap_or_else(|| d.title.clone()),
                    amount_cents: cents,
                    restriction: restriction.clone(),
                    expires_at,
                })
            }
            AwardSpec::ProfitBoost {
                percentage,
                max_stake_cents,
                restriction,
                title,
            } => Some(Grant::ProfitBoost {
                title: title.clone().unwrap_or_else(|| d.title.clone()),
                percentage: *percentage,
                max_stake_cents: *max_stake_cents,
                restriction: restriction.clone(),
                expires_at,
            }),
            AwardSpec::BonusCash {
                amount,
                play_through,
            } => {
                let cents = amount.value(qualifying);
                let required = cents.checked_mul(i64::from(*play_through))?;
                (cents > 0).then_some(Grant::BonusCash {
                    amount_cents: cents,
                    play_through_cents: required,
                    expires_at,
                })
            }
            AwardSpec::PromotionalCredit { amount } => {
                let cents = amount.value(qualifying);
                (cents > 0).then_some(Grant::PromotionalCredit {
                    amount_cents: cents,
                })
            }
            AwardSpec::FreeRounds {
                games,
                rounds,
                stake_cents,
                title,
            } => Some(Grant::FreeRounds {
                title: title.clone().unwrap_or_else(|| "Free Spins".to_owned()),
                games: games.clone(),
                rounds: *rounds,
                stake_cents: *stake_cents,
                days,
            }),
        })
        .collect()
}

/// Whether the cap still lets an award through, given how many accounts were awarded.
pub fn under_cap(caps: &Caps, awarded: u64) -> bool {
    caps.max_awards.is_none_or(|max| awarded < u64::from(max))
}

impl fmt::Display for Lifecycle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests;
