import { isChainNamespace, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '@foyer/kernel';
import type { WcSession } from './WcProvider.js';

/** The accounts a session approved for one chain family. */
export type NamespaceAccounts = {
  namespace: ChainNamespace;
  /** CAIP-10 accounts in the wallet's order. */
  caipAddresses: CaipAddress[];
  /** The distinct addresses, in the wallet's order. */
  addresses: string[];
  /** The approved chains. */
  chains: CaipNetworkId[];
};

/**
 * The approved accounts of a session per chain family Foyer knows (namespace keys such as
 * `eip155` or `eip155:1` both count; unknown families are skipped).
 * @example
 * sessionAccounts(session) // [{ namespace: 'eip155', caipAddresses: ['eip155:1:0xab…'], addresses: ['0xab…'], chains: ['eip155:1'] }]
 */
export function sessionAccounts(session: Pick<WcSession, 'namespaces'>): NamespaceAccounts[] {
  const byNamespace = new Map<ChainNamespace, NamespaceAccounts>();
  for (const [key, value] of Object.entries(session.namespaces)) {
    const namespace = key.split(':')[0] ?? '';
    if (!isChainNamespace(namespace)) continue;
    const entry = byNamespace.get(namespace) ?? { namespace, caipAddresses: [], addresses: [], chains: [] };
    byNamespace.set(namespace, entry);
    for (const account of value.accounts) {
      const parts = account.split(':');
      if (parts.length !== 3 || parts[0] !== namespace || !parts[1] || !parts[2]) continue;
      const caipAddress = account as CaipAddress;
      if (!entry.caipAddresses.includes(caipAddress)) entry.caipAddresses.push(caipAddress);
      if (!entry.addresses.includes(parts[2])) entry.addresses.push(parts[2]);
      const chain = `${parts[0]}:${parts[1]}` as CaipNetworkId;
      if (!entry.chains.includes(chain)) entry.chains.push(chain);
    }
    for (const chain of value.chains ?? []) {
      if (chain.startsWith(`${namespace}:`) && !entry.chains.includes(chain as CaipNetworkId)) entry.chains.push(chain as CaipNetworkId);
    }
  }
  return [...byNamespace.values()].filter((entry) => entry.caipAddresses.length > 0);
}

/**
 * The account to show for a family: the one on `preferredChain` when the wallet approved it,
 * else the wallet's first.
 * @example
 * pickAccount(accounts, 'eip155:31337') // 'eip155:31337:0xab…'
 */
export function pickAccount(accounts: NamespaceAccounts, preferredChain: CaipNetworkId | undefined): CaipAddress {
  const preferred = preferredChain && accounts.caipAddresses.find((item) => item.startsWith(`${preferredChain}:`));
  return preferred || (accounts.caipAddresses[0] as CaipAddress);
}
