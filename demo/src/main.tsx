import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createFoyer, foyerDevChain, foyerDevSolana, mainnet } from '@foyer/shell';
import { App } from './App.js';
import { announceDevWallet } from './devWallet/announceDevWallet.js';
import { createDevWalletProvider } from './devWallet/createDevWalletProvider.js';
import { registerSolanaDevWallet } from './devWallet/solana/registerSolanaDevWallet.js';
import { readDemoConfig } from './readDemoConfig.js';

const config = readDemoConfig({ location: window.location, served: window.foyerDemoConfig });
document.documentElement.dataset.theme = config.themeMode;

announceDevWallet(
  createDevWalletProvider({
    nodeUrl: config.nodeUrl,
    rejectConnections: config.devWalletRejects,
    storage: window.localStorage,
  }),
);

registerSolanaDevWallet({ rpcUrl: config.solanaUrl, reject: config.devWalletRejects });

createFoyer({
  projectId: config.projectId,
  apiUrl: config.apiUrl,
  relayUrl: config.relayUrl,
  secureSiteUrl: config.secureSiteUrl,
  networks: [foyerDevChain, mainnet, foyerDevSolana],
  defaultNetwork: foyerDevChain,
  themeMode: config.themeMode,
  metadata: {
    name: 'Foyer Demo',
    description: 'A host dapp embedding the Foyer connect modal',
    url: window.location.origin,
    icons: [new URL('./favicon.svg', window.location.href).href],
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('The demo page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
