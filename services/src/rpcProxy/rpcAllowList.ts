import { SAFE_RPC_METHODS } from '@foyer/kernel/frame';

/** Safe methods that a plain node does not answer: user operations (a bundler's). */
const NODE_LESS = /UserOperation|EntryPoints/;

/**
 * JSON-RPC methods the RPC proxy forwards, per chain namespace: node reads and sending an already
 * signed transaction. Signing, account and wallet_* methods are wallet-side and never reach a node.
 * The EVM list is the node-level part of AppKit 1.7.16's embedded-wallet safe list (see
 * shared/vectors/rpc-allowlist), without `eth_accounts` (a dev node would list its unlocked keys)
 * and the bundler (user operation) methods, plus `net_version` and `web3_clientVersion`.
 */
export const EVM_RPC_ALLOW_LIST: readonly string[] = [
  ...SAFE_RPC_METHODS.filter((method) => method.startsWith('eth_') && method !== 'eth_accounts' && !NODE_LESS.test(method)),
  'net_version',
  'web3_clientVersion',
];

/** Solana JSON-RPC reads plus `sendTransaction` (already signed) and `simulateTransaction`. */
export const SOLANA_RPC_ALLOW_LIST: readonly string[] = [
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSignaturesForAddress',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getTransaction',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
];

const ALLOW_LISTS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['eip155', new Set(EVM_RPC_ALLOW_LIST)],
  ['solana', new Set(SOLANA_RPC_ALLOW_LIST)],
]);

/**
 * Whether the proxy forwards `method` to a node of `chainId` (CAIP-2). Exact, case-sensitive match.
 * @example
 * isRpcMethodAllowed('eip155:31337', 'eth_getBalance') // true
 * isRpcMethodAllowed('eip155:31337', 'personal_sign')  // false
 */
export function isRpcMethodAllowed(chainId: string, method: string): boolean {
  const namespace = chainId.split(':', 1)[0] ?? '';
  return ALLOW_LISTS.get(namespace)?.has(method) ?? false;
}
