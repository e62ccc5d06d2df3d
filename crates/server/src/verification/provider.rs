//! The identity-verification provider, shaped like the document-scan vendors a regulated
//! operator contracts: the platform starts a scan for an account (the provider answers its
//! reference and the page or session of the scan), sends it the document's details and photos,
//! and the provider's result arrives later by signed callback ([`super::callbacks`]).

use async_trait::async_trait;
use domain::verification::{AccountDetails, DocumentDetails};

/// A scan the provider started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartedScan {
    /// The provider's reference: what its results name.
    pub reference: String,
    /// The provider's page or session for the scan.
    pub scan_url: String,
}

/// One photo of a side of an ID.
#[derive(Clone, PartialEq, Eq)]
pub struct Photo {
    pub media_type: &'static str,
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for Photo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Photo({}, {} bytes)", self.media_type, self.bytes.len())
    }
}

/// What the provider checks: the ID's details and photos, and the account they must match.
/// No `Debug`: it holds personal data, which is never logged.
pub struct Submission {
    pub reference: String,
    pub document: DocumentDetails,
    /// The document number as typed (normalised).
    pub document_number: String,
    pub front: Photo,
    pub back: Option<Photo>,
    pub account: AccountDetails,
}

/// The provider could not be reached or refused the call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("identity-verification provider: {0}")]
pub struct ProviderError(pub String);

/// An identity-verification provider.
#[async_trait]
pub trait Provider: Send + Sync {
    /// Starts a scan for an account (`user` is the platform's account id, which the provider
    /// keeps as its customer reference).
    async fn start(&self, user: &str) -> Result<StartedScan, ProviderError>;

    /// Sends a scan's document for checking. The answer only says the provider took it; the
    /// result comes by callback.
    async fn submit(&self, submission: Submission) -> Result<(), ProviderError>;
}
