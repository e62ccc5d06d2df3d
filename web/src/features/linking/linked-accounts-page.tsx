import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client';
import { Link, useSearchParams } from 'react-router';
import { Link2 } from 'lucide-react';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { toast } from '@/shared/ui/toast-store';
import { formatDate } from '@/shared/format/date';
import { reportError } from '@/shared/api/report-error';
import type { LinkedAccountsQuery } from '@/graphql/graphql';
import { GAMECAST_PARAM, isExternal, safeGamecastLink, startLink, type LinkOrigin } from './link-flow';
import { DeleteAccountLinkDocument, LinkedAccountUpdatedDocument, LinkedAccountsDocument } from './linking-operations';
import { useLinking } from './use-linking';
import './linking.css';

type Entry = LinkedAccountsQuery['linkedAccounts'][number];

/**
 * Leaves for the partner's login to link (`origin` says where the flow started; a validated
 * `gamecastLink` is where the bettor returns once linking is over).
 */
export function useStartLink() {
  const { partner } = useLinking();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async (origin: LinkOrigin, gamecastLink: string | null = null) => {
    if (!partner) return;
    setError(null);
    setBusy(true);
    try {
      const url = await startLink(partner, { url: `${window.location.pathname}${window.location.search}`, origin, gamecastLink });
      window.location.assign(url);
    } catch (e) {
      reportError(e, { source: 'account-linking', step: 'start' });
      setError('We could not start linking. Please try again.');
      setBusy(false);
    }
  };
  return { start, busy, error };
}

function AccountRow({ entry, gamecastLink }: { entry: Entry; gamecastLink: string | null }) {
  const { start, busy, error } = useStartLink();
  const [confirming, setConfirming] = useState(false);
  const [unlink, { loading }] = useMutation(DeleteAccountLinkDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: LinkedAccountsDocument, data: { linkedAccounts: data.deleteAccountLink } });
    },
  });
  const confirmUnlink = async () => {
    try {
      await unlink({ variables: { id: entry.id } });
      setConfirming(false);
      toast({ title: `${entry.label} account unlinked`, variant: 'success' });
    } catch (e) {
      reportError(e, { source: 'account-linking', step: 'unlink' });
      setConfirming(false);
      toast({ title: 'We could not unlink the account. Please try again.', variant: 'danger' });
    }
  };
  const titleId = `linked-${entry.accountType.toLowerCase()}`;
  return (
    <li className="linked-item">
      <div className="linked-item__text">
        <h2 id={titleId} className="linked-item__label">
          {entry.label}
          <Badge tone={entry.linked ? 'success' : 'neutral'}>{entry.linked ? 'Linked' : 'Not linked'}</Badge>
        </h2>
        <p className="linked-item__meta">
          {entry.linked && entry.linkedAt ? `Linked since ${formatDate(entry.linkedAt)}` : `Sign in to your ${entry.label} account to link it.`}
        </p>
        {error ? <FormError>{error}</FormError> : null}
      </div>
      {entry.linked ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Unlink ${entry.label}?`}
          description={`Your ${entry.label} account will no longer be linked to this account. You can link it again at any time.`}
          confirmLabel="Unlink"
          tone="danger"
          busy={loading}
          onConfirm={confirmUnlink}
          trigger={<Button variant="outline">Unlink</Button>}
        />
      ) : (
        <Button loading={busy} icon={<Link2 size={18} aria-hidden="true" />} onClick={() => void start('linked-accounts', gamecastLink)}>
          Link account
        </Button>
      )}
    </li>
  );
}

/** Back to the game page a deep link came from (another site's page by a full navigation). */
function GamecastReturn({ href, linked }: { href: string; linked: boolean }) {
  const label = 'Back to the game';
  return (
    <p className="linking-page__gamecast">
      {linked ? 'Your account is linked. ' : 'Once your account is linked, you will go back to the game you came from. '}
      {isExternal(href) ? <a href={href}>{label}</a> : <Link to={href}>{label}</Link>}
    </p>
  );
}

/**
 * `/account/linked-accounts`: the partners the bettor can link with, link and unlink. A deep
 * link may carry `?gamecastLink=` (the game page it came from): linking then returns there.
 */
export function LinkedAccountsPage() {
  const { known, available, partner } = useLinking();
  const [params] = useSearchParams();
  const gamecastLink = safeGamecastLink(params.get(GAMECAST_PARAM), partner?.authorizeUrl);
  const { data, loading, error, refetch } = useQuery(LinkedAccountsDocument, { skip: !available, fetchPolicy: 'cache-and-network' });
  useSubscription(LinkedAccountUpdatedDocument, {
    skip: !available,
    onData: ({ client, data: update }) => {
      const accounts = update.data?.linkedAccountUpdated;
      if (accounts) client.writeQuery({ query: LinkedAccountsDocument, data: { linkedAccounts: accounts } });
    },
  });

  if (known && !available) {
    return (
      <div className="linking-page">
        <h1 className="linking-page__title">Linked Accounts</h1>
        <EmptyState title="Account linking is not available">Linking accounts is not offered here.</EmptyState>
      </div>
    );
  }
  const accounts = data?.linkedAccounts ?? [];
  return (
    <div className="linking-page">
      <h1 className="linking-page__title">Linked Accounts</h1>
      <p className="linking-page__lead">Link your media partner account to sign in once and bring your favourites with you.</p>
      {!data && (loading || !known) ? (
        <Skeleton height={96} />
      ) : !data && error ? (
        <EmptyState title="We could not load your linked accounts" action={<Button onClick={() => void refetch()}>Try again</Button>}>
          Please try again in a moment.
        </EmptyState>
      ) : (
        <>
          {gamecastLink ? <GamecastReturn href={gamecastLink} linked={accounts.some((a) => a.linked)} /> : null}
          <ul className="linked-list">
            {accounts.map((entry) => (
              <AccountRow key={entry.id} entry={entry} gamecastLink={gamecastLink} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
