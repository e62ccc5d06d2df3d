import { useId, useState } from 'react';
import type { WalletProviderFragment } from '@/graphql/graphql';
import { Button } from '@/shared/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/shared/ui/dialog';
import { unavailableText } from './provider-list';

/** The quick deposit's provider-change modal (see docs/product/wallet.md): a radio list of providers. */
export function ProviderPicker({ providers, currentId, onPick, disabled }: { providers: readonly WalletProviderFragment[]; currentId: string; onPick: (id: string) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="link" size="sm" disabled={disabled}>
          Change
        </Button>
      </DialogTrigger>
      <DialogContent title="Choose a payment method" width={420}>
        <fieldset className="saved-methods">
          <legend className="sr-only">Payment method</legend>
          <ul className="saved-methods__list">
            {providers.map((p) => {
              const unavailable = unavailableText(p);
              return (
              <li key={p.id} className="saved-methods__item">
                <label className="saved-methods__option" aria-disabled={unavailable ? true : undefined}>
                  <input
                    type="radio"
                    name={`${id}-provider`}
                    value={p.id}
                    checked={p.id === currentId}
                    disabled={Boolean(unavailable)}
                    onChange={() => {
                      onPick(p.id);
                      setOpen(false);
                    }}
                  />
                  <img src={p.icon} alt="" width={41} height={28} />
                  <span className="saved-methods__text">
                    <span className="saved-methods__name">{p.name}</span>
                    {unavailable ? <span className="saved-methods__description">{unavailable}</span> : p.description ? <span className="saved-methods__description">{p.description}</span> : null}
                  </span>
                </label>
              </li>
              );
            })}
          </ul>
        </fieldset>
      </DialogContent>
    </Dialog>
  );
}
