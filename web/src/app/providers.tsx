import type { ReactNode } from 'react';
import { BrandProvider } from '@/brands/brand-context';
import { ApiProvider } from '@/shared/api/apollo-provider';

/**
 * App-wide providers around the router: brand, then Apollo with the startup data. The
 * session lifecycle (<SessionProvider>) sits in the root route (see root-layout.tsx) so it
 * can navigate inside the router.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrandProvider>
      <ApiProvider>{children}</ApiProvider>
    </BrandProvider>
  );
}
