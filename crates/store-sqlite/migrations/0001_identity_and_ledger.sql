-- Identity (accounts, sessions, tokens) and the double-entry ledger.
-- Instants are integer milliseconds since the Unix epoch, UTC.

CREATE TABLE users (
    id                  TEXT PRIMARY KEY NOT NULL,
    email               TEXT NOT NULL,
    -- trimmed, lower-cased email: the case-insensitive uniqueness rule
    email_normalized    TEXT NOT NULL,
    password_hash       TEXT NOT NULL,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    date_of_birth       TEXT NOT NULL,
    region              TEXT NOT NULL,
    currency            TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    phone               TEXT,
    strong_auth_enabled INTEGER NOT NULL DEFAULT 0 CHECK (strong_auth_enabled IN (0, 1)),
    failed_login_count  INTEGER NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
    locked_at           INTEGER,
    last_login_at       INTEGER,
    previous_login_at   INTEGER,
    created_at          INTEGER NOT NULL
) STRICT;

CREATE UNIQUE INDEX users_email_normalized_key ON users (email_normalized);

CREATE TABLE sessions (
    id                  TEXT PRIMARY KEY NOT NULL,
    user_id             TEXT NOT NULL REFERENCES users (id),
    kind                TEXT NOT NULL CHECK (kind IN ('full', 'limited')),
    client_id           TEXT NOT NULL,
    created_at          INTEGER NOT NULL,
    absolute_expires_at INTEGER NOT NULL,
    last_seen_at        INTEGER NOT NULL,
    verified_at         INTEGER,
    revoked_at          INTEGER,
    revoke_reason       TEXT,
    ip                  TEXT,
    user_agent          TEXT
) STRICT;

CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- One row per refresh token; the tokens of a session form its family.
CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY NOT NULL,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    spent_at   INTEGER
) STRICT;

CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

CREATE TABLE authorization_codes (
    code_hash      TEXT PRIMARY KEY NOT NULL,
    user_id        TEXT NOT NULL REFERENCES users (id),
    client_id      TEXT NOT NULL,
    redirect_uri   TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    created_at     INTEGER NOT NULL,
    expires_at     INTEGER NOT NULL,
    consumed_at    INTEGER
) STRICT;

-- At most one one-time code per session: a new code replaces the previous one.
CREATE TABLE one_time_codes (
    session_id    TEXT PRIMARY KEY NOT NULL REFERENCES sessions (id),
    code_hash     TEXT NOT NULL,
    channel       TEXT NOT NULL,
    attempts_left INTEGER NOT NULL CHECK (attempts_left >= 0),
    created_at    INTEGER NOT NULL,
    expires_at    INTEGER NOT NULL,
    spent_at      INTEGER
) STRICT;

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id),
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    spent_at   INTEGER
) STRICT;

CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- Ledger accounts with their cached balance (kept equal to the sum of their postings).
-- House accounts use bucket 'main'.
CREATE TABLE ledger_accounts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'house')),
    owner_id   TEXT NOT NULL,
    bucket     TEXT NOT NULL,
    currency   TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    balance    INTEGER NOT NULL DEFAULT 0,
    CHECK (owner_kind = 'house' OR balance >= 0),
    UNIQUE (owner_kind, owner_id, bucket, currency)
) STRICT;

CREATE TABLE ledger_transactions (
    id              TEXT PRIMARY KEY NOT NULL,
    kind            TEXT NOT NULL,
    idempotency_key TEXT NOT NULL UNIQUE,
    memo            TEXT NOT NULL,
    -- canonical text of kind and postings, compared on idempotent replays
    fingerprint     TEXT NOT NULL,
    created_at      INTEGER NOT NULL
) STRICT;

CREATE TABLE ledger_postings (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
    account_id     INTEGER NOT NULL REFERENCES ledger_accounts (id),
    amount         INTEGER NOT NULL CHECK (amount <> 0)
) STRICT;

CREATE INDEX ledger_postings_transaction_id_idx ON ledger_postings (transaction_id);
CREATE INDEX ledger_postings_account_id_idx ON ledger_postings (account_id);
