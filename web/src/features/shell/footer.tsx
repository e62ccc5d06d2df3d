import './shell.css';
import { Link } from 'react-router';
import { Accessibility, ExternalLink } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { partnerVenueFor, PartnerVenueLogo } from '@/brands/partner-venues';
import type { LinkItem } from '@/brands/types';
import { displayYear } from '@/shared/format/date';
import { PhoneText } from '@/shared/ui/phone-text';
import { CookieSettings } from './cookie-settings';
import { resolveDeepLink } from './menu-items';
import { StoreBadges } from './store-badges';
import type { FooterDisclaimer, RgLogo } from './use-shell-startup';
import { useShellStartup } from './use-shell-startup';

function FooterLink({ link }: { link: LinkItem }) {
  if (/^https?:\/\//.test(link.to)) {
    return (
      <a href={link.to} target="_blank" rel="noreferrer" className="footer__link">
        {link.label}
        <ExternalLink size={12} aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} className="footer__link">
      {link.label}
    </Link>
  );
}

/** A disclaimer link shows only when both its text and its web URL exist (see docs/product/shell-and-identity.md). */
function Disclaimer({ disclaimer }: { disclaimer: FooterDisclaimer }) {
  const webUrl = disclaimer.deepLink?.webUrl;
  const showLink = Boolean(disclaimer.hyperlinkText && webUrl);
  const target = showLink ? resolveDeepLink({ canonicalUrl: webUrl, webUrl }) : null;
  return (
    <p className="footer__disclaimer">
      <PhoneText text={disclaimer.body} />
      {showLink && webUrl ? (
        <>
          {' '}
          {target && !target.external ? (
            <Link to={target.to}>{disclaimer.hyperlinkText}</Link>
          ) : (
            <a href={webUrl} target="_blank" rel="noreferrer">
              {disclaimer.hyperlinkText}
            </a>
          )}
        </>
      ) : null}
    </p>
  );
}

function RgLogos({ logos }: { logos: RgLogo[] }) {
  if (logos.length === 0) return null;
  return (
    <ul className="footer__rg" aria-label="Responsible gaming">
      {logos.map((logo) => {
        const img = <img src={logo.imageUrl} alt={logo.altText} height={40} className="footer__rg-img" />;
        const href = logo.deepLink?.webUrl;
        return (
          <li key={logo.id}>
            {href ? (
              <a href={href} {...(href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})} className="footer__rg-link">
                {img}
              </a>
            ) : (
              img
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Footer. */
export function Footer({ regionCode: regionOverride }: { regionCode?: string | null } = {}) {
  const brand = useBrand();
  const startup = useShellStartup();
  const regionCode = regionOverride ?? startup.regionCode;
  const venue = partnerVenueFor(regionCode);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__top">
          {brand.footerColumns.map((col) => (
            <section key={col.title} className="footer__column" aria-labelledby={`footer-col-${col.title}`}>
              <h2 id={`footer-col-${col.title}`} className="footer__heading">
                {col.title}
              </h2>
              <ul className="footer__links">
                {col.links.map((link) => (
                  <li key={link.label}>
                    <FooterLink link={link} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section className="footer__column footer__column--apps" aria-labelledby="footer-col-apps">
            <h2 id="footer-col-apps" className="footer__heading">
              Get the App
            </h2>
            <StoreBadges />
          </section>
        </div>

        <div className="footer__middle">
          <RgLogos logos={startup.rgLogos} />
          {venue ? (
            <div className="footer__venue">
              <span className="footer__venue-label">Official partner venue</span>
              <PartnerVenueLogo venue={venue} className="footer__venue-logo" />
            </div>
          ) : null}
        </div>

        {startup.disclaimers.length > 0 ? (
          <div className="footer__disclaimers">
            {startup.disclaimers.map((d, i) => (
              <Disclaimer key={i} disclaimer={d} />
            ))}
          </div>
        ) : null}

        <div className="footer__bottom">
          <nav aria-label="Legal" className="footer__legal">
            <Link to="/legal/privacy" className="footer__legal-link">
              Privacy Policy
            </Link>
            <Link to="/legal/terms" className="footer__legal-link">
              Terms of Use
            </Link>
            <Link to="/legal/accessibility" className="footer__legal-link">
              <Accessibility size={16} aria-hidden="true" />
              Accessibility Policies
            </Link>
            <CookieSettings />
          </nav>
          <div className="footer__brandline">
            <p className="footer__copyright">
              © {displayYear()} {brand.copy.legalEntity}. All rights reserved.
            </p>
            <div className="footer__parent">
              <span>A {brand.copy.parentCompany} company</span>
              <brand.ParentLogo className="footer__parent-logo" title={brand.copy.parentCompany} />
            </div>
          </div>
        </div>
      </div>
    </footer>
  );
}
