//! How a promotion is shown to bettors: its card (art, short description, calls to action,
//! tags), the promotions page section it belongs to ([`Section`]), and its place in
//! onboarding ([`Onboarding`]: the welcome offer, or one of the play-your-way offers a new
//! customer picks one of).

use super::{
    AwardSpec, CustomerKind, Definition, FieldError, Lifecycle, PromotionDefinition, Trigger, err,
};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

/// Longest short description (the card's line under the title).
pub const MAX_SHORT_DESCRIPTION_CHARS: usize = 200;
/// Longest call-to-action label.
pub const MAX_CTA_LABEL_CHARS: usize = 40;
/// Longest call-to-action link (an app path).
pub const MAX_CTA_LINK_CHARS: usize = 200;
/// Most tags on a promotion.
pub const MAX_TAGS: usize = 10;
/// The pick-one group of the play-your-way offers: an account claims one of them.
pub const PLAY_YOUR_WAY_GROUP: &str = "play_your_way";

/// How a promotion is presented; every field is optional in a document.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase", default)]
pub struct Display {
    /// One line under the title (the description's first sentence when empty).
    pub short_description: String,
    /// The card's art (chosen from the awards when left out).
    pub art: Option<Art>,
    pub primary_cta: Option<CallToAction>,
    pub secondary_cta: Option<CallToAction>,
    /// Lower-case labels (`nfl`, `parlay`), for filters and analytics.
    pub tags: Vec<String>,
    /// Where the promotion appears in a new customer's onboarding.
    pub onboarding: Option<Onboarding>,
}

impl Display {
    /// Whether nothing is set (a document without `display`).
    pub fn is_default(&self) -> bool {
        *self == Display::default()
    }
}

/// A card's art: the web app draws each one in the brand's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Art {
    Welcome,
    DepositMatch,
    ProfitBoost,
    SecondChance,
    FreeSpins,
    BonusCash,
    Credits,
}

impl Art {
    /// The name the API and the web app use.
    pub fn as_str(self) -> &'static str {
        match self {
            Art::Welcome => "welcome",
            Art::DepositMatch => "depositMatch",
            Art::ProfitBoost => "profitBoost",
            Art::SecondChance => "secondChance",
            Art::FreeSpins => "freeSpins",
            Art::BonusCash => "bonusCash",
            Art::Credits => "credits",
        }
    }
}

/// A button on the promotion's page: a label and an app path (`/wallet/deposit`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CallToAction {
    pub label: String,
    pub link: String,
}

/// A promotion's place in onboarding.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Onboarding {
    /// The welcome offer shown on a first login (the newest live one).
    Welcome,
    /// One of the pick-one offers: claiming one (an opt-in) closes the others.
    PlayYourWay,
}

/// The promotions page's sections, in the order shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Section {
    Welcome,
    Sportsbook,
    Casino,
    Deposit,
}

impl Section {
    pub const ALL: [Section; 4] = [
        Section::Welcome,
        Section::Sportsbook,
        Section::Casino,
        Section::Deposit,
    ];

    /// The section's id in the API (`welcome`, `sportsbook`, `casino`, `deposit`).
    pub fn as_str(self) -> &'static str {
        match self {
            Section::Welcome => "welcome",
            Section::Sportsbook => "sportsbook",
            Section::Casino => "casino",
            Section::Deposit => "deposit",
        }
    }

    /// The section's heading.
    pub fn title(self) -> &'static str {
        match self {
            Section::Welcome => "Welcome Offers",
            Section::Sportsbook => "Sportsbook",
            Section::Casino => "Casino",
            Section::Deposit => "Deposit Offers",
        }
    }
}

/// The section a promotion is listed in: onboarding offers and offers for new customers are
/// welcome offers; then an offer with casino free rounds is a casino one; then a deposit
/// trigger makes a deposit offer; the rest (bet triggers) are sportsbook offers.
pub fn section(d: &PromotionDefinition) -> Section {
    if d.display.onboarding.is_some() || d.eligibility.customers == CustomerKind::New {
        Section::Welcome
    } else if d
        .awards
        .iter()
        .any(|a| matches!(a, AwardSpec::FreeRounds { .. }))
    {
        Section::Casino
    } else if d.trigger.kind().is_deposit() {
        Section::Deposit
    } else {
        Section::Sportsbook
    }
}

/// The art a card shows: the operator's choice, otherwise one for its first award (a
/// welcome offer's own art before that).
pub fn art(d: &PromotionDefinition) -> Art {
    if let Some(art) = d.display.art {
        return art;
    }
    if d.display.onboarding == Some(Onboarding::Welcome) {
        return Art::Welcome;
    }
    match (d.awards.first(), &d.trigger) {
        (Some(AwardSpec::FreeRounds { .. }), _) => Art::FreeSpins,
        (Some(AwardSpec::ProfitBoost { .. }), _) => Art::ProfitBoost,
        (Some(AwardSpec::BonusCash { .. }), _) => Art::BonusCash,
        (Some(AwardSpec::PromotionalCredit { .. }), _) => Art::Credits,
        (Some(AwardSpec::BonusBet { .. }), Trigger::BetSettledLosing { .. }) => Art::SecondChance,
        (Some(AwardSpec::BonusBet { .. }), t) if t.kind().is_deposit() => Art::DepositMatch,
        _ => Art::Welcome,
    }
}

/// The card's line under the title: the operator's, or the description's first sentence.
pub fn short_description(d: &PromotionDefinition) -> String {
    let own = d.display.short_description.trim();
    if !own.is_empty() {
        return own.to_owned();
    }
    let text = d.description.trim();
    let first = match text.find(". ") {
        Some(end) => &text[..=end],
        None => text,
    };
    first.chars().take(MAX_SHORT_DESCRIPTION_CHARS).collect()
}

/// Whether a visitor (no account yet, region unknown) sees the promotion listed: live, inside
/// its window, offered on the brand, and open to a customer who signs up now (in no segment
/// yet).
pub fn listed_for_visitor(
    definition: &Definition,
    lifecycle: Lifecycle,
    brand: &str,
    now: DateTime<Utc>,
) -> bool {
    let e = &definition.get().eligibility;
    lifecycle == Lifecycle::Live
        && definition.in_window(now)
        && (e.brands.is_empty() || e.brands.iter().any(|b| b == brand))
        && e.customers != CustomerKind::Existing
        && e.segments.is_empty()
}

fn check_cta(field: &str, cta: &CallToAction) -> Result<(), FieldError> {
    let label = cta.label.trim().chars().count();
    if !(1..=MAX_CTA_LABEL_CHARS).contains(&label) {
        return err(
            format!("{field}.label"),
            format!("must be 1 to {MAX_CTA_LABEL_CHARS} characters"),
        );
    }
    let link = &cta.link;
    let path_chars = |c: char| c.is_ascii_alphanumeric() || "/-_.?=&%".contains(c);
    if !link.starts_with('/')
        || link.starts_with("//")
        || link.len() > MAX_CTA_LINK_CHARS
        || !link.chars().all(path_chars)
    {
        return err(
            format!("{field}.link"),
            format!(
                "must be a path in the app such as /wallet/deposit (up to {MAX_CTA_LINK_CHARS} characters)"
            ),
        );
    }
    Ok(())
}

/// Checks the `display` block of a definition.
pub(super) fn validate(d: &PromotionDefinition) -> Result<(), FieldError> {
    let v = &d.display;
    let short = v.short_description.trim().chars().count();
    if short > MAX_SHORT_DESCRIPTION_CHARS {
        return err(
            "display.shortDescription",
            format!("must be at most {MAX_SHORT_DESCRIPTION_CHARS} characters"),
        );
    }
    if let Some(cta) = &v.primary_cta {
        check_cta("display.primaryCta", cta)?;
    }
    if let Some(cta) = &v.secondary_cta {
        check_cta("display.secondaryCta", cta)?;
    }
    if v.tags.len() > MAX_TAGS {
        return err("display.tags", format!("at most {MAX_TAGS} tags"));
    }
    for (i, tag) in v.tags.iter().enumerate() {
        let ok = (1..=30).contains(&tag.len())
            && tag
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !ok {
            return err(
                format!("display.tags[{i}]"),
                "must be 1 to 30 lower-case letters, digits and dashes",
            );
        }
    }
    if v.onboarding.is_some() && d.eligibility.customers == CustomerKind::Existing {
        return err(
            "display.onboarding",
            "onboarding offers are for new customers (eligibility.customers new or any)",
        );
    }
    if v.onboarding == Some(Onboarding::PlayYourWay) && !d.eligibility.opt_in_required {
        return err(
            "display.onboarding",
            "a play-your-way offer is claimed by opting in: set eligibility.optInRequired",
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use serde_json::{Value, json};

    fn welcome() -> Value {
        json!({
            "schemaVersion": 1,
            "slug": "welcome-offer",
            "title": "Bet $5, Get $25 in Bonus Bets",
            "description": "Place your first bet of $5 or more. Your Bonus Bets arrive at once.",
            "startsAt": "2026-11-01T00:00:00Z",
            "endsAt": "2027-11-01T00:00:00Z",
            "eligibility": { "customers": "new", "optInRequired": true },
            "trigger": { "kind": "firstDeposit", "minCents": 500 },
            "awards": [{ "kind": "bonusBet", "amount": { "fixedCents": 2500 } }],
            "display": {
                "onboarding": "welcome",
                "primaryCta": { "label": "Deposit Now", "link": "/wallet/deposit" },
                "tags": ["welcome"]
            }
        })
    }

    fn parse(value: &Value) -> Result<Definition, FieldError> {
        Definition::from_json(value.to_string().as_bytes())
    }

    fn refused(edit: impl FnOnce(&mut Value)) -> FieldError {
        let mut value = welcome();
        edit(&mut value);
        parse(&value).unwrap_err()
    }

    #[test]
    fn a_display_block_is_read_and_checked() {
        let d = parse(&welcome()).unwrap();
        let d = d.get();
        assert_eq!(d.display.onboarding, Some(Onboarding::Welcome));
        assert_eq!(section(d), Section::Welcome);
        assert_eq!(art(d), Art::Welcome);
        assert_eq!(short_description(d), "Place your first bet of $5 or more.");

        let e = refused(|v| v["display"]["primaryCta"]["link"] = json!("https://evil.example"));
        assert_eq!(e.field, "display.primaryCta.link");
        let e = refused(|v| v["display"]["primaryCta"]["link"] = json!("//evil.example"));
        assert_eq!(e.field, "display.primaryCta.link");
        let e = refused(|v| v["display"]["secondaryCta"] = json!({"label": "", "link": "/"}));
        assert_eq!(e.field, "display.secondaryCta.label");
        let e = refused(|v| v["display"]["tags"] = json!(["NFL"]));
        assert_eq!(e.field, "display.tags[0]");
        let e = refused(|v| v["display"]["shortDescription"] = json!("x".repeat(201)));
        assert_eq!(e.field, "display.shortDescription");
        let e = refused(|v| v["display"]["art"] = json!("fireworks"));
        assert_eq!(e.field, "display.art");
        let e = refused(|v| v["display"]["colour"] = json!("red"));
        assert_eq!(e.field, "display.colour");
    }

    #[test]
    fn onboarding_offers_are_for_new_customers_and_pick_one_needs_an_opt_in() {
        let e = refused(|v| v["eligibility"]["customers"] = json!("existing"));
        assert_eq!(e.field, "display.onboarding");
        let e = refused(|v| {
            v["display"]["onboarding"] = json!("playYourWay");
            v["eligibility"]["optInRequired"] = json!(false);
        });
        assert_eq!(e.field, "display.onboarding");
    }

    #[test]
    fn sections_and_art_follow_the_offer() {
        let mut v = welcome();
        v["display"] = json!({});
        v["eligibility"] = json!({});
        let d = parse(&v).unwrap();
        assert_eq!(section(d.get()), Section::Deposit);
        assert_eq!(art(d.get()), Art::DepositMatch);
        // A document without display keeps its canonical JSON without one.
        assert!(!d.to_json().contains("display"));

        v["trigger"] = json!({ "kind": "betSettledLosing" });
        let d = parse(&v).unwrap();
        assert_eq!(section(d.get()), Section::Sportsbook);
        assert_eq!(art(d.get()), Art::SecondChance);

        v["display"] = json!({ "art": "credits" });
        assert_eq!(art(parse(&v).unwrap().get()), Art::Credits);
    }

    #[test]
    fn visitors_see_live_offers_open_to_a_new_account_on_their_brand() {
        let now = Utc.with_ymd_and_hms(2026, 11, 20, 12, 0, 0).unwrap();
        let mut v = welcome();
        let d = parse(&v).unwrap();
        assert!(listed_for_visitor(&d, Lifecycle::Live, "halftime", now));
        assert!(!listed_for_visitor(&d, Lifecycle::Paused, "halftime", now));
        let later = Utc.with_ymd_and_hms(2028, 1, 1, 0, 0, 0).unwrap();
        assert!(!listed_for_visitor(&d, Lifecycle::Live, "halftime", later));
        v["eligibility"]["brands"] = json!(["riverbend"]);
        let d = parse(&v).unwrap();
        assert!(!listed_for_visitor(&d, Lifecycle::Live, "halftime", now));
        assert!(listed_for_visitor(&d, Lifecycle::Live, "riverbend", now));
        v["display"] = json!({});
        v["eligibility"] = json!({ "customers": "existing" });
        let d = parse(&v).unwrap();
        assert!(!listed_for_visitor(&d, Lifecycle::Live, "halftime", now));
    }
}
