import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BonusCashPanel, playThroughPercent, SET_ACTIVE_FAILED } from './bonus-cash-panel';
import { createPromoClient, renderPromos, resetPromos } from './test-utils';

afterEach(resetPromos);

const cents = (n: number) => ({ __typename: 'Money' as const, amount: n, formattedAmount: `$${(n / 100).toFixed(2)}` });

function grant(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'BonusCash',
    id,
    title: `Bonus ${id}`,
    amount: cents(5000),
    remaining: cents(4000),
    required: cents(20000),
    wagered: cents(5000),
    status: 'ACTIVE',
    expiresAt: '2026-12-13T17:00:00Z',
    active: false,
    ...over,
  };
}

describe('<BonusCashPanel>', () => {
  it('shows each grant being played through: what is left, its progress, expiry and the active one', async () => {
    const api = createPromoClient(() => ({ bonusCash: [grant('a', { active: true, title: 'Welcome Bonus Cash' }), grant('gone', { status: 'CONVERTED' })] }));
    renderPromos(api, '/', <BonusCashPanel />);
    const section = await screen.findByRole('region', { name: 'Bonus Cash' });
    const row = within(section).getByRole('listitem', { name: 'Welcome Bonus Cash' });
    expect(row).toHaveTextContent('$40.00 left of $50.00');
    expect(within(row).getByText('Active', { exact: true })).toBeInTheDocument();
    expect(row).toHaveTextContent('Expires Dec 13, 2026, 12:00 PM EST');
    const bar = within(row).getByRole('progressbar', { name: 'Welcome Bonus Cash play-through' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '$50.00 of $200.00 wagered');
    expect(row).toHaveTextContent('$50.00 of $200.00 wagered (25%)');
    // A converted grant is not shown; one grant has nothing to choose.
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Make .* active/ })).not.toBeInTheDocument();
  });

  it('is hidden without bonus cash being played through', async () => {
    const api = createPromoClient(() => ({ bonusCash: [grant('x', { status: 'EXPIRED' })] }));
    const { container } = renderPromos(api, '/', <BonusCashPanel />);
    await waitFor(() => expect(api.named('BonusCash')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.bonus-cash')).toBeNull();
  });

  it('makes another grant the active one', async () => {
    const api = createPromoClient((op) =>
      op.operationName === 'SetActiveBonusCash'
        ? { setActiveBonusCash: { __typename: 'SetActiveBonusCashResult', bonusCash: grant('b', { active: true }), error: null } }
        : { bonusCash: [grant('a', { active: true }), grant('b')] },
    );
    renderPromos(api, '/', <BonusCashPanel />);
    expect(await screen.findByText('Your wagers count towards the active one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Bonus b active' }));
    const b = await screen.findByRole('listitem', { name: 'Bonus b' });
    await waitFor(() => expect(within(b).getByText('Active', { exact: true })).toBeInTheDocument());
    expect(api.named('SetActiveBonusCash')[0]?.variables).toEqual({ id: 'b' });
    const a = screen.getByRole('listitem', { name: 'Bonus a' });
    expect(within(a).queryByText('Active', { exact: true })).not.toBeInTheDocument();
    expect(within(a).getByRole('button', { name: 'Make Bonus a active' })).toBeInTheDocument();
    expect(within(b).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows the server's refusal and reads the list again", async () => {
    let converted = false;
    const api = createPromoClient((op) => {
      if (op.operationName === 'SetActiveBonusCash') {
        converted = true;
        return { setActiveBonusCash: { __typename: 'SetActiveBonusCashResult', bonusCash: null, error: { __typename: 'BonusCashChoiceError', code: 'NOT_ACTIVE', message: 'This bonus cash has converted to cash or expired.' } } };
      }
      return { bonusCash: [grant('a', { active: true }), grant('b'), ...(converted ? [] : [grant('c')])] };
    });
    renderPromos(api, '/', <BonusCashPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Bonus c active' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This bonus cash has converted to cash or expired.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Bonus c' })).not.toBeInTheDocument());
    // The grant left the list; its refusal stays under the list.
    expect(screen.getByRole('alert')).toHaveTextContent('This bonus cash has converted to cash or expired.');
    expect(within(screen.getByRole('listitem', { name: 'Bonus a' })).getByText('Active', { exact: true })).toBeInTheDocument();
  });

  it('says so when the change fails', async () => {
    const api = createPromoClient((op) => (op.operationName === 'SetActiveBonusCash' ? new Error('offline') : { bonusCash: [grant('a', { active: true }), grant('b')] }));
    renderPromos(api, '/', <BonusCashPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Bonus b active' }));
    expect(await within(screen.getByRole('listitem', { name: 'Bonus b' })).findByRole('alert')).toHaveTextContent(SET_ACTIVE_FAILED);
    expect(within(screen.getByRole('listitem', { name: 'Bonus a' })).getByText('Active', { exact: true })).toBeInTheDocument();
  });

  it('counts the play-through in whole percent, capped', () => {
    expect(playThroughPercent(0, 20000)).toBe(0);
    expect(playThroughPercent(19999, 20000)).toBe(99);
    expect(playThroughPercent(25000, 20000)).toBe(100);
    expect(playThroughPercent(0, 0)).toBe(100);
  });
});
