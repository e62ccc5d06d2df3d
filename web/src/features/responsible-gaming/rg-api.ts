import { HttpError, httpErrorMessage, httpRequest, isHttpError } from '@/shared/api/http-client';

/** Identity API paths of the responsible-gaming tools (see docs/product/responsible-gaming-and-location.md). */
export const COOL_OFFS_PATH = '/i/cool_offs';
export const SELF_EXCLUSIONS_PATH = '/i/self_exclusions';
export const LIMITS_MODAL_DISMISSED_PATH = '/i/acks/limits_modal_dismissed_at';

export type CoolOffDuration = '24h' | '72h' | '1w' | '1m' | '2m' | '3m';
export type SelfExclusionDuration = '1y' | '5y' | 'lifetime';

/** A started cool-off or self-exclusion as the server answers it. */
export interface Exclusion {
  kind: string;
  duration: string;
  startsAt: string;
  endsAt: string | null;
}

async function startExclusion(path: string, key: 'coolOff' | 'selfExclusion', duration: string, token: string): Promise<Exclusion> {
  const { status, data } = await httpRequest<Partial<Record<typeof key, Exclusion>>>(path, { method: 'POST', token, json: { duration } });
  const exclusion = data?.[key];
  if (status !== 201 || !exclusion) throw new HttpError('UNKNOWN_ERROR', `POST ${path} answered ${status}, expected 201`, status, data);
  return exclusion;
}

/** Starts a cool-off (201); the server then revokes every session of the account. */
export function startCoolOff(duration: CoolOffDuration, token: string): Promise<Exclusion> {
  return startExclusion(COOL_OFFS_PATH, 'coolOff', duration, token);
}

/** Starts a self-exclusion (201); the server then revokes every session of the account. */
export function startSelfExclusion(duration: SelfExclusionDuration, token: string): Promise<Exclusion> {
  return startExclusion(SELF_EXCLUSIONS_PATH, 'selfExclusion', duration, token);
}

/** Acknowledges the limits modal (PATCH, no body, expects 201). */
export async function dismissLimitsModal(token: string): Promise<void> {
  const { status } = await httpRequest(LIMITS_MODAL_DISMISSED_PATH, { method: 'PATCH', token });
  if (status !== 201) throw new HttpError('UNKNOWN_ERROR', `PATCH ${LIMITS_MODAL_DISMISSED_PATH} answered ${status}, expected 201`, status);
}

/** The words for a failed exclusion request: the server's `errors.duration[0].message` first. */
export function exclusionErrorMessage(error: unknown): string {
  if (isHttpError(error)) {
    const fields = error.fieldErrors;
    const first = fields.duration?.[0];
    if (first) return first;
  }
  return httpErrorMessage(error);
}
