import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { CasinoBalanceControl, CasinoBalanceUsageDocument, SetCasinoBalanceUsageDocument } from './casino-balance-control';

const read = (usage: string[]) => ({
  request: { query: CasinoBalanceUsageDocument },
  result: { data: { userPreferences: { __typename: 'UserPreferences', casinoBalanceUsagePreferences: usage } } },
});
const save = (usage: string[]) => ({
  request: { query: SetCasinoBalanceUsageDocument, variables: { usage } },
  result: { data: { setUserPreferences: { __typename: 'UserPreferences', casinoBalanceUsagePreferences: usage } } },
});

describe('<CasinoBalanceControl>', () => {
  it('keeps cash on as the last balance and adds casino credits', async () => {
    render(
      <MockedProvider mocks={[read(['CASH']), save(['CASH', 'CREDITS']), save(['CREDITS'])]}>
        <CasinoBalanceControl />
      </MockedProvider>,
    );
    const cash = await screen.findByRole('checkbox', { name: /^Cash/ });
    const credits = screen.getByRole('checkbox', { name: /^Casino credits/ });
    expect(screen.getByRole('group', { name: 'Casino stakes may use' })).toBeInTheDocument();
    expect(cash).toBeChecked();
    // The last balance on cannot be turned off.
    expect(cash).toBeDisabled();
    expect(screen.getByText(/At least one balance stays on\./)).toBeInTheDocument();
    expect(credits).not.toBeChecked();

    await userEvent.click(credits);
    await waitFor(() => expect(credits).toBeChecked());
    expect(cash).toBeEnabled();
    await userEvent.click(cash);
    await waitFor(() => expect(cash).not.toBeChecked());
    expect(credits).toBeDisabled();
  });

  it('says when the choice could not be saved', async () => {
    render(
      <MockedProvider mocks={[read(['CASH']), { request: { query: SetCasinoBalanceUsageDocument, variables: { usage: ['CASH', 'CREDITS'] } }, error: new Error('offline') }]}>
        <CasinoBalanceControl />
      </MockedProvider>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Casino credits/ }));
    expect(await screen.findByText('We could not save your choice. Please try again.')).toBeInTheDocument();
  });
});
