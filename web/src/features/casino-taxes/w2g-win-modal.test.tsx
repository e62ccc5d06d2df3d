import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/shared/auth/auth-store';
import { createTaxClient, jsonResponse, money, renderTax } from './test-utils';
import { ID_RECEIVED, W2gWinModal } from './w2g-win-modal';

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null, bearerToken: null });
});

const LAST_ADDRESS = { __typename: 'W2gAddress', line1: '1 Boardwalk', line2: null, city: 'Atlantic City', state: 'NJ', zip: '08401' };

function modalState(waiting: boolean, lastAddress: typeof LAST_ADDRESS | null = null) {
  return {
    account: {
      __typename: 'Account',
      id: 'u1',
      showW2gWinModal: waiting,
      w2gWinModal: waiting
        ? { __typename: 'W2gWinModal', formId: 'f1', gameName: 'Gold Rush Reels', taxYear: 2026, formsWaiting: 1, wonAt: '2026-11-27T20:00:00Z', won: money(300_000), lastAddress }
        : null,
    },
  };
}

const SUBMIT = 'Submit and keep playing';

function png(size = 2048) {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'id.png', { type: 'image/png' });
}

describe('W-2G win modal', () => {
  it('stays hidden while no form waits for an ID', async () => {
    const api = createTaxClient(() => ({ ...modalState(false), w2gTaxForms: [] }));
    renderTax(api, <W2gWinModal />);
    await waitFor(() => expect(api.named('W2gWinModal')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cannot be dismissed, checks the file, shows server errors and closes once the ID is in', async () => {
    let waiting = true;
    const api = createTaxClient((op) => (op.operationName === 'W2gWinModal' ? modalState(waiting) : { w2gTaxForms: [] }));
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    // The browser's picker offers other files too: the modal checks them itself.
    const user = userEvent.setup({ applyAccept: false });
    renderTax(api, <W2gWinModal />);

    const dialog = await screen.findByRole('alertdialog', { name: 'Congratulations on your win' });
    expect(dialog).toHaveTextContent('You won $3,000.00 on Gold Rush Reels');
    expect(dialog).toHaveTextContent('form W-2G');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    // Nothing chosen: the form says what is missing, under each field, and sends nothing.
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByText('Enter the ID number as printed: 4 to 20 letters, digits, spaces or dashes.')).toBeInTheDocument();
    expect(screen.getByText('Choose a photo or scan of your ID.')).toBeInTheDocument();
    const tinInput = screen.getByLabelText('Social Security number or ITIN');
    expect(tinInput).toHaveAccessibleDescription(expect.stringContaining('Enter your Social Security number or ITIN.'));
    expect(tinInput).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription('Enter your street address.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter your city.');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose your state or territory.');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter your ZIP code.');
    expect(fetchMock).not.toHaveBeenCalled();

    // The TIN is masked while typed, numeric on phones and never autofilled; the address fields autofill.
    expect(tinInput).toHaveAttribute('type', 'password');
    expect(tinInput).toHaveAttribute('inputmode', 'numeric');
    expect(tinInput).toHaveAttribute('autocomplete', 'off');
    await user.click(screen.getByRole('button', { name: 'Show the number' }));
    expect(tinInput).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide the number' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('group', { name: 'Home address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.getByLabelText(/Apartment/)).toHaveAttribute('autocomplete', 'address-line2');
    expect(screen.getByLabelText('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByLabelText('State')).toHaveAttribute('autocomplete', 'address-level1');
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');

    await user.type(tinInput, '372 81 5094');
    await user.type(screen.getByLabelText('Street address'), '1 Boardwalk');
    await user.type(screen.getByLabelText('City'), 'Atlantic City');
    await user.selectOptions(screen.getByLabelText('State'), 'New Jersey');
    await user.type(screen.getByLabelText('ZIP code'), '0840');
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(tinInput).toHaveAccessibleDescription(expect.stringContaining('Enter your SSN or ITIN as 9 digits, like 123-45-6789 or 123456789.'));
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter the ZIP code as 5 digits, or ZIP+4 as 12345-6789.');
    expect(screen.getByLabelText('Street address')).not.toHaveAttribute('aria-invalid');
    await user.clear(tinInput);
    await user.type(tinInput, '372-81-5094');
    await user.type(screen.getByLabelText('ZIP code'), '1');

    await user.type(screen.getByLabelText(/ID number/), 'D123-456-789');
    const fileInput = screen.getByLabelText(/Photo or scan of the ID/);
    await user.upload(fileInput, new File(['x'.repeat(200)], 'id.gif', { type: 'image/gif' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByText('Upload a JPEG, PNG or PDF of your ID.')).toBeInTheDocument();
    await user.upload(fileInput, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByText('The file is too large: the most is 5 MB.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // The server refuses the document by its bytes: shown under the file input.
    await user.upload(fileInput, png());
    fetchMock.mockResolvedValueOnce(jsonResponse(422, { errors: { document: [{ message: 'Upload a JPEG, PNG or PDF of your ID.' }] } }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('Upload a JPEG, PNG or PDF of your ID.')).toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/tax/w2g/id_document');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t');
    const sent = JSON.parse(String(init?.body)) as { idType: string; idNumber: string; document: string; tin: string; address: unknown };
    expect(sent.idType).toBe('DRIVERS_LICENSE');
    expect(sent.idNumber).toBe('D123-456-789');
    expect(atob(sent.document).slice(1, 4)).toBe('PNG');
    expect(sent.tin).toBe('372-81-5094');
    expect(sent.address).toEqual({ line1: '1 Boardwalk', line2: null, city: 'Atlantic City', state: 'NJ', zip: '08401' });

    // The server's checks of the TIN and the address show under their fields.
    fetchMock.mockResolvedValueOnce(
      jsonResponse(422, {
        errors: {
          tin: [{ message: 'This is not a valid Social Security number: none starts with 000 or 666.' }],
          'address.state': [{ message: 'Choose a US state or territory.' }],
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() =>
      expect(tinInput).toHaveAccessibleDescription(expect.stringContaining('This is not a valid Social Security number: none starts with 000 or 666.')),
    );
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose a US state or territory.');
    expect(screen.queryByText('Upload a JPEG, PNG or PDF of your ID.')).not.toBeInTheDocument();

    // A refusal without a field shows above the form.
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { errors: { base: [{ message: 'No W-2G form is waiting for an ID: there is nothing to upload.' }] } }));
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    expect(await screen.findByText('No W-2G form is waiting for an ID: there is nothing to upload.')).toBeInTheDocument();

    // Accepted: the state is read again and the modal goes.
    fetchMock.mockImplementationOnce(async () => {
      waiting = false;
      return jsonResponse(201, { idType: 'DRIVERS_LICENSE', numberLastFour: '6789', tinLastFour: '5094', uploadedAt: '2026-11-27T20:05:00Z', formsCovered: 1 });
    });
    await user.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(ID_RECEIVED)).toBeInTheDocument();
  });

  it('starts from the address given last time', async () => {
    const api = createTaxClient(() => modalState(true, LAST_ADDRESS));
    renderTax(api, <W2gWinModal />);
    await screen.findByRole('alertdialog');
    expect(screen.getByLabelText('Street address')).toHaveValue('1 Boardwalk');
    expect(screen.getByLabelText(/Apartment/)).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('Atlantic City');
    expect(screen.getByLabelText('State')).toHaveValue('NJ');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('08401');
    expect(screen.getByLabelText('Social Security number or ITIN')).toHaveValue('');
  });
});
