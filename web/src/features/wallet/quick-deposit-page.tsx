import { useNavigate } from 'react-router';
import { QuickDeposit } from './quick-deposit';
import { BalanceSummary } from './balance-summary';
import { useWalletBalances } from './use-wallet-balances';
import { walletPaths } from './wallet-paths';
import './wallet.css';

/** `/account/wallet/quick-deposit`: the betslip's quick deposit on a page of its own. */
export function QuickDepositPage() {
  const navigate = useNavigate();
  const { balances } = useWalletBalances();
  return (
    <div className="wallet-page wallet-page--narrow">
      <h1 className="wallet-page__title">Quick Deposit</h1>
      <p className="account-page__lead">Top up your balance in one step with your preferred payment method.</p>
      <BalanceSummary balances={balances} type="deposit" />
      <section className="account-section">
        <QuickDeposit onDone={() => void navigate(walletPaths.history)} />
      </section>
    </div>
  );
}
