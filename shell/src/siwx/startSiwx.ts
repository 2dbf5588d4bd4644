import {
  accountConnected,
  caipAddressParts,
  accountDisconnected,
  connectionRemoved,
  networkChanged,
  selectAccounts,
  selectActiveAccount,
  selectCurrentView,
  selectServices,
  signInRequiredChanged,
  type SIWXConfig,
} from '@foyer/kernel';
import { isAnyOf } from '@reduxjs/toolkit';
import type { FoyerOptions } from '../FoyerOptions.js';
import { closeModal } from '../router/closeModal.js';
import type { AppStore } from '../store/makeStore.js';
import { requestSignIn } from './requestSignIn.js';
import { siweConfigToSiwx } from './siweConfigToSiwx.js';
import { setSiwxRuntime, siwxRuntimeOf } from './siwxRuntime.js';

/**
 * The sign-in config of the options (checked by `resolveOptions`): `siwx` as given, or
 * `siweConfig` adapted onto it for the page's domain and URL.
 * @example
 * resolveSiwxConfig({ siwx: new FoyerSiwx() })
 */
export function resolveSiwxConfig(options: Pick<FoyerOptions, 'siwx' | 'siweConfig'>): SIWXConfig | undefined {
  if (options.siwx !== undefined) return options.siwx;
  if (options.siweConfig === undefined) return undefined;
  const page = typeof location === 'undefined' ? { domain: '', uri: '' } : { domain: location.host, uri: location.href };
  return siweConfigToSiwx(options.siweConfig, page);
}

type ServicesAware = { setServices(services: ReturnType<typeof selectServices>): void };

function isServicesAware(config: SIWXConfig): config is SIWXConfig & ServicesAware {
  return typeof (config as Partial<ServicesAware>).setServices === 'function';
}

/**
 * Starts sign-in with X for a store (the lazy SIWX chunk, loaded only when `siwx` or `siweConfig`
 * is set): hands the project and endpoints to a services-backed config (`FoyerSiwx`), asks for a
 * session after every connect, restore and network switch (`requestSignIn`), and revokes the
 * session of an account that disconnects (`signOutOnDisconnect`, default true). Returns the
 * function that stops it.
 * @example
 * cleanups.push(startSiwx(store, config))
 */
export function startSiwx(store: AppStore, config: SIWXConfig): () => void {
  if (isServicesAware(config)) config.setServices(selectServices(store.getState()));
  setSiwxRuntime(store.extra, config);

  const stopAsking = store.startListening({
    matcher: isAnyOf(accountConnected, networkChanged),
    effect: async (_action, api) => {
      const account = selectActiveAccount(api.getState());
      if (!account?.address || account.status !== 'connected') return;
      if (account.caipAddress === selectActiveAccount(api.getOriginalState())?.caipAddress && siwxRuntimeOf(store.extra)?.checked === account.caipAddress) return;
      // Let the connect flow finish first (it closes the modal or shows UnsupportedChain).
      await api.delay(0);
      const state = api.getState();
      if (state.modal.open && selectCurrentView(state) === 'UnsupportedChain') return;
      await store.dispatch(requestSignIn());
    },
  });

  const stopRevoking = store.startListening({
    matcher: isAnyOf(accountDisconnected, connectionRemoved),
    effect: async (_action, api) => {
      const before = selectAccounts(api.getOriginalState());
      const after = selectAccounts(api.getState());
      const runtime = siwxRuntimeOf(store.extra);
      if (!runtime) return;
      if (Object.keys(after).length === 0) {
        runtime.checked = undefined;
        api.dispatch(signInRequiredChanged(false));
        if (api.getState().modal.open && selectCurrentView(api.getState()) === 'SIWXSignMessage') api.dispatch(closeModal());
      }
      if (config.signOutOnDisconnect === false) return;
      for (const [namespace, account] of Object.entries(before)) {
        const now = after[namespace as keyof typeof after];
        if (!account?.address || !account.caipAddress || now?.address === account.address) continue;
        try {
          await config.revokeSession(caipAddressParts(account.caipAddress).caipNetworkId, account.address);
        } catch (error) {
          store.extra.logger.warn('Could not revoke the sign-in session.', error);
        }
      }
    },
  });

  // A session restored before this chunk loaded.
  void store.dispatch(requestSignIn());
  return () => {
    stopAsking();
    stopRevoking();
    setSiwxRuntime(store.extra, undefined);
  };
}
