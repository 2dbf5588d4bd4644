import { address, createSolanaRpc, type Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS, fetchMint, fetchToken, findAssociatedTokenPda } from '@solana-program/token';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_SOLANA_LAMPORTS, FOYER_DEV_TOKENS, foyerDevSolana } from '@foyer/kernel';
import { createSolanaLedger } from '../../solana/createSolanaLedger.js';
import { startSolanaNode, type RunningSolanaNode } from '../../solana/startSolanaNode.js';
import { seedSplTokens } from './seedSplTokens.js';

const splTokens = FOYER_DEV_TOKENS.filter((token) => token.caipNetworkId === foyerDevSolana.caipNetworkId);

async function tokenAccountOf(owner: string, mint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

describe('seedSplTokens', () => {
  test('the kernel table has an SPL mint with a token account for every Solana dev account', () => {
    expect(splTokens.map((token) => token.standard)).toEqual(['spl']);
    for (const token of splTokens) expect(token.holdings.map((holding) => holding.holder)).toEqual([...FOYER_DEV_SOLANA_ADDRESSES]);
  });

  describe('on a started dev node', () => {
    let node: RunningSolanaNode;

    beforeAll(async () => {
      node = await startSolanaNode({ host: '127.0.0.1', port: 0 });
    });

    afterAll(async () => {
      await node?.close();
    });

    test('each mint has the table decimals and supply, minted by dev account 0; token account amounts equal the table', async () => {
      const rpc = createSolanaRpc(node.url);
      for (const token of splTokens) {
        const mint = await fetchMint(rpc, address(token.address));
        expect(mint.programAddress).toBe(TOKEN_PROGRAM_ADDRESS);
        expect(mint.data.decimals).toBe(token.decimals);
        expect(mint.data.supply).toBe(token.holdings.reduce((sum, holding) => sum + holding.amount, 0n));
        expect(mint.data.mintAuthority).toEqual({ __option: 'Some', value: FOYER_DEV_SOLANA_ADDRESSES[0] });
        for (const holding of token.holdings) {
          const account = await fetchToken(rpc, await tokenAccountOf(holding.holder, token.address));
          expect({ owner: account.data.owner, mint: account.data.mint, amount: account.data.amount }).toEqual({
            owner: holding.holder,
            mint: token.address,
            amount: holding.amount,
          });
        }
      }
    });

    test('the dev accounts did not pay for the seeding: each still holds FOYER_DEV_SOLANA_LAMPORTS', async () => {
      const rpc = createSolanaRpc(node.url);
      for (const holder of FOYER_DEV_SOLANA_ADDRESSES) {
        expect((await rpc.getBalance(address(holder)).send()).value).toBe(FOYER_DEV_SOLANA_LAMPORTS);
      }
    });
  });

  test('a second seeding of the same ledger sends no transaction and changes no amount', async () => {
    const ledger = createSolanaLedger();
    const first = await seedSplTokens(ledger);
    expect(first.mints.map((mint) => ({ created: mint.created, accounts: mint.tokenAccounts.length }))).toEqual(
      splTokens.map((token) => ({ created: true, accounts: token.holdings.length })),
    );
    const transactions = ledger.transactionCount();
    const accounts = await Promise.all(
      splTokens.flatMap((token) => token.holdings.map(async (holding) => ledger.getAccount(await tokenAccountOf(holding.holder, token.address)))),
    );

    const second = await seedSplTokens(ledger);
    expect(second.mints.map((mint) => ({ created: mint.created, accounts: mint.tokenAccounts }))).toEqual(splTokens.map(() => ({ created: false, accounts: [] })));
    expect(ledger.transactionCount()).toBe(transactions);
    const after = await Promise.all(
      splTokens.flatMap((token) => token.holdings.map(async (holding) => ledger.getAccount(await tokenAccountOf(holding.holder, token.address)))),
    );
    expect(after.map((account) => account?.data)).toEqual(accounts.map((account) => account?.data));
  });
});
