//! What a bettor or a visitor is offered: the promotions listed for them with where each
//! stands for them ([`Offer`]), the promotions page's sections, and the onboarding offers of
//! a first login (the welcome offer and the play-your-way pick-one offers).

use chrono::{DateTime, Utc};
use domain::promotion::display::{self, Onboarding, Section};
use domain::promotion::{self as rules, Customer, Enrollment, UserStatus};
use std::collections::HashSet;
use store::{Promotion, Store, StoreError, User};

/// A promotion as one viewer sees it.
#[derive(Debug, Clone)]
pub struct Offer {
    pub promotion: Promotion,
    pub enrollment: Enrollment,
    pub status: UserStatus,
}

impl Offer {
    /// The promotions page section it is listed in.
    pub fn section(&self) -> Section {
        display::section(self.promotion.definition.get())
    }

    fn onboarding(&self) -> Option<Onboarding> {
        onboarding_of(&self.promotion)
    }
}

fn onboarding_of(promotion: &Promotion) -> Option<Onboarding> {
    promotion.definition.get().display.onboarding
}

/// The viewer's own facts the listing needs: opt-ins, awards and segments (none for a
/// visitor).
struct Viewer<'a> {
    user: Option<&'a User>,
    opted_in: HashSet<String>,
    awarded: HashSet<String>,
    segments: Vec<String>,
}

impl Viewer<'_> {
    /// Whether the viewer claimed one of the play-your-way offers among `live`: the others are
    /// closed to them then (the store allows one claim per group).
    fn picked(&self, live: &[Promotion]) -> bool {
        live.iter().any(|p| {
            onboarding_of(p) == Some(Onboarding::PlayYourWay)
                && self.opted_in.contains(p.id.as_str())
        })
    }

    /// A play-your-way offer the viewer did not claim after claiming another one.
    fn closed(&self, promotion: &Promotion, picked: bool) -> bool {
        picked
            && onboarding_of(promotion) == Some(Onboarding::PlayYourWay)
            && !self.opted_in.contains(promotion.id.as_str())
    }

    fn offer(&self, promotion: Promotion, now: DateTime<Utc>) -> Offer {
        let id = promotion.id.as_str();
        let opted_in = self.opted_in.contains(id);
        let awarded = self.awarded.contains(id);
        Offer {
            enrollment: Enrollment::of(&promotion.definition, opted_in),
            status: rules::user_status(
                &promotion.definition,
                promotion.lifecycle,
                opted_in,
                awarded,
                now,
            ),
            promotion,
        }
    }

    fn lists(&self, promotion: &Promotion, brand: &str, now: DateTime<Utc>) -> bool {
        match self.user {
            None => {
                display::listed_for_visitor(&promotion.definition, promotion.lifecycle, brand, now)
            }
            Some(user) => {
                let customer = Customer {
                    brand,
                    region: &user.region,
                    registered_at: user.created_at,
                    opted_in: self.opted_in.contains(promotion.id.as_str()),
                    segments: &self.segments,
                };
                rules::eligible(&promotion.definition, promotion.lifecycle, &customer, now).is_ok()
            }
        }
    }
}

async fn viewer<'a>(store: &dyn Store, user: Option<&'a User>) -> Result<Viewer<'a>, StoreError> {
    let Some(u) = user else {
        return Ok(Viewer {
            user,
            opted_in: HashSet::new(),
            awarded: HashSet::new(),
            segments: Vec::new(),
        });
    };
    let opted_in = store.promotion_enrollments(&u.id).await?;
    let awarded = store.promotion_awards(&u.id).await?;
    let segments = store.user_segments(&u.id).await?;
    Ok(Viewer {
        segments,
        user,
        opted_in: opted_in
            .into_iter()
            .map(|id| id.as_str().to_owned())
            .collect(),
        awarded: awarded
            .into_iter()
            .map(|a| a.promotion_id.as_str().to_owned())
            .collect(),
    })
}

/// The promotions listed for `user` (a visitor for `None`) on `brand` at `now`, newest first:
/// live, inside their windows, and open to them (brand, region, customer kind, segments).
/// The play-your-way offers a bettor did not claim leave the list once they claim one.
pub async fn listed(
    store: &dyn Store,
    brand: &str,
    user: Option<&User>,
    now: DateTime<Utc>,
) -> Result<Vec<Offer>, StoreError> {
    listed_with(store, brand, user, now, false).await
}

/// [`listed`], with the closed play-your-way offers kept when `keep_closed`.
async fn listed_with(
    store: &dyn Store,
    brand: &str,
    user: Option<&User>,
    now: DateTime<Utc>,
    keep_closed: bool,
) -> Result<Vec<Offer>, StoreError> {
    let viewer = viewer(store, user).await?;
    let live = store.live_promotions(None).await?;
    let picked = viewer.picked(&live);
    let mut offers: Vec<Offer> = live
        .into_iter()
        .filter(|p| viewer.lists(p, brand, now) && (keep_closed || !viewer.closed(p, picked)))
        .map(|p| viewer.offer(p, now))
        .collect();
    offers.sort_by(|a, b| {
        (
            b.promotion.definition.get().starts_at,
            b.promotion.created_at,
        )
            .cmp(&(
                a.promotion.definition.get().starts_at,
                a.promotion.created_at,
            ))
    });
    Ok(offers)
}

/// One promotion by id or slug as `user` sees it, when it is open to them (a play-your-way
/// offer closed by their claim of another one included: its page says so).
pub async fn one(
    store: &dyn Store,
    brand: &str,
    user: Option<&User>,
    id_or_slug: &str,
    now: DateTime<Utc>,
) -> Result<Option<Offer>, StoreError> {
    let Some(promotion) = store.promotion(id_or_slug.trim()).await? else {
        return Ok(None);
    };
    let viewer = viewer(store, user).await?;
    Ok(viewer
        .lists(&promotion, brand, now)
        .then(|| viewer.offer(promotion, now)))
}

/// The promotions page: each section that has offers, in the page's order.
pub fn sections(offers: Vec<Offer>) -> Vec<(Section, Vec<Offer>)> {
    Section::ALL
        .into_iter()
        .map(|section| {
            let of: Vec<Offer> = offers
                .iter()
                .filter(|o| o.section() == section)
                .cloned()
                .collect();
            (section, of)
        })
        .filter(|(_, of)| !of.is_empty())
        .collect()
}

/// A first login's offers.
#[derive(Debug, Clone, Default)]
pub struct OnboardingOffers {
    /// The newest welcome offer listed for the bettor.
    pub welcome: Option<Offer>,
    /// The play-your-way offers listed for the bettor (empty when there are none).
    pub play_your_way: Vec<Offer>,
    /// The play-your-way offer the bettor claimed, if any (the others are closed).
    pub claimed: Option<Offer>,
}

/// The onboarding offers of `user` on `brand`.
pub async fn onboarding(
    store: &dyn Store,
    brand: &str,
    user: &User,
    now: DateTime<Utc>,
) -> Result<OnboardingOffers, StoreError> {
    let offers = listed_with(store, brand, Some(user), now, true).await?;
    let mut out = OnboardingOffers::default();
    for offer in offers {
        match offer.onboarding() {
            Some(Onboarding::Welcome) if out.welcome.is_none() => out.welcome = Some(offer),
            Some(Onboarding::PlayYourWay) => {
                if offer.enrollment == Enrollment::Success {
                    out.claimed = Some(offer.clone());
                }
                out.play_your_way.push(offer);
            }
            _ => {}
        }
    }
    // Oldest first: the order the operator set them up in.
    out.play_your_way.reverse();
    Ok(out)
}
