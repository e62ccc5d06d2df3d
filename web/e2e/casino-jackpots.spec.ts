import { test, expect, expectNoSeriousA11yViolations, type Shell } from './fixtures';
import { newBettor } from './betting';
import type { Locator, Page } from '@playwright/test';

/**
 * Progressive jackpots against the real server (docs/product/casino.md, "Jackpots"): the lobby
 * lists the jackpots with their amounts, the jackpot page shows its amount, when it was last won
 * and the games that feed it, and a real-money spin on Gold Rush Reels raises the amount an open
 * jackpot page shows, live. Screenshots at 360 and 1280 px go to `e2e/artifacts/jackpots/`.
 */

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

/** The cents an amount shows ("$10,000.05" -> 1000005). */
async function cents(amount: Locator): Promise<number> {
  const text = (await amount.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

const shots = (name: string) => `e2e/artifacts/jackpots/${name}.png`;

async function screenshots(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 1000 });
    await page.screenshot({ path: shots(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
}

test.use({ viewport: { width: 1280, height: 1000 } });

test('the lobby and the jackpot page show the jackpots, and a real-money spin raises the pool', async ({ page, shell, request, context }) => {
  const user = await newBettor(request, 50_00);
  await logIn(shell, user);

  await page.goto('/casino');
  const cards = page.getByRole('list', { name: 'Jackpots' });
  const mega = cards.getByRole('link', { name: /Gold Rush Mega/ });
  await expect(mega).toContainText(/\$\d{2},\d{3}\.\d{2}/);
  await expect(cards.getByRole('link', { name: /Keno Cash Pot/ })).toBeVisible();
  // The feeding game's tile carries the jackpot's amount.
  await expect(page.getByRole('link', { name: /^Gold Rush Reels, .*feeds Gold Rush Mega/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'lobby with jackpots');
  await screenshots(page, 'lobby');

  await mega.click();
  await expect(page).toHaveURL(/\/casino\/category\/jackpots\/gold-rush-mega$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Rush Mega' })).toBeVisible();
  await expect(page.getByText(/^(Not won yet|Last won \$[\d,.]+ on .+)$/)).toBeVisible();
  const games = page.getByRole('list', { name: 'Gold Rush Mega games' });
  await expect(games.getByRole('link', { name: /^Gold Rush Reels/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'jackpot page');
  await screenshots(page, 'jackpot');

  // The jackpot page stays open in a second tab while the player spins in the first.
  const watcher = await context.newPage();
  await watcher.goto('/casino/category/jackpots/gold-rush-mega');
  const amount = watcher.locator('.jackpot-hero__amount [aria-live="polite"]');
  await expect(amount).toHaveText(/\$[\d,]+\.\d{2}/);
  const before = await cents(amount);

  await games.getByRole('link', { name: /^Gold Rush Reels/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gold Rush Reels' })).toBeVisible();
  await page.getByRole('button', { name: 'Play for real' }).click();
  const game = page.frameLocator('iframe[title="Gold Rush Reels"]');
  await expect(game.getByText('Real money')).toBeVisible({ timeout: 15_000 });
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(game.getByRole('status').filter({ hasText: /You won|No win this time/ })).toBeVisible();

  // $1.00 staked: 1% of it (one cent) went into the pool, pushed to the open page.
  await expect.poll(() => cents(amount), { timeout: 15_000 }).toBeGreaterThan(before);
  await screenshots(watcher, 'jackpot-after-spin');
});

test('an unknown jackpot is not available', async ({ page }) => {
  await page.goto('/casino/category/jackpots/no-such-pot');
  await expect(page.getByRole('heading', { level: 1, name: 'This jackpot is not available.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/casino');
});
