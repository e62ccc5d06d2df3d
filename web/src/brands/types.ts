import type { ComponentType, SVGProps } from 'react';

export type BrandCode = 'halftime' | 'scorecard' | 'riverbend' | 'silvermesa';
export type ColorMode = 'light' | 'dark';

/** Semantic colour tokens; every component reads these, never raw colours. */
export interface ThemeTokens {
  bg: string;
  surface: string;
  surface2: string;
  surface3: string;
  border: string;
  borderStrong: string;
  text: string;
  textMuted: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  link: string;
  focus: string;
  headerBg: string;
  headerText: string;
  headerMuted: string;
  headerBorder: string;
  /** Call-to-action buttons on the header colour (Sign Up, hero). */
  headerCta: string;
  onHeaderCta: string;
  navBg: string;
  navText: string;
  navActiveBg: string;
  navActiveText: string;
  footerBg: string;
  footerText: string;
  footerMuted: string;
  footerBorder: string;
  success: string;
  warning: string;
  danger: string;
  info: string;
  overlay: string;
  skeleton: string;
  shadow: string;
}

export type LogoProps = SVGProps<SVGSVGElement> & { title?: string };

export interface LinkItem {
  label: string;
  /** App path ("/legal/terms") or absolute https URL (opens in a new tab). */
  to: string;
}

export interface FooterColumn {
  title: string;
  links: LinkItem[];
}

/** A side-navigation entry; `icon` is a key of the shell's icon map. */
export interface NavItem {
  id: string;
  label: string;
  to: string;
  icon: 'home' | 'smartphone' | 'circle-help' | 'info' | 'shield' | 'scale' | 'dices' | 'trophy' | 'ticket' | 'gift';
  /** Only shown to logged-in users (the route needs a session). */
  requiresLogin?: boolean;
  /** Listed with Home, before the side navigation's composed sections (the sports menu). */
  lead?: boolean;
  /** Shown only while the account menu has an item to the same path (Promos). */
  followsAccountMenu?: boolean;
}

export interface BrandConfig {
  code: BrandCode;
  name: string;
  /** Sportsbooks have a sports product (and a casino beside it); standalone casinos do not. */
  kind: 'sportsbook' | 'standalone-casino';
  Logo: ComponentType<LogoProps>;
  /** Square mark for small places (rail, favicon, get-the-app page). */
  Mark: ComponentType<LogoProps>;
  theme: Record<ColorMode, ThemeTokens>;
  features: {
    /** Linked accounts (single sign-on with the media partner). */
    linkedAccounts: boolean;
    /** Promotional credits are presented as loyalty cash. */
    promotionalCreditsAsLoyaltyCash: boolean;
  };
  copy: {
    tagline: string;
    homeTitle: string;
    homeIntro: string;
    appPitch: string;
    supportEmail: string;
    supportPhone: string;
    /** The licence holder named in the copyright line. */
    legalEntity: string;
    /** The parent company shown with its logo in the footer. */
    parentCompany: string;
  };
  ParentLogo: ComponentType<LogoProps>;
  footerColumns: [FooterColumn, FooterColumn, FooterColumn];
  /** Side-navigation entries that work today; later issues add their sections. */
  navigation: NavItem[];
}
