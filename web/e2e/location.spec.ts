import { test, expect, recordToasts, toastsSeen, uniqueEmail, type Shell } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Location verification against the real server (see
 * docs/product/responsible-gaming-and-location.md).
 * Each test signs up its own New Jersey account so positions set here never meet another
 * test's (the server flags a position that jumps faster than travel allows).
 *
 * Positions: New Brunswick NJ (operating, the account's region), Dover DE (not an operating
 * state: OUT_OF_BOUNDARY) and Albany NY. New York IS an operating state in
 * crates/domain/src/region.rs, so a New Jersey account placed there is "in a different valid
 * region" (USER_IN_DIFFERENT_VALID_REGION), which logs out with the reason location-changed,
 * not the outside-area modal one might expect for New York.
 */

const NEW_JERSEY = { latitude: 40.4862, longitude: -74.4518, accuracy: 20 };
const DELAWARE = { latitude: 39.1582, longitude: -75.5244, accuracy: 20 };
const NEW_YORK = { latitude: 42.6526, longitude: -73.7562, accuracy: 20 };
const PASSWORD = 'Strong-pass-2024!x';

/** A new account in US-NJ, created over the API (the next login is the UI's). */
async function signUpNewJersey(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('geo');
  const res = await request.post('/api/accounts', {
    data: { email, password: PASSWORD, first_name: 'Robin', last_name: 'Hale', date_of_birth: '1985-03-09', region: 'US-NJ' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

/** Page object for the dev-tools location-check page. */
class LocationCheck {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/dev-tools/location-check');
    await expect(this.page.getByRole('heading', { level: 2, name: 'Location check' })).toBeVisible();
  }

  state() {
    return this.page.getByTestId('location-state');
  }

  authorized() {
    return this.page.getByTestId('location-authorized');
  }

  region() {
    return this.page.getByTestId('location-region');
  }

  source() {
    return this.page.getByTestId('location-source');
  }

  trigger() {
    return this.page.getByTestId('location-trigger');
  }

  checkNow() {
    return this.page.getByRole('button', { name: 'Check location now' });
  }
}

/** Logs in through the UI and waits until the location check has shown "Verifying Location...". */
async function logInAndWatchVerification(page: Page, shell: Shell, email: string) {
  await recordToasts(page);
  await shell.logIn(email, PASSWORD);
  await expect.poll(() => toastsSeen(page), { timeout: 30_000 }).toContain('Verifying Location...');
}

test.describe('location verification', () => {
  test.describe('in New Jersey', () => {
    test.use({ geolocation: NEW_JERSEY, permissions: ['geolocation'] });

    test('after login the browser position in NJ is verified: authorised for US-NJ', async ({ page, shell, request }) => {
      const email = await signUpNewJersey(request);
      await logInAndWatchVerification(page, shell, email);
      await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
      await expect(shell.toast('Location Error Detected')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const check = new LocationCheck(page);
      await check.goto();
      await expect(check.state()).toHaveText('success');
      await expect(check.authorized()).toHaveText('yes');
      await expect(check.region()).toHaveText('US-NJ');
      await expect(check.source()).toContainText('Browser location');
    });

    test('a fixed coordinate chosen on the dev-tools page: NJ verifies, Delaware opens the outside-area modal', async ({ page, shell, request }) => {
      const email = await signUpNewJersey(request);
      await logInAndWatchVerification(page, shell, email);
      const check = new LocationCheck(page);
      await check.goto();
      await expect(check.state()).toHaveText('success');

      await page.getByRole('button', { name: 'New Jersey (New Brunswick)' }).click();
      await expect(check.source()).toContainText('Fixed coordinate: New Jersey (New Brunswick)');
      await check.checkNow().click();
      await expect(check.trigger()).toHaveText('manual_check');
      await expect(check.state()).toHaveText('success');
      await expect(check.region()).toHaveText('US-NJ');

      // The map is drawn from the Census boundaries and credits them.
      await expect(page.getByRole('img', { name: /Map of the US states/ })).toBeVisible();
      await expect(page.getByText('Boundaries: US Census Bureau (us-atlas).', { exact: false })).toBeVisible();

      // Back to the browser's position for the rest of the session.
      await page.getByRole('button', { name: 'Use browser location' }).click();
      await expect(check.source()).toContainText('Browser location');
    });
  });

  test.describe('in Delaware (not an operating state)', () => {
    test.use({ geolocation: DELAWARE, permissions: ['geolocation'] });

    test('the outside-area modal shows and the authorisation is refused', async ({ page, shell, request }) => {
      const email = await signUpNewJersey(request);
      await logInAndWatchVerification(page, shell, email);
      const modal = page.getByRole('dialog', { name: "You're outside our operating area" });
      await expect(modal).toBeVisible({ timeout: 30_000 });
      await expect(modal).toContainText('You can still browse markets and deposit funds, but you must be physically located in an operating area to wager.');

      // "Check Location" checks again (still in Delaware: the same answer).
      await modal.getByRole('button', { name: 'Check Location' }).click();
      await expect(page.getByRole('dialog', { name: "You're outside our operating area" })).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The reload re-checks (app_launch) and the modal comes back over the page, so the
      // page's facts are read by test id rather than through the accessibility tree.
      const check = new LocationCheck(page);
      await page.goto('/dev-tools/location-check');
      await expect(check.trigger()).toHaveText('app_launch');
      await expect(check.state()).toHaveText('error');
      await expect(check.authorized()).toHaveText('no');
      await expect(page.locator('table[aria-label="Last location errors"]')).toContainText('OUT_OF_BOUNDARY');
    });
  });

  test.describe('in New York (an operating state other than the account region)', () => {
    test.use({ geolocation: NEW_YORK, permissions: ['geolocation'] });

    test('a New Jersey account in New York is logged out with the location-changed reason', async ({ page, shell, request }) => {
      const email = await signUpNewJersey(request);
      await page.goto('/login');
      await expect(shell.loginHeading()).toBeVisible();
      await shell.fillLogin(email, PASSWORD);
      await expect(page).toHaveURL(/\/login\?reason=location-changed/, { timeout: 30_000 });
      await expect(page.getByText('Your location changed', { exact: true })).toBeVisible();
      await shell.expectLoggedOut();
    });
  });

  test.describe('with the geolocation permission switched off', () => {
    // No grant (the suite grants it by default): Chromium under automation refuses the
    // request at once, as when a person has blocked location for the site.
    test.use({ permissions: [] });

    test('the "Location Services Disabled" toast, whose "More information" explains how to turn it on', async ({ page, context, shell, request }) => {
      await context.clearPermissions();
      const email = await signUpNewJersey(request);
      await shell.catchToast('Location Services Disabled', () => shell.logIn(email, PASSWORD));
      const notice = page.getByRole('alert').filter({ hasText: 'Location Services Disabled' });
      await expect(notice).toContainText('Allow location access for this site to place bets.');
      await notice.getByRole('button', { name: 'More information' }).click();
      const help = page.getByRole('dialog', { name: 'Turn on location services' });
      await expect(help).toBeVisible();
      await expect(help).toContainText('Find Location and choose Allow.');
    });
  });
});
