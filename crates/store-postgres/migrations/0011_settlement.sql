-- Settlement (issue 8): graded bets and legs, cash-outs, share links, the operator's
-- settlement audit, and a holder's cash allowed below zero after a regrade.
-- Instants are BIGINT milliseconds since the Unix epoch (UTC); money BIGINT cents.

-- What a bet has returned so far (payout_credit_cents of it as promotional credit) and its
-- grade: every applied grade and the cash-out increase grade_version (compare-and-set).
ALTER TABLE bets ADD COLUMN outcome TEXT NOT NULL DEFAULT 'pending'
    CHECK (outcome IN ('pending', 'win', 'loss', 'push', 'refund', 'voided', 'cash_out',
                       'patron_cancelled'));
ALTER TABLE bets ADD COLUMN payout_cents BIGINT NOT NULL DEFAULT 0 CHECK (payout_cents >= 0);
ALTER TABLE bets ADD COLUMN payout_credit_cents BIGINT NOT NULL DEFAULT 0
    CHECK (payout_credit_cents >= 0 AND payout_credit_cents <= payout_cents);
ALTER TABLE bets ADD COLUMN cashout_cents BIGINT CHECK (cashout_cents > 0);
ALTER TABLE bets ADD COLUMN closed_at BIGINT;
ALTER TABLE bets ADD COLUMN regraded BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE bets ADD COLUMN grade_version BIGINT NOT NULL DEFAULT 0 CHECK (grade_version >= 0);

-- A leg's result; a dead heat carries its factor numerator/denominator in (0, 1].
ALTER TABLE bet_legs ADD COLUMN result TEXT NOT NULL DEFAULT 'pending'
    CHECK (result IN ('pending', 'win', 'loss', 'push', 'void', 'dead_heat'));
ALTER TABLE bet_legs ADD COLUMN dead_heat_numerator BIGINT CHECK (dead_heat_numerator > 0);
ALTER TABLE bet_legs ADD COLUMN dead_heat_denominator BIGINT;
ALTER TABLE bet_legs ADD CONSTRAINT bet_legs_dead_heat_factor
    CHECK ((result = 'dead_heat') = (dead_heat_denominator IS NOT NULL)
           AND (dead_heat_numerator IS NULL) = (dead_heat_denominator IS NULL)
           AND (dead_heat_denominator IS NULL OR dead_heat_denominator >= dead_heat_numerator));
ALTER TABLE bet_legs ADD COLUMN regraded BOOLEAN NOT NULL DEFAULT FALSE;

-- The bets a market's result touches, in bet id order (byte order, as the store pages).
CREATE INDEX bet_legs_market_idx ON bet_legs (market_id, bet_id COLLATE "C");

CREATE TABLE bet_share_links (
    code       TEXT PRIMARY KEY,
    bet_id     TEXT NOT NULL REFERENCES bets (id),
    channel    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    UNIQUE (bet_id, channel)
);

CREATE TABLE settlement_audit (
    id        BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    actor     TEXT NOT NULL,
    action    TEXT NOT NULL,
    market_id TEXT,
    detail    TEXT NOT NULL,
    at        BIGINT NOT NULL
);

CREATE INDEX settlement_audit_market_idx ON settlement_audit (market_id, id);

-- A holder's cash may now go below zero (only a BetRegrade posts it there: the debt after a
-- payout the bettor already spent is corrected down); other buckets stay at or above zero.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_holder_not_negative;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_holder_not_negative
    CHECK (owner_kind = 'house' OR bucket = 'cash' OR balance >= 0);
