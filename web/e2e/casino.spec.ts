import { test, expect, expectNoSeriousA11yViolations, SERVERS, serverUrl, type Shell } from './fixtures';
import { newBettor } from './betting';
import type { FrameLocator, Page } from '@playwright/test';

/**
 * The casino journeys against the real server (see docs/product/casino.md): real-money rounds of
 * the built-in slot, roulette and blackjack move the account's balance at once and show in the
 * casino history, on a sportsbook brand (through the sports/casino toggle) and on a standalone
 * casino; and visitors play for fun. Each test uses a New Jersey account of its own, funded by card.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  // Real money needs the location the login's check authorises.
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

/** The frame's balance in cents, as its header shows it. */
async function frameBalance(game: FrameLocator): Promise<number> {
  const text = (await game.getByTestId('cg-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Opens a game page from the lobby and launches it for real money; answers the game's frame. */
async function playForReal(page: Page, tile: string): Promise<FrameLocator> {
  await page.getByRole('link', { name: new RegExp(`^${tile}`) }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: tile })).toBeVisible();
  await page.getByRole('button', { name: 'Play for real' }).click();
  await expect(page.getByTitle(tile)).toBeVisible();
  const game = page.frameLocator(`iframe[title="${tile}"]`);
  await expect(game.getByText('Real money')).toBeVisible({ timeout: 15_000 });
  return game;
}

/** The page's balance above the frame follows the frame's after every round. */
async function expectPageBalance(page: Page, tile: string, cents: number) {
  await expect(page.getByRole('region', { name: `${tile} game` })).toContainText(dollars(cents), { timeout: 15_000 });
}

async function spinSlot(page: Page, scan = false): Promise<number> {
  const game = await playForReal(page, 'Gold Rush Reels');
  const before = await frameBalance(game);
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(game.getByRole('status').filter({ hasText: /You won|No win this time/ })).toBeVisible();
  // The game page with the game in its frame (axe scans the frame too).
  if (scan) await expectNoSeriousA11yViolations(page, 'game page with the slot');
  const after = await frameBalance(game);
  expect(after).not.toBe(NaN);
  // $1.00 staked; the win (if any) is paid in the same round.
  expect(after - before + 100).toBeGreaterThanOrEqual(0);
  await expectPageBalance(page, 'Gold Rush Reels', after);
  return after;
}

async function spinRoulette(page: Page): Promise<number> {
  const game = await playForReal(page, 'European Roulette');
  const before = await frameBalance(game);
  await game.getByRole('button', { name: /^Red/ }).click();
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(game.getByRole('status').filter({ hasText: /You won|No win this time/ })).toBeVisible();
  const after = await frameBalance(game);
  // The $1.00 chip on red loses it or wins it back doubled.
  expect([before - 100, before + 100]).toContain(after);
  await expectPageBalance(page, 'European Roulette', after);
  return after;
}

async function playBlackjackHand(page: Page): Promise<number> {
  const game = await playForReal(page, 'Classic Blackjack');
  await game.getByRole('button', { name: 'Deal', exact: true }).click();
  const moves = game.getByRole('group', { name: 'Your move' });
  const again = game.getByRole('button', { name: 'Deal again' });
  // Decline insurance and stand until the hand is over. A move's buttons are disabled while it
  // is sent and leave when the hand ends, so each turn waits for a control it can use.
  const decline = moves.getByRole('button', { name: 'No insurance' });
  const stand = moves.getByRole('button', { name: 'Stand' });
  for (let i = 0; i < 8; i += 1) {
    await expect(decline.or(stand).or(again).first()).toBeEnabled();
    if (await again.isVisible()) break;
    if (await decline.isVisible()) await decline.click();
    else await stand.click();
  }
  await expect(again).toBeVisible();
  const after = await frameBalance(game);
  await expectPageBalance(page, 'Classic Blackjack', after);
  return after;
}

async function expectHistory(page: Page, shell: Shell, games: string[], balance: number, scan = false) {
  await page.goto('/account/history/casino');
  const sessions = page.getByRole('list', { name: 'Casino sessions' });
  for (const name of games) await expect(sessions).toContainText(name);
  if (scan) await expectNoSeriousA11yViolations(page, 'casino history');
  const panel = await shell.openAccountPanel();
  await expect(panel).toContainText(dollars(balance), { timeout: 15_000 });
  await page.keyboard.press('Escape');
}

test('on a sportsbook brand the toggle opens the casino: a slot, a roulette spin and a blackjack hand for real money', async ({ page, shell, request }) => {
  const user = await newBettor(request, 50_00);
  await logIn(shell, user);
  await page.getByTestId('side-nav').getByRole('link', { name: 'Casino', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Casino Lobby' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Slots' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'casino lobby');
  await spinSlot(page, true);
  await page.goto('/casino');
  await spinRoulette(page);
  await page.goto('/casino');
  const balance = await playBlackjackHand(page);
  await expectHistory(page, shell, ['Gold Rush Reels', 'European Roulette', 'Classic Blackjack'], balance, true);
});

test.describe('a standalone casino', () => {
  test.use({ baseURL: serverUrl(SERVERS.riverbend) });

  test('opens on the lobby and plays for real money', async ({ page, shell, request }) => {
    const user = await newBettor(request, 20_00, SERVERS.riverbend);
    await logIn(shell, user);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Slots' })).toBeVisible();
    const balance = await spinSlot(page);
    await expectHistory(page, shell, ['Gold Rush Reels'], balance);
  });

  test('a visitor plays for fun without an account', async ({ page }) => {
    await page.goto('/casino/category/instant-win/keno');
    await page.getByRole('button', { name: 'Play for fun' }).click();
    const game = page.frameLocator('iframe[title="Keno 80"]');
    await expect(game.getByText('Demo', { exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await frameBalance(game)).toBe(1_000_00);
    await game.getByRole('button', { name: 'Quick pick' }).click();
    await game.getByRole('button', { name: 'Play', exact: true }).click();
    await expect(game.getByRole('status').filter({ hasText: /You won|No win this time/ })).toBeVisible();
  });
});
