import { useFlagStore, FLAG_DEFAULTS, type FlagKey } from './flag-store';

/** Whether feature `key` is on for the viewer (re-renders when it changes). */
export function useFeatureFlag(key: FlagKey): boolean {
  return useFlagStore((s) => s.flags[key]?.enabled ?? FLAG_DEFAULTS[key]);
}
