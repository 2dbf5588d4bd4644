import { isLoopbackHostname } from '@foyer/kernel';

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
  /**
   * Connect-view options (`createFoyer` names): `?legalCheckbox=1` (with the demo's terms and privacy
   * pages), `?collapseWallets=1`, `?wallets=0`, `?walletGuide=0`, `?customWallet=1` (a custom wallet "Foyer
   * Sample Wallet"), `?authLogger=0`, `?locale=fr` (the widget's language; default the browser's).
   */
  connectOptions: DemoConnectOptions;
}

export type DemoConnectOptions = {
  features: { legalCheckbox?: true; collapseWallets?: true };
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  enableWallets?: false;
  enableWalletGuide?: false;
  enableAuthLogger?: false;
  customWallets?: { id: string; name: string; homepage: string; mobile_link: string; desktop_link: string }[];
  locale?: string;
};

/** The custom wallet `?customWallet=1` adds (not in the catalogue; its links only open its site). */
export const DEMO_CUSTOM_WALLET = {
  id: 'foyer-sample-wallet',
  name: 'Foyer Sample Wallet',
  homepage: 'https://example.com/foyer-sample-wallet',
  mobile_link: 'foyersample://',
  desktop_link: 'foyersample://',
};

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
  const endpoint = (name: string) => queryEndpoint(query, name, location.hostname);
  return {
    projectId: query.get('projectId') || 'foyer-demo',
    apiUrl: endpoint('apiUrl') || served?.apiUrl || sameHost(__FOYER_API_PORT__),
    nodeUrl: endpoint('nodeUrl') || served?.nodeUrl || sameHost(__FOYER_ANVIL_PORT__),
    relayUrl: endpoint('relayUrl') || served?.relayUrl || sameHost(__FOYER_RELAY_PORT__, 'ws:'),
    secureSiteUrl: endpoint('secureSiteUrl') || served?.secureSiteUrl || sameHost(__FOYER_SECURE_PORT__),
    solanaUrl: endpoint('solanaUrl') || served?.solanaUrl || sameHost(__FOYER_SOLANA_PORT__),
    themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
    devWalletRejects: query.get('devWallet') === 'reject',
    extraNetworks: DEMO_NETWORK_FAMILIES.filter((family) => (query.get('networks') ?? '').split(',').includes(family)),
    analytics: query.get('analytics') === '1',
    siwx: query.get('siwx') === 'required' || query.get('siwx') === 'optional' ? (query.get('siwx') as DemoSiwxMode) : null,
    connectOptions: readConnectOptions(query),
  };
}

/**
 * An endpoint override from the query, kept only on loopback or on the page's own host (security review 2, N19): a
 * link to the demo with `?apiUrl=https://elsewhere` would otherwise load that site's remote code into an allowed origin.
 */
function queryEndpoint(query: URLSearchParams, name: string, pageHostname: string): string | null {
  const value = query.get(name);
  if (!value) return null;
  let hostname: string;
  try {
    hostname = new URL(value).hostname;
  } catch {
    return null;
  }
  if (isLoopbackHostname(hostname) || hostname === pageHostname) return value;
  console.warn(`[foyer demo] ignored ?${name}=${value}: only loopback or this page's host may be named in the query`);
  return null;
}

function readConnectOptions(query: URLSearchParams): DemoConnectOptions {
  const on = (name: string) => query.get(name) === '1';
  const off = (name: string) => query.get(name) === '0';
  const locale = query.get('locale')?.trim();
  return {
    features: { ...(on('legalCheckbox') ? { legalCheckbox: true } : {}), ...(on('collapseWallets') ? { collapseWallets: true } : {}) },
    // Only linked, never fetched by the demo or its tests.
    ...(on('legalCheckbox') ? { termsConditionsUrl: 'https://example.com/foyer-demo/terms', privacyPolicyUrl: 'https://example.com/foyer-demo/privacy' } : {}),
    ...(off('wallets') ? { enableWallets: false } : {}),
    ...(off('walletGuide') ? { enableWalletGuide: false } : {}),
    ...(off('authLogger') ? { enableAuthLogger: false } : {}),
    ...(on('customWallet') ? { customWallets: [DEMO_CUSTOM_WALLET] } : {}),
    ...(locale ? { locale } : {}),
  };
}
