-- Recent searches (domain::search): per account holder, one row per term ignoring case
-- (term_key is the lower-cased term), at most three kept by the store. sequence orders
-- searches made within one millisecond. Instants are INTEGER milliseconds since the Unix
-- epoch (UTC).

CREATE TABLE recent_searches (
    user_id     TEXT NOT NULL REFERENCES users (id),
    term_key    TEXT NOT NULL CHECK (length(term_key) BETWEEN 1 AND 400),
    term        TEXT NOT NULL CHECK (length(term) BETWEEN 1 AND 400),
    searched_at INTEGER NOT NULL,
    sequence    INTEGER NOT NULL,
    PRIMARY KEY (user_id, term_key)
);
