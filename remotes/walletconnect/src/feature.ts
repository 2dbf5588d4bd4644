import { lazy } from 'react';
import { WALLET_CONNECT_CONNECTOR_ID, connectorAdded, defineFeature } from '@foyer/kernel';
import { createWalletConnectAdapter, type WalletConnectAdapter } from './adapter/createWalletConnectAdapter.js';
import { walletConnectSlice } from './walletConnectSlice.js';
import { setWalletConnectRuntime } from './walletConnectRuntime.js';

/**
 * `foyer_walletconnect`: the WalletConnect connector (universal-provider against the Foyer relay)
 * and its pairing views. `setup` announces the `walletConnect` connector and returns its
 * `ConnectorAdapter`.
 */
export default defineFeature({
  id: 'walletconnect',
  views: {
    ConnectingWalletConnect: lazy(() =>
      import('./views/ConnectingWalletConnect/ConnectingWalletConnect.js').then((module) => ({
        default: module.ConnectingWalletConnect,
      })),
    ),
    ConnectingWalletConnectBasic: lazy(() =>
      import('./views/ConnectingWalletConnect/ConnectingWalletConnectBasic.js').then((module) => ({
        default: module.ConnectingWalletConnectBasic,
      })),
    ),
  },
  setup: ({ store, rootReducer, shell }): WalletConnectAdapter => {
    walletConnectSlice.injectInto(rootReducer);
    const adapter = createWalletConnectAdapter({ store, shell });
    setWalletConnectRuntime({ adapter, isMobile: () => shell.isMobile() });
    store.dispatch(
      connectorAdded({
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        remote: 'walletconnect',
      }),
    );
    return adapter;
  },
});
