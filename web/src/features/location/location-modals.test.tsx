import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { handleLocationChecks } from '@/shared/location/location-requests';
import { LocationModals } from './location-modals';
import { useLocationModalStore, type LocationModal } from './location-ui';

function show(modal: LocationModal) {
  useLocationModalStore.getState().open(modal);
  return render(
    <MemoryRouter>
      <LocationModals />
    </MemoryRouter>,
  );
}

afterEach(() => useLocationModalStore.getState().close());

describe('location modals', () => {
  it('outside the operating area: browse and deposit still work; Check Location runs a manual check', async () => {
    const check = vi.fn(async () => {});
    const unregister = handleLocationChecks(check);
    show({ kind: 'error', displayType: 'OUTSIDE_ACTIVE_OR_VALID_REGION', message: 'Out of boundary' });
    const dialog = screen.getByRole('dialog', { name: "You're outside our operating area" });
    expect(dialog).toHaveTextContent('You can still browse markets and deposit funds, but you must be physically located in an operating area to wager.');
    await userEvent.click(screen.getByRole('button', { name: 'Check Location' }));
    expect(check).toHaveBeenCalledWith({ trigger: 'manual_check', context: 'sportsbook' });
    expect(useLocationModalStore.getState().modal).toBeNull();
    unregister();
  });

  it('contact support: the spec message and a support link, no re-check', () => {
    show({ kind: 'error', displayType: 'CONTACT_SUPPORT', message: 'Packet invalid' });
    expect(screen.getByRole('dialog')).toHaveTextContent('An unexpected error has occurred. Contact our support team if you continue to experience these issues.');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/account/help');
    expect(screen.queryByRole('button', { name: 'Check Location' })).toBeNull();
  });

  it('troubleshoot shows the reason under the title', () => {
    show({ kind: 'error', displayType: 'TROUBLESHOOT', message: 'A VPN or proxy was detected. Turn it off and try again.' });
    expect(screen.getByRole('dialog', { name: "We can't find your location" })).toHaveTextContent('A VPN or proxy was detected.');
  });

  it('verify your location, and the location-services help', () => {
    const { unmount } = show({ kind: 'verify', message: 'The service is down.' });
    expect(screen.getByRole('dialog', { name: 'Verify your location' })).toHaveTextContent('We need to verify your location before you proceed.');
    expect(screen.getByText('The service is down.')).toBeInTheDocument();
    unmount();
    show({ kind: 'services' });
    expect(screen.getByRole('dialog', { name: 'Turn on location services' })).toHaveTextContent('Find Location and choose Allow.');
  });
});
