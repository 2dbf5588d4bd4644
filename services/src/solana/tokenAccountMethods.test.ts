import { address, createSolanaRpc, generateKeyPairSigner, getBase64Encoder, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS, findAssociatedTokenPda, getTokenDecoder } from '@solana-program/token';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevSolana } from '@foyer/kernel';
import { startSolanaNode, type RunningSolanaNode } from './startSolanaNode.js';

const TOKEN_2022 = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const fusd = FOYER_DEV_TOKENS.find((token) => token.caipNetworkId === foyerDevSolana.caipNetworkId && token.symbol === 'fUSD');
if (!fusd) throw new Error('the kernel table lost the SPL fUSD');
const mint = address(fusd.address);
const owner = address(FOYER_DEV_SOLANA_ADDRESSES[0]);
const ownerAmount = fusd.holdings.find((holding) => holding.holder === owner)?.amount ?? -1n;

async function ataOf(holder: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner: holder, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

describe('SPL token reads of the dev Solana node, through @solana/kit', () => {
  let node: RunningSolanaNode;
  let rpc: ReturnType<typeof createSolanaRpc>;

  beforeAll(async () => {
    node = await startSolanaNode({ host: '127.0.0.1', port: 0 });
    rpc = createSolanaRpc(node.url);
  });

  afterAll(async () => {
    await node?.close();
  });

  test('getTokenAccountsByOwner (programId, jsonParsed) answers the parsed token account as a Solana node does', async () => {
    const { value } = await rpc.getTokenAccountsByOwner(owner, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send();
    expect(value).toHaveLength(1);
    const [entry] = value;
    expect(entry?.pubkey).toBe(await ataOf(owner));
    expect(entry?.account).toMatchObject({ owner: TOKEN_PROGRAM_ADDRESS, executable: false, space: 165n });
    expect(entry?.account.data).toEqual({
      program: 'spl-token',
      space: 165n,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint,
          owner,
          state: 'initialized',
          tokenAmount: { amount: ownerAmount.toString(), decimals: fusd.decimals, uiAmount: 500, uiAmountString: '500' },
        },
      },
    });
  });

  test('the mint filter finds the same account; base64 data decodes to the same owner, mint and amount', async () => {
    const { value } = await rpc.getTokenAccountsByOwner(owner, { mint }, { encoding: 'base64' }).send();
    expect(value.map((entry) => entry.pubkey)).toEqual([await ataOf(owner)]);
    const [base64] = value[0]?.account.data ?? [''];
    const token = getTokenDecoder().decode(new Uint8Array(getBase64Encoder().encode(base64)));
    expect({ owner: token.owner, mint: token.mint, amount: token.amount }).toEqual({ owner, mint, amount: ownerAmount });
  });

  test('an owner without token accounts, or another token program, answers an empty list', async () => {
    const stranger = (await generateKeyPairSigner()).address;
    expect((await rpc.getTokenAccountsByOwner(stranger, { programId: TOKEN_PROGRAM_ADDRESS }, { encoding: 'jsonParsed' }).send()).value).toEqual([]);
    expect((await rpc.getTokenAccountsByOwner(owner, { programId: TOKEN_2022 }, { encoding: 'jsonParsed' }).send()).value).toEqual([]);
  });

  test('getTokenAccountBalance answers the UiTokenAmount of every seeded token account', async () => {
    for (const holding of fusd.holdings) {
      const { value } = await rpc.getTokenAccountBalance(await ataOf(address(holding.holder))).send();
      const whole = Number(holding.amount) / 10 ** fusd.decimals;
      expect(value).toEqual({ amount: holding.amount.toString(), decimals: fusd.decimals, uiAmount: whole, uiAmountString: String(whole) });
    }
  });

  test.each([
    ['an unknown mint', () => rpc.getTokenAccountsByOwner(owner, { mint: owner }, { encoding: 'jsonParsed' }).send(), 'Invalid param: could not find mint'],
    [
      'a program that is not a token program',
      () => rpc.getTokenAccountsByOwner(owner, { programId: address('11111111111111111111111111111111') }, { encoding: 'jsonParsed' }).send(),
      'Invalid param: unrecognized Token program id',
    ],
    ['the balance of a wallet account', () => rpc.getTokenAccountBalance(owner).send(), 'Invalid param: not a Token account'],
    ['the balance of a missing account', async () => rpc.getTokenAccountBalance((await generateKeyPairSigner()).address).send(), 'Invalid param: could not find account'],
  ])('refuses %s with -32602', async (_case, request, message) => {
    await expect(request()).rejects.toMatchObject({ context: { __code: -32602 }, message: expect.stringContaining(message) });
  });
});
