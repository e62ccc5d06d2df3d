import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { localSelectionAdapter, setSelectionAdapter, useSelectionStore } from '@/shared/selections/selection-store';
import { OddsButton, type OddsButtonSelection } from './odds-button';

const OPEN: OddsButtonSelection = {
  id: 'sel-1',
  marketId: 'mkt-1',
  eventId: 'evt-1',
  odds: { numerator: 10, denominator: 11, numeratorLong: '10', denominatorLong: '11', american: '-110', decimal: '1.91' },
  status: 'OPEN',
  unavailableLabel: null,
};

describe('<OddsButton>', () => {
  beforeEach(() => {
    setSelectionAdapter(localSelectionAdapter);
    useSelectionStore.setState({ selected: {}, pending: {} });
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
  });

  it('shows the points line above the price and toggles its pressed state', async () => {
    render(<OddsButton selection={OPEN} name="Spread, Kansas City Chiefs -3.5" points="-3.5" origin="table-card" />);
    const button = screen.getByRole('button', { name: 'Spread, Kansas City Chiefs -3.5, -110' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button.querySelector('.odds-button__points')).toHaveTextContent('-3.5');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(useSelectionStore.getState().selected['sel-1']).toMatchObject({ marketId: 'mkt-1', numerator: '10', denominator: '11', origin: 'table-card' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useSelectionStore.getState().selected).toEqual({});
  });

  it('names the price in decimal when that is the preference', () => {
    useOddsFormatStore.setState({ visitor: 'EURO' });
    render(<OddsButton selection={OPEN} name="Total, Over 47.5" points="O 47.5" origin="event-page" />);
    expect(screen.getByRole('button', { name: 'Total, Over 47.5, 1.91' })).toBeInTheDocument();
  });

  it('is disabled and says Suspended for a closed selection, Closed for a hidden or finished one', () => {
    const { rerender } = render(<OddsButton selection={{ ...OPEN, status: 'CLOSED', unavailableLabel: 'Suspended' }} name="Chiefs" origin="table-card" />);
    const button = screen.getByRole('button', { name: 'Chiefs, Suspended' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Suspended');
    rerender(<OddsButton selection={{ ...OPEN, status: 'FINISHED', unavailableLabel: null }} name="Chiefs" origin="table-card" />);
    expect(screen.getByRole('button', { name: 'Chiefs, Closed' })).toBeDisabled();
    rerender(<OddsButton selection={{ ...OPEN, status: 'HIDDEN', unavailableLabel: 'Closed' }} name="Chiefs" origin="table-card" />);
    expect(screen.getByRole('button', { name: 'Chiefs, Closed' })).toBeDisabled();
  });

  it('keeps showing a pick as pressed when its market is suspended', () => {
    useSelectionStore.setState({
      selected: { 'sel-1': { selectionId: 'sel-1', marketId: 'mkt-1', eventId: 'evt-1', numerator: '10', denominator: '11', origin: 'table-card' } },
    });
    render(<OddsButton selection={{ ...OPEN, status: 'CLOSED', unavailableLabel: 'Suspended' }} name="Chiefs" origin="table-card" />);
    const button = screen.getByRole('button', { name: 'Chiefs, Suspended' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toBeDisabled();
  });
});
