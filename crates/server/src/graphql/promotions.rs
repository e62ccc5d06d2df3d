//! Promotions for bettors (docs/product/promotions.md): the listing, one promotion, the
//! promotions page by section, a first login's onboarding offers (`listOnboardingPromotions`)
//! and the opt-in (`promotionEnrollment`). Visitors see the offers open to a new account on
//! the brand; an account holder sees the ones open to them with where each stands.

use super::account::load_user;
use super::context::{state, viewer};
use super::deep_link::DeepLink;
use crate::promotions::enrollment::{self, EnrollError};
use crate::promotions::offers::{self, Offer};
use crate::state::AppState;
use crate::viewer::Viewer;
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::promotion::display::{self as shown, Section};
use domain::promotion::{Enrollment, UserStatus};

/// A bettor's opt-in to a promotion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PromotionEnrollmentStatus {
    /// Opted in ("OPTED IN").
    Success,
    /// An opt-in is needed and not given ("OPT-IN REQUIRED").
    Pending,
    /// The promotion needs no opt-in.
    NotRequired,
}

impl From<Enrollment> for PromotionEnrollmentStatus {
    fn from(e: Enrollment) -> Self {
        match e {
            Enrollment::Success => Self::Success,
            Enrollment::Pending => Self::Pending,
            Enrollment::NotRequired => Self::NotRequired,
        }
    }
}

/// Where a promotion stands for the viewer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum UserPromotionStatus {
    Available,
    /// Opted in, waiting for the qualifying event.
    Pending,
    /// Awarded.
    Redeemed,
    Expired,
    Paused,
}

impl From<UserStatus> for UserPromotionStatus {
    fn from(s: UserStatus) -> Self {
        match s {
            UserStatus::Available => Self::Available,
            UserStatus::Pending => Self::Pending,
            UserStatus::Redeemed => Self::Redeemed,
            UserStatus::Expired => Self::Expired,
            UserStatus::Paused => Self::Paused,
        }
    }
}

/// How a promotion's art is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PromotionImageLayout {
    /// The wide banner (welcome card 330x117, promotion page up to 920 wide).
    Banner,
    /// The pick-one card (482x301): `promotionEnrollment(useAlternateImage: true)`.
    Card,
}

/// A promotion's art: the web app draws it in the brand's colours.
#[derive(Debug, Clone, SimpleObject)]
pub struct PromotionImage {
    /// `welcome`, `depositMatch`, `profitBoost`, `secondChance`, `freeSpins`, `bonusCash` or
    /// `credits`.
    pub art: String,
    /// Text for screen readers.
    pub alt: String,
    pub layout: PromotionImageLayout,
}

/// A promotion as the viewer sees it.
pub struct PromotionView {
    offer: Offer,
    layout: PromotionImageLayout,
}

impl PromotionView {
    fn new(offer: Offer) -> Self {
        PromotionView {
            offer,
            layout: PromotionImageLayout::Banner,
        }
    }
}

#[Object(name = "Promotion")]
impl PromotionView {
    async fn id(&self) -> ID {
        ID(self.offer.promotion.id.as_str().to_owned())
    }
    async fn slug(&self) -> &str {
        self.offer.promotion.slug()
    }
    async fn title(&self) -> &str {
        &self.offer.promotion.definition.get().title
    }
    async fn description(&self) -> &str {
        &self.offer.promotion.definition.get().description
    }
    async fn short_description(&self) -> String {
        shown::short_description(self.offer.promotion.definition.get())
    }
    async fn image(&self) -> PromotionImage {
        let d = self.offer.promotion.definition.get();
        PromotionImage {
            art: shown::art(d).as_str().to_owned(),
            alt: d.title.clone(),
            layout: self.layout,
        }
    }
    async fn starts_at(&self) -> DateTime<Utc> {
        self.offer.promotion.definition.get().starts_at
    }
    async fn ends_at(&self) -> DateTime<Utc> {
        self.offer.promotion.definition.get().ends_at
    }
    /// When the current version was published.
    async fn published_at(&self) -> DateTime<Utc> {
        self.offer.promotion.updated_at
    }
    async fn enrollment_status(&self) -> PromotionEnrollmentStatus {
        self.offer.enrollment.into()
    }
    async fn user_promotion_status(&self) -> UserPromotionStatus {
        self.offer.status.into()
    }
    async fn tag_ids(&self) -> &[String] {
        &self.offer.promotion.definition.get().display.tags
    }
    async fn terms_of_use(&self) -> &str {
        &self.offer.promotion.definition.get().terms
    }
    /// The promotions page section (`welcome`, `sportsbook`, `casino`, `deposit`).
    async fn section(&self) -> &'static str {
        self.offer.section().as_str()
    }
    /// The deposit promo code that earns it, if any.
    async fn promo_code(&self) -> Option<&str> {
        self.offer.promotion.definition.promo_code()
    }
    async fn primary_cta(&self) -> Option<&str> {
        let d = self.offer.promotion.definition.get();
        d.display.primary_cta.as_ref().map(|c| c.label.as_str())
    }
    async fn primary_cta_link(&self) -> Option<&str> {
        let d = self.offer.promotion.definition.get();
        d.display.primary_cta.as_ref().map(|c| c.link.as_str())
    }
    async fn primary_cta_deep_link(&self) -> Option<DeepLink> {
        let d = self.offer.promotion.definition.get();
        d.display
            .primary_cta
            .as_ref()
            .map(|c| DeepLink::path(&c.link))
    }
    async fn secondary_cta(&self) -> Option<&str> {
        let d = self.offer.promotion.definition.get();
        d.display.secondary_cta.as_ref().map(|c| c.label.as_str())
    }
    async fn secondary_cta_link(&self) -> Option<&str> {
        let d = self.offer.promotion.definition.get();
        d.display.secondary_cta.as_ref().map(|c| c.link.as_str())
    }
}

/// A section of the promotions page.
#[derive(SimpleObject)]
pub struct PromotionsSection {
    /// `welcome`, `sportsbook`, `casino` or `deposit`.
    pub id: String,
    pub title: String,
    pub promotions: Vec<PromotionView>,
}

/// The promotions page: its sections that have offers, in order.
#[derive(SimpleObject)]
pub struct PromotionsPage {
    pub sections: Vec<PromotionsSection>,
}

/// A screen of the play-your-way flow.
#[derive(SimpleObject)]
pub struct PlayYourWayScreen {
    pub header: String,
    pub description: String,
    pub promotions: Vec<PromotionView>,
}

/// The pick-one offer: the choice (welcome screen) and, once claimed, the confirmation.
#[derive(SimpleObject)]
pub struct PlayYourWay {
    pub welcome_screen: PlayYourWayScreen,
    /// Null until an offer is claimed; then it holds the claimed offer.
    pub confirmation_screen: Option<PlayYourWayScreen>,
}

/// A first login's offers.
#[derive(SimpleObject)]
pub struct OnboardingPromotions {
    /// Null when there are no pick-one offers for the bettor.
    pub play_your_way: Option<PlayYourWay>,
    /// The welcome offer, if any.
    pub onboarding_promotion: Option<PromotionView>,
}

/// Why an opt-in was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum PromotionEnrollmentErrorCode {
    NotFound,
    NotEligible,
    Unauthenticated,
}

/// A refused opt-in, with a message for the bettor.
#[derive(SimpleObject)]
pub struct PromotionEnrollmentError {
    pub code: PromotionEnrollmentErrorCode,
    pub message: String,
}

/// The answer to `promotionEnrollment`.
#[derive(SimpleObject)]
pub struct PromotionEnrollmentResult {
    pub success: bool,
    pub promotion: Option<PromotionView>,
    pub errors: Vec<PromotionEnrollmentError>,
}

/// The texts of the pick-one flow.
const PICK_HEADER: &str = "Play Your Way";
const PICK_DESCRIPTION: &str =
    "Choose the welcome offer that suits how you play. You can claim one of them.";
const CONFIRM_HEADER: &str = "Offer Claimed";
const CONFIRM_DESCRIPTION: &str =
    "Make your first deposit to start earning it. Its terms are on the promotion's page.";

async fn account(ctx: &Context<'_>) -> Result<Option<store::User>> {
    match viewer(ctx)? {
        Viewer::User { user_id, .. } => Ok(Some(load_user(ctx, user_id).await?)),
        Viewer::Nobody | Viewer::Anonymous { .. } | Viewer::Limited { .. } => Ok(None),
    }
}

/// The promotions listed for the viewer ([`offers::listed`]).
async fn listed(ctx: &Context<'_>) -> Result<Vec<Offer>> {
    let state = state(ctx)?;
    let user = account(ctx).await?;
    offers::listed(
        &*state.store,
        brand(state),
        user.as_ref(),
        state.clock.now(),
    )
    .await
    .map_err(store_error)
}

fn brand(state: &AppState) -> &str {
    &state.config.brand
}

fn store_error(e: store::StoreError) -> async_graphql::Error {
    super::errors::internal("load promotions", e)
}

/// Promotion queries.
#[derive(Default)]
pub struct PromotionsQuery;

#[Object]
impl PromotionsQuery {
    /// The promotions listed for the viewer, newest first; `section` keeps one section's.
    async fn promotions(
        &self,
        ctx: &Context<'_>,
        section: Option<String>,
    ) -> Result<Vec<PromotionView>> {
        let wanted = match section.as_deref() {
            None => None,
            Some(s) => Some(
                Section::ALL
                    .into_iter()
                    .find(|x| x.as_str() == s)
                    .ok_or_else(|| {
                        super::errors::bad_user_input(format!(
                            "unknown section {s:?} (welcome, sportsbook, casino or deposit)"
                        ))
                    })?,
            ),
        };
        Ok(listed(ctx)
            .await?
            .into_iter()
            .filter(|o| wanted.is_none_or(|s| o.section() == s))
            .map(PromotionView::new)
            .collect())
    }

    /// One promotion by id or slug; null when it is not listed for the viewer.
    async fn promotion(&self, ctx: &Context<'_>, id: ID) -> Result<Option<PromotionView>> {
        let state = state(ctx)?;
        let user = account(ctx).await?;
        let offer = offers::one(
            &*state.store,
            brand(state),
            user.as_ref(),
            id.as_str(),
            state.clock.now(),
        )
        .await
        .map_err(store_error)?;
        Ok(offer.map(PromotionView::new))
    }

    /// The promotions page: sections by type.
    async fn promotions_page(&self, ctx: &Context<'_>) -> Result<PromotionsPage> {
        Ok(PromotionsPage {
            sections: offers::sections(listed(ctx).await?)
                .into_iter()
                .map(|(section, offers)| PromotionsSection {
                    id: section.as_str().to_owned(),
                    title: section.title().to_owned(),
                    promotions: offers.into_iter().map(PromotionView::new).collect(),
                })
                .collect(),
        })
    }

    /// A first login's offers: the pick-one offers (play your way) and the welcome offer.
    /// Visitors have none.
    async fn list_onboarding_promotions(&self, ctx: &Context<'_>) -> Result<OnboardingPromotions> {
        let state = state(ctx)?;
        let Some(user) = account(ctx).await? else {
            return Ok(OnboardingPromotions {
                play_your_way: None,
                onboarding_promotion: None,
            });
        };
        let found = offers::onboarding(&*state.store, brand(state), &user, state.clock.now())
            .await
            .map_err(store_error)?;
        let card = |offer: Offer| PromotionView {
            offer,
            layout: PromotionImageLayout::Card,
        };
        let play_your_way = (!found.play_your_way.is_empty()).then(|| PlayYourWay {
            welcome_screen: PlayYourWayScreen {
                header: PICK_HEADER.to_owned(),
                description: PICK_DESCRIPTION.to_owned(),
                promotions: found.play_your_way.into_iter().map(card).collect(),
            },
            confirmation_screen: found.claimed.map(|offer| PlayYourWayScreen {
                header: CONFIRM_HEADER.to_owned(),
                description: CONFIRM_DESCRIPTION.to_owned(),
                promotions: vec![card(offer)],
            }),
        });
        Ok(OnboardingPromotions {
            play_your_way,
            onboarding_promotion: found.welcome.map(PromotionView::new),
        })
    }
}

/// Promotion mutations.
#[derive(Default)]
pub struct PromotionsMutation;

#[Object]
impl PromotionsMutation {
    /// Opts the account holder in to a promotion (claims a pick-one offer). Refusals are in
    /// `errors` with a message for the bettor.
    async fn promotion_enrollment(
        &self,
        ctx: &Context<'_>,
        promotion_id: ID,
        use_alternate_image: Option<bool>,
    ) -> Result<PromotionEnrollmentResult> {
        let state = state(ctx)?;
        let refused = |code, message: &str| PromotionEnrollmentResult {
            success: false,
            promotion: None,
            errors: vec![PromotionEnrollmentError {
                code,
                message: message.to_owned(),
            }],
        };
        let Some(user) = account(ctx).await? else {
            return Ok(refused(
                PromotionEnrollmentErrorCode::Unauthenticated,
                "Log in to opt in to promotions.",
            ));
        };
        let now = state.clock.now();
        match enrollment::enroll(
            &*state.store,
            brand(state),
            &user,
            promotion_id.as_str(),
            now,
        )
        .await
        {
            Ok((promotion, _)) => {
                let offer = offers::one(
                    &*state.store,
                    brand(state),
                    Some(&user),
                    promotion.id.as_str(),
                    now,
                )
                .await
                .map_err(store_error)?;
                let layout = if use_alternate_image == Some(true) {
                    PromotionImageLayout::Card
                } else {
                    PromotionImageLayout::Banner
                };
                Ok(PromotionEnrollmentResult {
                    success: true,
                    promotion: offer.map(|offer| PromotionView { offer, layout }),
                    errors: Vec::new(),
                })
            }
            Err(EnrollError::Unknown) => Ok(refused(
                PromotionEnrollmentErrorCode::NotFound,
                &EnrollError::Unknown.to_string(),
            )),
            Err(EnrollError::NotEligible(why)) => {
                Ok(refused(PromotionEnrollmentErrorCode::NotEligible, why))
            }
            Err(EnrollError::Store(e)) => Err(store_error(e)),
        }
    }
}
