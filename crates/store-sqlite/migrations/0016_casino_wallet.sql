-- The casino's seamless wallet (domain::casino): game sessions, the provider transactions
-- that moved their money (each provider transaction id once per provider) and the rounds
-- with their totals. Real-money sessions move the player's cash in the ledger; demo
-- sessions keep their play money in `demo_balance_cents`.
-- Instants are integer milliseconds since the Unix epoch (UTC), money integer cents.

CREATE TABLE casino_sessions (
    id                 TEXT PRIMARY KEY NOT NULL,
    user_id            TEXT NOT NULL REFERENCES users (id),
    provider           TEXT NOT NULL CHECK (length(provider) BETWEEN 1 AND 100),
    game               TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 100),
    mode               TEXT NOT NULL CHECK (mode IN ('real', 'demo')),
    currency           TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    -- NULL for real money
    demo_balance_cents INTEGER CHECK (demo_balance_cents >= 0),
    opened_at          INTEGER NOT NULL,
    closed_at          INTEGER,
    CHECK ((mode = 'demo') = (demo_balance_cents IS NOT NULL))
) STRICT;
CREATE INDEX casino_sessions_user ON casino_sessions (user_id, opened_at);

-- One row per provider transaction id: a debit, a credit, a rollback, or an id a rollback
-- named before its debit arrived ('voided', which refuses that debit). `balance_after_cents`
-- is the first answer, given again to a replay.
CREATE TABLE casino_transactions (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    provider            TEXT NOT NULL,
    provider_tx_id      TEXT NOT NULL CHECK (length(provider_tx_id) BETWEEN 1 AND 100),
    session_id          TEXT NOT NULL REFERENCES casino_sessions (id),
    kind                TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback', 'voided')),
    -- NULL for rollbacks and voided ids
    round_id            TEXT,
    amount_cents        INTEGER NOT NULL CHECK (amount_cents >= 0),
    -- a rollback's target
    rolled_back_tx_id   TEXT,
    -- a debit given back: the rollback's provider transaction id
    rolled_back_by      TEXT,
    balance_after_cents INTEGER NOT NULL,
    created_at          INTEGER NOT NULL,
    UNIQUE (provider, provider_tx_id),
    CHECK ((kind IN ('debit', 'credit')) = (round_id IS NOT NULL)),
    CHECK ((kind = 'rollback') = (rolled_back_tx_id IS NOT NULL)),
    CHECK (kind = 'debit' OR rolled_back_by IS NULL)
) STRICT;
CREATE INDEX casino_transactions_session ON casino_transactions (session_id);

-- A round opens with its first debit; staked is net of rolled-back stakes.
CREATE TABLE casino_rounds (
    session_id   TEXT NOT NULL REFERENCES casino_sessions (id),
    round_id     TEXT NOT NULL,
    staked_cents INTEGER NOT NULL CHECK (staked_cents >= 0),
    won_cents    INTEGER NOT NULL CHECK (won_cents >= 0),
    started_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (session_id, round_id)
) STRICT;
