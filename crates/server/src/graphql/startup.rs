//! `Query.startup`: what the web app needs before anything else (see
//! `docs/product/shell-and-identity.md`).
//!
//! Served to visitors too: the header needs the region's validity before login, so only
//! account data is skipped for them. Visitors receive an
//! anonymous token (a fresh visitor id, or the presented anonymous token's id renewed);
//! logged-in callers get `anonymousToken: null`. A refused bearer token is UNAUTHENTICATED,
//! which makes the client refresh its tokens or log out and ask again as a visitor.

use super::context::{request, state, viewer};
use super::deep_link::DeepLink;
use super::errors::{self, websocket_url};
use crate::brand::Brand;
use crate::tokens::TokenKind;
use crate::viewer::Viewer;
use async_graphql::{Context, InputObject, Object, Result, SimpleObject};
use chrono::{DateTime, Utc};

/// Longest geolocation packet accepted (the compliance provider's packets are a few KiB).
const MAX_GEO_PACKET_BYTES: usize = 64 * 1024;
/// Seconds between the client's checks of its IP address.
const IP_ADDRESS_CHECK_TIMER_SECONDS: i32 = 10;
/// Debounce of the search box.
const SEARCH_DEBOUNCE_MILLISECONDS: i32 = 300;
/// Poll interval of the waiting room.
const WAITING_ROOM_REFRESH_SECONDS: i32 = 30;

/// A position reported by the browser.
#[derive(Debug, Clone, Copy, InputObject)]
pub struct LatLongInput {
    /// Degrees, -90 to 90.
    pub latitude: f64,
    /// Degrees, -180 to 180.
    pub longitude: f64,
}

/// URLs and identifiers of the services around the app.
#[derive(Debug, Clone, SimpleObject)]
pub struct ServiceAttributes {
    /// Token endpoint of the media partner's identity provider, where the web app exchanges
    /// the link flow's code for an ID token (null unless account linking is available).
    pub partner_identity_token_url: Option<String>,
    /// The web app's client id at the media partner (null unless account linking is
    /// available).
    pub partner_client_id: Option<String>,
    /// The media partner's authorization endpoint, where the link flow starts (null unless
    /// account linking is available).
    pub partner_authorize_url: Option<String>,
    /// Base URL of live streams (`{public_url}/streams`); `liveStream` answers URLs under it.
    pub event_live_streaming_base_url: Option<String>,
    /// Location-compliance service endpoints: the built-in provider's collector.
    pub location_compliance_service_urls: Vec<String>,
    /// Websocket URL of `/graphql` for subscriptions.
    pub sportsbook_websocket_url: String,
    /// Footer disclaimers (licensing, data liability, responsible gaming).
    pub web_footer_disclaimers: Vec<WebFooterDisclaimer>,
    /// Public origin of the web app.
    pub app_url: String,
    /// Base URL of the identity API (`/oauth/token`, `/api/*`, `/i/*`).
    pub identity_base_url: String,
    /// OAuth client id of the web app.
    pub single_sign_on_client_id: Option<String>,
    /// Authorization endpoint for the sign-in flow.
    pub single_sign_on_authorize_url: Option<String>,
    /// The brand's live support chat (`SUPPORT_CHAT_URL`), opened by the Live Chat button
    /// (shown while the `liveChat` flag is on); null when the brand has none, and the
    /// button is hidden.
    pub support_chat_url: Option<String>,
}

/// One footer disclaimer; the link shows only when both text and deep link exist.
#[derive(Debug, Clone, SimpleObject)]
pub struct WebFooterDisclaimer {
    /// Text; may contain a phone number the client makes tappable.
    pub body: String,
    pub hyperlink_text: Option<String>,
    pub deep_link: Option<DeepLink>,
}

/// An icon of the mobile toolbar.
#[derive(Debug, Clone, SimpleObject)]
pub struct ToolbarIcon {
    pub id: String,
    pub label: String,
    /// Icon name (lucide).
    pub icon: String,
    pub deep_link: DeepLink,
}

/// Settings of the running application.
#[derive(Debug, Clone, SimpleObject)]
pub struct ApplicationMetadata {
    /// Server time now (clients correct their clocks with it).
    pub current_time: DateTime<Utc>,
    /// Minutes without interaction before the client logs out.
    pub inactivity_threshold_minutes: i32,
    /// Seconds between heartbeat mutations.
    pub heartbeat_interval_seconds: i32,
    /// Whether the casino is available (every brand has it).
    pub casino_enabled: bool,
    /// Whether the viewer has opened the casino before (`markCasinoVisited`); false for
    /// visitors.
    pub user_has_visited_casino: bool,
    pub toolbar_icons: Vec<ToolbarIcon>,
    /// How long the search box waits after the last keystroke before it searches.
    pub search_debounce_milliseconds: i32,
    /// Fewest characters of a cleaned term that run a search (`domain::search`).
    pub search_minimum_length: i32,
    /// Most characters the search box takes.
    pub search_maximum_length: i32,
    /// Share of sessions reported to monitoring, 0 to 1.
    pub monitoring_sample_rate: f64,
}

/// Where the request comes from and whether the product operates there.
#[derive(Debug, Clone, SimpleObject)]
pub struct RegionalMetadata {
    /// Whether the current region is one the operator is licensed in.
    pub valid_region: bool,
    /// ISO 3166-2 code of the current region (e.g. `US-NJ`).
    pub current_region_code: Option<String>,
    /// ISO 3166-1 alpha-2 country code (`US`, `CA`).
    pub current_country_code: Option<String>,
    pub ip_address: Option<String>,
    /// Region of the IP address without the country prefix (`NJ`).
    pub ip_address_short_region_code: Option<String>,
    pub ip_address_country_code: Option<String>,
    pub ip_address_city: Option<String>,
    /// Seconds between the client's IP address checks.
    pub ip_address_check_timer_seconds: i32,
}

/// Responsible-gaming resources.
#[derive(Debug, Clone, SimpleObject)]
pub struct ResponsibleGaming {
    pub logos: Vec<ResponsibleGamingLogo>,
}

/// A responsible-gaming logo (an SVG the web app ships).
#[derive(Debug, Clone, SimpleObject)]
pub struct ResponsibleGamingLogo {
    pub id: String,
    pub name: String,
    /// Path of the image, e.g. `/brand/rg/help-line.svg`.
    pub image_url: String,
    pub alt_text: String,
    pub deep_link: Option<DeepLink>,
}

/// The maintenance page's content (null when not in maintenance).
#[derive(Debug, Clone, SimpleObject)]
pub struct MaintenanceModeContent {
    pub title: String,
    pub message: String,
    pub image: Option<String>,
    pub link: Option<String>,
    pub label: Option<String>,
    pub refresh_interval_seconds: i32,
}

impl From<&store::MaintenanceContent> for MaintenanceModeContent {
    fn from(c: &store::MaintenanceContent) -> Self {
        Self {
            title: c.title.clone(),
            message: c.message.clone(),
            image: c.image.clone(),
            link: c.link.clone(),
            label: c.label.clone(),
            refresh_interval_seconds: clamp_i32(c.refresh_interval_seconds),
        }
    }
}

/// Waiting-room state.
#[derive(Debug, Clone, SimpleObject)]
pub struct CfWaitingRoom {
    pub in_waiting_room: bool,
    pub refresh_interval_seconds: i32,
}

/// Everything the app needs at start.
#[derive(Debug, Clone, SimpleObject)]
pub struct Startup {
    pub service_attributes: ServiceAttributes,
    /// Public origin of the sportsbook.
    pub sportsbook_url: String,
    pub application_metadata: ApplicationMetadata,
    pub regional_metadata: RegionalMetadata,
    pub responsible_gaming: ResponsibleGaming,
    /// A token for visitors (null for logged-in callers).
    pub anonymous_token: Option<String>,
    pub maintenance_mode_content: Option<MaintenanceModeContent>,
    pub cf_waiting_room: CfWaitingRoom,
    /// Every feature flag evaluated for the caller.
    pub feature_flags: Vec<super::flags::FeatureFlag>,
    /// Origin of the payments frame: the only origin whose frame messages the app accepts.
    pub payments_origin: String,
}

/// Startup queries.
#[derive(Default)]
pub struct StartupQuery;

#[Object]
impl StartupQuery {
    /// Startup data, served to visitors and account holders. For an account holder the
    /// regional metadata follow the verified location: the place of `geoPacket` when it is a
    /// fresh packet of this session, else the session's location authorisation; otherwise
    /// (visitors, unverified sessions) the request's IP. `latLongParams` and `connectToken`
    /// are validated; the built-in location provider does not use them.
    async fn startup(
        &self,
        ctx: &Context<'_>,
        geo_packet: Option<String>,
        lat_long_params: Option<LatLongInput>,
        connect_token: Option<String>,
    ) -> Result<Startup> {
        validate_location_args(
            geo_packet.as_deref(),
            lat_long_params,
            connect_token.as_deref(),
        )?;
        let state = state(ctx)?;
        let config = &state.config;
        let location = &request(ctx)?.location;
        let now = state.clock.now();

        let visitor_id = match viewer(ctx)? {
            Viewer::Nobody => Some(ulid::Ulid::new().to_string()),
            Viewer::Anonymous { visitor_id } => Some(visitor_id.clone()),
            Viewer::User { .. } | Viewer::Limited { .. } => None,
        };
        let feature_flags = super::flags::for_viewer(ctx, visitor_id.as_deref()).await?;
        let anonymous_token = match visitor_id {
            Some(id) => Some(
                state
                    .keys
                    .issue(
                        TokenKind::Anonymous,
                        &id,
                        None,
                        now,
                        config.anonymous_token_ttl,
                    )
                    .map_err(|e| errors::internal("issue anonymous token", e))?,
            ),
            None => None,
        };

        let maintenance_mode_content = state
            .platform
            .settings(state.store.as_ref(), now)
            .await
            .map_err(|e| errors::internal("platform settings", e))?;
        let maintenance_mode_content =
            crate::platform::maintenance::active_content(&maintenance_mode_content)
                .map(MaintenanceModeContent::from);

        let brand = Brand::by_code(&config.brand);
        let public = config.public_url.trim_end_matches('/').to_owned();
        let ip_region = location.region.as_deref().and_then(domain::region::find);
        let session = request(ctx)?.viewer.as_ref().ok().and_then(Viewer::user);
        let user_has_visited_casino = match session {
            Some((user, _)) => state
                .store
                .casino_visited(user)
                .await
                .map_err(|e| errors::internal("casino visit", e))?,
            None => false,
        };
        let verified =
            crate::location::verified_location(state, session, geo_packet.as_deref(), now).await;
        let (region, region_code, operating) = match verified {
            Some(v) => (
                v.region(),
                v.region().map(|r| r.code.to_owned()),
                v.operating_region(),
            ),
            None => (
                ip_region,
                location.region.clone(),
                location.operating_region(),
            ),
        };

        let partner = if session.is_some() && super::linking::available(ctx).await? {
            state.linking.partner.as_ref()
        } else {
            None
        };
        Ok(Startup {
            service_attributes: ServiceAttributes {
                partner_identity_token_url: partner.map(|p| p.token_url.clone()),
                partner_client_id: partner.map(|p| p.client_id.clone()),
                partner_authorize_url: partner.map(|p| p.authorize_url.clone()),
                event_live_streaming_base_url: Some(crate::streaming::base_url(
                    &state.config.public_url,
                )),
                location_compliance_service_urls: vec![format!("{public}/geo/v1/packets")],
                sportsbook_websocket_url: websocket_url(config),
                web_footer_disclaimers: brand
                    .footer_disclaimers(region)
                    .into_iter()
                    .map(|d| WebFooterDisclaimer {
                        body: d.body,
                        hyperlink_text: d.hyperlink_text,
                        deep_link: d.link.map(DeepLink::from),
                    })
                    .collect(),
                app_url: public.clone(),
                identity_base_url: public.clone(),
                single_sign_on_client_id: Some("web".to_owned()),
                single_sign_on_authorize_url: Some(format!("{public}/oauth/authorize")),
                support_chat_url: config.support_chat_url.clone(),
            },
            sportsbook_url: public,
            payments_origin: config.payments.origin.clone(),
            application_metadata: ApplicationMetadata {
                current_time: now,
                inactivity_threshold_minutes: clamp_i32(config.inactivity_minutes),
                heartbeat_interval_seconds: clamp_i32(config.heartbeat_seconds),
                casino_enabled: true,
                user_has_visited_casino,
                toolbar_icons: vec![
                    ToolbarIcon {
                        id: "home".into(),
                        label: "Home".into(),
                        icon: "house".into(),
                        deep_link: DeepLink::path("/"),
                    },
                    ToolbarIcon {
                        id: "account".into(),
                        label: "Account".into(),
                        icon: "user".into(),
                        deep_link: DeepLink::path("/account/summary"),
                    },
                ],
                search_debounce_milliseconds: SEARCH_DEBOUNCE_MILLISECONDS,
                search_minimum_length: i32::try_from(domain::search::MINIMUM_TERM_LENGTH)
                    .unwrap_or(i32::MAX),
                search_maximum_length: i32::try_from(domain::search::MAXIMUM_TERM_LENGTH)
                    .unwrap_or(i32::MAX),
                monitoring_sample_rate: 0.0,
            },
            regional_metadata: RegionalMetadata {
                valid_region: operating.is_some(),
                current_region_code: region_code,
                current_country_code: match verified {
                    Some(v) => v.region().map(|r| r.country.code().to_owned()),
                    None => location.country.clone(),
                },
                ip_address: location.ip.map(|ip| ip.to_string()),
                ip_address_short_region_code: ip_region.map(|r| r.short_code().to_owned()),
                ip_address_country_code: location.country.clone(),
                ip_address_city: location.city.clone(),
                ip_address_check_timer_seconds: IP_ADDRESS_CHECK_TIMER_SECONDS,
            },
            responsible_gaming: ResponsibleGaming {
                logos: brand
                    .rg_logos()
                    .into_iter()
                    .map(|l| ResponsibleGamingLogo {
                        id: l.id.to_owned(),
                        name: l.name.to_owned(),
                        image_url: l.image_url.to_owned(),
                        alt_text: l.alt_text.to_owned(),
                        deep_link: l.link.map(DeepLink::from),
                    })
                    .collect(),
            },
            anonymous_token,
            maintenance_mode_content,
            cf_waiting_room: CfWaitingRoom {
                in_waiting_room: false,
                refresh_interval_seconds: WAITING_ROOM_REFRESH_SECONDS,
            },
            feature_flags,
        })
    }
}

fn clamp_i32(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// Checks the location arguments shared by `startup` and `sessionAccount`.
pub fn validate_location_args(
    geo_packet: Option<&str>,
    lat_long: Option<LatLongInput>,
    connect_token: Option<&str>,
) -> Result<()> {
    if geo_packet.is_some_and(|p| p.len() > MAX_GEO_PACKET_BYTES) {
        return Err(errors::bad_user_input("geoPacket is too large"));
    }
    if connect_token.is_some_and(|t| t.len() > 4096) {
        return Err(errors::bad_user_input("connectToken is too large"));
    }
    if let Some(p) = lat_long {
        let ok = p.latitude.is_finite()
            && p.longitude.is_finite()
            && (-90.0..=90.0).contains(&p.latitude)
            && (-180.0..=180.0).contains(&p.longitude);
        if !ok {
            return Err(errors::bad_user_input(
                "latLongParams must be a latitude and longitude in degrees",
            ));
        }
    }
    Ok(())
}
