//! Location verification rules (docs/product/responsible-gaming-and-location.md, "Location checks"
//! and "Location errors"): the authorisation error table, signed position packets, coordinate
//! validation, great-circle distance and the teleport rule, the VPN/proxy address list and the
//! decision that turns the facts about one position into authorisation errors. Geometry lookups
//! (which region a point is in) are the server's.

pub mod decision;
pub mod errors;
pub mod ip_list;
pub mod packet;
pub mod position;

pub use decision::{Area, LocationFacts, decide};
pub use errors::{CollectorError, GeoDisplayType, GeoErrorKind, highest_priority};
pub use ip_list::{Cidr, IpFlag, IpList};
pub use packet::{PacketError, PacketPayload, PositionSource};
pub use position::{Fix, Position, PositionError, distance_meters, is_teleport};
