import { isFeatureEnabled, selectIsPaymentInProgress, type FoyerState, type RemoteId } from '@foyer/kernel';
import { isAdapterRemoteId } from './featureRemotes.js';

/**
 * Whether remote `id` may load for this page: a feature remote when its feature is on; the
 * WalletConnect adapter unless `enableWalletConnect` is false; the Solana adapter when a Solana
 * network is configured; the embedded-wallet (auth) adapter when email or social login is on and
 * pay is off (spec §6). The pay remote also loads while a payment `foyer.pay()` asked for is in progress.
 * @example
 * isRemoteEnabled(store.getState(), 'walletconnect') // true by default
 */
export function isRemoteEnabled(state: Pick<FoyerState, 'options' | 'pay'>, id: RemoteId): boolean {
  const { options } = state;
  if (!isAdapterRemoteId(id)) return isFeatureEnabled(options.features, id) || (id === 'pay' && selectIsPaymentInProgress(state));
  switch (id) {
    case 'walletconnect':
      return options.enableWalletConnect;
    case 'solana':
      return options.networks.some((network) => network.chainNamespace === 'solana');
    case 'auth':
      return (
        (isFeatureEnabled(options.features, 'email') || isFeatureEnabled(options.features, 'socials')) &&
        !isFeatureEnabled(options.features, 'pay')
      );
  }
}
