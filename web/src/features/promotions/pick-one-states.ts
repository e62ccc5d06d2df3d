/**
 * The pick-one offer cards' states: selecting one sets the others to DEFAULT; claiming sets
 * the chosen one to CLAIMING and the others to DISABLED; a claim that succeeds makes the
 * chosen one CLAIMED and hides the others; one that fails returns to the selection.
 */
export type CardState = 'DEFAULT' | 'SELECTED' | 'CLAIMING' | 'CLAIMED' | 'DISABLED' | 'HIDDEN';

export interface PickOne {
  selected: string | null;
  phase: 'choosing' | 'claiming' | 'claimed';
}

export const PICK_ONE_START: PickOne = { selected: null, phase: 'choosing' };

export type PickOneEvent = { type: 'select'; id: string } | { type: 'claim' } | { type: 'claimed' } | { type: 'failed' };

export function pickOneReducer(state: PickOne, event: PickOneEvent): PickOne {
  switch (event.type) {
    case 'select':
      return state.phase === 'choosing' ? { selected: event.id, phase: 'choosing' } : state;
    case 'claim':
      return state.phase === 'choosing' && state.selected ? { ...state, phase: 'claiming' } : state;
    case 'claimed':
      return state.phase === 'claiming' ? { ...state, phase: 'claimed' } : state;
    case 'failed':
      return state.phase === 'claiming' ? { ...state, phase: 'choosing' } : state;
  }
}

/** One card's state. */
export function cardState(state: PickOne, id: string): CardState {
  const chosen = state.selected === id;
  switch (state.phase) {
    case 'choosing':
      return chosen ? 'SELECTED' : 'DEFAULT';
    case 'claiming':
      return chosen ? 'CLAIMING' : 'DISABLED';
    case 'claimed':
      return chosen ? 'CLAIMED' : 'HIDDEN';
  }
}

/** The local "claimed" flag: which account claimed which offer on this device. */
export const CLAIMED_KEY = 'welcome-promo-claimed';

export function storeClaimed(email: string, promotionId: string): void {
  try {
    window.localStorage.setItem(CLAIMED_KEY, JSON.stringify({ email, promotionId }));
  } catch {
    // Storage unavailable: the confirmation shows now, and "You're all set!" on a later visit.
  }
}

export function claimedHere(email: string, promotionId: string): boolean {
  try {
    const raw = window.localStorage.getItem(CLAIMED_KEY);
    if (!raw) return false;
    const v = JSON.parse(raw) as { email?: unknown; promotionId?: unknown };
    return v.email === email && v.promotionId === promotionId;
  } catch {
    return false;
  }
}

/**
 * The pick-one offers the account can no longer claim: once one of the group is claimed
 * (`confirmationScreen`), the group's others (`welcomeScreen`) are closed to it, and the server
 * refuses their opt-in (NOT_ELIGIBLE).
 */
export function closedPickOneIds(
  onboarding: { playYourWay: { welcomeScreen: { promotions: { id: string }[] }; confirmationScreen: { promotions: { id: string }[] } | null } | null } | null | undefined,
): Set<string> {
  const group = onboarding?.playYourWay;
  if (!group?.confirmationScreen) return new Set();
  const claimed = new Set(group.confirmationScreen.promotions.map((p) => p.id));
  return new Set(group.welcomeScreen.promotions.map((p) => p.id).filter((id) => !claimed.has(id)));
}
