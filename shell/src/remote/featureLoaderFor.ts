import type { ShellBridge } from '@foyer/kernel';
import type { AppStore } from '../store/makeStore.js';
import { createFeatureLoader, type FeatureLoader } from './createFeatureLoader.js';

const loaders = new WeakMap<AppStore, FeatureLoader>();

/**
 * The one remote loader of `store` (created on first use), lending remotes the store's live
 * objects: providers, storage, logger, and the active account's signing and sending.
 * @example
 * const adapter = await featureLoaderFor(store).loadApi('walletconnect') // ConnectorAdapter
 */
export function featureLoaderFor(store: AppStore): FeatureLoader {
  let loader = loaders.get(store);
  if (!loader) {
    const { connectors, storage, logger, isMobile } = store.extra;
    // The signing code (shell/src/connectors/sign/) loads on a remote's first signature.
    const signMessage: ShellBridge['signMessage'] = (parameters) =>
      import('../connectors/sign/signMessage.js').then((module) => module.signMessage(store, parameters));
    const sendTransaction: ShellBridge['sendTransaction'] = (parameters) =>
      import('../connectors/sign/sendTransaction.js').then((module) => module.sendTransaction(store, parameters));
    loader = createFeatureLoader({ store, bridge: { providers: connectors, storage, logger, isMobile, signMessage, sendTransaction } });
    loaders.set(store, loader);
  }
  return loader;
}
