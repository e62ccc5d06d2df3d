import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropdownMaxHeight } from './dropdown-height';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Select } from './select';

const height = window.innerHeight;

describe('dropdowns are at most a third of the viewport tall', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
  });

  it('computes a third of the viewport, rounded down', () => {
    expect(dropdownMaxHeight(900)).toBe(300);
    expect(dropdownMaxHeight(640)).toBe(213);
  });

  it('caps the select list and scrolls it', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 600, configurable: true });
    const options = [{ value: '', label: 'No reward (cash)' }, ...Array.from({ length: 30 }, (_, i) => ({ value: `r${i}`, label: `Reward ${i}` }))];
    render(<Select aria-label="Rewards" value="" options={options} onValueChange={() => undefined} defaultOpen />);
    const list = await screen.findByRole('listbox');
    const content = list.closest('.select__content') as HTMLElement;
    expect(content.style.maxHeight).toBe('200px');
    expect(screen.getByRole('option', { name: 'Reward 29' })).toBeInTheDocument();
  });

  it('caps a menu the same way', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 960, configurable: true });
    render(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>Open</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>One</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const menu = await screen.findByRole('menu');
    expect(menu.style.maxHeight).toBe('320px');
    expect(menu.style.overflowY).toBe('auto');
  });
});
