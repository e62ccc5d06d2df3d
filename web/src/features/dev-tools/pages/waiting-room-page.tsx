import { useCallback, useEffect, useState } from 'react';
import { RefreshCw, Users } from 'lucide-react';
import { httpErrorMessage } from '@/shared/api/http-client';
import { admissionTicket, clearAdmissionTicket } from '@/shared/platform/admission-ticket';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { fetchWaitingRoomStatus, setWaitingRoomMax } from '../dev-api';

/** Caps concurrent sessions (POST /api/dev/waiting-room) and shows this tab's ticket state. */
export function WaitingRoomPage() {
  const [max, setMax] = useState('0');
  const [state, setState] = useState<unknown>(null);
  const [ticket, setTicket] = useState(admissionTicket);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const refresh = useCallback(() => {
    setTicket(admissionTicket());
    fetchWaitingRoomStatus()
      .then(setState)
      .catch((e: unknown) => setState({ error: String(e) }));
  }, []);
  useEffect(() => refresh(), [refresh]);

  const save = async () => {
    const n = Number(max);
    if (!Number.isInteger(n) || n < 0) {
      setMessage('Enter a whole number, 0 or more (0 switches the waiting room off).');
      return;
    }
    setSaving(true);
    try {
      await setWaitingRoomMax(n);
      setMessage(n === 0 ? 'Waiting room off.' : `At most ${n} concurrent session${n === 1 ? '' : 's'}.`);
      refresh();
    } catch (e) {
      setMessage(httpErrorMessage(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="dt-page" aria-labelledby="dt-wr-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-wr-title">Waiting room</h2>
          <p className="dt-muted">Over the limit, new visitors wait in line and get in as seats free up (idle tickets or logouts).</p>
        </div>
      </header>
      <form
        className="dt-panel dt-form dt-form--inline"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Field label="Max concurrent sessions" hint="0 = off">
          <Input type="number" min={0} inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} />
        </Field>
        <Button type="submit" loading={saving} icon={<Users size={16} aria-hidden="true" />}>
          Apply
        </Button>
        {message ? (
          <p className="dt-muted" role="status">
            {message}
          </p>
        ) : null}
      </form>
      <div className="dt-panel">
        <div className="dt-panel__header">
          <h3>This tab</h3>
          <div className="dt-row">
            <Button variant="outline" size="sm" icon={<RefreshCw size={14} aria-hidden="true" />} onClick={refresh}>
              Refresh
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                clearAdmissionTicket();
                refresh();
              }}
            >
              Forget ticket
            </Button>
          </div>
        </div>
        <p>
          Ticket: <code data-testid="admission-ticket">{ticket ?? 'none yet'}</code>
        </p>
        <pre className="dt-json" aria-label="Ticket state">
          {JSON.stringify(state, null, 2)}
        </pre>
      </div>
    </section>
  );
}
