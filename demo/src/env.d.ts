/** Build-time default ports (rspack DefinePlugin, from FOYER_API_PORT / FOYER_ANVIL_PORT / ...). */
declare const __FOYER_API_PORT__: string;
declare const __FOYER_ANVIL_PORT__: string;
declare const __FOYER_SECURE_PORT__: string;
declare const __FOYER_RELAY_PORT__: string;
declare const __FOYER_SOLANA_PORT__: string;

/** Runtime endpoints written by the server into `demo-config.js` (see scripts/stack.ts). */
interface Window {
  foyerDemoConfig?: {
    apiUrl?: string | null;
    nodeUrl?: string | null;
    relayUrl?: string | null;
    secureSiteUrl?: string | null;
    solanaUrl?: string | null;
  };
  /** The demo's Foyer instance, for trying the API in the browser console (`foyer.open({ view: 'EmailLogin' })`). */
  foyer?: import('@foyer/shell').Foyer;
}
