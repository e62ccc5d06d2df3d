import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useApolloClient } from '@apollo/client';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import { Spinner } from '@/shared/ui/spinner';
import { reportError } from '@/shared/api/report-error';
import { useBrand } from '@/brands/brand-context';
import { PARTNER_NAME, clearStoredLink, exchangeCode, isExternal, safeGamecastLink, safeReturnPath, startLink, storedLink } from './link-flow';
import { LINKED_ACCOUNTS_PATH, returnTarget, runLinkCallback, type LinkScreen } from './link-callback';
import { CreateAccountLinkDocument, LinkedAccountsDocument } from './linking-operations';
import { useLinking } from './use-linking';
import './linking.css';

const SUPPORT_PATH = '/support';

/**
 * `/account_linking/callback`: the partner's return. Checks the state and verifier, exchanges
 * the code at the partner's token URL, links, and shows the outcome in a modal (spec §2.7).
 * Visitors and viewers without linking go home.
 */
export function AccountLinkingCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const brand = useBrand();
  const { known, available, partner } = useLinking();
  const [screen, setScreen] = useState<LinkScreen>({ status: 'loading' });
  const [stored] = useState(storedLink);
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // The code is single-use: run once even if the effect runs twice.
    if (!available || !partner || started.current) return;
    started.current = true;
    void runLinkCallback({
      search: params,
      retried: stored.retried,
      exchange: (code, verifier) => exchangeCode(partner, code, verifier),
      createLink: async (partnerToken) => {
        const { data } = await client.mutate({
          mutation: CreateAccountLinkDocument,
          variables: { partnerToken },
          update(cache, { data: answer }) {
            if (answer) cache.writeQuery({ query: LinkedAccountsDocument, data: { linkedAccounts: [answer.createAccountLink.linkedAccount] } });
          },
        });
        return data?.createAccountLink.result ?? 'INVALID';
      },
    }).then((next) => {
      if (next.status === 'error' && next.code === 'INVALID') reportError(new Error(next.detail), { source: 'account-linking', step: 'callback' });
      setScreen(next);
    });
  }, [available, partner, params, client, stored.retried]);

  if (known && !available) return <Navigate to="/" replace />;

  const target = returnTarget(stored, available, partner?.authorizeUrl);
  const leave = () => {
    clearStoredLink();
    if (isExternal(target)) window.location.assign(target);
    else void navigate(target, { replace: true });
  };
  const retry = async () => {
    if (!partner) return;
    setRetrying(true);
    try {
      const url = await startLink(partner, {
        url: safeReturnPath(stored.startUrl) ?? LINKED_ACCOUNTS_PATH,
        origin: stored.origin ?? 'linked-accounts',
        retried: true,
        gamecastLink: safeGamecastLink(stored.gamecastLink, partner.authorizeUrl),
      });
      window.location.assign(url);
    } catch (e) {
      reportError(e, { source: 'account-linking', step: 'retry' });
      setRetrying(false);
    }
  };
  const partnerName = PARTNER_NAME;

  let title: string;
  let body: ReactNode;
  if (screen.status === 'loading') {
    title = 'Linking your account...';
    body = (
      <div className="link-callback">
        <Spinner size={32} label="Linking your account" />
        <p className="link-callback__text">Please keep this tab open until we finish.</p>
      </div>
    );
  } else if (screen.status === 'success') {
    title = 'Account successfully linked!';
    body = (
      <div className="link-callback">
        <CircleCheck size={40} aria-hidden="true" color="var(--success)" />
        <p className="link-callback__text">
          Your {partnerName} account is now linked to {brand.name}.
        </p>
        <div className="link-callback__actions">
          <Button onClick={leave}>Continue</Button>
        </div>
      </div>
    );
  } else if (screen.variant === 'duplicate') {
    title = 'Something went wrong';
    body = (
      <div className="link-callback">
        <CircleAlert size={40} aria-hidden="true" color="var(--danger)" />
        <p className="link-callback__text" role="alert">
          This {partnerName} account is already linked to another {brand.name} account. One {partnerName} account can be linked to one {brand.name} account at a
          time. If you need help, contact support and give them the error code below.
        </p>
        <p className="link-callback__detail">Error code: {screen.code}</p>
        <div className="link-callback__actions">
          <Button asChild variant="outline">
            <Link to={SUPPORT_PATH} onClick={clearStoredLink}>
              Contact Support
            </Link>
          </Button>
          <Button onClick={leave}>Maybe Later</Button>
        </div>
      </div>
    );
  } else if (screen.variant === 'generic') {
    title = 'Something went wrong';
    body = (
      <div className="link-callback">
        <CircleAlert size={40} aria-hidden="true" color="var(--danger)" />
        <p className="link-callback__text" role="alert">
          We could not link your {partnerName} account. Please try again.
        </p>
        <p className="link-callback__detail">
          {screen.detail} (error code {screen.code})
        </p>
        <div className="link-callback__actions">
          <Button variant="outline" onClick={leave}>
            Maybe Later
          </Button>
          <Button loading={retrying} onClick={() => void retry()}>
            Retry
          </Button>
        </div>
      </div>
    );
  } else {
    title = 'Unable to link account';
    body = (
      <div className="link-callback">
        <CircleAlert size={40} aria-hidden="true" color="var(--danger)" />
        <p className="link-callback__text" role="alert">
          We were not able to link your {partnerName} account. If this keeps happening, contact support with the details below.
        </p>
        <p className="link-callback__detail">
          {screen.detail} (error code {screen.code})
        </p>
        <div className="link-callback__actions">
          <Button onClick={leave}>Continue</Button>
        </div>
      </div>
    );
  }

  return (
    <Dialog open>
      <DialogContent title={title} showClose={false} width={440}>
        {body}
      </DialogContent>
    </Dialog>
  );
}
