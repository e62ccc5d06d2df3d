import { test, expect, expectNoSeriousA11yViolations, type Shell } from './fixtures';
import { admin, newBettor } from './betting';
import type { FrameLocator } from '@playwright/test';

/**
 * Casino rewards against the real server (docs/product/casino-rewards.md): a player granted free
 * spins with `sportsbook admin award free-rounds` plays one in the slot, sees the counter drop and
 * the balance not charged; the seeded free-to-play promotion's page launches its game with the
 * day's spins; axe scans both pages.
 */

test.use({ viewport: { width: 1280, height: 1000 } });

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

async function frameBalance(game: FrameLocator): Promise<number> {
  const text = (await game.getByTestId('cg-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
}

test('free spins: offered on the game, played at the operator’s expense, counted down', async ({ page, shell, request }) => {
  const user = await newBettor(request, 20_00);
  const granted = admin('award', 'free-rounds', '--email', user.email, '--game', 'gold-rush-reels', '--rounds', '3', '--stake', '0.20');
  expect(granted).toContain('3 free spins at $0.20');
  await logIn(shell, user);

  await page.goto('/casino/category/play_with_rewards');
  const tiles = page.getByRole('list', { name: 'Games with free rounds' });
  await expect(tiles.getByText('3 free spins', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'play with rewards');
  await tiles.getByRole('link', { name: /^Gold Rush Reels/ }).click();

  await expect(page.getByText('You have 3 free spins at $0.20.')).toBeVisible();
  await page.getByRole('button', { name: 'Play for real' }).click();
  const game = page.frameLocator('iframe[title="Gold Rush Reels"]');
  await expect(game.getByRole('region', { name: 'Your free spins' })).toContainText('3 free spins at $0.20', { timeout: 15_000 });
  const before = await frameBalance(game);
  expect(before).toBe(20_00);
  await game.getByRole('button', { name: 'Free spin (3 left)' }).click();
  await expect(game.getByRole('status').filter({ hasText: /^Free spin\./ })).toContainText('2 free spins left.');
  await expect(game.getByRole('button', { name: 'Free spin (2 left)' })).toBeVisible();
  // Not charged: the balance only grows by the win.
  expect(await frameBalance(game)).toBeGreaterThanOrEqual(before);
  await expectNoSeriousA11yViolations(page, 'game page with free spins');
});

test('the free-to-play page launches its game with the day’s free spins', async ({ page, shell, request }) => {
  const user = await newBettor(request);
  await page.goto('/casino/f2p/daily-free-spins');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Free Spins' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to play' })).toBeVisible();

  await logIn(shell, user);
  await page.goto('/casino/f2p/daily-free-spins');
  await expect(page.getByText('5 of 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'free-to-play card');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const game = page.frameLocator('iframe[title="Gold Rush Reels"]');
  await game.getByRole('button', { name: 'Free spin (5 left)' }).click({ timeout: 15_000 });
  await expect(game.getByRole('status').filter({ hasText: /^Free spin\./ })).toContainText('4 free spins left.');
  // A player without cash played: nothing was charged.
  expect(await frameBalance(game)).toBeGreaterThanOrEqual(0);
  await expect(page.getByText('4 of 5')).toBeVisible({ timeout: 15_000 });
});
