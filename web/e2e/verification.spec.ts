import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectNoSeriousA11yViolations, uniqueEmail } from './fixtures';

/**
 * Identity verification against the real server (see docs/product/identity-verification.md): a new
 * account is refused its first withdrawal, verifies through the sandbox provider (whose signed
 * result comes back over HTTP a second later) and then withdraws.
 */

const PASSWORD = 'Strong-pass-2024!x';
const PERSON = { first: 'Robin', last: 'Hale', born: '1985-03-09' };

/** A new account in US-NJ, created over the API (the next login is the UI's). */
async function signUp(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('kyc');
  const res = await request.post('/api/accounts', {
    data: { email, password: PASSWORD, first_name: PERSON.first, last_name: PERSON.last, date_of_birth: PERSON.born, region: 'US-NJ' },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return email;
}

/** A photo of an ID side: a JPEG's first bytes, padded. */
function photo(name: string) {
  const buffer = Buffer.alloc(4096, 7);
  buffer.set([0xff, 0xd8, 0xff, 0xe0]);
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Deposits `amount` dollars by card through the payments frame, saving the card. */
async function cardDeposit(page: Page, amount: string) {
  await page.goto('/account/wallet/deposit');
  await page.getByRole('list', { name: /methods$/ }).getByRole('button', { name: 'Credit or Debit Card', exact: true }).click();
  const form = page.getByRole('form', { name: 'Credit or Debit Card deposit' });
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: /^Deposit \$/ }).click();
  const frame = page.frameLocator('iframe[title$="deposit"]');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/34');
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill(`${PERSON.first} ${PERSON.last}`);
  await frame.getByRole('button', { name: `Pay $${amount}.00` }).click();
  await expect(page.getByRole('heading', { name: 'Deposit Successful' })).toBeVisible({ timeout: 30_000 });
}

test.describe('identity verification', () => {
  test('an unverified account verifies its identity, then withdraws', async ({ page, shell, request }) => {
    test.slow();
    const email = await signUp(request);
    await shell.logIn(email, PASSWORD);

    // The account summary shows the verification's state and the way to it.
    await page.goto('/account/summary');
    const summary = page.getByRole('region', { name: /^Identity verification/ });
    await expect(summary).toContainText('Not verified');
    await expect(summary).toContainText('Verify your identity before your first withdrawal. Until you do, you can deposit up to $2,000.00 in total.');
    await expect(summary.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/account/identity-verification');
    await expectNoSeriousA11yViolations(page, 'account summary, unverified');

    await cardDeposit(page, '40');

    // The withdrawal page asks for the verification first, and the server refuses a withdrawal.
    await page.goto('/account/wallet/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your identity to withdraw' })).toBeVisible();
    await page.getByRole('list', { name: /methods$/ }).getByRole('button', { name: 'Credit or Debit Card', exact: true }).click();
    const withdrawal = page.getByRole('form', { name: 'Credit or Debit Card withdrawal' });
    await withdrawal.getByLabel('Amount').fill('10');
    await withdrawal.getByRole('button', { name: /^Withdraw \$/ }).click();
    await expect(withdrawal.getByText('Verify your identity before your first withdrawal.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'withdrawal refused until verified');

    await page.getByRole('link', { name: 'Verify your identity' }).first().click();
    await expect(page).toHaveURL(/\/account\/identity-verification$/);
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'verification start');
    await page.getByRole('button', { name: 'Start verification' }).click();

    await expect(page.getByRole('heading', { name: /Step 1 of 2/ })).toBeVisible();
    await page.getByLabel('Type of ID').selectOption('DRIVERS_LICENSE');
    await page.getByLabel('First name').fill(PERSON.first);
    await page.getByLabel('Last name').fill(PERSON.last);
    await page.getByLabel('Date of birth').fill(PERSON.born);
    await page.getByLabel('Expiry date').fill('2031-06-30');
    await page.getByLabel('ID number').fill('H1234-56789');
    await expectNoSeriousA11yViolations(page, 'verification details');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: /Step 2 of 2/ })).toBeVisible();
    await page.getByLabel('Front of your ID').setInputFiles(photo('front.jpg'));
    await page.getByLabel('Back of your ID').setInputFiles(photo('back.jpg'));
    await expectNoSeriousA11yViolations(page, 'verification photos');
    await page.getByRole('button', { name: 'Send for checking' }).click();

    // Pending, then the sandbox's signed result lands and the page reads it by itself.
    await expect(page.getByRole('heading', { name: 'Identity verified' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page, 'verified');

    // The summary says so too, with nothing left to start.
    await page.goto('/account/summary');
    await expect(summary).toContainText('Verified');
    await expect(summary).toContainText(/Your identity is verified since .+\. You can withdraw your winnings\./);
    await expect(summary.getByRole('link')).toHaveCount(0);
    await page.goto('/account/identity-verification');
    await page.getByRole('region', { name: 'Next step' }).getByRole('link', { name: 'Withdraw' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Verify your identity to withdraw' })).toBeHidden();
    await page.getByRole('list', { name: /methods$/ }).getByRole('button', { name: 'Credit or Debit Card', exact: true }).click();
    const again = page.getByRole('form', { name: 'Credit or Debit Card withdrawal' });
    await again.getByLabel('Amount').fill('10');
    await again.getByRole('button', { name: /^Withdraw \$/ }).click();
    await expect(page).toHaveURL(/\/account\/wallet\/receipt\//, { timeout: 30_000 });
  });
});
