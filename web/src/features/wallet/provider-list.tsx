import { useId } from 'react';
import { Ban, ChevronRight, TriangleAlert } from 'lucide-react';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { Money } from '@/shared/ui/money';
import { limitsHint, moneyCents } from './amount-rules';

/** The text of an excluded provider (see docs/product/wallet.md). */
export const EXCLUDED_TEXT = 'This payment method is on the excluded list and is unavailable right now.';

/** Provider icons are drawn at 163 x 113. */
export const PROVIDER_ICON = { width: 163, height: 113 } as const;

/** One provider: icon, name, description, limits, warning and prompt; excluded ones are disabled. */
function ProviderItem({ provider, onPick, showBalance }: { provider: WalletProviderFragment; onPick: (p: WalletProviderFragment) => void; showBalance: boolean }) {
  const id = useId();
  const limits = { minCents: moneyCents(provider.minimumAmount), maxCents: moneyCents(provider.maximumAmount) };
  const described = [`${id}-desc`, `${id}-limits`, provider.excluded ? `${id}-excluded` : null, provider.warning ? `${id}-warning` : null].filter(Boolean).join(' ');
  return (
    <li>
      <button
        type="button"
        className="provider-card"
        disabled={provider.excluded}
        aria-labelledby={`${id}-name`}
        aria-describedby={described}
        onClick={() => onPick(provider)}
      >
        <img className="provider-card__icon" src={provider.icon} alt={provider.name} width={PROVIDER_ICON.width} height={PROVIDER_ICON.height} loading="lazy" />
        <span className="provider-card__body">
          <span id={`${id}-name`} className="provider-card__name">
            {provider.name}
          </span>
          <span id={`${id}-desc`} className="provider-card__description">
            {provider.description ?? provider.details ?? ''}
          </span>
          <span id={`${id}-limits`} className="provider-card__limits">
            {limitsHint(limits)}
            {showBalance && provider.balance ? (
              <>
                {' · Available '}
                <Money money={provider.balance} />
              </>
            ) : null}
          </span>
          {provider.prompt ? <span className="provider-card__prompt">{provider.prompt}</span> : null}
          {provider.warning ? (
            <span id={`${id}-warning`} className="provider-card__warning">
              <TriangleAlert size={14} aria-hidden="true" /> {provider.warning}
            </span>
          ) : null}
          {provider.excluded ? (
            <span id={`${id}-excluded`} className="provider-card__excluded">
              <Ban size={14} aria-hidden="true" /> {EXCLUDED_TEXT}
            </span>
          ) : null}
        </span>
        {provider.excluded ? null : <ChevronRight className="provider-card__chevron" size={20} aria-hidden="true" />}
      </button>
    </li>
  );
}

/** The providers of a landing page, preferred first. */
export function ProviderList({
  providers,
  preferredId,
  onPick,
  showBalance = false,
  label,
}: {
  providers: readonly WalletProviderFragment[];
  preferredId: string | null;
  onPick: (p: WalletProviderFragment) => void;
  showBalance?: boolean;
  label: string;
}) {
  const sorted = [...providers].sort((a, b) => Number(b.id === preferredId) - Number(a.id === preferredId));
  return (
    <ul className="provider-list" aria-label={label}>
      {sorted.map((p) => (
        <ProviderItem key={p.id} provider={p} onPick={onPick} showBalance={showBalance} />
      ))}
    </ul>
  );
}
