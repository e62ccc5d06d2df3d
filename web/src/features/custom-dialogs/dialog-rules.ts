/**
 * Custom-dialog rules (see docs/product/platform-services.md), pure so they are tested on their
 * own: which dialog opens for a page or a fresh login, whether an external link may open, and the
 * persisted list of closed dialogs (a closed dialog stays closed).
 */
export type TriggerType = 'PAGES' | 'ON_LOGIN';
export type ButtonType = 'DISMISS' | 'DEEP_LINK' | 'EXTERNAL_LINK';
export type ButtonStyle = 'PRIMARY' | 'SECONDARY' | 'LINK';

export interface DialogTrigger {
  type: TriggerType;
  pages?: readonly string[] | null;
}

export interface DialogButton {
  label: string;
  type: ButtonType;
  url?: string | null;
  style: ButtonStyle;
}

export interface DialogConfig {
  id: string;
  title: string;
  body: string;
  dismissible: boolean;
  triggers: readonly DialogTrigger[];
  buttons: readonly DialogButton[];
}

/** The on_login trigger applies within this long after a user id appears. */
export const ON_LOGIN_WINDOW_MS = 5000;
export const CLOSED_DIALOGS_KEY = 'sb.closed-custom-dialogs';

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Whether `path` matches a page pattern (as the server's `domain::custom_dialog`): an exact
 * path, or `/prefix/*` for the prefix and everything below it (`/*` matches every page).
 */
export function pageMatches(pattern: string, path: string): boolean {
  const p = trimSlash(path);
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    if (prefix === '') return true;
    return p === prefix || p.startsWith(`${prefix}/`);
  }
  return p === trimSlash(pattern);
}

export interface DialogSituation {
  path: string;
  closedIds: ReadonlySet<string>;
  /** A user id appeared less than 5 s ago. */
  loginWindowOpen: boolean;
}

/** Whether one trigger of `dialog` fires in `situation`. */
export function dialogTriggers(dialog: DialogConfig, situation: DialogSituation): boolean {
  return dialog.triggers.some((t) => {
    if (t.type === 'ON_LOGIN') return situation.loginWindowOpen;
    if (t.type === 'PAGES') return (t.pages ?? []).some((pattern) => pageMatches(pattern, situation.path));
    return false;
  });
}

/** The first dialog (in published order) that is not closed and whose trigger fires. */
export function dialogToShow(dialogs: readonly DialogConfig[], situation: DialogSituation): DialogConfig | null {
  return dialogs.find((d) => !situation.closedIds.has(d.id) && dialogTriggers(d, situation)) ?? null;
}

/** External links open only when the URL contains "https". */
export function canOpenExternal(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.includes('https');
}

/** Deep links are app paths. */
export function isAppPath(url: string | null | undefined): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

export function readClosedDialogs(): Set<string> {
  try {
    const raw = localStorage.getItem(CLOSED_DIALOGS_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Remembers that dialog `id` was closed; returns the new set. */
export function markDialogClosed(id: string): Set<string> {
  const closed = readClosedDialogs();
  closed.add(id);
  try {
    localStorage.setItem(CLOSED_DIALOGS_KEY, JSON.stringify(Array.from(closed)));
  } catch {
    // Kept for this page only.
  }
  return closed;
}
