import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { WagmiProvider } from 'wagmi';
import { announceDevWallet } from '../devWallet/announceDevWallet.js';
import { createDevWalletProvider } from '../devWallet/createDevWalletProvider.js';
import { readDemoConfig } from '../readDemoConfig.js';
import { createDemoWagmiConfig } from './createDemoWagmiConfig.js';
import { WagmiApp } from './WagmiApp.js';

// `/wagmi.html`: the same dev wallet and endpoints as the main demo, driven by wagmi 3's hooks.
const demo = readDemoConfig({ location: window.location, served: window.foyerDemoConfig });
document.documentElement.dataset.theme = demo.themeMode;
document.title = 'Foyer demo: wagmi';

announceDevWallet(
  createDevWalletProvider({ nodeUrl: demo.nodeUrl, rejectConnections: demo.devWalletRejects, storage: window.localStorage }),
);

const config = createDemoWagmiConfig(demo);
const queryClient = new QueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('The wagmi page has no #root element');
createRoot(container).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <WagmiApp />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
);
