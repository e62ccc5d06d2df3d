//! [`store::LinkingStore`]: links to partner identities and dismissed link prompts. A link is
//! claimed by one insert that does nothing on a conflict of either unique key (partner +
//! subject, partner + user); when it inserted nothing, the rows it met decide the answer (on
//! PostgreSQL a concurrent claim of the subject waits for the first transaction, then finds
//! its row). The user's row is locked first, so one account's requests run one at a time.

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::account_link::{LinkDecision, LinkPrompt, LinkResult, decide};
use domain::ids::UserId;
use store::{AccountLink, LinkOutcome, LinkingStore, NewAccountLink, StoreError, StoreResult};

use crate::SqlStore;
use crate::convert::{corrupt, from_json, instant, millis, to_json};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::row;

const COLUMNS: &str = "id, user_id, partner, subject, favorites, linked_at";

row! {
    struct LinkRow {
        id: String,
        user_id: String,
        partner: String,
        subject: String,
        favorites: String,
        linked_at: i64,
    }
}

impl LinkRow {
    fn into_link(self) -> StoreResult<AccountLink> {
        Ok(AccountLink {
            favorites: from_json(&self.favorites, "account link favorites")?,
            linked_at: instant(self.linked_at)?,
            id: self.id,
            user_id: UserId::from_raw(self.user_id),
            partner: self.partner,
            subject: self.subject,
        })
    }
}

async fn links_where(
    db: &mut dyn Executor,
    filter: &str,
    a: &str,
    b: &str,
) -> StoreResult<Option<AccountLink>> {
    query_as::<LinkRow>(format!(
        "SELECT {COLUMNS} FROM account_links WHERE {filter}"
    ))
    .bind(a)
    .bind(b)
    .fetch_optional(db)
    .await?
    .map(LinkRow::into_link)
    .transpose()
}

async fn lock_user(db: &mut dyn Executor, user: &UserId) -> StoreResult<()> {
    let lock = db.dialect().lock("FOR UPDATE");
    let found: Option<String> = query_scalar(format!("SELECT id FROM users WHERE id = $1 {lock}"))
        .bind(user.as_str())
        .fetch_optional(&mut *db)
        .await?;
    found.map(|_| ()).ok_or(StoreError::NotFound("user"))
}

async fn create(db: &mut dyn Executor, link: NewAccountLink) -> StoreResult<LinkOutcome> {
    lock_user(&mut *db, &link.user_id).await?;
    // At most twice: a claim that inserted nothing reads again what it met.
    for _ in 0..2 {
        let by_subject = links_where(
            &mut *db,
            "partner = $1 AND subject = $2",
            &link.partner,
            &link.subject,
        )
        .await?;
        let by_user = links_where(
            &mut *db,
            "partner = $1 AND user_id = $2",
            &link.partner,
            link.user_id.as_str(),
        )
        .await?;
        match decide(
            &link.user_id,
            by_subject.as_ref().map(|l| &l.user_id),
            by_user.as_ref().map(|l| l.subject.as_str()),
            &link.subject,
        ) {
            LinkDecision::AlreadyDone => {
                let existing = by_subject.ok_or_else(|| corrupt("account link", "vanished"))?;
                return Ok(LinkOutcome::Linked(existing));
            }
            LinkDecision::Refuse(result) => return Ok(LinkOutcome::Refused(result)),
            LinkDecision::Create => {}
        }
        let stored = AccountLink {
            id: domain::ids::next_ulid().to_string(),
            user_id: link.user_id.clone(),
            partner: link.partner.clone(),
            subject: link.subject.clone(),
            favorites: link.favorites.clone(),
            linked_at: link.at,
        };
        let inserted = query(
            "INSERT INTO account_links (id, user_id, partner, subject, favorites, linked_at) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING",
        )
        .bind(stored.id.as_str())
        .bind(stored.user_id.as_str())
        .bind(stored.partner.as_str())
        .bind(stored.subject.as_str())
        .bind(to_json(&stored.favorites)?)
        .bind(millis(stored.linked_at))
        .execute(&mut *db)
        .await
        .map_err(|e| e.on_insert("account_link", "user"))?;
        if inserted == 1 {
            return Ok(LinkOutcome::Linked(stored));
        }
    }
    // A conflict on a row that was not there to read: another account claimed the subject
    // and its row is not visible yet.
    Ok(LinkOutcome::Refused(LinkResult::DuplicatePairwiseId))
}

async fn delete(db: &mut dyn Executor, user: UserId, id: String) -> StoreResult<AccountLink> {
    let link = links_where(&mut *db, "id = $1 AND user_id = $2", &id, user.as_str())
        .await?
        .ok_or(StoreError::NotFound("account_link"))?;
    query("DELETE FROM account_links WHERE id = $1 AND user_id = $2")
        .bind(id.as_str())
        .bind(user.as_str())
        .execute(&mut *db)
        .await?;
    Ok(link)
}

async fn dismiss(
    db: &mut dyn Executor,
    user: UserId,
    prompt: LinkPrompt,
    at: DateTime<Utc>,
) -> StoreResult<()> {
    query(
        "INSERT INTO account_link_prompt_dismissals (user_id, prompt, dismissed_at) \
         VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    )
    .bind(user.as_str())
    .bind(prompt.as_str())
    .bind(millis(at))
    .execute(db)
    .await
    .map_err(|e| e.on_insert("account_link_prompt_dismissal", "user"))?;
    Ok(())
}

#[async_trait]
impl<B: Backend> LinkingStore for SqlStore<B> {
    async fn account_links(&self, user: &UserId) -> StoreResult<Vec<AccountLink>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                query_as::<LinkRow>(format!(
                    "SELECT {COLUMNS} FROM account_links WHERE user_id = $1 ORDER BY linked_at, id"
                ))
                .bind(user.as_str())
                .fetch_all(db)
                .await?
                .into_iter()
                .map(LinkRow::into_link)
                .collect()
            })
        })
        .await
    }

    async fn create_account_link(&self, link: NewAccountLink) -> StoreResult<LinkOutcome> {
        self.write(move |db| Box::pin(create(db, link))).await
    }

    async fn delete_account_link(&self, user: &UserId, id: &str) -> StoreResult<AccountLink> {
        let (user, id) = (user.clone(), id.to_owned());
        self.write(move |db| Box::pin(delete(db, user, id))).await
    }

    async fn link_prompt_dismissals(&self, user: &UserId) -> StoreResult<Vec<LinkPrompt>> {
        let user = user.clone();
        self.read(move |db| {
            Box::pin(async move {
                let raw: Vec<String> = query_scalar(
                    "SELECT prompt FROM account_link_prompt_dismissals WHERE user_id = $1 \
                     ORDER BY prompt",
                )
                .bind(user.as_str())
                .fetch_all(db)
                .await?;
                raw.iter()
                    .map(|p| LinkPrompt::parse(p).ok_or_else(|| corrupt("link prompt", p)))
                    .collect()
            })
        })
        .await
    }

    async fn dismiss_link_prompt(
        &self,
        user: &UserId,
        prompt: LinkPrompt,
        at: DateTime<Utc>,
    ) -> StoreResult<()> {
        let user = user.clone();
        self.write(move |db| Box::pin(dismiss(db, user, prompt, at)))
            .await
    }
}
