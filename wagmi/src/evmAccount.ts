import { caipAddressParts } from '@foyer/kernel';
import type { Foyer } from '@foyer/shell';
import { getAddress, type Address } from 'viem';

/** The EVM account connected through Foyer: its checksummed address and the chain its wallet is on. */
export type EvmAccount = { address: Address; chainId: number };

/**
 * The account Foyer has connected on `eip155`, whatever family is active (a Solana account can be
 * the active one at the same time), or undefined while none is.
 * @example
 * const account = readEvmAccount(foyer) // { address: '0xf39F…', chainId: 31337 }
 */
export function readEvmAccount(foyer: Foyer): EvmAccount | undefined {
  const account = foyer.store.getState().connection.accounts.eip155;
  if (account?.status !== 'connected' || account.caipAddress === undefined) return undefined;
  const { chainId, address } = caipAddressParts(account.caipAddress);
  return { address: getAddress(address), chainId: Number(chainId) };
}

/** Whether two readings name the same account on the same chain. */
export function sameEvmAccount(a: EvmAccount | undefined, b: EvmAccount | undefined): boolean {
  return a?.address === b?.address && a?.chainId === b?.chainId;
}

/**
 * Calls `listener(next, previous)` whenever Foyer's EVM account connects, changes address or
 * chain, or disconnects. Returns the unsubscribe function.
 */
export function watchEvmAccount(
  foyer: Foyer,
  listener: (next: EvmAccount | undefined, previous: EvmAccount | undefined) => void,
): () => void {
  let previous = readEvmAccount(foyer);
  return foyer.store.subscribe(() => {
    const next = readEvmAccount(foyer);
    if (sameEvmAccount(next, previous)) return;
    const before = previous;
    previous = next;
    listener(next, before);
  });
}
