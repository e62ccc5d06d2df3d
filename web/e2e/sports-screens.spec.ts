import { test } from './fixtures';
import { SportsPages } from './sports-pages';

/**
 * Screenshots of the sportsbook pages at phone, tablet, laptop and wide widths in both colour
 * modes, for looking at (web/e2e/artifacts/screenshots/sports). Not part of the default run:
 * `E2E_SCREENSHOTS=1 npx playwright test e2e/sports-screens.spec.ts`.
 */
const WIDTHS = [360, 768, 1280, 1600] as const;
const MODES = ['light', 'dark'] as const;

test.describe('sportsbook screenshots', () => {
  test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take them');

  for (const mode of MODES) {
    test(`every page in ${mode} mode`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.addInitScript((m) => localStorage.setItem('color-mode', m), mode);
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      const sports = new SportsPages(page);
      await sports.goto('/sport/football/organization/usa/competition/nfl');
      const eventPath = new URL(await sports.events().first().getByRole('link', { name: /^All \d+ markets/ }).getAttribute('href') ?? '/', 'http://x').pathname;
      await sports.goto('/live');
      const livePath = new URL(await sports.events().first().getByRole('link', { name: /^All \d+ markets/ }).getAttribute('href') ?? '/', 'http://x').pathname;
      const pages = {
        home: '/',
        live: '/live',
        sport: '/sport/soccer',
        competition: '/sport/football/organization/usa/competition/nfl',
        event: eventPath,
        'live-event': livePath,
      };
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of Object.entries(pages)) {
          await sports.goto(path);
          if (name.endsWith('event')) await page.getByRole('button', { name: /^Alternate Lines/ }).click();
          await page.evaluate(async () => {
            window.scrollTo(0, 0);
            (document.activeElement as HTMLElement | null)?.blur();
            await document.fonts.ready;
          });
          await page.screenshot({ path: `e2e/artifacts/screenshots/sports/${name}-${width}-${mode}.png`, fullPage: true });
        }
      }
    });
  }
});
