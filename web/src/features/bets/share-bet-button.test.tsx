import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, useToastStore } from '@/shared/ui/toast-store';
import { COPIED_TO_CLIPBOARD, SHARE_CHANNEL, ShareBetButton, shareUrl } from './share-bet-button';
import { createBetsClient, renderBets } from './test-utils';

vi.mock('@/shared/api/report-error', () => ({ reportError: vi.fn() }));

afterEach(() => clearToasts());

function toasts() {
  return useToastStore.getState().toasts.map((t) => ({ title: t.title, variant: t.variant }));
}

describe('<ShareBetButton>', () => {
  it('creates the link, copies it and says "Copied to clipboard"', async () => {
    const user = userEvent.setup();
    const api = createBetsClient(() => ({ shareBet: { __typename: 'ShareBetResult', url: 'https://halftime.test/s/abc123', canonicalUrl: 'abc123', errors: [] } }));
    renderBets(api.client, '/my-bets', { '/my-bets': <ShareBetButton betId="b1" title="2-Leg Parlay" /> });
    await user.click(screen.getByRole('button', { name: 'Share 2-Leg Parlay' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: COPIED_TO_CLIPBOARD, variant: 'success' }]));
    expect(api.named('BetsShare')[0]?.variables).toEqual({ betId: 'b1', channel: SHARE_CHANNEL });
    await expect(navigator.clipboard.readText()).resolves.toBe('https://halftime.test/s/abc123');
  });

  it('a refusal is told, nothing is copied', async () => {
    const user = userEvent.setup();
    await navigator.clipboard.writeText('before');
    const api = createBetsClient(() => ({ shareBet: { __typename: 'ShareBetResult', url: null, canonicalUrl: null, errors: [{ __typename: 'ShareBetError', code: 'NOT_FOUND', message: 'We could not find this bet.' }] } }));
    renderBets(api.client, '/my-bets', { '/my-bets': <ShareBetButton betId="b1" title="Straight" /> });
    await user.click(screen.getByRole('button', { name: 'Share Straight' }));
    await waitFor(() => expect(toasts()).toEqual([{ title: 'We could not find this bet.', variant: 'danger' }]));
    await expect(navigator.clipboard.readText()).resolves.toBe('before');
  });

  it('falls back to the shared-bet page when the server gives only the code', () => {
    expect(shareUrl({ url: null, canonicalUrl: 'a b' })).toBe(`${window.location.origin}/shared_bet?canonicalUrl=a+b`);
    expect(shareUrl({ url: null, canonicalUrl: null })).toBeNull();
  });
});
