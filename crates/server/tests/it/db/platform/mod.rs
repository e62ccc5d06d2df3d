//! Platform services over HTTP: custom dialogs, maintenance mode and the waiting room.

mod dialogs;
mod maintenance;
mod waiting_room;
