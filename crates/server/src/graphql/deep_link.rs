//! `DeepLink`: where a menu item, logo or disclaimer link leads.

use crate::brand::LinkTarget;
use async_graphql::SimpleObject;

/// A link target inside or outside the app.
#[derive(Debug, Clone, PartialEq, Eq, SimpleObject)]
pub struct DeepLink {
    /// Canonical form: an app path (`/account/summary`) or an absolute URL.
    pub canonical_url: String,
    /// What a browser opens: an app path or an absolute URL.
    pub web_url: String,
}

impl From<LinkTarget> for DeepLink {
    fn from(t: LinkTarget) -> Self {
        DeepLink {
            canonical_url: t.canonical_url,
            web_url: t.web_url,
        }
    }
}

impl DeepLink {
    /// A link to an app path.
    pub fn path(path: &str) -> Self {
        DeepLink {
            canonical_url: path.to_owned(),
            web_url: path.to_owned(),
        }
    }
}
