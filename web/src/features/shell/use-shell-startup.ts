import { useStartup } from '@/shared/api/use-startup';

export interface FooterDisclaimer {
  body: string;
  hyperlinkText: string | null;
  deepLink: { canonicalUrl: string | null; webUrl: string | null } | null;
}

export interface RgLogo {
  id: string;
  name: string;
  imageUrl: string;
  altText: string;
  deepLink: { canonicalUrl: string | null; webUrl: string | null } | null;
}

/** The parts of startup data the shell renders. */
export interface ShellStartup {
  /** Startup answered at least once. */
  ready: boolean;
  /** Startup failed and nothing is known (platform-issue screen). */
  failed: boolean;
  /** Whether the visitor's region is valid; null until known (header buttons stay disabled). */
  validRegion: boolean | null;
  regionCode: string | null;
  casinoEnabled: boolean;
  disclaimers: FooterDisclaimer[];
  rgLogos: RgLogo[];
}

/** Adapts the session's startup data (owned by the API layer) to what the shell shows. */
export function useShellStartup(): ShellStartup {
  const { data: startup, error } = useStartup();
  const regional = startup?.regionalMetadata ?? null;
  return {
    ready: Boolean(startup),
    failed: !startup && Boolean(error),
    validRegion: regional ? regional.validRegion : null,
    regionCode: regional?.currentRegionCode ?? regional?.ipAddressShortRegionCode ?? null,
    casinoEnabled: startup?.applicationMetadata?.casinoEnabled === true,
    disclaimers: (startup?.serviceAttributes?.webFooterDisclaimers ?? []).filter((d: FooterDisclaimer | null | undefined): d is FooterDisclaimer => Boolean(d)),
    rgLogos: (startup?.responsibleGaming?.logos ?? []).filter((l: RgLogo | null | undefined): l is RgLogo => Boolean(l)),
  };
}
