import { test, expect, expectNoSeriousA11yViolations, SERVERS, serverUrl, uniqueEmail } from './fixtures';
import { Feed, newBettor } from './betting';

/**
 * Account linking through the built-in sandbox partner (docs/product/account-linking.md):
 * Halftime links end to end (the partner's login page, the callback, the linked-accounts list)
 * and unlinks; a brand without linking has no entry.
 */
test.describe('account linking', () => {
  test('a Halftime bettor links through the partner login, sees the link and unlinks', async ({ page, shell, request }, testInfo) => {
    test.slow();
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);

    // The account summary invites to link; dismissing it is kept on the server.
    await page.goto('/account/summary');
    const prompt = page.getByRole('region', { name: 'Link your Halftime Media account' });
    await expect(prompt).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/account/summary with the link prompt');
    await prompt.getByRole('button', { name: 'Dismiss the link invitation' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Link your Halftime Media account' })).toBeHidden();

    // The account menu leads to the linked accounts.
    const panel = await shell.openAccountPanel();
    await panel.getByRole('link', { name: 'Linked Accounts' }).click();
    await expect(page).toHaveURL(/\/account\/linked-accounts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Linked Accounts' })).toBeVisible();
    const entry = page.locator('.linked-item');
    await expect(entry.getByText('Not linked')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/account/linked-accounts');
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-unlinked.png', fullPage: true });

    // The partner's own login page (a sandbox account is made on first use).
    await entry.getByRole('button', { name: 'Link account' }).click();
    await expect(page).toHaveURL(/\/partner-sandbox\/authorize\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Halftime Media login' })).toBeVisible();
    const verifier = await page.evaluate(() => localStorage.getItem('sb.link.code-verifier') ?? '');
    expect(verifier.length).toBeGreaterThanOrEqual(43);
    await expectNoSeriousA11yViolations(page, 'the sandbox partner login');
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-partner-login.png' });
    await page.getByLabel('Email').fill(uniqueEmail('partner'));
    await page.getByLabel('Password').fill('partner-pass-1');
    await page.getByRole('button', { name: 'Log in and link' }).click();

    const done = page.getByRole('dialog', { name: 'Account successfully linked!' });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'the link callback, linked');
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-success.png' });
    await testInfo.attach('linking-success.png', { path: 'e2e/artifacts/screenshots/linking-success.png', contentType: 'image/png' });
    await done.getByRole('button', { name: 'Continue' }).click();

    // Back where the flow started, linked.
    await expect(page).toHaveURL(/\/account\/linked-accounts$/);
    await expect(entry.getByText('Linked', { exact: true })).toBeVisible();
    await expect(entry.getByText(/Linked since/)).toBeVisible();
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-linked.png', fullPage: true });

    // Unlinking asks first.
    await entry.getByRole('button', { name: 'Unlink' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Unlink Halftime Media?' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the unlink confirmation');
    await confirm.getByRole('button', { name: 'Unlink' }).click();
    await expect(confirm).toBeHidden();
    await expect(entry.getByText('Not linked')).toBeVisible();
    await page.reload();
    await expect(page.locator('.linked-item').getByText('Not linked')).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-unlinked-360.png', fullPage: true });
  });

  test('a deep link from a game keeps its gamecast link and returns to the game after linking', async ({ page, shell, request }) => {
    test.slow();
    const game = await new Feed(request).game('Gamecast');
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);

    await page.goto(`/account/linked-accounts?gamecastLink=${encodeURIComponent(game.path)}`);
    await expect(page.getByText('Once your account is linked, you will go back to the game you came from.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/account/linked-accounts from a game');
    await page.locator('.linked-item').getByRole('button', { name: 'Link account' }).click();
    await expect(page).toHaveURL(/\/partner-sandbox\/authorize\?/);
    // The gamecast link waits in the browser while the bettor is at the partner.
    expect(await page.evaluate(() => localStorage.getItem('sb.link.gamecast-link'))).toBe(game.path);
    await page.getByLabel('Email').fill(uniqueEmail('gamecast'));
    await page.getByLabel('Password').fill('partner-pass-1');
    await page.getByRole('button', { name: 'Log in and link' }).click();

    const done = page.getByRole('dialog', { name: 'Account successfully linked!' });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await done.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL((url) => url.pathname === game.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(game.home);
    expect(await page.evaluate(() => localStorage.getItem('sb.link.gamecast-link'))).toBeNull();

    // A link to another site is not kept: the page offers no return to it.
    await page.goto(`/account/linked-accounts?gamecastLink=${encodeURIComponent('https://evil.example/game')}`);
    await expect(page.locator('.linked-item').getByText('Linked', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the game' })).toHaveCount(0);
  });

  test('a tampered callback shows the error and offers a retry', async ({ page, shell, request }) => {
    const bettor = await newBettor(request);
    await shell.logIn(bettor.email, bettor.password);
    await page.goto('/account/linked-accounts');
    await page.evaluate(() => {
      localStorage.setItem('sb.link.state', 's'.repeat(32));
      localStorage.setItem('sb.link.code-verifier', 'v'.repeat(64));
      localStorage.setItem('sb.link.start-url', '/account/linked-accounts');
    });
    await page.goto(`/account_linking/callback?code=forged&state=${'t'.repeat(32)}`);
    const error = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(error).toBeVisible();
    await expect(error.getByText(/State received by the server does not match local entropy/)).toBeVisible();
    await expect(error.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the link callback, failed');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: 'e2e/artifacts/screenshots/linking-error-360.png' });
    await error.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(page).toHaveURL(/\/account\/linked-accounts$/);
  });

  test.describe('a brand without linking', () => {
    test.use({ baseURL: serverUrl(SERVERS.scorecard) });

    test('has no entry, and its callback goes home', async ({ page, shell, request }) => {
      const bettor = await newBettor(request);
      await shell.logIn(bettor.email, bettor.password);
      const panel = await shell.openAccountPanel();
      await expect(panel.getByRole('link', { name: 'Account Summary' })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Linked Accounts' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await page.goto('/account/summary');
      await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
      await expect(page.getByRole('region', { name: /Link your/ })).toHaveCount(0);
      await page.goto('/account_linking/callback?code=x&state=y');
      await expect(page).toHaveURL(`${serverUrl(SERVERS.scorecard)}/`);
    });
  });
});
