import {
  BITCOIN_ACCOUNT_TYPE_ORDER,
  DEFAULT_ACCOUNT_TYPES,
  isAddressForNamespace,
  isChainNamespace,
  type AccountType,
  type CaipAddress,
  type CaipNetworkId,
  type ChainNamespace,
} from '@foyer/kernel';
import type { WcSession } from './WcProvider.js';

/** The accounts a session approved for one chain family. */
export type NamespaceAccounts = {
  namespace: ChainNamespace;
  /** CAIP-10 accounts in the wallet's order. */
  caipAddresses: CaipAddress[];
  /** The distinct addresses, in the wallet's order. */
  addresses: string[];
  /** The distinct addresses with their account types (`externalAccountType`), in the wallet's order. */
  accounts: { address: string; type: AccountType }[];
  /** The approved chains. */
  chains: CaipNetworkId[];
};

/**
 * The account type of an external wallet's account (spec §9), by its position among the
 * wallet's accounts on one chain: Bitcoin's first is `payment` and its second `ordinal`
 * (`BITCOIN_ACCOUNT_TYPE_ORDER`; any further one `payment`); every other family's is `eoa`
 * (an external EVM wallet is an EOA: the `smartAccount` default is the embedded wallet's).
 * @example
 * externalAccountType('bip122', 1) // 'ordinal'
 */
export function externalAccountType(namespace: ChainNamespace, position: number): AccountType {
  if (namespace === 'bip122') return BITCOIN_ACCOUNT_TYPE_ORDER[position] ?? DEFAULT_ACCOUNT_TYPES.bip122;
  return 'eoa';
}

/**
 * The approved accounts of a session per chain family Foyer knows (namespace keys such as
 * `eip155` or `eip155:1` both count; unknown families are skipped), with their account types.
 * Accounts whose address is not valid for their chain (`isAddressForNamespace`) are skipped.
 * @example
 * sessionAccounts(session)
 * // [{ namespace: 'eip155', caipAddresses: ['eip155:1:0xab…'], addresses: ['0xab…'],
 * //    accounts: [{ address: '0xab…', type: 'eoa' }], chains: ['eip155:1'] }]
 */
export function sessionAccounts(session: Pick<WcSession, 'namespaces'>): NamespaceAccounts[] {
  const byNamespace = new Map<ChainNamespace, NamespaceAccounts>();
  for (const [key, value] of Object.entries(session.namespaces)) {
    const namespace = key.split(':')[0] ?? '';
    if (!isChainNamespace(namespace)) continue;
    const entry = byNamespace.get(namespace) ?? { namespace, caipAddresses: [], addresses: [], accounts: [], chains: [] };
    byNamespace.set(namespace, entry);
    for (const account of value.accounts) {
      const [family, reference, address, ...rest] = account.split(':');
      if (rest.length > 0 || family !== namespace || !reference || !address) continue;
      if (!isAddressForNamespace(namespace, address, reference)) continue;
      const caipAddress = account as CaipAddress;
      if (entry.caipAddresses.includes(caipAddress)) continue;
      const chain = `${namespace}:${reference}` as CaipNetworkId;
      const position = entry.caipAddresses.filter((item) => item.startsWith(`${chain}:`)).length;
      entry.caipAddresses.push(caipAddress);
      if (!entry.addresses.includes(address)) {
        entry.addresses.push(address);
        entry.accounts.push({ address, type: externalAccountType(namespace, position) });
      }
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
