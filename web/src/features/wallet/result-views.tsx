import { useEffect, useRef, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, ShieldAlert } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import { Money } from '@/shared/ui/money';
import { Spinner } from '@/shared/ui/spinner';
import { DEPOSIT_FAILED_DEFAULT } from './frame-messages';
import type { MoneyFields } from './use-wallet-balances';

/** A centred result panel with an icon, a heading and actions. */
function ResultPanel({ tone, icon, title, children, actions }: { tone: 'success' | 'danger' | 'warning'; icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The view replaces the payments frame: move focus to its heading so it is announced.
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <section className={`wallet-result wallet-result--${tone}`} aria-labelledby="wallet-result-title">
      <div className="wallet-result__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 id="wallet-result-title" className="wallet-result__title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children ? <div className="wallet-result__body">{children}</div> : null}
      {actions ? <div className="wallet-result__actions">{actions}</div> : null}
    </section>
  );
}

/** "Deposit Successful" with the amount and the new balance (see docs/product/wallet.md). */
export function DepositSuccessView({ amountCents, balance, actions }: { amountCents: number | null; balance: MoneyFields | null; actions?: ReactNode }) {
  return (
    <ResultPanel tone="success" icon={<CircleCheck size={40} />} title="Deposit Successful" actions={actions}>
      <dl className="wallet-result__figures">
        {amountCents !== null ? (
          <div>
            <dt>Amount deposited</dt>
            <dd>
              <Money cents={amountCents} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>New balance</dt>
          <dd>{balance ? <Money money={balance} /> : <Spinner size={16} label="Updating your balance" />}</dd>
        </div>
      </dl>
    </ResultPanel>
  );
}

/** The frame's failure message, with Try Again when the frame allows it. */
export function DepositFailedView({ message, onTryAgain, actions }: { message: string | null; onTryAgain?: () => void; actions?: ReactNode }) {
  return (
    <ResultPanel
      tone="danger"
      icon={<CircleAlert size={40} />}
      title="Deposit Failed"
      actions={
        <>
          {onTryAgain ? <Button onClick={onTryAgain}>Try Again</Button> : null}
          {actions}
        </>
      }
    >
      <p>{message ?? DEPOSIT_FAILED_DEFAULT}</p>
    </ResultPanel>
  );
}

/** The name or details on the payment method do not match the account (showInformationMismatchPage). */
export function InformationMismatchView({ onBack, backLabel }: { onBack: () => void; backLabel: string }) {
  return (
    <ResultPanel tone="warning" icon={<ShieldAlert size={40} />} title="Your payment details do not match your account" actions={<Button onClick={onBack}>{backLabel}</Button>}>
      <p>The name or other information on this payment method does not match the details on your account. For your security, payments can only be made with a method in your own name.</p>
      <p>Please use a payment method registered in your name. If you believe this is a mistake, contact our Customer Support team and we will help you sort it out.</p>
    </ResultPanel>
  );
}

/** The progress view of a hidden gateway: the payment runs out of sight. */
export function GatewayProgress({ type }: { type: 'deposit' | 'withdrawal' }) {
  return (
    <div className="wallet-progress" role="status" aria-live="polite">
      <Spinner size={32} />
      <p className="wallet-progress__title">{type === 'deposit' ? 'Processing your deposit…' : 'Processing your withdrawal…'}</p>
      <p className="wallet-progress__hint">This usually takes a few seconds. Please keep this page open.</p>
    </div>
  );
}
