import { Send } from 'lucide-react';
import { installId } from '@/shared/api/client-info';
import { useCookieConsent } from '@/shared/hooks/use-cookie-consent';
import { flushAnalytics, getMonitoringSampleRate, inSample, onEventsChanged, sampleBucket, track, trackedEvents } from '@/shared/telemetry/analytics';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { fetchStoredAnalyticsEvents } from '../dev-api';
import { StoredList } from './stored-list';
import { useLive } from './use-live';

const TONE = { queued: 'info', sent: 'success', failed: 'danger', 'no-consent': 'neutral' } as const;

/** Analytics events this browser tracked (live) and what the server stored. */
export function AnalyticsPage() {
  const events = useLive(onEventsChanged, trackedEvents);
  const consent = useCookieConsent((s) => s.choice);
  const id = installId();
  const rate = getMonitoringSampleRate();
  return (
    <section className="dt-page" aria-labelledby="dt-analytics-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-analytics-title">Analytics</h2>
          <p className="dt-muted">
            Consent: <strong>{consent ? (consent.analytics ? 'analytics allowed' : 'analytics refused') : 'not decided (nothing is sent)'}</strong>. Install{' '}
            <code>{id.slice(0, 8)}</code> is in bucket {sampleBucket(id)} of 101; monitoring sample rate {rate} ({inSample(id, rate) ? 'in the sample' : 'not sampled'}).
          </p>
        </div>
        <Button
          variant="outline"
          icon={<Send size={16} aria-hidden="true" />}
          onClick={() => {
            track('dev_tools_test_event', { at: new Date().toISOString() });
            void flushAnalytics();
          }}
        >
          Send a test event
        </Button>
      </header>
      <div className="dt-panel">
        <div className="dt-panel__header">
          <h3>This browser (live)</h3>
        </div>
        {events.length === 0 ? (
          <EmptyState headingLevel={3} title="No events yet">
            Log in, open the logout confirmation or a custom dialog and events show up here.
          </EmptyState>
        ) : (
          <ol className="dt-log" aria-label="Tracked events">
            {events
              .slice()
              .reverse()
              .map((e, i) => (
                <li key={`${e.timestamp}-${i}`} className="dt-log__row">
                  <div className="dt-log__head">
                    <strong>{e.name}</strong>
                    <Badge tone={TONE[e.delivery]}>{e.delivery}</Badge>
                    <span className="dt-muted">{new Date(e.timestamp).toLocaleTimeString()}</span>
                  </div>
                  <pre className="dt-json">{JSON.stringify(e.properties, null, 2)}</pre>
                </li>
              ))}
          </ol>
        )}
      </div>
      <StoredList title="Stored on the server" load={fetchStoredAnalyticsEvents} titleOf={(r) => String(r.name ?? 'event')} />
    </section>
  );
}
