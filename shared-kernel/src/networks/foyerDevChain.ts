import { DEFAULT_PORTS } from '../constants.js';
import { defineNetwork } from './defineNetwork.js';

/** The local anvil dev chain started by `npm start` (eip155:31337). */
export const foyerDevChain = /* @__PURE__ */ defineNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Foyer Dev Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${DEFAULT_PORTS.anvil}`] } },
  testnet: true,
});
