import { createSelector } from '@reduxjs/toolkit';
import { selectActiveNamespace, selectNetworks, type CaipNetwork } from '@foyer/kernel';

/**
 * The configured networks the active account can receive on: those of its chain namespace
 * (an EVM address receives on every configured EVM network).
 * @example
 * useSelector(selectReceiveNetworks) // [{ caipNetworkId: 'eip155:31337', ... }, { caipNetworkId: 'eip155:1', ... }]
 */
export const selectReceiveNetworks = createSelector(
  [selectActiveNamespace, selectNetworks],
  (namespace, networks): readonly CaipNetwork[] =>
    namespace === null ? [] : networks.filter((network) => network.chainNamespace === namespace),
);
