import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { toast } from '@/shared/ui/toast-store';
import { HttpError, httpErrorMessage } from '@/shared/api/http-client';
import { requestPasswordReset } from './password-reset-api';
import { validateResetEmail } from './validation';
import './auth.css';

/** Shows every email error the server returned as a danger toast (see docs/product/shell-and-identity.md). */
function toastResetErrors(error: unknown) {
  const messages = error instanceof HttpError ? (error.fieldErrors.email ?? []) : [];
  if (messages.length === 0) messages.push(httpErrorMessage(error));
  for (const [i, message] of messages.entries()) {
    toast({ id: `reset-error-${i}`, title: message, variant: 'danger' });
  }
}

/** `/forgot-password`: the email form, its validation, and the "Email sent" screen. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<{ email: string }>({ mode: 'onChange', defaultValues: { email: '' } });

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      toastResetErrors(e);
    }
  };

  const resend = async () => {
    if (!sentTo) return;
    setResending(true);
    try {
      await requestPasswordReset(sentTo);
      toast({ title: 'Email resent successfully.', variant: 'success' });
    } catch (e) {
      toastResetErrors(e);
    } finally {
      setResending(false);
    }
  };

  return (
    <section className="auth-page" aria-labelledby="forgot-title">
      <div className="auth-card">
        {sentTo ? (
          <div className="auth-success">
            <MailCheck className="auth-success__icon" size={40} aria-hidden="true" />
            <h1 id="forgot-title" className="auth-card__title">
              Email sent
            </h1>
            <p className="auth-muted">
              If an account exists for <strong>{sentTo}</strong>, we sent it a link to reset your password. The link works once,
              for one hour. Check your spam folder if you do not see it.
            </p>
            <Button variant="outline" loading={resending} onClick={() => void resend()}>
              Send email again
            </Button>
            <Link to="/login">Back to Log In</Link>
          </div>
        ) : (
          <>
            <h1 id="forgot-title" className="auth-card__title">
              Reset your password
            </h1>
            <p className="auth-card__lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
            <form className="auth-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
              <Field label="Email" error={errors.email?.message}>
                <Input
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...register('email', { validate: (v) => validateResetEmail(v) ?? true })}
                />
              </Field>
              <Button type="submit" block size="lg" disabled={!isValid} loading={isSubmitting}>
                Send Reset Email
              </Button>
            </form>
            <p className="auth-footer auth-muted">
              <span>
                Forgot your email? <Link to="/support">Contact Support</Link>
              </span>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
