/**
 * The default geolocation table (see docs/product/responsible-gaming-and-location.md): one
 * representative coordinate inside each of the 13 Canadian provinces and territories and 24 US
 * states (the US operating states plus Connecticut and Delaware, which are not, to exercise the
 * outside-area path), accuracy 20 m. Each point is a city well inside its region (away from the
 * borders the server's exclusion boundary flags). The dev-tools location page offers them as fixed
 * coordinates.
 */
export const DEFAULT_GEOLOCATION_ACCURACY = 20;

export interface DefaultGeolocation {
  /** ISO 3166-2 code of the region the point lies in, e.g. `US-NJ`. */
  region: string;
  name: string;
  /** The place the coordinate marks. */
  place: string;
  latitude: number;
  longitude: number;
  accuracy: number;
}

const point = (region: string, name: string, place: string, latitude: number, longitude: number): DefaultGeolocation => ({
  region,
  name,
  place,
  latitude,
  longitude,
  accuracy: DEFAULT_GEOLOCATION_ACCURACY,
});

export const DEFAULT_GEOLOCATIONS: readonly DefaultGeolocation[] = [
  point('CA-AB', 'Alberta', 'Edmonton', 53.5461, -113.4938),
  point('CA-BC', 'British Columbia', 'Kamloops', 50.6745, -120.3273),
  point('CA-MB', 'Manitoba', 'Winnipeg', 49.8951, -97.1384),
  point('CA-NB', 'New Brunswick', 'Fredericton', 45.9636, -66.6431),
  point('CA-NL', 'Newfoundland and Labrador', "St. John's", 47.5615, -52.7126),
  point('CA-NS', 'Nova Scotia', 'Halifax', 44.6488, -63.5752),
  point('CA-NT', 'Northwest Territories', 'Yellowknife', 62.454, -114.3718),
  point('CA-NU', 'Nunavut', 'Iqaluit', 63.7467, -68.517),
  point('CA-ON', 'Ontario', 'Toronto', 43.6532, -79.3832),
  point('CA-PE', 'Prince Edward Island', 'Charlottetown', 46.2382, -63.1311),
  point('CA-QC', 'Quebec', 'Quebec City', 46.8139, -71.208),
  point('CA-SK', 'Saskatchewan', 'Regina', 50.4452, -104.6189),
  point('CA-YT', 'Yukon', 'Whitehorse', 60.7212, -135.0568),
  point('US-AZ', 'Arizona', 'Phoenix', 33.4484, -112.074),
  point('US-CO', 'Colorado', 'Denver', 39.7392, -104.9903),
  point('US-CT', 'Connecticut', 'Hartford', 41.7658, -72.6734),
  point('US-DE', 'Delaware', 'Dover', 39.1582, -75.5244),
  point('US-IL', 'Illinois', 'Springfield', 39.7817, -89.6501),
  point('US-IN', 'Indiana', 'Indianapolis', 39.7684, -86.1581),
  point('US-IA', 'Iowa', 'Des Moines', 41.5868, -93.625),
  point('US-KS', 'Kansas', 'Topeka', 39.0473, -95.6752),
  point('US-KY', 'Kentucky', 'Frankfort', 38.2009, -84.8733),
  point('US-LA', 'Louisiana', 'Baton Rouge', 30.4515, -91.1871),
  point('US-ME', 'Maine', 'Augusta', 44.3106, -69.7795),
  point('US-MD', 'Maryland', 'Columbia', 39.2037, -76.861),
  point('US-MA', 'Massachusetts', 'Worcester', 42.2626, -71.8023),
  point('US-MI', 'Michigan', 'Lansing', 42.7325, -84.5555),
  point('US-NJ', 'New Jersey', 'New Brunswick', 40.4862, -74.4518),
  point('US-NY', 'New York', 'Albany', 42.6526, -73.7562),
  point('US-NC', 'North Carolina', 'Raleigh', 35.7796, -78.6382),
  point('US-OH', 'Ohio', 'Columbus', 39.9612, -82.9988),
  point('US-PA', 'Pennsylvania', 'Harrisburg', 40.2732, -76.8867),
  point('US-TN', 'Tennessee', 'Nashville', 36.1627, -86.7816),
  point('US-VT', 'Vermont', 'Montpelier', 44.2601, -72.5754),
  point('US-VA', 'Virginia', 'Richmond', 37.5407, -77.436),
  point('US-WV', 'West Virginia', 'Charleston', 38.3498, -81.6326),
  point('US-WY', 'Wyoming', 'Casper', 42.8666, -106.3131),
];

/** The table's entry for a region code (case-insensitive). */
export function defaultGeolocationFor(region: string): DefaultGeolocation | undefined {
  const code = region.toUpperCase();
  return DEFAULT_GEOLOCATIONS.find((g) => g.region === code);
}
