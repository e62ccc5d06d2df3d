import type { ColorMode, ThemeTokens } from '../types';

/** Broadcast sports media: navy, signal red, white. */
export const halftimeTheme: Record<ColorMode, ThemeTokens> = {
  light: {
    bg: '#F2F4F7', surface: '#FFFFFF', surface2: '#F5F7FA', surface3: '#E9EDF2',
    border: '#D8DEE6', borderStrong: '#7A889C', text: '#0B1F3A', textMuted: '#4B5B71',
    primary: '#C62A25', primaryHover: '#A8221E', onPrimary: '#FFFFFF',
    accent: '#0B1F3A', onAccent: '#FFFFFF', link: '#1E4FBF', focus: '#1D5FD6',
    headerBg: '#0B1F3A', headerText: '#FFFFFF', headerMuted: '#B8C4D6', headerBorder: '#1D3355', headerCta: '#C62A25', onHeaderCta: '#FFFFFF',
    navBg: '#FFFFFF', navText: '#22324A', navActiveBg: '#FDECEC', navActiveText: '#A8221E',
    footerBg: '#0B1F3A', footerText: '#F2F5FA', footerMuted: '#AEBBD0', footerBorder: '#22385C',
    success: '#0F7A3D', warning: '#9A5600', danger: '#C0271F', info: '#1E5BC6',
    overlay: 'rgba(5, 12, 24, 0.6)', skeleton: '#E3E8EE', shadow: '0 12px 32px rgba(11, 31, 58, 0.18)',
  },
  dark: {
    bg: '#0A0F1A', surface: '#121A2A', surface2: '#172236', surface3: '#1E2B42',
    border: '#25324A', borderStrong: '#5A6B88', text: '#E9EEF6', textMuted: '#A3B1C6',
    primary: '#D42E29', primaryHover: '#BE2621', onPrimary: '#FFFFFF',
    accent: '#E9EEF6', onAccent: '#0A0F1A', link: '#86B5FF', focus: '#86B5FF',
    headerBg: '#0D1524', headerText: '#FFFFFF', headerMuted: '#A3B1C6', headerBorder: '#1E2A40', headerCta: '#D42E29', onHeaderCta: '#FFFFFF',
    navBg: '#0D1524', navText: '#D5DDEA', navActiveBg: '#2C1820', navActiveText: '#FF9A95',
    footerBg: '#070B13', footerText: '#E9EEF6', footerMuted: '#9AA8BE', footerBorder: '#1B263A',
    success: '#3DD68C', warning: '#F5B544', danger: '#FF7A73', info: '#86B5FF',
    overlay: 'rgba(0, 0, 0, 0.7)', skeleton: '#1E2A3E', shadow: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
};
