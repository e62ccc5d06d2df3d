import { lazy, Suspense, useState } from 'react';
import { LocateFixed, MapPin } from 'lucide-react';
import { useAuth } from '@/shared/auth/use-auth';
import { DEFAULT_GEOLOCATION_ACCURACY, DEFAULT_GEOLOCATIONS, type DefaultGeolocation } from '@/shared/location/default-geolocations';
import { useFixedPositionStore } from '@/shared/location/fixed-position';
import { requestLocationCheck } from '@/shared/location/location-requests';
import { useLocationStore } from '@/shared/location/location-store';
import { Button } from '@/shared/ui/button';

// The map (d3-geo, topojson-client and the Census boundaries) loads only on this page.
const UsStateMap = lazy(() => import('./us-state-map'));

const time = (ms: number | null) => (ms === null ? '—' : new Date(ms).toLocaleString());

function StatusPanel() {
  const s = useLocationStore();
  const { isLoggedIn } = useAuth();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      await requestLocationCheck({ trigger: 'manual_check' });
    } finally {
      setRunning(false);
    }
  };
  return (
    <div className="dt-panel" aria-labelledby="dt-location-status">
      <div className="dt-panel__header">
        <h3 id="dt-location-status">Status</h3>
        <Button icon={<LocateFixed size={16} aria-hidden="true" />} loading={running} disabled={!isLoggedIn} onClick={() => void run()}>
          Check location now
        </Button>
      </div>
      {isLoggedIn ? null : <p className="dt-muted">Log in to run a check: only logged-in users with a user id are verified.</p>}
      <dl className="dt-location__facts" data-testid="location-status">
        <dt>State</dt>
        <dd data-testid="location-state">{s.state}</dd>
        <dt>Authorised</dt>
        <dd data-testid="location-authorized">{s.authorized ? 'yes' : 'no'}</dd>
        <dt>Region</dt>
        <dd data-testid="location-region">{s.region ?? '—'}</dd>
        <dt>Last trigger</dt>
        <dd data-testid="location-trigger">{s.trigger ?? '—'}</dd>
        <dt>Licence key</dt>
        <dd className="dt-location__key">{s.licenseKey ?? '—'}</dd>
        <dt>Public IP</dt>
        <dd>{s.ip ?? '—'}</dd>
        <dt>Refresh at</dt>
        <dd>{time(s.refreshAt)}</dd>
        <dt>Expires at</dt>
        <dd>{time(s.expiresAt)}</dd>
        <dt>Last check</dt>
        <dd>{time(s.checkedAt)}</dd>
      </dl>
      <h4>Last errors</h4>
      {s.errors.length === 0 ? (
        <p className="dt-muted">None.</p>
      ) : (
        <table className="dt-table" aria-label="Last location errors">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Name</th>
              <th scope="col">Display type</th>
              <th scope="col">Priority</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {s.errors.map((e, i) => (
              <tr key={`${e.name}-${i}`}>
                <td>{e.code}</td>
                <td>{e.name}</td>
                <td>{e.displayType ?? '—'}</td>
                <td>{e.priority}</td>
                <td>{e.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const tableLabel = (g: DefaultGeolocation) => `${g.name} (${g.place})`;

function PositionPanel() {
  const fixed = useFixedPositionStore((s) => s.fixed);
  const setFixed = useFixedPositionStore((s) => s.setFixed);
  const chooseEntry = (g: DefaultGeolocation) =>
    setFixed({ latitude: g.latitude, longitude: g.longitude, accuracy: g.accuracy, region: g.region, label: tableLabel(g) });
  const groups: [string, DefaultGeolocation[]][] = [
    ['United States', DEFAULT_GEOLOCATIONS.filter((g) => g.region.startsWith('US-'))],
    ['Canada', DEFAULT_GEOLOCATIONS.filter((g) => g.region.startsWith('CA-'))],
  ];
  return (
    <div className="dt-panel">
      <div className="dt-panel__header">
        <h3>Position</h3>
        <Button variant="outline" icon={<MapPin size={16} aria-hidden="true" />} disabled={!fixed} onClick={() => setFixed(null)}>
          Use browser location
        </Button>
      </div>
      <p data-testid="location-source">
        {fixed
          ? `Fixed coordinate: ${fixed.label} — ${fixed.latitude.toFixed(4)}, ${fixed.longitude.toFixed(4)} (accuracy ${fixed.accuracy} m)`
          : 'Browser location (navigator.geolocation, cached up to 30 s, low accuracy).'}
      </p>
      <p className="dt-muted">The next check uses this position. Choose a region from the default table or click the map.</p>
      {groups.map(([country, entries]) => (
        <section key={country} aria-label={`${country} default coordinates`}>
          <h4>{country}</h4>
          <div className="dt-location__regions">
            {entries.map((g) => (
              <Button
                key={g.region}
                size="sm"
                variant={fixed?.region === g.region ? 'primary' : 'outline'}
                aria-pressed={fixed?.region === g.region}
                title={`${g.region}: ${g.latitude}, ${g.longitude}`}
                onClick={() => chooseEntry(g)}
              >
                {tableLabel(g)}
              </Button>
            ))}
          </div>
        </section>
      ))}
      <h4>Map</h4>
      <Suspense fallback={<p className="dt-muted">Loading the map…</p>}>
        <UsStateMap
          value={fixed}
          onPick={(p, stateName) =>
            setFixed({ ...p, accuracy: DEFAULT_GEOLOCATION_ACCURACY, region: null, label: stateName ? `Map point in ${stateName}` : 'Map point' })
          }
        />
      </Suspense>
    </div>
  );
}

/**
 * Dev-tools "location check" (absent in production): the location state,
 * licence, expiry, refresh and last errors, a manual check, and the position the next check
 * uses (browser, the default geolocation table, or a point on the map; see
 * docs/product/responsible-gaming-and-location.md).
 */
export function LocationCheckPage() {
  return (
    <section className="dt-page" aria-labelledby="dt-location-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-location-title">Location check</h2>
          <p className="dt-muted">Location verification of this session and where you appear to be.</p>
        </div>
      </header>
      <StatusPanel />
      <PositionPanel />
    </section>
  );
}
