import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client';
import { MessageSquareText, PhoneCall } from 'lucide-react';
import { graphql } from '@/graphql/gql';
import { Button } from '@/shared/ui/button';
import { Field, FormError } from '@/shared/ui/field';
import { Input } from '@/shared/ui/input';
import { toast } from '@/shared/ui/toast-store';
import { reportError } from '@/shared/api/report-error';
import './one-time-code.css';

export const SendOneTimeCodeDocument = graphql(`
  mutation SendOneTimeCode($channel: OneTimeCodeChannel!) {
    sendOneTimeCode(channel: $channel) {
      success
      error
      errorCode
      displayType
      maskedDestination
    }
  }
`);

export const VerifyOneTimeCodeDocument = graphql(`
  mutation VerifyOneTimeCode($oneTimeCode: String!, $source: OneTimeCodeSource!) {
    verifyOneTimeCode(oneTimeCode: $oneTimeCode, source: $source) {
      success
      error
      errorCode
      displayType
    }
  }
`);

export type CodeChannel = 'SMS' | 'CALL';
export const CODE_LENGTH = 6;
const GENERIC = 'Oops, we encountered an error. Please hang on and try again later while we sort things out.';

/**
 * The one-time-code screen (strong authentication): choose SMS or a call, send, enter the
 * six digits. Errors show inline (wrong, malformed, expired code) or as toasts, as the
 * server's `displayType` says. `onVerified` runs after a successful check.
 */
export function OneTimeCodeForm({
  source,
  onVerified,
  submitLabel = 'Verify',
  children,
}: {
  source: 'LOGIN' | 'SETTINGS';
  onVerified: () => Promise<void> | void;
  submitLabel?: string;
  /** Extra controls shown above the submit button (for example a checkbox). */
  children?: ReactNode;
}) {
  const [channel, setChannel] = useState<CodeChannel>('SMS');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);
  const [send, sendState] = useMutation(SendOneTimeCodeDocument, { errorPolicy: 'all' });
  const [verify, verifyState] = useMutation(VerifyOneTimeCodeDocument, { errorPolicy: 'all' });

  const showError = (message: string | null | undefined, displayType: string | null | undefined) => {
    const text = message || GENERIC;
    if (displayType === 'INLINE') setInlineError(text);
    else toast({ title: text, variant: 'danger' });
  };

  const onSend = async () => {
    setInlineError(null);
    try {
      const { data, errors } = await send({ variables: { channel } });
      const r = data?.sendOneTimeCode;
      if (r?.success) {
        setSentTo(r.maskedDestination ?? 'your phone');
        setCode('');
        toast({ title: channel === 'SMS' ? 'Code sent by text message' : 'We are calling you with your code', variant: 'success' });
      } else {
        showError(r?.error ?? errors?.[0]?.message, r?.displayType ?? 'TOAST');
      }
    } catch (e) {
      reportError(e, { source: 'graphql', operationName: 'SendOneTimeCode' });
      showError(null, 'TOAST');
    }
  };

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    setInlineError(null);
    if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)) {
      setInlineError(`Please enter the ${CODE_LENGTH}-digit code.`);
      return;
    }
    try {
      const { data, errors } = await verify({ variables: { oneTimeCode: code, source } });
      const r = data?.verifyOneTimeCode;
      if (r?.success) {
        setFinishing(true);
        try {
          await onVerified();
        } finally {
          setFinishing(false);
        }
      } else {
        showError(r?.error ?? errors?.[0]?.message, r?.displayType ?? 'TOAST');
      }
    } catch (err) {
      reportError(err, { source: 'graphql', operationName: 'VerifyOneTimeCode' });
      showError(null, 'TOAST');
    }
  };

  return (
    <div className="otc">
      <fieldset className="otc__channels">
        <legend>How should we send your code?</legend>
        <label className="otc__choice">
          <input type="radio" name="otc-channel" value="SMS" checked={channel === 'SMS'} onChange={() => setChannel('SMS')} />
          <MessageSquareText size={18} aria-hidden="true" /> Text message (SMS)
        </label>
        <label className="otc__choice">
          <input type="radio" name="otc-channel" value="CALL" checked={channel === 'CALL'} onChange={() => setChannel('CALL')} />
          <PhoneCall size={18} aria-hidden="true" /> Phone call
        </label>
      </fieldset>
      <Button variant={sentTo ? 'outline' : 'primary'} block loading={sendState.loading} onClick={() => void onSend()}>
        {sentTo ? 'Send a new code' : 'Send code'}
      </Button>
      {sentTo ? (
        <form className="otc__form" onSubmit={(e) => void onVerify(e)} noValidate>
          <p className="otc__sent" role="status">
            We sent a {CODE_LENGTH}-digit code to {sentTo}. It works for 10 minutes.
          </p>
          <Field label="One-time code" error={inlineError ?? undefined}>
            <Input
              className="otc__code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              value={code}
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                setInlineError(null);
              }}
            />
          </Field>
          {children}
          <Button type="submit" block size="lg" loading={verifyState.loading || finishing} disabled={code.length !== CODE_LENGTH}>
            {submitLabel}
          </Button>
        </form>
      ) : inlineError ? (
        <FormError>{inlineError}</FormError>
      ) : null}
    </div>
  );
}
