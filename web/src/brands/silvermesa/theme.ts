import type { ColorMode, ThemeTokens } from '../types';

/** Desert resort casino: charcoal, silver, turquoise. */
export const silvermesaTheme: Record<ColorMode, ThemeTokens> = {
  light: {
    bg: '#F3F4F6', surface: '#FFFFFF', surface2: '#F6F7F8', surface3: '#ECEEF1',
    border: '#D9DCE1', borderStrong: '#868D98', text: '#22252B', textMuted: '#585E68',
    primary: '#1A7A72', primaryHover: '#146660', onPrimary: '#FFFFFF',
    accent: '#22252B', onAccent: '#FFFFFF', link: '#146C65', focus: '#1A7A72',
    headerBg: '#22252B', headerText: '#FFFFFF', headerMuted: '#C0C6CF', headerBorder: '#33373F', headerCta: '#2BB3A7', onHeaderCta: '#0F1214',
    navBg: '#FFFFFF', navText: '#2E3239', navActiveBg: '#E3F4F2', navActiveText: '#125C56',
    footerBg: '#22252B', footerText: '#F2F3F5', footerMuted: '#C0C6CF', footerBorder: '#363A42',
    success: '#1B7A45', warning: '#935D00', danger: '#BA2D2D', info: '#2761B0',
    overlay: 'rgba(12, 13, 16, 0.6)', skeleton: '#E6E8EB', shadow: '0 12px 32px rgba(34, 37, 43, 0.18)',
  },
  dark: {
    bg: '#15171B', surface: '#1D2025', surface2: '#23272D', surface3: '#2A2E35',
    border: '#30353D', borderStrong: '#6B7380', text: '#EEF0F3', textMuted: '#ABB2BC',
    primary: '#2BB3A7', primaryHover: '#3CC6BA', onPrimary: '#0F1214',
    accent: '#C0C6CF', onAccent: '#15171B', link: '#5FD0C6', focus: '#5FD0C6',
    headerBg: '#111316', headerText: '#F2F3F5', headerMuted: '#C0C6CF', headerBorder: '#262A30', headerCta: '#2BB3A7', onHeaderCta: '#0F1214',
    navBg: '#181A1F', navText: '#D9DDE2', navActiveBg: '#12312E', navActiveText: '#6FDCD2',
    footerBg: '#0F1114', footerText: '#EDEFF2', footerMuted: '#A2A9B3', footerBorder: '#23262B',
    success: '#4FD18B', warning: '#F2B84B', danger: '#FF7B72', info: '#7DB0F5',
    overlay: 'rgba(0, 0, 0, 0.72)', skeleton: '#2A2E35', shadow: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
};
