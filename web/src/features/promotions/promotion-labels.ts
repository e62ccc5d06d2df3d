import type { PromotionEnrollmentStatus } from '@/graphql/graphql';
import { formatDate, formatTime } from '@/shared/format/date';

/** "Ends: Jan 1, 2036 at 12:00 AM EST" (the display time zone). */
export function endsLabel(endsAt: string): string {
  return `Ends: ${formatDate(endsAt)} at ${formatTime(endsAt)}`;
}

/** "Jan 1, 2025 – Jan 1, 2036". */
export function windowLabel(startsAt: string, endsAt: string): string {
  return `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
}

/** The enrolment badge: OPTED IN, OPT-IN REQUIRED, or none (no opt-in needed). */
export function enrollmentBadge(status: PromotionEnrollmentStatus): { text: string; tone: 'success' | 'warning' } | null {
  if (status === 'SUCCESS') return { text: 'OPTED IN', tone: 'success' };
  if (status === 'PENDING') return { text: 'OPT-IN REQUIRED', tone: 'warning' };
  return null;
}

export const OPT_IN_FAILED = 'An error occurred, please opt in again';
export const CLAIM_FAILED = 'An error occurred, please claim again';
export const optedInMessage = (title: string) => `You have opted in to ${title}!`;

/** A call to action's link inside the app (`/wallet/deposit`), or null for anything else. */
export function appLink(link: string | null | undefined): string | null {
  const l = link?.trim();
  return l && l.startsWith('/') && !l.startsWith('//') ? l : null;
}

/** The app path of a deep link (its canonical form first), or null when it leaves the app. */
export function deepLinkPath(link: { canonicalUrl: string; webUrl: string } | null | undefined): string | null {
  return appLink(link?.canonicalUrl) ?? appLink(link?.webUrl);
}

export const promotionPath = (id: string) => `/promotion/${encodeURIComponent(id)}`;
export const PROMOTIONS_PATH = '/promotions';
export const WELCOME_PROMO_PATH = '/welcome-promo';
export const DEPOSIT_PATH = '/account/wallet/deposit';
export const awardDetailsPath = (sectionId: string) => `/account/award-details/${encodeURIComponent(sectionId)}`;

/** The deposit page's flag that the bettor comes from the welcome promotion (`?from=welcome-promo`). */
export const FROM_WELCOME_PROMO = 'welcome-promo';

/** The deposit page told that the bettor comes from the welcome promotion, with the offer (id or slug) they claimed. */
export function depositFromPromotionPath(promotion: string): string {
  return `${DEPOSIT_PATH}?${new URLSearchParams({ from: FROM_WELCOME_PROMO, promotion }).toString()}`;
}
