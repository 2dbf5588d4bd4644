import {
  isSwapNetwork,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectActiveNetwork,
  selectServices,
  useGetBalanceQuery,
  useGetSwapTokensQuery,
  validateSendAmount,
  type ConvertToken,
  type FoyerState,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { selectSwaps } from './swapsSlice.js';
import { balanceOf, defaultPair, sameAddress } from './swapTokens.js';

/**
 * What every swap view reads: the active account and network, whether swaps are offered there
 * (`isSwapNetwork`, and the service offers at least two tokens there), the swap state, the chain's swappable tokens with the account's balances, the pair
 * in use (chosen, else the default native → stablecoin) and the typed amount checked against the balance.
 */
export function useSwapContext() {
  const account = useSelector((state: FoyerState) => selectActiveAccount(state));
  const caipNetworkId = useSelector((state: FoyerState) => selectActiveCaipNetworkId(state));
  const network = useSelector((state: FoyerState) => selectActiveNetwork(state));
  const services = useSelector((state: FoyerState) => selectServices(state));
  const swap = useSelector(selectSwaps);
  const swapNetwork = caipNetworkId !== null && isSwapNetwork(caipNetworkId);
  const address = account?.address;
  const tokensQuery = useGetSwapTokensQuery(swapNetwork && caipNetworkId ? caipNetworkId : skipToken);
  // A swap network whose service refuses it, or offers fewer than two tokens (no pools here), has no swaps either.
  const refused = (tokensQuery.error as { code?: string } | undefined)?.code === 'CONVERT_NETWORK_NOT_SUPPORTED';
  const supported = swapNetwork && !refused && !(tokensQuery.data !== undefined && tokensQuery.data.length < 2);
  const balancesQuery = useGetBalanceQuery(supported && address && caipNetworkId ? { address, chainId: caipNetworkId } : skipToken);
  const tokens = tokensQuery.data ?? [];
  const balances = balancesQuery.data ?? [];
  const defaults = defaultPair(tokens);
  const find = (chosen: string | undefined): ConvertToken | undefined => (chosen ? tokens.find((token) => sameAddress(token.address, chosen)) : undefined);
  const from = find(swap.from) ?? defaults.from;
  const to = find(swap.to) ?? (defaults.to && from && sameAddress(defaults.to.address, from.address) ? defaults.from : defaults.to);
  const fromBalance = from ? balanceOf(from, balances) : 0n;
  const amount = from ? validateSendAmount({ amount: swap.amount, decimals: from.decimals, max: fromBalance }) : undefined;
  return {
    account,
    address,
    caipNetworkId,
    network,
    services,
    swap,
    supported,
    tokensQuery,
    balancesQuery,
    tokens,
    balances,
    from,
    to,
    fromBalance,
    amount,
  };
}
