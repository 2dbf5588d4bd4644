import { getBase58Decoder, getTransactionDecoder, getTransactionEncoder, type Transaction } from '@solana/kit';
import { foyerDevSolana } from '@foyer/kernel';
import { SolanaWalletError } from '../errors/SolanaWalletError';
import { fakeWallet, FAKE_ADDRESS, signed } from '../test-utils/fakeWallet';
import { createSolanaProvider } from './createSolanaProvider';

// A minimal signed-transaction wire form: 1 signature, legacy message with 1 account, no instructions.
const WIRE = new Uint8Array([1, ...new Array<number>(64).fill(9), 1, 0, 0, 1, ...new Array<number>(32).fill(3), ...new Array<number>(32).fill(4), 0]);

function connected(options: Parameters<typeof fakeWallet>[0] = {}) {
  const fake = fakeWallet(options);
  const connect = fake.wallet.features['standard:connect'] as { connect(): Promise<{ accounts: typeof fake.wallet.accounts }> };
  return { fake, ready: connect.connect().then(({ accounts }) => accounts[0]!) };
}

afterEach(() => jest.restoreAllMocks());

test('behavior: exposes the account the AppKit way (publicKey.toBase58, address, chain)', async () => {
  const { fake, ready } = connected();
  const provider = createSolanaProvider({ wallet: fake.wallet, account: await ready, network: foyerDevSolana });
  expect(provider.address).toBe(FAKE_ADDRESS);
  expect(provider.publicKey.toBase58()).toBe(FAKE_ADDRESS);
  expect(provider.publicKey.equals({ toBase58: () => FAKE_ADDRESS })).toBe(true);
  expect(provider.publicKey.toBytes()).toHaveLength(32);
  expect(provider.chain).toBe('solana:localnet');
  expect(provider.name).toBe('Fake Solana');
});

test('behavior: signMessage hands the bytes to solana:signMessage and resolves to the signature', async () => {
  const { fake, ready } = connected();
  const account = await ready;
  const provider = createSolanaProvider({ wallet: fake.wallet, account, network: foyerDevSolana });
  const message = new TextEncoder().encode('hello');
  expect(await provider.signMessage(message)).toEqual(new Uint8Array(64).fill(5));
  expect(fake.calls.at(-1)).toEqual({ method: 'signMessage', input: [{ account, message }] });
});

test('behavior: signTransaction returns the same form it was given (wire bytes or kit Transaction)', async () => {
  const { fake, ready } = connected();
  const provider = createSolanaProvider({ wallet: fake.wallet, account: await ready, network: foyerDevSolana });
  expect(await provider.signTransaction(WIRE)).toEqual(signed(WIRE));
  expect(fake.calls.at(-1)).toMatchObject({ method: 'signTransaction', input: [{ transaction: WIRE, chain: 'solana:localnet' }] });

  const kitTransaction: Transaction = getTransactionDecoder().decode(WIRE);
  const signedTransaction = await provider.signTransaction(kitTransaction);
  expect(fake.calls.at(-1)).toMatchObject({ input: [{ transaction: new Uint8Array(getTransactionEncoder().encode(kitTransaction)) }] });
  expect(Object.values(signedTransaction.signatures)).toEqual([new Uint8Array(64).fill(0xaa)]);
  expect(signedTransaction.messageBytes).toEqual(kitTransaction.messageBytes);
  expect(await provider.signAllTransactions([WIRE, WIRE])).toEqual([signed(WIRE), signed(WIRE)]);
});

test('behavior: signAndSendTransaction uses the wallet feature when present -> base58 signature', async () => {
  const { fake, ready } = connected({ withSignAndSend: true });
  const provider = createSolanaProvider({ wallet: fake.wallet, account: await ready, network: foyerDevSolana });
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  expect(await provider.signAndSendTransaction(WIRE, { skipPreflight: true })).toBe(getBase58Decoder().decode(new Uint8Array(64).fill(1)));
  expect(fake.calls.at(-1)).toMatchObject({ method: 'signAndSendTransaction', input: [{ chain: 'solana:localnet', options: { skipPreflight: true } }] });
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('behavior: without signAndSend, signs then sends through the network RPC (base64)', async () => {
  const { fake, ready } = connected();
  const provider = createSolanaProvider({ wallet: fake.wallet, account: await ready, network: foyerDevSolana });
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: 'sig58' }), { status: 200 }));
  expect(await provider.signAndSendTransaction(WIRE)).toBe('sig58');
  const [url, init] = fetchSpy.mock.calls[0]!;
  expect(url).toBe('http://127.0.0.1:8899');
  expect(JSON.parse(String(init?.body))).toMatchObject({ method: 'sendTransaction', params: [expect.any(String), { encoding: 'base64' }] });

  fetchSpy.mockResolvedValue(
    new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32002, message: 'Transaction simulation failed: Blockhash not found' } })),
  );
  await expect(provider.signAndSendTransaction(WIRE)).rejects.toMatchObject({
    constructor: SolanaWalletError,
    details: 'Transaction simulation failed: Blockhash not found',
  });
});

test('behavior: a feature the wallet lacks -> SolanaWalletError naming it', async () => {
  const { fake, ready } = connected({ withFeatures: ['standard:connect', 'solana:signTransaction'] });
  const provider = createSolanaProvider({ wallet: fake.wallet, account: await ready, network: foyerDevSolana });
  await expect(provider.signMessage(new Uint8Array(1))).rejects.toMatchObject({ details: 'The wallet does not support solana:signMessage' });
});
