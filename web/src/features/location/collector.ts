/**
 * The compliance provider's collector (see docs/product/responsible-gaming-and-location.md): `POST
 * /geo/v1/packets` with the licence key and the position answers a signed geo packet, or `{code,
 * name, message}` (601-605). Failures become `CollectorError`s; one that never reached the
 * collector has code 0.
 */
import { httpRequest, isHttpError } from '@/shared/api/http-client';
import { CollectorError } from './geo-errors';

export const COLLECTOR_PATH = '/geo/v1/packets';
const COLLECTOR_TIMEOUT_MS = 10_000;

export type PositionSource = 'browser' | 'fixed';

export interface PacketRequest {
  licenseKey: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  source: PositionSource;
}

function parseError(body: unknown, status: number | undefined): CollectorError {
  const b = body as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (b && typeof b === 'object' && typeof b.code === 'number' && typeof b.name === 'string') {
    return new CollectorError(b.code, b.name, typeof b.message === 'string' ? b.message : b.name, status);
  }
  if (status === 503) return new CollectorError(604, 'SERVICE_UNAVAILABLE', 'The location service is unavailable.', status);
  return new CollectorError(0, 'UNEXPECTED_ANSWER', `The location service answered ${status ?? 'nothing'}.`, status);
}

/** Sends the position and answers the geo packet. */
export async function collectGeoPacket(request: PacketRequest): Promise<string> {
  try {
    const { data } = await httpRequest<{ geoPacket?: unknown }>(COLLECTOR_PATH, { method: 'POST', json: request, timeoutMs: COLLECTOR_TIMEOUT_MS });
    if (typeof data?.geoPacket !== 'string' || !data.geoPacket) {
      throw new CollectorError(0, 'UNEXPECTED_ANSWER', 'The location service answered without a geo packet.', 200);
    }
    return data.geoPacket;
  } catch (error) {
    if (error instanceof CollectorError) throw error;
    if (isHttpError(error)) {
      if (error.status !== undefined) throw parseError(error.body, error.status);
      throw new CollectorError(0, error.kind, error.message);
    }
    throw new CollectorError(0, 'CONNECTION_ERROR', error instanceof Error ? error.message : String(error));
  }
}
