//! The fingerprint of a placement (docs/product/betslip.md, "Placing bets"): what an
//! idempotency key was used for, so that a retry with the key (answered with the first
//! placement's bets) is told apart from another placement reusing it (refused).
//!
//! It has two halves, kept together as one text `{request}.{priced}` (hex SHA-256 each, of
//! an unambiguous encoding: fixed-width numbers, length-prefixed texts and lists):
//!
//! - **the request** ([`RequestFingerprint`]): the slip version, keep-selections, and each
//!   bet's draft bet id and stake, in draft bet id order. A genuine retry sends exactly
//!   this again, and it can be computed for the retry even after the placement took its
//!   draft bets out of the slip, so it is what a retry is compared on there.
//! - **what that slip version priced**: per draft bet (same order) its amount source, bonus
//!   bet, profit boost and teaser points, and each leg's selection and accepted price. It
//!   needs the draft bets, so it is compared where the slip still holds them (the store's
//!   claim of the key). It catches what the request half cannot: the same version number of
//!   a slip that was replaced since (a slip moved away and started again counts from 1).

use super::{AmountSource, DraftBet, SlipState};
use crate::odds::Odds;
use crate::sports::Points;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// The request half of a placement's fingerprint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RequestFingerprint(String);

impl RequestFingerprint {
    /// Of a placement of `bets` (draft bet id, stake in cents, in any order) against slip
    /// `version`, keeping the placed selections in the slip or not.
    pub fn of(version: i64, keep_selections: bool, bets: &[(&str, i64)]) -> Self {
        let mut sorted = bets.to_vec();
        sorted.sort_unstable();
        let mut hash = Canonical::new("placement request 1");
        hash.int(version);
        hash.flag(keep_selections);
        hash.count(sorted.len());
        for (draft_bet_id, cents) in sorted {
            hash.text(draft_bet_id);
            hash.int(cents);
        }
        RequestFingerprint(hash.finish())
    }

    /// The hex digest.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// What a slip version priced for one bet of a placement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PricedBet<'a> {
    pub draft_bet_id: &'a str,
    pub source: AmountSource,
    pub free_bet_id: Option<&'a str>,
    pub profit_boost_id: Option<&'a str>,
    pub teaser_points: Option<Points>,
    /// Each leg's selection id and accepted price (`None` for a leg the slip no longer has).
    pub legs: Vec<(&'a str, Option<Odds>)>,
}

impl<'a> PricedBet<'a> {
    /// A draft bet as `slip` (the state it was computed from) priced it.
    pub fn of(draft: &'a DraftBet, slip: &SlipState) -> Self {
        PricedBet {
            draft_bet_id: &draft.id,
            source: draft.source,
            free_bet_id: draft.selected_free_bet_id.as_deref(),
            profit_boost_id: draft.selected_profit_boost_id.as_deref(),
            teaser_points: draft.teaser.as_ref().map(|t| t.points),
            legs: draft
                .leg_ids
                .iter()
                .map(|id| (id.as_str(), slip.selection(id).map(|s| s.accepted_odds)))
                .collect(),
        }
    }
}

/// A placement's whole fingerprint, as stored with its idempotency key (in the store's
/// placement claim and in the slip's last placement).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlacementFingerprint(String);

impl PlacementFingerprint {
    /// The `request` plus what was priced for its bets (`bets`, in any order).
    pub fn of(request: &RequestFingerprint, bets: &[PricedBet<'_>]) -> Self {
        let mut sorted: Vec<&PricedBet<'_>> = bets.iter().collect();
        sorted.sort_unstable_by_key(|b| b.draft_bet_id);
        let mut hash = Canonical::new("placement priced 1");
        hash.count(sorted.len());
        for bet in sorted {
            hash.text(bet.draft_bet_id);
            hash.text(bet.source.as_str());
            hash.optional_text(bet.free_bet_id);
            hash.optional_text(bet.profit_boost_id);
            hash.flag(bet.teaser_points.is_some());
            hash.int(bet.teaser_points.map_or(0, |p| i64::from(p.halves())));
            hash.count(bet.legs.len());
            for (selection_id, accepted) in &bet.legs {
                hash.text(selection_id);
                hash.flag(accepted.is_some());
                hash.unsigned(accepted.map_or(0, Odds::numerator));
                hash.unsigned(accepted.map_or(0, Odds::denominator));
            }
        }
        PlacementFingerprint(format!("{}.{}", request.as_str(), hash.finish()))
    }

    /// Whether this placement was asked with `request` (its request half is the same).
    pub fn answers(&self, request: &RequestFingerprint) -> bool {
        self.0.split('.').next() == Some(request.as_str())
    }

    /// The stored text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// SHA-256 of a canonical encoding: every number fixed-width, every text and list prefixed
/// by its length, so two different inputs never encode the same.
struct Canonical(Sha256);

impl Canonical {
    fn new(domain: &str) -> Self {
        let mut hash = Canonical(Sha256::new());
        hash.text(domain);
        hash
    }

    fn unsigned(&mut self, n: u64) {
        self.0.update(n.to_be_bytes());
    }

    fn int(&mut self, n: i64) {
        self.0.update(n.to_be_bytes());
    }

    fn count(&mut self, n: usize) {
        self.unsigned(u64::try_from(n).unwrap_or(u64::MAX));
    }

    fn flag(&mut self, b: bool) {
        self.0.update([u8::from(b)]);
    }

    fn text(&mut self, s: &str) {
        self.count(s.len());
        self.0.update(s.as_bytes());
    }

    fn optional_text(&mut self, s: Option<&str>) {
        self.flag(s.is_some());
        self.text(s.unwrap_or_default());
    }

    fn finish(self) -> String {
        self.0
            .finalize()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(american: i64) -> Odds {
        Odds::from_american(american).unwrap()
    }

    /// A cash straight on `selection` at -110.
    fn straight<'a>(id: &'a str, selection: &'a str) -> PricedBet<'a> {
        PricedBet {
            draft_bet_id: id,
            source: AmountSource::Cash,
            free_bet_id: None,
            profit_boost_id: None,
            teaser_points: None,
            legs: vec![(selection, Some(odds(-110)))],
        }
    }

    fn print(request: &RequestFingerprint, bets: &[PricedBet<'_>]) -> PlacementFingerprint {
        PlacementFingerprint::of(request, bets)
    }

    #[test]
    fn the_request_half_is_what_was_asked_in_any_order() {
        let asked = RequestFingerprint::of(7, false, &[("straight:a", 1000), ("parlay", 500)]);
        assert_eq!(
            asked,
            RequestFingerprint::of(7, false, &[("parlay", 500), ("straight:a", 1000)]),
            "the order of the bets is not part of it"
        );
        assert_eq!(asked.as_str().len(), 64);
        let others = [
            RequestFingerprint::of(8, false, &[("straight:a", 1000), ("parlay", 500)]),
            RequestFingerprint::of(7, true, &[("straight:a", 1000), ("parlay", 500)]),
            RequestFingerprint::of(7, false, &[("straight:a", 2000), ("parlay", 500)]),
            RequestFingerprint::of(7, false, &[("straight:b", 1000), ("parlay", 500)]),
            RequestFingerprint::of(7, false, &[("straight:a", 1000)]),
        ];
        for other in &others {
            assert_ne!(&asked, other);
        }
        // Lengths are part of the encoding: moving a character between fields differs.
        assert_ne!(
            RequestFingerprint::of(1, false, &[("ab", 1), ("c", 1)]),
            RequestFingerprint::of(1, false, &[("a", 1), ("bc", 1)])
        );
    }

    #[test]
    fn the_priced_half_covers_sources_rewards_points_legs_and_accepted_prices() {
        let asked = RequestFingerprint::of(3, false, &[("straight:a", 1000)]);
        let base = straight("straight:a", "a");
        let first = print(&asked, std::slice::from_ref(&base));
        assert_eq!(first, print(&asked, std::slice::from_ref(&base)));
        assert!(first.answers(&asked));
        assert_eq!(first.as_str().len(), 64 + 1 + 64);

        let variants = [
            PricedBet {
                source: AmountSource::PromotionalCredit,
                ..base.clone()
            },
            PricedBet {
                source: AmountSource::FreeBet,
                free_bet_id: Some("fb-1"),
                ..base.clone()
            },
            PricedBet {
                profit_boost_id: Some("pb-1"),
                ..base.clone()
            },
            PricedBet {
                teaser_points: Some(Points::from_halves(12).unwrap()),
                ..base.clone()
            },
            PricedBet {
                legs: vec![("a", Some(odds(120)))],
                ..base.clone()
            },
            PricedBet {
                legs: vec![("a", None)],
                ..base.clone()
            },
            PricedBet {
                legs: vec![("b", Some(odds(-110)))],
                ..base.clone()
            },
        ];
        for variant in &variants {
            let other = print(&asked, std::slice::from_ref(variant));
            assert_ne!(first, other, "{variant:?}");
            assert!(other.answers(&asked), "the request half stays the same");
        }
        let later = RequestFingerprint::of(4, false, &[("straight:a", 1000)]);
        assert!(!first.answers(&later));
        assert_ne!(first, print(&later, std::slice::from_ref(&base)));
    }

    #[test]
    fn bets_are_fingerprinted_in_draft_bet_id_order() {
        let asked = RequestFingerprint::of(1, false, &[("straight:a", 100), ("straight:b", 100)]);
        let a = straight("straight:a", "a");
        let b = straight("straight:b", "b");
        assert_eq!(
            print(&asked, &[a.clone(), b.clone()]),
            print(&asked, &[b, a])
        );
    }

    #[test]
    fn it_is_stored_as_its_text() {
        let asked = RequestFingerprint::of(1, true, &[("parlay", 100)]);
        let print = print(&asked, &[]);
        let json = serde_json::to_string(&print).unwrap();
        assert_eq!(json, format!("\"{}\"", print.as_str()));
        let read: PlacementFingerprint = serde_json::from_str(&json).unwrap();
        assert_eq!(read, print);
        assert!(read.answers(&asked));
    }
}
