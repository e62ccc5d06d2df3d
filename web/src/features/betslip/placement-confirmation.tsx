import { Link } from 'react-router';
import type { PlaceBetsMutation } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';

/** The open bets page (My Bets). */
export const MY_BETS_PATH = '/my-bets';

export type PlacedBets = PlaceBetsMutation['placeBets']['placedBets'];

/** The confirmation modal's title and text (see docs/product/betslip.md, "Confirmation modal"). */
export function confirmationText(bets: PlacedBets): { title: string; body: string } {
  const pending = bets.some((b) => b.status === 'pending');
  const title = bets.length === 1 ? 'Bet Placed' : `${bets.length} Bets Placed`;
  const body = pending ? 'In-play bets are confirmed after a short delay. Follow them in My Bets.' : 'Good luck! Follow your bets in My Bets.';
  return { title, body };
}

/**
 * The confirmation modal after a successful placement: each placed bet with its selections,
 * stake and potential payout, a link to My Bets and Done.
 */
export function PlacementConfirmation({ bets, onClose }: { bets: PlacedBets | null; onClose: () => void }) {
  const text = bets?.length ? confirmationText(bets) : null;
  return (
    <Dialog open={text !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {bets && text ? (
        <DialogContent title={text.title} description={text.body} width={440}>
          <ul className="bs-receipt">
            {bets.map((b) => (
              <li key={b.id} className="bs-receipt__bet">
                <span className="bs-receipt__legs">{b.legs.map((l) => l.selectionName).join(', ')}</span>
                <span>
                  Bet {b.totalBetAmount.formattedAmount} · Potential payout {b.potentialPayout.formattedAmount}
                  {b.status === 'pending' ? ' · Pending acceptance' : ''}
                </span>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Button asChild variant="secondary">
              <Link to={MY_BETS_PATH} onClick={onClose}>
                View My Bets
              </Link>
            </Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
