import { test, expect, DEMO, DEMO2, recordEarlierLogin, uniqueEmail } from './fixtures';

test.describe('sign up, log in, session and logout', () => {
  test('sign up a new user: logged in, welcome toast, onboarding offers, empty wallet', async ({ page, shell }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    const form = page.locator('form.auth-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill('Strong-pass-2024!x');
    await form.getByLabel('First name').fill('Casey');
    await form.getByLabel('Last name').fill('Rivers');
    await form.getByLabel('Date of birth').fill('1988-04-12');
    await form.getByLabel('Region').selectOption('US-NJ');
    await shell.catchToast('Welcome, Casey!', () => form.getByRole('button', { name: 'Sign Up', exact: true }).click());

    // The sign-up is the first login: its onboarding offers (see promotions.spec.ts).
    await expect(page).toHaveURL(/\/welcome-promo$/);
    await shell.expectLoggedIn();

    const panel = await shell.openAccountPanel();
    await expect(panel.getByText('Casey Rivers', { exact: true })).toBeVisible();
    await expect(panel.getByText(email, { exact: true })).toBeVisible();
    await expect(shell.playableBalance(panel)).toHaveText('$0.00');
  });

  test('log in as the demo user, reload keeps the session, logout asks first', async ({ page, shell, request }) => {
    await recordEarlierLogin(request);
    // Seen while the login finishes (it lasts 5 s; the a11y spec holds it to scan it).
    const welcome = expect(shell.toast(`Welcome Back, ${DEMO.firstName}!`)).toBeVisible({ timeout: 30_000 });
    await shell.logIn();
    await welcome;
    await expect(page).toHaveURL(/\/$/);

    let panel = await shell.openAccountPanel();
    await expect(panel.getByText(`${DEMO.firstName} ${DEMO.lastName}`, { exact: true })).toBeVisible();
    await expect(panel.getByText(DEMO.email, { exact: true })).toBeVisible();
    await expect(shell.playableBalance(panel)).toHaveText('$1,000.00');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    // Reload: still logged in, no login page.
    await page.reload();
    await shell.expectLoggedIn();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(shell.loginHeading()).toHaveCount(0);

    // Logout through the account panel: Cancel keeps the session.
    panel = await shell.openAccountPanel();
    await expect(shell.playableBalance(panel)).toHaveText('$1,000.00');
    await panel.getByRole('button', { name: 'Log Out', exact: true }).click();
    const dialog = shell.logoutDialog();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);
    await expect(shell.playableBalance(panel)).toHaveText('$1,000.00');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await shell.expectLoggedIn();

    // Log Out for real: the login page with the help line.
    panel = await shell.openAccountPanel();
    await panel.getByRole('button', { name: 'Log Out', exact: true }).click();
    await shell.logoutDialog().getByRole('button', { name: 'Log Out', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(shell.loginHeading()).toBeVisible();
    await expect(page.getByRole('link', { name: '1-800-GAMBLER' }).first()).toBeVisible();
    await shell.expectLoggedOut();

    // The session is gone for good: a reload stays logged out.
    await page.reload();
    await expect(shell.loginHeading()).toBeVisible();
    await shell.expectLoggedOut();
  });

  test('a wrong password shows the error and stays on the login page', async ({ page, shell }) => {
    await page.goto('/login');
    await shell.fillLogin(DEMO2.email, 'Wrong-password-9');
    const form = page.locator('form.auth-form');
    await expect(form.getByRole('alert')).toHaveText('The email or password you entered is incorrect. Too many failed attempts lock the account; reset your password to unlock it.');
    await expect(page).toHaveURL(/\/login/);
    await shell.expectLoggedOut();
  });

  test('forgot password: texts, validation, email sent', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

    const send = page.getByRole('button', { name: 'Send Reset Email' });
    const email = page.getByLabel('Email');
    await expect(send).toBeDisabled();
    await email.fill('not-an-email');
    await expect(page.getByText('Please enter a valid email')).toBeVisible();
    await expect(send).toBeDisabled();
    await email.fill(DEMO.email);
    await expect(page.getByText('Please enter a valid email')).toBeHidden();
    await expect(send).toBeEnabled();
    await send.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Email sent' })).toBeVisible();
    await expect(page.getByText(DEMO.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send email again' })).toBeVisible();
  });
});
