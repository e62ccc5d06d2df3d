// Builds every brand's web app into `dist/{brand}` for the end-to-end servers (`npm run e2e:build`).
import { execSync, spawn } from 'node:child_process';

export const BRANDS = ['halftime', 'scorecard', 'riverbend', 'silvermesa'];

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

/** Generates the GraphQL types, then builds the brands two at a time (a build keeps about one core busy). */
export async function buildBrands() {
  execSync('npm run codegen', { stdio: 'inherit' });
  const queue = [...BRANDS];
  await Promise.all(
    [0, 1].map(async () => {
      while (queue.length > 0) await build(queue.shift());
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildBrands();
