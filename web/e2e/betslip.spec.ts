import { test, expect, recordToasts, toastsSeen, type Shell } from './fixtures';
import { admin, Betslip, Feed, newBettor, type Game } from './betting';
import type { Page } from '@playwright/test';

/**
 * The betslip journeys against the real server (see docs/product/betslip.md). Every test
 * pushes games of its own through the vendor feed, so only the test moves their prices, and
 * uses a New Jersey account of its own (funded by card over the API); the browser stands in
 * central New Jersey (playwright.config.ts), so the login's location check authorises it.
 */

test.use({ viewport: { width: 1440, height: 1000 } });

async function logIn(shell: Shell, user: { email: string; password: string }) {
  await shell.logIn(user.email, user.password);
  // The login's location check must have authorised the session before a bet can be placed.
  await expect(shell.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
}

/** The account panel's balance (refetched after a placement that returned one). */
async function expectBalance(page: Page, shell: Shell, amount: string) {
  const panel = await shell.openAccountPanel();
  await expect(panel).toContainText(amount, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

async function openGame(page: Page, game: Game) {
  await page.goto(game.path);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(game.home);
}

test('a visitor builds a slip that survives a reload and logging in', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const first = await feed.game('Visa');
  const second = await feed.game('Visb');
  const slip = new Betslip(page);
  const user = await newBettor(request);

  await openGame(page, first);
  await slip.pick(`Moneyline, ${first.home}`);
  await expect(slip.tab('Straight')).toHaveAttribute('aria-selected', 'true');
  await openGame(page, second);
  await slip.pick(`Moneyline, ${second.away}`);
  // The second leg makes a parlay: the tab moves to Parlay.
  await expect(slip.tab('Parlay')).toHaveAttribute('aria-selected', 'true');
  await expect(slip.panel().getByRole('heading', { name: /Betslip\s*2 selections/ })).toBeVisible();
  await expect(slip.tab('Teaser')).toBeVisible();

  await page.reload();
  await expect(slip.panel().getByRole('heading', { name: /Betslip\s*2 selections/ })).toBeVisible();
  await slip.tab('Straight').click();
  const card = slip.card(first.home);
  await slip.betAmount(card).fill('10');
  // -150: $10.00 wins $6.66 (rounded down).
  await expect(slip.toWin(card)).toHaveValue('$6.66');
  const other = slip.card(second.away);
  await slip.toWin(other).fill('13');
  // +130: winning $13.00 takes a $10.00 stake.
  await expect(slip.betAmount(other)).toHaveValue('$10.00');
  await expect(slip.placeButton()).toHaveText('Log In to Bet');
  await slip.placeButton().click();
  await expect(shell.loginHeading()).toBeVisible();
  await shell.fillLogin(user.email, user.password);
  await shell.expectLoggedIn();
  await expect(slip.panel().getByRole('heading', { name: /Betslip\s*2 selections/ })).toBeVisible();
  await slip.tab('Straight').click();
  await expect(slip.card(first.home)).toBeVisible();
  await expect(slip.betAmount(slip.card(first.home))).toHaveValue('$10.00');
});

test('a bettor places two straights and a parlay and sees the new balance', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const first = await feed.game('Strb');
  const second = await feed.game('Strc');
  const user = await newBettor(request, 10_000);
  const slip = new Betslip(page);
  await logIn(shell, user);

  await openGame(page, first);
  await slip.pick(`Moneyline, ${first.away}`);
  await openGame(page, second);
  await slip.pick(`Spread, ${second.home} -3.5`);
  await slip.tab('Straight').click();
  await slip.betAmount(slip.card(first.away)).fill('10');
  await expect(slip.toWin(slip.card(first.away))).toHaveValue('$13.00');
  await slip.betAmount(slip.card(second.home)).fill('11');
  await expect(slip.toWin(slip.card(second.home))).toHaveValue('$10.00');
  await expect(slip.placeButton()).toHaveText(/Place Bet|Bet \$21\.00/);
  await slip.placeFirst();
  await slip.confirmPlaced();
  // $100.00 - $21.00.
  await expectBalance(page, shell, '$79.00');

  await openGame(page, first);
  await slip.pick(`Moneyline, ${first.away}`);
  await openGame(page, second);
  await slip.pick(`Spread, ${second.home} -3.5`);
  await expect(slip.tab('Parlay')).toHaveAttribute('aria-selected', 'true');
  const parlay = slip.card(/^Parlay \(2 picks\)/);
  await slip.betAmount(parlay).fill('5');
  // +130 and -110: 23/10 x 21/11 = 483/110 profit, $5.00 wins $16.95.
  await expect(slip.toWin(parlay)).toHaveValue('$16.95');
  await slip.placeButton().click();
  await slip.confirmPlaced();
  await expectBalance(page, shell, '$74.00');
});

test('a 6-point football teaser and a round robin by 2s and 3s', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const games = [await feed.game('Tea'), await feed.game('Teb'), await feed.game('Tec'), await feed.game('Ted')];
  const user = await newBettor(request, 10_000);
  const slip = new Betslip(page);
  await logIn(shell, user);

  for (const game of games.slice(0, 2)) {
    await openGame(page, game);
    await slip.pick(`Spread, ${game.away} +3.5`);
  }
  await slip.tab('Teaser').click();
  const teaser = slip.card(/^Football Teaser \(2 picks\)/);
  await expect(teaser).toContainText('+9.5');
  await slip.betAmount(teaser).fill('12');
  // Two teams, 6 points: -120, so $12.00 wins $10.00.
  await expect(slip.toWin(teaser)).toHaveValue('$10.00');
  await slip.placeFirst();
  await slip.confirmPlaced();

  for (const game of games) {
    await openGame(page, game);
    const button = page.getByRole('main').getByRole('button', { name: new RegExp(`^Moneyline, ${game.home}`) });
    if ((await button.getAttribute('aria-pressed')) !== 'true') await slip.pick(`Moneyline, ${game.home}`);
  }
  await expect(slip.panel().getByRole('heading', { name: /Betslip\s*4 selections/ })).toBeVisible();
  await slip.tab('Parlay').click();
  const drawer = slip.panel().getByRole('button', { name: /^Round Robin/ });
  await expect(drawer).toHaveAttribute('aria-expanded', 'false');
  await drawer.click();
  const byTwos = slip.card(/^Round Robin By 2's \(6 bets\)/);
  const byThrees = slip.card(/^Round Robin By 3's \(4 bets\)/);
  await slip.betAmount(byTwos).fill('1');
  await slip.betAmount(byThrees).fill('1');
  await expect(byTwos).toContainText('$6.00');
  await expect(byThrees).toContainText('$4.00');
  await slip.placeButton().click();
  await slip.confirmPlaced();
  // $100.00 - $12.00 teaser - $10.00 of round robins.
  await expectBalance(page, shell, '$78.00');
});

test('a price that moves in the slip is shown and accepted before the bet', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const game = await feed.game('Mov');
  const user = await newBettor(request, 5_000);
  const slip = new Betslip(page);
  await logIn(shell, user);
  await openGame(page, game);
  await slip.pick(`Moneyline, ${game.home}`);
  await slip.betAmount(slip.card(game.home)).fill('10');
  await expect(slip.toWin(slip.card(game.home))).toHaveValue('$6.66');

  await feed.price(game, 'ml', 'h', -200);
  const banner = slip.panel().getByRole('alert').filter({ hasText: 'Odds have changed. Please review and accept the changes.' });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await expect(slip.placeButton()).toHaveText(/Accept Changes/);
  await slip.placeButton().click();
  await expect(banner).toBeHidden();
  // -200: $10.00 now wins $5.00.
  await expect(slip.toWin(slip.card(game.home))).toHaveValue('$5.00');
  await expect(slip.placeButton()).toHaveText(/Place Bet|Bet \$10\.00/);
  await slip.placeFirst();
  await slip.confirmPlaced();
});

test('a Bonus Bet, a profit boost and Credits', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const first = await feed.game('Rwa');
  const second = await feed.game('Rwb');
  const third = await feed.game('Rwc');
  const user = await newBettor(request, 5_000);
  admin('award', 'bonus-bet', '--email', user.email, '--amount', '5.00', '--title', 'Welcome Bonus Bet');
  admin('award', 'profit-boost', '--email', user.email, '--percentage', '50', '--max-stake', '25.00', '--title', '50% Profit Boost');
  admin('award', 'credits', '--email', user.email, '--amount', '3.00');
  const slip = new Betslip(page);
  await logIn(shell, user);

  await openGame(page, first);
  await slip.pick(`Moneyline, ${first.away}`);
  const card = slip.card(first.away);
  await slip.chooseReward(card, 'Bonus Bet: Welcome Bonus Bet ($5.00)');
  // A $5.00 Bonus Bet at +130 returns the profit only.
  await expect(slip.betAmount(card)).toHaveValue('$5.00');
  await expect(slip.betAmount(card)).toHaveAttribute('readonly', '');
  await expect(slip.toWin(card)).toHaveValue('$6.50');
  await slip.placeFirst();
  await slip.confirmPlaced();

  await openGame(page, second);
  await slip.pick(`Moneyline, ${second.away}`);
  const boosted = slip.card(second.away);
  await slip.betAmount(boosted).fill('10');
  await slip.chooseReward(boosted, 'Profit Boost: 50% Profit Boost (+50%, max stake $25.00)');
  // +130 on $10.00 is $13.00, boosted by 50% to $19.50.
  await expect(slip.toWin(boosted)).toHaveValue('$19.50');
  await slip.placeButton().click();
  await slip.confirmPlaced();

  await openGame(page, third);
  await slip.pick(`Moneyline, ${third.away}`);
  const credits = slip.card(third.away);
  await slip.chooseReward(credits, 'Credits ($3.00 available)');
  await slip.betAmount(credits).fill('3');
  await slip.placeButton().click();
  await slip.confirmPlaced();
  // Cash paid only the boosted bet: $50.00 - $10.00.
  await expectBalance(page, shell, '$40.00');
});

test('a short balance is topped up with quick deposit from the slip', async ({ page, shell, request }) => {
  const feed = new Feed(request);
  const game = await feed.game('Qdp');
  const user = await newBettor(request, 1_000);
  const slip = new Betslip(page);
  await logIn(shell, user);
  await openGame(page, game);
  await slip.pick(`Moneyline, ${game.home}`);
  await slip.betAmount(slip.card(game.home)).fill('25');
  await slip.placeFirst();
  await expect(slip.placeButton()).toHaveText('Deposit', { timeout: 15_000 });
  await slip.panel().getByRole('button', { name: 'Quick Deposit' }).click();
  const form = slip.panel().getByRole('form', { name: 'Quick deposit' });
  await form.getByLabel('Deposit amount').fill('20');
  await form.getByRole('button', { name: 'Deposit $20.00' }).click();
  await expect(form.getByRole('button', { name: '$20.00 Deposited' })).toBeVisible({ timeout: 30_000 });
  // Back to the slip after 3 s.
  await expect(slip.card(game.home)).toBeVisible({ timeout: 10_000 });
  await expect(slip.placeButton()).toHaveText(/Place Bet|Bet \$25\.00/, { timeout: 15_000 });
  await slip.placeButton().click();
  await slip.confirmPlaced();
  await expectBalance(page, shell, '$5.00');
});

test('a shared link adds its selection with "Adding to Betslip..."', async ({ page, request }) => {
  const feed = new Feed(request);
  const game = await feed.game('Lnk');
  const slip = new Betslip(page);
  // The toast stays 1.1 s: recorded as it shows rather than polled for.
  await recordToasts(page);
  await page.goto(`/?marketSelectionId[0]=${encodeURIComponent(`${game.id}.ml.a`)}&oddsNumerator[0]=13&oddsDenominator[0]=10&utm_source=twitter`);
  await expect.poll(() => toastsSeen(page)).toContain('Adding to Betslip...');
  await expect(slip.card(game.away)).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(/marketSelectionId/);
});
