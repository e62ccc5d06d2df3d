//! The built-in provider's launch token: what the game client presents on every call. It
//! names the game session (the platform's for real money, the provider's own for demo play),
//! the game, the mode, the player and the currency, and expires after [`TOKEN_TTL`]. It is a
//! JWT signed with a key of the provider's own, so no other token of the server passes for it.

use chrono::{DateTime, Duration, Utc};
use domain::casino::GameMode;
use domain::money::Currency;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

/// How long a launched game may be played before it is opened again.
pub const TOKEN_TTL: Duration = Duration::hours(12);

/// Who plays what, as the token says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seat {
    /// The game session: the platform's (real money) or a demo table's id.
    pub session: String,
    /// The provider's game id (`slot`, `roulette`, `blackjack`, `keno`).
    pub game: String,
    pub mode: GameMode,
    /// The player (real money).
    pub player: Option<String>,
    pub currency: Currency,
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sid: String,
    game: String,
    mode: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sub: Option<String>,
    cur: String,
    iat: i64,
    exp: i64,
}

/// Signs and reads launch tokens.
#[derive(Clone)]
pub struct LaunchKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
}

impl LaunchKeys {
    pub fn new(secret: &[u8]) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
        }
    }

    /// A token for `seat`, valid for [`TOKEN_TTL`] from `now`.
    pub fn issue(&self, seat: &Seat, now: DateTime<Utc>) -> Option<String> {
        let claims = Claims {
            sid: seat.session.clone(),
            game: seat.game.clone(),
            mode: seat.mode.as_str().to_owned(),
            sub: seat.player.clone(),
            cur: seat.currency.code().to_owned(),
            iat: now.timestamp(),
            exp: (now + TOKEN_TTL).timestamp(),
        };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).ok()
    }

    /// The seat of a genuine, unexpired token.
    pub fn read(&self, token: &str, now: DateTime<Utc>) -> Option<Seat> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.validate_exp = false;
        validation.required_spec_claims = ["exp"].iter().map(|s| (*s).to_owned()).collect();
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()?
            .claims;
        if claims.exp <= now.timestamp() {
            return None;
        }
        let mode = GameMode::parse(&claims.mode)?;
        if (mode == GameMode::Real) != claims.sub.is_some() {
            return None;
        }
        Some(Seat {
            session: claims.sid,
            game: claims.game,
            mode,
            player: claims.sub,
            currency: Currency::parse(&claims.cur).ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_reads_back_until_it_expires_and_only_with_its_key() {
        let keys = LaunchKeys::new(b"launch-key");
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        let seat = Seat {
            session: "g1".into(),
            game: "slot".into(),
            mode: GameMode::Real,
            player: Some("u1".into()),
            currency: Currency::Usd,
        };
        let token = keys.issue(&seat, now).unwrap_or_default();
        assert_eq!(keys.read(&token, now), Some(seat));
        assert_eq!(keys.read(&token, now + TOKEN_TTL), None);
        assert_eq!(LaunchKeys::new(b"other").read(&token, now), None);
        assert_eq!(keys.read("not-a-token", now), None);
    }
}
