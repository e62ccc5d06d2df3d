-- Segments: operator-kept lists of accounts (vip, reactivation) a promotion's eligibility may
-- name. An account is in a segment once; who added it and when are kept.
CREATE TABLE segment_members (
    segment  TEXT NOT NULL CHECK (length(segment) BETWEEN 1 AND 40),
    user_id  TEXT NOT NULL REFERENCES users (id),
    added_by TEXT NOT NULL CHECK (length(added_by) BETWEEN 1 AND 200),
    added_at BIGINT NOT NULL,
    PRIMARY KEY (segment, user_id)
);
CREATE INDEX segment_members_user ON segment_members (user_id);
