//! Shared application state handed to every handler and resolver.

use crate::bus::Bus;
use crate::config::Config;
use crate::tokens::TokenKeys;
use std::sync::Arc;
use store::Store;

/// Cheap to clone: everything inside is reference-counted.
#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub store: Arc<dyn Store>,
    pub keys: TokenKeys,
    /// Event bus (in-process by default); see [`crate::bus`].
    pub bus: Bus,
    /// Outgoing email (SMTP when configured, else the dev mailbox); see [`crate::mail`].
    pub mailer: Arc<dyn crate::mail::Mailer>,
    /// One-time-code delivery (the sandbox by default); see [`crate::sms`].
    pub sms: Arc<dyn crate::sms::CodeSender>,
    /// In-memory rate limits of the identity API.
    pub throttles: Arc<crate::identity::throttle::Throttles>,
    /// Rate limits and Sentry forwarding of error reports and analytics; see
    /// [`crate::telemetry`].
    pub telemetry: crate::telemetry::Telemetry,
    /// Feature-flag rules cached on this node; see [`crate::flags`].
    pub flags: Arc<crate::flags::FlagService>,
    /// Maintenance and waiting-room caches; see [`crate::platform`].
    pub platform: Arc<crate::platform::Platform>,
    /// The in-memory sports catalogue; see [`crate::catalogue`].
    pub catalogue: Arc<crate::catalogue::Catalogue>,
    /// Feed ingestion (vendors, operators, the simulator); see [`crate::feed`].
    pub feed: Arc<crate::feed::Ingestor>,
    /// Counters of the subscription fan-out; see [`crate::graphql::fanout`].
    pub fanout_stats: Arc<crate::graphql::fanout::FanoutStats>,
    /// The live-stream vendor (the built-in match tracker); see [`crate::streaming`].
    pub streams: Arc<dyn crate::streaming::StreamProvider>,
    /// Connections waiting for news of a session or a balance; see [`crate::watch`].
    pub watchers: Arc<crate::watch::Watchers>,
    /// Sessions read lately, for the token check of every request; see
    /// [`crate::identity::live_sessions`].
    pub sessions: Arc<crate::identity::live_sessions::LiveSessions>,
    /// Stream requests per viewer and minute.
    pub stream_limits: Arc<crate::telemetry::rate_limit::TokenBuckets>,
    /// The payment processor behind the wallet's providers; see [`crate::wallet::sandbox`].
    pub processor: Arc<dyn crate::wallet::sandbox::Processor>,
    /// Location verification (the geolocation provider); see [`crate::location`].
    pub location: crate::location::Location,
    /// The one source of "now" (movable in tests); see [`crate::clock`].
    pub clock: Arc<crate::clock::Clock>,
    /// `betslipUpdated` watchers by owner and selection; see [`crate::betslip::notify`].
    pub betslips: Arc<crate::betslip::notify::SlipWatchers>,
    /// The casino's game providers; see [`crate::casino`].
    pub casino: Arc<crate::casino::Casino>,
    /// The identity-verification provider (the built-in sandbox outside production; none in
    /// production, where scans are refused); see [`crate::verification::provider_for`].
    pub verification: Option<Arc<dyn crate::verification::provider::Provider>>,
    /// The full-text index of the catalogue and the casino; see [`crate::search`].
    pub search: Arc<crate::search::Search>,
    /// Account linking: the partner, its keys and the sandbox partner; see [`crate::linking`].
    pub linking: Arc<crate::linking::Linking>,
    /// This node's id, unique per process: the holder of the leases it takes and the
    /// publisher named on its NATS events.
    pub node: Arc<str>,
    /// The singleton jobs this node runs while it holds their lease; see [`crate::jobs`].
    pub jobs: Arc<crate::jobs::Leadership>,
    /// Set when the node shuts down; see [`crate::drain`].
    pub drain: Arc<crate::drain::Drain>,
}

/// A fresh node id (`node-` and a ULID).
pub fn new_node_id() -> String {
    format!("node-{}", ulid::Ulid::new().to_string().to_lowercase())
}

impl AppState {
    /// The state of a single node with the in-process bus.
    pub fn new(config: Config, store: Arc<dyn Store>) -> Self {
        Self::with_bus(config, store, Bus::in_process())
    }

    /// The state of a node on `bus` (NATS for one node of several).
    pub fn with_bus(config: Config, store: Arc<dyn Store>, bus: Bus) -> Self {
        let node: Arc<str> = match bus.cluster() {
            Some(cluster) => cluster.node().into(),
            None => new_node_id().into(),
        };
        let jobs = Arc::new(crate::jobs::Leadership::new(
            Arc::clone(&node),
            bus.cluster().is_none(),
        ));
        let clock = Arc::new(crate::clock::Clock::system());
        let keys = TokenKeys::new(config.token_secret.0.as_bytes());
        let mailer = crate::mail::from_config(&config, Arc::clone(&clock));
        let sms = crate::sms::from_config(&config, Arc::clone(&clock));
        let telemetry = crate::telemetry::Telemetry::new(&config);
        let flags = Arc::new(crate::flags::FlagService::new(
            Arc::clone(&store),
            config.flags_refresh,
            Arc::clone(&clock),
        ));
        let catalogue = Arc::new(crate::catalogue::Catalogue::default());
        let feed = Arc::new(crate::feed::Ingestor::new(
            Arc::clone(&store),
            Arc::clone(&catalogue),
            bus.clone(),
            Arc::clone(&clock),
        ));
        let streams = Arc::new(crate::streaming::MatchTracker {
            base_url: crate::streaming::base_url(&config.public_url),
        });
        let watchers =
            crate::watch::Watchers::new(bus.clone(), Arc::clone(&store), Arc::clone(&clock));
        let sessions =
            crate::identity::live_sessions::LiveSessions::new(Arc::clone(&store), bus.clone());
        let location = crate::location::Location::built_in(&config, Arc::clone(&store));
        let betslips =
            crate::betslip::notify::SlipWatchers::new(Arc::clone(&catalogue), bus.clone());
        let casino = Arc::new(crate::casino::Casino::new(
            &config.token_secret.0,
            Arc::clone(&clock),
        ));
        let verification = crate::verification::provider_for(&config, Arc::clone(&clock));
        Self {
            verification,
            linking: Arc::new(crate::linking::Linking::new(&config)),
            search: Arc::new(crate::search::Search::new()),
            casino,
            betslips,
            location,
            streams,
            watchers,
            sessions,
            stream_limits: Arc::new(crate::telemetry::rate_limit::TokenBuckets::per_minute(
                crate::streaming::REQUESTS_PER_MINUTE,
            )),
            config: Arc::new(config),
            store,
            keys,
            bus,
            mailer,
            sms,
            throttles: Arc::new(crate::identity::throttle::Throttles::default()),
            telemetry,
            flags,
            platform: Arc::new(crate::platform::Platform::default()),
            catalogue,
            feed,
            fanout_stats: Arc::default(),
            processor: Arc::new(crate::wallet::sandbox::Sandbox::default()),
            clock,
            node,
            jobs,
            drain: Arc::default(),
        }
    }
}
