//! The betslip (see `docs/product/betslip.md`): one server-side slip per owner (account holder or
//! anonymous visitor, and a separate quick betslip of each), computed by the pure engine in
//! `domain::betslip` from quotes of the in-memory catalogue, persisted as a JSON document with
//! a version compare-and-set ([`service`]), placed through `store.place_bets` after the
//! location, responsible-gaming, version and price checks ([`placement`]), and pushed to
//! `betslipUpdated` watchers when a price of one of its selections moves ([`notify`]).

pub mod amounts;
pub mod document;
pub mod notify;
pub mod placement;
pub mod quotes;
pub mod service;

use crate::bus::Event;
use crate::state::AppState;
use crate::viewer::Viewer;
use domain::betslip::BetslipError;
use domain::ids::UserId;

/// Whose slip it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Holder {
    User(UserId),
    Visitor(String),
}

/// Which of a holder's two slips: the betslip, or the quick betslip beside it (one
/// selection, one straight bet).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Slip {
    Main,
    Quick,
}

/// A slip's owner: the holder, and which of their slips it is.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Owner {
    pub holder: Holder,
    pub slip: Slip,
}

impl Owner {
    /// The viewer's slip: account holders with a full session and visitors with an
    /// anonymous token have one; nobody else does.
    pub fn of(viewer: &Viewer, slip: Slip) -> Option<Owner> {
        let holder = match viewer {
            Viewer::User { user_id, .. } => Holder::User(user_id.clone()),
            Viewer::Anonymous { visitor_id } => Holder::Visitor(visitor_id.clone()),
            Viewer::Nobody | Viewer::Limited { .. } => return None,
        };
        Some(Owner { holder, slip })
    }

    /// The store key: `user:{id}`, `visitor:{id}`, `quick:user:{id}`, `quick:visitor:{id}`.
    pub fn key(&self) -> String {
        let base = match &self.holder {
            Holder::User(id) => format!("user:{id}"),
            Holder::Visitor(id) => format!("visitor:{id}"),
        };
        match self.slip {
            Slip::Main => base,
            Slip::Quick => format!("quick:{base}"),
        }
    }

    /// The account holder, for account slips.
    pub fn user(&self) -> Option<&UserId> {
        match &self.holder {
            Holder::User(id) => Some(id),
            Holder::Visitor(_) => None,
        }
    }
}

/// Wakes the live slips (both) of `user_id` after something their gating reads changed: a
/// location authorised, a responsible-gaming acknowledgement made.
pub fn gate_changed(state: &AppState, user_id: &UserId) {
    for slip in [Slip::Main, Slip::Quick] {
        let owner = Owner {
            holder: Holder::User(user_id.clone()),
            slip,
        };
        state
            .bus
            .publish(Event::BetslipChanged { owner: owner.key() });
    }
}

/// Why a betslip operation failed as a whole (business refusals of a placement are not
/// failures: they travel inside the answer).
#[derive(Debug, Clone, PartialEq)]
pub enum Failure {
    /// Input the slip cannot carry (unknown selection or draft bet, malformed amount, a
    /// reward that is not the bettor's): BAD_USER_INPUT with the betslip error.
    BadInput(BetslipError),
    /// The operation needs a logged-in account holder.
    Unauthenticated,
    /// Something failed on our side (logged where it happened).
    Internal(String),
}

impl Failure {
    /// Logs `cause` and answers [`Failure::Internal`].
    pub fn internal(context: &str, cause: impl std::fmt::Display) -> Failure {
        tracing::error!(%cause, "betslip: {context}");
        Failure::Internal(context.to_owned())
    }
}

impl From<store::StoreError> for Failure {
    fn from(e: store::StoreError) -> Self {
        Failure::internal("store", e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use domain::ids::SessionId;

    #[test]
    fn owner_keys() {
        let user = Viewer::User {
            user_id: UserId::from_raw("u1"),
            session_id: SessionId::from_raw("s1"),
        };
        assert_eq!(Owner::of(&user, Slip::Main).unwrap().key(), "user:u1");
        assert_eq!(
            Owner::of(&user, Slip::Quick).unwrap().key(),
            "quick:user:u1"
        );
        let visitor = Viewer::Anonymous {
            visitor_id: "v1".into(),
        };
        assert_eq!(Owner::of(&visitor, Slip::Main).unwrap().key(), "visitor:v1");
        assert_eq!(
            Owner::of(&visitor, Slip::Quick).unwrap().key(),
            "quick:visitor:v1"
        );
        assert!(Owner::of(&Viewer::Nobody, Slip::Main).is_none());
    }
}
