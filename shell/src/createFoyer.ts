import {
  alertRaised,
  modalClosed,
  modalOpened,
  networkChanged,
  foyerInitialized,
  PAYMENT_FAILED_MESSAGE,
  optionsConfigured,
  localeChanged,
  localeLoading,
  messagesLocalized,
  selectActiveNamespace,
  selectActiveNetwork,
  selectOptions,
  servicesConfigured,
  themeModeChanged,
  type ChainNamespace,
  type WalletProvider,
} from '@foyer/kernel';
import { loadRemoteConfig } from './config/loadRemoteConfig.js';
import { resolveFeatures } from './config/resolveFeatures.js';
import { isAnalyticsOptedIn } from './analytics/isAnalyticsOptedIn.js';
import { announceWalletConnect } from './connectors/discovery/announceWalletConnect.js';
import { loadSession } from './connectors/session/loadSession.js';
import { restoreConnection } from './connectors/session/restoreConnection.js';
import { restoreRecentWallets } from './connectors/session/restoreRecentWallets.js';
import { startInjectedDiscovery } from './connectors/discovery/startInjectedDiscovery.js';
import { startWalletStandardDiscovery } from './connectors/discovery/walletStandard/startWalletStandardDiscovery.js';
import type { Foyer } from './Foyer.js';
import { getFoyer, setFoyer } from './foyerInstance.js';
import type { FoyerOptions } from './FoyerOptions.js';
import { resolveOptions } from './options/resolveOptions.js';
import { closeModal } from './router/closeModal.js';
import { openModal } from './router/openModal.js';
import { selectFoyerAccount } from './snapshots/selectFoyerAccount.js';
import { selectFoyerState } from './snapshots/selectFoyerState.js';
import { makeStore, type AppStore } from './store/makeStore.js';
import { loadModal } from './ui/loadModal.js';
import { prefetchModal, prefetchModalAfterLoad } from './ui/prefetchModal.js';
import { createLogger } from './utils/createLogger.js';
import { afterLoad } from './utils/afterLoad.js';
import { scheduleIdle } from './utils/scheduleIdle.js';

/**
 * Creates the page's Foyer instance: validates the options (throwing the catalogue errors),
 * builds the store and, in a browser, starts wallet discovery, the remote config fetch and the
 * reconnection of the previous session, then prefetches the first wallets page (data, with RTK
 * Query's code) when the page is idle and has loaded, and the modal's code at idle after the load event, or earlier on intent (the
 * connect buttons prefetch it on hover, focus or touch). No remote loads before the user shows
 * intent: Solana wallets are discovered by the shell's Wallet Standard handshake. Importing or calling it on a server touches no
 * browser API.
 * A second call replaces (and destroys) the previous instance.
 * @example
 * const foyer = createFoyer({ projectId: 'foyer-demo', networks: [foyerDevChain, mainnet] })
 * await foyer.open()
 */
export function createFoyer(options: FoyerOptions): Foyer {
  const resolved = resolveOptions(options);
  const logger = createLogger(resolved.configured.debug);
  const store = makeStore({ extra: { logger, messages: options.messages } });

  store.dispatch(servicesConfigured(resolved.services));
  const { features } = resolveFeatures({ local: options.features, status: 'idle' });
  store.dispatch(optionsConfigured({ ...resolved.configured, features }));
  if (resolved.configured.defaultCaipNetworkId) {
    store.dispatch(networkChanged({ caipNetworkId: resolved.configured.defaultCaipNetworkId }));
  }
  store.dispatch(announceWalletConnect());
  if (resolved.defaultNetworkNotFound) {
    logger.warn('defaultNetwork is not one of networks; the first network is used.');
    store.dispatch(alertRaised('NETWORK_NOT_FOUND'));
  }

  // Texts other than the built-in English (a catalogue, the host's overrides) load in their own chunk.
  const localize = () =>
    import('./ui/i18n/applyLocale.js')
      .then(({ applyLocale }) => applyLocale(store, options.messages))
      .catch((error: unknown) => {
        logger.warn('Could not apply the locale.', error);
        store.dispatch(messagesLocalized('en'));
      });
  if (options.messages !== undefined || !/^en(?:$|-)/iu.test(resolved.configured.locale)) {
    store.dispatch(localeLoading());
    void localize();
  }

  const cleanups: (() => void)[] = [];
  let destroyed = false;
  let unmountUi: (() => void) | undefined;

  const mountUi = async () => {
    if (typeof document === 'undefined' || destroyed) return;
    try {
      const { mountModal, unmountModal } = await loadModal();
      if (destroyed) return;
      mountModal(foyer);
      unmountUi = () => unmountModal(foyer);
    } catch (error) {
      logger.error('Could not load the modal.', error);
      store.dispatch(modalClosed());
      throw error;
    }
  };

  const foyer: Foyer = {
    options: Object.freeze({ ...options }),
    store,
    async open(parameters) {
      // Request the modal's code (if no intent did) before the state change re-renders the page.
      if (typeof document !== 'undefined' && !destroyed) prefetchModal();
      store.dispatch(openModal(parameters));
      await mountUi();
    },
    close() {
      store.dispatch(closeModal());
    },
    // The disconnect code (adapters, multi-wallet) lives in the session chunk.
    disconnect: () => loadSession().then(({ disconnect }) => store.dispatch(disconnect())),
    getState: () => selectFoyerState(store.getState()),
    subscribeState: (listener) => subscribeSelected(store, selectFoyerState, listener),
    getAccount: () => selectFoyerAccount(store.getState()),
    subscribeAccount: (listener) => subscribeSelected(store, selectFoyerAccount, listener),
    getCaipNetwork: () => selectActiveNetwork(store.getState()),
    async switchNetwork(network) {
      const { switchNetwork } = await loadSession();
      return store.dispatch(switchNetwork(network));
    },
    // Validation (address checksums) and the flow's listener live in their own chunk.
    pay: (options) =>
      import('./pay/requestPayment.js')
        .then(({ requestPayment }) =>
          requestPayment({ store, options, open: (parameters) => foyer.open(parameters), onDestroy: (cleanup) => cleanups.push(cleanup) }),
        )
        .catch((error: unknown) => {
          logger.error('Could not start the payment.', error);
          return { success: false, error: PAYMENT_FAILED_MESSAGE };
        }),
    // The registry holds what `WalletProviders` describes for each family; its entries are untyped.
    getWalletProvider: ((namespace?: ChainNamespace) => {
      const state = store.getState();
      const chain = namespace ?? selectActiveNamespace(state);
      const connectorId = chain === null ? undefined : state.connection.activeConnectorIds[chain];
      return connectorId === undefined ? undefined : store.extra.connectors.get<WalletProvider>(connectorId);
    }) as Foyer['getWalletProvider'],
    setLocale(locale) {
      store.dispatch(localeChanged(locale));
      return localize();
    },
    setThemeMode(mode) {
      if (mode === 'light' || mode === 'dark') store.dispatch(themeModeChanged(mode));
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      store.dispose();
      store.extra.connectors.clear();
      unmountUi?.();
      if (getFoyer() === foyer) setFoyer(undefined);
    },
  };

  getFoyer()?.destroy();
  setFoyer(foyer);

  if (typeof window !== 'undefined') {
    // Any opening (open(), or a flow such as UnsupportedChain) mounts the modal.
    cleanups.push(store.startListening({ actionCreator: modalOpened, effect: () => mountUi().catch(() => {}) }));
    store.dispatch(restoreRecentWallets());
    cleanups.push(store.dispatch(startInjectedDiscovery()));
    // Solana wallets are discovered by the shell; the `solana` remote loads only on intent (pick or restore).
    cleanups.push(store.dispatch(startWalletStandardDiscovery()));
    const started = [store.dispatch(loadRemoteConfig(options.features)), store.dispatch(restoreConnection())];
    void Promise.allSettled(started).then(() => {
      if (!destroyed) store.dispatch(foyerInitialized());
    });
    if (options.siwx !== undefined || options.siweConfig !== undefined) {
      // Sign-in with X is its own chunk: hosts without `siwx` / `siweConfig` never download it.
      import('./siwx/startSiwx.js')
        .then(({ resolveSiwxConfig, startSiwx }) => {
          const config = resolveSiwxConfig(options);
          if (!destroyed && config) cleanups.push(startSiwx(store, config));
        })
        .catch((error: unknown) => logger.error('Could not load sign-in with X.', error));
    }
    if (isAnalyticsOptedIn(options)) {
      // Its own chunk: hosts that did not opt in never download the telemetry code.
      import('./analytics/startAnalytics.js')
        .then(({ startAnalytics }) => {
          if (!destroyed) cleanups.push(startAnalytics(store));
        })
        .catch((error: unknown) => logger.warn('Could not load analytics.', error));
    }
    cleanups.push(
      scheduleIdle(() => {
        if (destroyed) return;
        // RTK Query's code (the services API) loads after the load event: never part of the first load.
        cleanups.push(
          afterLoad(() => {
            store
              .loadServicesApi()
              .then(({ prefetchWallets }) => {
                if (!destroyed) cleanups.push(store.dispatch(prefetchWallets()));
              })
              .catch((error: unknown) => logger.warn('Could not prefetch the wallets.', error));
          }),
        );
      }),
    );
    // The modal's code, after the load event so it never counts against the page's first load; then
    // the closed modal is mounted standing by (rendered hidden on Connect), so a click only shows it.
    // Embedded pages place `<foyer-modal>` themselves, maybe later: they mount on open as before.
    cleanups.push(
      prefetchModalAfterLoad(({ mountModal, unmountModal }) => {
        if (destroyed || selectOptions(store.getState()).enableEmbedded) return;
        mountModal(foyer, { standby: true });
        unmountUi = () => unmountModal(foyer);
      }),
    );
  }
  return foyer;
}

/** Subscribes to a memoized selector's output: `listener` runs only when it changes. */
function subscribeSelected<value>(store: AppStore, select: (state: ReturnType<AppStore['getState']>) => value, listener: (value: value) => void) {
  let previous = select(store.getState());
  return store.subscribe(() => {
    const next = select(store.getState());
    if (next === previous) return;
    previous = next;
    listener(next);
  });
}
