import { Feed, newBettor } from './betting';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';

/**
 * Search against the real seeded server (see docs/product/search.md): a game pushed on the feed
 * is found from the header box by a prefix, the suggestions are walked with the keyboard, the
 * results page opens with its ALL / SPORTSBOOK / CASINO tabs, a typo still finds a casino game,
 * and a logged-in bettor's recent searches come back newest first.
 */

test.describe('search', () => {
  test('header box, keyboard suggestions, results tabs and recent searches', async ({ page, request, shell }) => {
    const feed = new Feed(request);
    const label = `Quokka${Math.random().toString(36).slice(2, 6).replace(/\d/g, 'x')}`;
    const game = await feed.game(label);
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);

    const box = shell.header().getByRole('combobox', { name: 'Search' });
    const term = label.toLowerCase();
    await box.fill(`${term}%<`);
    await expect(box).toHaveValue(term);
    // After the debounce the results page opens on its own.
    await expect(page).toHaveURL(new RegExp(`/search/${term}/all$`));

    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(suggestions.getByRole('option', { name: new RegExp(`${game.home}.*Team`) })).toBeVisible();
    await expect(suggestions.getByRole('option', { name: new RegExp(`${game.away} @ ${game.home}`) })).toBeVisible();
    await box.press('ArrowDown');
    const first = suggestions.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(suggestions.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(suggestions).toBeHidden();

    // Enter without a chosen suggestion submits: the results page of the term.
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByText(`for “${term}”`, { exact: true })).toBeVisible();
    const results = page.getByRole('tabpanel');
    await expect(results.getByRole('link', { name: new RegExp(`${game.away} @ ${game.home}`) })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^ALL \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousA11yViolations(page, 'search results');

    await page.getByRole('tab', { name: 'CASINO (0)' }).click();
    await expect(page).toHaveURL(/\?tab=casino$/);
    await expect(page.getByRole('heading', { name: `No results for “${term}”` })).toBeVisible();
    await page.getByRole('tab', { name: /^SPORTSBOOK \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/\?tab=sportsbook$/);
    await expect(results.getByRole('link', { name: new RegExp(`${game.home}`) }).first()).toBeVisible();

    // A typo still finds the game; the keyboard opens it.
    await box.fill('roulete');
    const roulette = page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: /European Roulette/ });
    await expect(roulette).toBeVisible();
    await expect(page).toHaveURL(/\/search\/roulete\/all\?tab=sportsbook$/);
    let index = -1;
    const options = await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').allTextContents();
    index = options.findIndex((o) => o.includes('European Roulette'));
    for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
    await expect(roulette).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/casino\/category\/table-games\/roulette$/);
    await expect(box).toHaveValue('');

    // The recent searches: newest first, at most three, kept on the server.
    await box.click();
    const recent = page.getByRole('listbox', { name: 'Recent searches' });
    await expect(recent.getByRole('option')).toHaveText(['roulete', term]);
    await box.press('Escape');
    await expect(recent).toBeHidden();
    await page.reload();
    await shell.expectLoggedIn();
    await box.click();
    await expect(recent.getByRole('option')).toHaveText(['roulete', term]);
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${term}/all$`));
    await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(`${game.away} @ ${game.home}`) })).toBeVisible();
    // On its results page the box holds the term: clearing it shows the recent searches.
    await box.click();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(recent.getByRole('option')).toHaveText([term, 'roulete']);
    await box.press('Escape');
  });
});
