import { create } from 'zustand';

/**
 * Cookie consent: strictly necessary storage is always on; analytics only when the person
 * accepted. The choice is kept in localStorage and every analytics call must check
 * `analyticsAllowed()` first.
 */
export const CONSENT_KEY = 'cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  /** ISO time of the decision. */
  decidedAt: string;
}

function read(): ConsentChoice | null {
  try {
    const raw = localStorage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ConsentChoice>;
    return typeof v.analytics === 'boolean' ? { analytics: v.analytics, decidedAt: String(v.decidedAt ?? '') } : null;
  } catch {
    return null;
  }
}

interface ConsentState {
  choice: ConsentChoice | null;
  save: (analytics: boolean) => void;
  reload: () => void;
}

export const useCookieConsent = create<ConsentState>((set) => ({
  choice: read(),
  save: (analytics) => {
    const choice = { analytics, decidedAt: new Date().toISOString() };
    try {
      localStorage.setItem(CONSENT_KEY, JSON.stringify(choice));
    } catch {
      // Kept for this page only.
    }
    set({ choice });
  },
  reload: () => set({ choice: read() }),
}));

/** Analytics runs only after an explicit yes (off when undecided or refused). */
export function analyticsAllowed(): boolean {
  return useCookieConsent.getState().choice?.analytics === true;
}
