import type { BrandConfig } from '../types';
import { RiverbendLogo, RiverbendMark, RiverbendParentLogo } from './logo';
import { riverbendTheme } from './theme';

export const riverbend: BrandConfig = {
  code: 'riverbend',
  name: 'Riverbend Casino',
  kind: 'standalone-casino',
  Logo: RiverbendLogo,
  Mark: RiverbendMark,
  ParentLogo: RiverbendParentLogo,
  theme: riverbendTheme,
  features: { linkedAccounts: false, promotionalCreditsAsLoyaltyCash: true },
  copy: {
    tagline: 'The resort floor, wherever you are.',
    homeTitle: 'Welcome to Riverbend Casino',
    homeIntro:
      'The games you know from the resort, online. Log in to see your balance and loyalty cash, or join in a few minutes.',
    appPitch: 'Take Riverbend with you: the app keeps your favourite games and loyalty cash a tap away.',
    supportEmail: 'guestservices@riverbend.example',
    supportPhone: '1-866-555-0117',
    legalEntity: 'Riverbend Resorts Online LLC',
    parentCompany: 'Riverbend Resorts',
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
        { label: 'About Riverbend', to: '/legal/about' },
        { label: 'Guest Services', to: '/support' },
        { label: 'Accessibility', to: '/legal/accessibility' },
      ],
    },
    {
      title: 'Partner',
      links: [
        { label: 'Riverbend App', to: '/get-the-app' },
        { label: 'Privacy Policy', to: '/legal/privacy' },
        { label: 'Terms of Use', to: '/legal/terms' },
      ],
    },
  ],
  navigation: [
    { id: 'home', label: 'Lobby', to: '/', icon: 'dices' },
    { id: 'promos', label: 'Promos', to: '/promotions', icon: 'gift', followsAccountMenu: true },
    { id: 'get-the-app', label: 'Get the App', to: '/get-the-app', icon: 'smartphone' },
    { id: 'help', label: 'Guest Services', to: '/support', icon: 'circle-help' },
  ],
};
