import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import feature from './feature';

test("setup returns the names API: signing goes through the shell's bridge", async () => {
  const store = makeTestStore({ features: { names: true } });
  const signMessage = jest.fn(async () => ({ signature: '0xsigned' }));
  const shell = createFakeShellBridge({ signMessage });
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  const request = { message: '{"name":"alice.foyer.id"}', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', namespace: 'eip155' as const };
  await expect(api?.signMessage(request)).resolves.toEqual({ signature: '0xsigned' });
  expect(signMessage).toHaveBeenCalledWith(request);
});
