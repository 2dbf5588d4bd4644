import { isAddressForNamespace } from '../address/isAddressForNamespace.js';
import type { ChainNamespace } from '../types/network.js';

/** What a receiver field holds: nothing yet, an address of the family, a name to resolve, or neither. */
export type SendReceiver =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' };

const NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/iu;

/**
 * Reads the receiver field for the active family: an EVM address (EIP-55 checksum respected when mixed
 * case), a Solana base58 address of 32 bytes, or a dotted name (`alice.foyer.id`) the names service resolves.
 * @example
 * parseSendReceiver('alice.foyer.id', 'eip155') // { kind: 'name', name: 'alice.foyer.id' }
 */
export function parseSendReceiver(value: string, namespace: ChainNamespace): SendReceiver {
  const typed = value.trim();
  if (typed === '') return { kind: 'empty' };
  if (isAddressForNamespace(namespace, typed)) return { kind: 'address', address: typed };
  if (NAME.test(typed) && !/^0x[0-9a-f]*$/iu.test(typed.split('.')[0] ?? '')) return { kind: 'name', name: typed.toLowerCase() };
  return { kind: 'invalid' };
}
