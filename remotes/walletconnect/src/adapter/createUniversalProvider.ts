import { WALLET_CONNECT_STORAGE_PREFIX } from '../constants.js';
import { dropAnsweredRequestListeners } from './dropAnsweredRequestListeners.js';
import { keepVerifyLocal } from './keepVerifyLocal.js';
import type { WcProvider, WcProviderOptions } from './WcProvider.js';

/**
 * Loads `@walletconnect/universal-provider` (its own chunk) and initialises it against the
 * Foyer relay: own storage prefix, no telemetry, no provider pings, and no verify attestation
 * (`keepVerifyLocal`), so that nothing leaves the configured relay and services. The logger is a
 * pino instance rather than a level name: given a name, the SDK logs everything at `trace` into a
 * 1 MB in-memory buffer whatever the level, which grew the page's heap by every pairing (issue 13);
 * and the relay provider's listeners of answered requests are dropped (`dropAnsweredRequestListeners`).
 * @example
 * const provider = await createUniversalProvider({ projectId: 'foyer-demo', relayUrl: 'ws://127.0.0.1:3030', metadata, debug: false })
 */
export async function createUniversalProvider(options: WcProviderOptions): Promise<WcProvider> {
  const [{ UniversalProvider }, { pino }] = await Promise.all([import('@walletconnect/universal-provider'), import('@walletconnect/logger')]);
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: options.metadata,
    customStoragePrefix: WALLET_CONNECT_STORAGE_PREFIX,
    disableProviderPing: true,
    telemetryEnabled: false,
    logger: pino({ level: options.debug ? 'error' : 'silent' }),
  });
  keepVerifyLocal(provider.client.core.verify);
  const wcProvider = provider as WcProvider;
  dropAnsweredRequestListeners(wcProvider.client.core.relayer);
  return wcProvider;
}
