import { httpRequest } from '@/shared/api/http-client';

/** Path of the deposit acknowledgement on the identity API (see docs/product/wallet.md). */
export const DEPOSIT_ACK_PATH = '/api/deposit_acknowledgements';

/** POSTs `{"acknowledged": true}`; the server answers 202. Throws on any other answer. */
export async function acknowledgeDeposit(token: string): Promise<void> {
  const { status } = await httpRequest(DEPOSIT_ACK_PATH, { method: 'POST', token, json: { acknowledged: true } });
  if (status !== 202) throw new Error(`Deposit acknowledgement answered ${status}, expected 202`);
}
