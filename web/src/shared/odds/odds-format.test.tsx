import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useToastStore } from '@/shared/ui/toast-store';
import { Odds } from '@/shared/ui/odds';
import { OddsFormatControl } from './odds-format-control';
import { OddsFormatSync } from './odds-format-sync';
import { ODDS_FORMAT_STORAGE_KEY, selectOddsFormat, useOddsFormatStore } from './odds-format-store';
import { SetUserPreferencesDocument, UserPreferencesDocument } from './odds-preference-operations';
import { ODDS_FORMAT_SAVE_FAILED } from './use-odds-format';

const PRICE = { numerator: 3, denominator: 2, american: '+150', decimal: '2.50' };

function renderWith(mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <>
        <OddsFormatSync />
        <OddsFormatControl />
        <p data-testid="price">
          <Odds odds={PRICE} />
        </p>
      </>
    </MockedProvider>,
  );
}

const setPrefs = (oddsFormat: 'AMERICAN' | 'EURO', fail = false): MockedResponse => ({
  request: { query: SetUserPreferencesDocument, variables: { input: { oddsFormat } } },
  result: fail
    ? { errors: [{ message: 'Internal error', extensions: { code: 'INTERNAL' } }] as never }
    : { data: { setUserPreferences: { __typename: 'UserPreferences', oddsFormat } } },
});

const getPrefs = (oddsFormat: 'AMERICAN' | 'EURO'): MockedResponse => ({
  request: { query: UserPreferencesDocument },
  result: { data: { userPreferences: { __typename: 'UserPreferences', oddsFormat } } },
});

describe('odds-format preference', () => {
  beforeEach(() => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    useToastStore.getState().clear();
  });

  it('defaults to American', () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    renderWith([]);
    expect(screen.getByTestId('price')).toHaveTextContent('+150');
    expect(screen.getByRole('radio', { name: /American/ })).toBeChecked();
  });

  it('keeps a visitor’s choice in localStorage and changes every price at once', async () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    renderWith([]);
    await userEvent.click(screen.getByRole('radio', { name: /Decimal/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('2.50');
    expect(JSON.parse(localStorage.getItem(ODDS_FORMAT_STORAGE_KEY) ?? '{}').state).toMatchObject({ visitor: 'EURO', scope: 'visitor' });
  });

  it('reads an account holder’s format from the server at login and stores changes there', async () => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
    renderWith([getPrefs('EURO'), setPrefs('AMERICAN')]);
    await waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('2.50'));
    expect(useOddsFormatStore.getState()).toMatchObject({ scope: 'account', account: 'EURO', visitor: 'AMERICAN' });
    await userEvent.click(screen.getByRole('radio', { name: /American/ }));
    expect(screen.getByTestId('price')).toHaveTextContent('+150');
    await waitFor(() => expect(useOddsFormatStore.getState().account).toBe('AMERICAN'));
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('puts the format back with a toast when the server refuses it', async () => {
    useAuthStore.setState({ loginState: 'loggedIn', userId: 'u1', bearerToken: 't' });
    renderWith([getPrefs('AMERICAN'), setPrefs('EURO', true)]);
    await waitFor(() => expect(useOddsFormatStore.getState().account).toBe('AMERICAN'));
    await userEvent.click(screen.getByRole('radio', { name: /Decimal/ }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([ODDS_FORMAT_SAVE_FAILED]));
    expect(screen.getByTestId('price')).toHaveTextContent('+150');
  });

  it('returns to the visitor’s format at logout', () => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: 'EURO', scope: 'account' });
    expect(selectOddsFormat(useOddsFormatStore.getState())).toBe('EURO');
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    renderWith([]);
    act(() => undefined);
    expect(useOddsFormatStore.getState()).toMatchObject({ scope: 'visitor', account: null });
    expect(screen.getByTestId('price')).toHaveTextContent('+150');
  });
});
