-- Responsible gaming (spec 002 §4, §7; issue 6): limits with their pending changes and
-- history, cool-offs and self-exclusions, acknowledgements, the wager activity the spend and
-- loss limits count, failed deposit attempts and the audit log of every change.
-- Instants are integer milliseconds since the Unix epoch (UTC); money integer cents.

-- One row per account and limit slot (`DEPOSIT:DAILY`, `MAX_SINGLE_WAGER`, `DAILY_TIME`,
-- `CHECK_IN_FREQUENCY`): the value in force and at most one pending change.
-- `version` counts writes (optimistic concurrency).
CREATE TABLE rg_limits (
    user_id              TEXT NOT NULL REFERENCES users (id),
    slot                 TEXT NOT NULL,
    active_value         INTEGER CHECK (active_value > 0),
    pending_id           TEXT UNIQUE,
    -- NULL with a pending_id: the change removes the limit
    pending_value        INTEGER CHECK (pending_value > 0),
    pending_requested_at INTEGER,
    pending_effective_at INTEGER,
    version              INTEGER NOT NULL CHECK (version > 0),
    updated_at           INTEGER NOT NULL,
    PRIMARY KEY (user_id, slot),
    CHECK ((pending_id IS NULL) = (pending_effective_at IS NULL))
) STRICT;

CREATE TABLE rg_limit_history (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id        TEXT NOT NULL REFERENCES users (id),
    slot           TEXT NOT NULL,
    action         TEXT NOT NULL CHECK (action IN ('SET', 'DECREASED', 'INCREASE_REQUESTED',
        'REMOVAL_REQUESTED', 'CONFIRMED', 'CANCELLED', 'TOOK_EFFECT', 'REMOVED')),
    previous_value INTEGER,
    current_value  INTEGER,
    at             INTEGER NOT NULL
) STRICT;
CREATE INDEX rg_limit_history_user ON rg_limit_history (user_id, id);

-- Cool-offs and self-exclusions; ends_at NULL is a lifetime self-exclusion.
CREATE TABLE rg_exclusions (
    id        TEXT PRIMARY KEY NOT NULL,
    user_id   TEXT NOT NULL REFERENCES users (id),
    kind      TEXT NOT NULL CHECK (kind IN ('COOL_OFF', 'SELF_EXCLUSION')),
    duration  TEXT NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER
) STRICT;
CREATE INDEX rg_exclusions_user ON rg_exclusions (user_id, starts_at);

-- The latest acknowledgement per type (LIMITS_MODAL, RESPONSIBLE_GAMING, ...).
CREATE TABLE rg_acks (
    user_id  TEXT NOT NULL REFERENCES users (id),
    ack_type TEXT NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (user_id, ack_type)
) STRICT;

-- Stakes and returns of wagers and casino rounds (written by the betslip and the casino).
CREATE TABLE rg_wager_activity (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id      TEXT NOT NULL REFERENCES users (id),
    reference    TEXT NOT NULL,
    stake_cents  INTEGER NOT NULL CHECK (stake_cents >= 0),
    return_cents INTEGER NOT NULL CHECK (return_cents >= 0),
    at           INTEGER NOT NULL,
    UNIQUE (user_id, reference)
) STRICT;
CREATE INDEX rg_wager_activity_user_at ON rg_wager_activity (user_id, at);

CREATE TABLE rg_failed_deposits (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL REFERENCES users (id),
    payment_id TEXT NOT NULL,
    at         INTEGER NOT NULL
) STRICT;
CREATE INDEX rg_failed_deposits_user_at ON rg_failed_deposits (user_id, at);

-- Who changed what, when, from which session: one row per limit, exclusion or
-- acknowledgement change, written in the change's transaction.
CREATE TABLE rg_audit_log (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL REFERENCES users (id),
    session_id TEXT,
    action     TEXT NOT NULL,
    detail     TEXT NOT NULL,
    at         INTEGER NOT NULL
) STRICT;
CREATE INDEX rg_audit_log_user ON rg_audit_log (user_id, id);

-- Deposits counted against deposit limits, by creation time.
CREATE INDEX payments_user_created ON payments (user_id, created_at);
