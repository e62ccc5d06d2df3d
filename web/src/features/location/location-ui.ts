/**
 * The location toasts and modals (see docs/product/responsible-gaming-and-location.md). Toasts go
 * through the app's toast store; which location modal is open lives in a small store the
 * `<LocationHost>` renders.
 */
import { create } from 'zustand';
import { dismissToast, toast, TOAST_PERSISTENT } from '@/shared/ui/toast-store';

export const VERIFYING_TOAST_ID = 'location-verifying';
export const ERROR_TOAST_ID = 'location-error';
export const SERVICES_TOAST_ID = 'location-services-disabled';

export const VERIFYING_TITLE = 'Verifying Location...';
export const VERIFYING_DESCRIPTION = 'Hold on tight! This should only take a few more seconds.';
export const ERROR_TITLE = 'Location Error Detected';
export const ERROR_DESCRIPTION = 'Refresh your browser to try again. For more help, contact support.';
export const SERVICES_TITLE = 'Location Services Disabled';
export const SERVICES_ACTION = 'More information';

export type LocationModal =
  /** Verify your location (with "Check Location"); `message` says why, e.g. the service is down. */
  | { kind: 'verify'; message?: string }
  /** How to turn on location services in the browser. */
  | { kind: 'services' }
  /** An error modal by display type (GeoDisplayType). */
  | { kind: 'error'; displayType: string; message: string };

interface LocationModalState {
  modal: LocationModal | null;
  open: (modal: LocationModal) => void;
  close: () => void;
}

export const useLocationModalStore = create<LocationModalState>((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}));

export function openLocationModal(modal: LocationModal): void {
  useLocationModalStore.getState().open(modal);
}

export function closeLocationModal(): void {
  useLocationModalStore.getState().close();
}

/** "Verifying Location..." while a check runs. */
export function showVerifyingToast(): void {
  toast({ id: VERIFYING_TOAST_ID, title: VERIFYING_TITLE, description: VERIFYING_DESCRIPTION, variant: 'info', duration: TOAST_PERSISTENT, dismissible: false });
}

export function hideVerifyingToast(): void {
  dismissToast(VERIFYING_TOAST_ID);
}

/** The persistent, dismissible warning (missing licence, unreachable service, unsupported browser). */
export function showLocationErrorToast(): void {
  toast({ id: ERROR_TOAST_ID, title: ERROR_TITLE, description: ERROR_DESCRIPTION, variant: 'warning', duration: TOAST_PERSISTENT, dismissible: true });
}

/** Permission denied: "Location Services Disabled" with "More information" (the services modal). */
export function showServicesDisabledToast(): void {
  toast({
    id: SERVICES_TOAST_ID,
    title: SERVICES_TITLE,
    description: 'Allow location access for this site to place bets.',
    variant: 'warning',
    duration: TOAST_PERSISTENT,
    dismissible: true,
    action: { label: SERVICES_ACTION, onClick: () => openLocationModal({ kind: 'services' }) },
  });
}

/** After a success: the failure toasts and modals no longer apply. */
export function clearLocationProblems(): void {
  dismissToast(ERROR_TOAST_ID);
  dismissToast(SERVICES_TOAST_ID);
  closeLocationModal();
}

/** Logout or reset: nothing of the location UI stays. */
export function clearLocationUi(): void {
  hideVerifyingToast();
  clearLocationProblems();
}
