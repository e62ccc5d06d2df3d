import './promotions.css';
import { useReducer } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, Navigate } from 'react-router';
import { CircleCheck, PartyPopper, Wallet } from 'lucide-react';
import { SessionAccountDocument } from '@/shared/auth/session-operations';
import { useAuth } from '@/shared/auth/use-auth';
import { isFirstLogin } from '@/shared/auth/welcome';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast-store';
import { LoadError } from './load-error';
import { cardState, claimedHere, PICK_ONE_START, pickOneReducer, storeClaimed } from './pick-one-states';
import { PickOneCard } from './pick-one-card';
import { CLAIM_FAILED, DEPOSIT_PATH, depositFromPromotionPath } from './promotion-labels';
import { OnboardingPromotionsDocument, PromotionEnrollmentDocument, type PromotionCard } from './promotions-operations';
import { WelcomeCard } from './welcome-card';
import { useOptIn } from './use-opt-in';

/**
 * Deposit and Skip. With the offer the bettor claimed, Deposit tells the deposit page that they
 * come from the welcome promotion (`?from=welcome-promo&promotion=...`), which names the offer.
 */
function DepositLinks({ deposit, skip, claimed }: { deposit: string; skip: string; claimed?: PromotionCard | null }) {
  return (
    <div className="onboarding__actions">
      <Button asChild size="lg">
        <Link to={claimed ? depositFromPromotionPath(claimed.slug || claimed.id) : DEPOSIT_PATH}>
          {deposit}
        </Link>
      </Button>
      <Button asChild variant="ghost" size="lg">
        <Link to="/">{skip}</Link>
      </Button>
    </div>
  );
}

function Header({ title, description }: { title: string; description?: string }) {
  return (
    <header className="onboarding__head">
      <h1 className="onboarding__title">{title}</h1>
      {description ? <p className="onboarding__lead">{description}</p> : null}
    </header>
  );
}

/** The pick-one offers: select one, claim it (`promotionEnrollment(useAlternateImage: true)`). */
function PickOneView({ header, description, promotions, email, onClaimed }: { header: string; description: string; promotions: PromotionCard[]; email: string; onClaimed: () => Promise<unknown> }) {
  const [state, dispatch] = useReducer(pickOneReducer, PICK_ONE_START);
  const [claim] = useMutation(PromotionEnrollmentDocument);
  const optIn = useOptIn();

  const onClaim = async () => {
    const id = state.selected;
    if (!id) return;
    dispatch({ type: 'claim' });
    try {
      const { data } = await claim({ variables: { promotionId: id, useAlternateImage: true } });
      if (!data?.promotionEnrollment.success) throw new Error(data?.promotionEnrollment.errors[0]?.message ?? 'claim refused');
      dispatch({ type: 'claimed' });
      storeClaimed(email, id);
      await onClaimed();
    } catch (e) {
      dispatch({ type: 'failed' });
      toast({ id: 'welcome-promo-claim', title: CLAIM_FAILED, description: e instanceof Error && e.message !== 'claim refused' ? e.message : undefined, variant: 'danger' });
    }
  };

  return (
    <>
      <Header title={header} description={description} />
      <ul className="pick-one" aria-label="Offers">
        {promotions.map((p) => (
          <PickOneCard key={p.id} promotion={p} state={cardState(state, p.id)} onSelect={() => dispatch({ type: 'select', id: p.id })} optIn={optIn} />
        ))}
      </ul>
      <div className="onboarding__actions">
        <Button size="lg" disabled={!state.selected || state.phase === 'claimed'} loading={state.phase === 'claiming'} onClick={() => void onClaim()}>
          Claim
        </Button>
        <Button asChild variant="ghost" size="lg">
          <Link to="/">Skip for now</Link>
        </Button>
      </div>
      <p className="onboarding__status" role="status">
        {state.phase === 'claiming' ? 'Claiming your offer…' : state.phase === 'claimed' ? 'Offer claimed.' : ''}
      </p>
    </>
  );
}

/** After the claim: the server's confirmation screen, then Deposit or Skip for now. */
function ConfirmationView({ header, description, promotions }: { header: string; description: string; promotions: PromotionCard[] }) {
  return (
    <>
      <div className="onboarding__icon" aria-hidden="true">
        <PartyPopper size={40} />
      </div>
      <Header title={header} description={description} />
      <ul className="onboarding__claimed">
        {promotions.map((p) => (
          <li key={p.id}>
            <CircleCheck size={18} aria-hidden="true" /> {p.title}
          </li>
        ))}
      </ul>
      <DepositLinks deposit="Deposit" skip="Skip for now" claimed={promotions[0]} />
    </>
  );
}

function AllSetView({ claimed }: { claimed?: PromotionCard | null }) {
  return (
    <EmptyState icon={<CircleCheck size={40} />} title="You're all set!" headingLevel={1} action={<DepositLinks deposit="Deposit Now" skip="Skip for Now" claimed={claimed} />}>
      Your welcome offer is ready. Make a deposit whenever you like.
    </EmptyState>
  );
}

function FundView() {
  return (
    <EmptyState icon={<Wallet size={40} />} title="Fund your account to get started" headingLevel={1} action={<DepositLinks deposit="Deposit Now" skip="Skip for Now" />}>
      Make a deposit to place your first bet.
    </EmptyState>
  );
}

/** The welcome offer waiting for its opt-in: its card; once opted in, "You're all set!". */
function WelcomeView({ promotion }: { promotion: PromotionCard }) {
  const optIn = useOptIn();
  return (
    <>
      <Header title="Welcome! Here is your offer" description="Opt in below, then make your first deposit to get it." />
      <WelcomeCard promotion={promotion} optIn={optIn} />
      <div className="onboarding__actions">
        <Button asChild variant="ghost" size="lg">
          <Link to="/">Skip for Now</Link>
        </Button>
      </div>
    </>
  );
}

function OnboardingContent({ email }: { email: string }) {
  const { data, loading, refetch } = useQuery(OnboardingPromotionsDocument, { fetchPolicy: 'network-only' });

  if (!data && loading) return <Spinner size={32} label="Loading your offers" className="onboarding__spinner" />;
  if (!data) return <LoadError what="your offers" headingLevel={1} onRetry={() => void refetch()} />;

  const { playYourWay, onboardingPromotion } = data.listOnboardingPromotions;
  if (playYourWay) {
    const confirmation = playYourWay.confirmationScreen;
    if (!confirmation) {
      return <PickOneView {...playYourWay.welcomeScreen} email={email} onClaimed={() => refetch()} />;
    }
    const claimed = confirmation.promotions[0];
    return claimed && claimedHere(email, claimed.id) ? <ConfirmationView {...confirmation} /> : <AllSetView claimed={claimed} />;
  }
  if (onboardingPromotion) {
    return onboardingPromotion.enrollmentStatus === 'PENDING' ? <WelcomeView promotion={onboardingPromotion} /> : <AllSetView claimed={onboardingPromotion} />;
  }
  return <FundView />;
}

/**
 * `/welcome-promo`: the onboarding promotion page of a first login (a sign-up is one);
 * any other visit goes to the deposit page. `newOnboardingPage` chooses the new layout
 * (offers side by side under a banner heading) or the classic one (one column).
 */
export function WelcomePromoPage() {
  useDocumentTitle('Welcome offers');
  const { loginState } = useAuth();
  const newPage = useFeatureFlag('newOnboardingPage');
  const session = useQuery(SessionAccountDocument, { skip: loginState !== 'loggedIn', fetchPolicy: 'cache-first' });
  const account = session.data?.sessionAccount;

  let body;
  if (loginState === 'loggedOut') return <Navigate to={DEPOSIT_PATH} replace />;
  if (loginState === 'unknown' || (!account && session.loading)) body = <Spinner size={32} label="Loading your offers" className="onboarding__spinner" />;
  else if (!account) body = <LoadError what="your offers" headingLevel={1} onRetry={() => void session.refetch()} />;
  else if (!isFirstLogin(account.previousLoginAt)) return <Navigate to={DEPOSIT_PATH} replace />;
  else body = <OnboardingContent email={account.email} />;

  return <div className={`onboarding ${newPage ? 'onboarding--new' : 'onboarding--classic'}`}>{body}</div>;
}
