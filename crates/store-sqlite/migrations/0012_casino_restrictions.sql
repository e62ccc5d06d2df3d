-- Operators' restrictions of the casino (issue 6; spec 000 §6, 002 §6): an operator closes
-- the casino to one account holder until a time or until lifted, with a reason. A restriction
-- is lifted (lifted_at, lifted_by), never deleted; every creation and lift writes its
-- rg_audit_log row in the same transaction.
-- Instants are integer milliseconds since the Unix epoch (UTC).

CREATE TABLE rg_casino_restrictions (
    id         TEXT PRIMARY KEY NOT NULL,
    user_id    TEXT NOT NULL REFERENCES users (id),
    -- NULL: until lifted
    ends_at    INTEGER,
    reason     TEXT NOT NULL CHECK (length(trim(reason)) > 0),
    created_by TEXT NOT NULL CHECK (length(trim(created_by)) > 0),
    created_at INTEGER NOT NULL,
    lifted_at  INTEGER,
    lifted_by  TEXT CHECK (length(trim(lifted_by)) > 0),
    CHECK (ends_at IS NULL OR ends_at > created_at),
    CHECK ((lifted_at IS NULL) = (lifted_by IS NULL)),
    CHECK (lifted_at IS NULL OR lifted_at >= created_at)
) STRICT;
CREATE INDEX rg_casino_restrictions_user ON rg_casino_restrictions (user_id, created_at);
