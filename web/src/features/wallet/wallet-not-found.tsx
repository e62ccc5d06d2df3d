import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { walletPaths } from './wallet-paths';

/** An unknown wallet path (`/account/wallet/{not a type}/...`). */
export function WalletNotFound() {
  return (
    <EmptyState
      title="Page not found"
      action={
        <Button asChild>
          <Link to={walletPaths.page('deposit')}>Go to Deposit</Link>
        </Button>
      }
    >
      This wallet page does not exist.
    </EmptyState>
  );
}
