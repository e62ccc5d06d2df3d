-- What each placement's idempotency key was used for (domain::betslip::PlacementFingerprint):
-- the same key with the same fingerprint replays the placement, with another it is refused.
-- Placements made before this column existed keep NULL and replay as before (there is
-- nothing to compare a retry with, and a genuine retry must not be refused).
ALTER TABLE bet_placements ADD COLUMN fingerprint TEXT;
