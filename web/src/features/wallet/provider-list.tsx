import { useId } from 'react';
import { Ban, ChevronRight, TriangleAlert } from 'lucide-react';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { Money } from '@/shared/ui/money';
import { limitsHint, moneyCents } from './amount-rules';

/** The text of an excluded provider (see docs/product/wallet.md). */
export const EXCLUDED_TEXT = 'This payment method is on the excluded list and is unavailable right now.';

/** The text of a provider the processor reports down (see docs/product/wallet.md). */
export const UNAVAILABLE_TEXT = 'This payment method is unavailable right now. Choose another one.';

/**
 * Why a provider cannot be used now, or null when it is AVAILABLE: excluded by the bettor, or
 * UNAVAILABLE as the server reports it (shown, not usable).
 */
export function unavailableText(provider: Pick<WalletProviderFragment, 'excluded' | 'availability' | 'warning'>): string | null {
  if (provider.excluded) return EXCLUDED_TEXT;
  if (provider.availability === 'UNAVAILABLE') return provider.warning ?? UNAVAILABLE_TEXT;
  return null;
}

/** Provider icons are drawn at 163 x 113. */
export const PROVIDER_ICON = { width: 163, height: 113 } as const;

/** One provider: icon, name, description, limits, warning and prompt; unavailable ones are disabled. */
function ProviderItem({ provider, onPick, showBalance }: { provider: WalletProviderFragment; onPick: (p: WalletProviderFragment) => void; showBalance: boolean }) {
  const id = useId();
  const limits = { minCents: moneyCents(provider.minimumAmount), maxCents: moneyCents(provider.maximumAmount) };
  const unavailable = unavailableText(provider);
  const warning = provider.warning && provider.warning !== unavailable ? provider.warning : null;
  const described = [`${id}-desc`, `${id}-limits`, unavailable ? `${id}-excluded` : null, warning ? `${id}-warning` : null].filter(Boolean).join(' ');
  return (
    <li>
      <button
        type="button"
        className="provider-card"
        disabled={Boolean(unavailable)}
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
          {warning ? (
            <span id={`${id}-warning`} className="provider-card__warning">
              <TriangleAlert size={14} aria-hidden="true" /> {warning}
            </span>
          ) : null}
          {unavailable ? (
            <span id={`${id}-excluded`} className="provider-card__excluded">
              <Ban size={14} aria-hidden="true" /> {unavailable}
            </span>
          ) : null}
        </span>
        {unavailable ? null : <ChevronRight className="provider-card__chevron" size={20} aria-hidden="true" />}
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
