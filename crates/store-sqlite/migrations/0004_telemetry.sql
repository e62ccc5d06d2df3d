-- Telemetry: client error reports and analytics events, masked before they are stored.
-- Instants are integer milliseconds since the Unix epoch (UTC).
CREATE TABLE telemetry_records (
    seq        INTEGER PRIMARY KEY AUTOINCREMENT,
    id         TEXT NOT NULL UNIQUE,
    kind       TEXT NOT NULL CHECK (kind IN ('client_error', 'analytics_event')),
    payload    TEXT NOT NULL CHECK (json_valid(payload)),
    user_id    TEXT,
    install_id TEXT,
    created_at INTEGER NOT NULL
) STRICT;

CREATE INDEX telemetry_records_recent_idx ON telemetry_records (kind, created_at DESC, seq DESC);
