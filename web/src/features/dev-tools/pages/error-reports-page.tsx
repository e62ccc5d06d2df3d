import { Bug } from 'lucide-react';
import { flushReports, onReportsChanged, reportedErrors, reportError } from '@/shared/telemetry/error-reporter';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { fetchStoredErrorReports } from '../dev-api';
import { StoredList } from './stored-list';
import { useLive } from './use-live';

const TONE = { queued: 'info', sent: 'success', failed: 'danger' } as const;

/** Error reports: the last 50 of this browser (masked as sent) and the server's stored ones. */
export function ErrorReportsPage() {
  const reports = useLive(onReportsChanged, reportedErrors);
  return (
    <section className="dt-page" aria-labelledby="dt-errors-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-errors-title">Error reports</h2>
          <p className="dt-muted">Personal data is masked in the browser before sending and again on the server.</p>
        </div>
        <Button
          variant="outline"
          icon={<Bug size={16} aria-hidden="true" />}
          onClick={() => {
            reportError(new Error('Dev-tools test report for alex.morgan@example.com, card 4111 1111 1111 1111, phone (555) 123-4567'), {
              source: 'dev-tools',
              firstName: 'Alex',
              address: '12 Main Street',
              postalCode: 'K1A 0B1',
            });
            void flushReports();
          }}
        >
          Send a test report
        </Button>
      </header>
      <div className="dt-panel">
        <div className="dt-panel__header">
          <h3>This browser (last 50)</h3>
        </div>
        {reports.length === 0 ? (
          <EmptyState headingLevel={3} title="No errors reported" />
        ) : (
          <ol className="dt-log" aria-label="Reported errors">
            {reports
              .slice()
              .reverse()
              .map((r, i) => (
                <li key={`${r.at}-${i}`} className="dt-log__row">
                  <div className="dt-log__head">
                    <strong>{r.message}</strong>
                    <Badge tone={TONE[r.delivery]}>{r.delivery}</Badge>
                    <span className="dt-muted">{new Date(r.at).toLocaleTimeString()}</span>
                  </div>
                  <pre className="dt-json">{JSON.stringify(r.context, null, 2)}</pre>
                </li>
              ))}
          </ol>
        )}
      </div>
      <StoredList title="Stored on the server" load={fetchStoredErrorReports} titleOf={(r) => String(r.message ?? 'report')} />
    </section>
  );
}
