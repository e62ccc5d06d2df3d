import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blurCurrency, CurrencyInput, currencyToCents, displayCurrency, normalizeCurrency } from './currency-input';
import { Field } from './field';

function Harness(props: { min?: number; max?: number; skipClearOnBlur?: boolean }) {
  const [value, setValue] = useState('');
  const [cents, setCents] = useState<number | null>(null);
  return (
    <>
      <Field label="Amount">
        <CurrencyInput
          value={value}
          onValueChange={(v, c) => {
            setValue(v);
            setCents(c);
          }}
          {...props}
        />
      </Field>
      <output data-testid="cents">{cents ?? 'null'}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

describe('CurrencyInput rules', () => {
  it('prefixes $ and groups thousands as you type', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1234567.8');
    expect(input).toHaveValue('$1,234,567.8');
    expect(screen.getByTestId('cents')).toHaveTextContent('123456780');
  });

  it('keeps at most two decimals', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '12.345');
    expect(input).toHaveValue('$12.34');
  });

  it('turns a leading "." into "0."', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '.5');
    expect(input).toHaveValue('$0.5');
  });

  it('pads one decimal digit to two on blur', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '10.5');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(input).toHaveValue('$10.50');
    expect(screen.getByTestId('cents')).toHaveTextContent('1050');
  });

  it('clears a value below the minimum on blur, unless told not to', async () => {
    const { unmount } = render(<Harness min={10} />);
    await userEvent.type(screen.getByLabelText('Amount'), '9.99');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByTestId('cents')).toHaveTextContent('null');
    unmount();

    render(<Harness min={10} skipClearOnBlur />);
    await userEvent.type(screen.getByLabelText('Amount'), '9.99');
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.getByLabelText('Amount')).toHaveValue('$9.99');
  });

  it('refuses to go above the 1,000,000,000 maximum', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '10000000001');
    expect(input).toHaveValue('$1,000,000,000');
  });

  it('ignores letters and extra dots', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, 'a1b2.3.4');
    expect(input).toHaveValue('$12.34');
  });

  it('has pure helpers for the same rules', () => {
    expect(normalizeCurrency('.')).toBe('0.');
    expect(normalizeCurrency('007')).toBe('7');
    expect(normalizeCurrency('1.234')).toBeNull();
    expect(normalizeCurrency('1000000000.01')).toBeNull();
    expect(normalizeCurrency('1000000000')).toBe('1000000000');
    expect(displayCurrency('1000000')).toBe('$1,000,000');
    expect(blurCurrency('5.')).toBe('5');
    expect(blurCurrency('5.1')).toBe('5.10');
    expect(blurCurrency('0', { min: 1 })).toBe('');
    expect(currencyToCents('12.3')).toBe(1230);
    expect(currencyToCents('')).toBeNull();
  });
});
