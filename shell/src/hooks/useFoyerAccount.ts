import { selectFoyerAccount, type FoyerAccount } from '../snapshots/selectFoyerAccount.js';
import { useFoyerSnapshot } from './useFoyerSnapshot.js';

const DISCONNECTED: FoyerAccount = { address: undefined, caipAddress: undefined, isConnected: false, status: 'disconnected' };

/**
 * The connected account: `{ address, caipAddress, isConnected, status }`. Works without a React
 * provider and during server rendering (disconnected).
 * @example
 * const { address, isConnected } = useFoyerAccount()
 */
export function useFoyerAccount(): FoyerAccount {
  return useFoyerSnapshot((foyer) => selectFoyerAccount(foyer.store.getState()), DISCONNECTED);
}
