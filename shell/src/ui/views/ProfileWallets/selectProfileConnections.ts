import { createSelector } from '@reduxjs/toolkit';
import {
  connectionNamespace,
  selectConnectionRelation,
  selectConnectors,
  selectIsFeatureEnabled,
  type ChainNamespace,
  type Connection,
  type ConnectionRelation,
  type Connector,
} from '@foyer/kernel';
import type { RootState } from '../../../store/types.js';

/** One row of ProfileWallets. */
export type ProfileConnection = {
  connectorId: string;
  namespace: ChainNamespace;
  address: string | undefined;
  connection: Connection;
  connector: Connector | undefined;
  /** Spec §4, relative to the connection's chain (`selectConnectionRelation`). */
  status: ConnectionRelation;
  /** Connected, on the active namespace: the wallet the app uses now. */
  inUse: boolean;
};

/**
 * The connections ProfileWallets lists: every known connection across namespaces with
 * multiWallet on; only the active connector's otherwise (spec §6). The one in use first.
 * @example
 * useAppSelector(selectProfileConnections)[0].status // 'connected'
 */
export const selectProfileConnections = /* @__PURE__ */ createSelector(
  [
    (state: RootState) => state.connection,
    selectConnectors,
    (state: RootState) => selectIsFeatureEnabled(state, 'multiWallet'),
  ],
  (connectionState, connectors, multiWallet): ProfileConnection[] => {
    const { activeNamespace, activeConnectorIds, connections } = connectionState;
    const activeConnectorId = activeNamespace === null ? undefined : activeConnectorIds[activeNamespace];
    return connections
      .filter((connection) => multiWallet || connection.connectorId === activeConnectorId)
      .map((connection) => {
        const namespace = connectionNamespace(connection);
        const status = selectConnectionRelation({ connection: connectionState }, { connectorId: connection.connectorId, namespace });
        return {
          connectorId: connection.connectorId,
          namespace,
          address: connection.accounts[0]?.address,
          connection,
          connector: connectors.find((item) => item.id === connection.connectorId),
          status,
          inUse: status === 'connected' && namespace === activeNamespace,
        };
      })
      .sort((a, b) => Number(b.inUse) - Number(a.inUse));
  },
);
