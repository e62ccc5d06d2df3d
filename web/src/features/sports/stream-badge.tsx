import { MonitorPlay } from 'lucide-react';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';

/**
 * The live-stream badge of event cards (flag `liveStreamingBadge`): shown while the event
 * can be watched (`Event.liveStreamAvailable`, a video or the match tracker).
 */
export function StreamBadge({ available }: { available: boolean }) {
  const on = useFeatureFlag('liveStreamingBadge');
  if (!on || !available) return null;
  return (
    <span className="stream-badge" title="Live stream available">
      <MonitorPlay size={13} aria-hidden="true" />
      <span aria-hidden="true">Stream</span>
      <span className="sr-only">Live stream available</span>
    </span>
  );
}
