//! Deposit promo codes come from promotions: a code is valid for a bettor when a live
//! promotion carries it, the bettor is eligible for it now (brand, region, customer kind,
//! dates, opt-in), its trigger can still happen (a first-deposit promotion's code only before
//! the first deposit) and it has not awarded the bettor yet. The code pre-filled on the
//! deposit page is a first-deposit promotion's before a deposit promotion's.

use chrono::{DateTime, Utc};
use domain::promotion::{self as rules, Customer, NotQualified, TriggerKind};
use store::{Promotion, Store, StoreError, User};

/// A code the bettor may use, with what it gives (the promotion's title).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CodeOffer {
    /// Upper case, as stored.
    pub code: String,
    pub message: String,
    pub promotion: Promotion,
}

/// The message for a code no live promotion carries.
pub const NOT_VALID: &str = "This promo code is not valid.";

/// Checks `typed` for `user` on `brand` at `now`: the offer, or the reason it is refused
/// (a message for the bettor).
pub async fn check(
    store: &dyn Store,
    brand: &str,
    user: &User,
    typed: &str,
    now: DateTime<Utc>,
) -> Result<Result<CodeOffer, String>, StoreError> {
    let Some(code) = rules::normalize_promo_code(typed) else {
        return Ok(Err(NOT_VALID.to_owned()));
    };
    let Some(promotion) = store.live_promotion_by_code(&code).await? else {
        return Ok(Err(NOT_VALID.to_owned()));
    };
    offer(store, brand, user, promotion, now).await
}

/// Whether `promotion`'s code is usable by `user` now.
async fn offer(
    store: &dyn Store,
    brand: &str,
    user: &User,
    promotion: Promotion,
    now: DateTime<Utc>,
) -> Result<Result<CodeOffer, String>, StoreError> {
    let Some(code) = promotion.definition.promo_code().map(str::to_owned) else {
        return Ok(Err(NOT_VALID.to_owned()));
    };
    let enrolled = store.promotion_enrollments(&user.id).await?;
    let segments = store.user_segments(&user.id).await?;
    let customer = Customer {
        brand,
        region: &user.region,
        registered_at: user.created_at,
        opted_in: enrolled.contains(&promotion.id),
        segments: &segments,
    };
    let d = promotion.definition.get();
    if let Err(why) = rules::eligible(&promotion.definition, promotion.lifecycle, &customer, now) {
        return Ok(Err(match why {
            NotQualified::OutsideWindow if now < d.starts_at => {
                "This promo code is not active yet.".to_owned()
            }
            NotQualified::OutsideWindow | NotQualified::NotLive => {
                "This promo code has expired.".to_owned()
            }
            NotQualified::NotNewCustomer => "This promo code is for new customers.".to_owned(),
            NotQualified::NotExistingCustomer => {
                "This promo code is for existing customers.".to_owned()
            }
            _ => "This promo code is not available to you.".to_owned(),
        }));
    }
    if d.eligibility.opt_in_required && !customer.opted_in {
        return Ok(Err(format!("Opt in to {} to use this code.", d.title)));
    }
    let awarded = store
        .promotion_awards(&user.id)
        .await?
        .iter()
        .any(|a| a.promotion_id == promotion.id);
    if awarded {
        return Ok(Err("You have already used this promo code.".to_owned()));
    }
    if d.trigger.kind() == TriggerKind::FirstDeposit
        && store.first_successful_deposit(&user.id).await?.is_some()
    {
        return Ok(Err("This promo code is for a first deposit.".to_owned()));
    }
    Ok(Ok(CodeOffer {
        code,
        message: d.title.clone(),
        promotion,
    }))
}

/// The code to pre-fill on `user`'s deposit page: a first-deposit promotion's code before a
/// deposit promotion's (a welcome offer is the one to show a newcomer), each kind oldest
/// first; only codes the bettor may use now.
pub async fn display(
    store: &dyn Store,
    brand: &str,
    user: &User,
    now: DateTime<Utc>,
) -> Result<Option<CodeOffer>, StoreError> {
    let mut candidates = store
        .live_promotions(Some(TriggerKind::FirstDeposit))
        .await?;
    candidates.extend(store.live_promotions(Some(TriggerKind::Deposit)).await?);
    for promotion in candidates {
        if promotion.definition.promo_code().is_none() {
            continue;
        }
        if let Ok(offer) = offer(store, brand, user, promotion, now).await? {
            return Ok(Some(offer));
        }
    }
    Ok(None)
}
