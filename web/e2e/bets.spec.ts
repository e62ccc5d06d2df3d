import { test, expect, type Shell } from './fixtures';
import { Betslip, Feed, newBettor, type Game } from './betting';
import type { Page } from '@playwright/test';

/**
 * The bet journeys against the real server (see docs/product/settlement-and-cash-out.md): an in-play parlay's cash-out value moves
 * with its game and is cashed out through the in-play delay; games that finish settle their
 * bets by themselves and the history shows them; a shared bet opens a read-only card that
 * adds its picks to another bettor's slip. Games come from the test's own vendor feed.
 */

test.use({ viewport: { width: 1440, height: 1000 }, permissions: ['geolocation', 'clipboard-read', 'clipboard-write'] });

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

async function openGame(page: Page, game: Game) {
  await page.goto(game.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game.home);
}

async function balance(page: Page, shell: Shell, amount: string) {
  const panel = await shell.openAccountPanel();
  await expect(panel).toContainText(amount, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

/** Grades a game's moneyline: home wins (or the away side). */
async function result(feed: Feed, game: Game, homeWins: boolean) {
  await feed.push([
    {
      result: {
        market_id: `${game.id}.ml`,
        results: [
          { selection_id: `${game.id}.ml.h`, result: homeWins ? 'win' : 'loss' },
          { selection_id: `${game.id}.ml.a`, result: homeWins ? 'loss' : 'win' },
        ],
      },
    },
  ]);
}

function card(page: Page, title: string | RegExp) {
  return page.getByRole('article', { name: title });
}

test('an in-play parlay is cashed out as its value moves', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const first = await feed.game('Casha');
  const second = await feed.game('Cashb');
  const user = await newBettor(request, 10_000);
  const slip = new Betslip(page);
  await logIn(shell, user);

  await openGame(page, first);
  await slip.pick(`Moneyline, ${first.away}`);
  await openGame(page, second);
  await slip.pick(`Moneyline, ${second.away}`);
  const parlay = slip.card(/^Parlay \(2 picks\)/);
  await slip.betAmount(parlay).fill('10');
  await slip.placeFirst();
  await slip.confirmPlaced();

  await page.goto('/my-bets');
  const bet = card(page, '2-Leg Parlay');
  // +130 twice: $52.90 potential; fair value 52.90 / 2.3 / 2.3 = $10.00, less 5%: $9.50.
  const cashOut = bet.getByRole('button', { name: /^Cash Out \$9\.50/ });
  await expect(cashOut).toBeVisible();

  // The first game goes in play and the away side takes the lead: its price shortens and
  // the offer rises without a reload.
  await feed.push([
    {
      statistics: {
        event_id: first.id,
        statistics: { live_status: 'in_progress', home_score: 0, away_score: 7, progress: 'Q1', updated_at: new Date().toISOString() },
      },
    },
  ]);
  await feed.price(first, 'ml', 'a', -200);
  // 52.90 / 1.5 / 2.3 = 15.33..., less 5%: $14.56.
  const moved = bet.getByRole('button', { name: /^Cash Out \$14\.56/ });
  await expect(moved).toBeVisible({ timeout: 15_000 });
  await moved.click();
  await bet.getByRole('button', { name: /^Confirm Cash Out \$14\.56/ }).click();
  // In play: the server waits the football delay and values the bet again before paying.
  await expect(shell.toast('Cashed out $14.56')).toBeVisible({ timeout: 30_000 });
  await balance(page, shell, '$104.56');

  await page.getByRole('link', { name: 'Settled' }).click();
  const settled = card(page, '2-Leg Parlay');
  // The outcome badge and the amount it paid.
  await expect(settled.locator('.badge', { hasText: 'Cashed Out' })).toBeVisible();
  await expect(settled.getByRole('definition').filter({ hasText: '$14.56' })).toBeVisible();
});

test('finished games settle bets by themselves and the history shows them', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const game = await feed.game('Setla');
  const user = await newBettor(request, 5_000);
  const slip = new Betslip(page);
  await logIn(shell, user);

  await openGame(page, game);
  await slip.pick(`Moneyline, ${game.home}`);
  await slip.betAmount(slip.card(game.home)).fill('15');
  await slip.placeFirst();
  await slip.confirmPlaced();
  await balance(page, shell, '$35.00');

  await page.goto('/my-bets');
  await expect(card(page, 'Straight')).toBeVisible();
  await result(feed, game, true);
  // The open list empties and the balance updates live: $15.00 at -150 returns $25.00.
  await expect(page.getByText('No open bets')).toBeVisible({ timeout: 15_000 });
  await balance(page, shell, '$60.00');

  await page.goto('/account/history/betting');
  // Totals and the bet's row; the row opens its detail page.
  await expect(page.getByRole('main')).toContainText('Profit');
  await page.getByRole('main').getByRole('link', { name: new RegExp(game.home) }).click();
  const detail = card(page, 'Straight');
  await expect(detail.getByText('Won', { exact: true })).toBeVisible();
  await expect(detail).toContainText('$25.00');
  await expect(detail).toContainText(game.home);

  // On a 360 px phone the settled list and the history fit the screen's width.
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/my-bets/settled', '/account/history/betting']) {
    await page.goto(path);
    await expect(page.getByRole('main').getByText(game.home).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: test.info().outputPath(`${path.replaceAll('/', '_')}-360.png`), fullPage: true });
  }
});

test('a shared bet opens a read-only card that fills another slip', async ({ page, shell, request, browser }) => {
  const feed = new Feed(request);
  const game = await feed.game('Shara');
  const user = await newBettor(request, 5_000);
  const slip = new Betslip(page);
  await logIn(shell, user);

  await openGame(page, game);
  await slip.pick(`Moneyline, ${game.away}`);
  await slip.betAmount(slip.card(game.away)).fill('5');
  await slip.placeFirst();
  await slip.confirmPlaced();

  await page.goto('/my-bets');
  await card(page, 'Straight').getByRole('button', { name: 'Share Straight' }).click();
  await expect(shell.toast('Copied to clipboard')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{10}$/);

  // A visitor opens the link: the short link sends them to the card, with no stake or id.
  const visitor = await browser.newContext({ baseURL: new URL(url).origin, viewport: { width: 1440, height: 1000 } });
  const other = await visitor.newPage();
  await other.goto(new URL(url).pathname);
  await expect(other).toHaveURL(/\/shared_bet\?canonicalUrl=.+&utm_source=copy_link/);
  const shared = other.getByRole('article', { name: 'Straight' });
  await expect(shared).toContainText(game.away);
  await expect(shared).not.toContainText('$5.00');
  await expect(shared).not.toContainText('Bet ID');
  await shared.getByRole('button', { name: 'Add to Betslip' }).click();
  await expect(other.getByRole('region', { name: 'Betslip' }).getByRole('group', { name: game.away })).toBeVisible({ timeout: 15_000 });
  await visitor.close();
});
