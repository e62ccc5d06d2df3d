// Lint rules for the web app. Imports point one way: shared -> features -> app, and no
// feature imports another feature (STYLE.md #10).
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'shell', 'auth', 'account', 'sports', 'betslip', 'wallet', 'responsible-gaming', 'location',
  'casino', 'promotions', 'referrals', 'loyalty', 'search', 'tournaments', 'dev-tools', 'custom-dialogs', 'bets',
];

/** A file in src/features/<feature> may not import another feature. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...FEATURES.filter((f) => f !== feature).flatMap((f) => [
                `@/features/${f}`,
                `@/features/${f}/*`,
                `**/features/${f}`,
                `**/features/${f}/*`,
                `../${f}/*`,
              ]),
              '@/app/*',
              '**/app/*',
            ],
            message: 'Features must not import other features or the app layer (STYLE.md #10).',
          },
        ],
      },
    ],
  },
}));

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
              group: ['@/features/*', '**/features/*', '@/app/*', '**/app/*'],
              message: 'Shared code must not import from features or the app layer (STYLE.md #10).',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['vite.config.ts', 'codegen.ts', 'playwright.config.ts', 'e2e/**/*.{ts,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use` hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
