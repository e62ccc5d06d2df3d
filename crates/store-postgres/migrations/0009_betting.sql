-- Betting: betslips (one JSON document per owner, compare-and-set by version), rewards
-- (bonus bets and profit boosts), placements (the idempotency key of one click) and the bets
-- and legs they wrote. Instants are BIGINT milliseconds since the Unix epoch (UTC); money
-- BIGINT cents; odds profit fractions; points in half points.

CREATE TABLE betslips (
    owner      TEXT PRIMARY KEY NOT NULL,
    version    BIGINT NOT NULL CHECK (version > 0),
    document   TEXT NOT NULL,
    updated_at BIGINT NOT NULL
);

CREATE TABLE rewards (
    id               TEXT PRIMARY KEY NOT NULL,
    user_id          TEXT NOT NULL REFERENCES users (id),
    kind             TEXT NOT NULL CHECK (kind IN ('free_bet', 'profit_boost')),
    title            TEXT NOT NULL,
    amount_cents     BIGINT NOT NULL CHECK (amount_cents >= 0),
    currency         TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    boost_percentage BIGINT NOT NULL CHECK (boost_percentage >= 0),
    max_stake_cents  BIGINT NOT NULL CHECK (max_stake_cents >= 0),
    min_legs         BIGINT CHECK (min_legs >= 0),
    max_legs         BIGINT CHECK (max_legs >= 0),
    event_id         TEXT,
    -- comma-separated bet types; empty = any
    bet_types        TEXT NOT NULL,
    expires_at       BIGINT NOT NULL,
    granted_by       TEXT NOT NULL,
    created_at       BIGINT NOT NULL,
    -- 'expired' is never stored: an available reward past expires_at reads as expired
    status           TEXT NOT NULL CHECK (status IN ('available', 'used', 'revoked')),
    used_by_bet      TEXT,
    CHECK ((status = 'used') = (used_by_bet IS NOT NULL))
);

CREATE INDEX rewards_user_idx ON rewards (user_id, status, expires_at);
CREATE INDEX rewards_used_by_bet_idx ON rewards (used_by_bet) WHERE used_by_bet IS NOT NULL;

-- One row per placement: the idempotency key is claimed before anything else is written.
CREATE TABLE bet_placements (
    user_id         TEXT NOT NULL REFERENCES users (id),
    idempotency_key TEXT NOT NULL,
    created_at      BIGINT NOT NULL,
    PRIMARY KEY (user_id, idempotency_key)
);

CREATE TABLE bets (
    id                     TEXT PRIMARY KEY NOT NULL,
    user_id                TEXT NOT NULL REFERENCES users (id),
    session_id             TEXT NOT NULL,
    idempotency_key        TEXT NOT NULL,
    -- order within the placement
    position               BIGINT NOT NULL CHECK (position >= 0),
    bet_type               TEXT NOT NULL
        CHECK (bet_type IN ('straight', 'parlay', 'teaser', 'round_robin')),
    status                 TEXT NOT NULL
        CHECK (status IN ('pending_acceptance', 'open', 'rejected', 'settled')),
    stake_cents            BIGINT NOT NULL CHECK (stake_cents > 0),
    total_stake_cents      BIGINT NOT NULL CHECK (total_stake_cents >= stake_cents),
    source                 TEXT NOT NULL
        CHECK (source IN ('cash', 'free_bet', 'promotional_credit')),
    free_bet_id            TEXT,
    profit_boost_id        TEXT,
    currency               TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    odds_numerator         BIGINT NOT NULL CHECK (odds_numerator > 0),
    odds_denominator       BIGINT NOT NULL CHECK (odds_denominator > 0),
    boosted_numerator      BIGINT,
    boosted_denominator    BIGINT,
    boost_percentage       BIGINT,
    boost_max_stake_cents  BIGINT,
    potential_payout_cents BIGINT NOT NULL CHECK (potential_payout_cents >= 0),
    -- comma-separated legs per combination of a round robin; empty otherwise
    round_robin_sizes      TEXT NOT NULL,
    teaser_points_halves   INTEGER,
    accept_after           BIGINT,
    placed_at              BIGINT NOT NULL,
    resolved_at            BIGINT,
    CHECK ((source = 'free_bet') = (free_bet_id IS NOT NULL)),
    CHECK (status <> 'pending_acceptance' OR accept_after IS NOT NULL)
);

CREATE UNIQUE INDEX bets_placement_idx ON bets (user_id, idempotency_key, position);
CREATE INDEX bets_user_placed_idx ON bets (user_id, placed_at, id);
CREATE INDEX bets_pending_idx ON bets (accept_after) WHERE status = 'pending_acceptance';

CREATE TABLE bet_legs (
    bet_id               TEXT NOT NULL REFERENCES bets (id),
    position             BIGINT NOT NULL CHECK (position >= 0),
    selection_id         TEXT NOT NULL,
    market_id            TEXT NOT NULL,
    event_id             TEXT NOT NULL,
    odds_numerator       BIGINT NOT NULL CHECK (odds_numerator > 0),
    odds_denominator     BIGINT NOT NULL CHECK (odds_denominator > 0),
    points_halves        INTEGER,
    teased_points_halves INTEGER,
    selection_name       TEXT NOT NULL,
    market_name          TEXT NOT NULL,
    event_name           TEXT NOT NULL,
    event_starts_at      BIGINT NOT NULL,
    in_play              BOOLEAN NOT NULL,
    PRIMARY KEY (bet_id, position)
);
