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

export default defineConfig({
  testDir: './e2e',
  outputDir: './e2e/artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // CI machines have 2 cores shared with seven servers: one browser at a time keeps page
  // timings honest there; locally two workers halve the run.
  workers: process.env.CI ? 1 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: './e2e/artifacts/report', open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${SERVERS.halftime}`,
    trace: 'retain-on-failure',
    // Every login verifies the location (spec 002 §4): the seeded and signed-up accounts are in
    // New Jersey, so by default the browser stands in central New Jersey with the permission
    // granted. location.spec.ts moves it elsewhere or switches the permission off.
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
    serve('halftime', SERVERS.halftime, 'halftime'),
    // Session lifetimes need no sports: no simulator on this server.
    serve('short-tokens', SERVERS.shortTokens, 'halftime', 'ACCESS_TOKEN_TTL_SECONDS=35 SIM=off'),
    serve('scorecard', SERVERS.scorecard, 'scorecard'),
    serve('riverbend', SERVERS.riverbend, 'riverbend'),
    serve('silvermesa', SERVERS.silvermesa, 'silvermesa'),
    // Platform specs (maintenance, waiting room, custom dialogs) switch server-wide state.
    serve('platform', 18106, 'halftime', 'WAITING_ROOM_IDLE_SECONDS=3 SIM=off'),
    // Live sports at high speed (a fixed seed): scores and prices move within seconds.
    serve('sports-live', SERVERS.sportsLive, 'halftime', 'SIM=on SIM_SEED=7 SIM_SPEED=40'),
  ],
});
