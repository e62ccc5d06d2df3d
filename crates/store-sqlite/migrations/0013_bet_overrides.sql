-- Operator overrides of one bet (issue 8): the whole bet voided (a palpable error, a breach
-- of the rules) or a leg's result set by hand. The bet's grade follows them whatever the
-- feed's results say; they are lifted by setting them back to NULL, never by deleting a row.
ALTER TABLE bets ADD COLUMN override_outcome TEXT CHECK (override_outcome IN ('voided'));

ALTER TABLE bet_legs ADD COLUMN override_result TEXT
    CHECK (override_result IN ('win', 'loss', 'push', 'void', 'dead_heat'));
ALTER TABLE bet_legs ADD COLUMN override_dead_heat_numerator INTEGER
    CHECK (override_dead_heat_numerator > 0);
ALTER TABLE bet_legs ADD COLUMN override_dead_heat_denominator INTEGER
    CHECK ((override_result IS 'dead_heat') = (override_dead_heat_denominator IS NOT NULL)
           AND (override_dead_heat_numerator IS NULL) = (override_dead_heat_denominator IS NULL)
           AND (override_dead_heat_denominator IS NULL
                OR override_dead_heat_denominator >= override_dead_heat_numerator));
