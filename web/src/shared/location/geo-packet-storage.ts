/**
 * The last geo packet, kept in sessionStorage for this tab (see
 * docs/product/responsible-gaming-and-location.md): the startup query and later requests may carry
 * it; it is forgotten at logout.
 */
export const GEO_PACKET_STORAGE_KEY = 'sb.geo-packet';

export function storeGeoPacket(packet: string): void {
  try {
    sessionStorage.setItem(GEO_PACKET_STORAGE_KEY, packet);
  } catch {
    // Storage unavailable: the packet lives only for this check.
  }
}

export function storedGeoPacket(): string | null {
  try {
    return sessionStorage.getItem(GEO_PACKET_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function clearGeoPacket(): void {
  try {
    sessionStorage.removeItem(GEO_PACKET_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
