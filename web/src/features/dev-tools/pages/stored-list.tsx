import { useCallback, useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { httpErrorMessage } from '@/shared/api/http-client';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import type { DevRecord } from '../dev-api';

function when(r: DevRecord): string {
  const raw = r.receivedAt ?? r.received_at ?? r.createdAt ?? r.created_at ?? r.timestamp ?? r.at;
  if (typeof raw === 'number') return new Date(raw).toLocaleTimeString();
  if (typeof raw === 'string') {
    const d = new Date(raw);
    return Number.isNaN(d.getTime()) ? raw : d.toLocaleTimeString();
  }
  return '';
}

/** A server-side list from a dev endpoint, newest first, with a refresh button. */
export function StoredList({ title, load, titleOf }: { title: string; load: () => Promise<DevRecord[]>; titleOf: (r: DevRecord) => string }) {
  const [rows, setRows] = useState<DevRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(() => {
    setLoading(true);
    load()
      .then((r) => {
        setRows(r);
        setError(null);
      })
      .catch((e: unknown) => setError(httpErrorMessage(e)))
      .finally(() => setLoading(false));
  }, [load]);
  useEffect(() => refresh(), [refresh]);

  return (
    <div className="dt-panel">
      <div className="dt-panel__header">
        <h3>{title}</h3>
        <Button variant="outline" size="sm" loading={loading} icon={<RefreshCw size={14} aria-hidden="true" />} onClick={refresh}>
          Refresh
        </Button>
      </div>
      {error ? <p className="dt-error">{error}</p> : null}
      {rows && rows.length === 0 ? <EmptyState headingLevel={3} title="Nothing stored yet" /> : null}
      {rows && rows.length > 0 ? (
        <ol className="dt-log">
          {rows.map((r, i) => (
            <li key={String(r.id ?? i)} className="dt-log__row">
              <div className="dt-log__head">
                <strong>{titleOf(r)}</strong>
                <span className="dt-muted">{when(r)}</span>
              </div>
              <pre className="dt-json">{JSON.stringify(r, null, 2)}</pre>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
