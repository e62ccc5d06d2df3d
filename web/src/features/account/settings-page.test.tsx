import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/registry';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { SetUserPreferencesDocument } from '@/shared/odds/odds-preference-operations';
import { AccountMenuParentsDocument } from './account-operations';
import { CasinoBalanceUsageDocument } from './casino-balance-control';
import { SettingsPage } from './settings-page';

const MENU = {
  request: { query: AccountMenuParentsDocument },
  result: {
    data: {
      accountMenu: {
        __typename: 'AccountMenu',
        menuShelves: {
          __typename: 'MenuShelves',
          accountMenuShelf: {
            __typename: 'AccountMenuShelf',
            menuShelfItems: [
              {
                __typename: 'MenuParentItem',
                id: 'settings',
                label: 'Settings',
                icon: 'settings',
                children: [{ __typename: 'MenuLeafItem', id: 'security', label: 'Security', icon: 'shield', deepLink: { __typename: 'DeepLink', canonicalUrl: '/account/settings/security', webUrl: '/account/settings/security' } }],
              },
            ],
          },
        },
      },
    },
  },
};

describe('<SettingsPage>', () => {
  beforeEach(() => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: 'AMERICAN', scope: 'account' });
  });

  it('stores the account holder’s odds format on the server and links the other settings', async () => {
    render(
      <BrandProvider brand={BRANDS.halftime}>
        <MockedProvider
          mocks={[
            MENU,
            {
              request: { query: CasinoBalanceUsageDocument },
              result: { data: { userPreferences: { __typename: 'UserPreferences', casinoBalanceUsagePreferences: ['CASH'] } } },
            },
            {
              request: { query: SetUserPreferencesDocument, variables: { input: { oddsFormat: 'EURO' } } },
              result: { data: { setUserPreferences: { __typename: 'UserPreferences', oddsFormat: 'EURO' } } },
            },
          ]}
        >
          <MemoryRouter>
            <SettingsPage />
          </MemoryRouter>
        </MockedProvider>
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    const decimal = screen.getByRole('radio', { name: /Decimal/ });
    expect(screen.getByRole('radio', { name: /American/ })).toBeChecked();
    await userEvent.click(decimal);
    expect(decimal).toBeChecked();
    await waitFor(() => expect(useOddsFormatStore.getState().account).toBe('EURO'));
    expect(await screen.findByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/settings/security');
    expect(await screen.findByRole('checkbox', { name: /Cash/ })).toBeChecked();
  });
});
