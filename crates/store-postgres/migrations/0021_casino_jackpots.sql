-- Progressive jackpots (domain::jackpot): each pool's amount and where it came from, and
-- every hit. A pool's amount only changes together with a ledger posting to the house's
-- jackpot account in the same transaction (seeds and contributions in, hits out), so the
-- pools of a currency add up to that account's balance.
-- Instants are integer milliseconds since the Unix epoch (UTC), money integer cents.

CREATE TABLE casino_jackpots (
    slug              TEXT PRIMARY KEY CHECK (length(slug) BETWEEN 1 AND 40),
    currency          TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    amount_cents      BIGINT NOT NULL CHECK (amount_cents >= 0),
    funded_cents      BIGINT NOT NULL CHECK (funded_cents >= 0),
    contributed_cents BIGINT NOT NULL CHECK (contributed_cents >= 0),
    paid_cents        BIGINT NOT NULL CHECK (paid_cents >= 0),
    hits              BIGINT NOT NULL CHECK (hits >= 0),
    updated_at        BIGINT NOT NULL,
    CHECK (amount_cents = funded_cents + contributed_cents - paid_cents)
);

-- One row per hit: the whole pool paid to the player whose debit (`debit_key`, its casino
-- ledger key) hit, in that debit's game session and round.
CREATE TABLE casino_jackpot_hits (
    id           TEXT PRIMARY KEY,
    slug         TEXT NOT NULL REFERENCES casino_jackpots (slug),
    user_id      TEXT NOT NULL REFERENCES users (id),
    session_id   TEXT NOT NULL REFERENCES casino_sessions (id),
    round_id     TEXT NOT NULL,
    debit_key    TEXT NOT NULL UNIQUE,
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    currency     TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    at           BIGINT NOT NULL
);
CREATE INDEX casino_jackpot_hits_slug ON casino_jackpot_hits (slug, at);
CREATE INDEX casino_jackpot_hits_session ON casino_jackpot_hits (session_id, at);
