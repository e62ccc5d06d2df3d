-- Feature flags: each flag's validated rule document and the per-session / per-visitor
-- overrides used outside production. Instants are BIGINT milliseconds since the Unix epoch.

CREATE TABLE flag_rules (
    key         TEXT PRIMARY KEY NOT NULL,
    rules_json  TEXT NOT NULL,
    updated_at  BIGINT NOT NULL,
    updated_by  TEXT NOT NULL
);

CREATE TABLE flag_overrides (
    owner_id    TEXT NOT NULL,
    key         TEXT NOT NULL,
    enabled     BOOLEAN NOT NULL,
    updated_at  BIGINT NOT NULL,
    PRIMARY KEY (owner_id, key)
);
