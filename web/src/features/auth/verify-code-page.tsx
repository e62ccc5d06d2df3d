import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { OneTimeCodeForm } from '@/shared/auth/one-time-code';
import { cancelDisableStrongAuth, queueDisableStrongAuth } from '@/shared/auth/pending-jobs';
import { limitedAccessTokenGrant, tokenErrorMessage } from '@/shared/auth/token-api';
import { FormError } from '@/shared/ui/field';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { afterLoginPath, safePreviousPath } from './login-paths';
import './auth.css';

/**
 * `/login/verify`: the second step of a strong-authentication login. After the code is
 * verified the limited access token is upgraded (grant `limited_access_token`); "Don't ask
 * for a code again" queues the pending disable-strong-auth job that runs on login.
 */
export function VerifyCodePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, hasLimitedAccessToken, acceptTokenResponse } = useAuth();
  const previousPath = safePreviousPath(params.get('previousPath'));
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (isLoggedIn && !done) return <Navigate to={afterLoginPath(previousPath)} replace />;
  if (!hasLimitedAccessToken && !done) {
    const q = previousPath ? `?${new URLSearchParams({ previousPath }).toString()}` : '';
    return <Navigate to={`/login${q}`} replace />;
  }

  const upgrade = async () => {
    setError(null);
    const { limitedAccessToken, userId } = useAuthStore.getState();
    if (!limitedAccessToken) return;
    if (dontAskAgain) queueDisableStrongAuth(userId);
    else cancelDisableStrongAuth();
    try {
      const tokens = await limitedAccessTokenGrant(limitedAccessToken);
      setDone(true);
      acceptTokenResponse(tokens);
      void navigate(afterLoginPath(previousPath), { replace: true });
    } catch (e) {
      if (dontAskAgain) cancelDisableStrongAuth();
      setError(tokenErrorMessage(e));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="verify-title">
      <div className="auth-card">
        <ShieldCheck size={32} aria-hidden="true" className="auth-success__icon" />
        <h1 id="verify-title" className="auth-card__title">
          Verify it's you
        </h1>
        <p className="auth-card__lead">Your account uses strong authentication. We will send a one-time code to the phone on your account.</p>
        {error ? <FormError>{error}</FormError> : null}
        <OneTimeCodeForm source="LOGIN" onVerified={upgrade} submitLabel="Verify and Log In">
          <label className="checkbox">
            <input type="checkbox" checked={dontAskAgain} onChange={(e) => setDontAskAgain(e.target.checked)} />
            <span>Don't ask for a code again on this account</span>
          </label>
        </OneTimeCodeForm>
        <div className="auth-footer">
          <ProblemGamblingHelpLine compact />
        </div>
      </div>
    </section>
  );
}
