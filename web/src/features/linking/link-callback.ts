/**
 * The callback screen's state machine (spec §2.7, §4.4): loading, then success or one of three
 * error variants. Pure apart from the injected exchange and link calls, so every path is tested.
 */
import { LinkFlowError, UNEXPECTED, safeGamecastLink, safeReturnPath, takeLinkCallback, type StoredLink } from './link-flow';

export type ErrorVariant = 'duplicate' | 'generic' | 'unable';

export type LinkScreen =
  | { status: 'loading' }
  | { status: 'success' }
  | {
      status: 'error';
      /** duplicate identity; generic (Retry / Maybe Later); "Unable to link account" (Continue). */
      variant: ErrorVariant;
      /** The technical text for support. */
      detail: string;
      /** The support code. */
      code: string;
    };

export const DUPLICATE_RESULT = 'DUPLICATE_PAIRWISE_ID';

export interface LinkCallbackDeps {
  search: URLSearchParams;
  /** The bettor already retried once: a second failure offers Continue only. */
  retried: boolean;
  /** Code + verifier -> ID token (throws LinkFlowError). */
  exchange: (code: string, verifier: string) => Promise<string>;
  /** ID token -> the link result (`SUCCESS` or another value). */
  createLink: (partnerToken: string) => Promise<string>;
}

function failure(retried: boolean, detail: string, code: string): LinkScreen {
  return { status: 'error', variant: retried ? 'unable' : 'generic', detail, code };
}

/** Runs the callback once: checks, exchange, link. Never throws. */
export async function runLinkCallback({ search, retried, exchange, createLink }: LinkCallbackDeps): Promise<LinkScreen> {
  try {
    const { code, verifier } = takeLinkCallback(search);
    const token = await exchange(code, verifier);
    const result = await createLink(token);
    if (result === 'SUCCESS') return { status: 'success' };
    if (result === DUPLICATE_RESULT) return { status: 'error', variant: 'duplicate', detail: result, code: result };
    return failure(retried, result, result);
  } catch (e) {
    if (e instanceof LinkFlowError) return failure(retried, e.message, e.code);
    return failure(retried, UNEXPECTED.message, UNEXPECTED.code);
  }
}

export const LINKED_ACCOUNTS_PATH = '/account/linked-accounts';

/**
 * Where Continue and Maybe Later go: the gamecast link the flow was opened from (an app path
 * or the partner's page), else the stored start URL, else the linked-accounts page, else home.
 */
export function returnTarget(stored: Pick<StoredLink, 'startUrl' | 'gamecastLink'>, linkingAvailable: boolean, partnerAuthorizeUrl?: string | null): string {
  return safeGamecastLink(stored.gamecastLink, partnerAuthorizeUrl) ?? safeReturnPath(stored.startUrl) ?? (linkingAvailable ? LINKED_ACCOUNTS_PATH : '/');
}
