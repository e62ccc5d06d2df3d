// Builds every brand's web app, then runs the Playwright suite against real servers.
import { execSync, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const brands = ['halftime', 'scorecard', 'riverbend', 'silvermesa'];
const run = (cmd, env = {}) =>
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, ...env } });

/** Runs `npx vite build` for one brand; resolves when it is done, rejects when it fails. */
const build = (brand) =>
  new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, BRAND: brand },
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the ${brand} build failed (${code})`))));
  });

if (!process.env.E2E_SKIP_BUILD) {
  run('npm run codegen');
  // Two builds at a time: a build keeps about one core busy, and the machines have two.
  const queue = [...brands];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length > 0) await build(queue.shift());
    }),
  );
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
