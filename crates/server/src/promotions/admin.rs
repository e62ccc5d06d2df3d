//! What `sportsbook admin promotions` and `sportsbook admin segments` do: create a promotion
//! from a JSON definition, list them, pause, resume and end one; put accounts in the segments
//! a promotion's eligibility names, or take them out (each change logged with its operator). Every change is audited by the store (who, when, the
//! promotion before and after); every refusal says what to fix, naming the field for a
//! definition.

use crate::casino::catalogue;
use crate::casino::rewards::{self, GrantFailure, GrantRequest};
use chrono::{DateTime, Utc};
use domain::casino_rewards::GrantError;
use domain::ids::UserId;
use domain::promotion::{self as rules, Action, AwardSpec, Definition, FieldError};
use store::{Promotion, Store, StoreError};

/// Why a command was refused.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The definition is invalid: the field and what is wrong.
    #[error("{0}")]
    Invalid(#[from] FieldError),
    /// The command does not apply (unknown promotion, a state that does not allow it).
    #[error("{0}")]
    Refused(String),
    #[error("store: {0}")]
    Store(#[from] StoreError),
}

/// Checks what only the server knows: each free-rounds award names slots of one provider and
/// a stake every one of them takes.
fn check_free_rounds(definition: &Definition) -> Result<(), FieldError> {
    let d = definition.get();
    for (i, award) in d.awards.iter().enumerate() {
        if let AwardSpec::FreeRounds {
            games,
            rounds,
            stake_cents,
            title,
        } = award
        {
            for (j, slug) in games.iter().enumerate() {
                let field = format!("awards[{i}].games[{j}]");
                let game = catalogue::by_slug(slug.trim())
                    .ok_or_else(|| FieldError::new(&field, format!("unknown game {slug:?}")))?;
                if !rewards::takes_free_rounds(game) {
                    return Err(FieldError::new(
                        field,
                        format!("{} does not take free rounds (only slots do)", game.name),
                    ));
                }
            }
            let request = GrantRequest {
                slugs: games.clone(),
                rounds: *rounds,
                stake_cents: *stake_cents,
                days: i64::from(d.caps.award_days),
                title: title.clone(),
            };
            let probe = UserId::from_raw("definition-check");
            rewards::checked(&probe, &request, "definition-check", d.starts_at).map_err(|e| {
                let field = match &e {
                    GrantFailure::Invalid(GrantError::Stake { .. }) => {
                        format!("awards[{i}].stakeCents")
                    }
                    GrantFailure::Invalid(GrantError::Title) => format!("awards[{i}].title"),
                    _ => format!("awards[{i}].games"),
                };
                FieldError::new(field, e.to_string())
            })?;
        }
    }
    Ok(())
}

/// The operator who acts, as the audit trail keeps it: 1 to 200 characters.
fn check_actor(actor: &str) -> Result<(), AdminError> {
    let actor = actor.trim();
    if actor.is_empty() || actor.len() > 200 {
        return Err(AdminError::Refused(
            "name the operator who acts (--by), 1 to 200 characters".to_owned(),
        ));
    }
    Ok(())
}

/// Reads, checks and stores a new promotion (live, version 1) by `actor`.
pub async fn create(
    store: &dyn Store,
    json: &[u8],
    actor: &str,
    now: DateTime<Utc>,
) -> Result<Promotion, AdminError> {
    check_actor(actor)?;
    let definition = Definition::from_json(json)?;
    check_free_rounds(&definition)?;
    let code = definition.promo_code().map(str::to_owned);
    // Said first when both the slug and the code are taken (the store's unique rules stay the
    // guard against a concurrent create).
    if store.promotion(&definition.get().slug).await?.is_some() {
        return Err(FieldError::new("slug", "a promotion with this slug exists already").into());
    }
    match store.create_promotion(definition, actor, now).await {
        Ok(p) => Ok(p),
        Err(StoreError::Conflict("promotion_slug")) => {
            Err(FieldError::new("slug", "a promotion with this slug exists already").into())
        }
        Err(StoreError::Conflict("promo_code")) => Err(FieldError::new(
            "eligibility.promoCode",
            format!(
                "{} is carried by another promotion that has not ended",
                code.unwrap_or_default()
            ),
        )
        .into()),
        Err(e) => Err(e.into()),
    }
}

/// Pauses, resumes or ends the promotion `id_or_slug` by `actor`.
pub async fn change(
    store: &dyn Store,
    id_or_slug: &str,
    action: Action,
    actor: &str,
    now: DateTime<Utc>,
) -> Result<Promotion, AdminError> {
    check_actor(actor)?;
    let promotion = store
        .promotion(id_or_slug.trim())
        .await?
        .ok_or_else(|| AdminError::Refused(format!("no promotion {id_or_slug:?}")))?;
    match store
        .change_promotion(&promotion.id, action, actor, now)
        .await
    {
        Ok(p) => Ok(p),
        Err(StoreError::Conflict("promotion_state")) => {
            // The state may have moved since it was read: say why from the domain's rule.
            let current = store
                .promotion(promotion.id.as_str())
                .await?
                .map_or(promotion.lifecycle, |p| p.lifecycle);
            let why = rules::apply(current, action).err().map_or_else(
                || "the promotion changed meanwhile; try again".to_owned(),
                |e| e.to_string(),
            );
            Err(AdminError::Refused(why))
        }
        Err(StoreError::Conflict("promo_code")) => Err(AdminError::Refused(format!(
            "cannot resume: another promotion that has not ended carries code {}",
            promotion.definition.promo_code().unwrap_or_default()
        ))),
        Err(e) => Err(e.into()),
    }
}

/// One line of the listing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub promotion: Promotion,
    /// Accounts awarded.
    pub awarded: u64,
}

/// Every promotion, newest first, with the accounts each awarded.
pub async fn list(store: &dyn Store) -> Result<Vec<Listed>, AdminError> {
    let mut out = Vec::new();
    for promotion in store.promotions().await? {
        let awarded = store.promotion_award_count(&promotion.id).await?;
        out.push(Listed { promotion, awarded });
    }
    Ok(out)
}

/// Whether a segment change added/removed the account or found it as asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SegmentChange {
    Changed,
    Unchanged,
}

async fn segment_account(
    store: &dyn Store,
    segment: &str,
    email: &str,
    actor: &str,
) -> Result<store::User, AdminError> {
    check_actor(actor)?;
    rules::check_segment("segment", segment)?;
    store
        .user_by_email(email.trim())
        .await?
        .ok_or_else(|| AdminError::Refused(format!("no account has the email {email:?}")))
}

/// Puts the account of `email` in `segment` (by `actor`).
pub async fn add_to_segment(
    store: &dyn Store,
    segment: &str,
    email: &str,
    actor: &str,
    now: DateTime<Utc>,
) -> Result<SegmentChange, AdminError> {
    let user = segment_account(store, segment, email, actor).await?;
    let added = store
        .add_to_segment(segment, &user.id, actor.trim(), now)
        .await?;
    tracing::info!(segment, user = %user.id, actor, added, "segment member added");
    Ok(if added {
        SegmentChange::Changed
    } else {
        SegmentChange::Unchanged
    })
}

/// Takes the account of `email` out of `segment` (by `actor`).
pub async fn remove_from_segment(
    store: &dyn Store,
    segment: &str,
    email: &str,
    actor: &str,
) -> Result<SegmentChange, AdminError> {
    let user = segment_account(store, segment, email, actor).await?;
    let removed = store.remove_from_segment(segment, &user.id).await?;
    tracing::info!(segment, user = %user.id, actor, removed, "segment member removed");
    Ok(if removed {
        SegmentChange::Changed
    } else {
        SegmentChange::Unchanged
    })
}
