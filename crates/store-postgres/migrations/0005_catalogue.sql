-- The sports catalogue as the feed left it, each feed source's last applied sequence,
-- push-feed keys, and account holders' display preferences.
-- Instants are BIGINT milliseconds since the Unix epoch (UTC), as in the SQLite backend.
-- Events, statistics and markets are stored whole as JSONB (the domain types' serde form);
-- the columns beside the JSON are copies of its fields for lookups and indexes.

CREATE TABLE feed_sources (
    source     TEXT PRIMARY KEY,
    sequence   BIGINT NOT NULL CHECK (sequence > 0),
    updated_at BIGINT NOT NULL
);

CREATE TABLE catalogue_events (
    id          TEXT PRIMARY KEY,
    -- taxonomy slugs
    sport       TEXT NOT NULL,
    competition TEXT NOT NULL,
    status      TEXT NOT NULL
        CHECK (status IN ('pre_game', 'in_play', 'finished', 'cancelled', 'hidden', 'invalid')),
    start_time  BIGINT NOT NULL,
    -- when the event became finished or cancelled; NULL while pre-game or in play
    ended_at    BIGINT,
    event       JSONB NOT NULL,
    statistics  JSONB,
    updated_at  BIGINT NOT NULL,
    CHECK (status NOT IN ('finished', 'cancelled') OR ended_at IS NOT NULL),
    CHECK (status NOT IN ('pre_game', 'in_play') OR ended_at IS NULL)
);

-- The snapshot: events by status, ended ones by when they ended.
CREATE INDEX catalogue_events_snapshot_idx ON catalogue_events (status, ended_at);

CREATE TABLE catalogue_markets (
    id         TEXT PRIMARY KEY,
    event_id   TEXT NOT NULL REFERENCES catalogue_events (id),
    status     TEXT NOT NULL CHECK (status IN ('open', 'closed', 'hidden', 'finished')),
    market     JSONB NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE INDEX catalogue_markets_event_idx ON catalogue_markets (event_id, id);

-- Which market a selection id belongs to: its first market's, for good.
CREATE TABLE catalogue_selections (
    id        TEXT PRIMARY KEY,
    market_id TEXT NOT NULL REFERENCES catalogue_markets (id)
);

CREATE TABLE feed_keys (
    id         TEXT PRIMARY KEY,
    source     TEXT NOT NULL,
    -- SHA-256 of the secret
    key_hash   TEXT NOT NULL UNIQUE,
    created_at BIGINT NOT NULL,
    created_by TEXT NOT NULL,
    revoked_at BIGINT
);

CREATE TABLE user_preferences (
    user_id     TEXT PRIMARY KEY REFERENCES users (id),
    odds_format TEXT NOT NULL CHECK (odds_format IN ('american', 'decimal')),
    updated_at  BIGINT NOT NULL
);
