import type { CasinoLaunchErrorCode } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';

/** What the game page offers beside a launch refusal's message. */
export type LaunchErrorAction =
  /** A "Check location" button running the shell's manual location check. */
  | { kind: 'check-location' }
  /** The responsible-gaming acknowledgement (the limits modal is asked to re-read its state). */
  | { kind: 'rg-ack' }
  /** A link to the limit pages. */
  | { kind: 'limits' }
  /** A link to log in. */
  | { kind: 'login' }
  | { kind: 'none' };

/** The action of each refusal code. */
export function launchErrorAction(code: CasinoLaunchErrorCode): LaunchErrorAction {
  switch (code) {
    case 'LOCATION_CHECK_ERROR':
    case 'IN_EXCLUSION_BOUNDARY':
      return { kind: 'check-location' };
    case 'RG_ACK_REQUIRED':
      return { kind: 'rg-ack' };
    case 'LOSS_LIMIT':
    case 'SPEND_LIMIT':
      return { kind: 'limits' };
    case 'LOGIN_REQUIRED':
      return { kind: 'login' };
    case 'LAUNCH_FAILED':
    case 'CASINO_RESTRICTION':
      return { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

/** The end of a casino restriction, when known: "The restriction ends Nov 22, 2025, 3:00 PM." */
export function restrictionEndText(restriction: { active: boolean; expiresAt: string | null } | null | undefined): string | null {
  if (!restriction?.active || !restriction.expiresAt) return null;
  const when = formatDateTime(restriction.expiresAt);
  return when ? `The restriction ends ${when}.` : null;
}

/** Frame error codes (the game client's) that the page shows above the frame. */
const FRAME_ERROR_CODES = new Set(['LOCATION', 'RESTRICTED', 'LIMIT']);

export type FrameMessage =
  | { type: 'balance'; balanceCents: number }
  | { type: 'error'; code: string; message: string }
  | { type: 'resize'; height: number };

/**
 * A message of the game frame, or null when it is not one: it must come from this origin and
 * carry `source: 'builtin-casino'`. Error messages count only for the codes the page shows.
 */
export function readFrameMessage(event: { origin: string; data: unknown }, origin: string): FrameMessage | null {
  if (event.origin !== origin) return null;
  const data = event.data as Record<string, unknown> | null;
  if (!data || typeof data !== 'object' || data.source !== 'builtin-casino') return null;
  if (data.type === 'balance' && typeof data.balanceCents === 'number') return { type: 'balance', balanceCents: data.balanceCents };
  if (data.type === 'resize' && typeof data.height === 'number' && Number.isFinite(data.height) && data.height > 0) {
    return { type: 'resize', height: data.height };
  }
  if (data.type === 'error' && typeof data.code === 'string' && FRAME_ERROR_CODES.has(data.code)) {
    return { type: 'error', code: data.code, message: typeof data.message === 'string' && data.message ? data.message : 'The game stopped. Please try again.' };
  }
  return null;
}
