import { BonusCashPanel } from './bonus-cash-panel';
import { RewardsStrip } from './rewards-strip';

/** What the promotions feature puts in the account panel after the Wallet box: the Rewards strip (with the Cashback row), then Bonus Cash. */
export function PanelRewards() {
  return (
    <>
      <RewardsStrip />
      <BonusCashPanel />
    </>
  );
}
