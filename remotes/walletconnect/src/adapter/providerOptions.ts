import { DEFAULT_ENDPOINTS, type FoyerState } from '@foyer/kernel';
import type { WcProviderOptions } from './WcProvider.js';

/**
 * The WalletConnect client's options from the widget's: the project id, the relay
 * (`relayUrl`, default the local relay) and the dapp metadata (the page's when not given).
 * @example
 * providerOptions(store.getState()) // { projectId: 'foyer-demo', relayUrl: 'ws://127.0.0.1:3030', ... }
 */
export function providerOptions(state: FoyerState, location: Pick<Location, 'origin'> | undefined = globalThis.location): WcProviderOptions {
  const { options, services } = state;
  const origin = location?.origin ?? '';
  return {
    projectId: options.projectId || services.projectId || '',
    relayUrl: options.relayUrl || DEFAULT_ENDPOINTS.relay,
    metadata: options.metadata
      ? { ...options.metadata, icons: [...options.metadata.icons] }
      : { name: globalThis.document?.title || origin, description: '', url: origin, icons: [] },
    debug: options.debug,
  };
}
