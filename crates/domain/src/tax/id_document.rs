//! The government ID a W-2G winner uploads: its type, its number and the document (an image
//! or a PDF), checked here before anything is stored. The server stores the number and the
//! document encrypted and answers only the type, the number's last four characters and when
//! it was uploaded.

use serde::{Deserialize, Serialize};

/// The largest document accepted, in bytes (5 MiB).
pub const MAX_DOCUMENT_BYTES: usize = 5 * 1024 * 1024;

/// The smallest document accepted, in bytes: anything shorter is no photo of an ID.
pub const MIN_DOCUMENT_BYTES: usize = 100;

/// Which government ID was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum IdType {
    DriversLicense,
    Passport,
    StateId,
}

impl IdType {
    /// Every type, in the order the form lists them.
    pub const ALL: [IdType; 3] = [IdType::DriversLicense, IdType::Passport, IdType::StateId];

    /// The stored (and API) code.
    pub fn as_str(self) -> &'static str {
        match self {
            IdType::DriversLicense => "DRIVERS_LICENSE",
            IdType::Passport => "PASSPORT",
            IdType::StateId => "STATE_ID",
        }
    }

    /// Reads a code.
    pub fn parse(s: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == s)
    }

    /// How the form names it.
    pub fn label(self) -> &'static str {
        match self {
            IdType::DriversLicense => "Driver's license",
            IdType::Passport => "Passport",
            IdType::StateId => "State ID",
        }
    }
}

/// What a document is, by its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DocumentKind {
    Jpeg,
    Png,
    Pdf,
}

impl DocumentKind {
    /// The media type.
    pub fn media_type(self) -> &'static str {
        match self {
            DocumentKind::Jpeg => "image/jpeg",
            DocumentKind::Png => "image/png",
            DocumentKind::Pdf => "application/pdf",
        }
    }

    /// Reads a stored media type.
    pub fn parse(s: &str) -> Option<Self> {
        [DocumentKind::Jpeg, DocumentKind::Png, DocumentKind::Pdf]
            .into_iter()
            .find(|k| k.media_type() == s)
    }

    /// The kind by magic bytes (never by a file name): JPEG `FF D8 FF`, PNG's eight-byte
    /// signature, PDF `%PDF-`.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(DocumentKind::Jpeg)
        } else if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A]) {
            Some(DocumentKind::Png)
        } else if bytes.starts_with(b"%PDF-") {
            Some(DocumentKind::Pdf)
        } else {
            None
        }
    }
}

/// Why an ID upload was refused; each names the field it is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum IdError {
    #[error("Choose the type of ID: driver's license, passport or state ID.")]
    UnknownType,
    #[error("Enter the ID number as printed: 4 to 20 letters, digits, spaces or dashes.")]
    BadNumber,
    #[error("Upload a JPEG, PNG or PDF of your ID.")]
    BadDocumentType,
    #[error("The file is too large: the most is 5 MB.")]
    TooLarge,
    #[error("The file is empty or too small to be an ID.")]
    TooSmall,
}

impl IdError {
    /// The request field the error is about.
    pub fn field(self) -> &'static str {
        match self {
            IdError::UnknownType => "idType",
            IdError::BadNumber => "idNumber",
            IdError::BadDocumentType | IdError::TooLarge | IdError::TooSmall => "document",
        }
    }
}

/// The ID number as stored: trimmed, upper case, inner spaces and dashes kept. 4 to 20
/// characters of ASCII letters, digits, spaces and dashes, at least 4 of them letters or digits.
pub fn normalize_number(raw: &str) -> Result<String, IdError> {
    let number = raw.trim().to_ascii_uppercase();
    let allowed = number
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-');
    let significant = number.chars().filter(char::is_ascii_alphanumeric).count();
    if !allowed || !(4..=20).contains(&number.len()) || significant < 4 {
        return Err(IdError::BadNumber);
    }
    Ok(number)
}

/// The last four letters or digits of a normalised number: all an answer ever shows of it.
pub fn last_four(number: &str) -> String {
    let significant: Vec<char> = number.chars().filter(char::is_ascii_alphanumeric).collect();
    let start = significant.len().saturating_sub(4);
    significant
        .get(start..)
        .unwrap_or_default()
        .iter()
        .collect()
}

/// Checks a document's size and kind.
pub fn check_document(bytes: &[u8]) -> Result<DocumentKind, IdError> {
    if bytes.len() > MAX_DOCUMENT_BYTES {
        return Err(IdError::TooLarge);
    }
    if bytes.len() < MIN_DOCUMENT_BYTES {
        return Err(IdError::TooSmall);
    }
    DocumentKind::sniff(bytes).ok_or(IdError::BadDocumentType)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn padded(head: &[u8]) -> Vec<u8> {
        let mut bytes = head.to_vec();
        bytes.resize(MIN_DOCUMENT_BYTES, 0);
        bytes
    }

    #[test]
    fn documents_are_known_by_their_magic_bytes_not_their_names() {
        assert_eq!(
            check_document(&padded(&[0xFF, 0xD8, 0xFF, 0xE0])),
            Ok(DocumentKind::Jpeg)
        );
        assert_eq!(
            check_document(&padded(b"\x89PNG\r\n\x1a\n")),
            Ok(DocumentKind::Png)
        );
        assert_eq!(check_document(&padded(b"%PDF-1.7")), Ok(DocumentKind::Pdf));
        assert_eq!(
            check_document(&padded(b"GIF89a")),
            Err(IdError::BadDocumentType)
        );
        assert_eq!(
            check_document(&padded(b"<html>")),
            Err(IdError::BadDocumentType)
        );
        assert_eq!(check_document(b"%PDF-1.7"), Err(IdError::TooSmall));
        let mut big = padded(b"%PDF-1.7");
        big.resize(MAX_DOCUMENT_BYTES, 0);
        assert_eq!(check_document(&big), Ok(DocumentKind::Pdf));
        big.push(0);
        assert_eq!(check_document(&big), Err(IdError::TooLarge));
    }

    #[test]
    fn numbers_are_normalised_and_only_their_last_four_shown() {
        assert_eq!(
            normalize_number("  d123-456-789 "),
            Ok("D123-456-789".into())
        );
        assert_eq!(last_four("D123-456-789"), "6789");
        assert_eq!(last_four("AB12"), "AB12");
        assert_eq!(normalize_number("12 3"), Err(IdError::BadNumber));
        assert_eq!(normalize_number("1234"), Ok("1234".into()));
        assert_eq!(normalize_number(&"9".repeat(20)), Ok("9".repeat(20)));
        assert_eq!(normalize_number(&"9".repeat(21)), Err(IdError::BadNumber));
        assert_eq!(normalize_number("12#45"), Err(IdError::BadNumber));
        assert_eq!(normalize_number("ｄ1234"), Err(IdError::BadNumber));
        assert_eq!(normalize_number("----"), Err(IdError::BadNumber));
    }

    #[test]
    fn id_types_read_back_their_codes() {
        for t in IdType::ALL {
            assert_eq!(IdType::parse(t.as_str()), Some(t));
        }
        assert_eq!(IdType::parse("drivers_license"), None);
        assert_eq!(IdError::TooLarge.field(), "document");
    }
}
