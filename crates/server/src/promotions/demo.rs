//! The development seed's promotions (`sportsbook seed`): a realistic set a new account meets,
//! written as an operator would write them (docs/product/promotions.md). The offers a bettor
//! takes part in by opting in need it (so accounts that never opt in, as the end-to-end
//! suite's, are untouched); the two deposit codes work when typed. A new account on a
//! sportsbook brand picks one of two welcome offers (play your way: sportsbook or casino);
//! on a casino brand it meets one welcome offer.

use serde_json::{Value, json};

/// Their window: open since 2025, through 2035 (the seed runs at any date).
const STARTS: &str = "2025-01-01T00:00:00Z";
const ENDS: &str = "2036-01-01T00:00:00Z";

/// The definitions, in the order the seed creates them.
pub fn definitions() -> Vec<Value> {
    vec![
        json!({
            "schemaVersion": 1,
            "slug": "welcome-offer",
            "title": "Bet $5, Get $25 in Bonus Bets",
            "description": "New customers: opt in, fund your account and get a $25.00 Bonus Bet with your first deposit of $5 or more.",
            "terms": "New customers only. Opt in before your first deposit. The Bonus Bet expires 14 days after it is granted; its stake is not returned with a win.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": {
                "brands": ["halftime", "scorecard"], "customers": "new", "optInRequired": true
            },
            "trigger": { "kind": "firstDeposit", "minCents": 500 },
            "awards": [
                { "kind": "bonusBet", "amount": { "fixedCents": 2500 }, "title": "Welcome Bonus Bet" }
            ],
            "caps": { "awardDays": 14 },
            "display": {
                "onboarding": "playYourWay",
                "shortDescription": "Deposit $5 or more and get a $25.00 Bonus Bet for the sportsbook.",
                "primaryCta": { "label": "Deposit Now", "link": "/wallet/deposit" },
                "secondaryCta": { "label": "Browse Sports", "link": "/" },
                "tags": ["welcome", "sportsbook"]
            }
        }),
        json!({
            "schemaVersion": 1,
            "slug": "welcome-casino-spins",
            "title": "Deposit $10, Get 50 Free Spins",
            "description": "New customers: opt in and get 50 free spins of Gold Rush Reels at $0.20 each with your first deposit of $10 or more. Wins are paid as cash.",
            "terms": "New customers only. Opt in before your first deposit. The spins expire 14 days after they are granted.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "customers": "new", "optInRequired": true },
            "trigger": { "kind": "firstDeposit", "minCents": 1000 },
            "awards": [
                { "kind": "freeRounds", "games": ["gold-rush-reels"], "rounds": 50, "stakeCents": 20, "title": "Welcome Free Spins" }
            ],
            "caps": { "awardDays": 14 },
            "display": {
                "onboarding": "playYourWay",
                "shortDescription": "Deposit $10 or more and get 50 free spins of Gold Rush Reels.",
                "primaryCta": { "label": "Deposit Now", "link": "/wallet/deposit" },
                "secondaryCta": { "label": "Visit the Casino", "link": "/casino" },
                "tags": ["welcome", "casino"]
            }
        }),
        json!({
            "schemaVersion": 1,
            "slug": "casino-welcome-credits",
            "title": "Get $10 in Credits with Your First Deposit",
            "description": "New customers: opt in and get $10.00 in Credits with a first deposit of $10 or more.",
            "terms": "New customers only. Opt in before your first deposit. Credits do not expire.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": {
                "brands": ["riverbend", "silvermesa"], "customers": "new", "optInRequired": true
            },
            "trigger": { "kind": "firstDeposit", "minCents": 1000 },
            "awards": [ { "kind": "promotionalCredit", "amount": { "fixedCents": 1000 } } ],
            "display": {
                "onboarding": "welcome",
                "primaryCta": { "label": "Deposit Now", "link": "/wallet/deposit" },
                "tags": ["welcome", "casino"]
            }
        }),
        json!({
            "schemaVersion": 1,
            "slug": "deposit-match-welcome100",
            "title": "100% deposit match up to $100 in Bonus Bets",
            "description": "Enter WELCOME100 with your first deposit: we match it in Bonus Bets, up to $100.",
            "terms": "First deposit of $10 or more with the code WELCOME100. Bonus Bets expire after 7 days.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "promoCode": "WELCOME100" },
            "trigger": { "kind": "firstDeposit", "minCents": 1000 },
            "awards": [
                { "kind": "bonusBet", "amount": { "matchPercent": 100, "maxCents": 10000 }, "title": "Deposit Match Bonus Bet" }
            ]
        }),
        json!({
            "schemaVersion": 1,
            "slug": "reload-match-reload25",
            "title": "25% deposit match up to $50 in Bonus Bets",
            "description": "Enter RELOAD25 with a deposit of $20 or more: 25% of it back in Bonus Bets, up to $50.",
            "terms": "Once per customer. Bonus Bets expire after 7 days.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "promoCode": "RELOAD25" },
            "trigger": { "kind": "deposit", "minCents": 2000 },
            "awards": [
                { "kind": "bonusBet", "amount": { "matchPercent": 25, "maxCents": 5000 }, "title": "Reload Bonus Bet" }
            ]
        }),
        json!({
            "schemaVersion": 1,
            "slug": "parlay-profit-boost",
            "title": "30% Profit Boost on a 3+ Leg Parlay",
            "description": "Opt in and place any bet of $5 or more: get a 30% profit boost for a parlay of three legs or more.",
            "terms": "The boost applies to stakes up to $25 and expires after 7 days.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "optInRequired": true },
            "trigger": { "kind": "betPlaced", "conditions": { "minStakeCents": 500 } },
            "awards": [
                {
                    "kind": "profitBoost", "percentage": 30, "maxStakeCents": 2500,
                    "restriction": { "betTypes": ["parlay"], "minLegs": 3 },
                    "title": "30% Parlay Boost"
                }
            ],
            "display": {
                "primaryCta": { "label": "Bet Now", "link": "/" },
                "tags": ["parlay", "boost"]
            }
        }),
        json!({
            "schemaVersion": 1,
            "slug": "second-chance-parlay",
            "title": "Second Chance Parlay",
            "description": "Opt in. If your parlay of three legs or more at +300 or longer loses, get your stake back as a Bonus Bet, up to $25.",
            "terms": "Once per customer. Money stakes only. The Bonus Bet expires after 7 days.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "optInRequired": true },
            "trigger": {
                "kind": "betSettledLosing",
                "conditions": { "betTypes": ["parlay"], "minLegs": 3, "minOddsAmerican": 300, "minStakeCents": 100 }
            },
            "awards": [
                { "kind": "bonusBet", "amount": { "matchPercent": 100, "maxCents": 2500 }, "title": "Second Chance Bonus Bet" }
            ]
        }),
        json!({
            "schemaVersion": 1,
            "slug": "casino-free-spins",
            "title": "20 Free Spins on Gold Rush Reels",
            "description": "Opt in and deposit $20 or more: 20 free spins of Gold Rush Reels at $0.20 each. Wins are paid as cash.",
            "terms": "Once per customer. The spins expire 7 days after they are granted.",
            "startsAt": STARTS,
            "endsAt": ENDS,
            "eligibility": { "optInRequired": true },
            "trigger": { "kind": "deposit", "minCents": 2000 },
            "awards": [
                { "kind": "freeRounds", "games": ["gold-rush-reels"], "rounds": 20, "stakeCents": 20, "title": "Gold Rush Free Spins" }
            ]
        }),
    ]
}
