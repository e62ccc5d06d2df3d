/** Test helpers of the promotions: the mock GraphQL server, fixtures, a render with brand, startup, flags and router. */
import type { ReactElement } from 'react';
import type { Operation } from '@apollo/client';
import type { BrandCode } from '@/brands/types';
import { useAuthStore, type LoginState } from '@/shared/auth/auth-store';
import { useFlagStore } from '@/shared/flags/flag-store';
import { useToastStore } from '@/shared/ui/toast-store';
import { createMockApollo, type DataReply, type MockApollo } from '@/test/mock-apollo';
import { renderInApp, testStartup } from '@/test/render-app';
import type { PromotionCard } from './promotions-operations';

/** The fake server: an answer's data (or an error, or null: no answer), or a promise of one (an answer the test releases). */
export function createPromoClient(answer: (op: Operation) => DataReply | Promise<DataReply>) {
  return createMockApollo(async (op) => {
    const result = await answer(op);
    return result === null || result instanceof Error ? result : { data: result };
  });
}

/** Renders `routes` (path -> element) at `path` with the brand, startup, login state, flags and the client. */
export function renderPromos(
  api: MockApollo,
  path: string,
  routes: Record<string, ReactElement> | ReactElement,
  {
    brand = 'halftime',
    loginState = 'loggedIn',
    casinoEnabled = true,
    flags = {},
  }: { brand?: BrandCode; loginState?: LoginState; casinoEnabled?: boolean; flags?: Record<string, boolean> } = {},
) {
  useFlagStore.getState().setFlags(Object.entries(flags).map(([key, enabled]) => ({ key, enabled, overridden: false })));
  return renderInApp(api.client, path, routes, { brand, loginState, startup: testStartup({ casinoEnabled }) });
}

/** Resets what the tests share: login, flags, toasts, local storage. */
export function resetPromos() {
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
  useFlagStore.setState({ flags: {}, updatedAt: null });
  useToastStore.getState().clear();
  window.localStorage.clear();
}

/** The titles of the toasts shown. */
export function toastTitles(): string[] {
  return useToastStore.getState().toasts.map((t) => t.title);
}

export function money(cents: number) {
  return { __typename: 'Money' as const, formattedAmount: `$${(cents / 100).toFixed(2)}` };
}

export function promotion(id: string, over: Partial<PromotionCard> = {}): PromotionCard & { __typename: 'Promotion' } {
  return {
    __typename: 'Promotion',
    id,
    slug: `promo-${id}`,
    title: `Offer ${id}`,
    description: `The whole story of offer ${id}.`,
    shortDescription: `Short line of offer ${id}.`,
    image: { __typename: 'PromotionImage', art: 'welcome', alt: `Art of offer ${id}`, layout: 'BANNER' },
    startsAt: '2025-01-01T17:00:00Z',
    endsAt: '2036-01-01T17:00:00Z',
    enrollmentStatus: 'PENDING',
    userPromotionStatus: 'AVAILABLE',
    termsOfUse: `Terms of offer ${id}.`,
    section: 'sportsbook',
    promoCode: null,
    primaryCta: null,
    primaryCtaLink: null,
    secondaryCta: null,
    secondaryCtaLink: null,
    ...over,
  } as PromotionCard & { __typename: 'Promotion' };
}

export function enrollment(success: boolean, promo: ReturnType<typeof promotion> | null, errors: { code: string; message: string }[] = []) {
  return {
    promotionEnrollment: {
      __typename: 'PromotionEnrollmentResult',
      success,
      promotion: promo,
      errors: errors.map((e) => ({ __typename: 'PromotionEnrollmentError', ...e })),
    },
  };
}
