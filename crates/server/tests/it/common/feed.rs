//! Feed documents for tests: a small NFL game with its main markets, and the calls a vendor
//! makes to push them.

use super::TestApp;
use serde_json::{Value, json};

/// The source test documents come from.
pub const SOURCE: &str = "vendor-test";

/// An NFL event header; `status` is `pre_game` unless changed.
pub fn event(id: &str, start: &str) -> Value {
    json!({
        "id": id,
        "name": "Buffalo Bills @ Kansas City Chiefs",
        "sport": {"slug": "football", "name": "Football"},
        "organization": {"slug": "usa", "name": "USA"},
        "competition": {"slug": "nfl", "name": "NFL"},
        "start_time": start,
        "status": "pre_game",
        "home": {"id": "kc", "abbreviation": "KC", "medium_name": "Chiefs", "full_name": "Kansas City Chiefs"},
        "away": {"id": "buf", "abbreviation": "BUF", "medium_name": "Bills", "full_name": "Buffalo Bills"},
        "featured": true,
        "networks": ["CBS"],
        "extra_information": "Week 12"
    })
}

fn odds(american: i64) -> Value {
    if american > 0 {
        json!({"numerator": american, "denominator": 100})
    } else {
        json!({"numerator": 100, "denominator": -american})
    }
}

/// `{event}.ml`: moneyline, home -150 / away +130.
pub fn moneyline(event: &str) -> Value {
    json!({
        "id": format!("{event}.ml"), "event_id": event, "name": "Moneyline", "type": "moneyline",
        "status": "open", "main": true,
        "selections": [
            {"id": format!("{event}.ml.h"), "name": "Kansas City Chiefs", "kind": "home", "side": "home", "odds": odds(-150), "status": "open"},
            {"id": format!("{event}.ml.a"), "name": "Buffalo Bills", "kind": "away", "side": "away", "odds": odds(130), "status": "open"}
        ]
    })
}

/// `{event}.sp`: spread KC -3.5 / BUF +3.5 at -110.
pub fn spread(event: &str) -> Value {
    json!({
        "id": format!("{event}.sp"), "event_id": event, "name": "Spread", "type": "spread",
        "status": "open", "main": true,
        "selections": [
            {"id": format!("{event}.sp.h"), "name": "Kansas City Chiefs", "kind": "home", "side": "home", "points": "-3.5", "odds": odds(-110), "status": "open"},
            {"id": format!("{event}.sp.a"), "name": "Buffalo Bills", "kind": "away", "side": "away", "points": "+3.5", "odds": odds(-110), "status": "open"}
        ]
    })
}

/// `{event}.tot`: total 47.5 at -110.
pub fn total(event: &str) -> Value {
    json!({
        "id": format!("{event}.tot"), "event_id": event, "name": "Total Points", "type": "total",
        "status": "open", "main": true,
        "selections": [
            {"id": format!("{event}.tot.o"), "name": "Over", "kind": "over", "points": "47.5", "odds": odds(-110), "status": "open"},
            {"id": format!("{event}.tot.u"), "name": "Under", "kind": "under", "points": "47.5", "odds": odds(-110), "status": "open"}
        ]
    })
}

/// A document creating `event` with its three main markets.
pub fn new_game(sequence: u64, event_id: &str, start: &str) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [
            {"event": event(event_id, start)},
            {"market": moneyline(event_id)},
            {"market": spread(event_id)},
            {"market": total(event_id)}
        ]
    })
}

/// A document moving the home moneyline to `american`.
pub fn home_price(sequence: u64, event_id: &str, american: i64) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [{"prices": {"market_id": format!("{event_id}.ml"), "prices": [
            {"selection_id": format!("{event_id}.ml.h"), "odds": odds(american)}
        ]}}]
    })
}

/// A document putting the game in play at `home`-`away` in Q2.
pub fn in_play(sequence: u64, event_id: &str, home: u32, away: u32) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [{"statistics": {"event_id": event_id, "statistics": {
            "live_status": "in_progress", "home_score": home, "away_score": away, "progress": "Q2",
            "clock": {"seconds": 512, "running": true, "counts_down": true},
            "segments": [{"label": "Q1", "home": home, "away": away}],
            "extras": {"sport": "football", "possession": "home", "field_position": "BUF 35",
                       "yards_from_goal": 35, "down_and_distance": "2nd & 6", "red_zone": false},
            "updated_at": "2026-11-29T18:40:00Z"
        }}}]
    })
}

/// `{event}.asp1` (KC -1.5 -150 / BUF +1.5 +130) and `{event}.asp7` (KC -7.5 +200 / BUF
/// +7.5 -250): alternate spreads of the main -3.5.
pub fn alternate_spreads(event: &str) -> [Value; 2] {
    let market = |suffix: &str, home: &str, away: &str, home_odds: i64, away_odds: i64| {
        json!({
            "id": format!("{event}.{suffix}"), "event_id": event, "name": "Alternate Spread",
            "type": "alternate_spread", "status": "open", "main": false,
            "selections": [
                {"id": format!("{event}.{suffix}.h"), "name": "Kansas City Chiefs", "kind": "home", "side": "home", "points": home, "odds": odds(home_odds), "status": "open"},
                {"id": format!("{event}.{suffix}.a"), "name": "Buffalo Bills", "kind": "away", "side": "away", "points": away, "odds": odds(away_odds), "status": "open"}
            ]
        })
    };
    [
        market("asp1", "-1.5", "+1.5", -150, 130),
        market("asp7", "-7.5", "+7.5", 200, -250),
    ]
}

/// A document adding `markets`.
pub fn markets(sequence: u64, markets: &[Value]) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": markets.iter().map(|m| json!({"market": m})).collect::<Vec<_>>()
    })
}

/// A document setting a market's status (`open`, `closed` = suspended, `hidden`).
pub fn market_status(sequence: u64, market: &str, status: &str) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [{"market_status": {"market_id": market, "status": status}}]
    })
}

/// A document grading a two-way market (`{market}.h` / `.a`, `.o` / `.u` ...).
pub fn result(sequence: u64, market: &str, grades: &[(&str, Value)]) -> Value {
    json!({
        "source": SOURCE,
        "sequence": sequence,
        "changes": [{"result": {"market_id": market, "results": grades
            .iter()
            .map(|(s, r)| json!({"selection_id": s, "result": r}))
            .collect::<Vec<_>>()}}]
    })
}

impl TestApp {
    /// Creates a push-feed key for [`SOURCE`] (or `source`) and returns its secret.
    pub async fn feed_key(&self, source: &str) -> String {
        server::feed::keys::create(self.store().as_ref(), source, "tests", self.now())
            .await
            .expect("create feed key")
            .secret
    }

    /// `POST /api/feed/documents` with `key`; returns status and body.
    pub async fn push(&self, key: &str, document: &Value) -> (u16, Value) {
        let res = self
            .client
            .post(self.url("/api/feed/documents"))
            .bearer_auth(key)
            .json(document)
            .send()
            .await
            .expect("feed push");
        let status = res.status().as_u16();
        (status, res.json().await.unwrap_or(Value::Null))
    }

    /// Pushes and asserts the document was applied.
    pub async fn push_ok(&self, key: &str, document: &Value) {
        let (status, body) = self.push(key, document).await;
        assert_eq!(status, 200, "push refused: {body}");
        assert_eq!(body["status"], "applied", "push not applied: {body}");
    }
}
