import { useEffect, useState } from 'react';
import { httpRequest } from '@/shared/api/http-client';

let cache: Promise<Map<string, string>> | null = null;

function regionNames(): Promise<Map<string, string>> {
  cache ??= httpRequest<{ regions?: { iso_3166_2_code: string; name: string }[] }>('/i/regions')
    .then(({ data }) => new Map((data.regions ?? []).map((r) => [r.iso_3166_2_code, r.name])))
    .catch((e: unknown) => {
      cache = null;
      throw e;
    });
  return cache;
}

/** "US-NJ" -> "New Jersey" (the code itself until the list arrives or if it fails). */
export function useRegionName(code: string | null | undefined): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!code) return;
    let live = true;
    regionNames()
      .then((m) => live && setName(m.get(code) ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  return code ? (name ?? code) : null;
}
