import type { ReactNode } from 'react';
import { Lock } from 'lucide-react';
import { formatOdds, oddsFraction, type OddsLike } from '@/shared/format/odds';
import { useCurrentOddsFormat } from '@/shared/odds/odds-format-store';
import { useIsSelected, useSelectionStore, type SelectionOrigin } from '@/shared/selections/selection-store';
import { useQuickPickMode, useQuickPickStore } from '@/shared/selections/quick-pick';
import { Odds } from './odds';
import './odds.css';

/** Selection status of the API (see docs/product/sports-and-odds.md): open, closed (shown Suspended), hidden and finished (shown Closed). */
export type SelectionStatusValue = 'OPEN' | 'CLOSED' | 'HIDDEN' | 'FINISHED';

export interface OddsButtonSelection {
  id: string;
  marketId: string;
  eventId: string;
  odds: OddsLike;
  status: SelectionStatusValue | string;
  /** "Suspended", "Closed", or null when it can be backed. */
  unavailableLabel?: string | null;
}

/** The label a selection that cannot be backed shows, or null. */
export function unavailableLabelOf(selection: Pick<OddsButtonSelection, 'status' | 'unavailableLabel'>): string | null {
  if (selection.unavailableLabel) return selection.unavailableLabel;
  if (selection.status === 'CLOSED') return 'Suspended';
  if (selection.status === 'HIDDEN' || selection.status === 'FINISHED') return 'Closed';
  return null;
}

export interface OddsButtonProps {
  selection: OddsButtonSelection;
  /** What the button backs, for screen readers, price excluded ("Spread, Kansas City Chiefs -3.5"). */
  name: string;
  /** The line above the price ("-3.5", "O 47.5"). */
  points?: string | null;
  /** A visible caption above the points (event page grids: "Over", a team). */
  caption?: ReactNode;
  origin: SelectionOrigin;
  className?: string;
}

/**
 * An odds button: the points line above the price, selected state with
 * aria-pressed, and the disabled "Suspended" / "Closed" states. Clicking toggles the pick in
 * the selection store (which the betslip wires to the server); on a page with a quick betslip
 * (`QuickPickContext`) it hands the tap to the quick bet instead.
 */
export function OddsButton({ selection, name, points, caption, origin, className }: OddsButtonProps) {
  const quick = useQuickPickMode();
  const inSlip = useIsSelected(selection.id);
  const inQuickBet = useQuickPickStore((s) => s.selectedId === selection.id);
  const selected = quick ? inQuickBet : inSlip;
  const pending = useSelectionStore((s) => Boolean(s.pending[selection.id])) && !quick;
  const toggle = useSelectionStore((s) => s.toggle);
  const format = useCurrentOddsFormat();
  const unavailable = unavailableLabelOf(selection);
  const fraction = oddsFraction(selection.odds);
  const priceText = formatOdds(selection.odds, format);
  const label = `${name}, ${unavailable ?? priceText}`;

  return (
    <button
      type="button"
      className={['odds-button', className ?? ''].filter(Boolean).join(' ')}
      aria-pressed={selected}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={Boolean(unavailable) || !fraction}
      data-selected={selected || undefined}
      data-unavailable={unavailable ? '' : undefined}
      onClick={() => {
        if (!fraction) return;
        const candidate = {
          selectionId: selection.id,
          marketId: selection.marketId,
          eventId: selection.eventId,
          numerator: fraction.numerator.toString(),
          denominator: fraction.denominator.toString(),
          origin,
        };
        if (quick) useQuickPickStore.getState().pick(candidate);
        else void toggle(candidate);
      }}
    >
      {caption ? <span className="odds-button__caption">{caption}</span> : null}
      {points ? <span className="odds-button__points">{points}</span> : null}
      {unavailable ? (
        <span className="odds-button__unavailable">
          <Lock size={12} aria-hidden="true" />
          {unavailable}
        </span>
      ) : (
        <Odds odds={selection.odds} className="odds-button__price" />
      )}
    </button>
  );
}
