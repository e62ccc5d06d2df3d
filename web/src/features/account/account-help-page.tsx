import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { ExternalLink, MessageCircle } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { Button } from '@/shared/ui/button';
import { ProblemGamblingHelpLine } from '@/shared/ui/help-line';
import { Skeleton } from '@/shared/ui/skeleton';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useStartup } from '@/shared/api/use-startup';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { AccountSummaryDocument } from './account-operations';
import { SUPPORT_HOURS, SupportContact } from './support-contact';
import './account.css';

/**
 * `/account/help`: how to reach support (email, phone, and the brand's live chat while the
 * `liveChat` flag is on and the brand has one), what to tell them (the account's email and
 * reference), and answers to the common questions.
 */
export function AccountHelpPage() {
  const brand = useBrand();
  const liveChatOn = useFeatureFlag('liveChat');
  const { data: startup } = useStartup();
  const chatUrl = startup?.serviceAttributes.supportChatUrl ?? null;
  const { data, loading } = useQuery(AccountSummaryDocument, { fetchPolicy: 'cache-first' });
  const account = data?.account ?? null;
  return (
    <div className="account-page">
      <h1 className="account-page__title">Help</h1>
      <section className="account-section" aria-labelledby="help-contact">
        <h2 id="help-contact" className="account-section__title">
          Contact us
        </h2>
        <SupportContact
          first={
            liveChatOn && chatUrl ? (
              <li>
                <MessageCircle size={20} aria-hidden="true" />
                <span>
                  Chat with us live, {SUPPORT_HOURS}:{' '}
                  <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                    Live Chat <ExternalLink size={14} aria-hidden="true" />
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </span>
              </li>
            ) : null
          }
        />
        {!account && loading ? (
          <Skeleton height={24} />
        ) : account ? (
          <p className="account-page__lead settings-lead" data-testid="help-account-reference">
            Write from <strong>{account.email}</strong> or give it when you call, with your account reference <strong>{account.id}</strong>. We never ask for your password.
          </p>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/support">Contact Support</Link>
        </Button>
      </section>
      <section className="account-section" aria-labelledby="help-topics">
        <h2 id="help-topics" className="account-section__title">
          Common questions
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/account/update-password">How do I change my password?</Link>
          </li>
          <li>
            <Link to="/account/settings/security">How do I turn one-time login codes on or off?</Link>
          </li>
          <li>
            <Link to="/account/settings/notifications">How do I choose which emails I get?</Link>
          </li>
          <li>
            <Link to="/account/summary">Where can I see my balances?</Link>
          </li>
          <li>
            <Link to="/account/about">Where is {brand.name} licensed?</Link>
          </li>
        </ul>
      </section>
      <ProblemGamblingHelpLine />
    </div>
  );
}
