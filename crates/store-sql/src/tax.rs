//! [`store::TaxStore`]: W-2G forms and the ID documents given for them. A form is claimed by
//! one insert on the unique `(provider, round_id)` key that does nothing on conflict, so
//! concurrent reports of one round write one form (on PostgreSQL the second insert waits for
//! the first transaction, then finds its row); a later report of a round that won more since
//! raises the stored amounts. An ID upload inserts its document (with the sealed TIN), keeps
//! its address as the user's latest and gives both to every form of the user still waiting,
//! in one transaction.

use async_trait::async_trait;
use domain::ids::UserId;
use domain::money::Money;
use domain::tax::address::UsAddress;
use domain::tax::id_document::IdType;
use domain::tax::tin::TinKind;
use domain::tax::w2g::WagerType;
use store::{
    IdDocumentSummary, NewIdDocument, NewW2gForm, StoreError, StoreResult, TaxStore, TinSummary,
    W2gForm,
};

use crate::SqlStore;
use crate::convert::{corrupt, currency, instant, millis};
use crate::db::{Backend, Executor, query, query_as, query_scalar};
use crate::row;

/// Columns of `w2g_forms f LEFT JOIN w2g_id_documents d` read into [`FormRow`].
const FORM_COLUMNS: &str = "f.id, f.user_id, f.provider, f.round_id, f.session_id, f.game, \
     f.game_name, f.wager_type, f.tax_year, f.currency, f.reportable_cents, f.staked_cents, \
     f.won_cents, f.won_at, f.created_at, f.address_line1, f.address_line2, f.address_city, \
     f.address_state, f.address_zip, d.id AS document_id, d.id_type, d.number_last_four, \
     d.tin_kind, d.tin_last_four, d.uploaded_at";

const FORM_FROM: &str = "FROM w2g_forms f LEFT JOIN w2g_id_documents d ON d.id = f.id_document_id";

row! {
    struct FormRow {
        id: String,
        user_id: String,
        provider: String,
        round_id: String,
        session_id: Option<String>,
        game: String,
        game_name: String,
        wager_type: String,
        tax_year: i64,
        currency: String,
        reportable_cents: i64,
        staked_cents: i64,
        won_cents: i64,
        won_at: i64,
        created_at: i64,
        address_line1: Option<String>,
        address_line2: Option<String>,
        address_city: Option<String>,
        address_state: Option<String>,
        address_zip: Option<String>,
        document_id: Option<String>,
        id_type: Option<String>,
        number_last_four: Option<String>,
        tin_kind: Option<String>,
        tin_last_four: Option<String>,
        uploaded_at: Option<i64>,
    }
}

row! {
    struct AddressRow {
        line1: String,
        line2: Option<String>,
        city: String,
        state: String,
        zip: String,
    }
}

impl From<AddressRow> for UsAddress {
    fn from(row: AddressRow) -> Self {
        UsAddress {
            line1: row.line1,
            line2: row.line2,
            city: row.city,
            state: row.state,
            zip: row.zip,
        }
    }
}

fn tin_summary(kind: Option<String>, last_four: Option<String>) -> StoreResult<Option<TinSummary>> {
    match (kind, last_four) {
        (Some(kind), Some(last_four)) => Ok(Some(TinSummary {
            kind: TinKind::parse(&kind).ok_or_else(|| corrupt("tin kind", &kind))?,
            last_four,
        })),
        _ => Ok(None),
    }
}

impl TryFrom<FormRow> for W2gForm {
    type Error = StoreError;

    fn try_from(row: FormRow) -> StoreResult<Self> {
        let currency = currency(&row.currency)?;
        let id_document = match (
            row.document_id,
            row.id_type,
            row.number_last_four,
            row.uploaded_at,
        ) {
            (Some(id), Some(id_type), Some(last_four), Some(uploaded_at)) => {
                Some(IdDocumentSummary {
                    id,
                    id_type: IdType::parse(&id_type).ok_or_else(|| corrupt("id type", &id_type))?,
                    number_last_four: last_four,
                    tin: tin_summary(row.tin_kind, row.tin_last_four)?,
                    uploaded_at: instant(uploaded_at)?,
                })
            }
            _ => None,
        };
        let address = match (
            row.address_line1,
            row.address_city,
            row.address_state,
            row.address_zip,
        ) {
            (Some(line1), Some(city), Some(state), Some(zip)) => Some(UsAddress {
                line1,
                line2: row.address_line2,
                city,
                state,
                zip,
            }),
            _ => None,
        };
        Ok(W2gForm {
            wager_type: WagerType::parse(&row.wager_type)
                .ok_or_else(|| corrupt("wager type", &row.wager_type))?,
            tax_year: i32::try_from(row.tax_year).map_err(|_| corrupt("tax year", row.tax_year))?,
            id: row.id,
            user_id: UserId::from_raw(row.user_id),
            provider: row.provider,
            round_id: row.round_id,
            session_id: row.session_id,
            game: row.game,
            game_name: row.game_name,
            reportable: Money::new(row.reportable_cents, currency),
            staked: Money::new(row.staked_cents, currency),
            won: Money::new(row.won_cents, currency),
            won_at: instant(row.won_at)?,
            id_document,
            address,
            created_at: instant(row.created_at)?,
        })
    }
}

async fn form_where(
    db: &mut dyn Executor,
    condition: &str,
    a: String,
    b: String,
) -> StoreResult<Option<W2gForm>> {
    let row: Option<FormRow> = query_as(format!(
        "SELECT {FORM_COLUMNS} {FORM_FROM} WHERE {condition}"
    ))
    .bind(a)
    .bind(b)
    .fetch_optional(db)
    .await?;
    row.map(W2gForm::try_from).transpose()
}

async fn record_w2g_form(db: &mut dyn Executor, form: NewW2gForm) -> StoreResult<W2gForm> {
    if form.reportable.cents < 0 || form.staked.cents < 0 || form.won.cents < 0 {
        return Err(StoreError::Conflict("amount"));
    }
    let user: Option<i64> = query_scalar("SELECT 1 FROM users WHERE id = $1")
        .bind(form.user_id.as_str())
        .fetch_optional(db)
        .await?;
    if user.is_none() {
        return Err(StoreError::NotFound("user"));
    }
    let at = millis(form.won_at);
    query(
        "INSERT INTO w2g_forms (id, user_id, provider, round_id, session_id, game, game_name, \
         wager_type, tax_year, currency, reportable_cents, staked_cents, won_cents, won_at, \
         created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $14) \
         ON CONFLICT (provider, round_id) DO NOTHING",
    )
    .bind(form.id.as_str())
    .bind(form.user_id.as_str())
    .bind(form.provider.as_str())
    .bind(form.round_id.as_str())
    .bind(form.session_id.clone())
    .bind(form.game.as_str())
    .bind(form.game_name.as_str())
    .bind(form.wager_type.as_str())
    .bind(i64::from(form.tax_year))
    .bind(form.won.currency.code())
    .bind(form.reportable.cents)
    .bind(form.staked.cents)
    .bind(form.won.cents)
    .bind(at)
    .execute(db)
    .await?;
    // A later report of the same round that won more since (another credit) raises it.
    query(
        "UPDATE w2g_forms SET reportable_cents = $1, staked_cents = $2, won_cents = $3, \
         updated_at = $4 \
         WHERE provider = $5 AND round_id = $6 AND user_id = $7 AND won_cents < $3",
    )
    .bind(form.reportable.cents)
    .bind(form.staked.cents)
    .bind(form.won.cents)
    .bind(at)
    .bind(form.provider.as_str())
    .bind(form.round_id.as_str())
    .bind(form.user_id.as_str())
    .execute(db)
    .await?;
    let stored = form_where(
        db,
        "f.provider = $1 AND f.round_id = $2",
        form.provider.clone(),
        form.round_id.clone(),
    )
    .await?
    .ok_or_else(|| corrupt("w2g form vanished", &form.round_id))?;
    if stored.user_id != form.user_id {
        return Err(StoreError::Conflict("w2g_round"));
    }
    Ok(stored)
}

async fn w2g_forms(db: &mut dyn Executor, user: UserId) -> StoreResult<Vec<W2gForm>> {
    let rows: Vec<FormRow> = query_as(format!(
        "SELECT {FORM_COLUMNS} {FORM_FROM} WHERE f.user_id = $1 \
         ORDER BY f.won_at DESC, f.id DESC"
    ))
    .bind(user.as_str())
    .fetch_all(db)
    .await?;
    rows.into_iter().map(W2gForm::try_from).collect()
}

pub(crate) async fn pending_w2g_form(
    db: &mut dyn Executor,
    user: UserId,
) -> StoreResult<Option<W2gForm>> {
    let row: Option<FormRow> = query_as(format!(
        "SELECT {FORM_COLUMNS} {FORM_FROM} WHERE f.user_id = $1 AND f.id_document_id IS NULL \
         ORDER BY f.created_at, f.id LIMIT 1"
    ))
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    row.map(W2gForm::try_from).transpose()
}

async fn save_w2g_id_document(db: &mut dyn Executor, doc: NewIdDocument) -> StoreResult<u64> {
    // Nothing waiting: the document is not stored at all (no ID is kept without a reason).
    let waiting: Vec<String> =
        query_scalar("SELECT id FROM w2g_forms WHERE user_id = $1 AND id_document_id IS NULL")
            .bind(doc.user_id.as_str())
            .fetch_all(db)
            .await?;
    if waiting.is_empty() {
        return Err(StoreError::Conflict("w2g_not_required"));
    }
    query(
        "INSERT INTO w2g_id_documents (id, user_id, id_type, number_last_four, number_sealed, \
         document_type, document_sealed, tin_kind, tin_last_four, tin_sealed, uploaded_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(doc.id.as_str())
    .bind(doc.user_id.as_str())
    .bind(doc.id_type.as_str())
    .bind(doc.number_last_four.as_str())
    .bind(doc.number_sealed.as_str())
    .bind(doc.document_kind.media_type())
    .bind(doc.document_sealed.as_str())
    .bind(doc.tin_kind.as_str())
    .bind(doc.tin_last_four.as_str())
    .bind(doc.tin_sealed.as_str())
    .bind(millis(doc.at))
    .execute(db)
    .await?;
    let address = &doc.address;
    query(
        "INSERT INTO w2g_taxpayer_addresses (user_id, line1, line2, city, state, zip, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (user_id) DO UPDATE SET line1 = excluded.line1, line2 = excluded.line2, \
         city = excluded.city, state = excluded.state, zip = excluded.zip, \
         updated_at = excluded.updated_at",
    )
    .bind(doc.user_id.as_str())
    .bind(address.line1.as_str())
    .bind(address.line2.clone())
    .bind(address.city.as_str())
    .bind(address.state.as_str())
    .bind(address.zip.as_str())
    .bind(millis(doc.at))
    .execute(db)
    .await?;
    let covered = query(
        "UPDATE w2g_forms SET id_document_id = $1, address_line1 = $2, address_line2 = $3, \
         address_city = $4, address_state = $5, address_zip = $6, updated_at = $7 \
         WHERE user_id = $8 AND id_document_id IS NULL",
    )
    .bind(doc.id.as_str())
    .bind(address.line1.as_str())
    .bind(address.line2.clone())
    .bind(address.city.as_str())
    .bind(address.state.as_str())
    .bind(address.zip.as_str())
    .bind(millis(doc.at))
    .bind(doc.user_id.as_str())
    .execute(db)
    .await?;
    Ok(covered)
}

async fn w2g_taxpayer_address(
    db: &mut dyn Executor,
    user: UserId,
) -> StoreResult<Option<UsAddress>> {
    let row: Option<AddressRow> = query_as(
        "SELECT line1, line2, city, state, zip FROM w2g_taxpayer_addresses WHERE user_id = $1",
    )
    .bind(user.as_str())
    .fetch_optional(db)
    .await?;
    Ok(row.map(UsAddress::from))
}

#[async_trait]
impl<B: Backend> TaxStore for SqlStore<B> {
    async fn record_w2g_form(&self, form: NewW2gForm) -> StoreResult<W2gForm> {
        self.write(move |db| Box::pin(record_w2g_form(db, form)))
            .await
    }

    async fn w2g_forms(&self, user: &UserId) -> StoreResult<Vec<W2gForm>> {
        let user = user.clone();
        self.read(move |db| Box::pin(w2g_forms(db, user))).await
    }

    async fn w2g_form(&self, user: &UserId, id: &str) -> StoreResult<Option<W2gForm>> {
        let (user, id) = (user.to_string(), id.to_owned());
        self.read(move |db| Box::pin(form_where(db, "f.user_id = $1 AND f.id = $2", user, id)))
            .await
    }

    async fn pending_w2g_form(&self, user: &UserId) -> StoreResult<Option<W2gForm>> {
        let user = user.clone();
        self.read(move |db| Box::pin(pending_w2g_form(db, user)))
            .await
    }

    async fn save_w2g_id_document(&self, document: NewIdDocument) -> StoreResult<u64> {
        self.write(move |db| Box::pin(save_w2g_id_document(db, document)))
            .await
    }

    async fn w2g_taxpayer_address(&self, user: &UserId) -> StoreResult<Option<UsAddress>> {
        let user = user.clone();
        self.read(move |db| Box::pin(w2g_taxpayer_address(db, user)))
            .await
    }
}
