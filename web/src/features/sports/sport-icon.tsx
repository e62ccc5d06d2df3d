import type { ReactNode, SVGProps } from 'react';

/**
 * Our own sport icons (navigation icons are 84x84). Each is drawn on an
 * 84x84 grid in `currentColor`, so it takes the colour of its place (navigation text, chip,
 * shelf header) in every brand and colour mode, and is displayed at the size its place
 * needs (the drawer and full menu, the 80 px rail, chips, shelf headers).
 */
const PATHS: Record<string, ReactNode> = {
  football: (
    <>
      <ellipse cx="42" cy="42" rx="33" ry="19" transform="rotate(-45 42 42)" />
      <path d="M31 53 53 31" />
      <path d="M35 41l8 8M40 36l8 8M45 31l8 8" />
      <path d="M19 51l14 14M51 19l14 14" />
    </>
  ),
  basketball: (
    <>
      <circle cx="42" cy="42" r="32" />
      <path d="M42 10v64M10 42h64" />
      <path d="M20 18c12 12 12 36 0 48M64 18c-12 12-12 36 0 48" />
    </>
  ),
  hockey: (
    <>
      <path d="M24 10 45 57c2 5 5 7 10 7h17" />
      <ellipse cx="26" cy="62" rx="13" ry="6" />
      <path d="M13 62v5c0 3.3 5.8 6 13 6s13-2.7 13-6v-5" />
    </>
  ),
  baseball: (
    <>
      <circle cx="42" cy="42" r="32" />
      <path d="M23 16c9 14 9 38 0 52M61 16c-9 14-9 38 0 52" />
      <path d="M22 27l7-2M25 38l7-1M25 48l7 1M22 59l7 2M62 27l-7-2M59 38l-7-1M59 48l-7 1M62 59l-7 2" />
    </>
  ),
  soccer: (
    <>
      <circle cx="42" cy="42" r="32" />
      <path d="M42 30l11.4 8.3-4.4 13.4H35l-4.4-13.4z" fill="currentColor" />
      <path d="M42 30V16M53.4 38.3l13-4.4M49 51.7l8 11.3M35 51.7l-8 11.3M30.6 38.3l-13-4.4" />
      <path d="M32 11.5 42 16l10-4.5M71 31l-4.6 2.9 1.8 12.7M63 68.6 57 63l-11 4M21 68.6 27 63l11 4M13 31l4.6 2.9-1.8 12.7" />
    </>
  ),
  tennis: (
    <>
      <ellipse cx="34" cy="34" rx="18" ry="23" transform="rotate(-45 34 34)" />
      <path d="M23 23l22 22M17 35l18 18M35 17l18 18M22 46l24-24M30 52l20-20M16 38l22-22" strokeWidth="2.5" />
      <path d="M51 51 72 72" />
      <circle cx="66" cy="20" r="8" />
    </>
  ),
  darts: (
    <>
      <circle cx="38" cy="46" r="30" />
      <circle cx="38" cy="46" r="18" />
      <circle cx="38" cy="46" r="6" fill="currentColor" />
      <path d="M38 46 66 18" />
      <path d="M62 14l4 4 2-10zM66 18l4 4 10-2z" fill="currentColor" />
    </>
  ),
  live: (
    <>
      <circle cx="42" cy="42" r="8" fill="currentColor" />
      <path d="M27 27a21 21 0 0 0 0 30M57 27a21 21 0 0 1 0 30" />
      <path d="M16 16a37 37 0 0 0 0 52M68 16a37 37 0 0 1 0 52" />
    </>
  ),
  'quick-bets': <path d="M48 8 18 48h22l-4 28 30-40H44z" />,
  'parlay-lounge': (
    <>
      <path d="M42 12 74 28 42 44 10 28z" />
      <path d="M10 42l32 16 32-16" />
      <path d="M10 56l32 16 32-16" />
    </>
  ),
  exclusives: <path d="M42 10l9.4 20.6 22.6 2.6-16.8 15.3 4.6 22.3L42 59.5 22.2 70.8l4.6-22.3L10 33.2l22.6-2.6z" />,
  generic: (
    <>
      <path d="M26 12h32v18a16 16 0 0 1-32 0z" />
      <path d="M26 18H14v4c0 8 6 14 13 15M58 18h12v4c0 8-6 14-13 15" />
      <path d="M42 46v12M30 72h24l-3-14H33z" />
    </>
  ),
};

/** The icon keys we draw (sport slugs, `live`, `exclusives`); anything else gets `generic`. */
export const SPORT_ICON_KEYS = Object.keys(PATHS);

export type SportIconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'> & {
  /** A sport slug, `live` or `exclusives`. */
  name: string | null | undefined;
  size?: number;
  /** Accessible name; icons beside a text label are decorative (the default). */
  title?: string;
};

export function SportIcon({ name, size = 24, title, className, ...rest }: SportIconProps) {
  const key = name && name in PATHS ? name : 'generic';
  return (
    <svg
      viewBox="0 0 84 84"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['sport-icon', className ?? ''].filter(Boolean).join(' ')}
      data-icon={key}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
      {...rest}
    >
      {PATHS[key]}
    </svg>
  );
}
