import { useEffect } from 'react';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Skeleton } from '@/shared/ui/skeleton';
import { formatDate } from '@/shared/format/date';
import type { AccountIdentityVerificationQuery } from '@/graphql/graphql';
import { POLL_MS } from './use-verification';
import { statusText, type VerificationStatus } from './verification-api';
import { AccountIdentityVerificationDocument } from './verification-operations';
import { IDENTITY_VERIFICATION_PATH } from './verification-prompt';
import { RejectionReasons } from './rejection-reasons';
import './verification.css';

type Summary = NonNullable<AccountIdentityVerificationQuery['account']>['identityVerification'];

const BADGES: Record<VerificationStatus, { label: string; tone: BadgeTone }> = {
  UNVERIFIED: { label: 'Not verified', tone: 'neutral' },
  PENDING: { label: 'Checking', tone: 'info' },
  NEEDS_REVIEW: { label: 'In review', tone: 'warning' },
  VERIFIED: { label: 'Verified', tone: 'success' },
  REJECTED: { label: 'Not verified', tone: 'danger' },
};

/** What the summary says of each state, and the way on (none while the check runs). */
export function summaryText(v: Summary): { body: string; action: string | null } {
  if (!v.available && (v.status === 'UNVERIFIED' || v.status === 'REJECTED')) return { body: statusText(v).body, action: null };
  switch (v.status) {
    case 'UNVERIFIED':
      return {
        body: `Verify your identity before your first withdrawal. Until you do, you can deposit up to ${v.depositThreshold.formattedAmount} in total.`,
        action: 'Verify your identity',
      };
    case 'VERIFIED':
      return { body: `Your identity is verified${v.verifiedAt ? ` since ${formatDate(v.verifiedAt)}` : ''}. You can withdraw your winnings.`, action: null };
    case 'REJECTED':
      return { body: statusText(v).body, action: v.canSubmit ? 'Start again' : null };
    default:
      return { body: statusText(v).body, action: null };
  }
}

/**
 * The account summary's identity-verification section (see
 * docs/product/identity-verification.md): the status with its text, a rejection's reasons,
 * and the link to start (or start again). Read again every few seconds while pending.
 */
export function VerificationSummary() {
  const { data, loading, startPolling, stopPolling } = useQuery(AccountIdentityVerificationDocument, { fetchPolicy: 'cache-and-network' });
  const v = data?.account?.identityVerification ?? null;
  const pending = v?.status === 'PENDING';
  useEffect(() => {
    if (!pending) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  if (!v) return loading ? <Skeleton height={96} /> : null;
  const badge = BADGES[v.status];
  const text = summaryText(v);
  return (
    <section className="account-section kyc-summary" aria-labelledby="summary-verification" aria-live="polite">
      <h2 id="summary-verification" className="account-section__title">
        Identity verification <Badge tone={badge.tone}>{badge.label}</Badge>
      </h2>
      <p className="kyc-summary__body">{text.body}</p>
      {v.status === 'REJECTED' ? <RejectionReasons reasons={v.reasons} /> : null}
      {text.action ? (
        <Button asChild>
          <Link to={IDENTITY_VERIFICATION_PATH}>{text.action}</Link>
        </Button>
      ) : null}
    </section>
  );
}
