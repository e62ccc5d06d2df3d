-- Telemetry: client error reports and analytics events, masked before they are stored.
-- Instants are integer milliseconds since the Unix epoch (UTC). `json` (not `jsonb`)
-- validates the payload and keeps its text exactly.
CREATE TABLE telemetry_records (
    seq        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    id         TEXT NOT NULL UNIQUE,
    kind       TEXT NOT NULL CHECK (kind IN ('client_error', 'analytics_event')),
    payload    JSON NOT NULL,
    user_id    TEXT,
    install_id TEXT,
    created_at BIGINT NOT NULL
);

CREATE INDEX telemetry_records_recent_idx ON telemetry_records (kind, created_at DESC, seq DESC);
