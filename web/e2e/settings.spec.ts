import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations } from './fixtures';
import { newBettor } from './betting';
import { AMERICAN_PRICE, DECIMAL_PRICE, SportsPages } from './sports-pages';

/** The support chat the halftime e2e server is configured with (playwright.config.ts). */
const SUPPORT_CHAT_URL = 'https://chat.halftime.example/support';

/**
 * The email-preferences link of the newest email to `to` (the reset email also carries the
 * reset link, whose token is another one).
 */
async function emailPreferencesLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: { body: string }[] };
        link = messages[0]?.body.match(/https?:\/\/\S+\/email-preferences\?token=\S+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** Waits until a settings switch or group is no longer saving. */
async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main button[role="switch"][disabled], main input[disabled][type="radio"]')).toHaveCount(0);
}

test.describe('settings', () => {
  test('odds format, auto-accept, content and notifications are kept with the account', async ({ page, shell, request }) => {
    // A login, the sportsbook home twice and four settings pages with their axe scans.
    test.slow();
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);
    const sports = new SportsPages(page);
    await sports.goto('/');
    await sports.expectPricesIn(AMERICAN_PRICE);

    await page.goto('/account/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const odds = page.getByRole('radiogroup', { name: 'Odds format' });
    await odds.getByRole('radio', { name: /Decimal/ }).click();
    await expect(odds).not.toHaveAttribute('aria-busy', 'true');
    const higher = page.getByRole('radio', { name: /Accept higher odds/ });
    await expect(page.getByRole('radio', { name: /Ask me every time/ })).toBeChecked();
    // Checked once the server has stored it (the page shows what is stored).
    await higher.click();
    await expect(higher).toBeChecked();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '/account/settings');
    await page.reload();
    await expect(page.getByRole('radio', { name: /Accept higher odds/ })).toBeChecked();
    await expect(page.getByRole('radiogroup', { name: 'Odds format' }).getByRole('radio', { name: /Decimal/ })).toBeChecked();

    // The prices change with the stored format.
    await sports.goto('/');
    await sports.expectPricesIn(DECIMAL_PRICE);

    await page.goto('/account/settings/content');
    const movement = page.getByRole('switch', { name: 'Show price movement' });
    await expect(movement).toBeChecked();
    await shell.catchToast('Content settings saved', () => movement.click());
    await expect(movement).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, '/account/settings/content');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Show price movement' })).not.toBeChecked();

    await page.goto('/account/settings/notifications');
    const promotions = page.getByRole('switch', { name: 'Offers and promotions' });
    await expect(promotions).toBeChecked();
    await promotions.click();
    await expect(promotions).not.toBeChecked();
    await settled(page);
    await expectNoSeriousA11yViolations(page, '/account/settings/notifications');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Offers and promotions' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Product news' })).toBeChecked();
  });

  test('a password change asks for the current password, logs out, and the new one logs in', async ({ page, shell, request }) => {
    const bettor = await newBettor(request);
    const fresh = 'A-new-passphrase-2026';
    await shell.logIn(bettor.email, bettor.password);
    await page.goto('/account/settings/security');
    await expectNoSeriousA11yViolations(page, '/account/settings/security');
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Update your password' })).toBeVisible();
    const form = page.locator('form.auth-form');
    await form.getByLabel('Current password').fill('not-my-password-1');
    await form.getByLabel('New password', { exact: true }).fill(fresh);
    await form.getByLabel('Confirm new password').fill(fresh);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible();

    await form.getByLabel('Current password').fill(bettor.password);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await expect(page).toHaveURL(/\/login\?.*reason=password-changed/);
    await expect(page.getByText('Your password was changed and every device was logged out. Log in with your new password.')).toBeVisible();
    await shell.expectLoggedOut();

    const old = await request.post('/oauth/token', { form: { grant_type: 'password', username: bettor.email, password: bettor.password, client_id: 'web' } });
    expect(old.status()).toBe(400);
    await shell.fillLogin(bettor.email, fresh);
    await shell.expectLoggedIn();
  });

  test('the link in an account email opens the email preferences without a login', async ({ page, shell, request }) => {
    const bettor = await newBettor(request);
    const asked = await request.post('/api/password_reset_requests', { data: { email: bettor.email, client_id: 'web' } });
    expect(asked.status()).toBe(201);
    const link = await emailPreferencesLink(request, bettor.email);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Email preferences' })).toBeVisible();
    await expect(page.getByText(`${bettor.email.slice(0, 1)}***@example.com`)).toBeVisible();
    const news = page.getByRole('switch', { name: 'Product news' });
    await expect(news).toBeChecked();
    await shell.catchToast('Email preferences saved', () => news.click());
    await expect(news).not.toBeChecked();
    await expectNoSeriousA11yViolations(page, '/email-preferences');

    // A forged link changes nothing and says what to do.
    await page.goto(link.replace(/.(?=$)/, (c) => (c === '0' ? '1' : '0')));
    await expect(page.getByText('This email preferences link is not valid. Log in to change your email preferences.')).toBeVisible();

    // The account holder sees the same choice once logged in.
    await shell.logIn(bettor.email, bettor.password);
    await page.goto('/account/settings/notifications');
    await expect(page.getByRole('switch', { name: 'Product news' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Offers and promotions' })).toBeChecked();
  });

  test('help and the account summary name support; live chat opens the brand’s channel', async ({ page, shell, request }) => {
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);
    await page.goto('/account/help');
    const chat = page.getByRole('link', { name: /Live Chat/ });
    await expect(chat).toHaveAttribute('href', SUPPORT_CHAT_URL);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('help-account-reference')).toContainText(bettor.email);
    await expectNoSeriousA11yViolations(page, '/account/help');
    await page.goto('/account/summary');
    await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
    await expect(page.getByText(bettor.email)).toBeVisible();
  });
});
