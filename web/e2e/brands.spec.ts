import { test, expect, SERVERS, serverUrl } from './fixtures';

const BRANDS = [
  { code: 'halftime', name: 'Halftime Sportsbook', port: SERVERS.halftime, columns: ['Betting', 'Company', 'Products'] },
  { code: 'scorecard', name: 'Scorecard Bet', port: SERVERS.scorecard, columns: ['Betting', 'Company', 'Products'] },
  { code: 'riverbend', name: 'Riverbend Casino', port: SERVERS.riverbend, columns: ['Casino', 'Company', 'Partner'] },
  { code: 'silvermesa', name: 'Silver Mesa Casino', port: SERVERS.silvermesa, columns: ['Casino', 'Company', 'Partner'] },
] as const;

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const brand of BRANDS) {
  test.describe(`${brand.name} shell`, () => {
    test.use({ baseURL: serverUrl(brand.port) });

    for (const viewport of VIEWPORTS) {
      test(`renders header and footer at ${viewport.width}x${viewport.height}`, async ({ page, shell }, testInfo) => {
        await page.setViewportSize(viewport);
        await shell.gotoHome();
        await expect(page).toHaveTitle(brand.name);
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand.code);

        await expect(shell.logo(brand.name)).toBeVisible();
        await expect(shell.headerLogIn()).toBeVisible();
        await expect(shell.headerSignUp()).toBeVisible();
        await expect(shell.headerLogIn()).toHaveAttribute('href', '/login');
        await expect(shell.headerSignUp()).toHaveAttribute('href', '/signup');

        const footer = shell.footer();
        for (const column of brand.columns) {
          const heading = footer.getByRole('heading', { level: 2, name: column, exact: true });
          await expect(heading).toBeVisible();
          await expect(footer.getByRole('region', { name: column, exact: true }).getByRole('link')).toHaveCount(3);
        }
        const legal = footer.getByRole('navigation', { name: 'Legal' });
        for (const link of ['Privacy Policy', 'Terms of Use', 'Accessibility Policies']) {
          await expect(legal.getByRole('link', { name: link })).toBeVisible();
        }

        // Fonts and images settle before the screenshot.
        await page.evaluate(() => document.fonts.ready);
        const file = `${brand.code}-${viewport.width}.png`;
        await page.screenshot({ path: `e2e/artifacts/screenshots/${file}`, fullPage: true });
        await testInfo.attach(file, { path: `e2e/artifacts/screenshots/${file}`, contentType: 'image/png' });
      });
    }

    test('dark mode toggles data-color-mode and survives a reload', async ({ page, shell }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await shell.gotoHome();
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-color-mode', 'light');
      await shell.header().getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(html).toHaveAttribute('data-color-mode', 'dark');
      await page.reload();
      await expect(html).toHaveAttribute('data-color-mode', 'dark');
      await expect(shell.header().getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
      await shell.header().getByRole('button', { name: 'Switch to light mode' }).click();
      await expect(html).toHaveAttribute('data-color-mode', 'light');
      await page.reload();
      await expect(html).toHaveAttribute('data-color-mode', 'light');
    });
  });
}
