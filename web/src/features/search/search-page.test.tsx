import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchHomePage, SearchResultsPage } from './search-page';
import { createSearchClient, page, renderSearch, resetSearch, result } from './test-utils';

const notFound = <h1>Page not found</h1>;
const routes = { '/search': <SearchHomePage notFound={notFound} />, '/search/:term/all': <SearchResultsPage notFound={notFound} /> };

describe('SearchResultsPage', () => {
  afterEach(resetSearch);

  it('lists the results with the tab counts and switches tabs', async () => {
    const api = createSearchClient((op) =>
      op.operationName === 'AddRecentSearch'
        ? { addRecentSearch: ['roulette'] }
        : op.variables.tab === 'CASINO'
          ? page('roulette', 'CASINO', [result('g', { kind: 'GAME', title: 'European Roulette', subtitle: 'Table Games' })], { all: 3, sportsbook: 2, casino: 1 })
          : page('roulette', 'ALL', [result('g', { kind: 'GAME', title: 'European Roulette', subtitle: 'Table Games' }), result('t')], { all: 3, sportsbook: 2, casino: 1 }),
    );
    renderSearch(api, '/search/roulette/all', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('for “roulette”')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /European Roulette/ })).toHaveAttribute('href', '/path/g');
    expect(screen.getByRole('tab', { name: 'ALL (3)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SPORTSBOOK (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'CASINO (1)' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/search/roulette/all?tab=casino'));
    await waitFor(() => expect(api.named('SearchPage').at(-1)?.variables).toMatchObject({ term: 'roulette', tab: 'CASINO' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    await userEvent.click(within(panel).getByRole('link', { name: /European Roulette/ }));
    await waitFor(() => expect(api.named('AddRecentSearch').map((o) => o.variables.term)).toEqual(['roulette']));
  });

  it('says when nothing matches, when the term is too short, and when the search fails', async () => {
    let fail = true;
    const api = createSearchClient(() => (fail ? new Error('down') : page('zzz', 'ALL', [])));
    const { unmount } = renderSearch(api, '/search/zzz/all', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not search right now.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No results for “zzz”' })).toBeInTheDocument();
    unmount();
    renderSearch(api, '/search/a%25%3Cb/all', routes);
    expect(screen.getByRole('heading', { name: 'Keep typing' })).toBeInTheDocument();
    expect(screen.getByText('Enter at least 3 characters to search.')).toBeInTheDocument();
  });

  it('has a base page, and is not found while the flag is off', () => {
    const api = createSearchClient(() => null);
    const { unmount } = renderSearch(api, '/search', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    unmount();
    renderSearch(api, '/search/keno/all', routes, { flags: { search: false } });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(api.named('SearchPage')).toHaveLength(0);
  });
});
