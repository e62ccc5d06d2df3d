//! A W-2G form as a PDF, generated on request at `GET /api/tax/w2g/forms/{id}/pdf` for its
//! owner only (another user's form, like an unknown one, is 404). One US Letter page: the
//! payer (the brand's operator and its EIN), the recipient (the account's name, the street
//! address and city, state and ZIP given with the ID, the taxpayer identification number
//! masked as `***-**-6789`, and the ID given: its type and last four characters), the boxes
//! the casino fills (1 reportable winnings, 2 date won, 3 type of wager, 4 federal income tax
//! withheld, 5 transaction, 7 winnings from identical wagers) and the game. It is the winner's
//! own copy: the full TIN is never printed (the server cannot download it either; only the
//! operator's filing opens it).
//!
//! Box 4 is always $0.00: slot and keno winnings are exempt from regular gambling withholding,
//! and roulette reaches the W-2G only at 300 times the wager, which no built-in roulette round
//! can pay (at most 36 times), so no casino win reaches the 24% withholding rule for winnings
//! over $5,000 at 300 times the wager. Box 7 is $0.00: a casino round is one wager.

use super::display_name;
use crate::brand::Brand;
use crate::identity::errors::ApiError;
use crate::identity::extract::SignedIn;
use crate::state::AppState;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use chrono_tz::America::New_York;
use domain::tax::tin;
use pdf_writer::{Content, Name, Pdf, Rect, Ref, Str};
use store::{User, W2gForm};

/// Who pays the winnings, as the form prints them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Payer {
    pub name: String,
    /// `None` on a development server without `W2G_PAYER_EIN`.
    pub ein: Option<String>,
}

/// The PDF route.
pub fn routes() -> Router<AppState> {
    Router::new().route("/api/tax/w2g/forms/{id}/pdf", get(download))
}

async fn download(
    State(state): State<AppState>,
    who: SignedIn,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let not_found = || ApiError::base(StatusCode::NOT_FOUND, "No such tax form.");
    if id.is_empty() || id.len() > 64 {
        return Err(not_found());
    }
    let form = state
        .store
        .w2g_form(&who.user_id, &id)
        .await?
        .ok_or_else(not_found)?;
    let user = state
        .store
        .user_by_id(&who.user_id)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    let payer = Payer {
        name: Brand::by_code(&state.config.brand).operator.to_owned(),
        ein: state.config.w2g_payer_ein.clone(),
    };
    let bytes = render(&form, &user, &payer);
    let mut response = (StatusCode::OK, bytes).into_response();
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/pdf"),
    );
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    let disposition = format!(
        "attachment; filename=\"W-2G-{}-{}.pdf\"",
        form.tax_year, form.id
    );
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    Ok(response)
}

/// Text as the standard fonts' WinAnsi bytes: Latin-1 characters as they are, anything else
/// as `?` (a name in another script prints as question marks rather than failing the form).
fn latin1(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| {
            u8::try_from(u32::from(c))
                .ok()
                .filter(|b| *b >= 0x20)
                .unwrap_or(b'?')
        })
        .collect()
}

/// A page's text lines, written top to bottom.
struct Page {
    content: Content,
    y: f32,
}

impl Page {
    const LEFT: f32 = 54.0;

    fn text(&mut self, font: &[u8], size: f32, x: f32, text: &str) {
        let bytes = latin1(text);
        self.content
            .begin_text()
            .set_font(Name(font), size)
            .next_line(x, self.y)
            .show(Str(&bytes))
            .end_text();
    }

    fn line(&mut self, size: f32, text: &str) {
        self.text(b"F1", size, Self::LEFT, text);
        self.y -= size + 6.0;
    }

    fn heading(&mut self, text: &str) {
        self.y -= 6.0;
        self.text(b"F2", 11.0, Self::LEFT, text);
        self.y -= 4.0;
        self.content
            .set_line_width(0.5)
            .move_to(Self::LEFT, self.y)
            .line_to(558.0, self.y)
            .stroke();
        self.y -= 15.0;
    }

    fn field(&mut self, label: &str, value: &str) {
        self.text(b"F2", 10.0, Self::LEFT, label);
        self.text(b"F1", 10.0, 250.0, value);
        self.y -= 16.0;
    }
}

/// The form's PDF.
pub fn render(form: &W2gForm, user: &User, payer: &Payer) -> Vec<u8> {
    let (catalog, tree, page_id, regular, bold, contents) = (
        Ref::new(1),
        Ref::new(2),
        Ref::new(3),
        Ref::new(4),
        Ref::new(5),
        Ref::new(6),
    );
    let mut page = Page {
        content: Content::new(),
        y: 740.0,
    };
    page.text(
        b"F2",
        18.0,
        Page::LEFT,
        "Form W-2G  Certain Gambling Winnings",
    );
    page.y -= 20.0;
    page.line(
        10.0,
        &format!(
            "Tax year {}. Copy for the winner's records (the TIN is masked). {}",
            form.tax_year,
            display_name(form)
        ),
    );

    page.heading("Payer");
    page.field("Payer's name", &payer.name);
    page.field(
        "Payer's federal identification number",
        payer
            .ein
            .as_deref()
            .unwrap_or("Not configured on this development server"),
    );

    page.heading("Winner");
    page.field(
        "Winner's name",
        &format!("{} {}", user.first_name, user.last_name),
    );
    match &form.address {
        Some(address) => {
            let street = match &address.line2 {
                Some(line2) => format!("{}, {line2}", address.line1),
                None => address.line1.clone(),
            };
            page.field("Street address", &street);
            page.field("City, state and ZIP code", &address.city_line());
        }
        None => {
            let region =
                domain::region::find(&user.region).map_or(user.region.as_str(), |r| r.name);
            page.field(
                "Address",
                &format!("{region} ({}). No street address is on file.", user.region),
            );
        }
    }
    let tin = form.id_document.as_ref().and_then(|d| d.tin.as_ref());
    match tin {
        Some(tin) => page.field(
            "Taxpayer identification no.",
            &format!("{} ({})", tin::mask(&tin.last_four), tin.kind.as_str()),
        ),
        None => page.field("Taxpayer identification no.", "Not provided"),
    }
    match &form.id_document {
        Some(doc) => {
            page.field(
                "Identification",
                &format!("{} ending {}", doc.id_type.label(), doc.number_last_four),
            );
        }
        None => page.field("Identification", "Not yet provided"),
    }

    page.heading("Winnings");
    page.field("1  Reportable winnings", &form.reportable.formatted());
    let won_on = form.won_at.with_timezone(&New_York);
    page.field(
        "2  Date won",
        &won_on.format("%m/%d/%Y %-I:%M %p ET").to_string(),
    );
    page.field("3  Type of wager", form.wager_type.label());
    page.field(
        "4  Federal income tax withheld",
        &domain::money::Money::new(0, form.won.currency).formatted(),
    );
    page.field(
        "5  Transaction",
        &format!("{} round {}", form.provider, form.round_id),
    );
    page.field(
        "7  Winnings from identical wagers",
        &domain::money::Money::new(0, form.won.currency).formatted(),
    );
    page.field("Game", &form.game_name);
    page.field("Total wagered in the round", &form.staked.formatted());
    page.field("Total won in the round", &form.won.formatted());
    page.y -= 10.0;
    page.line(
        8.0,
        "Gambling winnings are taxable income. Keep this copy with your tax records; the payer",
    );
    page.line(
        8.0,
        "files Copy A of this form with the Internal Revenue Service.",
    );

    let mut pdf = Pdf::new();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree).kids([page_id]).count(1);
    {
        let mut p = pdf.page(page_id);
        p.parent(tree)
            .media_box(Rect::new(0.0, 0.0, 612.0, 792.0))
            .contents(contents);
        p.resources()
            .fonts()
            .pair(Name(b"F1"), regular)
            .pair(Name(b"F2"), bold);
    }
    pdf.type1_font(regular)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    let stream = page.content.finish();
    pdf.stream(contents, &stream);
    pdf.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{NaiveDate, TimeZone, Utc};
    use domain::ids::UserId;
    use domain::money::{Currency, Money};
    use domain::tax::address::UsAddress;
    use domain::tax::id_document::IdType;
    use domain::tax::tin::TinKind;
    use domain::tax::w2g::WagerType;
    use store::{IdDocumentSummary, TinSummary};

    #[test]
    fn the_form_prints_the_payer_winner_and_boxes() {
        let at = Utc
            .with_ymd_and_hms(2026, 11, 27, 20, 0, 0)
            .single()
            .unwrap_or_default();
        let usd = |c| Money::new(c, Currency::Usd);
        let form = W2gForm {
            id: "01FORM".into(),
            user_id: UserId::from_raw("u1"),
            provider: "builtin".into(),
            round_id: "r-9".into(),
            session_id: None,
            game: "slot".into(),
            game_name: "Gold Rush Reels".into(),
            wager_type: WagerType::Slot,
            tax_year: 2026,
            reportable: usd(250_000),
            staked: usd(500),
            won: usd(250_000),
            won_at: at,
            id_document: Some(IdDocumentSummary {
                id: "d1".into(),
                id_type: IdType::Passport,
                number_last_four: "6789".into(),
                tin: Some(TinSummary {
                    kind: TinKind::Itin,
                    last_four: "3456".into(),
                }),
                uploaded_at: at,
            }),
            address: Some(UsAddress {
                line1: "1 Boardwalk".into(),
                line2: Some("Apt 4".into()),
                city: "Atlantic City".into(),
                state: "NJ".into(),
                zip: "08401-1234".into(),
            }),
            created_at: at,
        };
        let user = User {
            id: UserId::from_raw("u1"),
            email: "w@example.com".into(),
            password_hash: String::new(),
            first_name: "Zoë".into(),
            last_name: "Winner".into(),
            date_of_birth: NaiveDate::from_ymd_opt(1990, 1, 1).unwrap_or_default(),
            region: "US-NJ".into(),
            currency: Currency::Usd,
            phone: None,
            strong_auth_enabled: false,
            failed_login_count: 0,
            locked_at: None,
            last_login_at: None,
            previous_login_at: None,
            created_at: at,
        };
        let payer = Payer {
            name: "Halftime Interactive LLC".into(),
            ein: Some("12-3456789".into()),
        };
        let pdf = render(&form, &user, &payer);
        assert!(pdf.starts_with(b"%PDF-"));
        let text = String::from_utf8_lossy(&pdf);
        for expected in [
            "Halftime Interactive LLC",
            "12-3456789",
            "Winner",
            "Passport ending 6789",
            "$2,500.00",
            "Slot machine",
            "builtin round r-9",
            "11/27/2026 3:00 PM ET",
            "Gold Rush Reels, Nov 27",
            "1 Boardwalk, Apt 4",
            "Atlantic City, NJ 08401-1234",
            "***-**-3456 (ITIN)",
            "the TIN is masked",
        ] {
            assert!(text.contains(expected), "{expected} missing");
        }
        assert!(!text.contains("D123"), "never the full number");
        assert!(!text.contains("No street address"));

        // A form still waiting (or covered before addresses were asked) says what is missing.
        let waiting = W2gForm {
            id_document: None,
            address: None,
            ..form
        };
        let text = String::from_utf8_lossy(&render(&waiting, &user, &payer)).into_owned();
        for expected in [
            "New Jersey (US-NJ). No street address is on file.",
            "Not provided",
            "Not yet provided",
        ] {
            assert!(text.contains(expected), "{expected} missing");
        }
    }

    #[test]
    fn text_is_written_as_latin_1() {
        assert_eq!(latin1("Zoë 李\n"), b"Zo\xeb ??".to_vec());
    }
}
