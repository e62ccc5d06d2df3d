-- Bonus cash play-through (domain::bonus_cash): each grant keeps what is left of it in the
-- bonus bucket (`remaining_cents`: its grant, until it converts to cash or expires) and when
-- the bettor chose it to play (`chosen_at`, 0 for never: the active grant is the one chosen
-- last, otherwise the oldest). Every wager counted towards a grant is one row of
-- `promotion_bonus_cash_wagers`, keyed by its source (`bet:{id}`, `casino:{provider}:{tx id}`),
-- so a re-grade or a replayed debit never counts twice and a rollback takes back what its debit
-- counted, once (a rollback that comes first leaves a row that refuses the debit's count).
-- Instants are integer milliseconds since the Unix epoch (UTC), money integer cents.

ALTER TABLE promotion_bonus_cash ADD COLUMN remaining_cents BIGINT NOT NULL DEFAULT 0
    CHECK (remaining_cents >= 0);
-- Grants made before: nothing of them was spent, they hold their whole amount.
UPDATE promotion_bonus_cash SET remaining_cents = amount_cents WHERE status = 'active';
ALTER TABLE promotion_bonus_cash ADD COLUMN chosen_at BIGINT NOT NULL DEFAULT 0;
-- What the expiry job looks for.
CREATE INDEX promotion_bonus_cash_due ON promotion_bonus_cash (status, expires_at);

CREATE TABLE promotion_bonus_cash_wagers (
    source         TEXT PRIMARY KEY CHECK (length(source) BETWEEN 1 AND 300),
    user_id        TEXT NOT NULL REFERENCES users (id),
    -- the grant it counted towards (NULL: a rollback that arrived before its debit)
    bonus_cash_id  TEXT REFERENCES promotion_bonus_cash (id),
    cents          BIGINT NOT NULL CHECK (cents >= 0),
    at             BIGINT NOT NULL,
    rolled_back_at BIGINT
);
CREATE INDEX promotion_bonus_cash_wagers_grant ON promotion_bonus_cash_wagers (bonus_cash_id);
