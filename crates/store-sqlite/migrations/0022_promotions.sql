-- Promotions (domain::promotion): operator-authored definitions with their versions and an
-- audit trail of every change, bettors' opt-ins, and awards: one row per account and
-- promotion instance (UNIQUE), written in the same transaction as the rewards and ledger
-- postings it grants, so a retried or concurrent trigger grants once. Bonus cash lives in
-- the holder's bonus bucket with its play-through requirement beside it.
-- Instants are integer milliseconds since the Unix epoch (UTC), money integer cents.

CREATE TABLE promotions (
    id           TEXT PRIMARY KEY NOT NULL,
    slug         TEXT NOT NULL UNIQUE CHECK (length(slug) BETWEEN 3 AND 60),
    -- the current version (promotion_versions holds every one)
    version      INTEGER NOT NULL CHECK (version >= 1),
    status       TEXT NOT NULL CHECK (status IN ('live', 'paused', 'ended')),
    trigger_kind TEXT NOT NULL CHECK (trigger_kind IN
                     ('sign_up', 'first_deposit', 'deposit', 'bet_placed', 'bet_settled_losing')),
    -- upper case; one promotion that has not ended carries a code
    promo_code   TEXT CHECK (promo_code IS NULL OR length(promo_code) BETWEEN 3 AND 20),
    starts_at    INTEGER NOT NULL,
    ends_at      INTEGER NOT NULL CHECK (ends_at > starts_at),
    -- the current version's definition (JSON)
    definition   TEXT NOT NULL,
    created_by   TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    updated_at   INTEGER NOT NULL
) STRICT;
CREATE UNIQUE INDEX promotions_live_code ON promotions (promo_code)
    WHERE promo_code IS NOT NULL AND status <> 'ended';
CREATE INDEX promotions_trigger ON promotions (trigger_kind, status);

CREATE TABLE promotion_versions (
    promotion_id TEXT NOT NULL REFERENCES promotions (id),
    version      INTEGER NOT NULL CHECK (version >= 1),
    definition   TEXT NOT NULL,
    created_by   TEXT NOT NULL,
    created_at   INTEGER NOT NULL,
    PRIMARY KEY (promotion_id, version)
) STRICT;

-- Every change: who, when, what, and the promotion before and after (JSON), numbered per
-- promotion in the order made (changes of one promotion hold its row, one after another).
CREATE TABLE promotion_audit (
    id           TEXT PRIMARY KEY NOT NULL,
    promotion_id TEXT NOT NULL REFERENCES promotions (id),
    actor        TEXT NOT NULL CHECK (length(actor) BETWEEN 1 AND 200),
    action       TEXT NOT NULL CHECK (action IN ('create', 'pause', 'resume', 'end')),
    before       TEXT,
    after        TEXT NOT NULL,
    at           INTEGER NOT NULL,
    seq          INTEGER NOT NULL CHECK (seq >= 1),
    UNIQUE (promotion_id, seq)
) STRICT;

CREATE TABLE promotion_enrollments (
    promotion_id TEXT NOT NULL REFERENCES promotions (id),
    user_id      TEXT NOT NULL REFERENCES users (id),
    at           INTEGER NOT NULL,
    PRIMARY KEY (promotion_id, user_id)
) STRICT;
CREATE INDEX promotion_enrollments_user ON promotion_enrollments (user_id);

-- One award per account per promotion instance: the unique constraint decides between a
-- retry, a second node and a concurrent trigger.
CREATE TABLE promotion_awards (
    id           TEXT PRIMARY KEY NOT NULL,
    promotion_id TEXT NOT NULL REFERENCES promotions (id),
    version      INTEGER NOT NULL CHECK (version >= 1),
    user_id      TEXT NOT NULL REFERENCES users (id),
    instance     TEXT NOT NULL CHECK (length(instance) BETWEEN 1 AND 100),
    -- the qualifying event (deposit:{id}, bet:{id}, signup:{userId})
    source       TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 200),
    -- what was granted (JSON list of domain::promotion::Grant)
    grants       TEXT NOT NULL,
    at           INTEGER NOT NULL,
    UNIQUE (promotion_id, user_id, instance)
) STRICT;
CREATE INDEX promotion_awards_user ON promotion_awards (user_id, at);

-- Bonus cash: the amount posted to the holder's bonus bucket and what must be wagered
-- before it converts to cash.
CREATE TABLE promotion_bonus_cash (
    id                 TEXT PRIMARY KEY NOT NULL,
    award_id           TEXT NOT NULL REFERENCES promotion_awards (id),
    user_id            TEXT NOT NULL REFERENCES users (id),
    currency           TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    amount_cents       INTEGER NOT NULL CHECK (amount_cents > 0),
    play_through_cents INTEGER NOT NULL CHECK (play_through_cents >= amount_cents),
    wagered_cents      INTEGER NOT NULL CHECK (wagered_cents >= 0),
    status             TEXT NOT NULL CHECK (status IN ('active', 'converted', 'expired')),
    expires_at         INTEGER NOT NULL,
    created_at         INTEGER NOT NULL,
    updated_at         INTEGER NOT NULL
) STRICT;
CREATE INDEX promotion_bonus_cash_user ON promotion_bonus_cash (user_id, status);
