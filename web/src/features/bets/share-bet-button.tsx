import { useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { Share2 } from 'lucide-react';
import { reportError } from '@/shared/api/report-error';
import { Button } from '@/shared/ui/button';
import { toast } from '@/shared/ui/toast-store';
import { BetsShareDocument } from './bets-operations';
import { sharedBetPath } from './bets-paths';
import { copyText } from './clipboard';

/** The toast after a share link was copied. */
export const COPIED_TO_CLIPBOARD = 'Copied to clipboard';
export const SHARE_FAILED = "We couldn't create a share link. Please try again.";
export const COPY_FAILED = "We couldn't copy the link. Copy it from here:";
/** The channel recorded for links copied from a bet card (it comes back as `utm_source`). */
export const SHARE_CHANNEL = 'copy_link';

/** The link to copy: the server's short link, else the app's shared-bet page for the code. */
export function shareUrl(answer: { url: string | null; canonicalUrl: string | null }): string | null {
  if (answer.url) return answer.url;
  if (answer.canonicalUrl) return `${window.location.origin}${sharedBetPath(answer.canonicalUrl)}`;
  return null;
}

/**
 * "Share" on a bet card: `shareBet` (idempotent per bet and channel) gives the link, which is
 * copied to the clipboard with the toast "Copied to clipboard". The shared page shows no
 * personal data (see docs/product/settlement-and-cash-out.md).
 */
export function ShareBetButton({ betId, title }: { betId: string; title: string }) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  const share = async () => {
    setBusy(true);
    try {
      const result = await client.mutate({ mutation: BetsShareDocument, variables: { betId, channel: SHARE_CHANNEL }, errorPolicy: 'all', fetchPolicy: 'no-cache' });
      const answer = result.data?.shareBet;
      const refusal = answer?.errors[0];
      const url = answer ? shareUrl(answer) : null;
      if (refusal || !url) {
        if (!answer) reportError(new Error(result.errors?.map((e) => e.message).join('; ') || 'shareBet answered nothing'), { source: 'bets', call: 'shareBet' });
        toast({ id: 'bet-share', title: refusal?.message || SHARE_FAILED, variant: 'danger' });
        return;
      }
      if (await copyText(url)) toast({ id: 'bet-share', title: COPIED_TO_CLIPBOARD, variant: 'success' });
      else toast({ id: 'bet-share', title: COPY_FAILED, description: url, variant: 'warning', duration: -1 });
    } catch (e) {
      reportError(e, { source: 'bets', call: 'shareBet' });
      toast({ id: 'bet-share', title: SHARE_FAILED, variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="ghost" size="sm" loading={busy} icon={<Share2 size={16} aria-hidden="true" />} aria-label={`Share ${title}`} onClick={() => void share()}>
      Share
    </Button>
  );
}
