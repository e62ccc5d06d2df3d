import { useStartup } from '@/shared/api/use-startup';
import { FALLBACK_DEBOUNCE_MS, FALLBACK_MAXIMUM_LENGTH, FALLBACK_MINIMUM_LENGTH } from './search-rules';

export interface SearchSettings {
  debounceMs: number;
  minimumLength: number;
  maximumLength: number;
}

function positive(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The search box's debounce and term lengths from startup data, with fallbacks until it answers. */
export function useSearchSettings(): SearchSettings {
  const metadata = useStartup().data?.applicationMetadata;
  return {
    debounceMs: positive(metadata?.searchDebounceMilliseconds, FALLBACK_DEBOUNCE_MS),
    minimumLength: positive(metadata?.searchMinimumLength, FALLBACK_MINIMUM_LENGTH),
    maximumLength: positive(metadata?.searchMaximumLength, FALLBACK_MAXIMUM_LENGTH),
  };
}
