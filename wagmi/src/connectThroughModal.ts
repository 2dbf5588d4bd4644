import type { Foyer } from '@foyer/shell';
import { UserRejectedRequestError } from 'viem';
import { readEvmAccount, type EvmAccount } from './evmAccount.js';

/**
 * Opens the Foyer modal on Connect and resolves with the EVM account the user connects there.
 * Rejects with viem's `UserRejectedRequestError` (code 4001, what wagmi's connectors throw) when
 * the modal closes before an EVM wallet connected.
 * @example
 * const { address, chainId } = await connectThroughModal(foyer)
 */
export function connectThroughModal(foyer: Foyer): Promise<EvmAccount> {
  return new Promise((resolve, reject) => {
    let shown = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      stop();
      outcome();
    };
    const check = () => {
      const account = readEvmAccount(foyer);
      if (account) return settle(() => resolve(account));
      if (foyer.getState().open) shown = true;
      else if (shown) {
        settle(() => reject(new UserRejectedRequestError(new Error('The Foyer modal was closed before a wallet connected.'))));
      }
    };
    const stop = foyer.store.subscribe(check);
    foyer.open({ view: 'Connect' }).then(check, (error: unknown) => settle(() => reject(error)));
  });
}
