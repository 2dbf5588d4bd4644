import {
  accountConnected,
  accountDisconnected,
  connectionRemoved,
  connectionSlice,
  networkChanged,
  selectActiveAccount,
  selectActiveConnectorIds,
  selectConnectionRelation,
  selectConnectionStatus,
} from './connectionSlice.js';

const evm = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const evm2 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const reduce = (...actions: Parameters<typeof connectionSlice.reducer>[1][]) => ({
  connection: actions.reduce(connectionSlice.reducer, connectionSlice.getInitialState()),
});

describe('connection relative to a chain (spec §4)', () => {
  test('connected: its connector is the namespace’s active one; active: known, not active; disconnected: unknown', () => {
    const state = reduce(
      accountConnected({ connectorId: 'a', caipAddress: `eip155:1:${evm}` }),
      accountConnected({ connectorId: 'b', caipAddress: `eip155:1:${evm2}` }),
    );
    expect(selectConnectionRelation(state, { connectorId: 'b', namespace: 'eip155' })).toBe('connected');
    expect(selectConnectionRelation(state, { connectorId: 'a', namespace: 'eip155' })).toBe('active');
    expect(selectConnectionRelation(state, { connectorId: 'c', namespace: 'eip155' })).toBe('disconnected');
    expect(selectConnectionRelation(state, { connectorId: 'b', namespace: 'solana' })).toBe('disconnected');
    expect(selectActiveConnectorIds(state)).toEqual({ eip155: 'b' });
  });

  test('one connector keeps one connection per namespace (a WalletConnect session on eip155 and solana)', () => {
    const state = reduce(
      accountConnected({ connectorId: 'wc', caipAddress: `eip155:1:${evm}` }),
      accountConnected({ connectorId: 'wc', caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${sol}` }),
      networkChanged({ caipNetworkId: 'eip155:56' }),
    );
    expect(state.connection.connections).toEqual([
      { connectorId: 'wc', accounts: [{ address: evm }], caipNetworkId: 'eip155:56' },
      { connectorId: 'wc', accounts: [{ address: sol }], caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' },
    ]);
    const afterEvmGone = reduce(
      accountConnected({ connectorId: 'wc', caipAddress: `eip155:1:${evm}` }),
      accountConnected({ connectorId: 'wc', caipAddress: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${sol}` }),
      accountDisconnected({ namespace: 'eip155' }),
    );
    expect(afterEvmGone.connection.connections.map((item) => item.caipNetworkId)).toEqual(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']);
  });

  test('connectionRemoved drops a connection not in use and leaves the account', () => {
    const state = reduce(
      accountConnected({ connectorId: 'a', caipAddress: `eip155:1:${evm}` }),
      accountConnected({ connectorId: 'b', caipAddress: `eip155:1:${evm2}` }),
      connectionRemoved({ connectorId: 'a', namespace: 'eip155' }),
    );
    expect(state.connection.connections.map((item) => item.connectorId)).toEqual(['b']);
    expect(selectActiveAccount(state)?.address).toBe(evm2);
    expect(selectConnectionStatus(state)).toBe('connected');
  });

  test('connectionRemoved of the connection in use clears its namespace’s account', () => {
    const state = reduce(
      accountConnected({ connectorId: 'a', caipAddress: `eip155:1:${evm}` }),
      connectionRemoved({ connectorId: 'a', namespace: 'eip155' }),
    );
    expect(state.connection.connections).toEqual([]);
    expect(state.connection.accounts).toEqual({});
    expect(selectConnectionStatus(state)).toBe('disconnected');
    expect(selectConnectionRelation(state, { connectorId: 'a', namespace: 'eip155' })).toBe('disconnected');
  });
});
