import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Seeded demo users (server seed: Alex Morgan / Jordan Lee, $1,000.00 each). */
export const DEMO = { email: 'demo@example.com', password: 'Demo-password-1', firstName: 'Alex', lastName: 'Morgan' };
export const DEMO2 = { email: 'demo2@example.com', password: 'Demo-password-1', firstName: 'Jordan', lastName: 'Lee' };

/** Ports of the seeded servers started by playwright.config.ts. */
export const SERVERS = {
  halftime: 18101,
  shortTokens: 18102,
  scorecard: 18103,
  riverbend: 18104,
  silvermesa: 18105,
  sportsLive: 18107,
} as const;

export const serverUrl = (port: number) => `http://127.0.0.1:${port}`;

/** A unique, valid email for a sign-up. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Logs `user` in once over the token API, so that the next (UI) login is a returning one
 * ("Welcome Back, {name}!") whatever ran before on the same server.
 */
export async function recordEarlierLogin(request: APIRequestContext, user: { email: string; password: string } = DEMO) {
  const res = await request.post('/oauth/token', {
    form: { grant_type: 'password', username: user.email, password: user.password, client_id: 'web' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Records the title of every toast the page shows, from its next load on. Some toasts are on
 * screen for about a second or less ("Verifying Location..." on a fast machine, "Adding to
 * Betslip..." by design), too short to be sure to catch by polling the page.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __toastTitles: string[] }).__toastTitles = seen;
    new MutationObserver(() => {
      document.querySelectorAll('.toast__title').forEach((el) => {
        const title = el.textContent ?? '';
        if (seen[seen.length - 1] !== title) seen.push(title);
      });
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toast titles recorded since the page loaded (see `recordToasts`). */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __toastTitles?: string[] }).__toastTitles ?? []);
}

/** Page object for the shell (header, account panel, logout) and the auth pages. */
export class Shell {
  constructor(readonly page: Page) {}

  header(): Locator {
    return this.page.getByRole('banner');
  }

  footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The header logo link ("{brand} home"). */
  logo(brandName: string): Locator {
    return this.header().getByRole('link', { name: `${brandName} home`, exact: true });
  }

  headerLogIn(): Locator {
    return this.header().getByRole('link', { name: 'Log In', exact: true });
  }

  headerSignUp(): Locator {
    return this.header().getByRole('link', { name: 'Sign Up', exact: true });
  }

  accountButton(): Locator {
    return this.header().getByRole('button', { name: 'Open account menu' });
  }

  /** The logged-in account panel (a dialog named "Account"). */
  accountPanel(): Locator {
    return this.page.getByRole('dialog', { name: 'Account' });
  }

  toast(title: string | RegExp): Locator {
    return this.page.getByRole('region', { name: 'Notifications' }).getByText(title);
  }

  loginHeading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Log In' });
  }

  async gotoHome() {
    await this.page.goto('/');
    await expect(this.header()).toBeVisible();
  }

  /** Waits until the header knows the visitor's state (Log In enabled or the account button). */
  async expectLoggedOut() {
    await expect(this.headerLogIn()).toBeVisible();
    await expect(this.accountButton()).toHaveClass(/account-button--visitor/);
  }

  /**
   * Waits for the logged-in header. A modal the login brings (the location check's outside-area
   * modal, an acknowledgement) may already cover the page and hide the header from the
   * accessibility tree, so the header is read including hidden elements.
   */
  async expectLoggedIn() {
    const header = this.page.getByRole('banner', { includeHidden: true });
    const account = header.getByRole('button', { name: 'Open account menu', includeHidden: true });
    await expect(account).toBeVisible();
    await expect(account).not.toHaveClass(/account-button--visitor/);
    await expect(header.getByRole('link', { name: 'Log In', exact: true, includeHidden: true })).toHaveCount(0);
  }

  async fillLogin(email: string, password: string) {
    const form = this.page.locator('form.auth-form');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  /** Logs in through /login and waits for the logged-in header. */
  async logIn(email = DEMO.email, password = DEMO.password) {
    await this.page.goto('/login');
    await expect(this.loginHeading()).toBeVisible();
    await this.fillLogin(email, password);
    await this.expectLoggedIn();
  }

  /**
   * Runs `action` and catches the toast `title` it brings, hovering it as soon as it shows so its
   * timer stays paused until the mouse moves on. A toast lives 5 s from when its answer arrives, which
   * on a busy machine can pass while the page around it is still settling, so the watch
   * starts before the action.
   */
  async catchToast(title: string, action: () => Promise<void>): Promise<Locator> {
    const toast = this.toast(title);
    const caught = (async () => {
      await expect(toast).toBeVisible({ timeout: 30_000 });
      // Forced: the toast is still sliding in, and waiting for it to stand still could outlast it.
      await toast.hover({ force: true, timeout: 5_000 });
    })();
    await action();
    await caught;
    // A login starts the location check: its toast comes and goes beside this one. The pointer
    // on the stack pauses every toast, but a toast sliding in can carry the stack away from under
    // it; point at this one again once the check is over.
    await expect(this.toast('Verifying Location...')).toBeHidden({ timeout: 30_000 });
    await toast.hover({ force: true, timeout: 5_000 });
    return toast;
  }

  async openAccountPanel(): Promise<Locator> {
    await this.accountButton().click();
    const panel = this.accountPanel();
    await expect(panel).toBeVisible();
    return panel;
  }

  /** The "Playable Balance" amount of the wallet box. */
  playableBalance(panel: Locator): Locator {
    return panel.locator('.wallet-box__main-amount');
  }

  logoutDialog(): Locator {
    return this.page.getByRole('alertdialog', { name: 'Logout' });
  }
}

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the current page and fails on serious or critical violations.
 *
 * axe's default mode gathers each frame's partial results and merges them in a blank page it
 * opens for the purpose, so that cross-origin frames (the payments frame) are scanned too. That
 * page costs a renderer and a transfer of every node's results: on the large sportsbook pages it
 * doubled a scan's time. Without a cross-origin frame on the page, legacy mode runs the same
 * rules on the same frames in the page itself and answers the same results.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()) {
  const origin = new URL(page.url()).origin;
  const crossOrigin = page.frames().some((f) => f.url().startsWith('http') && new URL(f.url()).origin !== origin);
  const results = await new AxeBuilder({ page }).withTags(A11Y_TAGS).setLegacyMode(!crossOrigin).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // Soft: one test scans several pages and reports every page's violations.
  expect.soft(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .slice(0, 5)
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''}`)
          .join(' | ')}`,
    ),
    `axe violations on ${label}`,
  ).toEqual([]);
}

/** What a page reports a content security policy violation through (see `watchCspViolations`). */
const CSP_BINDING = '__reportCspViolation';

/**
 * Collects every content security policy violation in `context`: the `securitypolicyviolation`
 * events of every frame, the app's and the payments frame's alike. (A frame refused by its own
 * `frame-ancestors` raises no event in the page around it; the specs that open the payments frame
 * or the match tracker fail on their own then.) Not a console listener: receiving every console
 * message of the live pages slows them enough to make short-lived toasts flaky.
 */
async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'an inline element'} on ${e.documentURI}`);
    });
  }, CSP_BINDING);
  return violations;
}

export const test = base.extend<{ shell: Shell; noCspViolations: void }>({
  shell: async ({ page }, use) => {
    await use(new Shell(page));
  },
  // Every test's pages run under the server's real policy (the e2e servers serve the built app):
  // a violation fails the test.
  noCspViolations: [
    async ({ context }, use) => {
      const violations = await watchCspViolations(context);
      await use();
      expect(violations, 'content security policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
