import { useId } from 'react';
import { useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router';
import { Check, Link2Off, Plus } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import type { BetsSharedBetQuery } from '@/graphql/graphql';
import { formatDateTime } from '@/shared/format/date';
import { attributionValue } from '@/shared/selections/attribution';
import { recordExternalBets } from '@/shared/selections/external-bets-store';
import { useSelectionStore } from '@/shared/selections/selection-store';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { Odds } from '@/shared/ui/odds';
import { toast } from '@/shared/ui/toast-store';
import { LegList, type LegView } from './bet-card';
import { betTitle, outcomeLabel, outcomeTone } from './bet-labels';
import { BetsSkeleton } from './bet-list-parts';
import { BetsSharedBetDocument } from './bets-operations';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import './bets.css';

export type SharedBet = NonNullable<BetsSharedBetQuery['sharedBet']>;
type SharedLeg = SharedBet['legs'][number];

export const INVALID_LINK = 'This bet link is not valid.';
/** The toast while bets from a link go to the slip (as URL bets do). */
export const ADDING_TO_BETSLIP = 'Adding to Betslip...';
export const ADDING_TOAST_MS = 1100;

function legView(leg: SharedLeg, index: number): LegView {
  return {
    key: `${index}:${leg.marketSelectionId}`,
    selectionName: leg.selectionName,
    points: leg.points,
    marketName: leg.marketName,
    eventName: leg.eventName,
    eventStartTime: leg.eventStartTime,
    odds: leg.odds,
    outcome: leg.outcome,
  };
}

/**
 * "Add to Betslip": the legs still to be decided go to the viewer's slip through the
 * selection store, the same path the odds buttons take (its adapter runs the betslip's
 * add-selection mutation; a failure puts the pick back with the usual toast). Legs already
 * decided are left out: their markets are closed. Shared legs carry no market or event id
 * (no personal data); the slip's answer fills them in.
 *
 * Each pick carries its attribution (see docs/product/settlement-and-cash-out.md): the share code
 * as shareId and the link's `utm_source` as branchChannel. Once a leg of this click is in the slip,
 * the shared bet joins the external bet list under its share code.
 */
function AddToBetslip({ legs, shareId, channel }: { legs: SharedLeg[]; shareId: string; channel: string | null }) {
  const open = legs.filter((l) => l.outcome === 'PENDING');
  const ids = open.map((l) => l.marketSelectionId);
  const picked = useSelectionStore(useShallow((s) => ids.filter((id) => Boolean(s.selected[id]))));
  const busy = useSelectionStore((s) => ids.some((id) => Boolean(s.pending[id])));
  const toggle = useSelectionStore((s) => s.toggle);
  const noteId = useId();

  if (open.length === 0) {
    return (
      <div className="shared-bet__add">
        <Button block aria-disabled="true" aria-describedby={noteId} icon={<Plus size={18} aria-hidden="true" />}>
          Add to Betslip
        </Button>
        <p className="cashout__reason" id={noteId}>
          Every leg of this bet is decided, so its selections can no longer be added.
        </p>
      </div>
    );
  }

  const all = picked.length === open.length;
  const add = async () => {
    toast({ id: 'adding-to-betslip', title: ADDING_TO_BETSLIP, variant: 'info', duration: ADDING_TOAST_MS, dismissible: false });
    let added = false;
    // One at a time: each answer is the whole slip, the next add starts from it.
    for (const leg of open) {
      if (useSelectionStore.getState().selected[leg.marketSelectionId]) continue;
      await toggle({
        selectionId: leg.marketSelectionId,
        marketId: '',
        eventId: '',
        numerator: leg.odds.numeratorLong,
        denominator: leg.odds.denominatorLong,
        origin: 'shared-link',
        shareId,
        ...(channel ? { branchChannel: channel } : {}),
      });
      // A refused add is taken back by the store (with its toast).
      if (useSelectionStore.getState().selected[leg.marketSelectionId]) added = true;
    }
    if (added) recordExternalBets({ id: shareId, channel });
  };

  return (
    <div className="shared-bet__add">
      <Button
        block
        loading={busy}
        disabled={all}
        icon={all ? <Check size={18} aria-hidden="true" /> : <Plus size={18} aria-hidden="true" />}
        onClick={() => void add()}
      >
        {all ? 'Added to Betslip' : 'Add to Betslip'}
      </Button>
      {open.length < legs.length ? <p className="cashout__reason">Only the legs still to be decided are added.</p> : null}
    </div>
  );
}

/**
 * The read-only card of a shared bet: no stake, no payout, no account details. `channel` is
 * the link's `utm_source` (already checked with `attributionValue`).
 */
export function SharedBetCard({ bet, channel = null }: { bet: SharedBet; channel?: string | null }) {
  const titleId = useId();
  const title = betTitle(bet);
  return (
    <article className="bet-card shared-bet" aria-labelledby={titleId}>
      <header className="bet-card__head">
        <div className="bet-card__titles">
          <h2 className="bet-card__title" id={titleId}>
            {title}
          </h2>
          <p className="bet-card__meta">
            <span>
              Placed <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
            </span>
          </p>
        </div>
        <div className="bet-card__badges">
          <Badge tone={outcomeTone(bet.outcome)}>{outcomeLabel(bet.outcome)}</Badge>
        </div>
      </header>
      <LegList legs={bet.legs.map(legView)} />
      {bet.type === 'ROUND_ROBIN' ? null : (
        <dl className="bet-amounts">
          <div className="bet-amounts__item">
            <dt>Odds</dt>
            <dd>
              <Odds odds={bet.odds} live={false} />
            </dd>
          </div>
        </dl>
      )}
      <AddToBetslip legs={bet.legs} shareId={bet.canonicalUrl} channel={channel} />
    </article>
  );
}

function InvalidLink() {
  return (
    <EmptyState
      icon={<Link2Off size={28} />}
      title={INVALID_LINK}
      action={
        <Button asChild variant="outline">
          <Link to="/">Browse Sports</Link>
        </Button>
      }
    >
      Check that you have the whole link, or ask for a new one. You can still build your own bet from today&apos;s games.
    </EmptyState>
  );
}

/**
 * `/shared_bet?canonicalUrl={code}&utm_source={channel}`: the
 * public page a share link opens (`GET /s/{code}` redirects here). No login needed; an unknown
 * or missing code shows "This bet link is not valid."
 */
export function SharedBetPage() {
  useDocumentTitle('Shared Bet');
  const [params] = useSearchParams();
  const code = params.get('canonicalUrl')?.trim() ?? '';
  const channel = attributionValue(params.get('utm_source'));
  const { data, loading, error, refetch } = useQuery(BetsSharedBetDocument, { variables: { canonicalUrl: code }, skip: !code, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const bet = data?.sharedBet;

  return (
    <div className="bets-page bets-page--narrow">
      <h1 className="bets-page__title">Shared Bet</h1>
      {!code ? (
        <InvalidLink />
      ) : bet ? (
        <SharedBetCard bet={bet} channel={channel} />
      ) : data ? (
        <InvalidLink />
      ) : loading ? (
        <BetsSkeleton label="Loading the shared bet" rows={1} height={240} />
      ) : (
        <EmptyState title="We could not load this bet" action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
          {error ? 'Please check your connection and try again.' : 'Please try again in a moment.'}
        </EmptyState>
      )}
    </div>
  );
}
