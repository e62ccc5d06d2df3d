-- Identity (accounts, sessions, tokens) and the double-entry ledger.
-- Instants are BIGINT milliseconds since the Unix epoch, UTC (as in the SQLite backend).

CREATE TABLE users (
    id                  TEXT PRIMARY KEY,
    email               TEXT NOT NULL,
    -- trimmed, lower-cased email: the case-insensitive uniqueness rule
    email_normalized    TEXT NOT NULL,
    password_hash       TEXT NOT NULL,
    first_name          TEXT NOT NULL,
    last_name           TEXT NOT NULL,
    date_of_birth       DATE NOT NULL,
    region              TEXT NOT NULL,
    currency            TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    phone               TEXT,
    strong_auth_enabled BOOLEAN NOT NULL DEFAULT FALSE,
    failed_login_count  BIGINT NOT NULL DEFAULT 0 CHECK (failed_login_count >= 0),
    locked_at           BIGINT,
    last_login_at       BIGINT,
    previous_login_at   BIGINT,
    created_at          BIGINT NOT NULL,
    CONSTRAINT users_email_normalized_key UNIQUE (email_normalized)
);

CREATE TABLE sessions (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id),
    kind                TEXT NOT NULL CHECK (kind IN ('full', 'limited')),
    client_id           TEXT NOT NULL,
    created_at          BIGINT NOT NULL,
    absolute_expires_at BIGINT NOT NULL,
    last_seen_at        BIGINT NOT NULL,
    verified_at         BIGINT,
    revoked_at          BIGINT,
    revoke_reason       TEXT,
    ip                  TEXT,
    user_agent          TEXT
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id);

-- One row per refresh token; the tokens of a session form its family.
CREATE TABLE refresh_tokens (
    token_hash TEXT PRIMARY KEY,
    session_id TEXT NOT NULL REFERENCES sessions (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    spent_at   BIGINT
);

CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

CREATE TABLE authorization_codes (
    code_hash      TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL REFERENCES users (id),
    client_id      TEXT NOT NULL,
    redirect_uri   TEXT NOT NULL,
    code_challenge TEXT NOT NULL,
    created_at     BIGINT NOT NULL,
    expires_at     BIGINT NOT NULL,
    consumed_at    BIGINT
);

-- At most one one-time code per session: a new code replaces the previous one.
CREATE TABLE one_time_codes (
    session_id    TEXT PRIMARY KEY REFERENCES sessions (id),
    code_hash     TEXT NOT NULL,
    channel       TEXT NOT NULL,
    attempts_left BIGINT NOT NULL CHECK (attempts_left >= 0),
    created_at    BIGINT NOT NULL,
    expires_at    BIGINT NOT NULL,
    spent_at      BIGINT
);

CREATE TABLE password_resets (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id),
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    spent_at   BIGINT
);

CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

-- Ledger accounts with their cached balance (kept equal to the sum of their postings).
-- House accounts use bucket 'main'.
CREATE TABLE ledger_accounts (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'house')),
    owner_id   TEXT NOT NULL,
    bucket     TEXT NOT NULL,
    currency   TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    balance    BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT ledger_accounts_holder_not_negative CHECK (owner_kind = 'house' OR balance >= 0),
    CONSTRAINT ledger_accounts_owner_key UNIQUE (owner_kind, owner_id, bucket, currency)
);

CREATE TABLE ledger_transactions (
    id              TEXT PRIMARY KEY,
    kind            TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    memo            TEXT NOT NULL,
    -- canonical text of kind and postings, compared on idempotent replays
    fingerprint     TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    CONSTRAINT ledger_transactions_idempotency_key_key UNIQUE (idempotency_key)
);

CREATE TABLE ledger_postings (
    id             BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    transaction_id TEXT NOT NULL REFERENCES ledger_transactions (id),
    account_id     BIGINT NOT NULL REFERENCES ledger_accounts (id),
    amount         BIGINT NOT NULL CHECK (amount <> 0)
);

CREATE INDEX ledger_postings_transaction_id_idx ON ledger_postings (transaction_id);
CREATE INDEX ledger_postings_account_id_idx ON ledger_postings (account_id);
