import type { AdapterContext } from './AdapterContext.js';
import { listenToRelay } from './listenToRelay.js';
import { providerOptions } from './providerOptions.js';
import { showPairingUri } from './showPairingUri.js';
import type { CreateWcProvider, WcProvider } from './WcProvider.js';

/** Creates the provider once, wired to show pairing URIs and to pair again when the relay returns. */
export function loadProvider(context: AdapterContext, createProvider: CreateWcProvider): Promise<WcProvider> {
  const { state, store } = context;
  state.providerPromise ??= createProvider(providerOptions(store.getState())).then(
    (provider) => {
      provider.on('display_uri', (uri: string) => showPairingUri(context, provider, uri));
      listenToRelay(context, provider);
      return provider;
    },
    (error: unknown) => {
      state.providerPromise = undefined;
      throw error;
    },
  );
  return state.providerPromise;
}
