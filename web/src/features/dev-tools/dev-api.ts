/**
 * The development-only endpoints (`/api/dev/*`, 404 in production) and the public platform
 * status endpoints the dev-tools pages read.
 */
import { HttpError, httpRequest } from '@/shared/api/http-client';
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

/** The signed-in bettor's self-exclusion as `GET /i/self_exclusions` answers it. */
export interface SelfExclusionStatus {
  /** The exclusion in force, or null. */
  current: { duration: string; startsAt: string; endsAt: string | null } | null;
  /** The durations the bettor may choose (`1y`, `5y`, `lifetime`). */
  durations: string[];
}

/** `GET /i/self_exclusions` for the bearer `token`. */
export async function fetchSelfExclusion(token: string): Promise<SelfExclusionStatus> {
  const { data } = await httpRequest<{ selfExclusion?: SelfExclusionStatus['current']; durations?: unknown }>('/i/self_exclusions', { token });
  const durations = Array.isArray(data?.durations) ? data.durations.filter((d): d is string => typeof d === 'string') : [];
  return { current: data?.selfExclusion ?? null, durations };
}

/** `POST /i/self_exclusions` `{duration}` for the bearer `token` (201; the server then revokes every session of the account). */
export async function startTestSelfExclusion(duration: string, token: string): Promise<void> {
  const { status } = await httpRequest('/i/self_exclusions', { method: 'POST', token, json: { duration } });
  if (status !== 201) throw new HttpError('UNKNOWN_ERROR', `POST /i/self_exclusions answered ${status}, expected 201`, status);
}
