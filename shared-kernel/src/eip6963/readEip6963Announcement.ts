import type { Eip6963ProviderDetail } from '../types/eip1193.js';
import { isEip1193Provider } from './isEip1193Provider.js';
import { isEip6963ProviderInfo } from './isEip6963ProviderInfo.js';

/**
 * The provider detail of an `eip6963:announceProvider` event, or undefined when the event is
 * malformed (no detail, non-conforming info, provider without EIP-1193 methods). The info is
 * copied and frozen, so later mutations by the wallet do not change what the UI shows.
 * @example
 * window.addEventListener(EIP6963_ANNOUNCE_EVENT, (event) => {
 *   const detail = readEip6963Announcement(event)
 *   if (detail) dispatch(walletAnnounced(detail.info))
 * })
 */
export function readEip6963Announcement(event: Event): Eip6963ProviderDetail | undefined {
  const detail: unknown = (event as Partial<CustomEvent>).detail;
  if (detail === null || typeof detail !== 'object') return undefined;
  const { info, provider } = detail as Record<string, unknown>;
  if (!isEip6963ProviderInfo(info) || !isEip1193Provider(provider)) return undefined;
  const snapshot = Object.freeze({ uuid: info.uuid, name: info.name, icon: info.icon, rdns: info.rdns });
  return Object.freeze({ info: snapshot, provider });
}
