import { create } from 'zustand';

/**
 * Feature flags (see docs/product/platform-services.md): the server evaluates every flag for the
 * viewer (brand, region, rollout, allow lists; overrides outside production) and sends the
 * list in startup data (`Startup.featureFlags`) and `Query.featureFlags`. Until the first
 * answer the spec's defaults apply.
 */
export const FLAG_DEFAULTS = {
  casinoPromos: true,
  casinoFilters: true,
  loyaltyProgram: true,
  referralProgram: true,
  depositPromoCodes: true,
  cashbackManagement: true,
  search: true,
  liveChat: true,
  referralRoutes: false,
  liveStreamingBadge: false,
  liveEventsCounter: false,
  cashBalanceWithdrawalDisplay: false,
  removeAccountMenuPolling: false,
  rgIconSizing: false,
  accountLinking: true,
  parlayLounge: false,
  tournaments: false,
  newOnboardingPage: false,
  roundRobins: false,
  reuseSelections: false,
  quickDeposit: false,
  changeProvider: false,
  oddsChangeOptimizations: false,
  teaser: false,
  parlayPlusRebrand: false,
  profitBoostTooltip: false,
  debugMenu: false,
} as const satisfies Record<string, boolean>;

export type FlagKey = keyof typeof FLAG_DEFAULTS;
export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];

export interface FeatureFlagValue {
  key: string;
  enabled: boolean;
  overridden: boolean;
}

interface FlagState {
  /** The server's answer by key; empty until the first one. */
  flags: Record<string, FeatureFlagValue>;
  /** When the last server answer arrived (ms), null before. */
  updatedAt: number | null;
  setFlags: (list: readonly FeatureFlagValue[]) => void;
}

export const useFlagStore = create<FlagState>((set) => ({
  flags: {},
  updatedAt: null,
  setFlags: (list) => {
    const flags: Record<string, FeatureFlagValue> = {};
    for (const f of list) flags[f.key] = { key: f.key, enabled: f.enabled, overridden: f.overridden };
    set({ flags, updatedAt: Date.now() });
  },
}));

/** A flag's value now: the server's, else the default. */
export function flagEnabled(key: FlagKey, flags: Record<string, FeatureFlagValue> = useFlagStore.getState().flags): boolean {
  return flags[key]?.enabled ?? FLAG_DEFAULTS[key];
}

/** Every known flag (defaults filled in), in the order the server lists them. */
export function allFlags(flags: Record<string, FeatureFlagValue>): FeatureFlagValue[] {
  const known = FLAG_KEYS.map((key) => flags[key] ?? { key, enabled: FLAG_DEFAULTS[key], overridden: false });
  const extra = Object.values(flags).filter((f) => !(f.key in FLAG_DEFAULTS));
  return [...known, ...extra];
}
