/** @jest-environment node */
import { accountConnected, connectorAdded, foyerDevSolana, ProviderRpcError, type Eip1193RequestArguments } from '@foyer/kernel';
import type { AppStore } from '../../store/makeStore.js';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../../test-utils/setupConnectorStore.js';
import { sendTransaction } from './sendTransaction.js';

const EVM_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const EVM_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA_0 = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';
const HASH = `0x${'ab'.repeat(32)}`;
const stores: AppStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

function evmStore(answer: (args: Eip1193RequestArguments) => Promise<unknown>) {
  const { store } = setupConnectorStore({ enableReconnect: false });
  stores.push(store);
  const base = createFakeProvider({ accounts: [EVM_0], authorized: true });
  const asked: unknown[][] = [];
  store.extra.connectors.set('dev.wallet', {
    ...base,
    async request(args: Eip1193RequestArguments, ...rest: unknown[]) {
      if (args.method !== 'eth_sendTransaction') return base.request(args);
      asked.push([args.params, ...rest]);
      return answer(args);
    },
  });
  store.dispatch(connectorAdded({ id: 'dev.wallet', type: 'ANNOUNCED', name: 'Dev', chain: 'eip155' }));
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress: `eip155:31337:${EVM_0}` }));
  return { store, asked };
}

test('eip155: eth_sendTransaction from the connected account, for the active chain; the hash comes back', async () => {
  const { store, asked } = evmStore(async () => HASH);
  const result = await sendTransaction(store, {
    namespace: 'eip155',
    address: EVM_0,
    caipNetworkId: 'eip155:31337',
    transaction: { to: EVM_1, value: '0x14d1120d7b160000' },
  });
  expect(result).toEqual({ hash: HASH });
  expect(asked).toEqual([[[{ from: EVM_0, to: EVM_1, value: '0x14d1120d7b160000' }], 'eip155:31337']]);
});

test('eip155: a user rejection reaches the caller with its code 4001; a malformed answer is refused', async () => {
  const rejecting = evmStore(async () => {
    throw new ProviderRpcError(4001, 'User rejected the request.');
  });
  const parameters = { namespace: 'eip155', address: EVM_0, caipNetworkId: 'eip155:31337', transaction: { to: EVM_1, data: '0xa9059cbb' } } as const;
  await expect(sendTransaction(rejecting.store, parameters)).rejects.toMatchObject({ code: 4001 });
  const malformed = evmStore(async () => '0x1234');
  await expect(sendTransaction(malformed.store, parameters)).rejects.toMatchObject({ details: 'Unexpected answer to eth_sendTransaction' });
});

test('another account than the connected one is refused before the wallet is asked', async () => {
  const { store, asked } = evmStore(async () => HASH);
  await expect(
    sendTransaction(store, { namespace: 'eip155', address: EVM_1, caipNetworkId: 'eip155:31337', transaction: { to: EVM_0 } }),
  ).rejects.toMatchObject({ shortMessage: 'No ActiveCaipAddress found' });
  expect(asked).toEqual([]);
});

test('solana: the provider signs and sends the wire bytes; WalletConnect gets them base64', async () => {
  const { store } = setupConnectorStore({ enableReconnect: false });
  stores.push(store);
  const sent: Uint8Array[] = [];
  store.extra.connectors.set('solana:dev', { signAndSendTransaction: async (bytes: Uint8Array) => (sent.push(bytes), '5igSig') });
  store.dispatch(connectorAdded({ id: 'solana:dev', type: 'ANNOUNCED', name: 'Dev', chain: 'solana' }));
  store.dispatch(accountConnected({ connectorId: 'solana:dev', caipAddress: `${foyerDevSolana.caipNetworkId}:${SOLANA_0}` }));
  const parameters = { namespace: 'solana', address: SOLANA_0, caipNetworkId: foyerDevSolana.caipNetworkId, transaction: new Uint8Array([1, 2, 250]) } as const;
  expect(await sendTransaction(store, parameters)).toEqual({ hash: '5igSig' });
  expect(sent).toEqual([new Uint8Array([1, 2, 250])]);

  const requests: unknown[][] = [];
  store.extra.connectors.set('solana:dev', { request: async (...args: unknown[]) => (requests.push(args), { signature: '3wcSig' }) });
  expect(await sendTransaction(store, parameters)).toEqual({ hash: '3wcSig' });
  expect(requests).toEqual([[{ method: 'solana_signAndSendTransaction', params: { transaction: 'AQL6', pubkey: SOLANA_0 } }, foyerDevSolana.caipNetworkId]]);
});
