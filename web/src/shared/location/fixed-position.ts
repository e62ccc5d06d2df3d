/**
 * The fixed coordinate chosen on the dev-tools location page (a developer-tool setting,
 * persisted in this browser). Only builds outside production honour it: in production
 * `activeFixedPosition()` is always null and the browser's position is used.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const FIXED_POSITION_STORAGE_KEY = 'sb.dev.location';

export interface FixedPosition {
  latitude: number;
  longitude: number;
  accuracy: number;
  /** ISO 3166-2 code when the point is a region's entry of the default table. */
  region: string | null;
  /** What the point is, for the dev-tools page ("New Jersey (New Brunswick)", "Map point"). */
  label: string;
}

interface FixedPositionState {
  fixed: FixedPosition | null;
  setFixed: (fixed: FixedPosition | null) => void;
}

export const useFixedPositionStore = create<FixedPositionState>()(
  persist(
    (set) => ({
      fixed: null,
      setFixed: (fixed) => set({ fixed }),
    }),
    { name: FIXED_POSITION_STORAGE_KEY, version: 1, storage: createJSONStorage(() => localStorage), partialize: ({ fixed }) => ({ fixed }) },
  ),
);

/** True for a coordinate on the globe with a positive accuracy. */
export function isValidPosition(p: { latitude: number; longitude: number; accuracy: number }): boolean {
  return (
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Number.isFinite(p.accuracy) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180 &&
    p.accuracy > 0
  );
}

/** The fixed coordinate to use instead of the browser's, outside production builds only. */
export function activeFixedPosition(): FixedPosition | null {
  if (__APP_ENV__ === 'production') return null;
  const fixed = useFixedPositionStore.getState().fixed;
  return fixed && isValidPosition(fixed) ? fixed : null;
}
