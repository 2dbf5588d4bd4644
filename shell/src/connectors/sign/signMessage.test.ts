/** @jest-environment node */
import { accountConnected, base58ToBytes, connectorAdded, foyerDevSolana, solanaStandardConnector, type Eip1193RequestArguments } from '@foyer/kernel';
import { generateKeyPairSigner, getPublicKeyFromAddress, signBytes, verifySignature, type SignatureBytes } from '@solana/kit';
import { verifyMessage, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppStore } from '../../store/makeStore.js';
import { createFakeProvider } from '../../test-utils/createFakeProvider.js';
import { setupConnectorStore } from '../../test-utils/setupConnectorStore.js';
import { WALLET_STANDARD_REGISTRY_KEY, createWalletStandardRegistry } from '../discovery/walletStandard/walletStandardRegistry.js';
import { signMessage } from './signMessage.js';

const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const stores: AppStore[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispose()));

function setup() {
  const { store } = setupConnectorStore({ enableReconnect: false });
  stores.push(store);
  return store;
}

test('eip155: personal_sign of the UTF-8 hex through the connector, for the connected address', async () => {
  const store = setup();
  const base = createFakeProvider({ accounts: [evm.address], authorized: true });
  const asked: unknown[] = [];
  store.extra.connectors.set('dev.wallet', {
    ...base,
    async request(args: Eip1193RequestArguments) {
      if (args.method !== 'personal_sign') return base.request(args);
      asked.push(args.params);
      const [message] = args.params as [Hex];
      return evm.signMessage({ message: { raw: message } });
    },
  });
  store.dispatch(connectorAdded({ id: 'dev.wallet', type: 'ANNOUNCED', name: 'Dev', chain: 'eip155' }));
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress: `eip155:31337:${evm.address}` }));

  const { signature } = await signMessage(store, { namespace: 'eip155', address: evm.address, message: 'Hello ✓' });
  expect(asked).toEqual([['0x48656c6c6f20e29c93', evm.address]]);
  expect(await verifyMessage({ address: evm.address, message: 'Hello ✓', signature: signature as Hex })).toBe(true);
});

test('another address than the connected one is refused before the wallet is asked', async () => {
  const store = setup();
  store.dispatch(accountConnected({ connectorId: 'dev.wallet', caipAddress: `eip155:31337:${evm.address}` }));
  await expect(
    signMessage(store, { namespace: 'eip155', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', message: 'x' }),
  ).rejects.toMatchObject({ shortMessage: 'No ActiveCaipAddress found' });
});

/** A Wallet Standard wallet with a real ed25519 key; `signIn` writes its own text from the input. */
async function solanaWallet({ withSignIn }: { withSignIn: boolean }) {
  const signer = await generateKeyPairSigner();
  const inputs: unknown[] = [];
  const features: Record<string, unknown> = {
    'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
    'solana:signMessage': { version: '1.1.0', signMessage: async () => [] },
  };
  if (withSignIn) {
    features['solana:signIn'] = {
      version: '1.0.0',
      signIn: async (input: { domain: string; nonce: string; chainId: string }) => {
        inputs.push(input);
        const signedMessage = new TextEncoder().encode(`${input.domain} wants you to sign in (${input.chainId}, ${input.nonce})`);
        const signature = new Uint8Array(await signBytes(signer.keyPair.privateKey, signedMessage));
        return [{ account: { address: signer.address }, signedMessage, signature }];
      },
    };
  }
  const wallet = { name: 'Phantom Test', icon: 'data:image/svg+xml,<svg/>', chains: ['solana:localnet'], features };
  return { signer, wallet, inputs };
}

async function verifySolana(address: string, message: string, signature: string): Promise<boolean> {
  const publicKey = await getPublicKeyFromAddress(address as never);
  return verifySignature(publicKey, base58ToBytes(signature) as SignatureBytes, new TextEncoder().encode(message));
}

const siwx = (address: string) => ({
  accountAddress: address,
  chainId: foyerDevSolana.caipNetworkId,
  domain: 'app.test',
  uri: 'https://app.test',
  version: '1',
  nonce: 'abc123def456',
  issuedAt: '2026-01-01T00:00:00.000Z',
});

test('solana: a wallet with solana:signIn signs in with the message fields (CAIP-2 reference as Chain ID)', async () => {
  const store = setup();
  const { signer, wallet, inputs } = await solanaWallet({ withSignIn: true });
  const registry = createWalletStandardRegistry();
  registry.register(wallet);
  store.extra.connectors.set(WALLET_STANDARD_REGISTRY_KEY, registry);
  const connectorId = solanaStandardConnector(wallet).id;
  store.extra.connectors.set(connectorId, { signMessage: async () => new Uint8Array(64) });
  store.dispatch(connectorAdded(solanaStandardConnector(wallet)));
  store.dispatch(accountConnected({ connectorId, caipAddress: `${foyerDevSolana.caipNetworkId}:${signer.address}` }));

  const result = await signMessage(store, { namespace: 'solana', address: signer.address, message: 'server text', siwx: siwx(signer.address) });
  expect(inputs).toEqual([
    expect.objectContaining({ domain: 'app.test', address: signer.address, nonce: 'abc123def456', chainId: foyerDevSolana.caipNetworkId.split(':')[1] }),
  ]);
  expect(result.signedMessage).toBe(`app.test wants you to sign in (${foyerDevSolana.caipNetworkId.split(':')[1]}, abc123def456)`);
  expect(await verifySolana(signer.address, result.signedMessage ?? '', result.signature)).toBe(true);
});

test('solana: without solana:signIn the provider signs the exact text (base58 signature)', async () => {
  const store = setup();
  const { signer, wallet } = await solanaWallet({ withSignIn: false });
  const registry = createWalletStandardRegistry();
  registry.register(wallet);
  store.extra.connectors.set(WALLET_STANDARD_REGISTRY_KEY, registry);
  const connectorId = solanaStandardConnector(wallet).id;
  store.extra.connectors.set(connectorId, {
    signMessage: async (bytes: Uint8Array) => new Uint8Array(await signBytes(signer.keyPair.privateKey, bytes)),
  });
  store.dispatch(connectorAdded(solanaStandardConnector(wallet)));
  store.dispatch(accountConnected({ connectorId, caipAddress: `${foyerDevSolana.caipNetworkId}:${signer.address}` }));

  const result = await signMessage(store, { namespace: 'solana', address: signer.address, message: 'server text', siwx: siwx(signer.address) });
  expect(result.signedMessage).toBeUndefined();
  expect(await verifySolana(signer.address, 'server text', result.signature)).toBe(true);
});
