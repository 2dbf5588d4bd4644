import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Connector } from '../types/connector.js';

export type ConnectorsState = {
  /** In discovery order. Providers are kept outside the store, keyed by connector id. */
  connectors: Connector[];
};

/** Catalogue wallet id per connector id (null: no catalogue wallet matches). */
export type ConnectorMatches = Record<string, string | null>;

const initialState: ConnectorsState = { connectors: [] };

/**
 * The serializable list of wallet connectors the page offers (announced, injected, ...).
 * @example
 * dispatch(connectorAdded({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' }))
 */
export const connectorsSlice = /* @__PURE__ */ createSlice({
  name: 'connectors',
  initialState,
  reducers: {
    /** Adds a connector, or replaces the one with the same id. */
    connectorAdded(state: ConnectorsState, action: PayloadAction<Connector>) {
      const index = state.connectors.findIndex((item) => item.id === action.payload.id);
      if (index === -1) state.connectors.push(action.payload);
      else state.connectors[index] = action.payload;
    },
    connectorRemoved(state: ConnectorsState, action: PayloadAction<string>) {
      state.connectors = state.connectors.filter((item) => item.id !== action.payload);
    },
    /** Records which catalogue wallet each connector is (matched by rdns). */
    connectorsMatched(state: ConnectorsState, action: PayloadAction<ConnectorMatches>) {
      for (const connector of state.connectors) {
        if (!(connector.id in action.payload)) continue;
        const explorerId = action.payload[connector.id];
        if (explorerId) connector.explorerId = explorerId;
        else delete connector.explorerId;
      }
    },
  },
  selectors: {
    selectConnectors: (state): readonly Connector[] => state.connectors,
    selectConnector: (state: ConnectorsState, id: string): Connector | undefined => state.connectors.find((item) => item.id === id),
    /** Whether a browser wallet was detected (spec §2 "Connect method order"). */
    selectHasInjectedConnector: (state): boolean =>
      state.connectors.some((item) => item.type === 'ANNOUNCED' || item.type === 'INJECTED'),
  },
});

export const { connectorAdded, connectorRemoved, connectorsMatched } = connectorsSlice.actions;
export const { selectConnectors, selectConnector, selectHasInjectedConnector } = connectorsSlice.selectors;
