// Lint rules for the web app. Imports point one way: shared -> features -> app. Shared code
// imports neither features nor the app; a feature imports shared code only, never another
// feature or the app; the app composes features.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Every folder of src/features is a feature: a new one is covered without editing this file. */
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const APP_LAYER = ['@/app', '@/app/*', '**/app/*'];

/** A file in src/features/<feature> may import neither another feature nor the app layer. */
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((f) => f !== feature).map(escape).join('|');
  const message = `Feature "${feature}" must not import another feature or the app layer: move what both need to src/shared, or compose them in src/app.`;
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // `@/features/x`, `../../features/x`, `src/features/x/...`
            { regex: `(^|/)features/(${others})(/|$)`, message },
            // A relative path that climbs into a sibling feature folder: `../x/...`
            { regex: `^(\\.\\./)+(${others})(/|$)`, message },
            { group: APP_LAYER, message },
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'src/graphql', 'e2e/artifacts', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/*', '**/features', '**/features/*', ...APP_LAYER],
              message: 'Shared code must not import from features or the app layer: pass what it needs in from the caller.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['vite.config.ts', 'codegen.ts', 'playwright.config.ts', 'e2e/**/*.{ts,mjs}', 'scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use` hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
