import type { ReactElement } from 'react';

/** Chunk-load failures (a deploy replaced the files, a flaky network) are retried up to 3 times (see docs/product/platform-services.md). */
export const CHUNK_RETRIES = 3;

export async function retryImport<T>(load: () => Promise<T>, retries = CHUNK_RETRIES, delayMs = 300): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (attempt < retries) await new Promise((r) => setTimeout(r, delayMs * (attempt + 1)));
    }
  }
  throw lastError;
}

/**
 * A route's `lazy` for a page in a chunk of its own: the module loads (failed loads retried) the
 * first time the route matches, so the first page a visitor opens carries no other page's code
 * (docs/architecture.md, "Web delivery").
 */
export function lazyPage<M>(load: () => Promise<M>, page: (module: M) => ReactElement): () => Promise<{ element: ReactElement }> {
  return async () => ({ element: page(await retryImport(load)) });
}
