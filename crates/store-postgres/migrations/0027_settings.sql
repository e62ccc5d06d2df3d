-- Settings (issue 25): the content setting "show price movement" and the email preferences,
-- kept with the account holder's other preferences. Until a row exists the defaults apply:
-- price movement shown, promotional and product-news emails on (account emails such as
-- password resets are always sent and have no switch).
ALTER TABLE user_preferences
    ADD COLUMN odds_trend TEXT NOT NULL DEFAULT 'show'
    CHECK (odds_trend IN ('show', 'hide'));
ALTER TABLE user_preferences
    ADD COLUMN email_promotions TEXT NOT NULL DEFAULT 'on'
    CHECK (email_promotions IN ('on', 'off'));
ALTER TABLE user_preferences
    ADD COLUMN email_product_news TEXT NOT NULL DEFAULT 'on'
    CHECK (email_product_news IN ('on', 'off'));
