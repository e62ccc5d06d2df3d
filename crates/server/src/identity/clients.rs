//! OAuth clients the identity API knows, and their registered redirect URIs.

use crate::config::Config;

/// The first-party web app.
pub const WEB: &str = "web";

/// A registered OAuth client.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Client {
    pub id: &'static str,
    /// Whether the resource-owner password grant is allowed (first-party web app only).
    pub password_grant: bool,
}

static CLIENTS: &[Client] = &[Client {
    id: WEB,
    password_grant: true,
}];

/// Looks a client up by its `client_id` (exact match).
pub fn find(client_id: &str) -> Option<Client> {
    CLIENTS.iter().copied().find(|c| c.id == client_id)
}

/// The exact redirect URIs registered for `client` (the web app's `oauth_callback` route).
pub fn redirect_uris(config: &Config, client: Client) -> Vec<String> {
    match client.id {
        WEB => vec![format!(
            "{}/oauth_callback",
            config.public_url.trim_end_matches('/')
        )],
        _ => Vec::new(),
    }
}

/// The display name of the brand served (`Config::brand` holds its theme code).
pub fn brand_name(theme_code: &str) -> &'static str {
    crate::brand::Brand::by_code(theme_code).display_name
}
