import { lazy } from 'react';
import { WALLET_CONNECT_CONNECTOR_ID, connectorAdded, defineFeature } from '@foyer/kernel';
import { createWalletConnectAdapter } from './adapter/createWalletConnectAdapter.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';
import type { WalletConnectApi } from './WalletConnectApi.js';
import { walletConnectSlice } from './walletConnectSlice.js';

/**
 * `foyer_walletconnect`: the WalletConnect connector (universal-provider against the Foyer relay)
 * and its pairing views. `setup` announces the `walletConnect` connector and returns its
 * `ConnectorAdapter` (with what the pairing views use: the shell hands it to them as `api`).
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
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ store, rootReducer, shell }): WalletConnectApi => {
    walletConnectSlice.injectInto(rootReducer);
    const adapter = createWalletConnectAdapter({ store, shell });
    store.dispatch(
      connectorAdded({
        id: WALLET_CONNECT_CONNECTOR_ID,
        type: 'WALLET_CONNECT',
        name: 'WalletConnect',
        chain: 'eip155',
        remote: 'walletconnect',
      }),
    );
    return { ...adapter, isMobile: () => shell.isMobile() };
  },
});
