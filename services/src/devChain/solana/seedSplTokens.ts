import { createHash } from 'node:crypto';
import {
  address,
  appendTransactionMessageInstructions,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase16Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToInstruction,
} from '@solana-program/token';
import { FOYER_DEV_SOLANA_SEEDS, FOYER_DEV_TOKENS, foyerDevSolana, type FoyerDevToken } from '@foyer/kernel';
import type { SolanaLedger } from '../../solana/createSolanaLedger.js';

/** Lamports the seeding payer gets when it has work to do: rent of a mint and a few token accounts, plus fees. */
const SEEDER_LAMPORTS = 1_000_000_000n;

export type SeedSplTokensReturnType = {
  /** Every seeded mint with the token accounts it created now (empty on a second call). */
  mints: { symbol: string; mint: Address; created: boolean; tokenAccounts: Address[] }[];
};

/** A signer from a fixed label: SHA-256 of it is the Ed25519 seed, so the address never changes. */
async function labelSigner(label: string): Promise<KeyPairSigner> {
  return createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(createHash('sha256').update(label).digest()));
}

/** The signer of the mint account of `symbol` on the Solana dev node (its address is the kernel table's). */
export function devMintSigner(symbol: string): Promise<KeyPairSigner> {
  return labelSigner(`foyer dev solana mint ${symbol}`);
}

async function send(ledger: SolanaLedger, payer: KeyPairSigner, instructions: Instruction[]): Promise<void> {
  const lifetime = ledger.latestBlockhash();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight },
        draft,
      ),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  );
  ledger.send(await signTransactionMessageWithSigners(message), { skipPreflight: false });
}

/**
 * Seeds the Solana dev ledger with the SPL tokens of the kernel's `FOYER_DEV_TOKENS`: creates each mint (mint
 * authority: dev account 0) and the associated token account of every holder with its amount, as real transactions
 * of the SPL Token and Associated Token programs litesvm ships. A separate payer covers fees and rent, so the dev
 * accounts keep exactly `FOYER_DEV_SOLANA_LAMPORTS`. Idempotent: an existing mint or token account is left alone.
 *
 * @example
 * const ledger = createSolanaLedger();
 * await seedSplTokens(ledger); // fUSD: 500 to dev account 0, …
 */
export async function seedSplTokens(ledger: SolanaLedger): Promise<SeedSplTokensReturnType> {
  const tokens = FOYER_DEV_TOKENS.filter((token) => token.standard === 'spl' && token.caipNetworkId === foyerDevSolana.caipNetworkId);
  const authoritySeed = FOYER_DEV_SOLANA_SEEDS[0];
  const authority = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(authoritySeed)));
  const payer = await labelSigner('foyer dev solana seeder');
  let funded = false;
  const fundPayer = (): void => {
    if (!funded) ledger.fund(payer.address, SEEDER_LAMPORTS);
    funded = true;
  };

  const mints: SeedSplTokensReturnType['mints'] = [];
  for (const token of tokens) mints.push(await seedMint(ledger, token, { payer, authority, fundPayer }));
  return { mints };
}

async function seedMint(
  ledger: SolanaLedger,
  token: FoyerDevToken,
  signers: { payer: KeyPairSigner; authority: KeyPairSigner; fundPayer: () => void },
): Promise<SeedSplTokensReturnType['mints'][number]> {
  const { payer, authority, fundPayer } = signers;
  const mint = await devMintSigner(token.symbol);
  if (mint.address !== token.address) {
    throw new Error(`${token.symbol}: the kernel table (shared-kernel/src/networks/devAssets.ts) says mint ${token.address}, its seed gives ${mint.address}`);
  }
  const created = ledger.getAccount(mint.address) === null;
  if (created) {
    fundPayer();
    const space = BigInt(getMintSize());
    await send(ledger, payer, [
      getCreateAccountInstruction({ payer, newAccount: mint, lamports: ledger.minimumBalanceForRentExemption(space), space, programAddress: TOKEN_PROGRAM_ADDRESS }),
      getInitializeMint2Instruction({ mint: mint.address, decimals: token.decimals, mintAuthority: authority.address }),
    ]);
  }

  const tokenAccounts: Address[] = [];
  for (const holding of token.holdings) {
    const owner = address(holding.holder);
    const [ata] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    if (ledger.getAccount(ata) !== null) continue;
    fundPayer();
    await send(ledger, payer, [
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner, mint: mint.address }),
      getMintToInstruction({ mint: mint.address, token: ata, mintAuthority: authority, amount: holding.amount }),
    ]);
    tokenAccounts.push(ata);
  }
  return { symbol: token.symbol, mint: mint.address, created, tokenAccounts };
}
