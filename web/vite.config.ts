/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphql-documents';
import { fileURLToPath, URL } from 'node:url';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The four brands (two sportsbooks, two standalone casinos); the build picks one with `BRAND`. */
const BRANDS = {
  halftime: { name: 'Halftime Sportsbook', themeColor: '#0B1F3A' },
  scorecard: { name: 'Scorecard Bet', themeColor: '#0E0F12' },
  riverbend: { name: 'Riverbend Casino', themeColor: '#0F5C4A' },
  silvermesa: { name: 'Silver Mesa Casino', themeColor: '#22252B' },
} as const;
type BrandCode = keyof typeof BRANDS;

function pickBrand(raw: string | undefined): BrandCode {
  const code = (raw ?? 'halftime').trim().toLowerCase() || 'halftime';
  if (!(code in BRANDS)) {
    throw new Error(`Unknown BRAND "${raw}". Use one of: ${Object.keys(BRANDS).join(', ')}.`);
  }
  return code as BrandCode;
}

/** `APP_ENV` as the server reads it (development by default). */
function pickAppEnv(raw: string | undefined): 'development' | 'production' {
  const v = (raw ?? 'development').trim().toLowerCase() || 'development';
  if (v === 'development' || v === 'dev') return 'development';
  if (v === 'production' || v === 'prod') return 'production';
  throw new Error(`APP_ENV must be development or production, not "${raw}".`);
}

/** Puts the brand's name, favicon and theme colour into index.html. */
function brandHtml(brand: BrandCode): Plugin {
  return {
    name: 'brand-html',
    transformIndexHtml(html) {
      const b = BRANDS[brand];
      return html
        .replaceAll('%BRAND_CODE%', brand)
        .replaceAll('%BRAND_NAME%', b.name)
        .replaceAll('%BRAND_THEME_COLOR%', b.themeColor);
    },
  };
}

/** Files worth compressing: text, over 1 KB (smaller ones gain less than their headers). */
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;

/**
 * Delivery (`docs/architecture.md`, web delivery): writes a brotli and a gzip copy beside each
 * compressible file of the build, which the server sends as they are to browsers that accept
 * them, and prints the initial JavaScript (the entry chunk and every chunk it imports
 * statically, which the page preloads) compressed and raw.
 */
function delivery(): Plugin {
  let outDir = '';
  return {
    name: 'delivery',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue;
        const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
        if (source.length < 1024) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
      const initial = new Set<string>();
      const visit = (name: string) => {
        const chunk = bundle[name];
        if (initial.has(name) || chunk?.type !== 'chunk') return;
        initial.add(name);
        chunk.imports.forEach(visit);
      };
      Object.values(bundle)
        .filter((file) => file.type === 'chunk' && file.isEntry)
        .forEach((entry) => visit(entry.fileName));
      let raw = 0;
      let gzip = 0;
      for (const name of initial) {
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk') continue;
        raw += Buffer.byteLength(chunk.code);
        gzip += gzipSync(chunk.code, { level: 9 }).length;
      }
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      console.log(`initial JS: ${kb(gzip)} gzip (${kb(raw)} raw) in ${initial.size} files`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const brand = pickBrand(process.env.BRAND ?? env.BRAND);
  const appEnv = pickAppEnv(process.env.APP_ENV ?? env.APP_ENV);
  const backend = env.BACKEND_URL ?? 'http://127.0.0.1:8080';
  const proxied = ['/graphql', '/oauth', '/api', '/i', '/geo', '/healthz', '/readyz'];
  return {
    plugins: [
      react(),
      graphqlDocuments(fileURLToPath(new URL('./src/graphql/graphql.ts', import.meta.url))),
      brandHtml(brand),
      delivery(),
    ],
    define: {
      __BRAND__: JSON.stringify(brand),
      // Build-time environment: production builds leave dev-tools out entirely.
      __APP_ENV__: JSON.stringify(appEnv),
    },
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: `dist/${brand}`,
      emptyOutDir: true,
      sourcemap: true,
      rollupOptions: {
        output: {
          // Long-lived vendor chunks: app deploys do not invalidate them.
          manualChunks(id) {
            if (!id.includes('node_modules')) return undefined;
            if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
            if (/node_modules\/(@apollo|graphql|graphql-ws|@wry|optimism|zen-observable|ts-invariant)/.test(id)) return 'apollo';
            return undefined;
          },
        },
      },
    },
    server: {
      proxy: Object.fromEntries(
        proxied.map((p) => [p, { target: backend, changeOrigin: false, ws: p === '/graphql' }]),
      ),
    },
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // `make test` runs this suite beside the Rust suites on two cores: a test's time measures
      // the machine as much as the app, so it gets 15 s rather than 5 before it is called hung.
      testTimeout: 15_000,
    },
  };
});
