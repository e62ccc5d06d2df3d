import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ShieldOff } from 'lucide-react';
import { httpErrorMessage } from '@/shared/api/http-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { formatDateTime } from '@/shared/format/date';
import { Button } from '@/shared/ui/button';
import { fetchSelfExclusion, startTestSelfExclusion, type SelfExclusionStatus } from '../dev-api';

/** Where the bettor's own self-exclusion page and the screen after it live. */
export const SELF_EXCLUSION_PAGE = '/account/responsible-gaming/self-exclusion';
export const SELF_EXCLUSION_LOGOUT_SCREEN = '/login?reason=self-exclusion';

const DURATION_LABELS: Record<string, string> = { '1y': '1 year', '5y': '5 years', lifetime: 'Lifetime' };

/**
 * Dev-tools self-exclusion: the signed-in test account's self-exclusion (GET /i/self_exclusions),
 * links to the bettor's page and to the login screen a self-exclusion ends on, and a way to
 * self-exclude the test account at once, without the bettor page's confirmation steps, to test
 * what follows (sessions revoked, logins refused). It cannot be undone, here or anywhere.
 */
export function SelfExclusionPage() {
  const loginState = useAuthStore((s) => s.loginState);
  const token = useAuthStore((s) => s.bearerToken);
  const { logout } = useAuth();
  const [status, setStatus] = useState<SelfExclusionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [duration, setDuration] = useState('1y');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (loginState !== 'loggedIn' || !token) return;
    let live = true;
    fetchSelfExclusion(token)
      .then((s) => live && setStatus(s))
      .catch((e: unknown) => live && setError(httpErrorMessage(e)));
    return () => {
      live = false;
    };
  }, [loginState, token]);

  const start = async () => {
    if (!token) return;
    setBusy(true);
    setError(null);
    try {
      await startTestSelfExclusion(duration, token);
      logout('self-exclusion');
    } catch (e) {
      setError(httpErrorMessage(e));
      setBusy(false);
    }
  };

  const current = status?.current ?? null;
  return (
    <section className="dt-page" aria-labelledby="dt-self-exclusion-title">
      <header className="dt-page__header">
        <div>
          <h2 id="dt-self-exclusion-title">Self exclusion</h2>
          <p className="dt-muted">
            Test what a self-exclusion does: every session of the account ends at once, logins are refused naming the end, and deposits and wagers are refused.
          </p>
        </div>
      </header>
      <div className="dt-panel">
        <div className="dt-panel__header">
          <h3>This account</h3>
        </div>
        {loginState !== 'loggedIn' ? (
          <p>Log in with a test account to see and start its self-exclusion.</p>
        ) : current ? (
          <p data-testid="self-exclusion-status">
            Self-excluded ({DURATION_LABELS[current.duration] ?? current.duration}) since {formatDateTime(current.startsAt)},{' '}
            {current.endsAt ? `until ${formatDateTime(current.endsAt)}` : 'with no end'}.
          </p>
        ) : (
          <p data-testid="self-exclusion-status">{status ? 'Not self-excluded.' : 'Checking…'}</p>
        )}
        <div className="dt-row">
          <Link to={SELF_EXCLUSION_PAGE}>The bettor’s self-exclusion page</Link>
          <Link to={SELF_EXCLUSION_LOGOUT_SCREEN}>The login screen after a self-exclusion</Link>
        </div>
      </div>
      {loginState === 'loggedIn' && status && !current ? (
        <form
          className="dt-panel dt-form"
          aria-labelledby="dt-self-exclusion-start"
          onSubmit={(e) => {
            e.preventDefault();
            void start();
          }}
        >
          <h3 id="dt-self-exclusion-start">Self-exclude this test account</h3>
          <fieldset className="dt-fieldset">
            <legend>Duration</legend>
            {status.durations.map((d) => (
              <label key={d} className="dt-choice">
                <input type="radio" name="duration" value={d} checked={duration === d} onChange={() => setDuration(d)} />
                {DURATION_LABELS[d] ?? d}
              </label>
            ))}
          </fieldset>
          <label className="dt-choice">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
            I understand this account stays excluded: nothing, not even dev-tools, lifts it.
          </label>
          <div>
            <Button type="submit" variant="danger" icon={<ShieldOff size={16} aria-hidden="true" />} disabled={!understood} loading={busy}>
              Self-exclude and log out
            </Button>
          </div>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="dt-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
