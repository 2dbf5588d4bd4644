import { caipAddressParts, selectActiveAccount, type CaipAddress, type CaipNetworkId, type ChainNamespace } from '@foyer/kernel';
import type { RootState } from '../store/types.js';

/** The account that signs in: the active, connected account and its network. */
export type SignInAccount = { caipAddress: CaipAddress; address: string; caipNetworkId: CaipNetworkId; namespace: ChainNamespace };

/**
 * The active account when it is connected, with its network, else undefined.
 * @example
 * const account = selectSignInAccount(getState())
 */
export function selectSignInAccount(state: RootState): SignInAccount | undefined {
  const account = selectActiveAccount(state);
  if (!account?.address || !account.caipAddress || account.status !== 'connected') return undefined;
  const { caipNetworkId, chainNamespace } = caipAddressParts(account.caipAddress);
  return { caipAddress: account.caipAddress, address: account.address, caipNetworkId, namespace: chainNamespace };
}
