import type { BrandConfig } from '../types';
import { ScorecardLogo, ScorecardMark, ScorecardParentLogo } from './logo';
import { scorecardTheme } from './theme';

export const scorecard: BrandConfig = {
  code: 'scorecard',
  name: 'Scorecard Bet',
  kind: 'sportsbook',
  Logo: ScorecardLogo,
  Mark: ScorecardMark,
  ParentLogo: ScorecardParentLogo,
  theme: scorecardTheme,
  features: { linkedAccounts: false, promotionalCreditsAsLoyaltyCash: false },
  copy: {
    tagline: 'Scores, stats and odds in one place.',
    homeTitle: 'Scorecard Bet',
    homeIntro:
      'Every score you follow, now with a price. Log in to pick up where you left off, or create an account to get started.',
    appPitch: 'Follow your scores and your bets side by side: the Scorecard app has both, updated live.',
    supportEmail: 'help@scorecard.example',
    supportPhone: '1-877-555-0188',
    legalEntity: 'Scorecard Gaming LLC',
    parentCompany: 'Scorecard Labs',
  },
  footerColumns: [
    {
      title: 'Betting',
      links: [
        { label: 'Home', to: '/' },
        { label: 'Betting Rules', to: '/legal/house-rules' },
        { label: 'Responsible Gaming', to: 'https://www.ncpgambling.org/help-treatment/' },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About Scorecard', to: '/legal/about' },
        { label: 'Support', to: '/support' },
        { label: 'Accessibility', to: '/legal/accessibility' },
      ],
    },
    {
      title: 'Products',
      links: [
        { label: 'Scorecard Bet App', to: '/get-the-app' },
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
    { id: 'house-rules', label: 'Betting Rules', to: '/legal/house-rules', icon: 'scale' },
    { id: 'help', label: 'Support', to: '/support', icon: 'circle-help' },
  ],
};
