-- Settlement (issue 8): graded bets and legs, cash-outs, share links, the operator's
-- settlement audit, and a holder's cash allowed below zero after a regrade.
-- Instants are integer milliseconds since the Unix epoch (UTC); money integer cents.

-- What a bet has returned so far (payout_credit_cents of it as promotional credit) and its
-- grade: every applied grade and the cash-out increase grade_version (compare-and-set).
ALTER TABLE bets ADD COLUMN outcome TEXT NOT NULL DEFAULT 'pending'
    CHECK (outcome IN ('pending', 'win', 'loss', 'push', 'refund', 'voided', 'cash_out',
                       'patron_cancelled'));
ALTER TABLE bets ADD COLUMN payout_cents INTEGER NOT NULL DEFAULT 0 CHECK (payout_cents >= 0);
ALTER TABLE bets ADD COLUMN payout_credit_cents INTEGER NOT NULL DEFAULT 0
    CHECK (payout_credit_cents >= 0 AND payout_credit_cents <= payout_cents);
ALTER TABLE bets ADD COLUMN cashout_cents INTEGER CHECK (cashout_cents > 0);
ALTER TABLE bets ADD COLUMN closed_at INTEGER;
ALTER TABLE bets ADD COLUMN regraded INTEGER NOT NULL DEFAULT 0 CHECK (regraded IN (0, 1));
ALTER TABLE bets ADD COLUMN grade_version INTEGER NOT NULL DEFAULT 0 CHECK (grade_version >= 0);

-- A leg's result; a dead heat carries its factor numerator/denominator in (0, 1].
ALTER TABLE bet_legs ADD COLUMN result TEXT NOT NULL DEFAULT 'pending'
    CHECK (result IN ('pending', 'win', 'loss', 'push', 'void', 'dead_heat'));
ALTER TABLE bet_legs ADD COLUMN dead_heat_numerator INTEGER CHECK (dead_heat_numerator > 0);
ALTER TABLE bet_legs ADD COLUMN dead_heat_denominator INTEGER
    CHECK ((result = 'dead_heat') = (dead_heat_denominator IS NOT NULL)
           AND (dead_heat_numerator IS NULL) = (dead_heat_denominator IS NULL)
           AND (dead_heat_denominator IS NULL OR dead_heat_denominator >= dead_heat_numerator));
ALTER TABLE bet_legs ADD COLUMN regraded INTEGER NOT NULL DEFAULT 0 CHECK (regraded IN (0, 1));

-- The bets a market's result touches, in bet id order.
CREATE INDEX bet_legs_market_idx ON bet_legs (market_id, bet_id);

CREATE TABLE bet_share_links (
    code       TEXT PRIMARY KEY NOT NULL,
    bet_id     TEXT NOT NULL REFERENCES bets (id),
    channel    TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (bet_id, channel)
) STRICT;

CREATE TABLE settlement_audit (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    actor     TEXT NOT NULL,
    action    TEXT NOT NULL,
    market_id TEXT,
    detail    TEXT NOT NULL,
    at        INTEGER NOT NULL
) STRICT;

CREATE INDEX settlement_audit_market_idx ON settlement_audit (market_id, id);

-- A holder's cash may now go below zero (only a BetRegrade posts it there: the debt after a
-- payout the bettor already spent is corrected down); other buckets stay at or above zero.
-- SQLite cannot change a CHECK constraint in place: the table is rebuilt with the same ids.
-- ledger_postings references ledger_accounts (id): the references are checked at commit,
-- after every row is back under its id.
PRAGMA defer_foreign_keys = ON;

CREATE TABLE ledger_accounts_copy AS SELECT * FROM ledger_accounts;

DROP TABLE ledger_accounts;

CREATE TABLE ledger_accounts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('user', 'house')),
    owner_id   TEXT NOT NULL,
    bucket     TEXT NOT NULL,
    currency   TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    balance    INTEGER NOT NULL DEFAULT 0,
    CHECK (owner_kind = 'house' OR bucket = 'cash' OR balance >= 0),
    UNIQUE (owner_kind, owner_id, bucket, currency)
) STRICT;

INSERT INTO ledger_accounts (id, owner_kind, owner_id, bucket, currency, balance)
    SELECT id, owner_kind, owner_id, bucket, currency, balance FROM ledger_accounts_copy
    ORDER BY id;

DROP TABLE ledger_accounts_copy;
