import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { FileText } from 'lucide-react';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/field';
import { Skeleton } from '@/shared/ui/skeleton';
import { addressLine, downloadForm, idTypeLabel, maskedTin } from './tax-api';
import type { W2gTaxFormsQuery } from '@/graphql/graphql';
import { W2gTaxFormsDocument } from './tax-operations';
import './casino-taxes.css';

type Form = W2gTaxFormsQuery['w2gTaxForms'][number]['forms'][number];

/** `/account/taxes`: the account holder's W-2G forms by tax year, each with its PDF. */
export function TaxFormsPage() {
  useDocumentTitle('Tax Forms');
  const { data, loading, error, refetch } = useQuery(W2gTaxFormsDocument, { fetchPolicy: 'cache-and-network' });
  const years = data?.w2gTaxForms;
  return (
    <div className="account-page">
      <h1 className="account-page__title">Tax Forms</h1>
      <p className="account-page__lead">
        Casino wins the IRS asks us to report are listed here on form W-2G, by tax year (the date of the win in US Eastern time). Download a form for your tax return.
      </p>
      {years === undefined && loading ? (
        <div className="account-section" aria-busy="true" aria-label="Loading your tax forms">
          <Skeleton width="40%" height={20} />
          <Skeleton width="100%" height={48} style={{ marginTop: 12 }} />
          <Skeleton width="100%" height={48} style={{ marginTop: 8 }} />
        </div>
      ) : years === undefined && error ? (
        <div className="account-section" role="alert">
          <p>We could not load your tax forms.</p>
          <Button variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !years || years.length === 0 ? (
        <EmptyState icon={<FileText size={32} />} title="No tax forms yet">
          When a casino win needs reporting to the IRS, its W-2G form appears here.
        </EmptyState>
      ) : (
        years.map((year) => (
          <section key={year.year} className="account-section" aria-labelledby={`tax-year-${year.year}`}>
            <h2 id={`tax-year-${year.year}`} className="account-section__title">
              {year.year}
            </h2>
            <ul className="tax-forms">
              {year.forms.map((form) => (
                <TaxFormRow key={form.id} form={form} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function TaxFormRow({ form }: { form: Form }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadForm(useAuthStore.getState().bearerToken ?? '', form.downloadUrl, `W-2G-${form.year}-${form.id}.pdf`);
    } catch {
      setFailed('The form could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="tax-forms__item">
      <div className="tax-forms__text">
        <span className="tax-forms__name">{form.displayName}</span>
        <span className="tax-forms__meta">
          Reportable winnings {form.reportableWinnings.formattedAmount}
          {form.idDocument
            ? ` · ${idTypeLabel(form.idDocument.idType)} ending ${form.idDocument.numberLastFour}`
            : ' · ID not yet provided'}
          {form.idDocument?.tinLastFour ? (
            <>
              {' · TIN '}
              <span aria-hidden="true">{maskedTin(form.idDocument.tinLastFour)}</span>
              <span className="sr-only">ending {form.idDocument.tinLastFour}</span>
            </>
          ) : null}
        </span>
        {form.address ? <span className="tax-forms__meta">{addressLine(form.address)}</span> : null}
        {failed ? <FormError>{failed}</FormError> : null}
      </div>
      <Button variant="outline" size="sm" loading={busy} onClick={() => void download()} aria-label={`Download ${form.displayName} (PDF)`}>
        Download PDF
      </Button>
    </li>
  );
}
