import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFlagStore } from '@/shared/flags/flag-store';
import { SportsMenu } from './sports-menu';
import { createTestClient, renderWithClient } from './test-utils';

const link = (canonicalUrl: string) => ({ __typename: 'DeepLink', canonicalUrl });
const item = (id: string, label: string, icon: string | null, url: string | null, liveCount = 0, children: unknown[] = [], type = 'LEAF') => ({
  __typename: 'SportsMenuItem',
  id,
  label,
  icon,
  type,
  live: liveCount > 0,
  liveCount,
  deepLink: url ? link(url) : null,
  children,
});

const MENU = {
  sportsMenu: {
    __typename: 'SportsMenu',
    items: [
      item('live', 'Live', 'live', '/live', 5),
      item('exclusives', 'Exclusives', 'exclusives', '/exclusives'),
      item(
        'sports',
        'Sports',
        null,
        null,
        5,
        [
          item('sport:football', 'Football', 'football', '/sport/football', 3, [
            item('competition:football:nfl', 'NFL', null, '/sport/football/organization/usa/competition/nfl', 2),
            item('competition:football:ncaaf', 'NCAAF', null, '/sport/football/organization/usa/competition/ncaaf', 1),
          ]),
          item('sport:curling', 'Curling', 'curling', '/sport/curling', 0, [item('competition:curling:x', 'World Curling', null, '/sport/curling/organization/wcf/competition/worlds')]),
        ],
        'HEADER',
      ),
    ],
  },
};

function setCounter(enabled: boolean) {
  useFlagStore.getState().setFlags([{ key: 'liveEventsCounter', enabled, overridden: false }]);
}

function client() {
  return createTestClient((op) => {
    if (op.operationName === 'SportsMenu') return { data: MENU };
    if (op.operationName === 'LiveEventsCount') return { data: { liveEventsCount: { __typename: 'LiveEventsCount', count: 12, label: '12 Live' } } };
    return new Error(`unexpected ${op.operationName}`);
  });
}

describe('<SportsMenu>', () => {
  beforeEach(() => setCounter(false));

  it('lists Live, Exclusives and the sports with our icons; counts only with the flag on', async () => {
    const t = client();
    renderWithClient(<SportsMenu form="full" />, t.client, '/');
    const live = await screen.findByRole('link', { name: 'Live' });
    expect(live).toHaveAttribute('href', '/live');
    expect(live.querySelector('svg')).toHaveAttribute('data-icon', 'live');
    expect(screen.getByRole('link', { name: 'Football' }).querySelector('svg')).toHaveAttribute('data-icon', 'football');
    // A sport we have no artwork for gets the generic icon.
    expect(screen.getByRole('link', { name: 'Curling' }).querySelector('svg')).toHaveAttribute('data-icon', 'generic');
    expect(screen.queryByText(/live$/)).not.toBeInTheDocument();
    expect(t.operations.map((q) => q.operationName)).not.toContain('LiveEventsCount');
  });

  it('shows live counts beside live entries while liveEventsCounter is on', async () => {
    setCounter(true);
    const t = client();
    renderWithClient(<SportsMenu form="full" />, t.client, '/');
    expect(await screen.findByRole('link', { name: 'Live 12 live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Football 3 live' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exclusives' })).toBeInTheDocument();
    expect(t.operations.map((q) => q.operationName)).toContain('LiveEventsCount');
  });

  it('expands a sport to its competitions, open on that sport’s pages', async () => {
    const t = client();
    renderWithClient(<SportsMenu form="drawer" />, t.client, '/sport/football/organization/usa/competition/nfl');
    const toggle = await screen.findByRole('button', { name: 'Football competitions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'NFL' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'NFL' })).not.toBeInTheDocument();
    const curling = screen.getByRole('button', { name: 'Curling competitions' });
    curling.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'World Curling' })).toBeVisible();
  });

  it('shows sports as icons with labels in the rail, without competitions', async () => {
    const t = client();
    renderWithClient(<SportsMenu form="rail" />, t.client, '/');
    const menu = await screen.findByTestId('sports-menu');
    await waitFor(() => expect(within(menu).getByRole('link', { name: 'Football' })).toBeInTheDocument());
    expect(within(menu).queryByRole('button')).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Football' })).toHaveAttribute('title', 'Football');
  });
});
