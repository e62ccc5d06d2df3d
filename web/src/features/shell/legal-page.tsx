import './shell.css';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useBrand } from '@/brands/brand-context';
import { PhoneText } from '@/shared/ui/phone-text';
import { isLegalDoc, legalDocument } from './legal-content';
import { NotFoundPage } from './screens';

/** /legal/{privacy,terms,accessibility,house-rules,about}. */
export function LegalPage() {
  const { doc } = useParams();
  const brand = useBrand();
  const document_ = isLegalDoc(doc) ? legalDocument(doc, brand) : null;

  useEffect(() => {
    if (document_) document.title = `${document_.title} | ${brand.name}`;
  }, [document_, brand.name]);

  if (!document_) return <NotFoundPage />;
  return (
    <article className="legal">
      <nav aria-label="Breadcrumb" className="legal__crumbs">
        <Link to="/">Home</Link> <span aria-hidden="true">/</span> <span>{document_.title}</span>
      </nav>
      <h1 className="legal__title">{document_.title}</h1>
      <p className="legal__summary">{document_.summary}</p>
      {document_.sections.map((s) => (
        <section key={s.heading} className="legal__section">
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p, i) => (
            <p key={i}>
              <PhoneText text={p} />
            </p>
          ))}
        </section>
      ))}
      <p className="legal__updated">Last updated November 2025.</p>
    </article>
  );
}
