import { defineConfig } from '@playwright/test';

/**
 * End-to-end suite: real `sportsbook` servers (fresh SQLite data folder each, seeded) serving
 * the built web app of each brand, driven in the system Chromium.
 */
export const SERVERS = {
  halftime: 18101,
  shortTokens: 18102,
  scorecard: 18103,
  riverbend: 18104,
  silvermesa: 18105,
  sportsLive: 18107,
} as const;

const serve = (name: string, port: number, brand: string, env = '') => ({
  command: `${env} bash e2e/serve.sh ${name} ${port} ${brand}`.trim(),
  url: `http://127.0.0.1:${port}/readyz`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * Specs that switch server-wide state (maintenance, the waiting room, published custom dialogs)
 * on a server of their own: their tests run one at a time, beside the rest.
 */
const SERVER_WIDE = ['platform-server.spec.ts'];

/**
 * Specs that keep a browser busy on the full sportsbook pages (hundreds of live prices, axe
 * scans of them): one at a time, so two of them never share the two cores; the lighter
 * specs run beside them.
 */
const SPORTSBOOK_PAGES = ['a11y.spec.ts', 'sports.spec.ts', 'sports-more.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two browsers at a time, in CI too: apart from the projects below, the specs share no
  // server-wide state (each works on accounts and games of its own, or only reads), so their
  // tests run in any order on any worker. A spec whose tests must run in order on one worker
  // says so itself (`test.describe.configure`).
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './e2e/artifacts/report', open: 'never' }]],
  // The one-at-a-time projects come first: a free worker takes their next test before any
  // other, so they run end to end while the other worker works through the rest.
  projects: [
    { name: 'sportsbook-pages', testMatch: SPORTSBOOK_PAGES, workers: 1 },
    { name: 'server-wide', testMatch: SERVER_WIDE, fullyParallel: false, workers: 1 },
    { name: 'parallel', testIgnore: [...SPORTSBOOK_PAGES, ...SERVER_WIDE] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${SERVERS.halftime}`,
    // A trace records every action with snapshots of the whole page: on the live sportsbook
    // pages that more than doubles a test's time. CI records the retry of a failed test only;
    // locally (no retries) every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Every login verifies the location (see docs/product/responsible-gaming-and-location.md):
    // the seeded and signed-up accounts are in New Jersey, so by default the browser stands in
    // central New Jersey with the permission granted. location.spec.ts moves it elsewhere or
    // switches the permission off.
    geolocation: { latitude: 40.4862, longitude: -74.4518, accuracy: 20 },
    permissions: ['geolocation'],
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    // The sportsbook pages, the journeys and the a11y scans read live games from the simulator
    // (real time); in-play bets and cash-outs wait a tenth of the real delay (serve.sh).
    // Its brand has a live support chat (the help page's Live Chat link; never opened).
    serve('halftime', SERVERS.halftime, 'halftime', 'SUPPORT_CHAT_URL=https://chat.halftime.example/support'),
    // Session lifetimes need no sports: no simulator on this server.
    serve('short-tokens', SERVERS.shortTokens, 'halftime', 'ACCESS_TOKEN_TTL_SECONDS=35 SIM=off'),
    // The brand specs look at the shell only: no simulator.
    serve('scorecard', SERVERS.scorecard, 'scorecard', 'SIM=off'),
    serve('riverbend', SERVERS.riverbend, 'riverbend'),
    serve('silvermesa', SERVERS.silvermesa, 'silvermesa'),
    // Platform specs (maintenance, waiting room, custom dialogs) switch server-wide state.
    serve('platform', 18106, 'halftime', 'WAITING_ROOM_IDLE_SECONDS=3 SIM=off'),
    // Live sports at high speed (a fixed seed): scores and prices move within seconds.
    serve('sports-live', SERVERS.sportsLive, 'halftime', 'SIM=on SIM_SEED=7 SIM_SPEED=40'),
  ],
});
