import {
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  type Address,
  type EncodedAccount,
  type Transaction,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import { SOLANA_RPC_ERROR_CODES } from './solanaRpcErrorCodes.js';
import { describeTransactionError, transactionErrorJson, type TransactionErrorJson } from './transactionErrorJson.js';

/** How many blocks a blockhash stays valid for, as on Solana. */
export const BLOCKHASH_VALIDITY_BLOCKS = 150n;
/** Lamports charged per signature (Solana's default fee rate, which litesvm charges). */
export const LAMPORTS_PER_SIGNATURE = 5000n;

const SYSTEM_PROGRAM = '11111111111111111111111111111111';

/** Errors of transactions a cluster drops before they land (no fee, no status). */
const NOT_LANDED = new Set<TransactionErrorJson>([
  'AccountNotFound',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'MissingSignatureForFee',
  'SanitizeFailure',
  'SignatureFailure',
]);

function preflightFailure(err: TransactionErrorJson, logs: readonly string[], unitsConsumed: bigint): ProviderRpcError {
  const code =
    err === 'SignatureFailure'
      ? SOLANA_RPC_ERROR_CODES.TRANSACTION_SIGNATURE_VERIFICATION_FAILURE
      : SOLANA_RPC_ERROR_CODES.SEND_TRANSACTION_PREFLIGHT_FAILURE;
  return new ProviderRpcError(code, `Transaction simulation failed: ${describeTransactionError(err)}`, {
    data: { err, logs, accounts: null, unitsConsumed, returnData: null },
  });
}

/** The outcome of a landed transaction, kept for `getSignatureStatuses` and `signatureSubscribe`. */
export type SignatureStatus = { slot: bigint; err: TransactionErrorJson | null };

/** One landed transaction: it produced a new slot. */
export type CommitEvent = { signature: string; slot: bigint; err: TransactionErrorJson | null };

export type SimulationResult = {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  /** The accounts after the transaction (for `simulateTransaction`'s `accounts` option). */
  postAccounts: readonly EncodedAccount[];
};

export type SolanaLedger = {
  slot(): bigint;
  blockHeight(): bigint;
  transactionCount(): bigint;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint };
  isBlockhashValid(blockhash: string): boolean;
  getAccount(address: Address): EncodedAccount | null;
  /** Every account owned by `program` (for `getTokenAccountsByOwner`). */
  getProgramAccounts(program: Address): EncodedAccount[];
  /** Sets an account's lamports outside any transaction (dev funding at start). */
  fund(address: Address, lamports: bigint): void;
  minimumBalanceForRentExemption(dataLength: bigint): bigint;
  /** Lands `transaction` and resolves its signature; rejects with a ProviderRpcError like a node's preflight. */
  send(transaction: Transaction, options: { skipPreflight: boolean }): string;
  simulate(transaction: Transaction, options: { replaceRecentBlockhash: boolean; sigVerify: boolean }): SimulationResult;
  airdrop(address: Address, lamports: bigint): string;
  signatureStatus(signature: string): SignatureStatus | null;
  /** Calls `listener` after every landed transaction; returns the unsubscribe function. */
  onCommit(listener: (event: CommitEvent) => void): () => void;
};

function errorText(error: unknown): string {
  // litesvm's native errors JSON.stringify to {}; their toString() says what went wrong.
  return error instanceof Error ? error.message : String(error);
}

function firstSignature(transaction: Transaction): string {
  const bytes = Object.values(transaction.signatures)[0];
  if (!bytes) throw new ProviderRpcError(SOLANA_RPC_ERROR_CODES.TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, 'Transaction signature verification failure');
  return getBase58Decoder().decode(bytes);
}

/** Whether the message's first instruction is the System program's AdvanceNonceAccount (a durable-nonce transaction). */
function usesDurableNonce(message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>): boolean {
  if (!('instructions' in message)) return false;
  const first = message.instructions[0];
  if (!first) return false;
  const program = message.staticAccounts[first.programAddressIndex];
  const data = first.data;
  return program === SYSTEM_PROGRAM && data !== undefined && data.length >= 4 && data[0] === 4 && data[1] === 0 && data[2] === 0 && data[3] === 0;
}

/**
 * An in-process Solana ledger over litesvm with the bookkeeping a JSON-RPC node needs: slots and block
 * height that advance with every landed transaction, a fresh blockhash after each (litesvm's own check
 * is off; this ledger accepts the last 150 blockhashes, as a cluster does), signature statuses and
 * commit events.
 * @example
 * const ledger = createSolanaLedger();
 * ledger.fund(address('H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA'), 1_000_000_000n);
 */
export function createSolanaLedger(): SolanaLedger {
  const svm = new LiteSVM().withBlockhashCheck(false);
  const messageDecoder = getCompiledTransactionMessageDecoder();
  const statuses = new Map<string, SignatureStatus>();
  const listeners = new Set<(event: CommitEvent) => void>();
  /** Blockhash -> last block height it is valid at. */
  const blockhashes = new Map<string, bigint>();
  let slot = svm.getClock().slot;
  let blockHeight = 0n;
  let transactionCount = 0n;

  const rememberBlockhash = (): void => {
    blockhashes.set(svm.latestBlockhash(), blockHeight + BLOCKHASH_VALIDITY_BLOCKS);
    for (const [hash, lastValid] of blockhashes) {
      if (lastValid >= blockHeight) break;
      blockhashes.delete(hash);
    }
  };
  rememberBlockhash();

  const commit = (signature: string, err: TransactionErrorJson | null): void => {
    slot += 1n;
    blockHeight += 1n;
    transactionCount += 1n;
    statuses.set(signature, { slot, err });
    svm.warpToSlot(slot);
    svm.expireBlockhash();
    rememberBlockhash();
    for (const listener of [...listeners]) listener({ signature, slot, err });
  };

  const isBlockhashValid = (blockhash: string): boolean => {
    const lastValid = blockhashes.get(blockhash);
    return lastValid !== undefined && lastValid >= blockHeight;
  };

  const checkLifetime = (transaction: Transaction): void => {
    let message;
    try {
      message = messageDecoder.decode(transaction.messageBytes);
    } catch (error) {
      throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `invalid transaction: ${errorText(error)}`);
    }
    if (!isBlockhashValid(message.lifetimeToken) && !usesDurableNonce(message)) throw preflightFailure('BlockhashNotFound', [], 0n);
  };

  const simulate: SolanaLedger['simulate'] = (transaction, options) => {
    if (!options.replaceRecentBlockhash) checkLifetime(transaction);
    svm.withSigverify(options.sigVerify);
    let result;
    try {
      result = svm.simulateTransaction(transaction);
    } catch (error) {
      throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `invalid transaction: ${errorText(error)}`);
    } finally {
      svm.withSigverify(true);
    }
    if (result instanceof FailedTransactionMetadata) {
      const meta = result.meta();
      return { err: transactionErrorJson(result.err()), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: [] };
    }
    const meta = result.meta();
    return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed(), postAccounts: result.postAccounts() };
  };

  return {
    slot: () => slot,
    blockHeight: () => blockHeight,
    transactionCount: () => transactionCount,
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: blockHeight + BLOCKHASH_VALIDITY_BLOCKS }),
    isBlockhashValid,
    getAccount(address) {
      const account = svm.getAccount(address);
      return account.exists ? account : null;
    },
    getProgramAccounts: (program) => svm.getProgramAccounts(program),
    fund(address, lamports) {
      const account = svm.getAccount(address);
      svm.setAccount(
        account.exists
          ? { ...account, lamports: lamports as EncodedAccount['lamports'] }
          : {
              address,
              executable: false,
              lamports: lamports as EncodedAccount['lamports'],
              programAddress: SYSTEM_PROGRAM as Address,
              space: 0n,
              data: new Uint8Array(0),
            },
      );
    },
    minimumBalanceForRentExemption: (dataLength) => svm.minimumBalanceForRentExemption(dataLength),
    send(transaction, options) {
      const signature = firstSignature(transaction);
      if (statuses.has(signature)) {
        throw preflightFailure('AlreadyProcessed', [], 0n);
      }
      checkLifetime(transaction);
      if (!options.skipPreflight) {
        const preflight = simulate(transaction, { replaceRecentBlockhash: false, sigVerify: true });
        if (preflight.err !== null) throw preflightFailure(preflight.err, preflight.logs, preflight.unitsConsumed);
      }
      let result;
      try {
        result = svm.sendTransaction(transaction);
      } catch (error) {
        throw new ProviderRpcError(SOLANA_RPC_ERROR_CODES.TRANSACTION_SIGNATURE_VERIFICATION_FAILURE, `Transaction signature verification failure: ${errorText(error)}`);
      }
      if (result instanceof FailedTransactionMetadata) {
        const err = transactionErrorJson(result.err());
        const meta = result.meta();
        if (NOT_LANDED.has(err)) throw preflightFailure(err, meta.logs(), meta.computeUnitsConsumed());
        commit(signature, err);
      } else {
        commit(signature, null);
      }
      return signature;
    },
    simulate,
    airdrop(address, lamports) {
      const result = svm.airdrop(address, lamports as EncodedAccount['lamports']);
      if (result === null || result instanceof FailedTransactionMetadata) {
        const reason = result === null ? 'no result' : describeTransactionError(transactionErrorJson(result.err()));
        throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INTERNAL_ERROR, `airdrop request failed: ${reason}`);
      }
      const signature = getBase58Decoder().decode(result.signature());
      commit(signature, null);
      return signature;
    },
    signatureStatus: (signature) => statuses.get(signature) ?? null,
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
