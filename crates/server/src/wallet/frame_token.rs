//! The payments frame's credential. The frame runs on its own origin and never sees the app's
//! bearer token; the server hands it a token that names one payment of one account and
//! expires: `{expires unix seconds}.{hex HMAC-SHA256 of "frame:{payment}:{user}:{expires}"}`.

use chrono::{DateTime, Duration, Utc};
use domain::ids::{PaymentId, UserId};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a frame may be used after it was opened.
pub const FRAME_TTL: Duration = Duration::minutes(30);

fn mac(secret: &[u8], payment: &PaymentId, user: &UserId, expires: i64) -> Hmac<Sha256> {
    // HMAC accepts keys of any length: `new_from_slice` cannot fail.
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret)
        .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
    mac.update(format!("frame:{payment}:{user}:{expires}").as_bytes());
    mac
}

/// A token for `payment` of `user`, valid until `now + FRAME_TTL`.
pub fn issue(secret: &[u8], payment: &PaymentId, user: &UserId, now: DateTime<Utc>) -> String {
    issue_until(secret, payment, user, now + FRAME_TTL)
}

/// A token for `payment` of `user`, valid until `expires` (to the second): the same inputs
/// give the same token.
pub fn issue_until(
    secret: &[u8],
    payment: &PaymentId,
    user: &UserId,
    expires: DateTime<Utc>,
) -> String {
    let expires = expires.timestamp();
    let tag = mac(secret, payment, user, expires).finalize().into_bytes();
    let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
    format!("{expires}.{hex}")
}

/// Whether `token` was issued for `payment` of `user` and has not expired at `now`
/// (constant-time comparison).
pub fn verify(
    secret: &[u8],
    token: &str,
    payment: &PaymentId,
    user: &UserId,
    now: DateTime<Utc>,
) -> bool {
    let Some((expires, hex)) = token.split_once('.') else {
        return false;
    };
    let Ok(expires) = expires.parse::<i64>() else {
        return false;
    };
    if expires < now.timestamp() || hex.len() != 64 {
        return false;
    }
    let bytes: Option<Vec<u8>> = (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect();
    bytes.is_some_and(|tag| {
        mac(secret, payment, user, expires)
            .verify_slice(&tag)
            .is_ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_opens_its_own_payment_until_it_expires() {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let (p, u) = (PaymentId::from_raw("p1"), UserId::from_raw("u1"));
        let token = issue(b"secret", &p, &u, now);
        assert!(verify(b"secret", &token, &p, &u, now));
        assert!(verify(
            b"secret",
            &token,
            &p,
            &u,
            now + Duration::minutes(29)
        ));
        assert!(!verify(
            b"secret",
            &token,
            &p,
            &u,
            now + Duration::minutes(31)
        ));
        assert!(!verify(b"other", &token, &p, &u, now));
        assert!(!verify(
            b"secret",
            &token,
            &PaymentId::from_raw("p2"),
            &u,
            now
        ));
        assert!(!verify(b"secret", &token, &p, &UserId::from_raw("u2"), now));
        assert!(!verify(b"secret", "garbage", &p, &u, now));
        let (expires, _) = token.split_once('.').unwrap_or_default();
        let longer = format!(
            "{}.{}",
            expires.parse::<i64>().unwrap_or(0) + 3600,
            &token[expires.len() + 1..]
        );
        assert!(
            !verify(b"secret", &longer, &p, &u, now),
            "the expiry is signed"
        );
    }
}
