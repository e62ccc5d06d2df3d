import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { useAuth } from '@/shared/auth/use-auth';
import './auth.css';

/** `/signup/success`: the account exists; continue to the app (or log in). */
export function SignupSuccessPage() {
  const brand = useBrand();
  const { isLoggedIn } = useAuth();
  return (
    <section className="auth-page" aria-labelledby="signup-success-title">
      <div className="auth-card">
        <div className="auth-success">
          <PartyPopper className="auth-success__icon" size={40} aria-hidden="true" />
          <h1 id="signup-success-title" className="auth-card__title">
            Your account is ready
          </h1>
          <p className="auth-muted">
            Welcome to {brand.name}! {isLoggedIn ? 'You are logged in and ready to go.' : 'Log in with your new email and password to get started.'}
          </p>
          {isLoggedIn ? (
            <>
              <Button asChild block size="lg">
                <Link to="/">Start exploring</Link>
              </Button>
              <Link to="/account/summary">View my account</Link>
            </>
          ) : (
            <Button asChild block size="lg">
              <Link to="/login">Log In</Link>
            </Button>
          )}
          <ProblemGamblingHelpLine compact />
        </div>
      </div>
    </section>
  );
}
