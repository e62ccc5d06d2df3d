//! Which region a point is in, from the US state and Canadian province boundaries shipped
//! with the server: the `country-boundaries` crate's default data, derived from
//! OpenStreetMap (ODbL, © OpenStreetMap contributors) and simplified so that settlements and
//! major roads are on the right side of a border. It knows nothing of sea borders: water
//! near a coast is in no area, and a coastline is not a border here.

use country_boundaries::{BOUNDARIES_ODBL_360X180, CountryBoundaries, LatLon};
use domain::geolocation::{Area, Position};
use std::sync::OnceLock;

/// Bearings sampled around a position (every 22.5°).
const BEARINGS: u32 = 16;

/// The attribution the data's licence requires.
pub const ATTRIBUTION: &str = "Region boundaries © OpenStreetMap contributors (ODbL)";

/// The loaded boundaries (one per process: see [`Boundaries::shared`]).
pub struct Boundaries {
    data: CountryBoundaries,
}

/// Where a position is and which other areas lie within the exclusion distance.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Located {
    pub area: Area,
    /// Other areas (never [`Area::Nowhere`]) found around the position, without duplicates.
    pub neighbours: Vec<Area>,
}

static SHARED: OnceLock<Result<Boundaries, String>> = OnceLock::new();

impl Boundaries {
    /// The boundaries, loaded on first use (about a megabyte compiled into the binary).
    pub fn shared() -> Result<&'static Boundaries, String> {
        SHARED
            .get_or_init(|| {
                CountryBoundaries::from_reader(BOUNDARIES_ODBL_360X180)
                    .map(|data| Boundaries { data })
                    .map_err(|e| format!("boundary data cannot be read: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The area of one point.
    pub fn area(&self, latitude: f64, longitude: f64) -> Area {
        let Ok(point) = LatLon::new(latitude, longitude) else {
            return Area::Nowhere;
        };
        let ids = self.data.ids(point);
        if ids.is_empty() {
            return Area::Nowhere;
        }
        ids.iter()
            .filter(|id| id.starts_with("US-") || id.starts_with("CA-"))
            .find_map(|id| domain::region::find(id))
            .map_or(Area::Unserved, Area::Region)
    }

    /// The area of `position` and the other areas within `radius_meters` of it (or within
    /// its accuracy radius when that is larger): points on circles of the full and half
    /// radius, every 22.5°, are looked up.
    pub fn locate(&self, position: &Position, radius_meters: f64) -> Located {
        let area = self.area(position.latitude(), position.longitude());
        let radius = radius_meters.max(position.accuracy_meters());
        let mut neighbours = Vec::new();
        if radius > 0.0 {
            for step in 0..BEARINGS {
                let bearing = f64::from(step) * 360.0 / f64::from(BEARINGS);
                for distance in [radius, radius / 2.0] {
                    let (lat, lon) = position.destination(bearing, distance);
                    let sample = self.area(lat, lon);
                    if sample != Area::Nowhere && sample != area && !neighbours.contains(&sample) {
                        neighbours.push(sample);
                    }
                }
            }
        }
        Located { area, neighbours }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(area: Area) -> Option<&'static str> {
        match area {
            Area::Region(r) => Some(r.code),
            _ => None,
        }
    }

    fn at(lat: f64, lon: f64) -> Position {
        Position::new(lat, lon, 20.0).unwrap()
    }

    #[test]
    fn real_places_are_in_their_regions() {
        let b = Boundaries::shared().unwrap();
        for (lat, lon, code) in [
            (40.2237, -74.7400, "US-NJ"),  // Trenton
            (39.9526, -75.1652, "US-PA"),  // Philadelphia
            (43.6532, -79.3832, "CA-ON"),  // Toronto
            (42.6526, -73.7562, "US-NY"),  // Albany
            (39.1582, -75.5244, "US-DE"),  // Dover
            (45.5019, -73.5674, "CA-QC"),  // Montreal
            (34.0522, -118.2437, "US-CA"), // Los Angeles
        ] {
            assert_eq!(region(b.area(lat, lon)), Some(code), "{lat},{lon}");
        }
        assert_eq!(b.area(19.4326, -99.1332), Area::Unserved, "Mexico City");
        assert_eq!(b.area(38.0, -40.0), Area::Nowhere, "mid-Atlantic");
    }

    #[test]
    fn border_zone_on_the_delaware_river() {
        let b = Boundaries::shared().unwrap();
        // Trenton, 3.8 km east of the data's border along its latitude: not in the zone.
        let trenton = b.locate(&at(40.2237, -74.7400), 400.0);
        assert_eq!(region(trenton.area), Some("US-NJ"));
        assert_eq!(
            trenton.neighbours,
            vec![],
            "Trenton is not in the border zone"
        );
        for (lat, lon, code) in [
            (39.9526, -75.1652, "US-PA"), // Philadelphia
            (40.2115, -74.7880, "US-PA"), // Morrisville
            (42.6526, -73.7562, "US-NY"), // Albany
            (43.6532, -79.3832, "CA-ON"), // Toronto
        ] {
            let place = b.locate(&at(lat, lon), 400.0);
            assert_eq!(region(place.area), Some(code));
            assert_eq!(
                place.neighbours,
                vec![],
                "{code} centre is not in the border zone"
            );
        }
        // On the river between Trenton and Morrisville: the data puts the point on the
        // Pennsylvania side, about 210 m from New Jersey.
        let river = b.locate(&at(40.2100, -74.7700), 400.0);
        assert_eq!(region(river.area), Some("US-PA"));
        assert_eq!(
            river
                .neighbours
                .iter()
                .map(|n| region(*n))
                .collect::<Vec<_>>(),
            [Some("US-NJ")]
        );
        assert_eq!(b.locate(&at(40.2100, -74.7700), 150.0).neighbours, vec![]);
        // The accuracy radius widens the circle when it is larger.
        let vague = Position::new(40.2237, -74.7400, 5_000.0).unwrap();
        assert!(!b.locate(&vague, 400.0).neighbours.is_empty());
    }

    /// How far the data's state line is from the real one: at the Trenton-Morrisville
    /// crossing it lies in the river, within about 300 m of its centre line.
    #[test]
    fn the_state_line_lies_in_the_river() {
        let b = Boundaries::shared().unwrap();
        let mut lon = -74.7700;
        while region(b.area(40.21, lon)) == Some("US-PA") {
            lon += 0.0005;
        }
        assert_eq!(region(b.area(40.21, lon)), Some("US-NJ"));
        assert!((-74.7700..=-74.7650).contains(&lon), "state line at {lon}");
    }

    #[test]
    fn a_coast_is_not_a_border() {
        let b = Boundaries::shared().unwrap();
        // Atlantic City's boardwalk: the ocean is next to it, no other region is.
        let shore = b.locate(&at(39.3570, -74.4260), 400.0);
        assert_eq!(region(shore.area), Some("US-NJ"));
        assert_eq!(shore.neighbours, vec![]);
    }
}
