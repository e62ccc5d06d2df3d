import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '@/shared/auth/session-controller';
import { useAuth } from '@/shared/auth/use-auth';
import { toast } from '@/shared/ui/toast-store';
import { OPT_IN_FAILED, optedInMessage } from './promotion-labels';
import { closedPickOneIds } from './pick-one-states';
import { OnboardingPromotionsDocument, PromotionEnrollmentDocument, type PromotionCard } from './promotions-operations';

/**
 * Opting in to a promotion: "You have opted in to {title}!" on success, "An error occurred,
 * please opt in again" on any failure (a refusal's reason follows in the toast). A visitor is
 * asked to log in first and comes back to the page. The answer's promotion updates the cache,
 * so every card of it shows the new badge.
 *
 * `chosenOther(id)`: the offer is a pick-one offer of a group whose other offer the account
 * claimed (from `listOnboardingPromotions`), so it cannot opt in: the cards say "You chose
 * another welcome offer" instead. A NOT_ELIGIBLE refusal reads those offers again.
 */
export function useOptIn() {
  const { loginState } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [mutate] = useMutation(PromotionEnrollmentDocument);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const loggedIn = loginState === 'loggedIn';
  const onboarding = useQuery(OnboardingPromotionsDocument, { skip: !loggedIn, fetchPolicy: 'cache-first' });
  const closed = useMemo(() => closedPickOneIds(onboarding.data?.listOnboardingPromotions), [onboarding.data]);
  const chosenOther = useCallback((id: string) => loggedIn && closed.has(id), [loggedIn, closed]);
  const refetchOnboarding = onboarding.refetch;

  const optIn = async (promotion: Pick<PromotionCard, 'id' | 'title'>) => {
    if (loginState !== 'loggedIn') {
      void navigate(loginPathFor('unauthorized', `${pathname}${search}`));
      return;
    }
    setPendingId(promotion.id);
    try {
      const { data } = await mutate({ variables: { promotionId: promotion.id } });
      const answer = data?.promotionEnrollment;
      if (answer?.success) {
        toast({ id: `opt-in-${promotion.id}`, title: optedInMessage(answer.promotion?.title ?? promotion.title), variant: 'success' });
      } else {
        toast({ id: `opt-in-${promotion.id}`, title: OPT_IN_FAILED, description: answer?.errors[0]?.message, variant: 'danger' });
        // Another pick-one offer may have been claimed elsewhere: the cards learn it.
        if (answer?.errors.some((e) => e.code === 'NOT_ELIGIBLE')) void refetchOnboarding().catch(() => undefined);
      }
    } catch {
      toast({ id: `opt-in-${promotion.id}`, title: OPT_IN_FAILED, variant: 'danger' });
    } finally {
      setPendingId(null);
    }
  };

  return { optIn, pendingId, loggedIn, chosenOther };
}
