/** @jest-environment node */
import type { SIWECreateMessageArgs, SIWEConfig, SIWESession } from '@foyer/kernel';
import { siweConfigToSiwx } from './siweConfigToSiwx.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const page = { domain: 'app.test', uri: 'https://app.test/page', now: () => new Date('2026-01-02T03:04:05.000Z') };

function legacy({ valid = true, messageParams = {} as Awaited<ReturnType<NonNullable<SIWEConfig['getMessageParams']>>> } = {}) {
  let session: SIWESession | null = null;
  const created: SIWECreateMessageArgs[] = [];
  const calls: string[] = [];
  const config: SIWEConfig = {
    getNonce: async () => 'legacyNonce1',
    getMessageParams: async () => messageParams,
    createMessage: (args) => {
      created.push(args);
      return `${args.domain} signs in ${args.address} on ${args.chainId} with ${args.nonce}`;
    },
    verifyMessage: async ({ message }) => {
      calls.push(`verify:${message}`);
      if (valid) session = { address, chainId: 31337 };
      return valid;
    },
    getSession: async () => session,
    signOut: async () => {
      calls.push('signOut');
      session = null;
      return true;
    },
    onSignIn: (signed) => calls.push(`onSignIn:${signed?.address}`),
    onSignOut: () => calls.push('onSignOut'),
  };
  return { config, created, calls };
}

test('createMessage fills the legacy args (page domain and uri, numeric chain id, nonce) and keeps its text', async () => {
  const { config, created } = legacy({ messageParams: { statement: 'Hi', chains: [1] } });
  const siwx = siweConfigToSiwx(config, page);
  const message = await siwx.createMessage({ accountAddress: address, chainId: 'eip155:31337' });
  expect(created).toEqual([
    { domain: 'app.test', uri: 'https://app.test/page', version: '1', issuedAt: '2026-01-02T03:04:05.000Z', statement: 'Hi', address, chainId: 31337, nonce: 'legacyNonce1' },
  ]);
  expect(message.toString()).toBe(`app.test signs in ${address} on 31337 with legacyNonce1`);
  expect(message).toMatchObject({ accountAddress: address, chainId: 'eip155:31337', nonce: 'legacyNonce1', domain: 'app.test' });
});

test('a non-Ethereum network is refused', async () => {
  const siwx = siweConfigToSiwx(legacy().config, page);
  await expect(siwx.createMessage({ accountAddress: 'H3Gr', chainId: 'solana:abc' })).rejects.toMatchObject({ shortMessage: 'Chain is not supported' });
});

test('addSession is verifyMessage; the session then comes from getSession for its address and chain only', async () => {
  const { config, calls } = legacy();
  const siwx = siweConfigToSiwx(config, page);
  await expect(siwx.getSessions('eip155:31337', address)).resolves.toEqual([]);
  await siwx.addSession({ data: { accountAddress: address, chainId: 'eip155:31337', domain: 'app.test', uri: 'u', version: '1', nonce: 'n' }, message: 'text', signature: '0x1' });
  expect(calls).toEqual(['verify:text', `onSignIn:${address}`]);
  await expect(siwx.getSessions('eip155:31337', address.toLowerCase())).resolves.toHaveLength(1);
  await expect(siwx.getSessions('eip155:1', address)).resolves.toEqual([]);
});

test('a refused verification is "Error signing message"', async () => {
  const siwx = siweConfigToSiwx(legacy({ valid: false }).config, page);
  await expect(
    siwx.addSession({ data: { accountAddress: address, chainId: 'eip155:1', domain: 'd', uri: 'u', version: '1', nonce: 'n' }, message: 'm', signature: '0x' }),
  ).rejects.toMatchObject({ shortMessage: 'Error signing message' });
});

test('revokeSession is signOut (then onSignOut); required and signOutOnDisconnect default to true', async () => {
  const { config, calls } = legacy();
  const siwx = siweConfigToSiwx(config, page);
  await siwx.revokeSession('eip155:1', address);
  expect(calls).toEqual(['signOut', 'onSignOut']);
  expect(siwx.getRequired?.()).toBe(true);
  expect(siwx.signOutOnDisconnect).toBe(true);
  expect(siweConfigToSiwx({ ...config, required: false, signOutOnDisconnect: false }, page)).toMatchObject({ signOutOnDisconnect: false });
  expect(siweConfigToSiwx({ ...config, required: false }, page).getRequired?.()).toBe(false);
});
