import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { TaxFormsPage } from './tax-forms-page';
import { createTaxClient, money, renderTax } from './test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

function form(id: string, year: number, name: string, withId: boolean) {
  return {
    __typename: 'W2gTaxForm',
    id,
    displayName: name,
    downloadUrl: `/api/tax/w2g/forms/${id}/pdf`,
    year,
    gameName: 'Gold Rush Reels',
    wonAt: `${year}-11-27T20:00:00Z`,
    reportableWinnings: money(300_000),
    idDocument: withId ? { __typename: 'W2gIdDocument', idType: 'PASSPORT', numberLastFour: '6789', tinLastFour: '5094', uploadedAt: `${year}-11-27T20:05:00Z` } : null,
    address: withId ? { __typename: 'W2gAddress', line1: '1 Boardwalk', line2: 'Apt 4', city: 'Atlantic City', state: 'NJ', zip: '08401' } : null,
  };
}

describe('tax forms page', () => {
  it('lists the forms by year and downloads a PDF with the bearer token', async () => {
    const api = createTaxClient(() => ({
      w2gTaxForms: [
        { __typename: 'W2gTaxYear', year: 2026, forms: [form('f2', 2026, '2026 W-2G (Gold Rush Reels, Nov 27)', true)] },
        { __typename: 'W2gTaxYear', year: 2025, forms: [form('f1', 2025, '2025 W-2G (Keno 80, Mar 2)', false)] },
      ],
    }));
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response(new Blob(['%PDF-1.7']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:form');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderTax(api, <TaxFormsPage />);

    const year2026 = await screen.findByRole('region', { name: '2026' });
    expect(within(year2026).getByText('2026 W-2G (Gold Rush Reels, Nov 27)')).toBeInTheDocument();
    expect(year2026).toHaveTextContent('Passport ending 6789');
    expect(within(year2026).getByText('***-**-5094')).toBeInTheDocument();
    expect(year2026).toHaveTextContent('1 Boardwalk, Apt 4, Atlantic City, NJ 08401');
    const year2025 = screen.getByRole('region', { name: '2025' });
    expect(year2025).toHaveTextContent('ID not yet provided');
    expect(year2025).not.toHaveTextContent('TIN');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['2026', '2025']);

    await user.click(within(year2026).getByRole('button', { name: 'Download 2026 W-2G (Gold Rush Reels, Nov 27) (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/tax/w2g/forms/f2/pdf');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('says when there are no forms yet', async () => {
    const api = createTaxClient(() => ({ w2gTaxForms: [] }));
    renderTax(api, <TaxFormsPage />);
    expect(await screen.findByRole('heading', { name: 'No tax forms yet' })).toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    const api = createTaxClient(() => (fail ? new Error('down') : { w2gTaxForms: [] }));
    const user = userEvent.setup();
    renderTax(api, <TaxFormsPage />);
    expect(await screen.findByText('We could not load your tax forms.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No tax forms yet' })).toBeInTheDocument();
  });

  it('shows a failed download under its form', async () => {
    const api = createTaxClient(() => ({
      w2gTaxForms: [{ __typename: 'W2gTaxYear', year: 2026, forms: [form('f2', 2026, '2026 W-2G (Gold Rush Reels, Nov 27)', true)] }],
    }));
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('{}', { status: 404 })));
    const user = userEvent.setup();
    renderTax(api, <TaxFormsPage />);
    await user.click(await screen.findByRole('button', { name: /Download 2026 W-2G/ }));
    expect(await screen.findByText('The form could not be downloaded. Please try again.')).toBeInTheDocument();
  });
});
