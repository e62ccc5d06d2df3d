/**
 * The waiting room's admission ticket (see docs/product/platform-services.md): the server hands one
 * out in the `x-admission-ticket` response header on first contact; the browser keeps it for the
 * tab (sessionStorage) and presents it on every request so it keeps its place and its seat.
 */
export const ADMISSION_HEADER = 'x-admission-ticket';
const TICKET_KEY = 'sb.admission-ticket';

let memoryTicket: string | null = null;

export function admissionTicket(): string | null {
  try {
    return sessionStorage.getItem(TICKET_KEY);
  } catch {
    return memoryTicket;
  }
}

/** Keeps the ticket the server returned (ignores empty or oversized values). */
export function storeAdmissionTicket(value: string | null | undefined): void {
  const ticket = value?.trim();
  if (!ticket || ticket.length > 512 || ticket === admissionTicket()) return;
  try {
    sessionStorage.setItem(TICKET_KEY, ticket);
  } catch {
    // Storage unavailable: kept in memory for this page.
    memoryTicket = ticket;
  }
}

export function clearAdmissionTicket(): void {
  memoryTicket = null;
  try {
    sessionStorage.removeItem(TICKET_KEY);
  } catch {
    // Nothing stored.
  }
}

/** `{ 'x-admission-ticket': ticket }` when the tab has one. */
export function admissionHeaders(): Record<string, string> {
  const ticket = admissionTicket();
  return ticket ? { [ADMISSION_HEADER]: ticket } : {};
}

export const WAITING_ROOM_STATUS_PATH = '/api/waiting-room';
let pending: Promise<void> | null = null;

/**
 * Makes sure the tab holds a ticket before its first gated request, so the requests a page
 * fires at once share one ticket (and one place in line) instead of each getting its own.
 * `GET /api/waiting-room` is never blocked and issues a ticket; failures are ignored (the
 * first real answer then brings one).
 */
export function ensureAdmissionTicket(fetcher: typeof fetch | null = (...args) => globalThis.fetch(...args)): Promise<void> {
  if (admissionTicket()) return Promise.resolve();
  // `null`: do not ask for one, but wait for a request for one already on its way.
  if (fetcher === null) return pending ?? Promise.resolve();
  pending ??= Promise.resolve()
    .then(() => fetcher(WAITING_ROOM_STATUS_PATH, { headers: { Accept: 'application/json' }, credentials: 'same-origin' }))
    .then((response) => storeAdmissionTicket(response.headers.get(ADMISSION_HEADER)))
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
