//! Operator commands (`sportsbook admin ...`), one module per area.

pub mod award;
pub mod casino;
pub mod dialogs;
pub mod feed;
pub mod flags;
pub mod maintenance;
pub mod promotions;
pub mod restrict;
pub mod segments;
pub mod settle;
pub mod verification;
pub mod waiting_room;
