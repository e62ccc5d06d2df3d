import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { useVerification } from './use-verification';
import { statusText } from './verification-api';
import './verification.css';

/** Where the identity is verified. */
export const IDENTITY_VERIFICATION_PATH = '/account/identity-verification';

/**
 * The withdrawal page's prompt (see docs/product/identity-verification.md): until the identity
 * is verified, the state of the verification and the way to it. Nothing once verified (or
 * while unknown).
 */
export function VerificationPrompt() {
  const { verification } = useVerification();
  if (!verification || verification.status === 'VERIFIED') return null;
  const text = statusText(verification);
  const invite = verification.status === 'UNVERIFIED' && verification.available;
  return (
    <section className="account-section kyc-prompt" aria-labelledby="kyc-prompt-title">
      <h2 id="kyc-prompt-title" className="account-section__title">
        {invite ? 'Verify your identity to withdraw' : text.title}
      </h2>
      <p>{invite ? 'We need to confirm who you are before your first withdrawal. It takes a few minutes.' : text.body}</p>
      <Button asChild variant={invite || (verification.status === 'REJECTED' && verification.canSubmit) ? 'primary' : 'secondary'}>
        <Link to={IDENTITY_VERIFICATION_PATH}>{invite ? 'Verify your identity' : 'See your verification'}</Link>
      </Button>
    </section>
  );
}
