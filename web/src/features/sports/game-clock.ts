import { useNow } from '@/shared/hooks/use-now';
import { clockSeconds, formatClock, type ClockData } from './event-state';

/** The game clock as shown now, ticking every second while it runs; null without a clock. */
export function useGameClock(clock: ClockData | null | undefined): string | null {
  const running = Boolean(clock?.running);
  const now = useNow(1000, running);
  if (!clock) return null;
  return formatClock(clockSeconds(clock, running && now ? now : Date.now()), clock.countsDown);
}
