import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '@/shared/routing/lazy-page';
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
    { path: '/account/wallet/deposit', lazy: lazyPage(() => import('./wallet-page'), (m) => <m.WalletPage key="deposit" type="deposit" banner={depositBanner} />) },
    { path: '/account/wallet/withdrawal', lazy: lazyPage(() => import('./wallet-page'), (m) => <m.WalletPage key="withdrawal" type="withdrawal" banner={withdrawalBanner} />) },
    { path: '/account/wallet/withdrawal/interac', lazy: lazyPage(() => import('./interac-withdrawal-page'), (m) => <m.InteracWithdrawalPage />) },
    { path: '/account/wallet/quick-deposit', lazy: lazyPage(() => import('./quick-deposit-page'), (m) => <m.QuickDepositPage />) },
    { path: '/account/wallet/receipt/:receiptId', lazy: lazyPage(() => import('./receipt-page'), (m) => <m.ReceiptPage />) },
    { path: '/account/wallet/:transactionType/gateway', lazy: lazyPage(() => import('./gateway-page'), (m) => <m.GatewayPage />) },
    { path: '/account/wallet/:transactionType/wire-transfer', lazy: lazyPage(() => import('./wire-transfer-page'), (m) => <m.WireTransferPage />) },
    { path: '/account/wallet/:transactionType/cash-at-casino', lazy: lazyPage(() => import('./cash-at-casino-page'), (m) => <m.CashAtCasinoPage />) },
    { path: walletPaths.wireWithdrawalDetails, lazy: lazyPage(() => import('./wire-transfer-page'), (m) => <m.WireWithdrawalDetailsPage />) },
  ];
}
