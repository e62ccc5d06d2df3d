import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { LegRow } from './draft-bet-card';
import { betTitle } from './slip-view';
import { draftBet, leg } from './test-fixtures';

describe('betslip shapes', () => {
  it('titles a bet that cannot be built as invalid, with its picks', () => {
    const legs = [leg('a', 'Chiefs'), leg('b', 'Bills')];
    expect(betTitle(draftBet('parlay', 'INVALID', legs))).toBe('Invalid bet (2 picks)');
    expect(betTitle(draftBet('parlay', 'PARLAY', legs))).toBe('Parlay (2 picks)');
  });

  it('a leg shows its selection’s cleanName', () => {
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor' });
    const l = leg('a', 'Kansas City Chiefs');
    const named = { ...l, marketSelection: { ...l.marketSelection, name: { __typename: 'SelectionName' as const, cleanName: 'Chiefs', full: 'Kansas City Chiefs' } } };
    render(
      <ul>
        <LegRow leg={named} removable={false} />
      </ul>,
    );
    expect(screen.getByText('Chiefs')).toBeInTheDocument();
    expect(screen.queryByText('Kansas City Chiefs')).toBeNull();
  });
});
