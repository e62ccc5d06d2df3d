import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, DEMO, Shell, serverUrl } from './fixtures';

/**
 * Server-wide platform switches (see docs/product/platform-services.md), on their own server (port 18106, see
 * playwright.config.ts) so no other spec sees maintenance, a waiting room or a published
 * dialog. The tests share that server and run one after the other.
 */
const PLATFORM = serverUrl(18106);
test.use({ baseURL: PLATFORM });
test.describe.configure({ mode: 'serial' });

async function setMaintenance(request: APIRequestContext, active: boolean, content?: Record<string, unknown>) {
  const res = await request.post(`${PLATFORM}/api/dev/maintenance`, { data: content ? { active, content } : { active } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Runs `action` and waits until the page has the published custom dialogs from a request the
 * action started, with dialog `id` among them, and has rendered what follows from them: from
 * then on the dialog is either open or stays closed (the host decides as soon as the list is
 * in), so its absence can be asserted without waiting out a window.
 */
async function dialogsSettled(page: Page, id: string, action: () => Promise<unknown>) {
  const answered = page.waitForResponse(async (res) => {
    if (new URL(res.url()).pathname !== '/graphql') return false;
    if (!`${res.url()} ${res.request().postData() ?? ''}`.includes('CustomDialogs')) return false;
    const body = (await res.json().catch(() => null)) as { data?: { customDialogs?: { id: string }[] } } | null;
    return (body?.data?.customDialogs ?? []).some((d) => d.id === id);
  });
  await action();
  await answered;
  // Two animation frames: the answer has gone through Apollo into React and its effects ran.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

async function setMaxSessions(request: APIRequestContext, maxSessions: number) {
  const res = await request.post(`${PLATFORM}/api/dev/waiting-room`, { data: { maxSessions } });
  expect(res.ok(), await res.text()).toBe(true);
}

test('maintenance on shows the maintenance screen and logs out; off brings the app back by itself', async ({ page, shell, request }) => {
  await shell.logIn();
  await page.goto('/dev-tools/maintenance-mode');
  await page.getByLabel('Title').fill('Scheduled upgrade');
  await page.getByLabel('More info link').fill('https://status.example.com');
  await page.getByLabel('Refresh interval (seconds)').fill('2');
  try {
    await page.getByRole('button', { name: 'Turn maintenance on' }).click();

    // The next API call answers 503 + x-maintenance-mode: the screen replaces the app.
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled upgrade' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Check back soon!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More info' })).toHaveAttribute('href', 'https://status.example.com/');
    await expect(shell.header()).toHaveCount(0);
    // Logged out: the stored session is gone.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sb.auth') ?? '{}')?.state?.refreshToken ?? null)).toBeNull();
  } finally {
    await setMaintenance(request, false);
  }

  // The screen polls GET /api/maintenance every 2 s and reloads startup when it is over.
  await expect(page.getByRole('heading', { name: 'Scheduled upgrade' })).toHaveCount(0, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/login\?reason=maintenance/);
  await shell.expectLoggedOut();
});

test('maintenance reached by a visitor: default copy, then back without a reload', async ({ page, shell, request }) => {
  await shell.gotoHome();
  await setMaintenance(request, true, { refreshIntervalSeconds: 2 });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: "We're working on a few things" })).toBeVisible();
    await expect(page.getByText('Check back soon!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'More info' })).toHaveCount(0);
    await expect(page.locator('svg.maintenance__image')).toHaveAttribute('width', '188');
  } finally {
    await setMaintenance(request, false);
  }
  await expect(shell.header()).toBeVisible({ timeout: 15_000 });
  await shell.expectLoggedOut();
});

test('waiting room: over the limit a visitor waits in the modal and gets in when a seat frees', async ({ browser, request }) => {
  await setMaxSessions(request, 1);
  const first = await browser.newContext({ baseURL: PLATFORM });
  const second = await browser.newContext({ baseURL: PLATFORM });
  let keepAlive = true;
  try {
    // The first visitor takes the only seat.
    const a = await first.newPage();
    await new Shell(a).gotoHome();
    const ticketA = await a.evaluate(() => sessionStorage.getItem('sb.admission-ticket'));
    expect(ticketA).toBeTruthy();
    // ...and stays active (idle tickets lose their seat after 3 s on this server).
    const touch = (async () => {
      while (keepAlive) {
        await first.request.get('/i/regions', { headers: { 'x-admission-ticket': ticketA ?? '' } }).catch(() => undefined);
        await new Promise((r) => setTimeout(r, 500));
      }
    })();

    const b = await second.newPage();
    await b.goto('/');
    const modal = b.getByRole('dialog', { name: "You're in the waiting room" });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal).toContainText('your place in line');
    await expect(modal).toContainText('Checking again in');
    // Not dismissable.
    await b.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    // The first visitor leaves (closes the tab, so none of its page's own requests keep the
    // seat either): after 3 idle seconds the seat frees and the next retry gets in.
    keepAlive = false;
    await touch;
    await a.close();
    await expect(modal).toHaveCount(0, { timeout: 20_000 });
    await new Shell(b).expectLoggedOut();
    expect(await b.evaluate(() => sessionStorage.getItem('sb.admission-ticket'))).toBeTruthy();
  } finally {
    keepAlive = false;
    await setMaxSessions(request, 0);
    await first.close();
    await second.close();
  }
});

test('a custom dialog published for on_login shows once after login and never again after closing', async ({ page, shell, request }) => {
  const id = `e2e-welcome-${Date.now().toString(36)}`;
  const res = await request.post(`${PLATFORM}/api/dev/custom-dialogs`, {
    data: {
      id,
      title: 'New season, new markets',
      body: 'Futures for every league are live.',
      dismissible: true,
      triggers: [{ type: 'on_login' }],
      buttons: [
        { label: 'Got it', type: 'dismiss', style: 'primary' },
        { label: 'Read more', type: 'external_link', url: 'https://example.com/season', style: 'link' },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  // Not before login.
  const dialog = page.getByRole('dialog', { name: 'New season, new markets' });
  await dialogsSettled(page, id, () => shell.gotoHome());
  await expect(dialog).toHaveCount(0);

  await page.goto('/login');
  await shell.fillLogin(DEMO.email, DEMO.password);
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('Futures for every league are live.');
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expect(dialog).toHaveCount(0);
  await shell.expectLoggedIn();

  // Log out and in again: it stays closed. The login reads the dialogs again; once they are in,
  // the dialog would open at once if it were going to.
  const panel = await shell.openAccountPanel();
  await panel.getByRole('button', { name: 'Log Out' }).click();
  await shell.logoutDialog().getByRole('button', { name: 'Log Out' }).click();
  await page.waitForURL(/\/login/);
  await dialogsSettled(page, id, async () => {
    await shell.fillLogin(DEMO.email, DEMO.password);
    await shell.expectLoggedIn();
  });
  await expect(dialog).toHaveCount(0);
  // A reload resumes the session, which opens the on_login window again.
  await dialogsSettled(page, id, async () => {
    await page.reload();
    await shell.expectLoggedIn();
  });
  await expect(dialog).toHaveCount(0);
});
