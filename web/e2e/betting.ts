import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SERVERS, serverUrl, uniqueEmail } from './fixtures';

/**
 * What the betslip journeys need from the outside: games of their own pushed through the
 * vendor feed (so prices move only when a test moves them), funded New Jersey accounts
 * (signed up and paid in by card over the API, as the wallet journeys do in the browser),
 * and rewards granted with the operator's CLI against the halftime server's data.
 */

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.SPORTSBOOK_BIN ?? join(process.env.CARGO_TARGET_DIR ?? join(homedir(), '.cache/sportsbook/target'), 'debug/sportsbook');
const HALFTIME_DATA = join(here, 'artifacts/data/halftime');
export const PASSWORD = 'Strong-pass-2024!x';

/** Runs `sportsbook admin ...` on the halftime server's database; answers its output. */
export function admin(...args: string[]): string {
  return execFileSync(BIN, ['admin', ...args], {
    env: { ...process.env, DATA_DIR: HALFTIME_DATA, APP_ENV: 'development', RUST_LOG: 'error' },
    encoding: 'utf8',
  });
}

const american = (price: number) => (price > 0 ? { numerator: price, denominator: 100 } : { numerator: 100, denominator: -price });

/** One NFL game of a test's own, with moneyline, spread and total (prices in American). */
export interface Game {
  id: string;
  home: string;
  away: string;
  path: string;
}

/** A feed source of a test's own: its key and next sequence number. */
export class Feed {
  private sequence = 0;
  readonly source = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  private readonly key: string;

  constructor(private readonly request: APIRequestContext) {
    const out = admin('feed', 'keys', 'create', '--source', this.source, '--by', 'e2e');
    const key = out.split('\n').find((l) => l.startsWith('fk_'));
    if (!key) throw new Error(`no feed key in: ${out}`);
    this.key = key;
  }

  async push(changes: unknown[]) {
    this.sequence += 1;
    const res = await this.request.post('/api/feed/documents', {
      headers: { authorization: `Bearer ${this.key}` },
      data: { source: this.source, sequence: this.sequence, changes },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  /** Creates a game starting in `hours` with its three main markets. */
  async game(label: string, hours = 3): Promise<Game> {
    const id = `${this.source}-${label}`;
    const home = `${label} Hawks`;
    const away = `${label} Owls`;
    const team = (side: string, name: string) => ({ id: `${id}-${side}`, abbreviation: side.toUpperCase(), medium_name: name.split(' ')[1], full_name: name });
    const selection = (market: string, suffix: string, name: string, kind: string, price: number, points?: string) => ({
      id: `${id}.${market}.${suffix}`,
      name,
      kind,
      ...(kind === 'home' || kind === 'away' ? { side: kind } : {}),
      ...(points ? { points } : {}),
      odds: american(price),
      status: 'open',
    });
    await this.push([
      {
        event: {
          id,
          name: `${away} @ ${home}`,
          sport: { slug: 'football', name: 'Football' },
          organization: { slug: 'usa', name: 'USA' },
          competition: { slug: 'nfl', name: 'NFL' },
          start_time: new Date(Date.now() + hours * 3_600_000).toISOString(),
          status: 'pre_game',
          home: team('h', home),
          away: team('a', away),
        },
      },
      { market: { id: `${id}.ml`, event_id: id, name: 'Moneyline', type: 'moneyline', status: 'open', main: true, selections: [selection('ml', 'h', home, 'home', -150), selection('ml', 'a', away, 'away', 130)] } },
      { market: { id: `${id}.sp`, event_id: id, name: 'Spread', type: 'spread', status: 'open', main: true, selections: [selection('sp', 'h', home, 'home', -110, '-3.5'), selection('sp', 'a', away, 'away', -110, '+3.5')] } },
      { market: { id: `${id}.tot`, event_id: id, name: 'Total Points', type: 'total', status: 'open', main: true, selections: [selection('tot', 'o', 'Over', 'over', -110, '47.5'), selection('tot', 'u', 'Under', 'under', -110, '47.5')] } },
    ]);
    return { id, home, away, path: `/sport/football/organization/usa/competition/nfl/event/${id}` };
  }

  /** Moves one selection's price. */
  async price(game: Game, market: 'ml' | 'sp' | 'tot', suffix: string, price: number) {
    await this.push([{ prices: { market_id: `${game.id}.${market}`, prices: [{ selection_id: `${game.id}.${market}.${suffix}`, odds: american(price) }] } }]);
  }
}

/**
 * Signs up a New Jersey account over the API; with `cents`, pays that in by card through the
 * payments frame of the server on `port` (the request context's server).
 */
export async function newBettor(request: APIRequestContext, cents = 0, port: number = SERVERS.halftime): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('bet');
  const signup = await request.post('/api/accounts', {
    data: { email, password: PASSWORD, first_name: 'Casey', last_name: 'Rivers', date_of_birth: '1988-07-21', region: 'US-NJ' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  if (cents > 0) {
    const token = await request.post('/oauth/token', { form: { grant_type: 'password', username: email, password: PASSWORD, client_id: 'web' } });
    expect(token.status()).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const created = await request.post('/graphql', {
      headers: { authorization: `Bearer ${accessToken}` },
      data: {
        query: 'mutation($input: DepositCreateInput!) { depositCreate(input: $input) { permitted uri userErrors { message } } }',
        variables: { input: { amountCents: cents, paymentProviderId: 'PaymentProvider:card:DEPOSIT', idempotencyKey: `e2e-${email}` } },
      },
    });
    const answer = (await created.json()) as { data: { depositCreate: { uri: string } } };
    const frame = new URL(new URL(answer.data.depositCreate.uri, 'http://app').searchParams.get('frame') ?? '');
    const payment = frame.pathname.replace('/frame/', '');
    const paid = await request.post(`${serverUrl(port + 1000)}/frame/api/${payment}/card`, {
      headers: { 'x-frame-token': frame.searchParams.get('token') ?? '' },
      data: { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123', nameOnCard: 'Casey Rivers', saveCard: true },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return { email, password: PASSWORD };
}

/** Page object for the betslip panel (see docs/product/betslip.md). */
export class Betslip {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByRole('region', { name: 'Betslip' });
  }

  tab(name: 'Straight' | 'Parlay' | 'Teaser'): Locator {
    return this.panel().getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  card(name: string | RegExp): Locator {
    return this.panel().getByRole('group', { name });
  }

  betAmount(card: Locator): Locator {
    return card.getByRole('textbox', { name: 'Bet amount' });
  }

  toWin(card: Locator): Locator {
    return card.getByRole('textbox', { name: 'To Win amount' });
  }

  placeButton(): Locator {
    return this.panel().getByRole('button', { name: /^(Log In to Bet|Place Bet|Bet \$|Accept Changes|Deposit|Bet Placed)/ });
  }

  /** Waits for the slip's "Bet Placed" and closes the confirmation modal that lists the bets. */
  async confirmPlaced() {
    await expect(this.panel().getByRole('status')).toContainText('Bet Placed', { timeout: 20_000 });
    const dialog = this.page.getByRole('dialog', { name: /Bets? Placed$/ });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  }

  /** A bettor's first placement: the first-wager responsible-gaming modal comes first. */
  async placeFirst() {
    await this.placeButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Before your first bet' });
    await expect(dialog.getByRole('link', { name: 'Set Limits' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue to Bet' }).click();
    await expect(dialog).toBeHidden();
  }

  /** Picks a reward on a draft bet card: the dropdown's option, or the toggle of a lone reward. */
  async chooseReward(card: Locator, label: string) {
    const dropdown = card.getByRole('combobox', { name: 'Rewards' });
    if ((await dropdown.count()) > 0) {
      await dropdown.click();
      await this.page.getByRole('option', { name: label, exact: true }).click();
      await expect(dropdown).toHaveText(label);
    } else await card.getByRole('switch', { name: label }).click();
  }

  /**
   * Clicks the odds button of `name` (its accessible name starts with it) on the page, and
   * waits until the server has stored the pick: the button shows it at once, and a full page
   * load before the save answers would abort it.
   */
  async pick(name: string | RegExp) {
    const button = this.page.getByRole('main').getByRole('button', { name });
    const saved = this.page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /"operationName":"BetslipAddMarketSelections?"/.test(response.request().postData() ?? ''),
    );
    await button.first().click();
    await expect(button.first()).toHaveAttribute('aria-pressed', 'true');
    await saved;
  }
}
