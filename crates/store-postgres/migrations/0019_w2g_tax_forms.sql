-- W-2G tax forms (domain::tax::w2g) and the government ID documents winners give for them
-- (domain::tax::id_document). A form is one provider's round or payout, written once;
-- while a form has no ID document its winner's real-money stakes are refused.
-- The ID number and the document are sealed by the server (AES-256-GCM, a fresh nonce per
-- value, base64 of nonce and ciphertext) and never read back by any query of the app.
-- Instants are BIGINT milliseconds since the Unix epoch (UTC), money BIGINT cents.

CREATE TABLE w2g_id_documents (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id),
    id_type          TEXT NOT NULL CHECK (id_type IN ('DRIVERS_LICENSE', 'PASSPORT', 'STATE_ID')),
    number_last_four TEXT NOT NULL CHECK (length(number_last_four) BETWEEN 1 AND 4),
    number_sealed    TEXT NOT NULL,
    document_type    TEXT NOT NULL
                     CHECK (document_type IN ('image/jpeg', 'image/png', 'application/pdf')),
    document_sealed  TEXT NOT NULL,
    uploaded_at      BIGINT NOT NULL
);
CREATE INDEX w2g_id_documents_user ON w2g_id_documents (user_id, uploaded_at);

CREATE TABLE w2g_forms (
    id                TEXT PRIMARY KEY,
    user_id           TEXT NOT NULL REFERENCES users (id),
    provider          TEXT NOT NULL CHECK (length(provider) BETWEEN 1 AND 100),
    round_id          TEXT NOT NULL CHECK (length(round_id) BETWEEN 1 AND 100),
    -- NULL for a payout outside a game session (a jackpot)
    session_id        TEXT,
    game              TEXT NOT NULL CHECK (length(game) BETWEEN 1 AND 100),
    game_name         TEXT NOT NULL CHECK (length(game_name) BETWEEN 1 AND 200),
    wager_type        TEXT NOT NULL CHECK (wager_type IN ('slot', 'keno', 'roulette', 'blackjack')),
    tax_year          BIGINT NOT NULL,
    currency          TEXT NOT NULL CHECK (currency IN ('USD', 'CAD')),
    reportable_cents  BIGINT NOT NULL CHECK (reportable_cents >= 0),
    staked_cents      BIGINT NOT NULL CHECK (staked_cents >= 0),
    won_cents         BIGINT NOT NULL CHECK (won_cents >= 0),
    won_at            BIGINT NOT NULL,
    -- NULL until the winner uploads an ID
    id_document_id    TEXT REFERENCES w2g_id_documents (id),
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL,
    UNIQUE (provider, round_id)
);
CREATE INDEX w2g_forms_user ON w2g_forms (user_id, won_at);
CREATE INDEX w2g_forms_pending ON w2g_forms (user_id, created_at) WHERE id_document_id IS NULL;
