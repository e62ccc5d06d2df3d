import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import statesTopology from 'us-atlas/states-10m.json?raw';
import { useAuthStore } from '@/shared/auth/auth-store';
import { useFixedPositionStore } from '@/shared/location/fixed-position';
import { handleLocationChecks } from '@/shared/location/location-requests';
import { useLocationStore } from '@/shared/location/location-store';
import { LocationCheckPage } from './location-check-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <LocationCheckPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useAuthStore.setState({ loginState: 'loggedIn', userId: 'user-1' });
  useFixedPositionStore.setState({ fixed: null });
  useLocationStore.getState().reset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(statesTopology, { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.setState({ loginState: 'loggedOut', userId: null });
});

describe('dev-tools location check page', () => {
  it('shows the state, licence, times and last errors, and runs a manual check', async () => {
    const check = vi.fn(async () => {});
    const unregister = handleLocationChecks(check);
    useLocationStore.setState({
      state: 'error',
      authorized: false,
      licenseKey: 'licence-abc',
      trigger: 'ip_change',
      errors: [{ code: 704, name: 'VPN', message: 'VPN detected', displayType: 'TROUBLESHOOT', priority: 2 }],
    });
    renderPage();
    expect(screen.getByTestId('location-state')).toHaveTextContent('error');
    expect(screen.getByTestId('location-trigger')).toHaveTextContent('ip_change');
    expect(screen.getByText('licence-abc')).toBeInTheDocument();
    const errors = screen.getByRole('table', { name: 'Last location errors' });
    expect(within(errors).getByText('VPN')).toBeInTheDocument();
    expect(within(errors).getByText('704')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Check location now' }));
    expect(check).toHaveBeenCalledWith({ trigger: 'manual_check', context: 'sportsbook' });
    unregister();
  });

  it('chooses a fixed coordinate from the default table and goes back to the browser location', async () => {
    renderPage();
    expect(screen.getByTestId('location-source')).toHaveTextContent('Browser location');
    await userEvent.click(screen.getByRole('button', { name: 'New Jersey (New Brunswick)' }));
    expect(useFixedPositionStore.getState().fixed).toEqual({ latitude: 40.4862, longitude: -74.4518, accuracy: 20, region: 'US-NJ', label: 'New Jersey (New Brunswick)' });
    expect(screen.getByTestId('location-source')).toHaveTextContent('Fixed coordinate: New Jersey (New Brunswick)');
    expect(screen.getByRole('button', { name: 'New Jersey (New Brunswick)' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Use browser location' }));
    expect(useFixedPositionStore.getState().fixed).toBeNull();
  });

  it('draws the US states from the Census TopoJSON and marks the chosen point', async () => {
    useFixedPositionStore.setState({ fixed: { latitude: 40.4862, longitude: -74.4518, accuracy: 20, region: 'US-NJ', label: 'NJ' } });
    const { container } = renderPage();
    const map = await screen.findByRole('img', { name: /Map of the US states/ });
    const states = map.querySelectorAll('path[data-state]');
    expect(states.length).toBeGreaterThanOrEqual(51);
    expect(map.querySelector('path[data-state="New Jersey"]')?.getAttribute('d')).toMatch(/^M/);
    expect(container.querySelector('[data-testid="map-marker"]')).not.toBeNull();
    expect(screen.getByText(/US Census Bureau \(us-atlas\)/)).toBeInTheDocument();
  });

  it('a click on the map becomes a fixed coordinate in that state (projection.invert)', async () => {
    renderPage();
    const map = await screen.findByRole('img', { name: /Map of the US states/ });
    // Lay the 975 x 610 view box out at half size; Albers USA puts New Brunswick NJ near (871, 213).
    map.getBoundingClientRect = () => ({ left: 10, top: 20, width: 487.5, height: 305, right: 497.5, bottom: 325, x: 10, y: 20, toJSON: () => ({}) });
    const nj = map.querySelector('path[data-state="New Jersey"]') as SVGPathElement;
    const { geoAlbersUsa } = await import('d3-geo');
    const [x, y] = geoAlbersUsa().scale(1300).translate([487.5, 305])([-74.4518, 40.4862]) ?? [0, 0];
    await userEvent.pointer({ target: nj, coords: { clientX: 10 + x / 2, clientY: 20 + y / 2 }, keys: '[MouseLeft]' });
    const fixed = useFixedPositionStore.getState().fixed;
    expect(fixed?.label).toBe('Map point in New Jersey');
    expect(fixed?.latitude).toBeCloseTo(40.4862, 1);
    expect(fixed?.longitude).toBeCloseTo(-74.4518, 1);
    expect(fixed).toMatchObject({ accuracy: 20, region: null });
  });

  it('a visitor cannot run a check', () => {
    useAuthStore.setState({ loginState: 'loggedOut', userId: null });
    renderPage();
    expect(screen.getByRole('button', { name: 'Check location now' })).toBeDisabled();
  });
});
