export interface DemoConfig {
  projectId: string;
  /** Base URL of the Foyer services (catalogue, chain data, remotes). */
  apiUrl: string;
  /** JSON-RPC URL of the dev node the dev wallet forwards to. */
  nodeUrl: string;
  /** WebSocket URL of the WalletConnect relay. */
  relayUrl: string;
  /** Origin of the secure site (the embedded wallet's frame). */
  secureSiteUrl: string;
  /** JSON-RPC URL of the dev Solana node the Solana dev wallet sends to. */
  solanaUrl: string;
  themeMode: 'light' | 'dark';
  /** `?devWallet=reject`: the dev wallets reject connection requests (code 4001). */
  devWalletRejects: boolean;
  /** `?networks=bip122,polkadot,cosmos`: chain families whose built-in network is added to the demo's own. */
  extraNetworks: DemoNetworkFamily[];
  /** `?analytics=1`: the host opts in to analytics and error reports (off by default). */
  analytics: boolean;
  /** `?siwx=required|optional`: sign-in with the wallet through the Foyer sessions service (off by default). */
  siwx: DemoSiwxMode | null;
}

export type DemoSiwxMode = 'required' | 'optional';

/** Chain families the demo can add through `?networks=` (Bitcoin, Polkadot, Cosmos Hub). */
export const DEMO_NETWORK_FAMILIES = ['bip122', 'polkadot', 'cosmos'] as const;
export type DemoNetworkFamily = (typeof DEMO_NETWORK_FAMILIES)[number];

export interface DemoConfigSources {
  location: Pick<Location, 'protocol' | 'hostname' | 'search'>;
  /** What the server wrote into `demo-config.js`. */
  served?: Window['foyerDemoConfig'];
}

/**
 * The demo's settings. Endpoints: `?apiUrl=` / `?nodeUrl=` / `?relayUrl=` / `?secureSiteUrl=` /
 * `?solanaUrl=`, else what the server wrote into `demo-config.js`, else the page's own host at
 * the build's default ports. Also `?projectId=`, `?theme=dark`, `?devWallet=reject`,
 * `?networks=bip122,polkadot,cosmos` (used by the e2e tests), `?analytics=1` (telemetry opt-in) and
 * `?siwx=required|optional` (sign-in with the wallet).
 */
export function readDemoConfig({ location, served }: DemoConfigSources): DemoConfig {
  const query = new URLSearchParams(location.search);
  const sameHost = (port: string, protocol = location.protocol): string => `${protocol}//${location.hostname}:${port}`;
  return {
    projectId: query.get('projectId') || 'foyer-demo',
    apiUrl: query.get('apiUrl') || served?.apiUrl || sameHost(__FOYER_API_PORT__),
    nodeUrl: query.get('nodeUrl') || served?.nodeUrl || sameHost(__FOYER_ANVIL_PORT__),
    relayUrl: query.get('relayUrl') || served?.relayUrl || sameHost(__FOYER_RELAY_PORT__, 'ws:'),
    secureSiteUrl: query.get('secureSiteUrl') || served?.secureSiteUrl || sameHost(__FOYER_SECURE_PORT__),
    solanaUrl: query.get('solanaUrl') || served?.solanaUrl || sameHost(__FOYER_SOLANA_PORT__),
    themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
    devWalletRejects: query.get('devWallet') === 'reject',
    extraNetworks: DEMO_NETWORK_FAMILIES.filter((family) => (query.get('networks') ?? '').split(',').includes(family)),
    analytics: query.get('analytics') === '1',
    siwx: query.get('siwx') === 'required' || query.get('siwx') === 'optional' ? (query.get('siwx') as DemoSiwxMode) : null,
  };
}
