import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  type Address,
  type Transaction,
} from '@solana/kit';
import type { SolanaLedger } from './createSolanaLedger.js';
import { LAMPORTS_PER_SIGNATURE } from './createSolanaLedger.js';
import { decodeMintAccount, decodeTokenAccount } from './splTokenAccounts.js';
import type { TransactionErrorJson } from './transactionErrorJson.js';

/** A token account's balance before or after a transaction, in the shape of a node's `preTokenBalances`. */
export type RecordedTokenBalance = { accountIndex: number; mint: string; owner: string; programId: string; amount: bigint; decimals: number };

/** One landed transaction with what `getTransaction` answers about it. */
export type RecordedTransaction = {
  signature: string;
  slot: bigint;
  /** Seconds since the epoch when it landed. */
  blockTime: number;
  err: TransactionErrorJson | null;
  fee: bigint;
  version: 0 | 'legacy';
  signatures: string[];
  accountKeys: string[];
  header: { numRequiredSignatures: number; numReadonlySignedAccounts: number; numReadonlyUnsignedAccounts: number };
  recentBlockhash: string;
  instructions: { programIdIndex: number; accounts: number[]; data: string }[];
  wireTransaction: Uint8Array;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: RecordedTokenBalance[];
  postTokenBalances: RecordedTokenBalance[];
};

export type SolanaTransactionHistory = {
  get(signature: string): RecordedTransaction | undefined;
  /** Transactions naming `address` among their accounts, newest first, strictly older than `before` and newer than `until`. */
  forAddress(address: string, options: { limit: number; before?: string; until?: string }): RecordedTransaction[];
};

const base58 = getBase58Decoder();

function tokenBalances(ledger: SolanaLedger, keys: readonly string[]): RecordedTokenBalance[] {
  const balances: RecordedTokenBalance[] = [];
  keys.forEach((key, accountIndex) => {
    const account = ledger.getAccount(key as Address);
    const token = decodeTokenAccount(account);
    if (account === null || token === null) return;
    const mint = decodeMintAccount(ledger.getAccount(token.mint));
    balances.push({ accountIndex, mint: token.mint, owner: token.owner, programId: account.programAddress, amount: token.amount, decimals: mint?.decimals ?? 0 });
  });
  return balances;
}

/**
 * Wraps `ledger` so every transaction it lands is kept with its balances before and after (lamports and SPL token
 * accounts): what the node's `getSignaturesForAddress` and `getTransaction` answer from. In memory, like the ledger.
 * @example
 * const { ledger, history } = recordTransactionHistory(createSolanaLedger());
 */
export function recordTransactionHistory(inner: SolanaLedger): { ledger: SolanaLedger; history: SolanaTransactionHistory } {
  const messageDecoder = getCompiledTransactionMessageDecoder();
  const wireEncoder = getTransactionEncoder();
  const bySignature = new Map<string, RecordedTransaction>();
  const byAddress = new Map<string, RecordedTransaction[]>();

  const send = (transaction: Transaction, options: { skipPreflight: boolean }): string => {
    const message = messageDecoder.decode(transaction.messageBytes);
    const keys: string[] = message.staticAccounts.map(String);
    const lamportsOf = (): bigint[] => keys.map((key) => inner.getAccount(key as Address)?.lamports ?? 0n);
    const preBalances = lamportsOf();
    const preTokenBalances = tokenBalances(inner, keys);
    const signature = inner.send(transaction, options);
    const status = inner.signatureStatus(signature);
    const numSigners = message.header.numSignerAccounts;
    const recorded: RecordedTransaction = {
      signature,
      slot: status?.slot ?? inner.slot(),
      blockTime: Math.floor(Date.now() / 1000),
      err: status?.err ?? null,
      fee: BigInt(numSigners) * LAMPORTS_PER_SIGNATURE,
      version: message.version === 'legacy' ? 'legacy' : 0,
      signatures: keys.slice(0, numSigners).map((key) => {
        const bytes = transaction.signatures[key as Address];
        return bytes ? base58.decode(bytes) : '';
      }),
      accountKeys: keys,
      header: {
        numRequiredSignatures: numSigners,
        numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      },
      recentBlockhash: message.lifetimeToken,
      instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
        programIdIndex: instruction.programAddressIndex,
        accounts: [...(instruction.accountIndices ?? [])],
        data: base58.decode(instruction.data ?? new Uint8Array(0)),
      })),
      wireTransaction: new Uint8Array(wireEncoder.encode(transaction)),
      preBalances,
      postBalances: lamportsOf(),
      preTokenBalances,
      postTokenBalances: tokenBalances(inner, keys),
    };
    bySignature.set(signature, recorded);
    for (const key of new Set(keys)) {
      const list = byAddress.get(key) ?? [];
      list.push(recorded);
      byAddress.set(key, list);
    }
    return signature;
  };

  const history: SolanaTransactionHistory = {
    get: (signature) => bySignature.get(signature),
    forAddress(address, { limit, before, until }) {
      const list = byAddress.get(address) ?? [];
      const found: RecordedTransaction[] = [];
      let started = before === undefined;
      for (let index = list.length - 1; index >= 0 && found.length < limit; index -= 1) {
        const item = list[index] as RecordedTransaction;
        if (!started) {
          started = item.signature === before;
          continue;
        }
        if (item.signature === until) break;
        found.push(item);
      }
      return found;
    },
  };
  return { ledger: { ...inner, send }, history };
}
