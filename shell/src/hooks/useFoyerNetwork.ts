import type { CaipNetwork } from '@foyer/kernel';
import { FoyerNotCreatedError } from '../FoyerNotCreatedError.js';
import { getFoyer } from '../foyerInstance.js';
import { selectFoyerNetwork, type FoyerNetwork } from '../snapshots/selectFoyerNetwork.js';
import { useFoyerSnapshot } from './useFoyerSnapshot.js';

export type UseFoyerNetworkReturnType = FoyerNetwork & {
  /** Selects `network`, asking the connected wallet to switch (see `Foyer.switchNetwork`). */
  switchNetwork(network: CaipNetwork): Promise<void>;
};

const NONE: FoyerNetwork = { caipNetwork: undefined, caipNetworkId: undefined, chainId: undefined };

const switchNetwork = (network: CaipNetwork) => {
  const foyer = getFoyer();
  return foyer ? foyer.switchNetwork(network) : Promise.reject(new FoyerNotCreatedError());
};

/**
 * The active network and a way to switch it. Works without a React provider.
 * @example
 * const { caipNetwork, switchNetwork } = useFoyerNetwork()
 */
export function useFoyerNetwork(): UseFoyerNetworkReturnType {
  const network = useFoyerSnapshot((foyer) => selectFoyerNetwork(foyer.store.getState()), NONE);
  return { ...network, switchNetwork };
}
