import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { caipAddressParts, caipNetworkIdParts } from '../caip/caipParts.js';
import { RECENT_WALLETS_MAX } from '../constants.js';
import type { SerializedError } from '../errors/serializeError.js';
import type { AccountState, AccountType } from '../types/account.js';
import type { Connection, ConnectionRelation } from '../types/connection.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** The state of the ConnectingExternal flow, exposed to the UI as `data-state`. */
export type ConnectingStatus = 'idle' | 'connecting' | 'rejected' | 'error';

export type ConnectingState = {
  connectorId: string | null;
  status: ConnectingStatus;
  error?: SerializedError;
};

export type ConnectionState = {
  status: ConnectionStatus;
  /** The chain family of the active network. */
  activeNamespace: ChainNamespace | null;
  /** The active network (selected before connecting, reported by the wallet after). */
  activeCaipNetworkId: CaipNetworkId | null;
  accounts: Partial<Record<ChainNamespace, AccountState>>;
  /** The connector that owns each namespace's account. */
  activeConnectorIds: Partial<Record<ChainNamespace, string>>;
  connections: Connection[];
  connecting: ConnectingState;
  /** Most recent first, at most `RECENT_WALLETS_MAX`: catalogue ids, or connector ids for unlisted wallets. */
  recentWalletIds: string[];
};

export type AccountConnectedParameters = {
  connectorId: string;
  caipAddress: CaipAddress;
  /** Every address the wallet exposed, the active one first; an entry may carry its account type (spec §9). */
  addresses?: readonly (string | { address: string; type?: AccountType })[];
};

/** Which known connection: a connector's connection on one chain namespace. */
export type ConnectionKey = { connectorId: string; namespace: ChainNamespace };

export type ConnectingFailedParameters = {
  connectorId: string;
  status: Extract<ConnectingStatus, 'rejected' | 'error'>;
  error: SerializedError;
};

const idle: ConnectingState = { connectorId: null, status: 'idle' };

const initialState: ConnectionState = {
  status: 'disconnected',
  activeNamespace: null,
  activeCaipNetworkId: null,
  accounts: {},
  activeConnectorIds: {},
  connections: [],
  connecting: idle,
  recentWalletIds: [],
};

/**
 * Accounts, networks and connections per chain namespace, and the connecting flow. Thunks in
 * the shell talk to wallets; these reducers only record what they report.
 * @example
 * dispatch(accountConnected({ connectorId: 'io.metamask', caipAddress: 'eip155:1:0xf39F…' }))
 */
export const connectionSlice = /* @__PURE__ */ createSlice({
  name: 'connection',
  initialState,
  reducers: {
    connectingStarted(state, action: PayloadAction<{ connectorId: string }>) {
      state.connecting = { connectorId: action.payload.connectorId, status: 'connecting' };
      if (state.status === 'disconnected') state.status = 'connecting';
    },
    connectingFailed(state, action: PayloadAction<ConnectingFailedParameters>) {
      state.connecting = { ...action.payload };
      state.status = statusOf(state);
    },
    connectingReset(state) {
      state.connecting = idle;
      state.status = statusOf(state);
    },
    /** Restoring a previous session started (spec §4 "Start"). */
    reconnectStarted(state) {
      if (state.status === 'disconnected') state.status = 'connecting';
    },
    /** Restoring found no session. */
    reconnectFailed(state) {
      state.status = statusOf(state);
    },
    /** A wallet connected, or changed its active account. */
    accountConnected(state, action: PayloadAction<AccountConnectedParameters>) {
      const { connectorId, caipAddress, addresses } = action.payload;
      const { chainNamespace: namespace, caipNetworkId, address } = caipAddressParts(caipAddress);
      const previous = state.accounts[namespace];
      state.accounts[namespace] = {
        ...(previous?.caipAddress === caipAddress ? previous : {}),
        caipAddress,
        address,
        status: 'connected',
      };
      state.activeConnectorIds[namespace] = connectorId;
      state.activeNamespace = namespace;
      state.activeCaipNetworkId = caipNetworkId;
      const connection: Connection = {
        connectorId,
        accounts: (addresses ?? [address]).map((item) => (typeof item === 'string' ? { address: item } : { ...item })),
        caipNetworkId,
      };
      const index = state.connections.findIndex((item) => isConnectionOf(item, connectorId, namespace));
      if (index === -1) state.connections.push(connection);
      else state.connections[index] = connection;
      if (state.connecting.connectorId === connectorId) state.connecting = idle;
      state.status = 'connected';
    },
    /** The active network changed (selected by the user, or reported by the wallet). */
    networkChanged(state, action: PayloadAction<{ caipNetworkId: CaipNetworkId }>) {
      const { caipNetworkId } = action.payload;
      const namespace = caipNetworkIdParts(caipNetworkId).chainNamespace;
      state.activeCaipNetworkId = caipNetworkId;
      state.activeNamespace = namespace;
      const account = state.accounts[namespace];
      if (account?.address !== undefined) account.caipAddress = `${caipNetworkId}:${account.address}`;
      const connectorId = state.activeConnectorIds[namespace];
      const connection = state.connections.find((item) => isConnectionOf(item, connectorId, namespace));
      if (connection) connection.caipNetworkId = caipNetworkId;
    },
    /** The account of `namespace` (of every namespace when omitted) is gone. */
    accountDisconnected(state, action: PayloadAction<{ namespace?: ChainNamespace } | undefined>) {
      const namespaces = action.payload?.namespace
        ? [action.payload.namespace]
        : (Object.keys(state.accounts) as ChainNamespace[]);
      for (const namespace of namespaces) {
        const connectorId = state.activeConnectorIds[namespace];
        delete state.accounts[namespace];
        delete state.activeConnectorIds[namespace];
        state.connections = state.connections.filter((item) => !isConnectionOf(item, connectorId, namespace));
      }
      state.connecting = idle;
      state.status = statusOf(state);
    },
    /**
     * A known connection is gone (multi-wallet: disconnected one wallet). When it was the
     * connected one of its namespace, that namespace's account goes too.
     */
    connectionRemoved(state, action: PayloadAction<ConnectionKey>) {
      const { connectorId, namespace } = action.payload;
      state.connections = state.connections.filter((item) => !isConnectionOf(item, connectorId, namespace));
      if (state.activeConnectorIds[namespace] === connectorId) {
        delete state.accounts[namespace];
        delete state.activeConnectorIds[namespace];
      }
      state.status = statusOf(state);
    },
    recentWalletUsed(state, action: PayloadAction<string>) {
      state.recentWalletIds = [action.payload, ...state.recentWalletIds.filter((id) => id !== action.payload)].slice(
        0,
        RECENT_WALLETS_MAX,
      );
    },
    recentWalletsRestored(state, action: PayloadAction<readonly string[]>) {
      state.recentWalletIds = [...new Set(action.payload)].slice(0, RECENT_WALLETS_MAX);
    },
  },
  selectors: {
    selectConnectionStatus: (state): ConnectionStatus => state.status,
    selectIsConnected: (state): boolean => state.status === 'connected',
    selectActiveAccount: (state): AccountState | undefined =>
      state.activeNamespace === null ? undefined : state.accounts[state.activeNamespace],
    selectActiveNamespace: (state): ChainNamespace | null => state.activeNamespace,
    selectActiveCaipNetworkId: (state): CaipNetworkId | null => state.activeCaipNetworkId,
    selectActiveConnectorId: (state): string | undefined =>
      state.activeNamespace === null ? undefined : state.activeConnectorIds[state.activeNamespace],
    /** The connector that owns each namespace's account. */
    selectActiveConnectorIds: (state): Partial<Record<ChainNamespace, string>> => state.activeConnectorIds,
    /**
     * A connection relative to its chain (spec §4): `connected` when its connector is the active
     * one of `namespace`, `active` when it is known but not the active one, else `disconnected`.
     */
    selectConnectionRelation: (state, key: ConnectionKey): ConnectionRelation => {
      const { connectorId, namespace } = key;
      if (state.activeConnectorIds[namespace] === connectorId && state.accounts[namespace] !== undefined) return 'connected';
      return state.connections.some((item) => isConnectionOf(item, connectorId, namespace)) ? 'active' : 'disconnected';
    },
    selectAccounts: (state): Partial<Record<ChainNamespace, AccountState>> => state.accounts,
    selectConnections: (state): readonly Connection[] => state.connections,
    selectConnectingState: (state): ConnectingState => state.connecting,
    selectRecentWalletIds: (state): readonly string[] => state.recentWalletIds,
  },
});

/** The chain namespace of a connection (from its network; connections without one count as eip155). */
export function connectionNamespace(connection: Connection): ChainNamespace {
  return connection.caipNetworkId === undefined ? 'eip155' : caipNetworkIdParts(connection.caipNetworkId).chainNamespace;
}

function isConnectionOf(connection: Connection, connectorId: string | undefined, namespace: ChainNamespace): boolean {
  return connection.connectorId === connectorId && connectionNamespace(connection) === namespace;
}

function statusOf(state: ConnectionState): ConnectionStatus {
  return Object.keys(state.accounts).length > 0 ? 'connected' : 'disconnected';
}

export const {
  connectingStarted,
  connectingFailed,
  connectingReset,
  reconnectStarted,
  reconnectFailed,
  accountConnected,
  networkChanged,
  accountDisconnected,
  connectionRemoved,
  recentWalletUsed,
  recentWalletsRestored,
} = connectionSlice.actions;

export const {
  selectConnectionStatus,
  selectIsConnected,
  selectActiveAccount,
  selectActiveNamespace,
  selectActiveCaipNetworkId,
  selectActiveConnectorId,
  selectActiveConnectorIds,
  selectConnectionRelation,
  selectAccounts,
  selectConnections,
  selectConnectingState,
  selectRecentWalletIds,
} = connectionSlice.selectors;
