import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOddsFormatStore } from '@/shared/odds/odds-format-store';
import { Odds, ODDS_HIGHLIGHT_MS, ODDS_ROLL_MS } from './odds';

const price = (numerator: number, denominator: number, american: string, decimal: string) => ({
  numerator,
  denominator,
  numeratorLong: String(numerator),
  denominatorLong: String(denominator),
  american,
  decimal,
});

const MINUS_110 = price(10, 11, '-110', '1.91');
const PLUS_105 = price(21, 20, '+105', '2.05');
const MINUS_120 = price(5, 6, '-120', '1.83');

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
}

describe('<Odds>', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useOddsFormatStore.setState({ visitor: 'AMERICAN', account: null, scope: 'visitor', accountShowsTrend: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the price in the preferred format with its text as the element text', () => {
    const { container } = render(<Odds odds={MINUS_110} />);
    const el = container.querySelector('.odds')!;
    expect(el).toHaveTextContent(/^-110$/);
    act(() => useOddsFormatStore.getState().setVisitor('EURO'));
    expect(el).toHaveTextContent(/^1\.91$/);
    // A format change is not a move: no highlight, no roll.
    expect(el).not.toHaveAttribute('data-trend');
    expect(el).not.toHaveAttribute('data-rolling');
  });

  it('shows no movement when the account holder turned "show price movement" off, except where asked to', () => {
    setReducedMotion(false);
    useOddsFormatStore.setState({ account: 'AMERICAN', scope: 'account', accountShowsTrend: false });
    const { container, rerender } = render(
      <>
        <Odds odds={MINUS_110} className="market" />
        <Odds odds={MINUS_110} className="slip" alwaysShowMovement />
      </>,
    );
    rerender(
      <>
        <Odds odds={PLUS_105} className="market" />
        <Odds odds={PLUS_105} className="slip" alwaysShowMovement />
      </>,
    );
    const market = container.querySelector('.market')!;
    expect(market).toHaveTextContent(/^\+105$/);
    expect(market).not.toHaveAttribute('data-trend');
    expect(market).not.toHaveAttribute('data-rolling');
    expect(container.querySelector('.slip')).toHaveAttribute('data-trend', 'up');
    // Visitors always see movement.
    act(() => useOddsFormatStore.getState().setScope('visitor'));
    rerender(
      <>
        <Odds odds={MINUS_120} className="market" />
        <Odds odds={MINUS_120} className="slip" alwaysShowMovement />
      </>,
    );
    expect(container.querySelector('.market')).toHaveAttribute('data-trend', 'down');
  });

  it('highlights a lengthened price green for 2 s and rolls the digits for 900 ms', () => {
    setReducedMotion(false);
    const { container, rerender } = render(<Odds odds={MINUS_110} />);
    const el = () => container.querySelector('.odds')!;
    rerender(<Odds odds={PLUS_105} />);
    expect(el()).toHaveTextContent(/^\+105$/);
    expect(el()).toHaveAttribute('data-trend', 'up');
    expect(el()).toHaveAttribute('data-rolling');
    expect(container.querySelector('.odds-roll--rolling')).not.toBeNull();
    // Columns keyed from the right: three digit columns and the sign.
    expect(container.querySelectorAll('.odds-roll__col')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(ODDS_ROLL_MS));
    expect(el()).not.toHaveAttribute('data-rolling');
    expect(el()).toHaveAttribute('data-trend', 'up');
    act(() => vi.advanceTimersByTime(ODDS_HIGHLIGHT_MS - ODDS_ROLL_MS));
    expect(el()).not.toHaveAttribute('data-trend');
  });

  it('highlights a shortened price red, and a new move restarts the 2 s', () => {
    const { container, rerender } = render(<Odds odds={MINUS_110} />);
    const el = () => container.querySelector('.odds')!;
    rerender(<Odds odds={MINUS_120} />);
    expect(el()).toHaveAttribute('data-trend', 'down');
    act(() => vi.advanceTimersByTime(1500));
    rerender(<Odds odds={PLUS_105} />);
    expect(el()).toHaveAttribute('data-trend', 'up');
    act(() => vi.advanceTimersByTime(1500));
    expect(el()).toHaveAttribute('data-trend', 'up');
    act(() => vi.advanceTimersByTime(500));
    expect(el()).not.toHaveAttribute('data-trend');
  });

  it('does not treat a new object with the same price, or a new fraction that shows the same, as a move', () => {
    const { container, rerender } = render(<Odds odds={MINUS_110} />);
    rerender(<Odds odds={{ ...MINUS_110 }} />);
    expect(container.querySelector('.odds')).not.toHaveAttribute('data-trend');
    // 91/100 pays a little less than 10/11 but is -110 too.
    rerender(<Odds odds={{ numeratorLong: '91', denominatorLong: '100', american: '-110', decimal: '1.91' }} />);
    expect(container.querySelector('.odds')).not.toHaveAttribute('data-trend');
  });

  it('does not roll under prefers-reduced-motion, but still highlights', () => {
    setReducedMotion(true);
    const { container, rerender } = render(<Odds odds={MINUS_110} />);
    rerender(<Odds odds={PLUS_105} />);
    expect(container.querySelector('.odds-roll')).toBeNull();
    expect(container.querySelector('.odds')).toHaveAttribute('data-trend', 'up');
    expect(container.querySelector('.odds')).not.toHaveAttribute('data-rolling');
  });

  it('does not roll prices of more than 10 digits, nor Even', () => {
    const huge = { numeratorLong: '123456789012', denominatorLong: '1' };
    const { container, rerender } = render(<Odds odds={huge} format="AMERICAN" />);
    expect(container.querySelector('.odds-roll')).toBeNull();
    expect(screen.getByText('+12345678901200')).toBeInTheDocument();
    rerender(<Odds odds={price(1, 1, 'Even', '2.00')} />);
    expect(container.querySelector('.odds-roll')).toBeNull();
    expect(container.querySelector('.odds')).toHaveTextContent(/^Even$/);
  });
});
