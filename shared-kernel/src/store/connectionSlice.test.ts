import {
  accountConnected,
  accountDisconnected,
  connectingFailed,
  connectingStarted,
  connectionSlice,
  networkChanged,
  reconnectFailed,
  reconnectStarted,
  recentWalletsRestored,
  recentWalletUsed,
  selectActiveAccount,
  selectConnectionStatus,
} from './connectionSlice.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const reduce = (...actions: Parameters<typeof connectionSlice.reducer>[1][]) =>
  ({ connection: actions.reduce(connectionSlice.reducer, connectionSlice.getInitialState()) });

test('connecting -> connected records the account, network and connection', () => {
  const state = reduce(
    connectingStarted({ connectorId: 'w' }),
    accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }),
  );
  expect(selectConnectionStatus(state)).toBe('connected');
  expect(selectActiveAccount(state)).toEqual({ caipAddress: `eip155:31337:${address}`, address, status: 'connected' });
  expect(state.connection).toMatchObject({
    activeNamespace: 'eip155',
    activeCaipNetworkId: 'eip155:31337',
    activeConnectorIds: { eip155: 'w' },
    connecting: { connectorId: null, status: 'idle' },
  });
});

test('a rejected connection goes back to disconnected and keeps the error for the view', () => {
  const state = reduce(
    connectingStarted({ connectorId: 'w' }),
    connectingFailed({ connectorId: 'w', status: 'rejected', error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' } }),
  );
  expect(selectConnectionStatus(state)).toBe('disconnected');
  expect(state.connection.connecting.status).toBe('rejected');
});

test('reconnecting: connecting, then disconnected when nothing is restored', () => {
  expect(selectConnectionStatus(reduce(reconnectStarted()))).toBe('connecting');
  expect(selectConnectionStatus(reduce(reconnectStarted(), reconnectFailed()))).toBe('disconnected');
});

test('a network change moves the account to that chain', () => {
  const state = reduce(
    accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }),
    networkChanged({ caipNetworkId: 'eip155:1' }),
  );
  expect(selectActiveAccount(state)?.caipAddress).toBe(`eip155:1:${address}`);
  expect(state.connection.connections[0]?.caipNetworkId).toBe('eip155:1');
});

test('disconnecting clears the account and its connection, keeping the selected network', () => {
  const state = reduce(accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }), accountDisconnected());
  expect(selectConnectionStatus(state)).toBe('disconnected');
  expect(selectActiveAccount(state)).toBeUndefined();
  expect(state.connection.connections).toEqual([]);
  expect(state.connection.activeCaipNetworkId).toBe('eip155:31337');
});

test('recent wallets: most recent first, no duplicates, at most 2', () => {
  expect(reduce(recentWalletUsed('a'), recentWalletUsed('b'), recentWalletUsed('a'), recentWalletUsed('c')).connection.recentWalletIds)
    .toEqual(['c', 'a']);
  expect(reduce(recentWalletsRestored(['x', 'x', 'y', 'z'])).connection.recentWalletIds).toEqual(['x', 'y']);
});
