import { expect, test } from './fixtures';

/**
 * Feature-flag overrides in dev-tools change the UI (see docs/product/platform-services.md): turning `debugMenu` on for
 * this session makes the floating debug menu appear; resetting the override removes it.
 * Overrides are per session, so this runs on the shared halftime server.
 */
test('a debugMenu override in dev-tools shows the debug menu, and reset hides it', async ({ page, shell }) => {
  await shell.gotoHome();
  const debugButton = page.getByRole('button', { name: 'Debug menu' });
  await expect(debugButton).toHaveCount(0);

  await page.goto('/dev-tools/feature-flags');
  await expect(page.getByRole('heading', { level: 2, name: 'Feature flags' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'debugMenu', exact: true });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  // `search` is on by default.
  await expect(page.getByRole('switch', { name: 'search', exact: true })).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('.dt-flag', { hasText: 'debugMenu' }).getByText('overridden')).toBeVisible();
  await expect(debugButton).toBeVisible();

  // The menu links to every dev-tools page.
  await debugButton.click();
  await page.getByRole('menuitem', { name: 'Toasts' }).click();
  await expect(page).toHaveURL(/\/dev-tools\/toasts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Toasts' })).toBeVisible();

  // The override lives on the server: a reload keeps it.
  await page.reload();
  await expect(debugButton).toBeVisible();

  await page.goto('/dev-tools/feature-flags');
  await page.getByRole('button', { name: 'Reset debugMenu' }).click();
  await expect(page.getByRole('switch', { name: 'debugMenu', exact: true })).toHaveAttribute('aria-checked', 'false');
  await expect(debugButton).toHaveCount(0);
});

test('dev-tools pages: sub-navigation, toasts and the component catalogue in each brand and mode', async ({ page }) => {
  await page.goto('/dev-tools');
  const nav = page.getByRole('navigation', { name: 'Dev-tools' });
  for (const label of ['Feature flags', 'Analytics', 'Error reports', 'Component catalogue', 'Maintenance mode', 'Toasts', 'Waiting room']) {
    await expect(nav.getByRole('link', { name: label })).toBeVisible();
  }

  await nav.getByRole('link', { name: 'Toasts' }).click();
  await page.getByRole('button', { name: 'Fire danger toast, Until dismissed' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Danger toast')).toBeVisible();

  await nav.getByRole('link', { name: 'Component catalogue' }).click();
  const preview = page.getByTestId('catalogue-preview');
  await expect(preview.getByRole('button', { name: 'primary', exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Riverbend Casino' }).click();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(preview).toHaveAttribute('data-brand', 'riverbend');
  await expect(preview).toHaveAttribute('data-color-mode', 'dark');
  const background = await preview.evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.getByRole('radio', { name: 'Light' }).click();
  await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(background);

  await nav.getByRole('link', { name: 'Error reports' }).click();
  await page.getByRole('button', { name: 'Send a test report' }).click();
  const local = page.getByRole('list', { name: 'Reported errors' });
  await expect(local).toContainText('[email]');
  await expect(local).toContainText('[card]');
  await expect(local).not.toContainText('alex.morgan@example.com');
});
