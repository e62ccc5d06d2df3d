import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrowseDirectory } from './browse-directory';
import { createTestClient, renderWithClient } from './test-utils';

const link = (id: string, label: string, icon: string, url: string, eventCount: number, liveCount: number) => ({
  __typename: 'DirectoryLink' as const,
  id,
  label,
  icon,
  eventCount,
  liveCount,
  deepLink: { __typename: 'DeepLink' as const, canonicalUrl: url },
});

const directory = {
  staticMarketplace: {
    __typename: 'StaticMarketplace',
    sections: [
      { __typename: 'DirectorySection', id: 'popular', title: 'Popular', links: [link('nfl', 'NFL', 'football', '/sport/football/organization/usa/competition/nfl', 16, 2)] },
      { __typename: 'DirectorySection', id: 'sports', title: 'Sports A-Z', links: [link('darts', 'Darts', 'darts', '/sport/darts', 1, 0)] },
      { __typename: 'DirectorySection', id: 'none', title: 'Nothing', links: [] },
    ],
  },
};

describe('<BrowseDirectory>', () => {
  it('lists each group of links with game and live counts', async () => {
    const t = createTestClient(() => ({ data: directory }));
    renderWithClient(<BrowseDirectory />, t.client);
    expect(screen.getByRole('status')).toHaveTextContent('Loading sports');
    const region = await screen.findByRole('region', { name: 'Browse' });
    const popular = await within(region).findByRole('list', { name: 'Popular' });
    const nfl = within(popular).getByRole('link', { name: /NFL/ });
    expect(nfl).toHaveAttribute('href', '/sport/football/organization/usa/competition/nfl');
    expect(nfl).toHaveTextContent('NFL2 live16 games');
    expect(within(region).getByRole('link', { name: /Darts/ })).toHaveTextContent('Darts1 game');
    expect(within(region).queryByText('Nothing')).not.toBeInTheDocument();
  });

  it('offers Retry when the directory cannot be read', async () => {
    let fail = true;
    const t = createTestClient(() => (fail ? new Error('offline') : { data: directory }));
    renderWithClient(<BrowseDirectory />, t.client);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the list of sports.");
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /Darts/ })).toBeInTheDocument();
  });
});
