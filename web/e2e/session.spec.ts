import { test, expect, DEMO, SERVERS, serverUrl } from './fixtures';

/** The login page's inactivity banner (src/features/auth/logout-messages.ts). */
const INACTIVITY = {
  title: 'Logged out for inactivity',
  body: 'We logged you out because you were inactive for a while. Please log in again to continue.',
};

// The short-token server issues access tokens that live 35 s, so the app must refresh them.
test.describe('session lifetime', () => {
  test.use({ baseURL: serverUrl(SERVERS.shortTokens) });

  test('short-lived access tokens are refreshed without logging out', async ({ page, shell }) => {
    test.setTimeout(90_000);
    await shell.logIn();
    const refresh = await page.waitForRequest(
      (req) =>
        req.method() === 'POST' &&
        new URL(req.url()).pathname === '/oauth/token' &&
        (req.postData() ?? '').includes('grant_type=refresh_token'),
      { timeout: 60_000 },
    );
    const response = await refresh.response();
    expect(response?.status()).toBe(200);

    // Still logged in, and a GraphQL account query made with the new token returns data.
    await shell.expectLoggedIn();
    await expect(page).not.toHaveURL(/\/login/);
    // (A persisted-query miss answers PERSISTED_QUERY_NOT_FOUND first; wait for the data.)
    const accountResponse = page.waitForResponse(async (res) => {
      if (new URL(res.url()).pathname !== '/graphql') return false;
      if (!`${res.url()} ${res.request().postData() ?? ''}`.includes('AccountSummary')) return false;
      const body = (await res.json().catch(() => null)) as { data?: { account?: { email?: string } | null } } | null;
      return Boolean(body?.data?.account);
    });
    await page.goto('/account/summary');
    await shell.expectLoggedIn();
    const body = (await (await accountResponse).json()) as { data: { account: { email: string } }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data.account.email).toBe(DEMO.email);
    const panel = await shell.openAccountPanel();
    await expect(shell.playableBalance(panel)).toHaveText('$1,000.00');
  });

  test('inactivity logs out with the inactivity message', async ({ page, shell }) => {
    await page.clock.install();
    await shell.logIn(DEMO.email, DEMO.password);
    await page.clock.fastForward('31:00');
    await expect(page).toHaveURL(/\/login\?reason=inactivity/);
    const banner = page.locator('[data-reason="inactivity"]');
    await expect(banner).toContainText(INACTIVITY.title);
    await expect(banner).toContainText(INACTIVITY.body);
    await shell.expectLoggedOut();
  });
});
