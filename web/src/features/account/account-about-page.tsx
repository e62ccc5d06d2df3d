import { useBrand } from '@/brands/brand-context';
import { appVersion } from '@/shared/api/client-info';
import { useStartup } from '@/shared/api/use-startup';
import { displayYear } from '@/shared/format/date';
import './account.css';

/** `/account/about`: the product, the brand, its licensing and the version. */
export function AccountAboutPage() {
  const brand = useBrand();
  const { data } = useStartup();
  const region = data?.regionalMetadata.currentRegionCode;
  return (
    <div className="account-page">
      <h1 className="account-page__title">About</h1>
      <section className="account-section" aria-labelledby="about-product">
        <h2 id="about-product" className="account-section__title">
          {brand.name}
        </h2>
        <p>{brand.copy.tagline}</p>
        <dl className="details">
          <dt>Product</dt>
          <dd>{brand.kind === 'sportsbook' ? 'Online sportsbook' : 'Online casino'}</dd>
          <dt>Operator</dt>
          <dd>{brand.copy.legalEntity}</dd>
          <dt>Part of</dt>
          <dd>{brand.copy.parentCompany}</dd>
          <dt>Version</dt>
          <dd>{appVersion()}</dd>
          {region ? (
            <>
              <dt>Current region</dt>
              <dd>{region}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section className="account-section" aria-labelledby="about-licensing">
        <h2 id="about-licensing" className="account-section__title">
          Licensing
        </h2>
        <p>
          {brand.copy.legalEntity} offers real-money wagering only in the US states and Canadian provinces where it holds a
          licence, and only to people of legal gambling age who are physically located there. Must be 21+ in US states (18+ or
          19+ by province in Canada).
        </p>
        {(data?.serviceAttributes.webFooterDisclaimers ?? []).map((d, i) => (
          <p key={i} className="account-page__lead">
            {d.body}
          </p>
        ))}
        <p className="account-page__lead">
          © {displayYear()} {brand.copy.legalEntity}. All rights reserved.
        </p>
      </section>
      <section className="account-section" aria-labelledby="about-data">
        <h2 id="about-data" className="account-section__title">
          Data sources
        </h2>
        <p>
          Location verification decides your state or province from boundary data{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">
            © OpenStreetMap contributors (ODbL)
          </a>
          .
        </p>
      </section>
    </div>
  );
}
