import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analyticsAllowed, CONSENT_KEY, useCookieConsent } from '@/shared/hooks/use-cookie-consent';
import { Footer } from './footer';
import { renderShell, TEST_STARTUP } from './test-utils';

describe('Footer', () => {
  it.each([
    ['halftime', ['Betting', 'Company', 'Products'], 'Halftime Interactive LLC', 'Halftime Media Group'],
    ['scorecard', ['Betting', 'Company', 'Products'], 'Scorecard Gaming LLC', 'Scorecard Labs'],
    ['riverbend', ['Casino', 'Company', 'Partner'], 'Riverbend Resorts Online LLC', 'Riverbend Resorts'],
    ['silvermesa', ['Casino', 'Company', 'Partner'], 'Silver Mesa Digital LLC', 'Mesa Hospitality'],
  ] as const)('%s has its three link columns, copyright and parent company', (brand, columns, entity, parent) => {
    renderShell(<Footer />, { brand });
    const footer = screen.getByRole('contentinfo');
    for (const title of columns) expect(within(footer).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(footer).toHaveTextContent(new RegExp(`© \\d{4} ${entity}\\. All rights reserved\\.`));
    expect(footer).toHaveTextContent(`A ${parent} company`);
  });

  it('has the legal links, store badges and responsible-gaming logos', () => {
    renderShell(<Footer />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/legal/privacy');
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/legal/terms');
    expect(within(legal).getByRole('link', { name: 'Accessibility Policies' })).toHaveAttribute('href', '/legal/accessibility');
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', '/get-the-app?platform=ios');
    expect(screen.getByRole('img', { name: 'Must be 21 or older to play' })).toHaveAttribute('src', '/brand/rg/age-21.svg');
    expect(screen.getByRole('img', { name: 'Gambling problem? Call 1-800-GAMBLER' }).closest('a')).toHaveAttribute('href', 'tel:1-800-426-2537');
  });

  it('makes phone numbers in disclaimers tappable and shows a link only with text and URL', () => {
    renderShell(<Footer />);
    expect(screen.getByRole('link', { name: '1-800-GAMBLER' })).toHaveAttribute('href', 'tel:+18004262537');
    expect(screen.getByRole('link', { name: '1-866-531-2600' })).toHaveAttribute('href', 'tel:+18665312600');
    expect(screen.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('href', 'https://www.ncpgambling.org/');
    expect(screen.queryByRole('link', { name: 'Nowhere' })).not.toBeInTheDocument();
  });

  it.each([
    ['US-IL', 'Lakeshore Downs'],
    ['US-MI', 'Great Lakes Grand'],
    ['US-NJ', 'Boardwalk Crown'],
    ['US-PA', 'Keystone Park'],
    ['US-WV', 'Blue Ridge Downs'],
  ])('shows the partner venue of %s', (region, venue) => {
    renderShell(<Footer regionCode={region} />);
    expect(screen.getByRole('img', { name: new RegExp(`Partner venue: ${venue}`) })).toBeInTheDocument();
  });

  it('shows no partner venue elsewhere', () => {
    const startup = { ...TEST_STARTUP, regionalMetadata: { ...TEST_STARTUP.regionalMetadata, currentRegionCode: 'US-NY', ipAddressShortRegionCode: 'US-NY' } };
    renderShell(<Footer />, { startup: startup as typeof TEST_STARTUP });
    expect(screen.queryByRole('img', { name: /Partner venue/ })).not.toBeInTheDocument();
  });

  it('Cookie Settings stores the choice and analytics stay off unless accepted', async () => {
    useCookieConsent.setState({ choice: null });
    renderShell(<Footer />);
    expect(analyticsAllowed()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject Non-Essential' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}').analytics).toBe(false);
    expect(analyticsAllowed()).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cookie Settings' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Choices' }));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '{}').analytics).toBe(true);
    expect(analyticsAllowed()).toBe(true);
  });
});
