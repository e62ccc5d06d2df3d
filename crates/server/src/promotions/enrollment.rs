//! Opting in to a promotion (`promotionEnrollment`'s service): a bettor may opt in to a live
//! promotion they are eligible for now (brand, region, customer kind, segments, dates). A promotion
//! that needs no opt-in answers `NotRequired` and stores nothing; opting in twice answers
//! `Success` again. A play-your-way offer is one of a pick-one group: claiming it closes the
//! group's others.

use chrono::{DateTime, Utc};
use domain::promotion::display::PLAY_YOUR_WAY_GROUP;
use domain::promotion::{self as rules, Customer, Enrollment, NotQualified, Onboarding};
use store::{Promotion, Store, StoreError, User};

/// Why an opt-in was refused (a message for the bettor).
#[derive(Debug, thiserror::Error)]
pub enum EnrollError {
    #[error("This promotion does not exist.")]
    Unknown,
    #[error("{0}")]
    NotEligible(&'static str),
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

fn refusal(why: NotQualified) -> &'static str {
    match why {
        NotQualified::NotLive | NotQualified::OutsideWindow => "This promotion is not running.",
        NotQualified::NotNewCustomer => "This promotion is for new customers.",
        NotQualified::NotExistingCustomer => "This promotion is for existing customers.",
        _ => "This promotion is not available to you.",
    }
}

/// Opts `user` (on `brand`) in to the promotion `id_or_slug` at `now`.
pub async fn enroll(
    store: &dyn Store,
    brand: &str,
    user: &User,
    id_or_slug: &str,
    now: DateTime<Utc>,
) -> Result<(Promotion, Enrollment), EnrollError> {
    let promotion = store
        .promotion(id_or_slug.trim())
        .await?
        .ok_or(EnrollError::Unknown)?;
    let segments = store.user_segments(&user.id).await?;
    let customer = Customer {
        brand,
        region: &user.region,
        registered_at: user.created_at,
        opted_in: false,
        segments: &segments,
    };
    rules::eligible(&promotion.definition, promotion.lifecycle, &customer, now)
        .map_err(|why| EnrollError::NotEligible(refusal(why)))?;
    if !promotion.definition.get().eligibility.opt_in_required {
        return Ok((promotion, Enrollment::NotRequired));
    }
    let group = (promotion.definition.get().display.onboarding == Some(Onboarding::PlayYourWay))
        .then_some(PLAY_YOUR_WAY_GROUP);
    match store
        .enroll_promotion(&user.id, &promotion.id, group, now)
        .await
    {
        Ok(_) => Ok((promotion, Enrollment::Success)),
        Err(StoreError::Conflict("pick_one")) => Err(EnrollError::NotEligible(
            "You have already claimed a welcome offer.",
        )),
        Err(e) => Err(e.into()),
    }
}
