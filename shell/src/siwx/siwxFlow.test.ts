/** @jest-environment node */
import {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  accountConnected,
  accountDisconnected,
  mainnet,
  networkChanged,
  selectCloseDisabled,
  selectCurrentView,
  type Eip1193RequestArguments,
  type SIWXConfig,
  type SIWXSession,
} from '@foyer/kernel';
import { verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { connectConnector } from '../connectors/connect/connectConnector.js';
import { disconnect } from '../connectors/disconnect/disconnect.js';
import { closeModal } from '../router/closeModal.js';
import { openModal } from '../router/openModal.js';
import type { AppStore } from '../store/makeStore.js';
import { createFakeProvider } from '../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../test-utils/setupConnectorStore.js';
import { cancelSignIn } from './cancelSignIn.js';
import { signInWithWallet } from './signInWithWallet.js';
import { startSiwx } from './startSiwx.js';

// Anvil's first dev account: real secp256k1 signatures, verified by viem.
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const DEV = 'eip155:31337';

/** An in-memory host config that verifies every signature (the host's side of the SIWXConfig contract). */
function memoryConfig({ required = false, signOutOnDisconnect }: { required?: boolean; signOutOnDisconnect?: boolean } = {}) {
  const sessions: SIWXSession[] = [];
  const revoked: string[] = [];
  const asked: string[] = [];
  let nonce = 0;
  const config: SIWXConfig = {
    async createMessage({ accountAddress, chainId }) {
      const data = { accountAddress, chainId, domain: 'app.test', uri: 'https://app.test', version: '1', nonce: `n${++nonce}` };
      return { ...data, toString: () => `app.test asks ${accountAddress} to sign in on ${chainId} (nonce ${data.nonce})` };
    },
    async addSession(session) {
      const valid = await verifyMessage({ address: session.data.accountAddress as Hex, message: session.message, signature: session.signature as Hex });
      if (!valid) throw new Error('invalid signature');
      sessions.push(session);
    },
    async revokeSession(chainId, address) {
      revoked.push(`${chainId}:${address}`);
      sessions.splice(0, sessions.length, ...sessions.filter((item) => item.data.chainId !== chainId || item.data.accountAddress !== address));
    },
    async setSessions(list) {
      sessions.splice(0, sessions.length, ...list);
    },
    async getSessions(chainId, address) {
      asked.push(`${chainId}:${address}`);
      return sessions.filter((item) => item.data.chainId === chainId && item.data.accountAddress.toLowerCase() === address.toLowerCase());
    },
    getRequired: () => required,
    ...(signOutOnDisconnect === undefined ? {} : { signOutOnDisconnect }),
  };
  return { config, sessions, revoked, asked };
}

/** A browser wallet that signs `personal_sign` with the dev account; `hold` keeps the answer until released. */
function signingWallet() {
  const base = createFakeProvider({ accounts: [account.address], authorized: true });
  const state = { reject: false, hold: undefined as Promise<void> | undefined, signed: 0 };
  const provider = {
    ...base,
    async request(args: Eip1193RequestArguments) {
      if (args.method !== 'personal_sign') return base.request(args);
      await state.hold;
      if (state.reject) throw new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.');
      const [message, address] = args.params as [Hex, string];
      expect(address).toBe(account.address);
      state.signed += 1;
      return account.signMessage({ message: { raw: message } });
    },
  };
  return { provider, state };
}

const stops: (() => void)[] = [];
const stores: AppStore[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  stores.splice(0).forEach((store) => store.dispose());
});

async function until(predicate: () => boolean, what: string): Promise<void> {
  for (let index = 0; index < 200; index += 1) {
    if (predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function setup(options: Parameters<typeof memoryConfig>[0] = {}) {
  const { store, addWallet, logger } = setupConnectorStore({ enableReconnect: false });
  stores.push(store);
  const host = memoryConfig(options);
  const wallet = signingWallet();
  addWallet(wallet.provider as never, { id: 'dev.wallet' });
  stops.push(startSiwx(store, host.config));
  const view = () => (store.getState().modal.open ? selectCurrentView(store.getState()) : 'closed');
  const connect = async () => {
    store.dispatch(openModal());
    await store.dispatch(connectConnector('dev.wallet'));
    await until(() => view() === 'SIWXSignMessage', 'SIWXSignMessage');
  };
  return { store, host, wallet, view, connect, logger };
}

test('after a connect without a session, SIWXSignMessage opens; required: close is disabled and shakes', async () => {
  const { store, view, connect } = setup({ required: true });
  await connect();
  expect(selectCloseDisabled(store.getState())).toBe(true);
  expect(store.dispatch(closeModal())).toBe(false);
  expect(store.getState().modal.shake).toBe(true);
  expect(view()).toBe('SIWXSignMessage');
});

test('Sign: the wallet signs, the session (a valid signature) is stored and the modal closes', async () => {
  const { store, host, view, connect } = setup({ required: true });
  await connect();
  await expect(store.dispatch(signInWithWallet())).resolves.toEqual({ status: 'signed' });
  expect(host.sessions).toHaveLength(1);
  expect(host.sessions[0]).toMatchObject({ data: { accountAddress: account.address, chainId: DEV, nonce: 'n1' } });
  expect(view()).toBe('closed');
  expect(selectCloseDisabled(store.getState())).toBe(false);
});

test('optional: the close control stays enabled and Cancel just closes (still connected)', async () => {
  const { store, view, connect } = setup({ required: false });
  await connect();
  expect(selectCloseDisabled(store.getState())).toBe(false);
  await store.dispatch(cancelSignIn());
  expect(view()).toBe('closed');
  expect(store.getState().connection.status).toBe('connected');
});

test('required: Cancel without a signed network disconnects', async () => {
  const { store, view, connect } = setup({ required: true });
  await connect();
  await store.dispatch(cancelSignIn());
  expect(store.getState().connection.status).toBe('disconnected');
  expect(view()).toBe('closed');
});

test('a network without a session asks again; required Cancel switches back to the last signed network', async () => {
  const { store, host, view, connect } = setup({ required: true });
  await connect();
  await store.dispatch(signInWithWallet());
  expect(view()).toBe('closed');

  store.dispatch(networkChanged({ caipNetworkId: mainnet.caipNetworkId }));
  await until(() => view() === 'SIWXSignMessage', 'the prompt on mainnet');
  expect(host.asked.at(-1)).toBe(`${mainnet.caipNetworkId}:${account.address}`);

  await store.dispatch(cancelSignIn());
  expect(store.getState().connection.activeCaipNetworkId).toBe(DEV);
  expect(store.getState().connection.status).toBe('connected');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(view()).toBe('closed');
});

test('a restored account that has a session is not asked', async () => {
  const { store, host, view } = setup({ required: true });
  const message = `app.test asks ${account.address} to sign in on ${DEV} (nonce old)`;
  host.sessions.push({
    data: { accountAddress: account.address, chainId: DEV, domain: 'app.test', uri: 'https://app.test', version: '1', nonce: 'old' },
    message,
    signature: await account.signMessage({ message }),
  });
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress: `${DEV}:${account.address}` }));
  await until(() => host.asked.length > 0, 'the session check');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(view()).toBe('closed');
});

test('a user rejection stays on the view with "Error signing message"; Sign again succeeds', async () => {
  const { store, host, wallet, view, connect } = setup({ required: true });
  await connect();
  wallet.state.reject = true;
  const failed = await store.dispatch(signInWithWallet());
  expect(failed).toMatchObject({ status: 'failed', error: { code: 'SIWX_SIGN_MESSAGE_FAILED', message: 'Error signing message' } });
  expect(view()).toBe('SIWXSignMessage');
  expect(host.sessions).toHaveLength(0);
  wallet.state.reject = false;
  await expect(store.dispatch(signInWithWallet())).resolves.toEqual({ status: 'signed' });
});

test('a wallet that disconnects while signing fails with the initialization message and stores nothing', async () => {
  const { store, host, wallet, connect } = setup({ required: false });
  await connect();
  let release = () => {};
  wallet.state.hold = new Promise<void>((resolve) => (release = resolve));
  const pending = store.dispatch(signInWithWallet());
  await until(() => store.getState().connection.status === 'connected', 'connected');
  store.dispatch(accountDisconnected());
  release();
  await expect(pending).resolves.toMatchObject({
    status: 'failed',
    error: { code: 'SIWX_INIT_FAILED', message: 'A problem occurred while trying initialize authentication' },
  });
  expect(host.sessions).toHaveLength(0);
});

test('disconnecting revokes the session (signOutOnDisconnect by default)', async () => {
  const { store, host, connect } = setup({ required: true });
  await connect();
  await store.dispatch(signInWithWallet());
  await store.dispatch(disconnect());
  await until(() => host.revoked.length > 0, 'the revocation');
  expect(host.revoked).toEqual([`${DEV}:${account.address}`]);
  expect(host.sessions).toHaveLength(0);
});

test('signOutOnDisconnect: false keeps the session', async () => {
  const { store, host, connect } = setup({ signOutOnDisconnect: false });
  await connect();
  await store.dispatch(signInWithWallet());
  await store.dispatch(disconnect());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(host.revoked).toEqual([]);
  expect(host.sessions).toHaveLength(1);
});
