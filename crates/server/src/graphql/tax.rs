//! W-2G tax forms over GraphQL (docs/product/casino-taxes.md): `w2gTaxForms`, the viewer's
//! forms grouped by tax year, and the W-2G win modal's state on `Account`
//! (`showW2gWinModal`, `w2gWinModal`). An ID document is answered only as its type, its
//! number's last four characters, the TIN's last four digits and when it was uploaded; the
//! winner's address as given.

use super::context::{require_user, state};
use super::errors;
use super::money::Money;
use crate::casino::tax;
use async_graphql::{Context, ID, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::tax::address::UsAddress;
use store::W2gForm;

/// The ID given for a form: never its number or its contents.
#[derive(Debug, Clone, SimpleObject)]
pub struct W2gIdDocument {
    /// `DRIVERS_LICENSE`, `PASSPORT` or `STATE_ID`.
    pub id_type: String,
    /// The ID number's last four letters or digits.
    pub number_last_four: String,
    /// The taxpayer identification number's last four digits (shown as `***-**-6789`); null
    /// only for IDs uploaded before TINs were asked.
    pub tin_last_four: Option<String>,
    pub uploaded_at: DateTime<Utc>,
}

/// A US street address as the winner gave it.
#[derive(Debug, Clone, SimpleObject)]
pub struct W2gAddress {
    pub line1: String,
    pub line2: Option<String>,
    pub city: String,
    /// The USPS state or territory code (`NJ`).
    pub state: String,
    /// `12345` or `12345-6789`.
    pub zip: String,
}

impl From<UsAddress> for W2gAddress {
    fn from(a: UsAddress) -> Self {
        Self {
            line1: a.line1,
            line2: a.line2,
            city: a.city,
            state: a.state,
            zip: a.zip,
        }
    }
}

/// One W-2G form of the viewer.
pub struct W2gTaxForm(pub W2gForm);

#[Object]
impl W2gTaxForm {
    async fn id(&self) -> ID {
        ID(self.0.id.clone())
    }

    /// "2026 W-2G (Gold Rush Reels, Nov 27)": the tax year, the game and the date won (US
    /// Eastern time).
    async fn display_name(&self) -> String {
        tax::display_name(&self.0)
    }

    /// Where the form's PDF is downloaded (the viewer's bearer token required).
    async fn download_url(&self) -> String {
        tax::download_path(&self.0)
    }

    /// The tax year (the win's year in US Eastern time).
    async fn year(&self) -> i32 {
        self.0.tax_year
    }

    /// The game's name.
    async fn game_name(&self) -> &str {
        &self.0.game_name
    }

    /// Box 1: the reportable winnings.
    async fn reportable_winnings(&self) -> Money {
        Money(self.0.reportable)
    }

    /// When the win happened.
    async fn won_at(&self) -> DateTime<Utc> {
        self.0.won_at
    }

    /// The ID given for it; null while the viewer still has to upload one.
    async fn id_document(&self) -> Option<W2gIdDocument> {
        self.0.id_document.as_ref().map(|d| W2gIdDocument {
            id_type: d.id_type.as_str().to_owned(),
            number_last_four: d.number_last_four.clone(),
            tin_last_four: d.tin.as_ref().map(|t| t.last_four.clone()),
            uploaded_at: d.uploaded_at,
        })
    }

    /// The winner's address as given with the ID; null while the ID is waiting.
    async fn address(&self) -> Option<W2gAddress> {
        self.0.address.clone().map(W2gAddress::from)
    }
}

/// The viewer's forms of one tax year.
#[derive(SimpleObject)]
pub struct W2gTaxYear {
    pub year: i32,
    /// Newest win first.
    pub forms: Vec<W2gTaxForm>,
}

/// The W-2G win modal: a form waiting for the viewer's government ID.
#[derive(SimpleObject)]
pub struct W2gWinModal {
    /// The waiting form (the oldest, when several wait).
    pub form_id: ID,
    pub game_name: String,
    /// Everything the round won.
    pub won: Money,
    pub won_at: DateTime<Utc>,
    pub tax_year: i32,
    /// How many forms wait for the ID (one upload covers them all).
    pub forms_waiting: i32,
    /// The address the viewer gave last time, to start the form from (null the first time).
    pub last_address: Option<W2gAddress>,
}

/// The viewer's forms grouped by year, newest year first.
pub fn by_year(forms: Vec<W2gForm>) -> Vec<W2gTaxYear> {
    let mut years: Vec<W2gTaxYear> = Vec::new();
    for form in forms {
        match years.iter_mut().find(|y| y.year == form.tax_year) {
            Some(year) => year.forms.push(W2gTaxForm(form)),
            None => years.push(W2gTaxYear {
                year: form.tax_year,
                forms: vec![W2gTaxForm(form)],
            }),
        }
    }
    years.sort_by_key(|y| std::cmp::Reverse(y.year));
    years
}

/// The W-2G win modal of `user`, or null when no form waits for an ID.
pub async fn win_modal(ctx: &Context<'_>, user: &UserId) -> Result<Option<W2gWinModal>> {
    let state = state(ctx)?;
    let Some(form) = tax::id_required(state, user)
        .await
        .map_err(|e| errors::internal("W-2G state", e))?
    else {
        return Ok(None);
    };
    let waiting = state
        .store
        .w2g_forms(user)
        .await
        .map_err(|e| errors::internal("W-2G forms", e))?
        .iter()
        .filter(|f| f.id_document.is_none())
        .count();
    let last_address = state
        .store
        .w2g_taxpayer_address(user)
        .await
        .map_err(|e| errors::internal("W-2G address", e))?;
    Ok(Some(W2gWinModal {
        form_id: ID(form.id.clone()),
        game_name: form.game_name.clone(),
        won: Money(form.won),
        won_at: form.won_at,
        tax_year: form.tax_year,
        forms_waiting: i32::try_from(waiting).unwrap_or(i32::MAX),
        last_address: last_address.map(W2gAddress::from),
    }))
}

/// Tax form queries.
#[derive(Default)]
pub struct TaxQuery;

#[Object]
impl TaxQuery {
    /// The viewer's W-2G forms by tax year, newest year first (empty when there are none).
    /// UNAUTHENTICATED for visitors.
    #[graphql(name = "w2gTaxForms")]
    async fn w2g_tax_forms(&self, ctx: &Context<'_>) -> Result<Vec<W2gTaxYear>> {
        let (user, _) = require_user(ctx)?;
        let forms = state(ctx)?
            .store
            .w2g_forms(user)
            .await
            .map_err(|e| errors::internal("W-2G forms", e))?;
        Ok(by_year(forms))
    }
}
