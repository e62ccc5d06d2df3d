import type { BrandConfig } from '../types';
import { HalftimeLogo, HalftimeMark, HalftimeParentLogo } from './logo';
import { halftimeTheme } from './theme';

export const halftime: BrandConfig = {
  code: 'halftime',
  name: 'Halftime Sportsbook',
  kind: 'sportsbook',
  Logo: HalftimeLogo,
  Mark: HalftimeMark,
  ParentLogo: HalftimeParentLogo,
  theme: halftimeTheme,
  features: { linkedAccounts: true, promotionalCreditsAsLoyaltyCash: true },
  copy: {
    tagline: 'The sportsbook from the people who bring you the game.',
    homeTitle: 'Welcome to Halftime Sportsbook',
    homeIntro:
      'Odds on every game you watch, straight from the broadcast desk. Log in to see your wallet, or sign up in a couple of minutes.',
    appPitch: 'Live odds, instant alerts and Face ID log-in: the Halftime app puts the whole book in your pocket.',
    supportEmail: 'support@halftime.example',
    supportPhone: '1-888-555-0142',
    legalEntity: 'Halftime Interactive LLC',
    parentCompany: 'Halftime Media Group',
  },
  footerColumns: [
    {
      title: 'Betting',
      links: [
        { label: 'Sportsbook Home', to: '/' },
        { label: 'House Rules', to: '/legal/house-rules' },
        { label: 'Responsible Gaming', to: 'https://www.ncpgambling.org/help-treatment/' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Halftime', to: '/legal/about' },
        { label: 'Help Center', to: '/support' },
        { label: 'Accessibility', to: '/legal/accessibility' },
      ],
    },
    {
      title: 'Products',
      links: [
        { label: 'Get the App', to: '/get-the-app' },
        { label: 'Privacy Policy', to: '/legal/privacy' },
        { label: 'Terms of Use', to: '/legal/terms' },
      ],
    },
  ],
  navigation: [
    { id: 'home', label: 'Home', to: '/', icon: 'home' },
    { id: 'my-bets', label: 'My Bets', to: '/my-bets', icon: 'ticket', lead: true },
    { id: 'promos', label: 'Promos', to: '/promotions', icon: 'gift', lead: true, followsAccountMenu: true },
    { id: 'get-the-app', label: 'Get the App', to: '/get-the-app', icon: 'smartphone' },
    { id: 'house-rules', label: 'House Rules', to: '/legal/house-rules', icon: 'scale' },
    { id: 'help', label: 'Help', to: '/support', icon: 'circle-help' },
  ],
};
