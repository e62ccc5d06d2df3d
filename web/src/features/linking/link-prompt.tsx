import { useMutation, useQuery } from '@apollo/client';
import { Link2, X } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { FormError } from '@/shared/ui/field';
import { reportError } from '@/shared/api/report-error';
import { DismissAccountLinkPromptDocument, LinkPromptDismissalsDocument, LinkedAccountsDocument } from './linking-operations';
import { useStartLink } from './linked-accounts-page';
import { useLinking } from './use-linking';
import './linking.css';

/**
 * The account summary's invitation to link, shown while linking is available, nothing is
 * linked and the bettor has not dismissed it (dismissal is kept on the server).
 */
export function LinkPrompt() {
  const { available } = useLinking();
  const accounts = useQuery(LinkedAccountsDocument, { skip: !available });
  const dismissals = useQuery(LinkPromptDismissalsDocument, { skip: !available });
  const { start, busy, error } = useStartLink();
  const [dismiss] = useMutation(DismissAccountLinkPromptDocument, {
    variables: { prompt: 'ACCOUNT_SUMMARY' },
    optimisticResponse: { dismissAccountLinkPrompt: ['ACCOUNT_SUMMARY'] },
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: LinkPromptDismissalsDocument, data: { accountLinkPromptDismissals: data.dismissAccountLinkPrompt } });
    },
  });
  const partner = accounts.data?.linkedAccounts.find((a) => !a.linked);
  const dismissed = dismissals.data?.accountLinkPromptDismissals.includes('ACCOUNT_SUMMARY') ?? true;
  if (!available || !partner || dismissed) return null;
  return (
    <section className="link-prompt" aria-labelledby="link-prompt-title">
      <div className="link-prompt__text">
        <h2 id="link-prompt-title" className="link-prompt__title">
          Link your {partner.label} account
        </h2>
        <p className="link-prompt__body">Sign in once and bring your favourite teams with you.</p>
        {error ? <FormError>{error}</FormError> : null}
      </div>
      <Button loading={busy} icon={<Link2 size={18} aria-hidden="true" />} onClick={() => void start('prompt')}>
        Link account
      </Button>
      <button
        type="button"
        className="icon-btn icon-btn--ghost icon-btn--sm link-prompt__close"
        aria-label="Dismiss the link invitation"
        onClick={() => void dismiss().catch((e: unknown) => reportError(e, { source: 'account-linking', step: 'dismiss' }))}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </section>
  );
}
