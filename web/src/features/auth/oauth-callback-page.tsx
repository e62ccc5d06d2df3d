import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { reportError } from '@/shared/api/report-error';
import { useAuth } from '@/shared/auth/use-auth';
import { authorizationCodeGrant, tokenErrorMessage } from '@/shared/auth/token-api';
import { afterLoginPath, safePreviousPath } from './login-paths';
import { CallbackError, redirectUri, takeCallbackParams } from './pkce';
import './auth.css';

/**
 * `/oauth_callback`: the return from the authorization endpoint. Checks the state,
 * redeems the code with the stored verifier (grant `authorization_code`), removes both,
 * then continues like a password login.
 */
export function OAuthCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { acceptTokenResponse } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: redeem it once even if the effect runs twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { code, verifier, returnPath } = takeCallbackParams(params);
        const response = await authorizationCodeGrant(code, verifier, redirectUri());
        const previousPath = safePreviousPath(returnPath);
        if (acceptTokenResponse(response) === 'strongAuthRequired') {
          const q = previousPath ? `?${new URLSearchParams({ previousPath }).toString()}` : '';
          void navigate(`/login/verify${q}`, { replace: true });
        } else {
          void navigate(afterLoginPath(previousPath), { replace: true });
        }
      } catch (e) {
        if (!(e instanceof CallbackError)) reportError(e, { source: 'sign-in', step: 'redeem-code' });
        setError(e instanceof CallbackError ? e.message : tokenErrorMessage(e));
      }
    })();
  }, [params, navigate, acceptTokenResponse]);

  return (
    <section className="auth-page" aria-labelledby="callback-title">
      <div className="auth-card">
        {error ? (
          <div className="auth-success">
            <CircleAlert size={40} aria-hidden="true" color="var(--danger)" />
            <h1 id="callback-title" className="auth-card__title">
              We could not log you in
            </h1>
            <p role="alert">{error}</p>
            <Button asChild>
              <Link to="/login">Back to Log In</Link>
            </Button>
          </div>
        ) : (
          <div className="auth-success">
            <Spinner size={32} label="Logging you in" />
            <h1 id="callback-title" className="auth-card__title">
              Logging you in...
            </h1>
            <p className="auth-muted">Please keep this tab open.</p>
          </div>
        )}
      </div>
    </section>
  );
}
