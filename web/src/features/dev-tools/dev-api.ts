/**
 * The development-only endpoints (`/api/dev/*`, 404 in production) and the public platform
 * status endpoints the dev-tools pages read.
 */
import { httpRequest } from '@/shared/api/http-client';
import { admissionHeaders } from '@/shared/platform/admission-ticket';

export type DevRecord = Record<string, unknown>;

/** A list from a dev endpoint: a bare array or the first array inside an object. */
export function listOf(body: unknown): DevRecord[] {
  if (Array.isArray(body)) return body.filter((r): r is DevRecord => !!r && typeof r === 'object');
  if (body && typeof body === 'object') {
    for (const v of Object.values(body as Record<string, unknown>)) if (Array.isArray(v)) return listOf(v);
  }
  return [];
}

export async function fetchStoredErrorReports(limit = 50): Promise<DevRecord[]> {
  const { data } = await httpRequest<unknown>(`/api/dev/client-errors?limit=${limit}`);
  return listOf(data);
}

export async function fetchStoredAnalyticsEvents(limit = 100): Promise<DevRecord[]> {
  const { data } = await httpRequest<unknown>(`/api/dev/analytics-events?limit=${limit}`);
  return listOf(data);
}

export interface MaintenanceInput {
  active: boolean;
  content: {
    title: string | null;
    message: string | null;
    image: string | null;
    link: string | null;
    label: string | null;
    refreshIntervalSeconds: number | null;
  } | null;
}

export async function setMaintenance(input: MaintenanceInput): Promise<unknown> {
  const { data } = await httpRequest<unknown>('/api/dev/maintenance', { method: 'POST', json: input });
  return data;
}

export async function fetchMaintenanceStatus(): Promise<{ active: boolean; content: DevRecord | null }> {
  const response = await fetch('/api/maintenance', { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { active?: unknown; content?: unknown };
  return { active: body.active === true, content: (body.content as DevRecord | null) ?? null };
}

export async function setWaitingRoomMax(maxSessions: number): Promise<unknown> {
  const { data } = await httpRequest<unknown>('/api/dev/waiting-room', { method: 'POST', json: { maxSessions } });
  return data;
}

/** `GET /api/waiting-room`: this tab's ticket status (never blocked). */
export async function fetchWaitingRoomStatus(): Promise<unknown> {
  const response = await fetch('/api/waiting-room', { headers: { Accept: 'application/json', ...admissionHeaders() } });
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { status: response.status, body: text };
  }
}
