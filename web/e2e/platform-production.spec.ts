import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';

/**
 * A production build (`APP_ENV=production`) leaves dev-tools out entirely: no dev-tools or
 * debug-menu chunk, no /dev-tools route in any script. The development build used by the
 * rest of the suite has them, which shows the check looks at the right names.
 */
test('no dev-tools in a production build', async () => {
  test.setTimeout(240_000);
  const outDir = mkdtempSync(join(tmpdir(), 'sb-prod-web-'));
  try {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
      env: { ...process.env, APP_ENV: 'production', BRAND: 'halftime' },
      stdio: 'pipe',
    });
    const files = readdirSync(join(outDir, 'assets'));
    expect(files.some((f) => f.startsWith('index-') && f.endsWith('.js'))).toBe(true);
    expect(files.filter((f) => /dev-tools|debug-menu/.test(f))).toEqual([]);
    const scripts = files.filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'));
    for (const code of scripts) {
      expect(code).not.toContain('/dev-tools');
      expect(code).not.toContain('Component catalogue');
    }

    const devFiles = readdirSync('dist/halftime/assets');
    expect(devFiles.some((f) => f.startsWith('dev-tools-app-'))).toBe(true);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
