import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { IdentityVerificationPage } from './identity-verification-page';
import { VerificationPrompt } from './verification-prompt';
import { UNAVAILABLE, type Verification } from './verification-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

function view(over: Partial<Verification> = {}): Verification {
  return {
    status: 'UNVERIFIED',
    attempts: 0,
    maxAttempts: 3,
    attemptsLeft: 3,
    canSubmit: true,
    refusal: null,
    reasons: [],
    scan: null,
    verifiedAt: null,
    depositThresholdCents: 200_000,
    available: true,
    ...over,
  };
}

const OPEN = { id: 's1', status: 'OPEN' as const, scanUrl: 'sandbox://identity-scans/s1', idType: null, needsBack: null, createdAt: '2026-11-29T10:00:00Z' };

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `fetch` answered by `answer(path, method, body)`. */
function stubFetch(answer: (path: string, method: string, body: unknown) => Response) {
  const mock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = new URL(String(url), 'http://app').pathname;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    return answer(path, init?.method ?? 'GET', body);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

function renderPage(element = <IdentityVerificationPage />) {
  useAuthStore.setState({ loginState: 'loggedIn', bearerToken: 't', userId: 'u1' });
  return render(<MemoryRouter>{element}</MemoryRouter>);
}

function jpeg(name = 'front.jpg', size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return new File([bytes], name, { type: 'image/jpeg' });
}

describe('Identity verification page', () => {
  it('starts a scan and walks the details, then the photos, to the pending state', async () => {
    const calls: { path: string; body: unknown }[] = [];
    stubFetch((path, method, body) => {
      calls.push({ path, body });
      if (path.endsWith('/account')) return json(200, view());
      if (path.endsWith('/scans')) return json(201, view({ scan: OPEN }));
      if (path.endsWith('/document_initiations')) return json(200, view({ scan: { ...OPEN, idType: 'DRIVERS_LICENSE', needsBack: true } }));
      if (path.endsWith('/document_verifications') && method === 'POST') return json(202, view({ status: 'PENDING', attempts: 1, attemptsLeft: 2, canSubmit: false, scan: { ...OPEN, status: 'SUBMITTED' } }));
      return json(404, {});
    });
    const user = userEvent.setup({ applyAccept: false });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start verification' }));

    expect(await screen.findByRole('heading', { name: /Step 1 of 2/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your first name as printed on your ID.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/document_initiations'))).toHaveLength(0);
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    await user.type(screen.getByLabelText(/Last name/), 'Morgan');
    await user.type(screen.getByLabelText(/Date of birth/), '1990-05-15');
    await user.type(screen.getByLabelText(/Expiry date/), '2031-06-30');
    await user.type(screen.getByLabelText(/ID number/), 'D1234567');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: /Step 2 of 2/ })).toBeInTheDocument();
    const initiation = calls.find((c) => c.path.endsWith('/document_initiations'));
    expect(initiation?.body).toEqual({ idType: 'DRIVERS_LICENSE', firstName: 'Alex', lastName: 'Morgan', dateOfBirth: '1990-05-15', expiresOn: '2031-06-30', documentNumber: 'D1234567' });
    // A PDF is refused here, before any upload.
    await user.upload(screen.getByLabelText(/Front of your ID/), new File(['%PDF-1.7'], 'id.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));
    expect(screen.getByText('The front must be a JPEG or PNG photo of your ID.')).toBeInTheDocument();
    expect(screen.getByText('Choose a photo of the back of your ID.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/Front of your ID/), jpeg());
    await user.upload(screen.getByLabelText(/Back of your ID/), jpeg('back.jpg'));
    await user.click(screen.getByRole('button', { name: 'Send for checking' }));

    expect(await screen.findByRole('heading', { name: 'Checking your documents' })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the result…')).toBeInTheDocument();
    const sent = calls.find((c) => c.path.endsWith('/document_verifications'))?.body as { front: string; back: string };
    expect(sent.front.length).toBeGreaterThan(100);
    expect(sent.back.length).toBeGreaterThan(100);
  });

  it('updates a pending check by itself when the result lands', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: Verification['status'] = 'PENDING';
    stubFetch(() => json(200, status === 'PENDING' ? view({ status, attempts: 1, attemptsLeft: 2, canSubmit: false }) : view({ status, attempts: 1, attemptsLeft: 2, canSubmit: false, verifiedAt: '2026-11-29T10:01:00Z' })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Checking your documents' })).toBeInTheDocument();
    status = 'VERIFIED';
    await vi.advanceTimersByTimeAsync(3100);
    expect(await screen.findByRole('heading', { name: 'Identity verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/account/wallet/withdrawal');
  });

  it('lists the reasons of a rejection and offers another attempt', async () => {
    stubFetch(() =>
      json(
        200,
        view({
          status: 'REJECTED',
          attempts: 1,
          attemptsLeft: 2,
          reasons: [
            { code: 'DOCUMENT_EXPIRED', message: 'Your ID has expired. Use an ID that is still valid.' },
            { code: 'NAME_MISMATCH', message: 'The name on your ID does not match the name on your account.' },
          ],
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We could not verify your identity' })).toBeInTheDocument();
    expect(screen.getByText('Check the reasons below and try again. You have 2 attempts left.')).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why it was not verified' });
    expect(reasons).toHaveTextContent('Your ID has expired.');
    expect(reasons).toHaveTextContent('The name on your ID does not match');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends an account out of attempts to support', async () => {
    const refusal = 'You have used all 3 verification attempts. Contact support to verify your identity.';
    stubFetch(() => json(200, view({ status: 'REJECTED', attempts: 3, attemptsLeft: 0, canSubmit: false, refusal, reasons: [{ code: 'UNREADABLE', message: 'We could not read your ID.' }] })));
    renderPage();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/account/help');
  });

  it('explains a manual review without an action', async () => {
    stubFetch(() => json(200, view({ status: 'NEEDS_REVIEW', attempts: 1, attemptsLeft: 2, canSubmit: false, refusal: 'Your documents are with our team for review.' })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your documents are being reviewed' })).toBeInTheDocument();
    expect(screen.getByText(/up to 2 business days/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('resumes an open scan at its photos step, a passport without a back', async () => {
    stubFetch(() => json(200, view({ scan: { ...OPEN, idType: 'PASSPORT', needsBack: false } })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2: photos of your passport' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Photo page of your passport/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Back of your ID/)).not.toBeInTheDocument();
  });

  it('says verification is unavailable, with no scan to fill in, when no provider checks documents', async () => {
    stubFetch(() => json(200, view({ available: false, canSubmit: false, refusal: UNAVAILABLE, scan: OPEN })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Identity verification is not available' })).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start verification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Step 1 of 2/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/account/help');
  });

  it('shows the server refusal of a start', async () => {
    stubFetch((path) => (path.endsWith('/scans') ? json(409, { errors: { base: [{ message: 'Your identity is already verified.' }] } }) : json(200, view())));
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByText('Your identity is already verified.')).toBeInTheDocument();
  });
});

describe('Withdrawal page prompt', () => {
  it('points an unverified account to the verification', async () => {
    stubFetch(() => json(200, view()));
    renderPage(<VerificationPrompt />);
    expect(await screen.findByRole('heading', { name: 'Verify your identity to withdraw' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/account/identity-verification');
  });

  it('says verification is unavailable instead of inviting to it', async () => {
    stubFetch(() => json(200, view({ available: false, canSubmit: false, refusal: UNAVAILABLE })));
    renderPage(<VerificationPrompt />);
    expect(await screen.findByRole('heading', { name: 'Identity verification is not available' })).toBeInTheDocument();
    expect(screen.getByText(UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify your identity' })).not.toBeInTheDocument();
  });

  it('shows nothing once verified', async () => {
    const fetchMock = stubFetch(() => json(200, view({ status: 'VERIFIED', canSubmit: false })));
    const { container } = renderPage(<VerificationPrompt />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
