// Checks that a production build (`APP_ENV=production`) leaves dev-tools out entirely: no
// dev-tools or debug-menu chunk, no /dev-tools route and no component catalogue in any script;
// and that its index.html has no inline script (the server's content security policy runs
// scripts from the app's files only).
// A development build of the same brand is made too and must have the dev-tools chunk, which
// shows the check looks for the right names. `npm run check:production-build`; exits non-zero
// when a build fails or any check does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BRAND = 'halftime';

/** Builds the brand for `appEnv` into a fresh temporary folder; answers its assets' names and folder. */
function build(appEnv, root) {
  const outDir = join(root, appEnv);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    env: { ...process.env, APP_ENV: appEnv, BRAND },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const assets = join(outDir, 'assets');
  return { assets, html: readFileSync(join(outDir, 'index.html'), 'utf8'), files: existsSync(assets) ? readdirSync(assets) : [] };
}

const root = mkdtempSync(join(tmpdir(), 'sb-web-builds-'));
const results = [];
const check = (name, ok, detail = '') => {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
};

try {
  const production = build('production', root);
  check('the production build has its entry script', production.files.some((f) => f.startsWith('index-') && f.endsWith('.js')));
  const devChunks = production.files.filter((f) => /dev-tools|debug-menu/.test(f));
  check('no dev-tools or debug-menu chunk in the production build', devChunks.length === 0, devChunks.join(', '));
  const leaking = production.files
    .filter((f) => f.endsWith('.js'))
    .filter((f) => {
      const code = readFileSync(join(production.assets, f), 'utf8');
      return code.includes('/dev-tools') || code.includes('Component catalogue');
    });
  check('no script of the production build names /dev-tools or the component catalogue', leaking.length === 0, leaking.join(', '));
  const inline = [...production.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes, body]) => !/\bsrc\s*=/i.test(attributes) || body.trim() !== '')
    .map(([element]) => element.slice(0, 80));
  check('no inline script in index.html (the content security policy runs none)', inline.length === 0, inline.join(' | '));

  const development = build('development', root);
  check('the development build has the dev-tools chunk the check looks for', development.files.some((f) => f.startsWith('dev-tools-app-')));
} finally {
  rmSync(root, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok).length;
console.log(`production build: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
