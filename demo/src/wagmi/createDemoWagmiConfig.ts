import { foyerDevChain, mainnet as foyerMainnet } from '@foyer/shell';
import { foyer } from '@foyer/wagmi';
import { defineChain, http } from 'viem';
import { mainnet } from 'viem/chains';
import { createConfig, type Config } from 'wagmi';
import type { DemoConfig } from '../readDemoConfig.js';

/**
 * The wagmi page's config: the dev chain (served by the demo's dev node) and Ethereum mainnet, one
 * connector, Foyer's, which creates the page's Foyer instance from the demo's endpoints. Browser
 * wallets are reached through Foyer's modal only (wagmi's own EIP-6963 discovery is off).
 * @example
 * const config = createDemoWagmiConfig(readDemoConfig({ location, served }))
 */
export function createDemoWagmiConfig(demo: DemoConfig): Config {
  const devChain = defineChain({
    id: foyerDevChain.id as number,
    name: foyerDevChain.name,
    nativeCurrency: foyerDevChain.nativeCurrency,
    rpcUrls: { default: { http: [demo.nodeUrl] } },
    testnet: true,
  });
  return createConfig({
    chains: [devChain, mainnet],
    connectors: [
      foyer({
        options: {
          projectId: demo.projectId,
          apiUrl: demo.apiUrl,
          relayUrl: demo.relayUrl,
          secureSiteUrl: demo.secureSiteUrl,
          networks: [foyerDevChain, foyerMainnet],
          defaultNetwork: foyerDevChain,
          themeMode: demo.themeMode,
          metadata: {
            name: 'Foyer Demo (wagmi)',
            description: 'A wagmi dapp connecting through the Foyer modal',
            url: window.location.origin,
            icons: [new URL('./favicon.svg', window.location.href).href],
          },
        },
      }),
    ],
    // Only the dev chain is ever read (receipts); nothing on this page reads Ethereum mainnet.
    transports: { [devChain.id]: http(demo.nodeUrl), [mainnet.id]: http() },
    multiInjectedProviderDiscovery: false,
  });
}
