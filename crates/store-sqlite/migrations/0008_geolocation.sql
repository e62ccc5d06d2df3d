-- Location verification: licences, per-session authorisations, spent packet nonces and each
-- account holder's last authorised position. Instants are integer milliseconds since the
-- Unix epoch (UTC); positions degrees and metres.
CREATE TABLE geo_licences (
    id           TEXT PRIMARY KEY,
    key_hash     TEXT NOT NULL UNIQUE,
    user_id      TEXT NOT NULL REFERENCES users (id),
    session_id   TEXT NOT NULL REFERENCES sessions (id),
    licence_type TEXT NOT NULL CHECK (licence_type IN ('regular', 'browser')),
    created_at   INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL
) STRICT;

CREATE INDEX geo_licences_expiry_idx ON geo_licences (expires_at);

CREATE TABLE geo_authorisations (
    session_id      TEXT PRIMARY KEY REFERENCES sessions (id),
    user_id         TEXT NOT NULL REFERENCES users (id),
    region          TEXT NOT NULL,
    latitude        REAL NOT NULL,
    longitude       REAL NOT NULL,
    accuracy_meters REAL NOT NULL,
    ip              TEXT,
    authorised_at   INTEGER NOT NULL,
    expires_at      INTEGER NOT NULL
) STRICT;

CREATE TABLE geo_packet_nonces (
    nonce      TEXT PRIMARY KEY,
    keep_until INTEGER NOT NULL
) STRICT;

CREATE INDEX geo_packet_nonces_keep_idx ON geo_packet_nonces (keep_until);

CREATE TABLE geo_last_fixes (
    user_id         TEXT PRIMARY KEY REFERENCES users (id),
    latitude        REAL NOT NULL,
    longitude       REAL NOT NULL,
    accuracy_meters REAL NOT NULL,
    at              INTEGER NOT NULL
) STRICT;
