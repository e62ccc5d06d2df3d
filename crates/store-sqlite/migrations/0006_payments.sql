-- Payments (spec 002 §7, the wallet): deposits and withdrawals, saved payment methods,
-- excluded providers, processor callbacks already applied, cumulative confirmed deposits
-- per region and the deposit acknowledgements they raise.
-- Instants are integer milliseconds since the Unix epoch (UTC); money integer cents.

-- Cards and bank accounts on file: a label and the processor's token, never card data.
-- Deleting one sets `deleted_at`; saving the same token again brings the row back.
CREATE TABLE payment_methods (
    id              TEXT PRIMARY KEY NOT NULL,
    user_id         TEXT NOT NULL REFERENCES users (id),
    provider        TEXT NOT NULL,
    label           TEXT NOT NULL,
    processor_token TEXT NOT NULL,
    created_at      INTEGER NOT NULL,
    deleted_at      INTEGER,
    UNIQUE (user_id, provider, processor_token)
) STRICT;

-- One row per deposit or withdrawal; its id (a ULID, so ids sort by creation) is also the
-- receipt id.
CREATE TABLE payments (
    id                  TEXT PRIMARY KEY NOT NULL,
    user_id             TEXT NOT NULL REFERENCES users (id),
    direction           TEXT NOT NULL CHECK (direction IN ('DEPOSIT', 'WITHDRAWAL')),
    provider            TEXT NOT NULL,
    method_id           TEXT REFERENCES payment_methods (id),
    amount_cents        INTEGER NOT NULL CHECK (amount_cents > 0),
    currency            TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    status              TEXT NOT NULL CHECK (status IN ('PENDING', 'PENDING_CASH_DEPOSIT',
        'PENDING_WIRE_DEPOSIT', 'PENDING_CASH_PICKUP', 'PENDING_WIRE_WITHDRAWAL', 'SUCCESSFUL',
        'FAILED')),
    idempotency_key     TEXT NOT NULL,
    -- the account holder's region when the payment was made (ISO 3166-2)
    region              TEXT NOT NULL,
    promotion_code      TEXT,
    processor_reference TEXT,
    failure_reason      TEXT,
    -- when the processing job looks next; NULL when final or waiting for the bettor
    next_step_at        INTEGER,
    created_at          INTEGER NOT NULL,
    updated_at          INTEGER NOT NULL,
    UNIQUE (user_id, idempotency_key),
    -- a pending status of the other direction never fits
    CHECK (direction = 'DEPOSIT'
        OR status NOT IN ('PENDING_CASH_DEPOSIT', 'PENDING_WIRE_DEPOSIT')),
    CHECK (direction = 'WITHDRAWAL'
        OR status NOT IN ('PENDING_CASH_PICKUP', 'PENDING_WIRE_WITHDRAWAL')),
    CHECK (status NOT IN ('SUCCESSFUL', 'FAILED') OR next_step_at IS NULL)
) STRICT;

-- The processing job: pending payments by when they are due.
CREATE INDEX payments_due_idx ON payments (next_step_at, id)
    WHERE status NOT IN ('SUCCESSFUL', 'FAILED');
-- A bettor's history, newest first.
CREATE INDEX payments_user_history_idx ON payments (user_id, id DESC);

-- Providers a bettor chose not to use.
CREATE TABLE provider_exclusions (
    user_id    TEXT NOT NULL REFERENCES users (id),
    provider   TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, provider)
) STRICT;

-- Processor callbacks already applied: a replayed callback id is ignored.
CREATE TABLE payment_callbacks (
    callback_id TEXT PRIMARY KEY NOT NULL,
    received_at INTEGER NOT NULL
) STRICT;

-- Cumulative confirmed deposits per bettor and region, added to in the transaction that
-- confirms each deposit.
CREATE TABLE deposit_totals (
    user_id     TEXT NOT NULL REFERENCES users (id),
    region      TEXT NOT NULL,
    currency    TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
    updated_at  INTEGER NOT NULL,
    PRIMARY KEY (user_id, region, currency)
) STRICT;

-- Deposit totals that reached their region's threshold; the bettor acknowledges each.
CREATE TABLE deposit_acknowledgements (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         TEXT NOT NULL REFERENCES users (id),
    region          TEXT NOT NULL,
    total_cents     INTEGER NOT NULL CHECK (total_cents >= 0),
    currency        TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    raised_at       INTEGER NOT NULL,
    acknowledged_at INTEGER
) STRICT;

-- At most one acknowledgement waits per bettor.
CREATE UNIQUE INDEX deposit_acknowledgements_pending_key ON deposit_acknowledgements (user_id)
    WHERE acknowledged_at IS NULL;
