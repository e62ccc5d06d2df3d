import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client';
import { AlertDialog } from 'radix-ui';
import { reportError } from '@/shared/api/report-error';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import type { LogoutReason } from '@/shared/auth/logout-reasons';
import { Button, buttonClass } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { Input } from '@/shared/ui/input';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast-store';
import { exclusionErrorMessage, startCoolOff, startSelfExclusion, type CoolOffDuration, type SelfExclusionDuration } from './rg-api';
import { RgAccountDocument } from './rg-operations';
import { RgPage } from './rg-page';

interface Choice<D extends string> {
  value: D;
  label: string;
  /** Offered only to accounts of these regions. */
  regions?: readonly string[];
}

/** Cool-off lengths (see docs/product/responsible-gaming-and-location.md): 72 hours only for New Jersey accounts. */
export const COOL_OFF_CHOICES: readonly Choice<CoolOffDuration>[] = [
  { value: '24h', label: '24 hours' },
  { value: '72h', label: '72 hours', regions: ['US-NJ'] },
  { value: '1w', label: '1 week' },
  { value: '1m', label: '1 month' },
  { value: '2m', label: '2 months' },
  { value: '3m', label: '3 months' },
];

export const SELF_EXCLUSION_CHOICES: readonly Choice<SelfExclusionDuration>[] = [
  { value: '1y', label: '1 year' },
  { value: '5y', label: '5 years' },
  { value: 'lifetime', label: 'Lifetime' },
];

/** The word a bettor types to confirm a self-exclusion. */
export const CONFIRM_WORD = 'EXCLUDE';

interface ExclusionConfig<D extends string> {
  title: string;
  lead: string;
  consequences: readonly string[];
  legend: string;
  choices: readonly Choice<D>[];
  submitLabel: string;
  confirmTitle: (label: string) => string;
  confirmBody: string;
  /** Ask for the confirm word before the request. */
  typedConfirmation: boolean;
  start: (duration: D, token: string) => Promise<unknown>;
  reason: LogoutReason;
  call: string;
}

function ExclusionPage<D extends string>({ config }: { config: ExclusionConfig<D> }) {
  const id = useId();
  const { logout } = useAuth();
  const { data } = useQuery(RgAccountDocument, { fetchPolicy: 'cache-first' });
  const region = data?.account?.region ?? null;
  const choices = config.choices.filter((c) => !c.regions || (region !== null && c.regions.includes(region)));
  const [duration, setDuration] = useState<D | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = choices.find((c) => c.value === duration) ?? null;
  const confirmed = !config.typedConfirmation || typed.trim().toUpperCase() === CONFIRM_WORD;

  const open = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) {
      setError('Choose how long.');
      return;
    }
    setError(null);
    setTyped('');
    setConfirming(true);
  };

  const start = async () => {
    if (!chosen || !confirmed) return;
    setBusy(true);
    try {
      await config.start(chosen.value, useAuthStore.getState().bearerToken ?? '');
    } catch (e) {
      reportError(e, { source: 'identity-api', call: config.call });
      toast({ title: exclusionErrorMessage(e), variant: 'danger' });
      setBusy(false);
      setConfirming(false);
      return;
    }
    // Every session of the account is revoked by now: end this one with the reason.
    setConfirming(false);
    logout(config.reason);
  };

  return (
    <RgPage title={config.title} lead={config.lead}>
      <section className="rg-section" aria-labelledby={`${id}-what`}>
        <h2 id={`${id}-what`} className="rg-group__title">
          What happens
        </h2>
        <ul className="rg-consequences">
          {config.consequences.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </section>
      <form className="rg-form" aria-label={config.title} onSubmit={open} noValidate>
        <fieldset className="rg-choices" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
          <legend className="rg-choices__legend">{config.legend}</legend>
          <div className="rg-choices__grid">
            {choices.map((c) => (
              <label key={c.value} className="rg-choice">
                <input
                  type="radio"
                  name={`${id}-duration`}
                  value={c.value}
                  checked={duration === c.value}
                  onChange={() => {
                    setDuration(c.value);
                    setError(null);
                  }}
                />
                <span>{c.label}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id={`${id}-error`} className="form-error" role="alert">
              {error}
            </p>
          ) : null}
        </fieldset>
        <div className="rg-form__actions">
          <Button type="submit" variant="danger">
            {config.submitLabel}
          </Button>
        </div>
      </form>
      <ProblemGamblingHelpLine />

      <AlertDialog.Root open={confirming} onOpenChange={(o) => !busy && setConfirming(o)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="overlay overlay--top" />
          <AlertDialog.Content className="dialog dialog--confirm">
            <AlertDialog.Title className="dialog__title">{config.confirmTitle(chosen?.label ?? '')}</AlertDialog.Title>
            <AlertDialog.Description className="dialog__description">{config.confirmBody}</AlertDialog.Description>
            {config.typedConfirmation ? (
              <Field label={`Type ${CONFIRM_WORD} to confirm`}>
                <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false} />
              </Field>
            ) : null}
            <div className="dialog__actions">
              <AlertDialog.Cancel className={buttonClass('outline', 'md')} disabled={busy}>
                Cancel
              </AlertDialog.Cancel>
              <AlertDialog.Action
                className={buttonClass('danger', 'md')}
                disabled={busy || !confirmed}
                aria-busy={busy || undefined}
                onClick={(e) => {
                  e.preventDefault();
                  void start();
                }}
              >
                {busy ? <Spinner size={16} /> : null}
                {config.submitLabel}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </RgPage>
  );
}

const COOL_OFF: ExclusionConfig<CoolOffDuration> = {
  title: 'Cool-Off',
  lead: 'Take a short break from betting. A cool-off starts at once and cannot be shortened or canceled.',
  consequences: [
    'You are logged out of every device straight away and cannot log in until the cool-off ends.',
    'You cannot place bets, play casino games or deposit during the cool-off.',
    'Your balance stays safe: withdrawals remain available by contacting Customer Support.',
    'The cool-off cannot be shortened or canceled once it starts.',
  ],
  legend: 'Cool-off length',
  choices: COOL_OFF_CHOICES,
  submitLabel: 'Start cool-off',
  confirmTitle: (label) => `Start a cool-off for ${label}?`,
  confirmBody: 'You will be logged out at once and cannot log in, bet or deposit until it ends. This cannot be undone.',
  typedConfirmation: false,
  start: startCoolOff,
  reason: 'cool-off',
  call: 'cool-off',
};

const SELF_EXCLUSION: ExclusionConfig<SelfExclusionDuration> = {
  title: 'Self-Exclusion',
  lead: 'Exclude yourself from betting for a long period. A self-exclusion starts at once and cannot be shortened or undone.',
  consequences: [
    'You are logged out of every device straight away and cannot log in until the exclusion ends (never, for a lifetime exclusion).',
    'You cannot place bets, play casino games or deposit while excluded.',
    'Your balance stays safe: withdrawals remain available by contacting Customer Support.',
    'The exclusion cannot be shortened, canceled or lifted early.',
  ],
  legend: 'Self-exclusion length',
  choices: SELF_EXCLUSION_CHOICES,
  submitLabel: 'Self-exclude',
  confirmTitle: (label) => (label === 'Lifetime' ? 'Self-exclude for life?' : `Self-exclude for ${label}?`),
  confirmBody: 'You will be logged out at once and cannot log in, bet or deposit until the exclusion ends. This cannot be undone or shortened.',
  typedConfirmation: true,
  start: startSelfExclusion,
  reason: 'self-exclusion',
  call: 'self-exclusion',
};

/** `/account/responsible-gaming/cool-off`: POST /i/cool_offs, then logout "cool-off". */
export function CoolOffPage() {
  return <ExclusionPage config={COOL_OFF} />;
}

/** `/account/responsible-gaming/self-exclusion`: POST /i/self_exclusions, then logout "self-exclusion". */
export function SelfExclusionPage() {
  return <ExclusionPage config={SELF_EXCLUSION} />;
}
