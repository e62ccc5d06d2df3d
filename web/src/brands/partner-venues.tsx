import type { LogoProps } from './types';

/** Land-based partner venues named in the footer for the regions that have one (see docs/product/shell-and-identity.md). */
export interface PartnerVenue {
  region: 'US-IL' | 'US-MI' | 'US-NJ' | 'US-PA' | 'US-WV';
  name: string;
  place: string;
  initials: string;
}

export const PARTNER_VENUES: Record<PartnerVenue['region'], PartnerVenue> = {
  'US-IL': { region: 'US-IL', name: 'Lakeshore Downs', place: 'Illinois', initials: 'LD' },
  'US-MI': { region: 'US-MI', name: 'Great Lakes Grand', place: 'Michigan', initials: 'GL' },
  'US-NJ': { region: 'US-NJ', name: 'Boardwalk Crown', place: 'New Jersey', initials: 'BC' },
  'US-PA': { region: 'US-PA', name: 'Keystone Park', place: 'Pennsylvania', initials: 'KP' },
  'US-WV': { region: 'US-WV', name: 'Blue Ridge Downs', place: 'West Virginia', initials: 'BR' },
};

export function partnerVenueFor(regionCode: string | null | undefined): PartnerVenue | null {
  if (!regionCode) return null;
  return (PARTNER_VENUES as Record<string, PartnerVenue | undefined>)[regionCode.toUpperCase()] ?? null;
}

/** A venue's emblem: initials in a laurel-style roundel beside its name. */
export function PartnerVenueLogo({ venue, ...props }: LogoProps & { venue: PartnerVenue }) {
  // Room for the longer of the two lines (uppercase Inter, bold 12 px and 8.5 px with tracking).
  const width = Math.ceil(48 + Math.max(venue.name.length * 9.2, venue.place.length * 7.4));
  return (
    <svg viewBox={`0 0 ${width} 36`} width={width} height={36} role="img" aria-label={`Partner venue: ${venue.name}, ${venue.place}`} {...props}>
      <circle cx="18" cy="18" r="16" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="18" cy="18" r="12.5" fill="none" stroke="currentColor" strokeWidth="0.8" strokeDasharray="2 2" />
      <text x="18" y="22" textAnchor="middle" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="11" fontWeight="800">
        {venue.initials}
      </text>
      <text x="42" y="17" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="12" fontWeight="700" letterSpacing="0.4">
        {venue.name.toUpperCase()}
      </text>
      <text x="42" y="29" fill="currentColor" fontFamily="Inter Variable, Inter, system-ui, sans-serif" fontSize="8.5" fontWeight="500" letterSpacing="1.5" opacity="0.8">
        {venue.place.toUpperCase()}
      </text>
    </svg>
  );
}
