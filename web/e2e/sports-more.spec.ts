import { test, expect, DEMO, expectNoSeriousA11yViolations } from './fixtures';
import { AMERICAN_PRICE, SportsPages } from './sports-pages';

// The halftime server plays games in real time: an in-play game stays in play for the test.
test.describe('quick bets, lines, lounge and streams', () => {
  test('Quick Bets: from the side menu, cards with prices, Show more appends, modes as tabs', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const sports = new SportsPages(page);
    await sports.goto('/');
    await sports.sportsMenu().getByRole('link', { name: 'Quick Bets' }).click();
    await expect(page).toHaveURL(/\/quick-bets$/);
    await sports.ready();
    await expect(sports.heading()).toHaveText('Quick Bets');
    const tabs = page.getByRole('navigation', { name: 'Quick Bets modes' });
    await expect(tabs.getByRole('link', { name: /^Popular/ })).toHaveAttribute('aria-current', 'page');
    const cards = sports.quickBetCards();
    await expect(cards.first()).toBeVisible();
    const first = await cards.count();
    await sports.expectPricesIn(AMERICAN_PRICE);
    const more = page.getByRole('button', { name: 'Show more' });
    await expect(more).toBeVisible();
    await more.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first);
    await expect(page.getByText(new RegExp(`^Showing ${await cards.count()} of \\d+$`))).toBeVisible();
    // A tap opens the quick bet on the quick betslip (the main slip stays as it was); closing
    // it empties the quick slip.
    const button = sports.oddsButtons().and(page.locator(':enabled')).first();
    await button.click();
    const quick = page.getByRole('dialog', { name: 'Quick Bet' });
    await expect(quick.getByRole('button', { name: 'Log In to Bet' })).toBeVisible();
    await expect(quick.getByRole('textbox', { name: 'Bet amount' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    // Another mode is another address.
    await tabs.getByRole('link', { name: /^Live/ }).click();
    await expect(page).toHaveURL(/\/quick-bets\?mode=live$/);
    await expect(tabs.getByRole('link', { name: /^Live/ })).toHaveAttribute('aria-current', 'page');
    await expect(sports.main().getByRole('heading', { level: 2, name: 'Live' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quick bets');
  });

  test('See all lines: a dialog with every line of a spread, closed with Escape', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.goto('/sport/football');
    await sports.main().locator('article.event-card[data-phase="upcoming"]').first().getByRole('link', { name: /^All \d+ markets/ }).click();
    await expect(sports.scoreboard()).toBeVisible();
    const trigger = page.getByRole('button', { name: /^See all (spread|total) lines$/ }).first();
    await expect(trigger).toBeVisible();
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: /^All (spread|total) lines$/ });
    await expect(dialog).toBeVisible();
    const lines = dialog.locator('.pair-table__row');
    await expect.poll(() => lines.count()).toBeGreaterThan(1);
    await expect(dialog.getByText('Main line')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'see all lines');
    const pick = dialog.locator('button.odds-button:enabled').first();
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Watch on an in-play event: a visitor is asked to log in; an account holder gets the match tracker', async ({ page, shell }) => {
    const sports = new SportsPages(page);
    await sports.goto('/live');
    const game = sports.liveEvents().first();
    await expect(game).toBeVisible();
    await game.getByRole('link', { name: /^All \d+ markets/ }).click();
    await expect(sports.scoreboard()).toBeVisible();
    const eventUrl = page.url();
    await sports.watchButton().click();
    await expect(sports.streamPanel().getByRole('heading', { name: 'Log in to watch' })).toBeVisible();
    await expect(sports.streamPanel().getByRole('link', { name: 'Log In' })).toBeVisible();

    await shell.logIn(DEMO.email, DEMO.password);
    await page.goto(eventUrl);
    await expect(sports.scoreboard()).toBeVisible();
    await sports.watchButton().click();
    const frame = sports.streamPanel().locator('iframe');
    await expect(frame).toHaveAttribute('title', /^Match tracker: /);
    await expect(frame).toHaveAttribute('src', /\/streams\/[^/]+\/tracker$/);
    const tracker = page.frameLocator('.stream-player__frame');
    await expect(tracker.getByRole('heading', { name: /^Match tracker: / })).toBeAttached();
    await expect(tracker.locator('.tracker__team')).toHaveCount(2);
    await expect(tracker.locator('svg.tracker__field').or(tracker.locator('.tracker__wait'))).toBeVisible();
  });

  test('the parlay lounge is not found while its flag is off, and shows ready-made parlays when on', async ({ page }) => {
    const sports = new SportsPages(page);
    await page.goto('/parlay-lounge');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

    await page.goto('/dev-tools/feature-flags');
    const toggle = page.getByRole('switch', { name: 'parlayLounge', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    try {
      await sports.goto('/parlay-lounge');
      await expect(sports.heading()).toHaveText('Parlay Lounge');
      const card = sports.main().locator('article.featured-card--parlay').first();
      await expect(card).toBeVisible();
      await expect(card.getByText(/^\$10 pays/)).toBeVisible();
      const add = card.getByRole('button', { name: /^Add \d+ picks?$/ });
      await add.click();
      await expect(card.getByRole('button', { name: /^Remove \d+ picks?$/ })).toBeVisible();
      await expect(sports.sportsMenu().getByRole('link', { name: 'Parlay Lounge' })).toBeVisible();
    } finally {
      await page.goto('/dev-tools/feature-flags');
      await page.getByRole('button', { name: 'Reset parlayLounge' }).click();
    }
  });

  test('home: Browse lists sports and competitions', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.goto('/');
    const browse = sports.shelf('Browse');
    await expect(browse.getByRole('link').first()).toBeVisible();
    await browse.getByRole('link', { name: /^NFL/ }).first().click();
    await expect(page).toHaveURL(/\/competition\/nfl$/);
  });
});
