import { WALLET_CONNECT_METHODS, type CaipNetwork, type ChainNamespace } from '@foyer/kernel';

/** Solana JSON-RPC methods requested in a WalletConnect session. */
export const SOLANA_WALLET_CONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const;

/** Bitcoin (bip122) methods requested in a WalletConnect session. */
export const BIP122_WALLET_CONNECT_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const;

/** Polkadot methods requested in a WalletConnect session. */
export const POLKADOT_WALLET_CONNECT_METHODS = ['polkadot_signMessage', 'polkadot_signTransaction'] as const;

/** Cosmos methods requested in a WalletConnect session. */
export const COSMOS_WALLET_CONNECT_METHODS = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'] as const;

/** Session events every namespace asks for. */
export const WALLET_CONNECT_EVENTS = ['chainChanged', 'accountsChanged'] as const;

/** Methods per chain family; the EIP-155 list is the kernel's 23 `WALLET_CONNECT_METHODS`. */
export const WALLET_CONNECT_METHODS_BY_NAMESPACE: Record<ChainNamespace, readonly string[]> = {
  eip155: WALLET_CONNECT_METHODS,
  solana: SOLANA_WALLET_CONNECT_METHODS,
  bip122: BIP122_WALLET_CONNECT_METHODS,
  polkadot: POLKADOT_WALLET_CONNECT_METHODS,
  cosmos: COSMOS_WALLET_CONNECT_METHODS,
};

/** Events per chain family (Bitcoin wallets also report address changes). */
export const WALLET_CONNECT_EVENTS_BY_NAMESPACE: Record<ChainNamespace, readonly string[]> = {
  eip155: WALLET_CONNECT_EVENTS,
  solana: WALLET_CONNECT_EVENTS,
  bip122: [...WALLET_CONNECT_EVENTS, 'bip122_addressesChanged'],
  polkadot: WALLET_CONNECT_EVENTS,
  cosmos: WALLET_CONNECT_EVENTS,
};

/** One requested namespace, in universal-provider's shape. */
export type RequestedNamespace = {
  chains: string[];
  methods: string[];
  events: string[];
  /** Chain reference -> JSON-RPC URL, so the provider never falls back to the vendor's RPC. */
  rpcMap: Record<string, string>;
};

export type RequestedNamespaces = Partial<Record<ChainNamespace, RequestedNamespace>>;

export type BuildNamespacesParameters = {
  networks: readonly CaipNetwork[];
  /** The Foyer services' RPC proxy, serving every chain (`services.rpcProxyUrl`, queried with `chainId` and `projectId`). */
  rpcProxyUrl: string;
  projectId: string;
};

/**
 * The optional namespaces a WalletConnect session asks for: one per chain family among the
 * configured networks, with its chains, methods, events and an RPC map pointing at the Foyer
 * services' RPC proxy.
 * @example
 * buildNamespaces({ networks: [foyerDevChain], rpcProxyUrl: 'http://127.0.0.1:3010/v1/', projectId: 'foyer-demo' })
 * // { eip155: { chains: ['eip155:31337'], methods: [...23], events: ['chainChanged', 'accountsChanged'],
 * //             rpcMap: { '31337': 'http://127.0.0.1:3010/v1/?chainId=eip155:31337&projectId=foyer-demo' } } }
 */
export function buildNamespaces({ networks, rpcProxyUrl, projectId }: BuildNamespacesParameters): RequestedNamespaces {
  const namespaces: RequestedNamespaces = {};
  for (const network of networks) {
    const family = network.chainNamespace;
    const entry = (namespaces[family] ??= {
      chains: [],
      methods: [...WALLET_CONNECT_METHODS_BY_NAMESPACE[family]],
      events: [...WALLET_CONNECT_EVENTS_BY_NAMESPACE[family]],
      rpcMap: {},
    });
    if (entry.chains.includes(network.caipNetworkId)) continue;
    entry.chains.push(network.caipNetworkId);
    entry.rpcMap[String(network.id)] = rpcProxyChainUrl(rpcProxyUrl, network.caipNetworkId, projectId);
  }
  return namespaces;
}

/**
 * The Foyer services' JSON-RPC proxy URL for a chain.
 * @example
 * rpcProxyChainUrl('http://127.0.0.1:3010/v1/', 'eip155:1', 'foyer-demo') // 'http://127.0.0.1:3010/v1/?chainId=eip155:1&projectId=foyer-demo'
 */
export function rpcProxyChainUrl(rpcProxyUrl: string, caipNetworkId: string, projectId: string): string {
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId });
  return `${rpcProxyUrl}?${query.toString().replace(/%3A/g, ':')}`;
}
