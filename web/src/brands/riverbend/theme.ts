import type { ColorMode, ThemeTokens } from '../types';

/** Regional resort casino: emerald, gold, cream. */
export const riverbendTheme: Record<ColorMode, ThemeTokens> = {
  light: {
    bg: '#FBF7EE', surface: '#FFFFFF', surface2: '#F7F1E3', surface3: '#EFE6D2',
    border: '#E2D8C2', borderStrong: '#9C8E70', text: '#1D2A25', textMuted: '#56625C',
    primary: '#0F5C4A', primaryHover: '#0B4A3B', onPrimary: '#FFFFFF',
    accent: '#D4A944', onAccent: '#1D2A25', link: '#0F5C4A', focus: '#0F5C4A',
    headerBg: '#0F5C4A', headerText: '#FFFFFF', headerMuted: '#CFE3DB', headerBorder: '#0C4D3E', headerCta: '#D4A944', onHeaderCta: '#1D2A25',
    navBg: '#FFFFFF', navText: '#2A3A33', navActiveBg: '#E6F1EC', navActiveText: '#0B4A3B',
    footerBg: '#0B3F33', footerText: '#F6F1E4', footerMuted: '#C9D8CF', footerBorder: '#175545',
    success: '#16794A', warning: '#8F5B00', danger: '#B3261E', info: '#1F5FA8',
    overlay: 'rgba(10, 26, 20, 0.6)', skeleton: '#EDE5D3', shadow: '0 12px 32px rgba(15, 92, 74, 0.16)',
  },
  dark: {
    bg: '#0B1512', surface: '#112019', surface2: '#16291F', surface3: '#1D3328',
    border: '#24392F', borderStrong: '#547566', text: '#F1ECDF', textMuted: '#B3BDB5',
    primary: '#D4A944', primaryHover: '#E2BB5E', onPrimary: '#14201B',
    accent: '#3FAF8D', onAccent: '#0B1512', link: '#E8C66F', focus: '#E8C66F',
    headerBg: '#0A1A15', headerText: '#F6F1E4', headerMuted: '#B3BDB5', headerBorder: '#18302A', headerCta: '#D4A944', onHeaderCta: '#14201B',
    navBg: '#0E1B16', navText: '#DDE3DD', navActiveBg: '#2A2513', navActiveText: '#E8C66F',
    footerBg: '#07110E', footerText: '#EFEADF', footerMuted: '#A6B1AA', footerBorder: '#17261F',
    success: '#5AD19A', warning: '#F2C14E', danger: '#FF7A70', info: '#7DB4F5',
    overlay: 'rgba(0, 0, 0, 0.7)', skeleton: '#1D3328', shadow: '0 12px 32px rgba(0, 0, 0, 0.5)',
  },
};
