import { chainApi, servicesApi, type FoyerDispatch } from '@foyer/kernel';

/**
 * After a send: the account's balances read again past the services' 30 s cache (`forceUpdate`),
 * then `Balance` and `Transactions` invalidated so every view showing them (Account, its tabs,
 * activity) refetches the fresh answer.
 */
export async function refreshBalances(dispatch: FoyerDispatch, { address, chainId }: { address: string; chainId: string }): Promise<void> {
  const fresh = dispatch(chainApi.endpoints.getBalance.initiate({ address, chainId, forceUpdate: 'true' }, { subscribe: false, forceRefetch: true }));
  await fresh;
  dispatch(servicesApi.util.invalidateTags(['Balance', 'Transactions']));
}
