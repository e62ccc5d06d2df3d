import { create } from 'zustand';

/**
 * Platform states that take over the whole app (see docs/product/platform-services.md): maintenance
 * mode (the maintenance screen) and the waiting room (a non-dismissable modal).
 */
export interface MaintenanceContent {
  title: string | null;
  message: string | null;
  image: string | null;
  link: string | null;
  label: string | null;
  refreshIntervalSeconds: number | null;
}

export interface WaitingRoomState {
  position: number | null;
  refreshIntervalSeconds: number;
  /** When the next attempt runs (ms since epoch). */
  nextAttemptAt: number;
}

interface PlatformState {
  maintenance: MaintenanceContent | null;
  /** Requests currently held in the waiting room, by id. */
  waiting: Record<string, WaitingRoomState>;
  enterMaintenance: (content: MaintenanceContent) => void;
  leaveMaintenance: () => void;
  setWaiting: (id: string, state: WaitingRoomState | null) => void;
}

export const usePlatformStore = create<PlatformState>((set) => ({
  maintenance: null,
  waiting: {},
  enterMaintenance: (content) => set({ maintenance: content }),
  leaveMaintenance: () => set({ maintenance: null }),
  setWaiting: (id, state) =>
    set((s) => {
      const waiting = { ...s.waiting };
      if (state) waiting[id] = state;
      else delete waiting[id];
      return { waiting };
    }),
}));

/** The waiting-room state to show: the best position among the held requests. */
export function currentWaitingRoom(waiting: Record<string, WaitingRoomState>): WaitingRoomState | null {
  const all = Object.values(waiting);
  if (all.length === 0) return null;
  return all.reduce((best, w) => {
    if (best.position === null) return w;
    if (w.position !== null && w.position < best.position) return w;
    return best;
  });
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.trim() ? v : null;
}

/** Reads maintenance content from any of the server's shapes (REST body, startup field). */
export function parseMaintenanceContent(raw: unknown): MaintenanceContent {
  const c = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const refresh = c.refreshIntervalSeconds;
  return {
    title: str(c.title),
    message: str(c.message),
    image: str(c.image),
    link: str(c.link),
    label: str(c.label),
    refreshIntervalSeconds: typeof refresh === 'number' && Number.isFinite(refresh) && refresh > 0 ? refresh : null,
  };
}
