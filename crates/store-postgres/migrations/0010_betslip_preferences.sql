-- The betslip's auto-accept preference (issue 7), kept with the account holder's preferences.
ALTER TABLE user_preferences
    ADD COLUMN auto_accept_odds_changes TEXT NOT NULL DEFAULT 'none'
    CHECK (auto_accept_odds_changes IN ('none', 'higher', 'any'));
