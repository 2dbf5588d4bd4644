import { keepVerifyLocal, type VerifyApi } from './keepVerifyLocal';

test('register and resolve answer locally and fetch nothing', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  const verify: VerifyApi = {
    register: jest.fn(async () => 'remote'),
    resolve: jest.fn(async () => ({ origin: 'remote' })),
  };
  keepVerifyLocal(verify);
  await expect(verify.register({ id: 'a', decryptedId: 'b' })).resolves.toBe('');
  await expect(verify.resolve({ attestationId: 'x', hash: 'y' })).resolves.toBeUndefined();
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(document.querySelector('iframe')).toBeNull();
});
