-- Casino rewards (domain::casino_rewards): free rounds granted to a player (by an operator or
-- by a free-to-play promotion's daily grant), the free-to-play promotions, the balance usage
-- preference of casino stakes, and whether a player has opened the casino.
-- Instants are BIGINT milliseconds since the Unix epoch (UTC), money BIGINT cents.

-- Free rounds: `rounds_left` rounds at `stake_cents` each on `games` (comma-separated
-- provider game ids of `provider`) until `expires_at`. A promotion's daily grant names its
-- promotion and US Eastern day: one per player, promotion and day.
CREATE TABLE casino_free_rounds (
    id             TEXT PRIMARY KEY,
    user_id        TEXT NOT NULL REFERENCES users (id),
    title          TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
    provider       TEXT NOT NULL,
    games          TEXT NOT NULL CHECK (length(games) > 0),
    stake_cents    BIGINT NOT NULL CHECK (stake_cents > 0),
    currency       TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    rounds_granted BIGINT NOT NULL CHECK (rounds_granted > 0),
    rounds_left    BIGINT NOT NULL CHECK (rounds_left >= 0 AND rounds_left <= rounds_granted),
    expires_at     BIGINT NOT NULL,
    granted_by     TEXT NOT NULL,
    promotion_id   TEXT,
    promotion_day  TEXT,
    created_at     BIGINT NOT NULL,
    CHECK ((promotion_id IS NULL) = (promotion_day IS NULL))
);
CREATE INDEX casino_free_rounds_user ON casino_free_rounds (user_id, expires_at);
CREATE UNIQUE INDEX casino_free_rounds_daily
    ON casino_free_rounds (user_id, promotion_id, promotion_day) WHERE promotion_id IS NOT NULL;

-- Free-to-play promotions: `rounds_per_day` free rounds at `stake_cents` on one game, per
-- player and US Eastern day, between `starts_at` and `ends_at`.
CREATE TABLE casino_promotions (
    id             TEXT PRIMARY KEY CHECK (length(id) BETWEEN 1 AND 100),
    title          TEXT NOT NULL,
    description    TEXT NOT NULL,
    provider       TEXT NOT NULL,
    game           TEXT NOT NULL,
    rounds_per_day BIGINT NOT NULL CHECK (rounds_per_day > 0),
    stake_cents    BIGINT NOT NULL CHECK (stake_cents > 0),
    starts_at      BIGINT NOT NULL,
    ends_at        BIGINT NOT NULL CHECK (ends_at > starts_at),
    updated_at     BIGINT NOT NULL
);

-- A debit paid by free rounds names them; a debit's promotional-credit part is given back to
-- credit by its rollback.
ALTER TABLE casino_transactions ADD COLUMN free_rounds_id TEXT;
ALTER TABLE casino_transactions ADD COLUMN credit_cents BIGINT NOT NULL DEFAULT 0
    CHECK (credit_cents >= 0);

-- Which balances casino stakes may use: 'cash', 'credits' or 'cash,credits'.
ALTER TABLE user_preferences ADD COLUMN casino_balance_usage TEXT NOT NULL DEFAULT 'cash'
    CHECK (casino_balance_usage IN ('cash', 'credits', 'cash,credits'));

-- The first time a player opened the casino.
CREATE TABLE casino_visits (
    user_id          TEXT PRIMARY KEY REFERENCES users (id),
    first_visited_at BIGINT NOT NULL
);
