import { useEffect, type ReactNode } from 'react';
import { useStartup } from '@/shared/api/use-startup';
import { admissionHeaders, storeAdmissionTicket, ADMISSION_HEADER } from './admission-ticket';
import { MaintenanceScreen } from './maintenance-screen';
import { appPlatformHandlers, STARTUP_WAITING_ROOM_SECONDS } from './platform-fetch';
import { currentWaitingRoom, parseMaintenanceContent, usePlatformStore } from './platform-store';
import { WaitingRoomModal } from './waiting-room-modal';

export const MAINTENANCE_PATH = '/api/maintenance';
/** Poll while in maintenance when the content names no interval. */
export const MAINTENANCE_DEFAULT_REFRESH_SECONDS = 30;

/** `GET /api/maintenance` (never blocked by maintenance or the waiting room). */
export async function fetchMaintenance(): Promise<{ active: boolean; content: unknown }> {
  const response = await fetch(MAINTENANCE_PATH, { headers: { Accept: 'application/json', ...admissionHeaders() }, credentials: 'same-origin' });
  storeAdmissionTicket(response.headers.get(ADMISSION_HEADER));
  if (!response.ok) throw new Error(`GET ${MAINTENANCE_PATH} answered ${response.status}`);
  const body = (await response.json()) as { active?: unknown; content?: unknown };
  return { active: body.active === true, content: body.content ?? null };
}

/**
 * While in maintenance, asks the server at the content's refresh interval whether it is
 * over; when it is, the screen goes and startup data is loaded again (the app returns by
 * itself).
 */
function useMaintenancePoll(refetchStartup: () => Promise<unknown>) {
  const maintenance = usePlatformStore((s) => s.maintenance);
  const active = maintenance !== null;
  const seconds = maintenance?.refreshIntervalSeconds ?? MAINTENANCE_DEFAULT_REFRESH_SECONDS;
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    const check = async () => {
      try {
        const status = await fetchMaintenance();
        if (stopped) return;
        if (status.active) usePlatformStore.getState().enterMaintenance(parseMaintenanceContent(status.content));
        else {
          usePlatformStore.getState().leaveMaintenance();
          await refetchStartup().catch(() => undefined);
        }
      } catch {
        // Keep the screen and ask again at the next tick.
      }
    };
    const id = setInterval(() => void check(), Math.max(1, seconds) * 1000);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [active, seconds, refetchStartup]);
}

/**
 * Startup-driven platform states: `maintenanceModeContent` switches maintenance on, and
 * `cfWaitingRoom.inWaitingRoom` shows the waiting room and asks startup again at its
 * interval (5 s default). A waiting room is never a startup failure.
 */
function useStartupPlatformState() {
  const { data, refetch } = useStartup();
  const content = data?.maintenanceModeContent ?? null;
  useEffect(() => {
    if (content) appPlatformHandlers.onMaintenance(parseMaintenanceContent(content));
  }, [content]);

  const room = data?.cfWaitingRoom;
  const waiting = room?.inWaitingRoom === true;
  const seconds = room?.refreshIntervalSeconds && room.refreshIntervalSeconds > 0 ? room.refreshIntervalSeconds : STARTUP_WAITING_ROOM_SECONDS;
  useEffect(() => {
    if (!waiting) return;
    const set = usePlatformStore.getState().setWaiting;
    set('startup', { position: null, refreshIntervalSeconds: seconds, nextAttemptAt: Date.now() + seconds * 1000 });
    const id = setInterval(() => {
      set('startup', { position: null, refreshIntervalSeconds: seconds, nextAttemptAt: Date.now() + seconds * 1000 });
      void refetch().catch(() => undefined);
    }, seconds * 1000);
    return () => {
      clearInterval(id);
      set('startup', null);
    };
  }, [waiting, seconds, refetch]);
  return refetch;
}

/**
 * The platform layer around the app: the maintenance screen replaces everything while
 * maintenance lasts, and the waiting-room modal covers the app while a request waits.
 */
export function PlatformGate({ children }: { children: ReactNode }) {
  const refetch = useStartupPlatformState();
  useMaintenancePoll(refetch);
  const maintenance = usePlatformStore((s) => s.maintenance);
  const waiting = usePlatformStore((s) => s.waiting);
  const room = currentWaitingRoom(waiting);
  if (maintenance) return <MaintenanceScreen content={maintenance} />;
  return (
    <>
      {children}
      {room ? <WaitingRoomModal state={room} /> : null}
    </>
  );
}
