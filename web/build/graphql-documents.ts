import { readFileSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `graphql(`...`)` with a literal document (no `${}`), as every operation in `src/` is written. */
const CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;
/** The first definition's kind and name. */
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;
/** A generated document: `export const FooDocument = {...} as unknown as DocumentNode<...>;`, one a line. */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode/gm;

/** The name GraphQL Code Generator's client preset gives a definition's document. */
function documentName(kind: string, name: string): string {
  const pascal = name.charAt(0).toUpperCase() + name.slice(1);
  return kind === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * Replaces each `graphql(`...`)` call in the app's sources with the document the code generator
 * wrote for it (`src/graphql/graphql.ts`, fragments already spread in), inlined where it is used.
 * Without it every bundle carries `src/graphql/gql.ts`, a map from each document's source text to
 * its document, so the entry chunk held every document of the app and its text twice; inlined,
 * a lazily loaded page's chunk holds its own documents and nothing else does. (The code
 * generator's Babel optimiser imports each document from `graphql.ts` instead, which leaves every
 * document in the one chunk that module lands in, and clashes with the app's own
 * `export const FooDocument = graphql(...)`.) A document with no generated counterpart fails the
 * build: run `npm run codegen`.
 */
export function graphqlDocuments(generatedFile: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      const source = readFileSync(generatedFile, 'utf8');
      documents = new Map([...source.matchAll(GENERATED_DOCUMENT)].map((m) => [m[1] ?? '', JSON.stringify(JSON.parse(m[2] ?? ''))]));
      this.addWatchFile(generatedFile);
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/graphql/') || !code.includes('graphql(`')) return null;
      const s = new MagicString(code);
      for (const match of code.matchAll(CALL)) {
        const definition = DEFINITION.exec(match[1] ?? '');
        const name = definition?.[1] && definition[2] ? documentName(definition[1], definition[2]) : undefined;
        const document = name ? documents.get(name) : undefined;
        if (!document) this.error(`graphql-documents: no generated document for the graphql() call at ${id}:${match.index} (run npm run codegen)`);
        s.overwrite(match.index, match.index + match[0].length, document);
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: 'boundary', source: id }) } : null;
    },
  };
}
