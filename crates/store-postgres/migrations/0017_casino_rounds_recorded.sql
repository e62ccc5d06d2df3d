-- The login session a real-money game session was launched from: the seamless wallet checks,
-- on every stake, that it is still live and holds a location authorisation.
ALTER TABLE casino_sessions ADD COLUMN login_session_id TEXT;

-- Game providers' round records, kept for audit: the built-in provider's is the round's
-- seed, commitment, bets and outcome (casino_games::RoundRecord as JSON), written when the
-- round starts ('open', the seed still secret) and last when it ends ('finished'), after
-- which it never changes. An auditor replays a finished record to its outcome.
CREATE TABLE casino_round_records (
    provider   TEXT NOT NULL CHECK (length(provider) BETWEEN 1 AND 100),
    round_id   TEXT NOT NULL CHECK (length(round_id) BETWEEN 1 AND 100),
    session_id TEXT NOT NULL REFERENCES casino_sessions (id),
    game       TEXT NOT NULL,
    status     TEXT NOT NULL CHECK (status IN ('open', 'finished')),
    record     TEXT NOT NULL,
    started_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (provider, round_id)
);
CREATE INDEX casino_round_records_session ON casino_round_records (session_id, status);
