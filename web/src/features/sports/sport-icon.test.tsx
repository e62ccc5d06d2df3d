import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SportIcon, SPORT_ICON_KEYS } from './sport-icon';

describe('<SportIcon>', () => {
  it('draws every sport of the book, live and exclusives on the 84x84 grid, and a generic icon for the rest', () => {
    expect(SPORT_ICON_KEYS).toEqual(expect.arrayContaining(['football', 'basketball', 'hockey', 'baseball', 'soccer', 'tennis', 'darts', 'live', 'exclusives', 'generic']));
    for (const key of SPORT_ICON_KEYS) {
      const { container, unmount } = render(<SportIcon name={key} size={24} />);
      const svg = container.querySelector('svg')!;
      expect(svg).toHaveAttribute('viewBox', '0 0 84 84');
      expect(svg).toHaveAttribute('data-icon', key);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg.innerHTML).not.toMatch(/#[0-9a-f]{3,6}/i);
      unmount();
    }
    const { container } = render(<SportIcon name="curling" title="Curling" size={52} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'generic');
    expect(container.querySelector('svg')).toHaveAttribute('role', 'img');
    expect(container.querySelector('svg')).toHaveAttribute('width', '52');
  });
});
