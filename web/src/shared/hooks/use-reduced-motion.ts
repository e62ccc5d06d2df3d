import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the person asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
