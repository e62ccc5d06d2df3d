import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BrandProvider } from '@/brands/brand-context';
import { BRANDS } from '@/brands/all-brands';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { SetUserPreferencesDocument } from '@/shared/odds/odds-preference-operations';
import { AutoAcceptDocument, SetAutoAcceptDocument } from './auto-accept-control';
import { CasinoBalanceUsageDocument } from './casino-balance-control';
import { SettingsPage } from './settings-page';

describe('<SettingsPage>', () => {
  beforeEach(() => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: 'AMERICAN', scope: 'account' });
  });

  it('stores the odds format and the auto-accept choice on the server and links the other settings', async () => {
    render(
      <BrandProvider brand={BRANDS.halftime}>
        <MockedProvider
          mocks={[
            {
              request: { query: AutoAcceptDocument },
              result: { data: { userPreferences: { __typename: 'UserPreferences', autoAcceptOddsChanges: 'NONE' } } },
            },
            {
              request: { query: SetAutoAcceptDocument, variables: { value: 'HIGHER' } },
              result: { data: { setUserPreferences: { __typename: 'UserPreferences', autoAcceptOddsChanges: 'HIGHER' } } },
            },
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
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/account/settings/security');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/account/settings/notifications');
    expect(screen.getByRole('link', { name: 'Content' })).toHaveAttribute('href', '/account/settings/content');
    const ask = await screen.findByRole('radio', { name: /Ask me every time/ });
    expect(ask).toBeChecked();
    const higher = screen.getByRole('radio', { name: /Accept higher odds/ });
    await userEvent.click(higher);
    await waitFor(() => expect(higher).toBeChecked());
    expect(ask).not.toBeChecked();
    expect(await screen.findByRole('checkbox', { name: /Cash/ })).toBeChecked();
  });
});
