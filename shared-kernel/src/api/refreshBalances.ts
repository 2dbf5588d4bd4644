import type { FoyerDispatch } from '../store/FoyerStore.js';
import type { ApiTagType } from './apiTagTypes.js';
import { chainApi } from './chainApi.js';
import { servicesApi } from './servicesApi.js';

/**
 * After a transaction settled (a send, a swap, a payment, an onramp delivery): the account's balances read
 * again past the services' 30 s cache (`forceUpdate`), then `tags` (default `Balance` and `Transactions`)
 * invalidated so every view showing them (Account, its tabs, activity, purchases) refetches the fresh answer.
 * @example
 * await refreshBalances(dispatch, { address, chainId: 'eip155:31337' }, ['Balance', 'Transactions', 'Allowance'])
 */
export async function refreshBalances(
  dispatch: FoyerDispatch,
  { address, chainId }: { address: string; chainId: string },
  tags: readonly ApiTagType[] = ['Balance', 'Transactions'],
): Promise<void> {
  await dispatch(chainApi.endpoints.getBalance.initiate({ address, chainId, forceUpdate: 'true' }, { subscribe: false, forceRefetch: true }));
  dispatch(servicesApi.util.invalidateTags([...tags]));
}
