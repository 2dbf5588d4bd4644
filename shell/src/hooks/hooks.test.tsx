import { accountConnected, foyerDevChain, mainnet } from '@foyer/kernel';
import { act, renderHook } from '@testing-library/react';
import { createFoyer } from '../createFoyer.js';
import type { Foyer } from '../Foyer.js';
import { createFakeProvider } from '../test-utils/createFakeProvider.js';
import { useFoyer } from './useFoyer.js';
import { useFoyerAccount } from './useFoyerAccount.js';
import { useFoyerNetwork } from './useFoyerNetwork.js';
import { useFoyerProvider } from './useFoyerProvider.js';
import { useFoyerState } from './useFoyerState.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let foyer: Foyer | undefined;
afterEach(() => act(async () => foyer?.destroy()));

// basic mode and an unreachable API keep these tests off the network.
// Start-up settles in a few microtasks; creating inside an async act() keeps React informed.
const create = () =>
  act(async () => {
    foyer = createFoyer({ projectId: 'p', basic: true, networks: [foyerDevChain, mainnet], debug: false, enableReconnect: false });
  });

test('hooks work without a provider and before createFoyer, then follow the instance once created', async () => {
  const account = renderHook(() => useFoyerAccount());
  const state = renderHook(() => useFoyerState());
  expect(account.result.current).toEqual({ address: undefined, caipAddress: undefined, isConnected: false, status: 'disconnected' });
  expect(state.result.current.initialized).toBe(false);

  await create();
  expect(state.result.current).toEqual({ open: false, loading: false, selectedNetworkId: 'eip155:31337', initialized: true });

  act(() => {
    foyer?.store.dispatch(accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }));
  });
  expect(account.result.current).toEqual({
    address,
    caipAddress: `eip155:31337:${address}`,
    isConnected: true,
    status: 'connected',
  });
});

test('useFoyer opens and closes the modal; useFoyerState follows', async () => {
  await create();
  const { result } = renderHook(() => ({ actions: useFoyer(), state: useFoyerState() }));
  await act(() => result.current.actions.open({ view: 'AllWallets' }));
  expect(result.current.state.open).toBe(true);
  expect(foyer?.store.getState().router.history).toEqual([{ view: 'AllWallets' }]);
  act(() => result.current.actions.close());
  expect(result.current.state.open).toBe(false);
});

test('useFoyer().open rejects with a clear error before createFoyer', async () => {
  const { result } = renderHook(() => useFoyer());
  await expect(result.current.open()).rejects.toMatchObject({ code: 'FOYER_NOT_CREATED' });
});

test('useFoyerNetwork returns the active network and switches it', async () => {
  await create();
  const { result } = renderHook(() => useFoyerNetwork());
  expect(result.current).toMatchObject({ caipNetwork: foyerDevChain, caipNetworkId: 'eip155:31337', chainId: 31337 });
  await act(() => result.current.switchNetwork(mainnet));
  expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 });
});

test('useFoyerProvider returns the connected wallet provider of a namespace', async () => {
  await create();
  const provider = createFakeProvider();
  const { result } = renderHook(() => useFoyerProvider('eip155'));
  expect(result.current.walletProvider).toBeUndefined();
  act(() => {
    foyer?.store.extra.connectors.set('w', provider);
    foyer?.store.dispatch(accountConnected({ connectorId: 'w', caipAddress: `eip155:31337:${address}` }));
  });
  expect(result.current.walletProvider).toBe(provider);
});
