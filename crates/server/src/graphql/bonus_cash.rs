//! Bonus cash over GraphQL: the viewer's grants (`bonusCash`, newest first, with their
//! play-through progress) and the choice of the one that plays (`setActiveBonusCash`). The
//! service is `promotions::bonus_cash`; docs/product/promotions.md says what a bettor meets.

use super::context::{require_user, state};
use super::errors;
use super::money::Money;
use crate::promotions::bonus_cash::{self as service, BonusCashError, BonusCashView};
use async_graphql::{Context, Enum, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::bonus_cash::ChoiceError;
use store::BonusCashStatus as Status;

/// Where a grant of bonus cash stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BonusCashStatus {
    /// In the bonus balance, being played through.
    Active,
    /// Played through: moved to cash.
    Converted,
    /// Not played through before its expiry: taken back.
    Expired,
}

impl From<Status> for BonusCashStatus {
    fn from(s: Status) -> Self {
        match s {
            Status::Active => BonusCashStatus::Active,
            Status::Converted => BonusCashStatus::Converted,
            Status::Expired => BonusCashStatus::Expired,
        }
    }
}

/// A grant of bonus cash (the service's view of it).
pub struct BonusCash(pub BonusCashView);

/// A grant of bonus cash: playable, not withdrawable, until `required` has been wagered;
/// then what remains of it is cash.
#[Object]
impl BonusCash {
    async fn id(&self) -> ID {
        ID(self.0.id.to_string())
    }
    /// The title of the promotion that granted it.
    async fn title(&self) -> &str {
        &self.0.title
    }
    /// What was granted.
    async fn amount(&self) -> Money {
        Money(self.0.amount)
    }
    /// What is left of it in the bonus balance.
    async fn remaining(&self) -> Money {
        Money(self.0.remaining)
    }
    /// What must be wagered before it converts to cash.
    async fn required(&self) -> Money {
        Money(self.0.required)
    }
    /// What was wagered towards it so far (it may pass `required` on the wager that completes it).
    async fn wagered(&self) -> Money {
        Money(self.0.wagered)
    }
    async fn status(&self) -> BonusCashStatus {
        self.0.status.into()
    }
    async fn expires_at(&self) -> DateTime<Utc> {
        self.0.expires_at
    }
    /// Whether the viewer's wagers count towards it now (one grant at a time).
    async fn active(&self) -> bool {
        self.0.active
    }
}

/// Why `setActiveBonusCash` was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
pub enum BonusCashErrorCode {
    /// No bonus cash of the viewer's has the id.
    NotFound,
    /// It converted to cash or expired.
    NotActive,
}

/// A refused choice, with a message for the bettor.
#[derive(SimpleObject)]
pub struct BonusCashChoiceError {
    pub code: BonusCashErrorCode,
    pub message: String,
}

/// What `setActiveBonusCash` answers: the grant that plays now, or why not.
#[derive(SimpleObject)]
pub struct SetActiveBonusCashResult {
    pub bonus_cash: Option<BonusCash>,
    pub error: Option<BonusCashChoiceError>,
}

#[derive(Default)]
pub struct BonusCashQuery;

#[Object]
impl BonusCashQuery {
    /// The viewer's bonus cash, newest first. UNAUTHENTICATED for visitors.
    async fn bonus_cash(&self, ctx: &Context<'_>) -> Result<Vec<BonusCash>> {
        let (user, _) = require_user(ctx)?;
        let grants = service::list(state(ctx)?, user)
            .await
            .map_err(|e| errors::internal("bonus cash", e))?;
        Ok(grants.into_iter().map(BonusCash).collect())
    }
}

#[derive(Default)]
pub struct BonusCashMutation;

#[Object]
impl BonusCashMutation {
    /// Makes the viewer's bonus cash `id` the one their wagers count towards. Refused with
    /// NOT_FOUND for an unknown id (or another account's) and NOT_ACTIVE for bonus cash that
    /// converted or expired. UNAUTHENTICATED for visitors.
    async fn set_active_bonus_cash(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> Result<SetActiveBonusCashResult> {
        let (user, _) = require_user(ctx)?;
        match service::set_active(state(ctx)?, user, id.as_str()).await {
            Ok(view) => Ok(SetActiveBonusCashResult {
                bonus_cash: Some(BonusCash(view)),
                error: None,
            }),
            Err(BonusCashError::Refused(why)) => Ok(SetActiveBonusCashResult {
                bonus_cash: None,
                error: Some(BonusCashChoiceError {
                    code: match why {
                        ChoiceError::NotFound => BonusCashErrorCode::NotFound,
                        ChoiceError::Converted | ChoiceError::Expired => {
                            BonusCashErrorCode::NotActive
                        }
                    },
                    message: why.to_string(),
                }),
            }),
            Err(BonusCashError::Store(e)) => Err(errors::internal("set active bonus cash", e)),
        }
    }
}
