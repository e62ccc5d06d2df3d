import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import type { BrandCode } from '@/brands/types';
import { StartupContext, type StartupData, type StartupState } from '@/shared/api/use-startup';
import { useAuthStore, type LoginState } from '@/shared/auth/auth-store';

export const TEST_STARTUP = {
  regionalMetadata: { validRegion: true, currentRegionCode: 'US-NJ', ipAddressShortRegionCode: 'US-NJ' },
  applicationMetadata: { casinoEnabled: false },
  serviceAttributes: {
    webFooterDisclaimers: [
      {
        body: 'Must be 21+ to wager. Gambling problem? Call 1-800-GAMBLER.',
        hyperlinkText: 'Responsible Gaming',
        deepLink: { canonicalUrl: 'https://www.ncpgambling.org/', webUrl: 'https://www.ncpgambling.org/' },
      },
      { body: 'In Canada, help is also available at 1-866-531-2600.', hyperlinkText: null, deepLink: null },
      { body: 'A link with no URL stays text.', hyperlinkText: 'Nowhere', deepLink: { canonicalUrl: null, webUrl: null } },
    ],
  },
  responsibleGaming: {
    logos: [
      { id: 'age-21', name: '21+', imageUrl: '/brand/rg/age-21.svg', altText: 'Must be 21 or older to play', deepLink: null },
      {
        id: 'help-line',
        name: '1-800-GAMBLER',
        imageUrl: '/brand/rg/help-line.svg',
        altText: 'Gambling problem? Call 1-800-GAMBLER',
        deepLink: { canonicalUrl: 'tel:1-800-426-2537', webUrl: 'tel:1-800-426-2537' },
      },
    ],
  },
  cfWaitingRoom: null,
} as unknown as StartupData;

export function renderShell(
  ui: ReactElement,
  {
    brand = 'halftime',
    loginState = 'loggedOut',
    startup = TEST_STARTUP,
    mocks = [],
    path = '/',
    routes,
  }: {
    brand?: BrandCode;
    loginState?: LoginState;
    startup?: StartupData | null;
    mocks?: MockedResponse[];
    path?: string;
    routes?: ReactNode;
  } = {},
) {
  useAuthStore.setState({ loginState, bearerToken: loginState === 'loggedIn' ? 'token' : null, userId: loginState === 'loggedIn' ? 'u1' : null });
  const state: StartupState = { data: startup, loading: false, error: null, refetch: async () => undefined };
  return render(
    <BrandProvider brand={BRANDS[brand]}>
      <MockedProvider mocks={mocks} addTypename>
        <StartupContext.Provider value={state}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="*" element={ui} />
              {routes}
            </Routes>
          </MemoryRouter>
        </StartupContext.Provider>
      </MockedProvider>
    </BrandProvider>,
  );
}
