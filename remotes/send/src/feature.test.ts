import { foyerDevChain } from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import feature from './feature';
import { selectSend } from './sendSlice';

test("setup injects the send state and returns the send API: sending goes through the shell's bridge", async () => {
  const store = makeTestStore({ networks: [foyerDevChain], features: { send: true } });
  const sendTransaction = jest.fn(async () => ({ hash: `0x${'ab'.repeat(32)}` }));
  const shell = createFakeShellBridge({ sendTransaction });
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  const request = {
    namespace: 'eip155' as const,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    caipNetworkId: foyerDevChain.caipNetworkId,
    transaction: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' as const },
  };
  await expect(api?.sendTransaction(request)).resolves.toEqual({ hash: `0x${'ab'.repeat(32)}` });
  expect(sendTransaction).toHaveBeenCalledWith(request);
  store.dispatch({ type: 'test/any' });
  expect((store.getState() as { send?: unknown }).send).toEqual(selectSend(store.getState()));
  expect(selectSend(store.getState())).toEqual({ receiverInput: '', status: 'editing' });
});
