import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * GraphQL Code Generator (client preset): typed documents from the server's committed SDL
 * (`web/schema.graphql`, written by `sportsbook schema`). `npm run codegen` writes
 * `src/graphql/`; `npm run codegen:check` fails when the checked-in output is stale.
 * Operations live next to the component that owns them.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/**/*', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        scalars: {
          DateTime: 'string',
          ID: 'string',
        },
      },
    },
  },
};

export default config;
