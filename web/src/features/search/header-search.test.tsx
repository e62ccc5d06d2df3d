import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch, termOfPath } from './header-search';
import { createSearchClient, page, renderSearch, resetSearch, result } from './test-utils';

function app() {
  return (
    <>
      <HeaderSearch />
      <Routes>
        <Route path="/search/:term/all" element={<p>results page</p>} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('HeaderSearch', () => {
  afterEach(resetSearch);

  it('strips % and <, opens the results after the debounce and walks the suggestions with the keyboard', async () => {
    const api = createSearchClient((op) => {
      if (op.operationName === 'RecentSearches') return { recentSearches: [] };
      if (op.operationName === 'AddRecentSearch') return { addRecentSearch: [op.variables.term] };
      return page(op.variables.term as string, 'ALL', [result('a', { title: 'Kansas City Chiefs' }), result('b', { kind: 'EVENT', title: 'Bills @ Chiefs', live: true })]);
    });
    renderSearch(api, '/promotions', app());
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'chi<e%fs');
    expect(box).toHaveValue('chiefs');
    await waitFor(() => expect(location()).toBe('/search/chiefs/all'));
    expect(await screen.findByRole('option', { name: /Kansas City Chiefs/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Event · NFL · Live/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'See all results for “chiefs”' })).toBeInTheDocument();

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Bills @ Chiefs/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Kansas City Chiefs/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'See all results for “chiefs”' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/path/b');
    await waitFor(() => expect(api.named('AddRecentSearch').map((o) => o.variables.term)).toEqual(['chiefs']));
    expect(box).toHaveValue('');
  });

  it('restores the page the search began on when the term gets too short, and clear empties the box', async () => {
    const api = createSearchClient((op) => page(op.variables.term as string, 'ALL', []));
    renderSearch(api, '/promotions?x=1', app(), { loginState: 'loggedOut' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(box, 'keno');
    await waitFor(() => expect(location()).toBe('/search/keno/all'));
    expect(await screen.findByText('No matches for “keno”.')).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}{Backspace}');
    await waitFor(() => expect(location()).toBe('/promotions?x=1'));
    await userEvent.type(box, 'rth');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('shows the recent searches of a logged-in bettor, and Escape closes the list', async () => {
    const api = createSearchClient((op) => {
      if (op.operationName === 'RecentSearches') return { recentSearches: ['keno', 'chiefs'] };
      if (op.operationName === 'ClearRecentSearches') return { clearRecentSearches: [] };
      return page('keno', 'ALL', []);
    });
    renderSearch(api, '/', app());
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    const list = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(list).toBeVisible();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['keno', 'chiefs']);
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(location()).toBe('/search/keno/all');
    expect(box).toHaveValue('keno');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Clear$/ }));
    await waitFor(() => expect(api.named('ClearRecentSearches')).toHaveLength(1));
  });

  it('lists no recent searches for visitors and submits with Enter', async () => {
    const api = createSearchClient((op) => page(op.variables.term as string, 'ALL', [result('a')]));
    renderSearch(api, '/', app(), { loginState: 'loggedOut' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.click(box);
    expect(api.named('RecentSearches')).toHaveLength(0);
    await userEvent.type(box, 'lakers{Enter}');
    expect(location()).toBe('/search/lakers/all');
    expect(api.named('AddRecentSearch')).toHaveLength(0);
    await waitFor(() => expect(box).not.toHaveFocus());
  });

  it('is absent while the search flag is off', () => {
    const api = createSearchClient(() => null);
    renderSearch(api, '/', app(), { flags: { search: false } });
    expect(screen.queryByRole('combobox', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('reads the term of a results path', () => {
    expect(termOfPath('/search/kansas%20city/all')).toBe('kansas city');
    expect(termOfPath('/search/x')).toBeNull();
    expect(termOfPath('/search/%E0/all')).toBeNull();
  });
});
