-- Account linking (domain::account_link): an account holder's link to a partner identity,
-- named by the partner's pairwise subject. One partner identity links to one account at a
-- time (unique partner + subject), one account to one identity per partner (unique partner +
-- user). favorites is a JSON array of strings. Instants are INTEGER milliseconds since the
-- Unix epoch (UTC).

CREATE TABLE account_links (
    id        TEXT PRIMARY KEY,
    user_id   TEXT NOT NULL REFERENCES users (id),
    partner   TEXT NOT NULL CHECK (length(partner) BETWEEN 1 AND 64),
    subject   TEXT NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
    favorites TEXT NOT NULL,
    linked_at INTEGER NOT NULL,
    UNIQUE (partner, subject),
    UNIQUE (partner, user_id)
);

-- The link prompts an account holder dismissed, once each.
CREATE TABLE account_link_prompt_dismissals (
    user_id      TEXT NOT NULL REFERENCES users (id),
    prompt       TEXT NOT NULL CHECK (length(prompt) BETWEEN 1 AND 64),
    dismissed_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, prompt)
);
