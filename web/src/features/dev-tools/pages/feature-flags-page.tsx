import { useState } from 'react';
import { useMutation } from '@apollo/client';
import { RotateCcw } from 'lucide-react';
import { SetFeatureFlagOverrideDocument } from '@/shared/flags/flag-operations';
import { allFlags, FLAG_DEFAULTS, useFlagStore } from '@/shared/flags/flag-store';
import { scheduleFlagRefresh } from '@/shared/flags/flag-sync';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Switch } from '@/shared/ui/switch';
import { toast } from '@/shared/ui/toast-store';

/** Flags of this session with override toggles (outside production only). */
export function FeatureFlagsPage() {
  const flags = useFlagStore((s) => s.flags);
  const updatedAt = useFlagStore((s) => s.updatedAt);
  const [busy, setBusy] = useState<string | null>(null);
  const [setOverride] = useMutation(SetFeatureFlagOverrideDocument);
  const list = allFlags(flags);
  const overridden = list.filter((f) => f.overridden);

  const apply = async (key: string, enabled: boolean | null) => {
    setBusy(key);
    try {
      const { data, errors } = await setOverride({ variables: { key, enabled }, errorPolicy: 'all' });
      if (data?.setFeatureFlagOverride) useFlagStore.getState().setFlags(data.setFeatureFlagOverride);
      if (errors?.length) toast({ title: 'Override refused', description: errors[0]?.message, variant: 'danger' });
      scheduleFlagRefresh();
    } catch (error) {
      toast({ title: 'Override failed', description: error instanceof Error ? error.message : String(error), variant: 'danger' });
    } finally {
      setBusy(null);
    }
  };

  const resetAll = async () => {
    for (const f of overridden) await apply(f.key, null);
  };

  return (
    <section className="dt-page" aria-labelledby="dt-flags-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-flags-title">Feature flags</h2>
          <p className="dt-muted">
            Overrides apply to this session only. {updatedAt ? `Last read ${new Date(updatedAt).toLocaleTimeString()}.` : 'Showing defaults until the server answers.'}
          </p>
        </div>
        <Button variant="outline" icon={<RotateCcw size={16} aria-hidden="true" />} disabled={overridden.length === 0 || busy !== null} onClick={() => void resetAll()}>
          Reset all overrides
        </Button>
      </header>
      <ul className="dt-flags">
        {list.map((f) => {
          const id = `flag-${f.key}`;
          const def = (FLAG_DEFAULTS as Record<string, boolean>)[f.key];
          return (
            <li key={f.key} className="dt-flag">
              <label htmlFor={id} className="dt-flag__name">
                <code>{f.key}</code>
              </label>
              <span className="dt-flag__meta">
                {def !== undefined ? <span className="dt-muted">default {def ? 'on' : 'off'}</span> : null}
                {f.overridden ? <Badge tone="warning">overridden</Badge> : null}
              </span>
              <Switch id={id} checked={f.enabled} disabled={busy === f.key} onCheckedChange={(on) => void apply(f.key, on)} aria-label={f.key} />
              <Button variant="ghost" size="sm" disabled={!f.overridden || busy === f.key} onClick={() => void apply(f.key, null)} aria-label={`Reset ${f.key}`}>
                Reset
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
