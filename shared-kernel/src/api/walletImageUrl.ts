import type { ServicesState } from './servicesSlice.js';

type ServicesSource = string | ServicesState | { services: ServicesState };

/**
 * URL of a catalogue wallet image (`/getWalletImage/{imageId}`), with the project query
 * parameters when the services state is given.
 * @example
 * walletImageUrl(store.getState(), wallet.image_id)
 */
export function walletImageUrl(source: ServicesSource, imageId: string): string {
  const services = typeof source === 'string' ? undefined : 'services' in source ? source.services : source;
  const apiUrl = (services?.apiUrl ?? (source as string)).replace(/\/+$/, '');
  const url = `${apiUrl}/getWalletImage/${encodeURIComponent(imageId)}`;
  if (!services?.projectId) return url;
  const search = new URLSearchParams({ projectId: services.projectId, st: services.sdkType, sv: services.sdkVersion });
  return `${url}?${search.toString()}`;
}
