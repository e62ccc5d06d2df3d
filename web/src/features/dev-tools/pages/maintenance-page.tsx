import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Power } from 'lucide-react';
import { httpErrorMessage } from '@/shared/api/http-client';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { fetchMaintenanceStatus, setMaintenance } from '../dev-api';

interface FormValues {
  title: string;
  message: string;
  link: string;
  label: string;
  image: string;
  refreshIntervalSeconds: string;
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

/**
 * Switches maintenance mode on (POST /api/dev/maintenance). Every API call then answers
 * 503, so this tab shows the maintenance screen and returns by itself once maintenance is
 * switched off (`sportsbook admin maintenance off` or the same endpoint).
 */
export function MaintenancePage() {
  const [status, setStatus] = useState<string>('checking…');
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { title: '', message: '', link: '', label: '', image: '', refreshIntervalSeconds: '5' },
  });

  useEffect(() => {
    fetchMaintenanceStatus()
      .then((s) => setStatus(s.active ? 'on' : 'off'))
      .catch(() => setStatus('unknown'));
  }, []);

  const submit = handleSubmit(async (v) => {
    setError(null);
    const seconds = Number(v.refreshIntervalSeconds);
    try {
      await setMaintenance({
        active: true,
        content: {
          title: orNull(v.title),
          message: orNull(v.message),
          image: orNull(v.image),
          link: orNull(v.link),
          label: orNull(v.label),
          refreshIntervalSeconds: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null,
        },
      });
      setStatus('on');
    } catch (e) {
      setError(httpErrorMessage(e));
    }
  });

  return (
    <section className="dt-page" aria-labelledby="dt-maintenance-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-maintenance-title">Maintenance mode</h2>
          <p className="dt-muted">
            Currently <strong data-testid="maintenance-status">{status}</strong>. Switching it on logs every bettor out and shows the maintenance screen; the app polls
            and comes back by itself when it is switched off.
          </p>
        </div>
      </header>
      <form className="dt-panel dt-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field label="Title" hint={'Default: "We\'re working on a few things"'}>
          <Input {...register('title', { maxLength: 120 })} />
        </Field>
        <Field label="Message" hint='Default: "Check back soon!"'>
          <Input {...register('message', { maxLength: 500 })} />
        </Field>
        <Field label="More info link" hint="An https URL (optional)">
          <Input type="url" {...register('link')} />
        </Field>
        <Field label="Link label" hint='Default: "More info"'>
          <Input {...register('label', { maxLength: 40 })} />
        </Field>
        <Field label="Image URL" hint="Optional; shown 80 x 120 instead of the illustration">
          <Input type="url" {...register('image')} />
        </Field>
        <Field label="Refresh interval (seconds)">
          <Input type="number" min={1} max={3600} inputMode="numeric" {...register('refreshIntervalSeconds')} />
        </Field>
        {error ? <p className="dt-error" role="alert">{error}</p> : null}
        <div>
          <Button type="submit" variant="danger" loading={formState.isSubmitting} icon={<Power size={16} aria-hidden="true" />}>
            Turn maintenance on
          </Button>
        </div>
      </form>
    </section>
  );
}
