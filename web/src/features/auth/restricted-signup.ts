import { toast } from '@/shared/ui/toast-store';

/** Sign-up is open to visitors in the US and Canada only (see docs/product/shell-and-identity.md). */
export const SIGNUP_COUNTRIES = ['US', 'CA'];

/** Whether the visitor's country (from startup) closes sign-up; unknown countries do not. */
export function isSignupRestricted(countryCode: string | null | undefined): boolean {
  return Boolean(countryCode) && !SIGNUP_COUNTRIES.includes(String(countryCode).toUpperCase());
}

/** The danger toast of a restricted sign-up, pointing to the about page. */
export function showRestrictedSignupToast(brandName: string, navigate?: (path: string) => void): void {
  toast({
    id: 'signup-restricted',
    title: `${brandName} does not operate in your region`,
    description: 'Sign-up is only available in the United States and Canada.',
    variant: 'danger',
    action: {
      label: 'Learn more',
      onClick: () => (navigate ? navigate('/legal/about') : window.location.assign('/legal/about')),
    },
  });
}
