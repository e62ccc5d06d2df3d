import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { Field, FormError } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { useAuth } from '@/shared/auth/use-auth';
import { passwordGrant, tokenErrorMessage } from '@/shared/auth/token-api';
import { EMAIL_PATTERN } from './validation';
import { afterLoginPath, safePreviousPath } from './login-paths';
import { PasswordInput } from './password-input';
import { ReasonBanner } from './reason-banner';
import { SignInWithBrandButton } from './sign-in-button';
import './auth.css';

interface LoginForm {
  email: string;
  password: string;
}

/** `/login`: email and password, the logout reason, and sign-in with the brand ID. */
export function LoginPage() {
  const brand = useBrand();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, acceptTokenResponse } = useAuth();
  const previousPath = safePreviousPath(params.get('previousPath'));
  const reason = params.get('reason');
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });

  if (isLoggedIn && !isSubmitting) return <Navigate to={afterLoginPath(previousPath)} replace />;

  const onSubmit = async ({ email, password }: LoginForm) => {
    setError(null);
    try {
      const response = await passwordGrant(email.trim(), password);
      const outcome = acceptTokenResponse(response);
      if (outcome === 'strongAuthRequired') {
        const q = previousPath ? `?${new URLSearchParams({ previousPath }).toString()}` : '';
        void navigate(`/login/verify${q}`, { replace: true });
      } else {
        void navigate(afterLoginPath(previousPath), { replace: true });
      }
    } catch (e) {
      setError(tokenErrorMessage(e));
    }
  };

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <div className="auth-card">
        <h1 id="login-title" className="auth-card__title">
          Log In
        </h1>
        <p className="auth-card__lead">Welcome to {brand.name}. Log in to bet, see your wallet and manage your account.</p>
        <ReasonBanner reason={reason} />
        <form className="auth-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
          {error ? <FormError>{error}</FormError> : null}
          <Field label="Email" error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="username"
              inputMode="email"
              {...register('email', {
                required: 'Please enter your email',
                pattern: { value: EMAIL_PATTERN, message: 'Please enter a valid email' },
              })}
            />
          </Field>
          <Field label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...register('password', { required: 'Please enter your password' })} />
          </Field>
          <div className="auth-links">
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
          <Button type="submit" block size="lg" loading={isSubmitting}>
            Log In
          </Button>
        </form>
        <div className="auth-divider">or</div>
        <SignInWithBrandButton returnPath={previousPath} />
        <div className="auth-footer">
          <p className="auth-muted">
            New to {brand.name}? <Link to="/signup">Sign Up</Link>
          </p>
          <ProblemGamblingHelpLine />
        </div>
      </div>
    </section>
  );
}
