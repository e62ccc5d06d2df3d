import { test, expect, DEMO, SERVERS, serverUrl } from './fixtures';
import { AMERICAN_PRICE, DECIMAL_PRICE, SportsPages } from './sports-pages';

test.describe('sportsbook pages', () => {
  test('home shows featured bets, live games and upcoming games with prices', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.goto('/');
    const live = sports.shelf('Live Now');
    await expect(live).toBeVisible();
    await expect(sports.liveEvents(live).first()).toBeVisible();
    await expect(live.locator('.live-badge').first()).toHaveText('Live');
    await expect(sports.shelf(/^Upcoming /).first()).toBeVisible();
    await expect(sports.main().locator('article.event-card[data-phase="upcoming"]').first()).toBeVisible();
    await sports.expectPricesIn(AMERICAN_PRICE);
    await expect(sports.shelf('Featured Bets')).toBeVisible();
    // Picking a price marks it selected.
    const button = sports.oddsButtons().and(page.locator(':enabled')).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  test('sport and competition pages open from the side menu', async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    const sports = new SportsPages(page);
    await sports.goto('/');
    const menu = sports.sportsMenu();
    await menu.getByRole('link', { name: /^Football/ }).click();
    await expect(page).toHaveURL(/\/sport\/football$/);
    await expect(sports.heading()).toHaveText('Football');
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');
    // The football entry is open on football pages: its competitions are listed.
    await menu.getByRole('link', { name: /^NFL/ }).click();
    await expect(page).toHaveURL(/\/sport\/football\/organization\/usa\/competition\/nfl$/);
    await expect(sports.heading()).toHaveText('NFL');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Football' })).toBeVisible();
    await expect(sports.events().first()).toBeVisible();
    // Into an upcoming event and its market groups (a game late in play may have its game
    // lines closed already).
    await sports.main().locator('article.event-card[data-phase="upcoming"]').first().getByRole('link', { name: /^All \d+ markets/ }).click();
    await expect(page).toHaveURL(/\/event\/[^/]+$/);
    await expect(sports.scoreboard()).toBeVisible();
    const lines = page.getByRole('button', { name: /^Game Lines/ });
    await expect(lines).toHaveAttribute('aria-expanded', 'true');
    const alternates = page.getByRole('button', { name: /^Alternate Lines/ });
    await expect(alternates).toHaveAttribute('aria-expanded', 'false');
    await alternates.focus();
    await page.keyboard.press('Enter');
    await expect(alternates).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('group', { name: /^Alternate (Spread|Total)/ }).first()).toBeVisible();
  });

  test('an unknown event, sport or competition shows the not-found page', async ({ page }) => {
    for (const path of ['/sport/football/organization/usa/competition/nfl/event/no-such-event', '/sport/curling', '/sport/football/organization/usa/competition/xfl']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    }
  });

  test('a visitor’s decimal preference changes every price and survives a reload', async ({ page }) => {
    const sports = new SportsPages(page);
    await sports.goto('/');
    await sports.expectPricesIn(AMERICAN_PRICE);
    await sports.oddsFormat('Decimal').click();
    await sports.expectPricesIn(DECIMAL_PRICE);
    await page.reload();
    await sports.ready();
    await expect(sports.oddsFormat('Decimal')).toBeChecked();
    await sports.expectPricesIn(DECIMAL_PRICE);
    await sports.oddsFormat('American').click();
    await sports.expectPricesIn(AMERICAN_PRICE);
  });

  test('an account holder’s decimal preference is kept on the server', async ({ page, shell, browser, baseURL }) => {
    // Two browsers, two logins and four full sportsbook pages (with the betslip column): on a
    // busy 2-core machine this outgrows the default minute.
    test.slow();
    const sports = new SportsPages(page);
    await shell.logIn(DEMO.email, DEMO.password);
    await page.goto('/account/settings');
    const settings = page.getByRole('radiogroup', { name: 'Odds format' });
    await settings.getByRole('radio', { name: /Decimal/ }).click();
    await expect(settings.getByRole('radio', { name: /Decimal/ })).toBeChecked();
    // Checked at once; stored once the group is no longer busy (a navigation before that
    // would abort the save).
    await expect(settings).not.toHaveAttribute('aria-busy', 'true');
    await sports.goto('/');
    await sports.expectPricesIn(DECIMAL_PRICE);
    await page.reload();
    await sports.ready();
    await sports.expectPricesIn(DECIMAL_PRICE);

    // Another browser (nothing in its storage) shows decimal once the same account logs in.
    const other = await browser.newContext({ baseURL });
    try {
      const otherPage = await other.newPage();
      const otherSports = new SportsPages(otherPage);
      await otherSports.goto('/');
      await otherSports.expectPricesIn(AMERICAN_PRICE);
      await otherPage.goto('/login');
      const form = otherPage.locator('form.auth-form');
      await form.getByLabel('Email').fill(DEMO.email);
      await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
      await form.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(otherPage).not.toHaveURL(/\/login/);
      await otherSports.goto('/');
      await otherSports.expectPricesIn(DECIMAL_PRICE);
    } finally {
      await other.close();
    }

    // Back to American for the other specs that use the demo account.
    await sports.oddsFormat('American').click();
    await sports.expectPricesIn(AMERICAN_PRICE);
    await expect(sports.main().getByRole('radiogroup', { name: 'Odds format' })).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await sports.ready();
    await sports.expectPricesIn(AMERICAN_PRICE);
  });
});

test.describe('live sports', () => {
  test.use({ baseURL: serverUrl(SERVERS.sportsLive) });

  test('an in-play event page shows the score change and an odds change highlight', async ({ page }) => {
    test.setTimeout(180_000);
    const sports = new SportsPages(page);
    const highlight = page.locator('.odds-button .odds[data-trend]').first();
    // Games run at 40x: a game picked near its end may have every market closed or finish
    // first; then the next game with open prices is tried.
    for (let attempt = 0; ; attempt += 1) {
      // Basketball scores move every few possessions; any live game will do when none is on.
      await sports.goto('/live/basketball');
      if ((await sports.liveEvents().count()) === 0) await sports.goto('/live');
      const games = sports.liveEvents();
      await expect(games.first()).toBeVisible();
      const open = games.filter({ has: page.locator('button.odds-button:enabled') });
      const candidates = (await open.count()) > 0 ? open : games;
      const game = candidates.nth(attempt % (await candidates.count()));
      await game.getByRole('link', { name: /^All \d+ markets/ }).click();
      await expect(sports.scoreboard()).toBeVisible();
      const before = await sports.scoreText();
      try {
        await expect(sports.scoreboard().locator('.live-badge')).toBeVisible();
        // A price moves: its button flashes up (green) or down (red) for 2 s.
        await expect(highlight).toBeVisible({ timeout: 25_000 });
        // The score moves.
        await expect.poll(async () => sports.scoreText(), { timeout: 25_000 }).not.toBe(before);
        return;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  });
});
