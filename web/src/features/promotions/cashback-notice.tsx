import './promotions.css';
import { useQuery } from '@apollo/client';
import { Link } from 'react-router';
import { HandCoins, X } from 'lucide-react';
import { useCashbackNotice } from '@/shared/cashback/cashback-notice';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { Badge } from '@/shared/ui/badge';
import { IconButton } from '@/shared/ui/button';
import { awardDetailsPath } from './promotion-labels';
import { CashbackCountDocument } from './promotions-operations';

export const CASHBACK_SECTION = 'cashback';

/** "Cashback is open to you", "2 payments received", or both. */
export function cashbackMeta(eligible: boolean, count: number): string {
  const paid = count === 1 ? '1 payment received' : `${count} payments received`;
  if (eligible) return count > 0 ? `Open to you · ${paid}` : 'Open to you';
  return paid;
}

/**
 * The account panel's Cashback row (under the Rewards strip, with `cashbackManagement` on):
 * while a cashback offer is open to the account holder or it has been paid cashback, a link to
 * the cashback award details. While the notification is new (the avatar's dot) it is marked
 * New and has a Dismiss button; opening the section or dismissing hides the notification.
 */
export function CashbackNotice() {
  const flag = useFeatureFlag('cashbackManagement');
  const { eligible, notify, hide } = useCashbackNotice();
  const { data } = useQuery(CashbackCountDocument, { skip: !flag, fetchPolicy: 'cache-and-network' });
  const count = data?.cashbackCount ?? 0;
  if (!flag || (!eligible && count === 0)) return null;
  return (
    <div className={`cashback-row${notify ? ' cashback-row--new' : ''}`}>
      <Link to={awardDetailsPath(CASHBACK_SECTION)} className="cashback-row__link" onClick={hide}>
        <HandCoins size={20} aria-hidden="true" className="cashback-row__icon" />
        <span className="cashback-row__text">
          <span className="cashback-row__title">
            {eligible ? 'Cashback available' : 'Cashback'}
            {notify ? <Badge tone="primary">New</Badge> : null}
          </span>
          <span className="cashback-row__meta">{cashbackMeta(eligible, count)}</span>
        </span>
      </Link>
      {notify ? (
        <IconButton variant="ghost" size="sm" label="Dismiss the cashback notification" icon={<X size={16} aria-hidden="true" />} onClick={hide} className="cashback-row__dismiss" />
      ) : null}
    </div>
  );
}
