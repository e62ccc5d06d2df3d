import type { ColorMode, ThemeTokens } from '../types';

/** Score app, data-dense, dark first: ink, electric blue, mint for wins. */
export const scorecardTheme: Record<ColorMode, ThemeTokens> = {
  light: {
    bg: '#F4F5F7', surface: '#FFFFFF', surface2: '#F6F7F9', surface3: '#ECEEF2',
    border: '#DCDFE5', borderStrong: '#8E95A2', text: '#0E0F12', textMuted: '#545A66',
    primary: '#1A65D6', primaryHover: '#1553B8', onPrimary: '#FFFFFF',
    accent: '#0E0F12', onAccent: '#FFFFFF', link: '#1A5FCC', focus: '#2D7FF9',
    headerBg: '#0E0F12', headerText: '#FFFFFF', headerMuted: '#B4B9C4', headerBorder: '#23262D', headerCta: '#1A65D6', onHeaderCta: '#FFFFFF',
    navBg: '#FFFFFF', navText: '#2A2E36', navActiveBg: '#E8F1FF', navActiveText: '#1553B8',
    footerBg: '#0E0F12', footerText: '#F1F3F6', footerMuted: '#A9AFBB', footerBorder: '#24272E',
    success: '#0B7A50', warning: '#985A00', danger: '#C62828', info: '#1A5FCC',
    overlay: 'rgba(6, 7, 9, 0.6)', skeleton: '#E4E7EC', shadow: '0 12px 32px rgba(14, 15, 18, 0.18)',
  },
  dark: {
    bg: '#0E0F12', surface: '#16181D', surface2: '#1C1F25', surface3: '#23272F',
    border: '#2A2E37', borderStrong: '#646B7A', text: '#F1F3F6', textMuted: '#A3A9B5',
    primary: '#2D7FF9', primaryHover: '#4B93FA', onPrimary: '#06080C',
    accent: '#35D49A', onAccent: '#0E0F12', link: '#7AB0FF', focus: '#7AB0FF',
    headerBg: '#0B0C0F', headerText: '#FFFFFF', headerMuted: '#A3A9B5', headerBorder: '#1F2228', headerCta: '#2D7FF9', onHeaderCta: '#06080C',
    navBg: '#121418', navText: '#D9DDE3', navActiveBg: '#14263F', navActiveText: '#8EBBFF',
    footerBg: '#0B0C0F', footerText: '#EEF0F3', footerMuted: '#9CA3AF', footerBorder: '#1F2228',
    success: '#35D49A', warning: '#F5B544', danger: '#FF7070', info: '#7AB0FF',
    overlay: 'rgba(0, 0, 0, 0.72)', skeleton: '#23272F', shadow: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};
