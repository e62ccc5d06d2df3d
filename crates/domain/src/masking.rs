//! Masking of personal data in error reports and analytics events
//! (docs/product/platform-services.md, "Error reports and analytics").
//!
//! [`mask_value`] walks a JSON document and replaces, in keys and values:
//! - emails anywhere in text (also URL-encoded, `alex%40example.com`) with `[email]`;
//! - person names under name-like keys (`firstName`, `last_name`, `name`, `fullName`, ...)
//!   with `[name]`;
//! - North American phone numbers (`+1 555 123 4567`, `1-555-123-4567`, `(555) 123-4567`,
//!   `555.123.4567`, `5551234567`) with `[phone]`, and values of phone-like keys;
//! - street addresses (`123 Main St`, `221B Baker Street, Apt 4`) and values of address-like
//!   keys (`address`, `address1`, `street`, `city`, ...) with `[address]`;
//! - postal codes: ZIP+4 (`12345-6789`) and Canadian codes (`K1A 0B1`) anywhere, any value
//!   of a postal-like key (`zip`, `postalCode`, ...) with `[postal-code]`;
//! - payment details: 13-19 digit card numbers passing the Luhn check (spaces or dashes
//!   allowed; 13-digit runs only with the Visa `4` prefix so millisecond timestamps survive),
//!   IBANs passing their mod-97 check, and values of card-like keys with `[card]`; values of
//!   other payment and secret keys (`cvv`, `iban`, `accountNumber`, `routingNumber`,
//!   `expiry`, `password`, ...) with `[redacted]`.
//!
//! Masking is idempotent: the replacement tokens contain no digits and no `@`, so masked
//! text never matches again. The web app applies the same rules before sending; the server
//! masks again before storing.

use serde_json::{Map, Value};

pub const EMAIL: &str = "[email]";
pub const NAME: &str = "[name]";
pub const PHONE: &str = "[phone]";
pub const ADDRESS: &str = "[address]";
pub const POSTAL_CODE: &str = "[postal-code]";
pub const CARD: &str = "[card]";
pub const REDACTED: &str = "[redacted]";

/// What a key says about its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SensitiveKey {
    Email,
    Name,
    Phone,
    Address,
    PostalCode,
    Card,
    Secret,
}

impl SensitiveKey {
    /// The replacement token of values under such a key.
    pub fn token(self) -> &'static str {
        match self {
            SensitiveKey::Email => EMAIL,
            SensitiveKey::Name => NAME,
            SensitiveKey::Phone => PHONE,
            SensitiveKey::Address => ADDRESS,
            SensitiveKey::PostalCode => POSTAL_CODE,
            SensitiveKey::Card => CARD,
            SensitiveKey::Secret => REDACTED,
        }
    }
}

const NAME_KEYS: &[&str] = &[
    "name",
    "firstname",
    "lastname",
    "middlename",
    "fullname",
    "givenname",
    "familyname",
    "surname",
    "displayname",
    "patronfullname",
    "patronname",
    "accountholdername",
    "cardholdername",
    "nameoncard",
];
const EMAIL_KEYS: &[&str] = &["email", "emailaddress", "mail"];
const PHONE_KEYS: &[&str] = &[
    "phone",
    "phonenumber",
    "mobile",
    "mobilenumber",
    "mobilephone",
    "cellphone",
    "telephone",
    "tel",
    "maskeddestination",
];
const ADDRESS_KEYS: &[&str] = &[
    "address",
    "address1",
    "address2",
    "address3",
    "addressline1",
    "addressline2",
    "addressline3",
    "line1",
    "line2",
    "street",
    "street1",
    "street2",
    "streetaddress",
    "homeaddress",
    "billingaddress",
    "shippingaddress",
    "mailingaddress",
    "residentialaddress",
    "city",
    "town",
];
const POSTAL_KEYS: &[&str] = &["zip", "zipcode", "zip4", "postal", "postalcode", "postcode"];
const CARD_KEYS: &[&str] = &[
    "cardnumber",
    "ccnumber",
    "creditcard",
    "creditcardnumber",
    "debitcardnumber",
    "pan",
];
const SECRET_KEYS: &[&str] = &[
    "cvv",
    "cvv2",
    "cvc",
    "cvc2",
    "securitycode",
    "iban",
    "accountnumber",
    "bankaccount",
    "bankaccountnumber",
    "routingnumber",
    "abanumber",
    "sortcode",
    "expiry",
    "expirydate",
    "expiration",
    "expirationdate",
    "expmonth",
    "expyear",
    "cardexpiry",
    "password",
    "newpassword",
    "currentpassword",
    "ssn",
    "socialsecuritynumber",
    "sin",
    "tin",
    "itin",
    "taxid",
    "taxpayerid",
    "taxpayeridentificationnumber",
    // An identity document's details and photos (identity verification, the W-2G's ID).
    "dateofbirth",
    "dob",
    "birthdate",
    "documentnumber",
    "idnumber",
    "licensenumber",
    "passportnumber",
    "photo",
    "photos",
    "accesstoken",
    "refreshtoken",
    "authorization",
];

/// Classifies a key, ignoring case and separators (`first_name` = `firstName` =
/// `First-Name`).
pub fn sensitive_key(key: &str) -> Option<SensitiveKey> {
    let normal: String = key
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    let table: [(&[&str], SensitiveKey); 7] = [
        (NAME_KEYS, SensitiveKey::Name),
        (EMAIL_KEYS, SensitiveKey::Email),
        (PHONE_KEYS, SensitiveKey::Phone),
        (ADDRESS_KEYS, SensitiveKey::Address),
        (POSTAL_KEYS, SensitiveKey::PostalCode),
        (CARD_KEYS, SensitiveKey::Card),
        (SECRET_KEYS, SensitiveKey::Secret),
    ];
    table
        .iter()
        .find(|(keys, _)| keys.contains(&normal.as_str()))
        .map(|(_, kind)| *kind)
}

/// Masks a whole JSON document: keys and string values by the text rules, values under
/// sensitive keys wholesale (nulls and booleans stay), numbers whose digits look like a
/// card or phone number.
pub fn mask_value(value: &Value) -> Value {
    match value {
        Value::String(s) => Value::String(mask_text(s)),
        Value::Number(n) => {
            let text = n.to_string();
            let masked = mask_text(&text);
            if masked == text {
                value.clone()
            } else {
                Value::String(masked)
            }
        }
        Value::Array(items) => Value::Array(items.iter().map(mask_value).collect()),
        Value::Object(map) => Value::Object(mask_object(map)),
        Value::Null | Value::Bool(_) => value.clone(),
    }
}

/// [`mask_value`] of an object.
pub fn mask_object(map: &Map<String, Value>) -> Map<String, Value> {
    let mut out = Map::new();
    for (key, value) in map {
        let mut masked_key = mask_text(key);
        if out.contains_key(&masked_key) {
            let base = masked_key.clone();
            let mut n = 2_u32;
            while out.contains_key(&masked_key) {
                masked_key = format!("{base} ({n})");
                n = n.saturating_add(1);
            }
        }
        // Classified by the masked key too, so masking again gives the same result.
        let kind = sensitive_key(key).or_else(|| sensitive_key(&masked_key));
        let masked_value = match (kind, value) {
            (_, Value::Null | Value::Bool(_)) => value.clone(),
            (Some(kind), _) => Value::String(kind.token().to_owned()),
            (None, _) => mask_value(value),
        };
        out.insert(masked_key, masked_value);
    }
    out
}

/// Masks free text: emails, card numbers, IBANs, phone numbers, ZIP+4 and Canadian postal
/// codes, street addresses (in that order).
pub fn mask_text(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    let chars: Vec<char> = text.chars().collect();
    let chars = replace_emails(&chars);
    let chars = replace_cards(&chars);
    let chars = replace_spans(&chars, match_iban, CARD);
    let chars = replace_spans(&chars, match_phone, PHONE);
    let chars = replace_spans(&chars, match_zip4, POSTAL_CODE);
    let chars = replace_spans(&chars, match_canadian_postal, POSTAL_CODE);
    let chars = replace_spans(&chars, match_street_address, ADDRESS);
    chars.into_iter().collect()
}

/// The Luhn check of a digit string (false for anything but ASCII digits).
pub fn luhn_valid(digits: &str) -> bool {
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    let mut sum = 0_u32;
    for (i, b) in digits.bytes().rev().enumerate() {
        let mut d = u32::from(b - b'0');
        if i % 2 == 1 {
            d *= 2;
            if d > 9 {
                d -= 9;
            }
        }
        sum += d;
    }
    sum.is_multiple_of(10)
}

/// Whether a digit string is a plausible payment card number: 14-19 digits passing Luhn,
/// or 13 digits starting with 4 (older Visa) passing Luhn.
pub fn is_card_number(digits: &str) -> bool {
    match digits.len() {
        13 => digits.starts_with('4') && luhn_valid(digits),
        14..=19 => luhn_valid(digits),
        _ => false,
    }
}

// ---- scanning helpers -----------------------------------------------------------------

fn at(chars: &[char], i: usize) -> Option<char> {
    chars.get(i).copied()
}

fn is_digit_at(chars: &[char], i: usize) -> bool {
    at(chars, i).is_some_and(|c| c.is_ascii_digit())
}

fn is_alnum_at(chars: &[char], i: usize) -> bool {
    at(chars, i).is_some_and(char::is_alphanumeric)
}

/// Whether position `i - 1` is not a digit (or `i` is the start).
fn digit_boundary_before(chars: &[char], i: usize) -> bool {
    i == 0 || !is_digit_at(chars, i - 1)
}

/// Replaces every span found by `matcher` (tried left to right at each position; it
/// returns the end of a match starting at `i`) with `token`.
fn replace_spans(
    chars: &[char],
    matcher: fn(&[char], usize) -> Option<usize>,
    token: &str,
) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        match matcher(chars, i) {
            Some(end) if end > i => {
                out.extend(token.chars());
                i = end;
            }
            _ => {
                if let Some(c) = at(chars, i) {
                    out.push(c);
                }
                i += 1;
            }
        }
    }
    out
}

// ---- emails ---------------------------------------------------------------------------

fn is_local_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '%' | '+' | '-' | '\'')
}

fn is_domain_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '-')
}

/// Length of the `@` separator at `i`: 1 for `@`, 3 for URL-encoded `%40`.
fn at_sign(chars: &[char], i: usize) -> Option<usize> {
    match at(chars, i)? {
        '@' => Some(1),
        '%' if at(chars, i + 1) == Some('4') && at(chars, i + 2) == Some('0') => Some(3),
        _ => None,
    }
}

fn replace_emails(chars: &[char]) -> Vec<char> {
    let mut out: Vec<char> = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if let Some(sep) = at_sign(chars, i) {
            // Local part: what was already copied to `out` just before the separator.
            let local_len = out
                .iter()
                .rev()
                .take_while(|c| is_local_char(**c) && **c != '%')
                .count();
            let domain_start = i + sep;
            let mut end = domain_start;
            while at(chars, end).is_some_and(is_domain_char) {
                end += 1;
            }
            // No trailing dots or dashes ("write to a@b.com.").
            while end > domain_start && matches!(at(chars, end - 1), Some('.' | '-')) {
                end -= 1;
            }
            let domain: String = chars
                .get(domain_start..end)
                .unwrap_or_default()
                .iter()
                .collect();
            let tld_ok = domain.rsplit_once('.').is_some_and(|(host, tld)| {
                !host.is_empty() && tld.len() >= 2 && tld.chars().all(|c| c.is_ascii_alphabetic())
            });
            if local_len > 0 && tld_ok {
                out.truncate(out.len() - local_len);
                out.extend(EMAIL.chars());
                i = end;
                continue;
            }
        }
        if let Some(c) = at(chars, i) {
            out.push(c);
        }
        i += 1;
    }
    out
}

// ---- card numbers ---------------------------------------------------------------------

/// Digit groups separated by exactly one space or dash, as (start, end) char ranges.
fn digit_groups(chars: &[char], start: usize) -> Vec<(usize, usize)> {
    let mut groups = Vec::new();
    let mut i = start;
    loop {
        let group_start = i;
        while is_digit_at(chars, i) {
            i += 1;
        }
        if i == group_start {
            break;
        }
        groups.push((group_start, i));
        if matches!(at(chars, i), Some(' ' | '-')) && is_digit_at(chars, i + 1) {
            i += 1;
        } else {
            break;
        }
    }
    groups
}

fn replace_cards(chars: &[char]) -> Vec<char> {
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        if is_digit_at(chars, i) && digit_boundary_before(chars, i) {
            let groups = digit_groups(chars, i);
            let mut cursor = 0; // index into groups
            while let Some(&(group_start, _)) = groups.get(cursor) {
                // Longest card-valid span of whole groups starting at this group.
                let mut digits = String::new();
                let mut best: Option<usize> = None;
                for (j, &(s, e)) in groups.iter().enumerate().skip(cursor) {
                    digits.extend(chars.get(s..e).unwrap_or_default());
                    if digits.len() > 19 {
                        break;
                    }
                    if is_card_number(&digits) {
                        best = Some(j);
                    }
                }
                let copy_until = match best {
                    Some(j) => {
                        out.extend(CARD.chars());
                        cursor = j + 1;
                        groups.get(j).map_or(group_start, |g| g.1)
                    }
                    None => {
                        let end = groups.get(cursor).map_or(group_start, |g| g.1);
                        out.extend(chars.get(group_start..end).unwrap_or_default());
                        cursor += 1;
                        end
                    }
                };
                // The separator after this span, when another group follows.
                if groups.get(cursor).is_some()
                    && let Some(sep) = at(chars, copy_until)
                {
                    out.push(sep);
                }
                i = copy_until;
            }
            // `i` is at the end of the last group; a trailing separator is copied below.
            continue;
        }
        if let Some(c) = at(chars, i) {
            out.push(c);
        }
        i += 1;
    }
    out
}

// ---- IBAN -----------------------------------------------------------------------------

fn match_iban(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && is_alnum_at(chars, i - 1) {
        return None;
    }
    let (a, b) = (at(chars, i)?, at(chars, i + 1)?);
    if !(a.is_ascii_uppercase() && b.is_ascii_uppercase()) {
        return None;
    }
    if !(is_digit_at(chars, i + 2) && is_digit_at(chars, i + 3)) {
        return None;
    }
    let mut end = i + 4;
    while at(chars, end).is_some_and(|c| c.is_ascii_digit() || c.is_ascii_uppercase()) {
        end += 1;
    }
    let len = end - i;
    if !(15..=34).contains(&len) || is_alnum_at(chars, end) {
        return None;
    }
    let iban = chars.get(i..end)?;
    // Move the first four characters to the end, letters to numbers, mod 97 == 1.
    let rearranged = iban.iter().skip(4).chain(iban.iter().take(4));
    let mut rem = 0_u32;
    for c in rearranged {
        let value = c.to_digit(36)?;
        rem = if value >= 10 {
            (rem * 100 + value) % 97
        } else {
            (rem * 10 + value) % 97
        };
    }
    (rem == 1).then_some(end)
}

// ---- phone numbers --------------------------------------------------------------------

fn digits_at(chars: &[char], i: usize, n: usize) -> bool {
    (i..i + n).all(|k| is_digit_at(chars, k))
}

fn is_phone_sep(c: Option<char>) -> bool {
    matches!(c, Some(' ' | '-' | '.'))
}

fn match_phone(chars: &[char], start: usize) -> Option<usize> {
    if start > 0 && (is_alnum_at(chars, start - 1) || at(chars, start - 1) == Some('+')) {
        return None;
    }
    let mut i = start;
    let mut separated = false;
    // Country code: "+1", "+1 ", "1-", "1 ", "1.".
    if at(chars, i) == Some('+') {
        if at(chars, i + 1) != Some('1') {
            return None;
        }
        i += 2;
        separated = true;
        if is_phone_sep(at(chars, i)) {
            i += 1;
        }
    } else if at(chars, i) == Some('1') && is_phone_sep(at(chars, i + 1)) {
        let after = i + 2;
        if digits_at(chars, after, 3) || at(chars, after) == Some('(') {
            i = after;
            separated = true;
        }
    }
    // Area code: "(555)" or "555".
    let area_first;
    if at(chars, i) == Some('(') {
        if !digits_at(chars, i + 1, 3) || at(chars, i + 4) != Some(')') {
            return None;
        }
        area_first = at(chars, i + 1)?;
        i += 5;
        separated = true;
        if matches!(at(chars, i), Some(' ' | '-')) {
            i += 1;
        }
    } else {
        if !digits_at(chars, i, 3) {
            return None;
        }
        area_first = at(chars, i)?;
        i += 3;
        if is_phone_sep(at(chars, i)) {
            i += 1;
            separated = true;
        }
    }
    // Exchange and line number.
    if !digits_at(chars, i, 3) {
        return None;
    }
    let exchange_first = at(chars, i)?;
    i += 3;
    if is_phone_sep(at(chars, i)) {
        i += 1;
        separated = true;
    }
    if !digits_at(chars, i, 4) {
        return None;
    }
    i += 4;
    if is_digit_at(chars, i) {
        return None;
    }
    // Ten bare digits only when they follow the numbering plan (area code and exchange
    // start with 2-9), so second-resolution timestamps and ids are left alone.
    let plan = |c: char| ('2'..='9').contains(&c);
    if !(separated || plan(area_first) && plan(exchange_first)) {
        return None;
    }
    Some(i)
}

// ---- postal codes ---------------------------------------------------------------------

fn match_zip4(chars: &[char], i: usize) -> Option<usize> {
    if !digit_boundary_before(chars, i) || (i > 0 && at(chars, i - 1) == Some('-')) {
        return None;
    }
    if digits_at(chars, i, 5)
        && at(chars, i + 5) == Some('-')
        && digits_at(chars, i + 6, 4)
        && !is_digit_at(chars, i + 10)
        && at(chars, i + 10) != Some('-')
    {
        Some(i + 10)
    } else {
        None
    }
}

fn postal_letter(c: Option<char>, upper_only: bool, first: bool) -> bool {
    let Some(c) = c else { return false };
    let up = c.to_ascii_uppercase();
    if upper_only && !c.is_ascii_uppercase() {
        return false;
    }
    if !up.is_ascii_uppercase() || matches!(up, 'D' | 'F' | 'I' | 'O' | 'Q' | 'U') {
        return false;
    }
    !(first && matches!(up, 'W' | 'Z'))
}

fn match_canadian_postal(chars: &[char], i: usize) -> Option<usize> {
    if i > 0 && is_alnum_at(chars, i - 1) {
        return None;
    }
    let spaced = at(chars, i + 3) == Some(' ');
    // Lower case only with the space ("k1a 0b1"), so hashes like "a1b2c3" survive.
    let upper_only = !spaced;
    let second = if spaced { i + 4 } else { i + 3 };
    let ok = postal_letter(at(chars, i), upper_only, true)
        && is_digit_at(chars, i + 1)
        && postal_letter(at(chars, i + 2), upper_only, false)
        && is_digit_at(chars, second)
        && postal_letter(at(chars, second + 1), upper_only, false)
        && is_digit_at(chars, second + 2);
    let end = second + 3;
    // Both halves in the same case.
    let same_case = chars
        .get(i..end)
        .unwrap_or_default()
        .iter()
        .filter(|c| c.is_ascii_alphabetic())
        .map(char::is_ascii_uppercase)
        .collect::<Vec<_>>()
        .windows(2)
        .all(|w| w.first() == w.get(1));
    (ok && same_case && !is_alnum_at(chars, end)).then_some(end)
}

// ---- street addresses -----------------------------------------------------------------

const STREET_SUFFIXES: &[&str] = &[
    "st",
    "street",
    "ave",
    "av",
    "avenue",
    "rd",
    "road",
    "blvd",
    "boulevard",
    "dr",
    "drive",
    "ln",
    "lane",
    "way",
    "ct",
    "court",
    "pl",
    "place",
    "ter",
    "terrace",
    "pkwy",
    "parkway",
    "hwy",
    "highway",
    "cir",
    "circle",
    "sq",
    "square",
    "trl",
    "trail",
    "cres",
    "crescent",
];
const UNIT_WORDS: &[&str] = &["apt", "apartment", "suite", "ste", "unit", "#"];

/// A word of letters (optionally ending in '.') starting at `i`: returns its end.
fn word_at(chars: &[char], i: usize) -> Option<usize> {
    let mut end = i;
    while at(chars, end).is_some_and(|c| c.is_alphabetic()) {
        end += 1;
    }
    (end > i).then_some(end)
}

/// An ordinal such as "5th" or "42nd".
fn ordinal_at(chars: &[char], i: usize) -> Option<usize> {
    let mut end = i;
    while is_digit_at(chars, end) {
        end += 1;
    }
    if end == i {
        return None;
    }
    let suffix: String = chars
        .get(end..end + 2)?
        .iter()
        .collect::<String>()
        .to_lowercase();
    matches!(suffix.as_str(), "st" | "nd" | "rd" | "th").then_some(end + 2)
}

fn lower(chars: &[char], s: usize, e: usize) -> String {
    chars
        .get(s..e)
        .unwrap_or_default()
        .iter()
        .collect::<String>()
        .to_lowercase()
}

fn match_street_address(chars: &[char], start: usize) -> Option<usize> {
    if start > 0 && is_alnum_at(chars, start - 1) {
        return None;
    }
    // House number: 1-6 digits, optionally one letter ("221B").
    let mut i = start;
    while is_digit_at(chars, i) {
        i += 1;
    }
    let number_len = i - start;
    if !(1..=6).contains(&number_len) {
        return None;
    }
    if at(chars, i).is_some_and(|c| c.is_ascii_alphabetic()) && at(chars, i + 1) == Some(' ') {
        i += 1;
    }
    // 1-4 capitalised words or ordinals, then a street suffix.
    let mut words = 0;
    loop {
        if at(chars, i) != Some(' ') {
            return None;
        }
        let w = i + 1;
        let (end, is_word) = match word_at(chars, w) {
            Some(end) => (end, true),
            None => (ordinal_at(chars, w)?, false),
        };
        if words > 0 && is_word && STREET_SUFFIXES.contains(&lower(chars, w, end).as_str()) {
            let mut end = end;
            if at(chars, end) == Some('.') {
                end += 1;
            }
            if is_alnum_at(chars, end) {
                return None;
            }
            return Some(unit_after(chars, end));
        }
        if is_word && !at(chars, w).is_some_and(char::is_uppercase) {
            return None;
        }
        words += 1;
        if words > 4 {
            return None;
        }
        i = end;
    }
}

/// Extends an address over a following unit (", Apt 4B", " Suite 200", " #12").
fn unit_after(chars: &[char], end: usize) -> usize {
    let mut i = end;
    if at(chars, i) == Some(',') {
        i += 1;
    }
    if at(chars, i) != Some(' ') {
        return end;
    }
    i += 1;
    let word_end = if at(chars, i) == Some('#') {
        i + 1
    } else {
        match word_at(chars, i) {
            Some(e) => e,
            None => return end,
        }
    };
    if !UNIT_WORDS.contains(&lower(chars, i, word_end).as_str()) {
        return end;
    }
    let mut j = word_end;
    if at(chars, j) == Some('.') {
        j += 1;
    }
    if at(chars, j) == Some(' ') {
        j += 1;
    }
    let unit_start = j;
    while at(chars, j).is_some_and(|c| c.is_ascii_alphanumeric()) {
        j += 1;
    }
    if j == unit_start
        || !chars
            .get(unit_start..j)
            .unwrap_or_default()
            .iter()
            .any(char::is_ascii_digit)
    {
        return end;
    }
    j
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::panic)]
    use super::*;
    use proptest::prelude::*;
    use serde_json::json;

    #[test]
    fn emails_anywhere_in_text() {
        assert_eq!(mask_text("alex@example.com"), "[email]");
        assert_eq!(
            mask_text("login failed for Alex.Morgan+bets@mail.example.co.uk."),
            "login failed for [email]."
        );
        assert_eq!(
            mask_text("GET /api?email=alex%40example.com&x=1"),
            "GET /api?email=[email]&x=1"
        );
        assert_eq!(mask_text("a@b and c@d.io"), "a@b and [email]");
        assert_eq!(mask_text("@handle"), "@handle");
    }

    #[test]
    fn names_by_key() {
        let masked = mask_value(&json!({
            "firstName": "Alex", "last_name": "Morgan", "name": "Alex Morgan",
            "fullName": "Alex Morgan", "full_name": "A M", "patronFullName": "Jordan Lee",
            "First-Name": "X", "nickname_count": 3, "eventName": "bet_placed"
        }));
        assert_eq!(
            masked,
            json!({
                "firstName": "[name]", "last_name": "[name]", "name": "[name]",
                "fullName": "[name]", "full_name": "[name]", "patronFullName": "[name]",
                "First-Name": "[name]", "nickname_count": 3, "eventName": "bet_placed"
            })
        );
    }

    #[test]
    fn usernames_that_are_emails_are_masked_by_the_email_rule() {
        assert_eq!(
            mask_value(&json!({"username": "alex@example.com"})),
            json!({"username": "[email]"})
        );
    }

    #[test]
    fn north_american_phone_numbers() {
        for phone in [
            "+1 555 123 4567",
            "+15551234567",
            "+1-555-123-4567",
            "1-555-123-4567",
            "1 (555) 123-4567",
            "(555) 123-4567",
            "(555)123-4567",
            "555-123-4567",
            "555.123.4567",
            "555 123 4567",
            "2125551234",
        ] {
            assert_eq!(
                mask_text(&format!("call {phone} now")),
                "call [phone] now",
                "{phone}"
            );
        }
        // Second-resolution timestamps, short numbers and long ids are not phones.
        assert_eq!(mask_text("at 1767225600"), "at 1767225600");
        assert_eq!(mask_text("id 12345678901234"), "id 12345678901234");
        assert_eq!(mask_text("v1.2.3"), "v1.2.3");
        assert_eq!(
            mask_value(&json!({"phoneNumber": "whatever"})),
            json!({"phoneNumber": "[phone]"})
        );
    }

    #[test]
    fn street_addresses_by_value_and_key() {
        assert_eq!(mask_text("lives at 123 Main St"), "lives at [address]");
        assert_eq!(
            mask_text("123 Main St. Springfield"),
            "[address] Springfield"
        );
        assert_eq!(mask_text("1600 Pennsylvania Avenue NW"), "[address] NW");
        assert_eq!(mask_text("221B Baker Street, Apt 4B"), "[address]");
        assert_eq!(mask_text("50 W 5th Ave Suite 200"), "[address]");
        assert_eq!(
            mask_text("found 3 items along the way"),
            "found 3 items along the way"
        );
        assert_eq!(
            mask_value(
                &json!({"address": {"line": "x"}, "address1": "1 A", "city": "Newark", "street": "Elm"})
            ),
            json!({"address": "[address]", "address1": "[address]", "city": "[address]", "street": "[address]"})
        );
    }

    #[test]
    fn postal_codes() {
        assert_eq!(mask_text("zip 07102-1234 ok"), "zip [postal-code] ok");
        assert_eq!(mask_text("K1A 0B1"), "[postal-code]");
        assert_eq!(
            mask_text("Toronto, ON M5V3L9."),
            "Toronto, ON [postal-code]."
        );
        assert_eq!(mask_text("k1a 0b1"), "[postal-code]");
        // Plain five digits are only a ZIP under a postal key; hashes are not postal codes.
        assert_eq!(mask_text("order 07102"), "order 07102");
        assert_eq!(mask_text("main.a1b2c3.js"), "main.a1b2c3.js");
        assert_eq!(
            mask_value(&json!({"zip": "07102", "postalCode": 7102, "zipCode": null})),
            json!({"zip": "[postal-code]", "postalCode": "[postal-code]", "zipCode": null})
        );
    }

    #[test]
    fn payment_details() {
        assert!(luhn_valid("4111111111111111"));
        assert!(!luhn_valid("4111111111111112"));
        assert_eq!(
            mask_text("card 4111 1111 1111 1111 declined"),
            "card [card] declined"
        );
        assert_eq!(mask_text("4111-1111-1111-1111"), "[card]");
        assert_eq!(mask_text("amex 378282246310005."), "amex [card].");
        assert_eq!(
            mask_text("not luhn 4111111111111112"),
            "not luhn 4111111111111112"
        );
        // Millisecond timestamps (13 digits, not starting with 4) are kept.
        assert_eq!(mask_text("1767225600000"), "1767225600000");
        assert_eq!(
            mask_value(&json!(4_111_111_111_111_111_u64)),
            json!("[card]")
        );
        assert_eq!(
            mask_value(&json!(1_767_225_600_000_u64)),
            json!(1_767_225_600_000_u64)
        );
        assert_eq!(
            mask_text("IBAN GB82WEST12345698765432 ok"),
            "IBAN [card] ok"
        );
        assert_eq!(
            mask_value(&json!({
                "cvv": "123", "cvc": 999, "cardNumber": "x", "pan": "y", "iban": "z",
                "accountNumber": "1", "routingNumber": "021000021", "expiry": "12/29",
                "password": "hunter2"
            })),
            json!({
                "cvv": "[redacted]", "cvc": "[redacted]", "cardNumber": "[card]", "pan": "[card]",
                "iban": "[redacted]", "accountNumber": "[redacted]",
                "routingNumber": "[redacted]", "expiry": "[redacted]", "password": "[redacted]"
            })
        );
        // A W-2G's taxpayer number, by any of its names.
        assert_eq!(
            mask_value(&json!({"tin": "123-45-6789", "ITIN": "912-70-1234", "taxpayer_id": 1})),
            json!({"tin": "[redacted]", "ITIN": "[redacted]", "taxpayer_id": "[redacted]"})
        );
        // An identity document's details and photos, by the names the verification calls use.
        assert_eq!(
            mask_value(&json!({
                "dateOfBirth": "1990-04-01", "date_of_birth": "1990-04-01", "DOB": "1990-04-01",
                "documentNumber": "D1234567", "id_number": "X1", "photos": {"front": "AAAA"}
            })),
            json!({
                "dateOfBirth": "[redacted]", "date_of_birth": "[redacted]", "DOB": "[redacted]",
                "documentNumber": "[redacted]", "id_number": "[redacted]", "photos": "[redacted]"
            })
        );
    }

    #[test]
    fn strings_embedding_several_kinds() {
        let text = "Alex (alex@example.com, +1 555-123-4567) at 123 Main St, Newark NJ 07102-1234 / K1A 0B1 paid with 4111 1111 1111 1111";
        assert_eq!(
            mask_text(text),
            "Alex ([email], [phone]) at [address], Newark NJ [postal-code] / [postal-code] paid with [card]"
        );
    }

    #[test]
    fn nested_objects_arrays_and_keys() {
        let value = json!({
            "user": {"firstName": "Alex", "contacts": [{"email": "a@b.co"}, "call 555-123-4567"]},
            "alex@example.com": {"lastName": "Morgan"},
            "jordan@example.com": 1,
            "flags": [true, null, 3.5],
        });
        let masked = mask_value(&value);
        assert_eq!(
            masked,
            json!({
                "user": {"firstName": "[name]", "contacts": [{"email": "[email]"}, "call [phone]"]},
                "[email]": "[email]",
                "[email] (2)": 1,
                "flags": [true, null, 3.5],
            })
        );
        assert_eq!(mask_value(&masked), masked);
    }

    fn luhn_complete(prefix: &str) -> String {
        (0..10)
            .map(|d| format!("{prefix}{d}"))
            .find(|s| luhn_valid(s))
            .unwrap()
    }

    fn luhn_16_runs(text: &str) -> Vec<String> {
        // Every maximal run of digits (joined over single spaces or dashes) with a
        // Luhn-valid window of exactly 16 digits aligned to its groups.
        let chars: Vec<char> = text.chars().collect();
        let mut found = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            if is_digit_at(&chars, i) && digit_boundary_before(&chars, i) {
                let groups = digit_groups(&chars, i);
                for a in 0..groups.len() {
                    let mut digits = String::new();
                    for g in &groups[a..] {
                        digits.extend(&chars[g.0..g.1]);
                        if digits.len() == 16 && luhn_valid(&digits) {
                            found.push(digits.clone());
                        }
                    }
                }
                i = groups.last().map_or(i + 1, |g| g.1);
            } else {
                i += 1;
            }
        }
        found
    }

    fn card_strategy() -> impl Strategy<Value = String> {
        ("[2-6][0-9]{14}", prop::sample::select(vec!["", " ", "-"])).prop_map(|(p, sep)| {
            let card = luhn_complete(&p);
            if sep.is_empty() {
                card
            } else {
                card.as_bytes()
                    .chunks(4)
                    .map(|c| String::from_utf8_lossy(c).into_owned())
                    .collect::<Vec<_>>()
                    .join(sep)
            }
        })
    }

    fn text_strategy() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            "[a-zA-Z0-9 @.+()_%#,-]{0,12}",
            card_strategy(),
            Just("alex@example.com".to_owned()),
            Just("(555) 123-4567".to_owned()),
            Just("123 Main St".to_owned()),
            Just("K1A 0B1".to_owned()),
            Just("07102-1234".to_owned()),
        ];
        prop::collection::vec(piece, 0..8).prop_map(|v| v.join(" "))
    }

    proptest! {
        #[test]
        fn masking_text_is_idempotent(text in text_strategy()) {
            let once = mask_text(&text);
            prop_assert_eq!(mask_text(&once), once.clone());
        }

        #[test]
        fn masking_arbitrary_text_is_idempotent(text in "\\PC{0,40}") {
            let once = mask_text(&text);
            prop_assert_eq!(mask_text(&once), once.clone());
        }

        #[test]
        fn no_luhn_valid_16_digit_run_survives(
            before in "[a-z ,.;:]{0,6}", card in card_strategy(), after in "[a-z ,.;:]{0,6}",
            more in text_strategy(),
        ) {
            let text = format!("{before}{card}{after} {more}");
            let masked = mask_text(&text);
            prop_assert!(luhn_16_runs(&masked).is_empty(), "{} -> {}", text, masked);
        }

        #[test]
        fn masking_json_is_idempotent(
            keys in prop::collection::vec(prop_oneof![
                Just("firstName".to_owned()), Just("a@b.co".to_owned()), Just("[email]".to_owned()),
                Just("zip".to_owned()), "[a-z]{1,6}"
            ], 0..6),
            texts in prop::collection::vec(text_strategy(), 6),
        ) {
            let mut map = Map::new();
            for (k, t) in keys.iter().zip(texts.iter()) {
                map.insert(k.clone(), json!([t, {"nested": t, "phone": t}]));
            }
            let value = Value::Object(map);
            let once = mask_value(&value);
            prop_assert_eq!(mask_value(&once), once.clone());
        }
    }
}
