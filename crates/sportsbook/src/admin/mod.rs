//! Operator commands (`sportsbook admin ...`), one module per area.

pub mod dialogs;
pub mod feed;
pub mod flags;
pub mod maintenance;
pub mod waiting_room;
