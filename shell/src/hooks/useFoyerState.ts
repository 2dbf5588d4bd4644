import { selectFoyerState, type FoyerPublicState } from '../snapshots/selectFoyerState.js';
import { useFoyerSnapshot } from './useFoyerSnapshot.js';

const INITIAL: FoyerPublicState = { open: false, loading: false, selectedNetworkId: undefined, initialized: false };

/**
 * The modal's state: `{ open, loading, selectedNetworkId, initialized }`. Works without a React
 * provider.
 * @example
 * const { open, initialized } = useFoyerState()
 */
export function useFoyerState(): FoyerPublicState {
  return useFoyerSnapshot((foyer) => selectFoyerState(foyer.store.getState()), INITIAL);
}
