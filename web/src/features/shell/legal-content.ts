import type { BrandConfig } from '@/brands/types';

export type LegalDoc = 'privacy' | 'terms' | 'accessibility' | 'house-rules' | 'about';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  summary: string;
  sections: LegalSection[];
}

export const LEGAL_DOCS: LegalDoc[] = ['privacy', 'terms', 'accessibility', 'house-rules', 'about'];

export function isLegalDoc(value: string | undefined): value is LegalDoc {
  return !!value && (LEGAL_DOCS as string[]).includes(value);
}

/** The static legal and company pages, worded for the brand. */
export function legalDocument(doc: LegalDoc, brand: BrandConfig): LegalDocument {
  const { name } = brand;
  const { legalEntity, supportEmail, supportPhone, parentCompany } = brand.copy;
  const casino = brand.kind === 'standalone-casino';
  const play = casino ? 'play' : 'bet';
  switch (doc) {
    case 'privacy':
      return {
        title: 'Privacy Policy',
        summary: `How ${legalEntity} ("we") collects, uses and protects your personal information when you use ${name}.`,
        sections: [
          {
            heading: 'What we collect',
            paragraphs: [
              'Account details you give us: your name, email address, date of birth, region and, if you turn on strong authentication, your phone number.',
              `Information regulators require: proof of identity and age, your location while you ${play}, and a record of every transaction in your wallet.`,
              'Technical information: your device type, browser, IP address and the pages you use, kept in our server logs for security.',
            ],
          },
          {
            heading: 'How we use it',
            paragraphs: [
              `To run your account, verify that you may legally ${play} where you are, process deposits and withdrawals, prevent fraud and meet our licence obligations.`,
              'To support responsible gaming: enforcing the limits, cool-offs and self-exclusions you set, and contacting you if we see signs of harm.',
              'We use analytics only if you accept them in Cookie Settings. We never sell your personal information.',
            ],
          },
          {
            heading: 'Who we share it with',
            paragraphs: [
              'Gaming regulators and law enforcement when the law requires it; identity, payment and location-verification providers acting on our instructions; and nobody else without your consent.',
            ],
          },
          {
            heading: 'Your choices and rights',
            paragraphs: [
              'You can see and correct your account details at any time, change your cookie choices from the footer, and ask us for a copy of your data or for its deletion where regulation allows.',
              `Write to ${supportEmail} or call ${supportPhone}. We answer within 30 days.`,
            ],
          },
          {
            heading: 'How long we keep it',
            paragraphs: [
              'Gaming regulations require us to keep account and transaction records for at least five years after your account closes. Other data is deleted when it is no longer needed.',
            ],
          },
        ],
      };
    case 'terms':
      return {
        title: 'Terms of Use',
        summary: `These terms are an agreement between you and ${legalEntity}, the operator of ${name}. By opening an account you accept them.`,
        sections: [
          {
            heading: 'Who may play',
            paragraphs: [
              `You must be of legal age in your region (21 in the United States; the provincial age in Canada), physically located in a region where ${name} is licensed, and not excluded from gambling by law or by your own request.`,
              'You may hold one account, in your own name, and must keep your log-in details private.',
            ],
          },
          {
            heading: 'Your wallet',
            paragraphs: [
              'Balances are held in your local currency. Withdrawable cash can be withdrawn to a verified payment method in your name; bonus and promotional balances follow the terms of their offer.',
              'We may hold a withdrawal while we complete identity, location or anti-money-laundering checks.',
            ],
          },
          {
            heading: casino ? 'Games' : 'Bets',
            paragraphs: casino
              ? ['Each game shows its rules and return to player. A malfunction voids all pays and plays in the affected round.']
              : [
                  'A bet is accepted only when we confirm it. Obvious errors in odds or results may be corrected under the House Rules.',
                  'Bets are settled on the official result as set out in the House Rules.',
                ],
          },
          {
            heading: 'Responsible gaming',
            paragraphs: [
              'You can set deposit, spend, loss and time limits, take a cool-off or self-exclude at any time. If gambling stops being fun, call 1-800-GAMBLER.',
            ],
          },
          {
            heading: 'Closing your account and disputes',
            paragraphs: [
              `You can close your account by contacting ${supportEmail}. If you have a complaint, contact us first; if we cannot resolve it, you may refer it to the gaming regulator of your region.`,
            ],
          },
        ],
      };
    case 'accessibility':
      return {
        title: 'Accessibility Policies',
        summary: `${name} aims to be usable by everyone, including people who use assistive technology.`,
        sections: [
          {
            heading: 'Our standard',
            paragraphs: [
              'We design and test against the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA: every page works with a keyboard alone, has visible focus, landmarks and headings for screen readers, and text that keeps AA contrast in both light and dark mode.',
              'Amounts and odds use tabular figures so they stay in place as they change, and status updates are announced by screen readers.',
            ],
          },
          {
            heading: 'Settings that help',
            paragraphs: [
              'Switch between light and dark colours from the header or your account panel. The site follows your device setting until you choose, and honours reduced-motion preferences.',
            ],
          },
          {
            heading: 'Tell us what does not work',
            paragraphs: [
              `If anything stands in your way, email ${supportEmail} or call ${supportPhone}. We will help you complete what you were doing and fix the problem.`,
            ],
          },
        ],
      };
    case 'house-rules':
      return casino
        ? {
            title: 'Game Rules',
            summary: `General rules for every game at ${name}. Each game's own rules, pay table and return to player are shown inside the game.`,
            sections: [
              {
                heading: 'Fair play',
                paragraphs: [
                  'Game outcomes are decided by certified random number generators, tested by independent laboratories approved by the regulator.',
                  'Return-to-player figures are long-term averages over millions of rounds; they do not predict a single session.',
                ],
              },
              {
                heading: 'Interrupted games',
                paragraphs: [
                  'If your connection drops, the round completes on our servers and its result appears in your history. A malfunction voids all pays and plays in the affected round.',
                ],
              },
            ],
          }
        : {
            title: 'House Rules',
            summary: `How bets at ${name} are accepted, graded and settled.`,
            sections: [
              {
                heading: 'Accepting bets',
                paragraphs: [
                  'A bet stands once it is confirmed in your bet history. Prices can move between selection and placement; you will be asked to accept a changed price.',
                ],
              },
              {
                heading: 'Settlement',
                paragraphs: [
                  'Markets settle on the official result published by the governing body at the end of the event, including overtime unless the market says otherwise.',
                  'A postponed event that does not start within 24 hours is void and stakes are returned. In a parlay, a void leg is removed and the odds are recalculated.',
                ],
              },
              {
                heading: 'Palpable errors',
                paragraphs: [
                  'If a price is obviously wrong, the bet is settled at the correct price at the time it was placed, or voided where no correct price exists.',
                ],
              },
            ],
          };
    case 'about':
      return {
        title: `About ${name}`,
        summary: brand.copy.tagline,
        sections: [
          {
            heading: 'Who we are',
            paragraphs: [
              `${name} is operated by ${legalEntity}, a ${parentCompany} company, and licensed by the gaming regulator of each region where it is offered.`,
            ],
          },
          {
            heading: 'Getting in touch',
            paragraphs: [`Our support team answers every day at ${supportEmail} and ${supportPhone}.`],
          },
        ],
      };
  }
}
