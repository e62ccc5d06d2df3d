import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { KeyRound, CircleCheck } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { Field, FormError } from '@/shared/ui/field';
import { Spinner } from '@/shared/ui/spinner';
import { HttpError, httpErrorMessage } from '@/shared/api/http-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useAuth } from '@/shared/auth/use-auth';
import { loginPathFor, requestLogout } from '@/shared/auth/session-controller';
import { changePassword, resetPassword } from './password-reset-api';
import { PasswordInput } from './password-input';
import { passwordRules } from './validation';
import './auth.css';

interface Form {
  currentPassword: string;
  password: string;
  confirm: string;
}

function firstServerMessage(e: unknown, fields: string[]): string {
  if (e instanceof HttpError) {
    const f = e.fieldErrors;
    for (const name of fields) if (f[name]?.length) return f[name].join(' ');
  }
  return httpErrorMessage(e);
}

/**
 * `/account/update-password` (full-screen): with `?token=` from the reset email it sets a
 * new password while logged out (`POST /api/password_resets`); logged in without a token it
 * changes the password (`POST /api/password`, current + new: the current password
 * re-authenticates the holder), which ends every session, so it then logs out to the login
 * page ("Password updated").
 */
export function UpdatePasswordPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { loginState } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The password was changed: the session is ending and the logout takes the user to login.
  const [leaving, setLeaving] = useState(false);
  const withToken = Boolean(token);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Form>({ mode: 'onTouched', defaultValues: { currentPassword: '', password: '', confirm: '' } });

  if (leaving || (!withToken && loginState === 'unknown')) {
    return (
      <div className="auth-page auth-page--full">
        <Spinner size={28} label={leaving ? 'Logging you out' : 'Checking your session'} />
      </div>
    );
  }
  if (!withToken && loginState === 'loggedOut' && !done) {
    return <Navigate to={loginPathFor('unauthorized', '/account/update-password')} replace />;
  }

  const rules = passwordRules(watch('password'));

  const onSubmit = async (form: Form) => {
    setError(null);
    try {
      if (token) {
        await resetPassword(token, form.password);
        setDone(true);
      } else {
        const bearer = useAuthStore.getState().bearerToken;
        if (!bearer) throw new HttpError('UNAUTHORIZED_ERROR', 'Not logged in', 401);
        await changePassword(bearer, form.currentPassword, form.password);
        // The change ended every session, this one too: log out and log in with the new password.
        setLeaving(true);
        requestLogout('password-changed');
      }
    } catch (e) {
      setError(firstServerMessage(e, token ? ['password', 'token', 'base'] : ['new_password', 'current_password', 'password', 'base']));
    }
  };

  return (
    <main className="auth-page auth-page--full" aria-labelledby="update-password-title">
      <div className="auth-card">
        {done ? (
          <div className="auth-success">
            <CircleCheck className="auth-success__icon" size={40} aria-hidden="true" />
            <h1 id="update-password-title" className="auth-card__title">
              Password updated
            </h1>
            <p className="auth-muted">Your {brand.name} password has been changed. For your security, every device has been logged out.</p>
            <Button asChild block size="lg">
              <Link to="/login">Log In</Link>
            </Button>
          </div>
        ) : (
          <>
            <KeyRound size={32} aria-hidden="true" />
            <h1 id="update-password-title" className="auth-card__title">
              {withToken ? 'Choose a new password' : 'Update your password'}
            </h1>
            <p className="auth-card__lead">Use at least 8 characters. A longer phrase is stronger than a short, complicated word.</p>
            <form className="auth-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
              {error ? <FormError>{error}</FormError> : null}
              {withToken ? null : (
                <Field label="Current password" error={errors.currentPassword?.message}>
                  <PasswordInput autoComplete="current-password" {...register('currentPassword', { required: 'Please enter your current password' })} />
                </Field>
              )}
              <Field label="New password" error={errors.password?.message} hint={rules.filter((r) => r.id !== 'email' && r.id !== 'common').map((r) => `${r.met ? '✓' : '•'} ${r.label}`).join('  ')}>
                <PasswordInput
                  autoComplete="new-password"
                  {...register('password', {
                    validate: (v) => {
                      const failed = passwordRules(v).find((r) => (r.id === 'min' || r.id === 'max') && !r.met);
                      return failed ? `Password must meet the rule: ${failed.label.toLowerCase()}` : true;
                    },
                  })}
                />
              </Field>
              <Field label="Confirm new password" error={errors.confirm?.message}>
                <PasswordInput
                  autoComplete="new-password"
                  {...register('confirm', { validate: (v) => v === getValues('password') || 'The passwords do not match' })}
                />
              </Field>
              <Button type="submit" block size="lg" loading={isSubmitting}>
                Update Password
              </Button>
            </form>
            <p className="auth-footer">
              <Link to={withToken ? '/login' : '/account/summary'}>{withToken ? 'Back to Log In' : 'Cancel'}</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
