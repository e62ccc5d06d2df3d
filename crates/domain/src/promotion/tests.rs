use super::*;
use chrono::TimeZone;
use proptest::prelude::*;

fn at(day: u32, hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, hour, 0, 0).unwrap()
}

/// A deposit match: 100% of the first deposit up to $500 as bonus cash played through 5x,
/// with code WELCOME100, November 2026, new customers in New Jersey.
fn deposit_match_json() -> serde_json::Value {
    serde_json::json!({
        "schemaVersion": 1,
        "slug": "welcome-deposit-match",
        "title": "Deposit Match up to $500",
        "description": "Your first deposit matched in bonus cash.",
        "startsAt": "2026-11-01T00:00:00Z",
        "endsAt": "2026-12-01T00:00:00Z",
        "eligibility": {
            "regions": ["US-NJ"],
            "customers": "new",
            "promoCode": "welcome100"
        },
        "trigger": { "kind": "firstDeposit", "minCents": 1000 },
        "awards": [
            { "kind": "bonusCash", "amount": { "matchPercent": 100, "maxCents": 50000 }, "playThrough": 5 }
        ],
        "caps": { "maxAwards": 1000, "awardDays": 30 }
    })
}

fn parse(value: &serde_json::Value) -> Result<Definition, FieldError> {
    Definition::from_json(value.to_string().as_bytes())
}

fn field_of(mut value: serde_json::Value, edit: impl FnOnce(&mut serde_json::Value)) -> String {
    edit(&mut value);
    parse(&value).unwrap_err().field
}

fn customer(registered_at: DateTime<Utc>) -> Customer<'static> {
    Customer {
        brand: "halftime",
        region: "US-NJ",
        registered_at,
        opted_in: false,
        segments: &[],
    }
}

fn deposit(cents: i64, first: bool, code: Option<&str>) -> Event {
    Event::Deposit {
        amount_cents: cents,
        first,
        promo_code: code.map(str::to_owned),
    }
}

fn parlay(legs: usize, odds: Odds, stake: i64) -> BetFacts {
    BetFacts {
        bet_type: if legs == 1 {
            BetType::Straight
        } else {
            BetType::Parlay
        },
        legs: (0..legs)
            .map(|_| LegFacts {
                sport: "football".to_owned(),
            })
            .collect(),
        odds,
        money_stake_cents: stake,
    }
}

#[test]
fn a_valid_definition_reads_and_normalises_its_code() {
    let d = parse(&deposit_match_json()).unwrap();
    assert_eq!(d.promo_code(), Some("WELCOME100"));
    assert_eq!(d.get().trigger.kind(), TriggerKind::FirstDeposit);
    // Its canonical JSON reads back to the same definition.
    assert_eq!(Definition::from_json(d.to_json().as_bytes()).unwrap(), d);
}

#[test]
fn errors_name_the_field_at_fault() {
    let base = deposit_match_json();
    assert_eq!(
        field_of(base.clone(), |v| v["schemaVersion"] = 2.into()),
        "schemaVersion"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["slug"] = "No Caps".into()),
        "slug"
    );
    assert_eq!(field_of(base.clone(), |v| v["title"] = "".into()), "title");
    assert_eq!(
        field_of(base.clone(), |v| v["endsAt"] =
            "2026-10-01T00:00:00Z".into()),
        "endsAt"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["eligibility"]["brands"] =
            serde_json::json!(["acme"])),
        "eligibility.brands[0]"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["eligibility"]["regions"] =
            serde_json::json!(["US-NJ", "US-XX"])),
        "eligibility.regions[1]"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["eligibility"]["promoCode"] =
            "no!".into()),
        "eligibility.promoCode"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["awards"][0]["playThrough"] = 0.into()),
        "awards[0].playThrough"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["awards"][0]["amount"]["maxCents"] =
            serde_json::Value::Null),
        "awards[0].amount.maxCents"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["awards"][0]["amount"] =
            serde_json::json!({ "fixedCents": 500, "matchPercent": 10 })),
        "awards[0].amount"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["awards"] = serde_json::json!([])),
        "awards"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["caps"]["awardDays"] = 0.into()),
        "caps.awardDays"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["caps"]["maxAwards"] = 0.into()),
        "caps.maxAwards"
    );
    // Serde's own errors carry the path too: a wrong type, an unknown field, an unknown kind.
    // Inside a kind-tagged object (a trigger, an award) the path stops at the object, and the
    // message says what was expected.
    let mut wrong_type = base.clone();
    wrong_type["trigger"]["minCents"] = "ten".into();
    let e = parse(&wrong_type).unwrap_err();
    assert_eq!(e.field, "trigger");
    assert!(e.message.contains("expected i64"), "{e}");
    assert_eq!(
        field_of(base.clone(), |v| v["caps"]["awardDays"] = "ten".into()),
        "caps.awardDays"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["eligibility"]["segment"] = "vip".into()),
        "eligibility.segment"
    );
    assert_eq!(
        field_of(base.clone(), |v| v["awards"][0]["kind"] =
            "loyaltyPoints".into()),
        "awards[0].kind"
    );
    // A promo code only goes with a deposit trigger; a sign-up has no amount to match.
    assert_eq!(
        field_of(base.clone(), |v| v["trigger"] =
            serde_json::json!({ "kind": "signUp" })),
        "eligibility.promoCode"
    );
    assert_eq!(
        field_of(base, |v| {
            v["eligibility"]["promoCode"] = serde_json::Value::Null;
            v["trigger"] = serde_json::json!({ "kind": "signUp" });
        }),
        "awards[0].amount.matchPercent"
    );
}

#[test]
fn bet_conditions_and_restrictions_are_checked() {
    let mut v = deposit_match_json();
    v["eligibility"]["promoCode"] = serde_json::Value::Null;
    v["trigger"] = serde_json::json!({
        "kind": "betPlaced",
        "conditions": { "minOddsAmerican": 50, "minLegs": 3 }
    });
    assert_eq!(
        parse(&v).unwrap_err().field,
        "trigger.conditions.minOddsAmerican"
    );
    v["trigger"]["conditions"] = serde_json::json!({ "minLegs": 4, "maxLegs": 3 });
    assert_eq!(parse(&v).unwrap_err().field, "trigger.conditions.minLegs");
    v["trigger"]["conditions"] = serde_json::json!({ "betTypes": ["round_robin"] });
    assert_eq!(
        parse(&v).unwrap_err().field,
        "trigger.conditions.betTypes[0]"
    );
    v["trigger"]["conditions"] = serde_json::json!({ "minLegs": 3 });
    v["awards"] = serde_json::json!([{
        "kind": "profitBoost", "percentage": 0, "maxStakeCents": 2500
    }]);
    assert_eq!(parse(&v).unwrap_err().field, "awards[0].percentage");
    v["awards"][0]["percentage"] = 50.into();
    v["awards"][0]["restriction"] = serde_json::json!({ "maxLegs": 0 });
    assert_eq!(
        parse(&v).unwrap_err().field,
        "awards[0].restriction.maxLegs"
    );
    v["awards"][0]["restriction"] = serde_json::json!({ "minLegs": 3 });
    assert!(parse(&v).is_ok());
}

#[test]
fn a_deposit_qualifies_only_with_the_code_the_minimum_and_the_first_time() {
    let d = parse(&deposit_match_json()).unwrap();
    let new = customer(at(10, 0));
    let now = at(10, 1);
    let live = Lifecycle::Live;
    assert_eq!(
        qualifies(
            &d,
            live,
            &new,
            &deposit(2000, true, Some(" welcome100 ")),
            now
        ),
        Ok(())
    );
    assert_eq!(
        qualifies(&d, live, &new, &deposit(2000, true, None), now),
        Err(NotQualified::PromoCode)
    );
    assert_eq!(
        qualifies(&d, live, &new, &deposit(2000, true, Some("RELOAD25")), now),
        Err(NotQualified::PromoCode)
    );
    assert_eq!(
        qualifies(&d, live, &new, &deposit(999, true, Some("WELCOME100")), now),
        Err(NotQualified::BelowMinimum)
    );
    assert_eq!(
        qualifies(
            &d,
            live,
            &new,
            &deposit(2000, false, Some("WELCOME100")),
            now
        ),
        Err(NotQualified::OtherTrigger)
    );
    // An account opened before the promotion started is not a new customer.
    assert_eq!(
        qualifies(
            &d,
            live,
            &customer(at(1, 0) - Duration::seconds(1)),
            &deposit(2000, true, Some("WELCOME100")),
            now
        ),
        Err(NotQualified::NotNewCustomer)
    );
    // Outside New Jersey, paused, ended, after the window: nothing.
    let mut ny = new;
    ny.region = "US-NY";
    assert_eq!(
        qualifies(&d, live, &ny, &deposit(2000, true, Some("WELCOME100")), now),
        Err(NotQualified::Region)
    );
    assert_eq!(
        qualifies(
            &d,
            Lifecycle::Paused,
            &new,
            &deposit(2000, true, Some("WELCOME100")),
            now
        ),
        Err(NotQualified::NotLive)
    );
    assert_eq!(
        qualifies(
            &d,
            live,
            &new,
            &deposit(2000, true, Some("WELCOME100")),
            at(30, 23) + Duration::hours(1)
        ),
        Err(NotQualified::OutsideWindow)
    );
}

#[test]
fn a_deposit_match_grants_a_percentage_up_to_its_maximum() {
    let d = parse(&deposit_match_json()).unwrap();
    let now = at(10, 1);
    // $20.00 matched 100%: $20.00 of bonus cash to play through 5x ($100.00), 30 days.
    assert_eq!(
        grants(&d, &deposit(2000, true, Some("WELCOME100")), now),
        vec![Grant::BonusCash {
            amount_cents: 2000,
            play_through_cents: 10_000,
            expires_at: now + Duration::days(30)
        }]
    );
    // $900.00 matched 100% is capped at $500.00.
    assert_eq!(
        grants(&d, &deposit(90_000, true, Some("WELCOME100")), now)[0].ledger_cents(),
        50_000
    );
}

fn second_chance() -> Definition {
    Definition::new(PromotionDefinition {
        schema_version: 1,
        slug: "second-chance".to_owned(),
        title: "Second Chance Parlay".to_owned(),
        description: String::new(),
        terms: String::new(),
        starts_at: at(1, 0),
        ends_at: at(30, 0),
        eligibility: Eligibility {
            opt_in_required: true,
            ..Eligibility::default()
        },
        trigger: Trigger::BetSettledLosing {
            conditions: BetConditions {
                min_odds_american: Some(300),
                min_legs: Some(3),
                bet_types: vec![BetType::Parlay],
                min_stake_cents: 500,
                ..BetConditions::default()
            },
        },
        awards: vec![AwardSpec::BonusBet {
            amount: AmountRule {
                match_percent: Some(100),
                max_cents: Some(2500),
                ..AmountRule::default()
            },
            restriction: UseRestriction::default(),
            title: Some("Second Chance Bonus Bet".to_owned()),
        }],
        caps: Caps::default(),
        display: Display::default(),
    })
    .unwrap()
}

#[test]
fn a_losing_parlay_meeting_the_conditions_earns_a_second_chance_after_opting_in() {
    let d = second_chance();
    let now = at(12, 0);
    let mut bettor = customer(at(2, 0));
    let long = Odds::from_american(600).unwrap();
    let lost = Event::BetSettled {
        bet: parlay(3, long, 1000),
        lost: true,
    };
    assert_eq!(
        qualifies(&d, Lifecycle::Live, &bettor, &lost, now),
        Err(NotQualified::NotOptedIn)
    );
    bettor.opted_in = true;
    assert_eq!(qualifies(&d, Lifecycle::Live, &bettor, &lost, now), Ok(()));
    assert_eq!(
        grants(&d, &lost, now),
        vec![Grant::BonusBet {
            title: "Second Chance Bonus Bet".to_owned(),
            amount_cents: 1000,
            restriction: UseRestriction::default(),
            expires_at: now + Duration::days(7)
        }]
    );
    // A win, two legs, too short a price, a bonus-bet stake, a placement: no.
    let won = Event::BetSettled {
        bet: parlay(3, long, 1000),
        lost: false,
    };
    for event in [
        won,
        Event::BetSettled {
            bet: parlay(2, long, 1000),
            lost: true,
        },
        Event::BetSettled {
            bet: parlay(3, Odds::from_american(250).unwrap(), 1000),
            lost: true,
        },
        Event::BetSettled {
            bet: parlay(3, long, 0),
            lost: true,
        },
        Event::BetSettled {
            bet: parlay(3, long, 499),
            lost: true,
        },
        Event::BetPlaced(parlay(3, long, 1000)),
    ] {
        assert!(
            qualifies(&d, Lifecycle::Live, &bettor, &event, now).is_err(),
            "{event:?}"
        );
    }
    // +300 exactly meets a +300 minimum.
    let exact = Event::BetSettled {
        bet: parlay(3, Odds::from_american(300).unwrap(), 1000),
        lost: true,
    };
    assert_eq!(qualifies(&d, Lifecycle::Live, &bettor, &exact, now), Ok(()));
}

#[test]
fn sports_conditions_hold_for_every_leg() {
    let conditions = BetConditions {
        sports: vec!["football".to_owned()],
        ..BetConditions::default()
    };
    let mut bet = parlay(2, Odds::from_american(260).unwrap(), 100);
    assert!(bet_meets(&conditions, &bet));
    bet.legs[1].sport = "basketball".to_owned();
    assert!(!bet_meets(&conditions, &bet));
}

#[test]
fn a_sign_up_counts_for_accounts_opened_inside_the_window() {
    let mut v = deposit_match_json();
    v["eligibility"] = serde_json::json!({});
    v["trigger"] = serde_json::json!({ "kind": "signUp" });
    v["awards"] = serde_json::json!([{ "kind": "bonusBet", "amount": { "fixedCents": 1000 } }]);
    let d = parse(&v).unwrap();
    assert_eq!(
        qualifies(
            &d,
            Lifecycle::Live,
            &customer(at(5, 0)),
            &Event::SignUp,
            at(5, 0)
        ),
        Ok(())
    );
    assert_eq!(
        qualifies(
            &d,
            Lifecycle::Live,
            &customer(at(1, 0) - Duration::days(1)),
            &Event::SignUp,
            at(5, 0)
        ),
        Err(NotQualified::OutsideWindow)
    );
    // The bonus bet takes the promotion's title when it has none of its own.
    assert!(matches!(
        &grants(&d, &Event::SignUp, at(5, 0))[0],
        Grant::BonusBet { title, amount_cents: 1000, .. } if title == "Deposit Match up to $500"
    ));
}

#[test]
fn the_status_a_bettor_sees() {
    let d = second_chance();
    let now = at(12, 0);
    use Lifecycle::*;
    assert_eq!(
        user_status(&d, Live, false, false, now),
        UserStatus::Available
    );
    assert_eq!(user_status(&d, Live, true, false, now), UserStatus::Pending);
    assert_eq!(user_status(&d, Live, true, true, now), UserStatus::Redeemed);
    assert_eq!(
        user_status(&d, Paused, true, true, now),
        UserStatus::Redeemed
    );
    assert_eq!(
        user_status(&d, Paused, true, false, now),
        UserStatus::Paused
    );
    assert_eq!(
        user_status(&d, Ended, false, false, now),
        UserStatus::Expired
    );
    assert_eq!(
        user_status(&d, Live, false, false, at(30, 0)),
        UserStatus::Expired
    );
    assert_eq!(Enrollment::of(&d, false), Enrollment::Pending);
    assert_eq!(Enrollment::of(&d, true), Enrollment::Success);
    let open = parse(&deposit_match_json()).unwrap();
    assert_eq!(Enrollment::of(&open, true), Enrollment::NotRequired);
}

#[test]
fn operator_actions_follow_the_lifecycle() {
    use Action::*;
    use Lifecycle::*;
    assert_eq!(apply(Live, Pause), Ok(Paused));
    assert_eq!(apply(Paused, Resume), Ok(Live));
    assert_eq!(apply(Live, End), Ok(Ended));
    assert_eq!(apply(Paused, End), Ok(Ended));
    assert_eq!(apply(Paused, Pause), Err(ActionError::AlreadyPaused));
    assert_eq!(apply(Live, Resume), Err(ActionError::NotPaused));
    for action in [Pause, Resume, End] {
        assert_eq!(apply(Ended, action), Err(ActionError::Ended));
    }
}

#[test]
fn caps_count_accounts_awarded() {
    let capped = Caps {
        max_awards: Some(2),
        award_days: 7,
    };
    assert!(under_cap(&capped, 1));
    assert!(!under_cap(&capped, 2));
    assert!(under_cap(&Caps::default(), u64::MAX));
}

#[test]
fn promo_codes_are_normalised() {
    assert_eq!(
        normalize_promo_code(" reload25 ").as_deref(),
        Some("RELOAD25")
    );
    assert_eq!(normalize_promo_code("ab"), None);
    assert_eq!(normalize_promo_code("RELOAD-25"), None);
}

proptest! {
    /// A match is never negative, never above its maximum or the match itself, and never
    /// falls when the qualifying amount rises.
    #[test]
    fn a_match_is_bounded_and_monotonic(
        percent in 1u32..=MAX_MATCH_PERCENT,
        max in 1i64..=MAX_AWARD_CENTS,
        a in -1_000_000i64..=100_000_000,
        b in 0i64..=100_000_000,
    ) {
        let rule = AmountRule { match_percent: Some(percent), max_cents: Some(max), ..AmountRule::default() };
        let v = rule.value(a);
        prop_assert!(v >= 0 && v <= max);
        prop_assert!(i128::from(v) <= i128::from(a.max(0)) * i128::from(percent) / 100);
        prop_assert!(rule.value(a.saturating_add(b)) >= v);
    }

    /// Every grant's money is positive and within the award cap, whatever the deposit.
    #[test]
    fn grants_move_bounded_money(cents in 0i64..=1_000_000_000) {
        let d = parse(&deposit_match_json()).unwrap();
        for g in grants(&d, &deposit(cents, true, Some("WELCOME100")), at(10, 0)) {
            prop_assert!(g.ledger_cents() > 0 && g.ledger_cents() <= 50_000);
            if let Grant::BonusCash { amount_cents, play_through_cents, .. } = g {
                prop_assert_eq!(play_through_cents, amount_cents * 5);
            }
        }
    }

    /// No sequence of operator actions leaves Ended, and every accepted action changes state.
    #[test]
    fn the_lifecycle_never_leaves_ended(actions in proptest::collection::vec(0u8..3, 0..20)) {
        let mut state = Lifecycle::Live;
        let mut ended = false;
        for a in actions {
            let action = match a { 0 => Action::Pause, 1 => Action::Resume, _ => Action::End };
            if let Ok(next) = apply(state, action) {
                prop_assert_ne!(next, state);
                state = next;
            }
            ended |= state == Lifecycle::Ended;
            prop_assert_eq!(ended, state == Lifecycle::Ended);
        }
    }
}

#[test]
fn a_segment_list_admits_its_members_only() {
    let mut value = deposit_match_json();
    value["eligibility"]["segments"] = serde_json::json!(["vip", "lapsed-90"]);
    let d = parse(&value).unwrap();
    let now = at(10, 12);
    let first = deposit(2000, true, Some("WELCOME100"));
    let outsider = customer(at(2, 0));
    assert_eq!(
        qualifies(&d, Lifecycle::Live, &outsider, &first, now),
        Err(NotQualified::Segment)
    );
    let segments = ["lapsed-90".to_owned()];
    let member = Customer {
        segments: &segments,
        ..outsider
    };
    assert_eq!(qualifies(&d, Lifecycle::Live, &member, &first, now), Ok(()));

    assert_eq!(
        field_of(deposit_match_json(), |v| v["eligibility"]["segments"] =
            serde_json::json!(["VIP"])),
        "eligibility.segments[0]"
    );
    assert_eq!(
        field_of(deposit_match_json(), |v| v["eligibility"]["segments"] =
            serde_json::json!(["x".repeat(41)])),
        "eligibility.segments[0]"
    );
}

#[test]
fn a_turnover_counts_from_its_period_and_awards_at_its_minimum() {
    let mut value = deposit_match_json();
    value["eligibility"] = serde_json::json!({});
    value["trigger"] = serde_json::json!({ "kind": "turnover", "minCents": 10000, "days": 7 });
    value["awards"] = serde_json::json!([{ "kind": "bonusBet", "amount": { "fixedCents": 1000 } }]);
    let d = parse(&value).unwrap();
    let trigger = &d.get().trigger;
    assert_eq!(trigger.kind(), TriggerKind::BetPlaced);
    // A week back, but never before the promotion's start.
    assert_eq!(
        trigger.turnover_since(at(1, 0), at(20, 12)),
        Some(at(13, 12))
    );
    assert_eq!(trigger.turnover_since(at(1, 0), at(3, 0)), Some(at(1, 0)));
    let who = customer(at(2, 0));
    let staked = |cents| Event::Turnover {
        staked_cents: cents,
    };
    assert_eq!(
        qualifies(&d, Lifecycle::Live, &who, &staked(9_999), at(20, 12)),
        Err(NotQualified::BelowMinimum)
    );
    assert_eq!(
        qualifies(&d, Lifecycle::Live, &who, &staked(10_000), at(20, 12)),
        Ok(())
    );

    let turnover = |edit: serde_json::Value| {
        let mut v = value.clone();
        v["trigger"] = edit;
        parse(&v).map(|_| ()).map_err(|e| e.field)
    };
    assert_eq!(
        turnover(serde_json::json!({ "kind": "turnover", "minCents": 0 })),
        Err("trigger.minCents".to_owned())
    );
    assert_eq!(
        turnover(serde_json::json!({ "kind": "turnover", "minCents": 100, "days": 0 })),
        Err("trigger.days".to_owned())
    );
    assert_eq!(
        turnover(serde_json::json!({ "kind": "turnover", "minCents": 100 })),
        Ok(())
    );
    // A match needs one qualifying amount, which a turnover does not have.
    let mut matched = value.clone();
    matched["awards"] = serde_json::json!([{ "kind": "bonusBet", "amount": { "matchPercent": 10, "maxCents": 1000 } }]);
    assert!(parse(&matched).is_err());
}

#[test]
fn cashback_pays_a_share_of_a_lost_stake_and_needs_a_losing_trigger() {
    let mut value = deposit_match_json();
    value["eligibility"] = serde_json::json!({});
    value["trigger"] = serde_json::json!({ "kind": "betSettledLosing" });
    value["awards"] = serde_json::json!([{ "kind": "cashback", "amount": { "matchPercent": 10, "maxCents": 500 } }]);
    let d = parse(&value).unwrap();
    let lost = |stake| Event::BetSettled {
        bet: BetFacts {
            bet_type: BetType::Straight,
            legs: vec![],
            odds: crate::odds::EVEN,
            money_stake_cents: stake,
        },
        lost: true,
    };
    assert_eq!(
        grants(&d, &lost(2_000), at(10, 0)),
        [Grant::Cashback { amount_cents: 200 }]
    );
    assert_eq!(grants(&d, &lost(2_000), at(10, 0))[0].ledger_cents(), 200);
    assert_eq!(
        grants(&d, &lost(90_000), at(10, 0)),
        [Grant::Cashback { amount_cents: 500 }]
    );
    assert!(grants(&d, &lost(0), at(10, 0)).is_empty());
    let mut on_deposit = value.clone();
    on_deposit["trigger"] = serde_json::json!({ "kind": "deposit", "minCents": 100 });
    assert_eq!(parse(&on_deposit).unwrap_err().field, "awards[0].kind");
}
