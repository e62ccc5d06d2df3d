import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, expectNoSeriousA11yViolations, SERVERS, serverUrl, type Shell } from './fixtures';
import { newBettor, PASSWORD } from './betting';
import type { APIRequestContext } from '@playwright/test';

/**
 * The W-2G journey (see docs/product/casino-taxes.md) on the Riverbend casino: a real-money slot
 * session receives a $3,000 win through the real seamless wallet (a signed debit and credit, as
 * a game provider sends them), the non-dismissable W-2G win modal covers the game page (also after
 * a reload), a government ID, the taxpayer identification number and the home address are given,
 * and the form is listed on /account/taxes (the TIN masked) with its PDF.
 */

const here = dirname(fileURLToPath(import.meta.url));
const RIVERBEND_DATA = join(here, 'artifacts/data/riverbend');

test.use({ baseURL: serverUrl(SERVERS.riverbend), viewport: { width: 1280, height: 900 } });

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

/** The player's newest game session, read with a token of its own. */
async function newestSession(request: APIRequestContext, email: string): Promise<{ sessionId: string; playerId: string }> {
  const token = await request.post('/oauth/token', { form: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'web' } });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { query: 'query { account { id } casinoGameSessions(offset: 0, limit: 1) { items { id } } }' },
  });
  const body = (await res.json()) as { data: { account: { id: string }; casinoGameSessions: { items: { id: string }[] } } };
  return { sessionId: body.data.casinoGameSessions.items[0]!.id, playerId: body.data.account.id };
}

/** One signed call of the built-in provider to the seamless wallet (its secret derives from the server's). */
async function walletCall(request: APIRequestContext, player: { sessionId: string; playerId: string }, transactionId: string, call: Record<string, unknown>) {
  const tokenSecret = readFileSync(join(RIVERBEND_DATA, 'token-secret'), 'utf8').trim();
  const providerSecret = createHmac('sha256', tokenSecret).update('casino-wallet:builtin').digest();
  const body = JSON.stringify({ playerId: player.playerId, sessionId: player.sessionId, transactionId, call, sentAt: new Date().toISOString() });
  const res = await request.post('/casino/wallet/builtin', {
    headers: { 'content-type': 'application/json', 'x-casino-signature': createHmac('sha256', providerSecret).update(body).digest('hex') },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a reportable win asks for an ID, a TIN and an address, then the W-2G form downloads as a PDF', async ({ page, shell, request }) => {
  const user = await newBettor(request, 20_00, SERVERS.riverbend);
  await logIn(shell, user);
  await page.goto('/casino/category/slots/slot');
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Rush Reels' })).toBeVisible();
  await page.getByRole('button', { name: 'Play for real' }).click();
  const game = page.frameLocator('iframe[title="Gold Rush Reels"]');
  await expect(game.getByText('Real money')).toBeVisible({ timeout: 15_000 });

  const player = await newestSession(request, user.email);
  const round = `e2e-w2g-${randomUUID()}`;
  await walletCall(request, player, `${round}:stake`, { type: 'debit', roundId: round, amountCents: 100 });
  await walletCall(request, player, `${round}:win`, { type: 'credit', roundId: round, amountCents: 300_000 });

  // The modal covers the game page after a reload and cannot be dismissed.
  await page.reload();
  const modal = page.getByRole('alertdialog', { name: 'Congratulations on your win' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal).toContainText('You won $3,000.00 on Gold Rush Reels');
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'W-2G win modal');
  const submit = modal.getByRole('button', { name: 'Submit and keep playing' });

  // A file of the wrong type is refused before upload.
  await modal.getByLabel(/ID number/).fill('D123-456-789');
  const file = modal.getByLabel(/Photo or scan of the ID/);
  await file.setInputFiles({ name: 'id.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a'.padEnd(300, '.')) });
  const tin = modal.getByLabel('Social Security number or ITIN');
  await tin.fill('666-81-5094');
  await modal.getByLabel('Street address').fill('1 Boardwalk');
  await modal.getByLabel(/Apartment/).fill('Apt 4');
  await modal.getByLabel('City').fill('Atlantic City');
  await modal.getByLabel('State').selectOption('NJ');
  await modal.getByLabel('ZIP code').fill('08401');
  await submit.click();
  await expect(modal.getByText('Upload a JPEG, PNG or PDF of your ID.')).toBeVisible();

  // The server refuses an SSN the SSA never issues, under the TIN field; the screenshots show the
  // modal with its fields and that error on a phone and on a desktop.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);
  await file.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
  await submit.click();
  await expect(modal.getByText('This is not a valid Social Security number: none starts with 000 or 666.')).toBeVisible();
  await expect(tin).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'W-2G win modal with a field error');
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`w2g-modal-${width}.png`), fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await tin.fill('372-81-5094');
  await submit.click();
  await expect(modal).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Thank you: your details were received and play can continue.')).toBeVisible();

  // The form by year, with the ID's last four only, and its PDF.
  await page.goto('/account/taxes');
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Forms' })).toBeVisible();
  const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: 'America/New_York' }).format(new Date());
  const section = page.getByRole('region', { name: year });
  await expect(section).toContainText(`${year} W-2G (Gold Rush Reels,`);
  await expect(section).toContainText("Driver's license ending 6789");
  await expect(section).toContainText('***-**-5094');
  await expect(section).toContainText('1 Boardwalk, Apt 4, Atlantic City, NJ 08401');
  await expect(section).not.toContainText('372-81');
  await expectNoSeriousA11yViolations(page, 'tax forms');
  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: /^Download .* \(PDF\)$/ }).click()]);
  const path = await download.path();
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
