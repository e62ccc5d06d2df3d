import { Money } from '@/shared/ui/money';
import { Skeleton } from '@/shared/ui/skeleton';
import { moneyCents } from './amount-rules';
import type { WalletBalances } from './use-wallet-balances';

/** The balances a wallet page shows (live): withdrawable cash, and held cash when any. */
export function BalanceSummary({ balances, type }: { balances: WalletBalances | null; type: 'deposit' | 'withdrawal' }) {
  const held = balances ? moneyCents(balances.heldBalance) : 0;
  return (
    <dl className="wallet-balances" aria-live="polite">
      <div className="wallet-balances__item">
        <dt>{type === 'withdrawal' ? 'Withdrawable balance' : 'Playable balance'}</dt>
        <dd>{balances ? <Money money={type === 'withdrawal' ? balances.withdrawableBalance : balances.playableBalance} /> : <Skeleton width={96} height={22} />}</dd>
      </div>
      {type === 'withdrawal' && balances && held !== 0 ? (
        <div className="wallet-balances__item">
          <dt>Pending withdrawals</dt>
          <dd>
            <Money money={balances.heldBalance} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
