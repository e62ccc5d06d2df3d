// Builds every brand's web app (e2e/build.mjs), then runs the Playwright suite against real servers.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { buildBrands } from './build.mjs';

const run = (cmd, env = {}) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });

// `make test` builds the brands beforehand, beside the Rust suites (E2E_SKIP_BUILD=1).
if (!process.env.E2E_SKIP_BUILD) await buildBrands();
try {
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`);
} catch (e) {
  // Playwright has printed its report; its status is the run's, without Node's stack trace.
  process.exit(e.status ?? 1);
}

// Every server the suite drove must still have a balanced ledger.
const bin =
  process.env.SPORTSBOOK_BIN ??
  `${process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/sportsbook/target`}/debug/sportsbook`;
const dataRoot = new URL('./artifacts/data/', import.meta.url).pathname;
for (const name of readdirSync(dataRoot)) {
  console.log(`ledger of the ${name} server:`);
  const env = { ...process.env, DATA_DIR: `${dataRoot}${name}` };
  delete env.DATABASE_URL; // each server used the SQLite file in its data folder
  execSync(`"${bin}" admin ledger verify`, { stdio: 'inherit', env });
}
