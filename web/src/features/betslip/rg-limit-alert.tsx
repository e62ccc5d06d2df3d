import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent } from '@/shared/ui/dialog';
import type { RgLimitPeriod, RgLimitType } from '@/graphql/graphql';
import { RESPONSIBLE_GAMING_PATH } from './first-wager-modal';
import type { SlipError } from './slip-view';

const PERIOD_WORDS: Record<RgLimitPeriod, string> = { DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly' };

/** The limit's name: "Max single wager limit", "Weekly loss limit". */
function limitName(type: RgLimitType, period: RgLimitPeriod | null | undefined): string {
  if (type === 'MAX_SINGLE_WAGER') return 'Max single wager limit';
  const kind = type.toLowerCase().replace(/_/g, ' ');
  return period ? `${PERIOD_WORDS[period]} ${kind} limit` : `${kind.charAt(0).toUpperCase()}${kind.slice(1)} limit`;
}

/** The page where the limit is changed (the responsible-gaming limit routes). */
function limitPage(type: RgLimitType, period: RgLimitPeriod | null | undefined): string {
  if (type === 'MAX_SINGLE_WAGER') return `${RESPONSIBLE_GAMING_PATH}/limits/max-single-wager`;
  if ((type === 'LOSS' || type === 'SPEND' || type === 'DEPOSIT') && period) return `${RESPONSIBLE_GAMING_PATH}/limits/${type.toLowerCase()}/${period.toLowerCase()}`;
  return RESPONSIBLE_GAMING_PATH;
}

export const RG_LIMIT_TITLE = 'Responsible gaming limit reached';

/** What the alert says and links to for an `RG_LIMIT` error (pure). */
export function rgLimitAlert(error: SlipError): { title: string; body: string; amount: string | null; linkLabel: string; linkTo: string } {
  const limit = error.limit;
  if (!limit) {
    // A break (cool-off, self-exclusion) stops wagers without a limit to change.
    return { title: RG_LIMIT_TITLE, body: error.message, amount: null, linkLabel: 'Responsible Gaming', linkTo: RESPONSIBLE_GAMING_PATH };
  }
  const name = limitName(limit.type, limit.period);
  return { title: RG_LIMIT_TITLE, body: error.message, amount: `${name}: ${limit.amount.formattedAmount}`, linkLabel: `Change ${name.toLowerCase()}`, linkTo: limitPage(limit.type, limit.period) };
}

/**
 * The responsible-gaming limits alert (see docs/product/betslip.md, "Responsible-gaming limits
 * alert"): opened when a placement is refused with `RG_LIMIT`; names the limit that stopped the
 * bet with its amount, and links to the page where it is changed.
 */
export function RgLimitAlert({ error, onClose }: { error: SlipError | null; onClose: () => void }) {
  const alert = error ? rgLimitAlert(error) : null;
  return (
    <Dialog open={alert !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
      {alert ? (
        <DialogContent title={alert.title} description={alert.body} width={440}>
          {alert.amount ? <p className="bs-rg-limit">{alert.amount}</p> : null}
          <div className="dialog__actions">
            <Button asChild variant="secondary">
              <Link to={alert.linkTo} onClick={onClose}>
                {alert.linkLabel}
              </Link>
            </Button>
            <Button onClick={onClose}>OK</Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
