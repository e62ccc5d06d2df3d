-- Pick-one offers (play your way): an opt-in to one of a group's promotions carries the
-- group's name, and an account holds one opt-in per group, so of two claims at once (two
-- tabs, two nodes) one stands and the other is refused.
ALTER TABLE promotion_enrollments ADD COLUMN pick_group TEXT
    CHECK (pick_group IS NULL OR length(pick_group) BETWEEN 1 AND 40);
CREATE UNIQUE INDEX promotion_enrollments_pick_one
    ON promotion_enrollments (user_id, pick_group) WHERE pick_group IS NOT NULL;
