// Builds every brand's web app, then runs the Playwright suite against real servers.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const brands = ['halftime', 'scorecard', 'riverbend', 'silvermesa'];
const run = (cmd, env = {}) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });

if (!process.env.E2E_SKIP_BUILD) {
  run('npm run codegen');
  for (const brand of brands) run('npx vite build --logLevel warn', { BRAND: brand });
}
run(`npx playwright test ${process.argv.slice(2).join(' ')}`);

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
