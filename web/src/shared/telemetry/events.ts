/**
 * The product's analytics events (see docs/product/betslip.md, "Analytics"): one name and one
 * property shape per event, sent through `track()`. Failures carry the error code the server
 * or the client gave (`errorCode`, null on success).
 */
import { track } from './analytics';

/** The event names, as the event broker receives them. */
export const EVENTS = {
  selectionAdded: 'betslip_selection_added',
  selectionRemoved: 'betslip_selection_removed',
  betsPlaced: 'betslip_bets_placed',
  locationCheck: 'location_check',
  depositAttempt: 'deposit_attempt',
  depositResult: 'deposit_result',
} as const;

/** Which slip a betslip event concerns: the main betslip or the one-tap quick betslip. */
export type SlipKind = 'main' | 'quick';

/** The code of a failed call when it has none of its own (no answer at all). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** A selection went (or failed to go) into a slip. */
export function trackSelectionAdded(p: { selectionId: string; selectionOrigin: string; slip: SlipKind; errorCode: string | null }): void {
  track(EVENTS.selectionAdded, { ...p, success: p.errorCode === null });
}

/** A selection left (or failed to leave) a slip. */
export function trackSelectionRemoved(p: { selectionId: string; slip: SlipKind; errorCode: string | null }): void {
  track(EVENTS.selectionRemoved, { ...p, success: p.errorCode === null });
}

/**
 * A placement's answer: how many bets were asked for and placed, every refusal's code, and the
 * first (highest-priority) one as `errorCode`.
 */
export function trackBetsPlaced(p: { slip: SlipKind; betCount: number; placedCount: number; errorCodes: string[] }): void {
  track(EVENTS.betsPlaced, { ...p, errorCode: p.errorCodes[0] ?? null, success: p.placedCount > 0 && p.errorCodes.length === 0 });
}

/** A location check's result: its trigger, and on failure the top error's code, name and display type. */
export function trackLocationCheck(p: { trigger: string; result: 'success' | 'error'; errorCode: number | null; errorName: string | null; displayType: string | null }): void {
  track(EVENTS.locationCheck, p);
}

/** A deposit submit (amount in dollars, as the bettor typed it). */
export function trackDepositAttempt(p: { providerCode: string; amount: number; quickDeposit: boolean }): void {
  track(EVENTS.depositAttempt, p);
}

/**
 * A deposit submit's answer: `permitted` (the provider takes over), `refused` (user errors; the
 * first one's field and action as `errorCode`) or `failed` (no usable answer).
 */
export function trackDepositResult(p: { providerCode: string; quickDeposit: boolean; outcome: 'permitted' | 'refused' | 'failed'; errorCode: string | null }): void {
  track(EVENTS.depositResult, p);
}
