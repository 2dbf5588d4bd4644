import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bitcoin, cosmos, createFoyer, foyerDevChain, foyerDevSolana, mainnet, polkadot } from '@foyer/shell';
import { App } from './App.js';
import { announceDevWallet } from './devWallet/announceDevWallet.js';
import { createDevWalletProvider } from './devWallet/createDevWalletProvider.js';
import { registerSolanaDevWallet } from './devWallet/solana/registerSolanaDevWallet.js';
import { readDemoConfig } from './readDemoConfig.js';
import { createDemoSiwx } from './siwx/createDemoSiwx.js';

const config = readDemoConfig({ location: window.location, served: window.foyerDemoConfig });
/** Built-in networks of the families `?networks=` adds (reached only through WalletConnect). */
const FAMILY_NETWORKS = { bip122: bitcoin, polkadot, cosmos } as const;
document.documentElement.dataset.theme = config.themeMode;

announceDevWallet(
  createDevWalletProvider({
    nodeUrl: config.nodeUrl,
    rejectConnections: config.devWalletRejects,
    storage: window.localStorage,
  }),
);

registerSolanaDevWallet({ rpcUrl: config.solanaUrl, reject: config.devWalletRejects });

const siwx = createDemoSiwx(config.siwx);
// Exposed for the browser console: a developer tries the API here (`foyer.open({ view: 'EmailLogin' })`).
window.foyer = createFoyer({
  projectId: config.projectId,
  apiUrl: config.apiUrl,
  relayUrl: config.relayUrl,
  secureSiteUrl: config.secureSiteUrl,
  networks: [foyerDevChain, mainnet, foyerDevSolana, ...config.extraNetworks.map((family) => FAMILY_NETWORKS[family])],
  defaultNetwork: foyerDevChain,
  themeMode: config.themeMode,
  // Served under a strict policy (`/csp.html`), the page's scripts carry its nonce: the widget's style fallback uses it too.
  cspNonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined,
  // Connect-view options from the query (`?legalCheckbox=1&collapseWallets=1&customWallet=1&wallets=0&walletGuide=0`).
  ...config.connectOptions,
  // Telemetry is opt-in: only `?analytics=1` sends events (and only if the project has analytics on).
  features: { ...config.connectOptions.features, ...(config.analytics ? { analytics: true } : {}) },
  // `?siwx=required|optional`: sign-in with the wallet, sessions kept by the Foyer services.
  ...(siwx ? { siwx } : {}),
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
