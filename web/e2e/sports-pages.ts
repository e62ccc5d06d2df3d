import { expect, type Locator, type Page } from '@playwright/test';

/** A price as shown in American ("+150", "-110", "Even") or decimal ("2.50") format. */
export const AMERICAN_PRICE = /^([+-]\d+|Even)$/;
export const DECIMAL_PRICE = /^\d+\.\d\d$/;

/** Page object for the sportsbook pages (home, live, sport, competition, event) and the sports menu. */
export class SportsPages {
  constructor(readonly page: Page) {}

  main(): Locator {
    return this.page.getByRole('main');
  }

  heading(): Locator {
    return this.main().getByRole('heading', { level: 1 });
  }

  shelf(name: string | RegExp): Locator {
    return this.main().getByRole('region', { name });
  }

  /** Event cards (table rows and carousel cards) in `scope`. */
  events(scope: Locator = this.main()): Locator {
    return scope.locator('article.event-card');
  }

  liveEvents(scope: Locator = this.main()): Locator {
    return scope.locator('article.event-card[data-phase="live"]');
  }

  /** The price texts of the odds buttons in `scope` (suspended ones have none). */
  prices(scope: Locator = this.main()): Locator {
    return scope.locator('.odds-button .odds__text, .odds-button .odds:not(:has(.odds__text))');
  }

  oddsButtons(scope: Locator = this.main()): Locator {
    return scope.locator('button.odds-button');
  }

  oddsFormat(name: 'American' | 'Decimal'): Locator {
    return this.main().getByRole('radiogroup', { name: 'Odds format' }).getByRole('radio', { name });
  }

  scoreboard(): Locator {
    return this.main().getByRole('region', { name: 'Scoreboard' });
  }

  /** The scoreboard's score digits in display order ("17 21"). */
  async scoreText(): Promise<string> {
    return (await this.scoreboard().locator('.scoreboard__score').allTextContents()).join(' ');
  }

  /** Quick Bets cards (each an article named by its event). */
  quickBetCards(): Locator {
    return this.main().locator('article.quick-card');
  }

  /** The event page's Watch control and its panel. */
  watchButton(): Locator {
    return this.main().getByRole('button', { name: 'Watch', exact: true });
  }

  streamPanel(): Locator {
    return this.main().getByRole('region', { name: 'Live stream' });
  }

  sideNav(): Locator {
    return this.page.getByTestId('side-nav');
  }

  sportsMenu(): Locator {
    return this.sideNav().getByTestId('sports-menu');
  }

  async goto(path: string) {
    await this.page.goto(path);
    await this.ready();
  }

  /** Waits for the page's first data (no skeletons). */
  async ready() {
    await expect(this.heading()).toBeVisible();
    await expect(this.main().locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** Waits until every price on screen matches `format`. */
  async expectPricesIn(format: RegExp) {
    const prices = this.prices();
    await expect(prices.first()).toBeVisible();
    await expect
      .poll(async () => {
        const texts = (await prices.allTextContents()).map((t) => t.trim());
        return texts.length > 0 && texts.every((t) => format.test(t));
      })
      .toBe(true);
  }
}
