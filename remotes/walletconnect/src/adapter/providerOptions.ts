import { selectServices, type FoyerState } from '@foyer/kernel';
import type { WcProviderOptions } from './WcProvider.js';

/**
 * The WalletConnect client's options from the widget's: the project id and the relay (both from
 * the `services` slice, resolved once by the shell) and the dapp metadata (the page's when not given).
 * @example
 * providerOptions(store.getState()) // { projectId: 'foyer-demo', relayUrl: 'ws://127.0.0.1:3030', ... }
 */
export function providerOptions(state: FoyerState, location: Pick<Location, 'origin'> | undefined = globalThis.location): WcProviderOptions {
  const { options } = state;
  const { projectId, relayUrl } = selectServices(state);
  const origin = location?.origin ?? '';
  return {
    projectId: projectId ?? '',
    relayUrl,
    metadata: options.metadata
      ? { ...options.metadata, icons: [...options.metadata.icons] }
      : { name: globalThis.document?.title || origin, description: '', url: origin, icons: [] },
    debug: options.debug,
  };
}
