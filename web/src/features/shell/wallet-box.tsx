import { Link } from 'react-router';
import { ArrowDownToLine, ArrowUpFromLine, Wallet } from 'lucide-react';
import { useBrand } from '@/brands/brand-context';
import { useFeatureFlag } from '@/shared/flags/use-feature-flag';
import { Button } from '@/shared/ui/button';
import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import type { Balances, MoneyFields } from './shell-operations';

/** The wallet pages the box's shortcuts open (the wallet feature's routes). */
export const WALLET_SHORTCUTS = {
  deposit: '/account/wallet/deposit',
  withdraw: '/account/wallet/withdrawal',
} as const;

/**
 * Wallet box of the account panel: playable balance and its parts, then the Deposit and Withdraw
 * shortcuts. The withdrawable cash row shows only with `cashBalanceWithdrawalDisplay` on.
 */
export function WalletBox({ balances, promotionalCredit }: { balances: Balances | null; promotionalCredit: MoneyFields | null }) {
  const brand = useBrand();
  const showWithdrawable = useFeatureFlag('cashBalanceWithdrawalDisplay');
  const rows: { label: string; money: MoneyFields | undefined | null }[] = [
    ...(showWithdrawable ? [{ label: 'Withdrawable', money: balances?.withdrawableBalance }] : []),
    { label: 'Bonus', money: balances?.bonusBalance },
    { label: 'Restricted', money: balances?.restrictedBalance },
    { label: 'Total Playable', money: balances?.totalPlayableBalance },
    {
      label: brand.features.promotionalCreditsAsLoyaltyCash ? 'Loyalty Cash' : 'Promotional Credits',
      money: promotionalCredit,
    },
  ];
  return (
    <section className="wallet-box" aria-labelledby="wallet-box-title">
      <div className="wallet-box__head">
        <Wallet size={18} aria-hidden="true" />
        <h3 id="wallet-box-title" className="wallet-box__title">
          Wallet
        </h3>
      </div>
      <p className="wallet-box__main">
        <span className="wallet-box__main-label">Playable Balance</span>
        {balances ? <Money className="wallet-box__main-amount" money={balances.playableBalance} /> : <Skeleton width={140} height={30} />}
      </p>
      <dl className="wallet-box__rows">
        {rows.map((r) => (
          <div key={r.label} className="wallet-box__row">
            <dt>{r.label}</dt>
            <dd>{balances ? <Money money={r.money ?? null} /> : <Skeleton width={64} height={14} />}</dd>
          </div>
        ))}
      </dl>
      <div className="wallet-box__actions">
        <Button asChild variant="primary" size="sm" block>
          <Link to={WALLET_SHORTCUTS.deposit}>
            <ArrowDownToLine size={16} aria-hidden="true" />
            Deposit
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm" block>
          <Link to={WALLET_SHORTCUTS.withdraw}>
            <ArrowUpFromLine size={16} aria-hidden="true" />
            Withdraw
          </Link>
        </Button>
      </div>
    </section>
  );
}
