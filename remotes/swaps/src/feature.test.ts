import { accountConnected, foyerDevChain, mainnet, networkChanged } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import feature from './feature';
import { selectSwaps, swapAmountChanged } from './swapsSlice';

test("setup injects the swap state and returns the swaps API: sending goes through the shell's bridge", async () => {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet], features: { swaps: ['foyer-amm'] } });
  const sendTransaction = jest.fn(async () => ({ hash: `0x${'ab'.repeat(32)}` }));
  const shell = createFakeShellBridge({ sendTransaction });
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  const request = {
    namespace: 'eip155' as const,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipNetworkId: foyerDevChain.caipNetworkId,
    transaction: { to: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0', data: '0x01' as const },
  };
  await expect(api?.sendTransaction(request)).resolves.toEqual({ hash: `0x${'ab'.repeat(32)}` });
  expect(sendTransaction).toHaveBeenCalledWith(request);
  store.dispatch({ type: 'test/any' });
  expect((store.getState() as { swaps?: unknown }).swaps).toEqual({ amount: '', status: 'editing' });
});

test('a network switch resets the swap form', async () => {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet], features: { swaps: ['foyer-amm'] } });
  await feature.setup?.({ store, rootReducer: store.rootReducer, shell: createFakeShellBridge() });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress: `${foyerDevChain.caipNetworkId}:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266` }));
  store.dispatch(swapAmountChanged('0.5'));
  expect(selectSwaps(store.getState()).amount).toBe('0.5');
  store.dispatch(networkChanged({ caipNetworkId: mainnet.caipNetworkId }));
  expect(selectSwaps(store.getState()).amount).toBe('');
});
