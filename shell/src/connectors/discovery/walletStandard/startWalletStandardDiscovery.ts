import { connectorAdded, connectorRemoved, isSolanaStandardWallet, solanaStandardConnector } from '@foyer/kernel';
import { isRemoteEnabled } from '../../../remote/isRemoteEnabled.js';
import type { AppThunk } from '../../../store/types.js';
import { createWalletStandardRegistry, WALLET_STANDARD_REGISTRY_KEY, type StandardWallet } from './walletStandardRegistry.js';

/** Wallet Standard's window events (`@wallet-standard/app`): the shell speaks them without the package. */
const APP_READY_EVENT = 'wallet-standard:app-ready';
const REGISTER_WALLET_EVENT = 'wallet-standard:register-wallet';

type WalletStandardApi = { register(...wallets: StandardWallet[]): () => void };

/**
 * Discovers Wallet Standard wallets when a Solana network is configured, without loading the
 * `solana` remote: runs the `app-ready` / `register-wallet` handshake, keeps the wallet objects
 * in a registry under `WALLET_STANDARD_REGISTRY_KEY` in the providers registry (the remote takes
 * them from there when a Solana wallet is picked or a stored session is restored), and announces
 * each Solana wallet as a connector driven by `remote: 'solana'`. Returns a function that stops
 * listening. Does nothing without a browser.
 * @example
 * const stop = store.dispatch(startWalletStandardDiscovery())
 */
export function startWalletStandardDiscovery(): AppThunk<() => void> {
  return (dispatch, getState, { connectors, logger }) => {
    if (typeof window === 'undefined' || !isRemoteEnabled(getState(), 'solana')) return () => {};
    const registry = createWalletStandardRegistry();
    connectors.set(WALLET_STANDARD_REGISTRY_KEY, registry);
    const api: WalletStandardApi = { register: (...wallets) => registry.register(...wallets.filter(isStandardWallet)) };
    const stopRegister = registry.on('register', (...wallets) => {
      for (const wallet of wallets.filter(isSolanaStandardWallet)) dispatch(connectorAdded(solanaStandardConnector(wallet)));
    });
    const stopUnregister = registry.on('unregister', (...wallets) => {
      for (const wallet of wallets.filter(isSolanaStandardWallet)) dispatch(connectorRemoved(solanaStandardConnector(wallet).id));
    });
    // A wallet that loads after the page announces itself with this event.
    const onRegisterWallet = (event: Event) => {
      const callback = (event as Partial<CustomEvent>).detail;
      if (typeof callback !== 'function') return;
      try {
        callback(api);
      } catch (error) {
        logger.warn('A Wallet Standard wallet failed to register.', error);
      }
    };
    window.addEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
    // Wallets that loaded before the shell wait for this event and register through `detail`.
    window.dispatchEvent(new CustomEvent(APP_READY_EVENT, { detail: Object.freeze(api) }));
    return () => {
      window.removeEventListener(REGISTER_WALLET_EVENT, onRegisterWallet);
      stopRegister();
      stopUnregister();
    };
  };
}

/** Whether `value` has the wallet fields the shell reads (a wallet page could hand anything). */
function isStandardWallet(value: unknown): value is StandardWallet {
  if (typeof value !== 'object' || value === null) return false;
  const wallet = value as Partial<Record<keyof StandardWallet, unknown>>;
  return (
    typeof wallet.name === 'string' &&
    typeof wallet.icon === 'string' &&
    Array.isArray(wallet.chains) &&
    typeof wallet.features === 'object' &&
    wallet.features !== null
  );
}
