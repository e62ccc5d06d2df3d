import { test, expect, DEMO2, expectNoSeriousA11yViolations, type Shell } from './fixtures';
import type { FrameLocator, Page } from '@playwright/test';

/**
 * The wallet against the real server (see docs/product/wallet.md): the payments frame is served by the server
 * on its own origin (`startup.paymentsOrigin`). Cards: 4242… succeeds, 4000…0002 is declined,
 * 4000…3220 asks for a challenge ("Approve" / "Fail"). Each test works on the second demo
 * account so balances asserted elsewhere (demo@example.com, $1,000.00) stay put.
 */

/** Provider names as the server lists them. */
const CARD = 'Credit or Debit Card';
const BANK = 'Online Bank Transfer';

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const CARD_CHALLENGE = '4000 0000 0000 3220';

/** Page object for the wallet pages. */
class Wallet {
  constructor(
    readonly page: Page,
    readonly shell: Shell,
  ) {}

  async gotoDeposit() {
    await this.page.goto('/account/wallet/deposit');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  }

  async gotoWithdrawal() {
    await this.page.goto('/account/wallet/withdrawal');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
  }

  provider(name: string) {
    return this.page.getByRole('list', { name: /methods$/ }).getByRole('button', { name, exact: true });
  }

  form(name: string, type: 'deposit' | 'withdrawal') {
    return this.page.getByRole('form', { name: `${name} ${type}` });
  }

  /** Picks a provider and submits `amount` ("25" -> "$25.00"), choosing a new method when asked. */
  async submit(providerName: string, type: 'deposit' | 'withdrawal', amount: string) {
    await this.provider(providerName).click();
    const form = this.form(providerName, type);
    await form.getByLabel('Amount').fill(amount);
    const newMethod = form.getByRole('radio', { name: /^Use a new/ });
    if (await newMethod.count()) await newMethod.check();
    await form.getByRole('button', { name: new RegExp(`^${type === 'deposit' ? 'Deposit' : 'Withdraw'} \\$`) }).click();
  }

  frame(type: 'deposit' | 'withdrawal' = 'deposit'): FrameLocator {
    return this.page.frameLocator(`iframe[title$="${type}"]`);
  }

  async payByCard(card: string, amountLabel: string) {
    const frame = this.frame();
    await frame.getByLabel('Card number').fill(card);
    await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
    await frame.getByLabel('CVC').fill('123');
    await frame.getByLabel('Name on card').fill(`${DEMO2.firstName} ${DEMO2.lastName}`);
    await frame.getByRole('button', { name: `Pay ${amountLabel}` }).click();
  }

  async playable(): Promise<string> {
    const panel = await this.shell.openAccountPanel();
    const text = (await this.shell.playableBalance(panel).textContent()) ?? '';
    await this.page.keyboard.press('Escape');
    return text;
  }
}

function cents(text: string): number {
  return Math.round(Number(text.replace(/[^0-9.-]/g, '')) * 100);
}

function dollars(c: number): string {
  return `$${(c / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test.describe('wallet', () => {
  // Every test moves the second demo account's money and some assert its balance before and
  // after: they run in order, on one worker.
  test.describe.configure({ mode: 'default' });
  let wallet: Wallet;
  test.beforeEach(async ({ page, shell }) => {
    wallet = new Wallet(page, shell);
    await shell.logIn(DEMO2.email, DEMO2.password);
  });

  test('card deposit succeeds and the balance moves live', async ({ page }) => {
    const before = cents(await wallet.playable());
    await wallet.gotoDeposit();
    await expectNoSeriousA11yViolations(page, 'deposit providers');
    await wallet.submit(CARD, 'deposit', '25');
    await expect(page).toHaveURL(/\/account\/wallet\/deposit\/gateway\?frame=/);
    await expect(page.locator('iframe[title$="deposit"]')).toBeVisible();
    await wallet.payByCard(CARD_OK, '$25.00');
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Amount deposited')).toBeVisible();
    await expect.poll(async () => cents(await wallet.playable()), { timeout: 15_000 }).toBe(before + 2500);
  });

  test('a declined card shows the failure', async ({ page }) => {
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '15');
    await wallet.payByCard(CARD_DECLINED, '$15.00');
    await expect(page.getByRole('heading', { name: 'Deposit Failed' })).toBeVisible({ timeout: 30_000 });
  });

  test('a challenge card asks for approval, then succeeds', async ({ page }) => {
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '30');
    await wallet.payByCard(CARD_CHALLENGE, '$30.00');
    await wallet.frame().getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
  });

  test('a failed challenge shows the failure', async ({ page }) => {
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '30');
    await wallet.payByCard(CARD_CHALLENGE, '$30.00');
    await wallet.frame().getByRole('button', { name: 'Fail' }).click();
    await expect(page.getByRole('heading', { name: 'Deposit Failed' })).toBeVisible({ timeout: 30_000 });
  });

  test('a bank transfer stays pending on its receipt until it settles', async ({ page }) => {
    test.setTimeout(120_000);
    await wallet.gotoDeposit();
    await wallet.submit(BANK, 'deposit', '40');
    const frame = wallet.frame();
    await frame.getByLabel('Account holder').fill(`${DEMO2.firstName} ${DEMO2.lastName}`);
    await frame.getByLabel('Routing number').fill('011000015');
    await frame.getByLabel('Account number').fill('000123456789');
    await frame.getByRole('button', { name: 'Transfer $40.00' }).click();
    await expect(page).toHaveURL(/\/account\/wallet\/receipt\//, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Deposit receipt' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /Pending/ })).toBeVisible();
    // The receipt re-reads itself every 5 s while pending.
    await expect(page.getByRole('status').filter({ hasText: 'Successful' })).toBeVisible({ timeout: 90_000 });
    await expectNoSeriousA11yViolations(page, 'receipt');
  });

  test('a withdrawal holds the funds and can be cancelled', async ({ page }) => {
    // Withdrawals go back to a card deposited with: a first deposit saves the card.
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '50');
    await wallet.payByCard(CARD_OK, '$50.00');
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
    await wallet.gotoWithdrawal();
    const withdrawable = page.getByRole('definition').first();
    // A skeleton stands there until the balances are in.
    await expect(withdrawable).toHaveText(/^\$[\d,]+\.\d\d$/);
    const before = cents((await withdrawable.textContent()) ?? '');
    await wallet.submit(CARD, 'withdrawal', '20');
    await expect(page).toHaveURL(/\/account\/wallet\/(receipt\/|withdrawal\/gateway)/, { timeout: 30_000 });
    if (page.url().includes('/gateway')) {
      await wallet.frame('withdrawal').getByRole('button', { name: /Withdraw|Confirm/ }).click();
      await expect(page).toHaveURL(/\/account\/wallet\/receipt\//, { timeout: 30_000 });
    }
    await expect(page.getByRole('heading', { name: 'Withdrawal receipt' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Withdrawal' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await dialog.getByRole('button', { name: 'Cancel Withdrawal' }).click();
    await expect(page.getByRole('button', { name: 'Cancel Withdrawal' })).toHaveCount(0);
    await wallet.gotoWithdrawal();
    await expect(page.getByRole('definition').first()).toHaveText(dollars(before));
    await expect(page.getByText('Pending withdrawals')).toHaveCount(0);
  });

  test('receipts are listed in the history and open', async ({ page }) => {
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '12');
    await wallet.payByCard(CARD_OK, '$12.00');
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
    // The history frame opens on Betting; its Transactions tab is the wallet's list.
    await page.goto('/account/history');
    await expect(page).toHaveURL(/\/account\/history\/betting$/);
    await page.getByRole('navigation', { name: 'History sections' }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/account\/history\/transactions$/);
    const list = page.getByRole('region', { name: 'Transactions' });
    const first = list.getByRole('link').filter({ hasText: '$12.00' }).first();
    await expect(first).toContainText('Successful');
    await expectNoSeriousA11yViolations(page, 'history');
    await first.click();
    await expect(page.getByRole('heading', { name: 'Deposit receipt' })).toBeVisible();
    await page.goto('/account/wallet/receipt/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();
  });

  test('quick deposit deposits with the saved card', async ({ page }) => {
    // A first card deposit saves the card the quick deposit uses.
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '10');
    await wallet.payByCard(CARD_OK, '$10.00');
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
    await page.goto('/account/wallet/quick-deposit');
    const form = page.getByRole('form', { name: 'Quick deposit' });
    await form.getByLabel('Deposit amount').fill('20');
    await form.getByRole('button', { name: 'Deposit $20.00' }).click();
    await expect(form.getByRole('button', { name: '$20.00 Deposited' })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/account\/history\/transactions$/, { timeout: 10_000 });
  });

  test('frame messages from another origin are ignored', async ({ page }) => {
    await wallet.gotoDeposit();
    await wallet.submit(CARD, 'deposit', '11');
    await expect(page.locator('iframe[title$="deposit"]')).toBeVisible();
    const gateway = page.url();
    // Posted by the page itself (origin = the app, not the payments origin). A listener added
    // now runs after the app's own for the same message, so once it has heard both messages
    // the app has handled them; two animation frames let any navigation they caused render.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let left = 2;
          window.addEventListener('message', () => {
            left -= 1;
            if (left === 0) requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          });
          window.postMessage({ type: 'showDepositReceiptPage', payload: { receiptId: 'forged' } }, '*');
          window.postMessage({ type: 'goBackToDeposit' }, '*');
        }),
    );
    expect(page.url()).toBe(gateway);
    await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toHaveCount(0);
  });

  test('a bettor blocks a payment method and unblocks it', async ({ page }) => {
    await wallet.gotoDeposit();
    await page.getByText('Block payment methods').click();
    const block = page.getByRole('switch', { name: `Block ${CARD}` });
    await block.click();
    await expect(block).toBeChecked();
    await expect(wallet.provider(CARD)).toBeDisabled();
    await expect(page.getByText('This payment method is on the excluded list and is unavailable right now.').first()).toBeVisible();
    await block.click();
    await expect(block).not.toBeChecked();
    await expect(wallet.provider(CARD)).toBeEnabled();
  });
});
