import {
  parseUnits,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectActiveNamespace,
  selectActiveNetwork,
  selectServices,
  SEND_NAMESPACES,
  useGetBalanceQuery,
  type ChainNamespace,
  type FoyerState,
  type TokenBalance,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { selectSend } from './sendSlice.js';

/** The families send works on (spec §9: balance, send and onramp on EVM and Solana): the kernel's list. */
export const SEND_FAMILIES: readonly ChainNamespace[] = SEND_NAMESPACES;

/** The base units a token balance holds (its exact `quantity.numeric`). */
export function tokenBaseUnits(token: Pick<TokenBalance, 'quantity'>): bigint {
  return parseUnits(token.quantity.numeric, Number(token.quantity.decimals)) ?? 0n;
}

/** Same token (the native currency has no address). */
export function sameToken(a: Pick<TokenBalance, 'address' | 'symbol'>, b: Pick<TokenBalance, 'address' | 'symbol'>): boolean {
  return a.address === undefined || b.address === undefined ? a.address === b.address && a.symbol === b.symbol : a.address.toLowerCase() === b.address.toLowerCase();
}

/**
 * What every send view reads: the active account, network and family, the services endpoints, the
 * send state, and the tokens the account can send on the active chain (zero-decimals tokens filtered,
 * spec §5), with the token in use (the chosen one with its fresh balance, else the native currency).
 */
export function useSendContext() {
  const account = useSelector((state: FoyerState) => selectActiveAccount(state));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
  const caipNetworkId = useSelector((state: FoyerState) => selectActiveCaipNetworkId(state));
  const network = useSelector((state: FoyerState) => selectActiveNetwork(state));
  const services = useSelector((state: FoyerState) => selectServices(state));
  const send = useSelector(selectSend);
  const address = account?.address;
  const supported = namespace !== null && SEND_FAMILIES.includes(namespace);
  const balances = useGetBalanceQuery(supported && address && caipNetworkId ? { address, chainId: caipNetworkId } : skipToken);
  const tokens = (balances.data ?? []).filter((token) => token.chainId === caipNetworkId && Number(token.quantity.decimals) > 0);
  const chosen = send.token;
  const token = (chosen ? tokens.find((candidate) => sameToken(candidate, chosen)) : undefined) ?? chosen ?? tokens.find((candidate) => candidate.address === undefined) ?? tokens[0];
  return { address, namespace, caipNetworkId, network, services, send, supported, balances, tokens, token };
}
