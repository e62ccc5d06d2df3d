//! W-2G tax forms and what winners give for them (`domain::tax` has the rules): a government
//! ID document with the taxpayer identification number (TIN), and a US street address. A form
//! is written once per reported round (or payout) of a provider; a form without an ID document
//! keeps the winner's "ID required" state raised until an upload covers it. An upload carries
//! the ID, the TIN and the address together: the TIN is kept with the document, the address
//! per account (the latest given) and copied onto every form the upload covers.

use crate::StoreResult;
use async_trait::async_trait;
use chrono::{DateTime, Utc};
use domain::ids::UserId;
use domain::money::Money;
use domain::tax::address::UsAddress;
use domain::tax::id_document::{DocumentKind, IdType};
use domain::tax::tin::TinKind;
use domain::tax::w2g::WagerType;

/// A W-2G form to write for a reportable win.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewW2gForm {
    /// The form's id (used only when the round has no form yet).
    pub id: String,
    pub user_id: UserId,
    /// The provider whose round (or payout) won: with `round_id` it names the form.
    pub provider: String,
    pub round_id: String,
    /// The game session the round was played in, if any (a jackpot payout may have none).
    pub session_id: Option<String>,
    /// The provider's game id (`slot`).
    pub game: String,
    /// The game's name as the catalogue shows it (`Gold Rush Reels`).
    pub game_name: String,
    pub wager_type: WagerType,
    pub tax_year: i32,
    /// Box 1: the reportable winnings.
    pub reportable: Money,
    /// Everything the round staked (zero for a free round).
    pub staked: Money,
    /// Everything the round won.
    pub won: Money,
    /// When it was won.
    pub won_at: DateTime<Utc>,
}

/// The public part of a TIN: its kind and last four digits, never the number.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TinSummary {
    pub kind: TinKind,
    pub last_four: String,
}

/// The public part of an ID document: never its number or its contents.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IdDocumentSummary {
    pub id: String,
    pub id_type: IdType,
    /// The ID number's last four letters or digits.
    pub number_last_four: String,
    /// The TIN given with it; `None` only for documents uploaded before TINs were asked.
    pub tin: Option<TinSummary>,
    pub uploaded_at: DateTime<Utc>,
}

/// A stored W-2G form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct W2gForm {
    pub id: String,
    pub user_id: UserId,
    pub provider: String,
    pub round_id: String,
    pub session_id: Option<String>,
    pub game: String,
    pub game_name: String,
    pub wager_type: WagerType,
    pub tax_year: i32,
    pub reportable: Money,
    pub staked: Money,
    pub won: Money,
    pub won_at: DateTime<Utc>,
    /// The ID given for it; `None` while the winner still has to upload one.
    pub id_document: Option<IdDocumentSummary>,
    /// The winner's address as given with the ID that covered it; `None` while waiting (and
    /// for forms covered before addresses were asked).
    pub address: Option<UsAddress>,
    pub created_at: DateTime<Utc>,
}

/// An ID document to store with the TIN and address given with it: its number, contents and
/// the TIN already sealed (encrypted) by the caller.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewIdDocument {
    pub id: String,
    pub user_id: UserId,
    pub id_type: IdType,
    pub number_last_four: String,
    /// The sealed ID number (nonce and ciphertext, base64).
    pub number_sealed: String,
    pub document_kind: DocumentKind,
    /// The sealed document (nonce and ciphertext, base64).
    pub document_sealed: String,
    pub tin_kind: TinKind,
    pub tin_last_four: String,
    /// The sealed TIN digits (nonce and ciphertext, base64).
    pub tin_sealed: String,
    /// Kept as the account's latest address and copied onto every form covered.
    pub address: UsAddress,
    pub at: DateTime<Utc>,
}

/// W-2G storage. Every method is one transaction and answers the user's own rows only.
#[async_trait]
pub trait TaxStore: Send + Sync {
    /// Writes the form of `form.provider`'s round `form.round_id`, once: the first report
    /// inserts it; a later one for the same round answers the stored form, raising its amounts
    /// when the round won more since (a later credit of the same round). Concurrent reports of
    /// one round write one form. `NotFound("user")` for unknown users;
    /// `Conflict("w2g_round")` when the round's form is another user's.
    async fn record_w2g_form(&self, form: NewW2gForm) -> StoreResult<W2gForm>;

    /// The user's forms, newest win first.
    async fn w2g_forms(&self, user: &UserId) -> StoreResult<Vec<W2gForm>>;

    /// One of the user's forms; `None` for unknown ids and other users' forms.
    async fn w2g_form(&self, user: &UserId, id: &str) -> StoreResult<Option<W2gForm>>;

    /// The user's oldest form still waiting for an ID document: while there is one, the
    /// user's real-money stakes are refused.
    async fn pending_w2g_form(&self, user: &UserId) -> StoreResult<Option<W2gForm>>;

    /// Stores an ID document with its TIN, keeps its address as the user's latest, and gives
    /// both to every form of the user still waiting for an ID; answers how many it covered.
    /// `Conflict("w2g_not_required")` (nothing written) when no form is waiting.
    async fn save_w2g_id_document(&self, document: NewIdDocument) -> StoreResult<u64>;

    /// The latest address the user gave with a W-2G ID, if any.
    async fn w2g_taxpayer_address(&self, user: &UserId) -> StoreResult<Option<UsAddress>>;
}
