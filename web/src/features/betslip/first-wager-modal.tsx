import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';

export const FIRST_WAGER_TITLE = 'Before your first bet';
export const FIRST_WAGER_BODY =
  'Set deposit, spend and loss limits, a daily time limit or reality check-ins, or take a break, at any time in Responsible Gaming. Bet only what you can afford to lose.';
/** Where the bettor sets limits. */
export const RESPONSIBLE_GAMING_PATH = '/account/responsible-gaming';

/**
 * The first-wager responsible-gaming modal (`firstWagerRgModal`): shown once before a
 * bettor's first wager, with the way to set limits first or to go on and place the bet.
 */
export function FirstWagerModal({ open, onContinue, onClose }: { open: boolean; onContinue: () => void; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {open ? (
        <DialogContent title={FIRST_WAGER_TITLE} description={FIRST_WAGER_BODY} width={440}>
          <div className="dialog__actions">
            <Button asChild variant="secondary">
              <Link to={RESPONSIBLE_GAMING_PATH} onClick={onClose}>
                Set Limits
              </Link>
            </Button>
            <Button onClick={onContinue}>Continue to Bet</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
