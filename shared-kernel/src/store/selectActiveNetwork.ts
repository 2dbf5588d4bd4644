import { createSelector } from '@reduxjs/toolkit';
import { builtInNetworks } from '../networks/builtInNetworks.js';
import type { CaipNetwork } from '../types/network.js';
import { selectActiveCaipNetworkId, type ConnectionState } from './connectionSlice.js';
import { selectNetworks, type OptionsState } from './optionsSlice.js';

type State = { connection: ConnectionState; options: OptionsState };

/**
 * The active network: one of the configured networks, else a built-in network with that id
 * (the wallet may sit on a chain the dapp did not configure), else undefined.
 * @example
 * const network = useSelector(selectActiveNetwork) // { caipNetworkId: 'eip155:1', name: 'Ethereum', ... }
 */
export const selectActiveNetwork = /* @__PURE__ */ createSelector(
  [(state: State) => selectActiveCaipNetworkId(state), (state: State) => selectNetworks(state)],
  (caipNetworkId, networks): CaipNetwork | undefined => {
    if (caipNetworkId === null) return undefined;
    return (
      networks.find((network) => network.caipNetworkId === caipNetworkId) ??
      builtInNetworks.find((network) => network.caipNetworkId === caipNetworkId)
    );
  },
);

/**
 * Whether the active network is one of the configured networks (or none is active yet).
 * @example
 * if (!useSelector(selectIsActiveNetworkSupported)) dispatch(viewPushed({ view: 'UnsupportedChain' }))
 */
export const selectIsActiveNetworkSupported = /* @__PURE__ */ createSelector(
  [(state: State) => selectActiveCaipNetworkId(state), (state: State) => selectNetworks(state)],
  (caipNetworkId, networks): boolean =>
    caipNetworkId === null || networks.some((network) => network.caipNetworkId === caipNetworkId),
);
