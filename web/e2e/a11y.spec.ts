import type { Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, recordEarlierLogin, type Shell } from './fixtures';
import { SportsPages } from './sports-pages';

const MODES = ['light', 'dark'] as const;

/** Sets the stored colour mode before the app boots (the index.html script reads it). */
async function useColorMode(page: Page, mode: (typeof MODES)[number]) {
  await page.addInitScript((m) => {
    try {
      localStorage.setItem('color-mode', m);
    } catch {
      // Storage unavailable.
    }
  }, mode);
  await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
}

async function expectMode(page: Page, mode: string) {
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
}

const VISITOR_PAGES: { path: string; ready: (page: Page, shell: Shell) => Promise<void> }[] = [
  { path: '/', ready: async (_page, shell) => shell.expectLoggedOut() },
  { path: '/login', ready: async (_page, shell) => expect(shell.loginHeading()).toBeVisible() },
  {
    path: '/signup',
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
      await expect(page.getByLabel('Region')).toBeVisible();
    },
  },
  { path: '/forgot-password', ready: async (page) => expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible() },
];

for (const mode of MODES) {
  test.describe(`accessibility, ${mode} mode`, () => {
    test.beforeEach(async ({ page }) => useColorMode(page, mode));

    for (const { path, ready } of VISITOR_PAGES) {
      test(`visitor ${path}`, async ({ page, shell }) => {
        await page.goto(path);
        await ready(page, shell);
        await expectMode(page, mode);
        await expectNoSeriousA11yViolations(page, `${path} (${mode})`);
      });
    }

    // The sports home is scanned as the visitor's `/` above.
    test('sportsbook pages: live, competition, event', async ({ page }) => {
      // Three full axe scans of the largest pages: on a busy 2-core machine each takes seconds.
      test.slow();
      const sports = new SportsPages(page);
      for (const path of ['/live', '/sport/football/organization/usa/competition/nfl']) {
        await sports.goto(path);
        await expectMode(page, mode);
        await expectNoSeriousA11yViolations(page, `${path} (${mode})`);
      }
      await sports.events().first().getByRole('link', { name: /^All \d+ markets/ }).click();
      await sports.ready();
      await expect(sports.scoreboard()).toBeVisible();
      const alternates = page.getByRole('button', { name: /^Alternate Lines/ });
      if ((await alternates.count()) > 0) await alternates.click();
      // Scanned from the top: mid-scroll the fixed header lies over whichever odds button is
      // under it, which axe's target-size rule reports as an obscured target.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoSeriousA11yViolations(page, `event page (${mode})`);
    });

    test('logged-in home with the account panel, summary and security settings', async ({ page, shell, request }) => {
      // Five full axe scans of pages with the betslip column: on a busy 2-core machine each takes seconds.
      test.slow();
      await recordEarlierLogin(request);
      // Location checks have their own spec (this one scans the "Location Services Disabled"
      // toast too); a granted position ends the welcome toast's hover early.
      await page.context().clearPermissions();
      // The welcome toast is part of the shell: scan it (hovering pauses its timer), then let it go.
      const welcome = await shell.catchToast('Welcome Back, Alex!', () => shell.logIn());
      await expectMode(page, mode);
      await expectNoSeriousA11yViolations(page, `logged-in home with the welcome toast (${mode})`);
      await page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: 'Welcome Back, Alex!' }).getByRole('button', { name: 'Dismiss notification' }).click();
      await expect(welcome).toBeHidden();

      const panel = await shell.openAccountPanel();
      await expect(shell.playableBalance(panel)).toHaveText('$1,000.00');
      await expectNoSeriousA11yViolations(page, `home with account panel (${mode})`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();

      await page.goto('/account/summary');
      await shell.expectLoggedIn();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/account/summary (${mode})`);

      await page.goto('/account/settings');
      await shell.expectLoggedIn();
      await expect(page.getByRole('radiogroup', { name: 'Odds format' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/account/settings (${mode})`);

      await page.goto('/account/settings/security');
      await shell.expectLoggedIn();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `/account/settings/security (${mode})`);
    });
  });
}
