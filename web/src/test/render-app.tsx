/**
 * The component tests' render with what the app wraps every page in: the brand, the Apollo
 * client of the fake server (see mock-apollo.tsx), the startup data, the login state and a
 * router at one path. Each feature's test-utils adds its own fixtures around it.
 */
import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider, type ApolloClient } from '@apollo/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import type { BrandCode } from '@/brands/types';
import { StartupContext, type StartupData } from '@/shared/api/use-startup';
import { useAuthStore, type LoginState } from '@/shared/auth/auth-store';
import { LocationProbe } from './mock-apollo';

/** Startup data for a viewer in `regionCode`, with or without the casino. */
export function testStartup({
  regionCode = 'US-NJ',
  casinoEnabled = true,
  userHasVisitedCasino = true,
}: { regionCode?: string; casinoEnabled?: boolean; userHasVisitedCasino?: boolean } = {}): StartupData {
  return {
    regionalMetadata: { validRegion: true, currentRegionCode: regionCode, ipAddressShortRegionCode: regionCode },
    applicationMetadata: { casinoEnabled, userHasVisitedCasino },
    serviceAttributes: { webFooterDisclaimers: [] },
    responsibleGaming: { logos: [] },
    cfWaitingRoom: null,
  } as unknown as StartupData;
}

/**
 * Renders `routes` (path -> element, with "elsewhere" for any other path; or one element) at
 * `path` inside the brand, the client, the startup data and a router, logged in as `u1` unless
 * told otherwise. The current location shows in the `location` test id.
 */
export function renderInApp(
  client: ApolloClient<unknown>,
  path: string,
  routes: Record<string, ReactElement> | ReactElement,
  { brand = 'halftime', loginState = 'loggedIn', startup = testStartup() }: { brand?: BrandCode; loginState?: LoginState; startup?: StartupData } = {},
) {
  useAuthStore.setState({ loginState, bearerToken: loginState === 'loggedIn' ? 't' : null, userId: loginState === 'loggedIn' ? 'u1' : null });
  return render(
    <BrandProvider brand={BRANDS[brand]}>
      <ApolloProvider client={client}>
        <StartupContext.Provider value={{ data: startup, loading: false, error: null, refetch: async () => undefined }}>
          <MemoryRouter initialEntries={[path]}>
            {isValidElement(routes) ? (
              routes
            ) : (
              <Routes>
                {Object.entries(routes).map(([p, element]) => (
                  <Route key={p} path={p} element={element} />
                ))}
                <Route path="*" element={<p>elsewhere</p>} />
              </Routes>
            )}
            <LocationProbe />
          </MemoryRouter>
        </StartupContext.Provider>
      </ApolloProvider>
    </BrandProvider>,
  );
}
