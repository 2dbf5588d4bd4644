import { isChainNamespace, type CaipNetworkId } from '@foyer/kernel';

/**
 * The CAIP-2 id a `chainChanged` session event names. Wallets send the chain as a number, a hex
 * or decimal string, or a CAIP-2 id; the event's own `chainId` gives the family. Undefined when
 * it names nothing usable.
 * @example
 * eventChainId('eip155:1', '0x7a69') // 'eip155:31337'
 */
export function eventChainId(requestChainId: string, data: unknown): CaipNetworkId | undefined {
  const namespace = requestChainId.split(':')[0] ?? '';
  if (!isChainNamespace(namespace)) return undefined;
  if (typeof data === 'string' && data.includes(':')) {
    return data.startsWith(`${namespace}:`) && data.split(':').length === 2 ? (data as CaipNetworkId) : undefined;
  }
  if (namespace === 'eip155') {
    const chainId = typeof data === 'number' ? data : typeof data === 'string' && /^(0x[0-9a-f]+|\d+)$/i.test(data) ? Number(data) : NaN;
    return Number.isSafeInteger(chainId) && chainId > 0 ? `eip155:${chainId}` : undefined;
  }
  if (typeof data === 'string' && data) return `${namespace}:${data}`;
  return undefined;
}

/**
 * The address of a CAIP-10 account or a plain address.
 * @example
 * accountAddress('eip155:1:0xab') // '0xab'
 */
export function accountAddress(account: unknown): string | undefined {
  if (typeof account !== 'string' || !account) return undefined;
  const parts = account.split(':');
  return parts.length === 3 ? parts[2] || undefined : parts.length === 1 ? account : undefined;
}
