import { describe, expect, it } from 'vitest';
import { DEFAULT_GEOLOCATION_ACCURACY, DEFAULT_GEOLOCATIONS, defaultGeolocationFor } from './default-geolocations';

describe('default geolocation table', () => {
  it('has the 13 Canadian provinces and territories and about 24 US states', () => {
    expect(DEFAULT_GEOLOCATIONS.filter((g) => g.region.startsWith('CA-'))).toHaveLength(13);
    expect(DEFAULT_GEOLOCATIONS.filter((g) => g.region.startsWith('US-'))).toHaveLength(24);
  });

  it('lists every region once, with a unique coordinate and accuracy 20', () => {
    const regions = new Set(DEFAULT_GEOLOCATIONS.map((g) => g.region));
    expect(regions.size).toBe(DEFAULT_GEOLOCATIONS.length);
    const coordinates = new Set(DEFAULT_GEOLOCATIONS.map((g) => `${g.latitude},${g.longitude}`));
    expect(coordinates.size).toBe(DEFAULT_GEOLOCATIONS.length);
    for (const g of DEFAULT_GEOLOCATIONS) expect(g.accuracy).toBe(DEFAULT_GEOLOCATION_ACCURACY);
  });

  it('keeps every coordinate on the globe and in North America', () => {
    for (const g of DEFAULT_GEOLOCATIONS) {
      expect(g.latitude, g.region).toBeGreaterThanOrEqual(-90);
      expect(g.latitude, g.region).toBeLessThanOrEqual(90);
      expect(g.longitude, g.region).toBeGreaterThanOrEqual(-180);
      expect(g.longitude, g.region).toBeLessThanOrEqual(180);
      // Continental US and Canada (the table has no Alaska or Hawaii).
      expect(g.latitude, g.region).toBeGreaterThan(24);
      expect(g.longitude, g.region).toBeLessThan(-50);
      expect(g.longitude, g.region).toBeGreaterThan(-141);
    }
  });

  it('finds a region case-insensitively', () => {
    expect(defaultGeolocationFor('us-nj')?.place).toBe('New Brunswick');
    expect(defaultGeolocationFor('XX-YY')).toBeUndefined();
  });
});
