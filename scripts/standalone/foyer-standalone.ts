/**
 * Entry of the standalone browser build (`shell/dist-standalone/foyer.js`): the shell with
 * React included, as one ES module, for pages without a bundler.
 *
 *   <script type="module">
 *     import { createFoyer, foyerDevChain } from './foyer.js';
 *     createFoyer({ projectId: 'my-project', networks: [foyerDevChain] });
 *   </script>
 *   <foyer-button></foyer-button>
 *
 * Loading it defines `<foyer-button>` and sets `window.Foyer` for classic scripts.
 */
import {
  bitcoin,
  bitcoinTestnet,
  bsc,
  createFoyer,
  defineFoyerElements,
  defineNetwork,
  foyerDevChain,
  getFoyer,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
} from '@foyer/shell';

export {
  bitcoin,
  bitcoinTestnet,
  bsc,
  createFoyer,
  defineFoyerElements,
  defineNetwork,
  foyerDevChain,
  getFoyer,
  mainnet,
  solana,
  solanaDevnet,
  solanaTestnet,
};

const Foyer = Object.freeze({
  createFoyer,
  getFoyer,
  defineNetwork,
  networks: Object.freeze({ mainnet, bsc, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, foyerDevChain }),
});

declare global {
  interface Window {
    /** The standalone build's API for classic (non-module) scripts. */
    Foyer: typeof Foyer;
  }
}

window.Foyer = Foyer;
defineFoyerElements();
