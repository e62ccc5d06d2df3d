import type { APIRequestContext, Page } from '@playwright/test';
import { Betslip, Feed } from './betting';
import { test, expect, expectNoSeriousA11yViolations, recordEarlierLogin, serverUrl, SERVERS, uniqueEmail } from './fixtures';

/**
 * Promotions against the real seeded server (see docs/product/promotions.md): a new halftime
 * account lands on /welcome-promo after signing up, claims one of the two pick-one offers,
 * deposits from the confirmation (the deposit page names the offer) and gets the $25.00
 * Welcome Bonus Bet; the promotions page lists the seed's offers by section (the other
 * pick-one offer closed) and each opens its page; the bonus bet stakes a pre-match bet, which
 * the award history and the bet history show. A first deposit with WELCOME100 grants a bonus
 * bet, which the account panel's Rewards strip and the award-details pages show.
 */

const PASSWORD = 'Strong-pass-2024!x';

async function signUpInBrowser(page: Page, email: string) {
  await page.goto('/signup');
  const form = page.locator('form.auth-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('First name').fill('Casey');
  await form.getByLabel('Last name').fill('Rivers');
  await form.getByLabel('Date of birth').fill('1988-04-12');
  await form.getByLabel('Region').selectOption('US-NJ');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/**
 * Fills the open card deposit form with whole dollars `amount` and promo `code` (empty for none),
 * pays in the payments frame with the sandbox's approved card, and waits for the receipt.
 */
async function depositByCard(page: Page, amount: string, code: string) {
  const form = page.getByRole('form', { name: 'Credit or Debit Card deposit' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Promo code').fill(code);
  await form.getByLabel('Promo code').blur();
  const newMethod = form.getByRole('radio', { name: /^Use a new/ });
  if (await newMethod.count()) await newMethod.check();
  await form.getByRole('button', { name: /^Deposit \$/ }).click();
  const frame = page.frameLocator('iframe[title$="deposit"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Casey Rivers');
  await frame.getByRole('button', { name: `Pay $${amount}.00` }).click();
  await expect(page.getByText('Amount deposited')).toBeVisible({ timeout: 30_000 });
}

/** A new account in US-NJ, created over the API (the next login is the UI's). */
async function signUpOverApi(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await request.post('/api/accounts', {
    data: { email, password: PASSWORD, first_name: 'Casey', last_name: 'Rivers', date_of_birth: '1984-06-12', region: 'US-NJ' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

test.describe('promotions', () => {
  test('sign up → /welcome-promo → claim an offer → deposit → its Bonus Bet → promotions page → promotion page → a bet with the Bonus Bet', async ({ page, shell, request }) => {
    // The one journey of a new bettor from sign-up to a placed bet: more steps than most tests.
    test.slow();
    const feed = new Feed(request);
    const game = await feed.game('Wlc');
    await signUpInBrowser(page, uniqueEmail('promo'));
    await expect(page).toHaveURL(/\/welcome-promo$/);
    await shell.expectLoggedIn();

    const offers = page.getByRole('list', { name: 'Offers' });
    const boost = offers.getByRole('button', { name: 'Select Bet $5, Get $25 in Bonus Bets' });
    const spins = offers.getByRole('button', { name: 'Select Deposit $10, Get 50 Free Spins' });
    await expect(boost).toBeVisible({ timeout: 30_000 });
    await expect(spins).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'welcome-promo pick-one');
    const claim = page.getByRole('button', { name: 'Claim', exact: true });
    await expect(claim).toBeDisabled();

    // See Details opens the promotion modal.
    await offers.getByRole('button', { name: 'See Details: Bet $5, Get $25 in Bonus Bets' }).click();
    const modal = page.getByRole('dialog', { name: 'Bet $5, Get $25 in Bonus Bets' });
    await expect(modal.getByText(/^Ends: /)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await boost.click();
    await expect(boost).toHaveAttribute('aria-pressed', 'true');
    await claim.click();

    // The confirmation screen: the claimed offer, Deposit and Skip for now.
    await expect(page.getByRole('link', { name: 'Skip for now' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute('href', '/account/wallet/deposit?from=welcome-promo&promotion=welcome-offer');
    await expect(page.getByRole('listitem').filter({ hasText: 'Bet $5, Get $25 in Bonus Bets' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'welcome-promo confirmation');

    // A reload still shows the confirmation; its Deposit tells the deposit page where the bettor comes from.
    await page.reload();
    await expect(page).toHaveURL(/\/welcome-promo$/);
    await page.getByRole('link', { name: 'Deposit', exact: true }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/account\/wallet\/deposit\?from=welcome-promo&promotion=welcome-offer$/);
    const offerBanner = page.getByRole('region', { name: 'Bet $5, Get $25 in Bonus Bets' });
    await expect(offerBanner).toContainText('Deposit $5 or more and get a $25.00 Bonus Bet for the sportsbook.');
    await expectNoSeriousA11yViolations(page, 'deposit page with the welcome offer');

    // A first deposit of $10 by card (no promo code): the offer awards its Bonus Bet.
    await page.getByRole('list', { name: /methods$/ }).getByRole('button', { name: 'Credit or Debit Card', exact: true }).click();
    await expect(offerBanner).toBeVisible();
    await depositByCard(page, '10', '');

    // The award arrives after the deposit completes: the Rewards strip's Bonus Bets hold $25.00.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(async () => {
      await page.goto('/');
      const panel = await shell.openAccountPanel();
      await expect(panel.getByRole('list', { name: 'Your rewards' }).getByRole('link', { name: /Bonus Bets/ })).toContainText('$25.00', { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.goto('/account/award-details/free-bets');
    await expect(page.getByRole('listitem', { name: 'Welcome Bonus Bet' })).toContainText('$25.00');
    await page.goto('/');

    // The promotions page: the side navigation's Promos, sections by type.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promos' }).first().click();
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Welcome Offers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Deposit Offers' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Sportsbook' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'promotions page');

    // The other pick-one offer is closed to the account: the page lists only the claimed one.
    const welcomeOffers = page.getByRole('region', { name: 'Welcome Offers' }).getByRole('listitem');
    await expect(welcomeOffers.filter({ hasText: 'Bet $5, Get $25 in Bonus Bets' })).toHaveCount(1);
    await expect(welcomeOffers.filter({ hasText: 'Deposit $10, Get 50 Free Spins' })).toHaveCount(0);

    // An opt-in from the page: the parlay boost.
    const sportsbook = page.getByRole('region', { name: 'Sportsbook' });
    const boostTile = sportsbook.getByRole('listitem').filter({ hasText: /boost/i }).first();
    await expect(boostTile.getByText('OPT-IN REQUIRED')).toBeVisible();
    const toast = shell.toast(/^You have opted in to /);
    await boostTile.getByRole('button', { name: 'Opt In' }).click();
    await expect(toast).toBeVisible();
    await expect(boostTile.getByText('OPTED IN')).toBeVisible();

    // The promotion page of a code offer.
    await page.getByRole('region', { name: 'Deposit Offers' }).getByRole('link').filter({ hasText: /\$100/ }).first().click();
    await expect(page).toHaveURL(/\/promotion\/[^/]+$/);
    await expect(page.getByText('WELCOME100', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'promotion page');

    // The closed offer's own page says why there is no Opt In.
    await page.goto('/promotion/welcome-casino-spins');
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit $10, Get 50 Free Spins' })).toBeVisible();
    await expect(page.getByText('You chose another welcome offer.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opt In' })).toHaveCount(0);

    // The claimed offer's page (by its slug) and its call to action.
    await page.goto('/promotion/welcome-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Bet $5, Get $25 in Bonus Bets' })).toBeVisible();
    await expect(page.getByText('OPTED IN', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Deposit Now' }).click();
    await expect(page).toHaveURL(/\/account\/wallet\/deposit$/);

    // The Bonus Bet stakes a pre-match bet: $25.00 at +130 returns the profit only.
    const slip = new Betslip(page);
    await page.goto(game.path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(game.home);
    await slip.pick(`Moneyline, ${game.away}`);
    const card = slip.card(game.away);
    await slip.chooseReward(card, 'Bonus Bet: Welcome Bonus Bet ($25.00)');
    await expect(slip.betAmount(card)).toHaveValue('$25.00');
    await expect(slip.toWin(card)).toHaveValue('$32.50');
    await slip.placeFirst();
    await slip.confirmPlaced();

    // The award history lists the Bonus Bet; the bet history shows the bet it staked.
    await page.goto('/account/award-details/history');
    await expect(page.getByRole('heading', { level: 2, name: 'Award History' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Bet $5, Get $25 in Bonus Bets' })).toContainText('$25.00 Bonus Bet');
    await page.goto('/account/history/betting');
    await page.getByRole('main').getByRole('link', { name: new RegExp(game.away) }).click();
    const bet = page.getByRole('article').filter({ hasText: game.away }).first();
    await expect(bet.getByText('Bonus Bet', { exact: true }).first()).toBeVisible();
    await expect(bet).toContainText('$25.00');

    // An unknown promotion.
    await page.goto('/promotion/no-such-offer');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion not found' })).toBeVisible();
  });

  test('a returning login goes from /welcome-promo to the deposit page', async ({ page, shell, request }) => {
    const email = await signUpOverApi(request, 'promo-back');
    // A login before this one: the next is not a first login.
    await recordEarlierLogin(request, { email, password: PASSWORD });
    await shell.logIn(email, PASSWORD);
    await page.goto('/welcome-promo');
    await expect(page).toHaveURL(/\/account\/wallet\/deposit$/);
  });

  test('a WELCOME100 first deposit: the Rewards strip and the award details show the bonus bet', async ({ page, shell, request }) => {
    const email = await signUpOverApi(request, 'promo-award');
    await shell.logIn(email, PASSWORD);

    // Before any award: the Rewards strip's empty state.
    let panel = await shell.openAccountPanel();
    await expect(panel.getByText(/No rewards yet/)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/account/wallet/deposit');
    await page.getByRole('list', { name: /methods$/ }).getByRole('button', { name: 'Credit or Debit Card', exact: true }).click();
    await depositByCard(page, '20', 'WELCOME100');

    // The award arrives after the deposit completes: the strip shows Bonus Bets.
    await expect(async () => {
      await page.goto('/');
      panel = await shell.openAccountPanel();
      await expect(panel.getByRole('list', { name: 'Your rewards' }).getByRole('link', { name: /Bonus Bets/ })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await expect(panel.getByRole('button', { name: 'Next rewards' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'account panel rewards');
    await panel.getByRole('link', { name: 'See All' }).click();

    await expect(page).toHaveURL(/\/account\/award-details\/free-bets$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Bonus Bets' })).toBeVisible();
    const award = page.getByRole('listitem').filter({ hasText: '$20.00' }).first();
    await expect(award).toBeVisible();
    await expect(award.getByRole('link', { name: /^Use / })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'award details');

    // History lists the award; an alias answers its section; an unknown one is not found.
    await page.getByRole('navigation', { name: 'Reward sections' }).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
    await page.goto('/me/awards');
    await expect(page).toHaveURL(/\/account\/award-details\/free-bets$/);
    await page.goto('/account/award-details/bonus-bets');
    await expect(page.getByRole('heading', { level: 2, name: 'Bonus Bets' })).toBeVisible();
    await page.goto('/account/award-details/nothing-here');
    await expect(page.getByRole('heading', { name: 'Reward section not found' })).toBeVisible();
  });
});

/**
 * Casino brands: the one pick-one offer on /welcome-promo; the promotions page's Casino section
 * and the welcome credits offer, opted in to from its page.
 */
test('riverbend: the pick-one offer, the casino promotions and an opt-in', async ({ page, shell }) => {
  const base = serverUrl(SERVERS.riverbend);
  await page.goto(`${base}/signup`);
  const form = page.locator('form.auth-form');
  await form.getByLabel('Email').fill(uniqueEmail('promo-casino'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('First name').fill('Casey');
  await form.getByLabel('Last name').fill('Rivers');
  await form.getByLabel('Date of birth').fill('1988-04-12');
  await form.getByLabel('Region').selectOption('US-NJ');
  await form.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/welcome-promo$/);
  await shell.expectLoggedIn();
  const offers = page.getByRole('list', { name: 'Offers' });
  await expect(offers.getByRole('button', { name: 'Select Deposit $10, Get 50 Free Spins' })).toBeVisible({ timeout: 30_000 });
  await expect(offers.getByRole('listitem')).toHaveCount(1);

  await page.goto(`${base}/promotions`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Casino' })).toBeVisible();
  // The wide layout: on a 1280 px window the content column is wider than other pages' 864 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  expect((await page.locator('.shell__content').boundingBox())?.width).toBeGreaterThan(1000);
  await page.getByRole('link', { name: 'Get $10 in Credits with Your First Deposit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Get $10 in Credits with Your First Deposit' })).toBeVisible();
  await expect(page.getByText('OPT-IN REQUIRED')).toBeVisible();
  await page.getByRole('button', { name: 'Opt In' }).click();
  await expect(shell.toast('You have opted in to Get $10 in Credits with Your First Deposit!')).toBeVisible();
  const article = page.getByRole('article', { name: 'Get $10 in Credits with Your First Deposit' });
  await expect(article.getByText('OPTED IN', { exact: true })).toBeVisible();
  await expect(article.getByRole('button', { name: 'Opt In' })).toHaveCount(0);
});
