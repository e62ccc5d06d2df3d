import { test, expect, expectNoSeriousA11yViolations, uniqueEmail, type Shell } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/**
 * Responsible gaming against the real server (see
 * docs/product/responsible-gaming-and-location.md).
 * Each test signs up its own New Jersey account: limits and exclusions stay with the account,
 * and an excluded account can never log in again on that server.
 */

const PASSWORD = 'Strong-pass-2024!x';
const RG = '/account/responsible-gaming';

/** A new account in US-NJ, created over the API (the next login is the UI's). */
async function signUp(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/accounts', {
    data: { email, password: PASSWORD, first_name: 'Casey', last_name: 'Rivers', date_of_birth: '1984-06-12', region: 'US-NJ' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

/** Page object for a money limit page (limits/{type}/{period}). */
class LimitPage {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  async goto(path = `${RG}/limits/deposit/daily`, title = /Daily Deposit Limit/i) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  card(): Locator {
    return this.page.getByRole('article', { name: 'Your limit' });
  }

  form(): Locator {
    return this.page.getByRole('form', { name: /^Set / });
  }

  /** Types `dollars` into the amount and saves, waiting for the success toast. */
  async save(dollars: string) {
    const input = this.form().getByLabel(/limit amount/i);
    await input.fill(dollars);
    const title = 'Deposit limit saved successfully!';
    await this.shell.catchToast(title, () => this.form().getByRole('button', { name: 'Save limit' }).click());
    // Held by the hover: dismiss it so the next save's toast is the only one.
    const toast = this.page.getByRole('region', { name: 'Notifications' }).getByRole('status').filter({ hasText: title });
    await toast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(toast).toHaveCount(0);
  }
}

test.describe('responsible gaming', () => {
  test('a daily deposit limit: set, lowered at once, raised shows pending, canceled, in the history', async ({ page, shell, request }) => {
    test.setTimeout(120_000);
    const email = await signUp(request, 'rg-limit');
    await shell.logIn(email, PASSWORD);
    const limits = new LimitPage(page, shell);
    await limits.goto();
    await expect(limits.card()).toContainText('No limit set');
    await expectNoSeriousA11yViolations(page, 'daily deposit limit');

    // A new limit applies at once.
    await limits.save('500');
    await expect(limits.card()).toContainText('$500.00 per day');
    await expect(limits.card()).toContainText('Active');

    // Lowering applies at once.
    await limits.save('300');
    await expect(limits.card()).toContainText('$300.00 per day');
    await expect(limits.card()).not.toContainText('Pending');

    // Raising waits: the old limit stays active, the new one shows as pending with its date.
    await limits.save('800');
    await expect(limits.card()).toContainText('Increase pending');
    await expect(limits.card()).toContainText('$800.00');
    await expect(limits.card()).toContainText('$300.00 per day');
    await expect(limits.card().getByText(/Can take effect/)).toBeVisible();
    await expect(limits.card().getByRole('button', { name: 'Confirm change' })).toHaveCount(0);

    // The overview shows the same, with the pending change.
    await page.goto(RG);
    const deposits = page.getByRole('region', { name: 'Deposit limits' });
    await expect(deposits.getByRole('article', { name: 'Daily Deposit Limit' })).toContainText('Increase pending');
    await expectNoSeriousA11yViolations(page, 'responsible gaming overview');

    // Cancel the pending increase.
    await limits.goto();
    await shell.catchToast('Limit change canceled successfully!', () => limits.card().getByRole('button', { name: 'Cancel change' }).click());
    await expect(limits.card()).not.toContainText('Increase pending');
    await expect(limits.card()).toContainText('$300.00 per day');

    // A limit below $1.00 never reaches the server.
    await limits.form().getByLabel(/limit amount/i).fill('0.5');
    await limits.form().getByRole('button', { name: 'Save limit' }).click();
    await expect(limits.form().getByText('Enter an amount of at least $1.00.')).toBeVisible();

    // The history lists each change, newest first.
    await page.goto(`${RG}/limit-history`);
    const history = page.getByRole('list', { name: 'Limit changes' });
    await expect(history.getByText('Change canceled')).toBeVisible();
    await expect(history.getByText('Increase requested')).toBeVisible();
    await expect(history.getByText('Limit decreased')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'limit history');
  });

  test('self-exclusion logs out at once and the next login is refused with the end date', async ({ page, shell, request }) => {
    const email = await signUp(request, 'rg-selfex');
    await shell.logIn(email, PASSWORD);
    await page.goto(`${RG}/self-exclusion`);
    await expect(page.getByRole('heading', { level: 1, name: 'Self-Exclusion' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'self-exclusion');
    await page.getByRole('radio', { name: '1 year' }).check();
    await page.getByRole('button', { name: 'Self-exclude' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Self-exclude for 1 year?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Self-exclude' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type EXCLUDE to confirm').fill('EXCLUDE');
    await confirm.click();

    await expect(page).toHaveURL(/\/login\?reason=self-exclusion/);
    await expect(page.getByRole('status').filter({ hasText: 'Self-exclusion confirmed' })).toBeVisible();
    await shell.expectLoggedOut();

    await shell.fillLogin(email, PASSWORD);
    await expect(page.getByText(/You are self-excluded until/)).toBeVisible();
    await shell.expectLoggedOut();
  });

  test('a cool-off logs out at once and the next login names its end', async ({ page, shell, request }) => {
    const email = await signUp(request, 'rg-cooloff');
    await shell.logIn(email, PASSWORD);
    await page.goto(`${RG}/cool-off`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cool-Off' })).toBeVisible();
    // A New Jersey account is offered 72 hours.
    await page.getByRole('radio', { name: '72 hours' }).check();
    await page.getByRole('button', { name: 'Start cool-off' }).click();
    await page.getByRole('alertdialog', { name: 'Start a cool-off for 72 hours?' }).getByRole('button', { name: 'Start cool-off' }).click();

    await expect(page).toHaveURL(/\/login\?reason=cool-off/);
    await expect(page.getByRole('status').filter({ hasText: 'Cool-off period started' })).toBeVisible();

    await shell.fillLogin(email, PASSWORD);
    await expect(page.getByText(/Your cool-off period ends on/)).toBeVisible();
    await shell.expectLoggedOut();
  });

  test('unknown responsible-gaming paths show the not-found page', async ({ page, shell, request }) => {
    const email = await signUp(request, 'rg-404');
    await shell.logIn(email, PASSWORD);
    await page.goto(`${RG}/limits/deposit/yearly`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
