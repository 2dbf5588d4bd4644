import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevSolana } from '@foyer/kernel';
import { generateKeyPairSigner, getBase58Decoder, getBase64EncodedWireTransaction, type Address } from '@solana/kit';
import { startSolanaNode, type RunningSolanaNode } from './startSolanaNode.js';
import { devSigner, rpcCall, signedTransfer } from './test-utils/solanaTestKit.js';

type SignatureInfo = { signature: string; slot: number; err: unknown; blockTime: number; confirmationStatus: string };

describe('getSignaturesForAddress and getTransaction on the dev node', () => {
  let node: RunningSolanaNode;
  const signatures: string[] = [];
  let receiver: Address;

  beforeAll(async () => {
    node = await startSolanaNode({ port: 0 });
    // A fresh account: its only transactions are the three below.
    receiver = (await generateKeyPairSigner()).address;
    const source = await devSigner(0);
    for (const lamports of [1_000_000_000n, 2_000_000_000n, 3_000_000_000n]) {
      const { value } = (await rpcCall(node.url, 'getLatestBlockhash', [])).result as { value: { blockhash: string; lastValidBlockHeight: number } };
      const transaction = await signedTransfer(source, receiver, lamports, { blockhash: value.blockhash, lastValidBlockHeight: BigInt(value.lastValidBlockHeight) });
      const answer = await rpcCall(node.url, 'sendTransaction', [getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }]);
      signatures.push(answer.result as string);
    }
  });

  afterAll(async () => {
    await node?.close();
  });

  it('lists an address\'s signatures newest first, with before / until / limit', async () => {
    const all = (await rpcCall(node.url, 'getSignaturesForAddress', [receiver])).result as SignatureInfo[];
    expect(all.map((item) => item.signature)).toEqual([...signatures].reverse());
    expect(all[0]).toMatchObject({ err: null, confirmationStatus: 'finalized', memo: null });
    expect(all[0]?.slot).toBeGreaterThan(all[1]?.slot ?? Infinity);
    const [newest, middle, oldest] = [...signatures].reverse();
    const page = (await rpcCall(node.url, 'getSignaturesForAddress', [receiver, { limit: 1, before: newest }])).result as SignatureInfo[];
    expect(page.map((item) => item.signature)).toEqual([middle]);
    const until = (await rpcCall(node.url, 'getSignaturesForAddress', [receiver, { until: oldest }])).result as SignatureInfo[];
    expect(until.map((item) => item.signature)).toEqual([newest, middle]);
    expect((await rpcCall(node.url, 'getSignaturesForAddress', [receiver, { limit: 1001 }])).error?.code).toBe(-32602);
  });

  it('answers a landed transaction with its balances before and after', async () => {
    const signature = signatures[1] ?? '';
    const answer = await rpcCall(node.url, 'getTransaction', [signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
    const result = answer.result as {
      version: number;
      meta: { err: unknown; fee: number; preBalances: number[]; postBalances: number[] };
      transaction: { signatures: string[]; message: { accountKeys: string[] } };
    };
    expect(result.version).toBe(0);
    expect(result.transaction.signatures).toEqual([signature]);
    const index = result.transaction.message.accountKeys.indexOf(receiver);
    expect((result.meta.postBalances[index] ?? 0) - (result.meta.preBalances[index] ?? 0)).toBe(2_000_000_000);
    expect((result.meta.preBalances[0] ?? 0) - (result.meta.postBalances[0] ?? 0)).toBe(2_000_000_000 + result.meta.fee);
    expect(result.meta.err).toBeNull();
    const base64 = (await rpcCall(node.url, 'getTransaction', [signature, { encoding: 'base64', maxSupportedTransactionVersion: 0 }])).result as { transaction: [string, string] };
    expect(base64.transaction[1]).toBe('base64');
    // As on a cluster: a version-0 transaction needs maxSupportedTransactionVersion, an unknown one is null.
    expect((await rpcCall(node.url, 'getTransaction', [signature])).error?.code).toBe(-32015);
    expect((await rpcCall(node.url, 'getTransaction', [getBase58Decoder().decode(new Uint8Array(64).fill(7)), { maxSupportedTransactionVersion: 0 }])).result).toBeNull();
  });

  it('records SPL token balances before and after (the dev node\'s seeding of fUSD)', async () => {
    const owner = FOYER_DEV_SOLANA_ADDRESSES[0] ?? '';
    const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevSolana.caipNetworkId && token.symbol === 'fUSD');
    const listed = (await rpcCall(node.url, 'getSignaturesForAddress', [owner])).result as SignatureInfo[];
    const transactions = await Promise.all(
      listed.map(async (item) => (await rpcCall(node.url, 'getTransaction', [item.signature, { maxSupportedTransactionVersion: 0 }])).result as {
        meta: { postTokenBalances: { mint: string; owner: string; uiTokenAmount: { amount: string; decimals: number; uiAmountString: string } }[] };
      }),
    );
    const balances = transactions.flatMap((transaction) => transaction.meta.postTokenBalances).filter((balance) => balance.owner === owner);
    expect(balances).toContainEqual(
      expect.objectContaining({ mint: fusd?.address, uiTokenAmount: expect.objectContaining({ amount: String(fusd?.holdings[0]?.amount), decimals: 6, uiAmountString: '500' }) }),
    );
  });
});
