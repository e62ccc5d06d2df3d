import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { CashAtCasinoPage } from './cash-at-casino-page';
import { GatewayPage } from './gateway-page';
import { InteracWithdrawalPage } from './interac-withdrawal-page';
import { QuickDepositPage } from './quick-deposit-page';
import { ReceiptPage } from './receipt-page';
import { WalletPage } from './wallet-page';
import { WireTransferPage, WireWithdrawalDetailsPage } from './wire-transfer-page';
import { walletPaths } from './wallet-paths';

/**
 * Wallet pages (see docs/product/wallet.md), absolute paths, all login-required: place them behind
 * the account area's login guard inside the account layout. The history frame
 * (/account/history/...) belongs to the bets feature; its Transactions section is
 * `TransactionsSection`, composed by the app layer. `depositBanner` shows on the deposit page under
 * its title (the promotions feature's welcome offer banner, composed by the app layer), and
 * `withdrawalBanner` on the withdrawal page (the verification feature's prompt).
 */
export function walletRoutes({ depositBanner, withdrawalBanner }: { depositBanner?: ReactNode; withdrawalBanner?: ReactNode } = {}): RouteObject[] {
  return [
    { path: '/account/wallet', element: <Navigate to={walletPaths.page('deposit')} replace /> },
    { path: '/account/wallet/deposit', element: <WalletPage key="deposit" type="deposit" banner={depositBanner} /> },
    { path: '/account/wallet/withdrawal', element: <WalletPage key="withdrawal" type="withdrawal" banner={withdrawalBanner} /> },
    { path: '/account/wallet/withdrawal/interac', element: <InteracWithdrawalPage /> },
    { path: '/account/wallet/quick-deposit', element: <QuickDepositPage /> },
    { path: '/account/wallet/receipt/:receiptId', element: <ReceiptPage /> },
    { path: '/account/wallet/:transactionType/gateway', element: <GatewayPage /> },
    { path: '/account/wallet/:transactionType/wire-transfer', element: <WireTransferPage /> },
    { path: '/account/wallet/:transactionType/cash-at-casino', element: <CashAtCasinoPage /> },
    { path: walletPaths.wireWithdrawalDetails, element: <WireWithdrawalDetailsPage /> },
  ];
}
