-- Identity verification (domain::verification, docs/product/identity-verification.md): one
-- status row per account that ever started a scan, the scans sent to the provider, the
-- provider's result events (each applied at most once) and the operators' reviews (the audit
-- of every manual decision). The details typed from the ID and the photos of its sides are
-- sealed by the server (AES-256-GCM, base64 of nonce and ciphertext) and never served back.
-- Instants are BIGINT milliseconds since the Unix epoch (UTC).

CREATE TABLE identity_verifications (
    user_id     TEXT PRIMARY KEY NOT NULL REFERENCES users (id),
    status      TEXT NOT NULL CHECK (status IN ('UNVERIFIED', 'PENDING', 'NEEDS_REVIEW',
        'VERIFIED', 'REJECTED')),
    attempts    BIGINT NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    -- the last rejection's reason codes, comma-separated; '' unless rejected
    reasons     TEXT NOT NULL DEFAULT '',
    verified_at BIGINT,
    updated_at  BIGINT NOT NULL
);

CREATE TABLE identity_scans (
    id                 TEXT PRIMARY KEY NOT NULL,
    user_id            TEXT NOT NULL REFERENCES users (id),
    provider_reference TEXT NOT NULL UNIQUE,
    scan_url           TEXT NOT NULL,
    status             TEXT NOT NULL CHECK (status IN ('OPEN', 'SUBMITTED', 'DECIDED')),
    -- set by the document initiation
    id_type            TEXT CHECK (id_type IN ('DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID')),
    details_sealed     TEXT,
    -- set by the document verification (the back only for IDs that have one)
    front_type         TEXT,
    front_sealed       TEXT,
    back_type          TEXT,
    back_sealed        TEXT,
    -- the provider's result
    outcome            TEXT CHECK (outcome IN ('VERIFIED', 'NEEDS_REVIEW', 'REJECTED')),
    reasons            TEXT NOT NULL DEFAULT '',
    created_at         BIGINT NOT NULL,
    submitted_at       BIGINT,
    decided_at         BIGINT
);

CREATE INDEX identity_scans_user ON identity_scans (user_id, created_at);

CREATE TABLE identity_verification_events (
    event_id    TEXT PRIMARY KEY NOT NULL,
    scan_id     TEXT NOT NULL REFERENCES identity_scans (id),
    applied     BOOLEAN NOT NULL,
    received_at BIGINT NOT NULL
);

CREATE TABLE identity_verification_reviews (
    id         TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id),
    decision   TEXT NOT NULL CHECK (decision IN ('APPROVED', 'REJECTED')),
    -- the status the decision replaced
    previous   TEXT NOT NULL,
    reasons    TEXT NOT NULL DEFAULT '',
    note       TEXT NOT NULL CHECK (length(note) BETWEEN 1 AND 500),
    operator   TEXT NOT NULL CHECK (length(operator) BETWEEN 1 AND 100),
    created_at BIGINT NOT NULL
);

CREATE INDEX identity_verification_reviews_user ON identity_verification_reviews (user_id, created_at);
