//! Positions on the globe: validation, great-circle distance and the teleport rule.

use chrono::{DateTime, Utc};

/// Mean Earth radius (IUGG), in metres.
pub const EARTH_RADIUS_METERS: f64 = 6_371_008.8;
/// Largest accuracy radius accepted, in metres (100 km).
pub const MAX_ACCURACY_METERS: f64 = 100_000.0;

/// A validated position: latitude -90..=90, longitude -180..=180, both finite, and an
/// accuracy radius in metres above 0 and at most [`MAX_ACCURACY_METERS`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Position {
    latitude: f64,
    longitude: f64,
    accuracy_meters: f64,
}

/// Why a position was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("latitude must be a number from -90 to 90")]
    Latitude,
    #[error("longitude must be a number from -180 to 180")]
    Longitude,
    #[error("accuracy must be a number of metres above 0 and at most 100000")]
    Accuracy,
}

impl Position {
    /// Checks and builds a position.
    pub fn new(latitude: f64, longitude: f64, accuracy_meters: f64) -> Result<Self, PositionError> {
        if !latitude.is_finite() || !(-90.0..=90.0).contains(&latitude) {
            return Err(PositionError::Latitude);
        }
        if !longitude.is_finite() || !(-180.0..=180.0).contains(&longitude) {
            return Err(PositionError::Longitude);
        }
        if !accuracy_meters.is_finite()
            || accuracy_meters <= 0.0
            || accuracy_meters > MAX_ACCURACY_METERS
        {
            return Err(PositionError::Accuracy);
        }
        Ok(Self {
            latitude,
            longitude,
            accuracy_meters,
        })
    }

    pub fn latitude(&self) -> f64 {
        self.latitude
    }

    pub fn longitude(&self) -> f64 {
        self.longitude
    }

    /// Radius (metres) within which the true position lies.
    pub fn accuracy_meters(&self) -> f64 {
        self.accuracy_meters
    }

    /// The point `distance` metres from this one along the initial `bearing` (degrees
    /// clockwise from north), on a spherical Earth, with the same accuracy.
    pub fn destination(&self, bearing_degrees: f64, distance_meters: f64) -> (f64, f64) {
        let angular = distance_meters / EARTH_RADIUS_METERS;
        let bearing = bearing_degrees.to_radians();
        let (lat1, lon1) = (self.latitude.to_radians(), self.longitude.to_radians());
        let lat2 = (lat1.sin() * angular.cos() + lat1.cos() * angular.sin() * bearing.cos())
            .clamp(-1.0, 1.0)
            .asin();
        let lon2 = lon1
            + (bearing.sin() * angular.sin() * lat1.cos())
                .atan2(angular.cos() - lat1.sin() * lat2.sin());
        let lon = (lon2.to_degrees() + 540.0).rem_euclid(360.0) - 180.0;
        (lat2.to_degrees(), lon)
    }
}

/// Great-circle distance between two positions in metres (haversine, spherical Earth).
pub fn distance_meters(a: &Position, b: &Position) -> f64 {
    let (lat1, lat2) = (a.latitude.to_radians(), b.latitude.to_radians());
    let dlat = lat2 - lat1;
    let dlon = (b.longitude - a.longitude).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + lat1.cos() * lat2.cos() * (dlon / 2.0).sin().powi(2);
    2.0 * EARTH_RADIUS_METERS * h.sqrt().clamp(0.0, 1.0).asin()
}

/// A position at an instant (an authorised fix).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Fix {
    pub position: Position,
    pub at: DateTime<Utc>,
}

/// Whether going from `previous` to `next` needs a speed above `max_speed_kmh`. The
/// distance counts only beyond both accuracy radii (fixes that may be the same place never
/// teleport); a fix at or before the previous one's instant teleports when it is anywhere else.
pub fn is_teleport(previous: &Fix, next: &Fix, max_speed_kmh: f64) -> bool {
    let distance = distance_meters(&previous.position, &next.position)
        - previous.position.accuracy_meters
        - next.position.accuracy_meters;
    if distance <= 0.0 {
        return false;
    }
    let millis = (next.at - previous.at).num_milliseconds();
    if millis <= 0 {
        return true;
    }
    let hours = f64::from(u32::try_from(millis).unwrap_or(u32::MAX)) / 3_600_000.0;
    (distance / 1000.0) / hours > max_speed_kmh
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::Duration;

    fn p(lat: f64, lon: f64, acc: f64) -> Position {
        Position::new(lat, lon, acc).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn coordinates_are_validated() {
        assert!(Position::new(40.22, -74.76, 20.0).is_ok());
        assert!(Position::new(90.0, 180.0, 100_000.0).is_ok());
        assert!(Position::new(-90.0, -180.0, 0.5).is_ok());
        assert_eq!(
            Position::new(90.01, 0.0, 20.0),
            Err(PositionError::Latitude)
        );
        assert_eq!(
            Position::new(-91.0, 0.0, 20.0),
            Err(PositionError::Latitude)
        );
        assert_eq!(
            Position::new(f64::NAN, 0.0, 20.0),
            Err(PositionError::Latitude)
        );
        assert_eq!(
            Position::new(0.0, 180.5, 20.0),
            Err(PositionError::Longitude)
        );
        assert_eq!(
            Position::new(0.0, f64::NEG_INFINITY, 20.0),
            Err(PositionError::Longitude)
        );
        assert_eq!(Position::new(0.0, 0.0, 0.0), Err(PositionError::Accuracy));
        assert_eq!(Position::new(0.0, 0.0, -5.0), Err(PositionError::Accuracy));
        assert_eq!(
            Position::new(0.0, 0.0, 100_001.0),
            Err(PositionError::Accuracy)
        );
        assert_eq!(
            Position::new(0.0, 0.0, f64::INFINITY),
            Err(PositionError::Accuracy)
        );
    }

    #[test]
    fn great_circle_distances() {
        // Trenton NJ to Philadelphia PA: about 45 km.
        let d = distance_meters(&p(40.2206, -74.7597, 1.0), &p(39.9526, -75.1652, 1.0));
        assert!((d - 45_000.0).abs() < 1_500.0, "{d}");
        // New York to Los Angeles: about 3,936 km.
        let d = distance_meters(&p(40.7128, -74.0060, 1.0), &p(34.0522, -118.2437, 1.0));
        assert!((d - 3_936_000.0).abs() < 10_000.0, "{d}");
        // One degree of latitude: about 111.2 km; zero to itself; across the antimeridian.
        let d = distance_meters(&p(0.0, 0.0, 1.0), &p(1.0, 0.0, 1.0));
        assert!((d - 111_195.0).abs() < 10.0, "{d}");
        assert_eq!(
            distance_meters(&p(10.0, 10.0, 1.0), &p(10.0, 10.0, 1.0)),
            0.0
        );
        let d = distance_meters(&p(0.0, 179.5, 1.0), &p(0.0, -179.5, 1.0));
        assert!((d - 111_195.0).abs() < 10.0, "{d}");
    }

    #[test]
    fn destinations_are_at_the_distance_asked() {
        let start = p(40.2237, -74.74, 20.0);
        for bearing in [0.0, 45.0, 90.0, 200.0, 359.0] {
            let (lat, lon) = start.destination(bearing, 400.0);
            let d = distance_meters(&start, &p(lat, lon, 1.0));
            assert!((d - 400.0).abs() < 0.01, "{bearing}: {d}");
        }
        let (lat, lon) = p(0.0, 179.999, 1.0).destination(90.0, 1000.0);
        assert!(lat.abs() < 1e-9 && lon < -179.99, "{lat},{lon}");
    }

    #[test]
    fn teleport_rule() {
        let t = DateTime::from_timestamp(1_767_225_600, 0).unwrap_or_default();
        let fix = |lat, lon, acc, minutes| Fix {
            position: p(lat, lon, acc),
            at: t + Duration::minutes(minutes),
        };
        let trenton = fix(40.2206, -74.7597, 20.0, 0);
        // Philadelphia 45 km away one hour later: 45 km/h.
        assert!(!is_teleport(
            &trenton,
            &fix(39.9526, -75.1652, 20.0, 60),
            900.0
        ));
        // Los Angeles one hour later: about 3,900 km/h.
        assert!(is_teleport(
            &trenton,
            &fix(34.0522, -118.2437, 20.0, 60),
            900.0
        ));
        // Los Angeles five hours later: a flight.
        assert!(!is_teleport(
            &trenton,
            &fix(34.0522, -118.2437, 20.0, 300),
            900.0
        ));
        // Philadelphia one minute later: 2,700 km/h.
        assert!(is_teleport(
            &trenton,
            &fix(39.9526, -75.1652, 20.0, 1),
            900.0
        ));
        // ... unless the accuracy radii cover the distance.
        assert!(!is_teleport(
            &trenton,
            &fix(39.9526, -75.1652, 45_000.0, 1),
            900.0
        ));
        // The same place at the same instant, or a little apart within the radii.
        assert!(!is_teleport(&trenton, &trenton, 900.0));
        assert!(!is_teleport(
            &trenton,
            &fix(40.2207, -74.7597, 20.0, 0),
            900.0
        ));
        // Somewhere else at the same instant or earlier.
        assert!(is_teleport(&trenton, &fix(40.3, -74.7597, 20.0, 0), 900.0));
        assert!(is_teleport(&trenton, &fix(40.3, -74.7597, 20.0, -5), 900.0));
    }
}
