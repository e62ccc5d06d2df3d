import type { BrandConfig } from '../types';
import { SilvermesaLogo, SilvermesaMark, SilvermesaParentLogo } from './logo';
import { silvermesaTheme } from './theme';

export const silvermesa: BrandConfig = {
  code: 'silvermesa',
  name: 'Silver Mesa Casino',
  kind: 'standalone-casino',
  Logo: SilvermesaLogo,
  Mark: SilvermesaMark,
  ParentLogo: SilvermesaParentLogo,
  theme: silvermesaTheme,
  features: { linkedAccounts: false, promotionalCreditsAsLoyaltyCash: false },
  copy: {
    tagline: 'Desert nights, any night.',
    homeTitle: 'Silver Mesa Casino',
    homeIntro:
      'Classic tables and new slots from the high desert. Log in to play, or create your account in a few steps.',
    appPitch: 'The Silver Mesa app brings the casino floor to your phone, with fast, secure log-in.',
    supportEmail: 'support@silvermesa.example',
    supportPhone: '1-855-555-0163',
    legalEntity: 'Silver Mesa Digital LLC',
    parentCompany: 'Mesa Hospitality',
  },
  footerColumns: [
    {
      title: 'Casino',
      links: [
        { label: 'Casino Home', to: '/' },
        { label: 'Game Rules', to: '/legal/house-rules' },
        { label: 'Play Responsibly', to: 'https://www.ncpgambling.org/' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Silver Mesa', to: '/legal/about' },
        { label: 'Support', to: '/support' },
        { label: 'Accessibility', to: '/legal/accessibility' },
      ],
    },
    {
      title: 'Partner',
      links: [
        { label: 'Silver Mesa App', to: '/get-the-app' },
        { label: 'Privacy Policy', to: '/legal/privacy' },
        { label: 'Terms of Use', to: '/legal/terms' },
      ],
    },
  ],
  navigation: [
    { id: 'home', label: 'Lobby', to: '/', icon: 'dices' },
    { id: 'promos', label: 'Promos', to: '/promotions', icon: 'gift', followsAccountMenu: true },
    { id: 'get-the-app', label: 'Get the App', to: '/get-the-app', icon: 'smartphone' },
    { id: 'help', label: 'Support', to: '/support', icon: 'circle-help' },
  ],
};
