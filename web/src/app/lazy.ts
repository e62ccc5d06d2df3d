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
