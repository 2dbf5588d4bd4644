import { getBase64Decoder } from '@solana/kit';
import { z } from 'zod';
import { ProviderRpcError } from '@foyer/kernel';
import type { RpcMethod } from './createSolanaRpcMethods.js';
import { parseParams } from './parseParams.js';
import { uiTokenAmount } from './splTokenAccounts.js';
import type { RecordedTokenBalance, RecordedTransaction, SolanaTransactionHistory } from './recordTransactionHistory.js';
import { addressSchema, commitmentSchema, signatureSchema, u64Schema } from './rpcSchemas.js';

/** agave `rpc_custom_error.rs`: JSON_RPC_SERVER_ERROR_UNSUPPORTED_TRANSACTION_VERSION. */
const UNSUPPORTED_TRANSACTION_VERSION = -32015;
/** A node's largest `getSignaturesForAddress` page. */
const MAX_SIGNATURES = 1000;

const signaturesConfigSchema = z
  .looseObject({
    limit: z.number().int().min(1).max(MAX_SIGNATURES).optional(),
    before: signatureSchema.optional(),
    until: signatureSchema.optional(),
    commitment: commitmentSchema.optional(),
    minContextSlot: u64Schema.optional(),
  })
  .optional();

const transactionEncodingSchema = z.enum(['json', 'base64']);
const transactionConfigSchema = z
  .union([
    transactionEncodingSchema,
    z.looseObject({
      encoding: transactionEncodingSchema.optional(),
      commitment: commitmentSchema.optional(),
      maxSupportedTransactionVersion: z.number().int().nonnegative().optional(),
    }),
  ])
  .optional();

function uiTokenBalance(balance: RecordedTokenBalance): unknown {
  const { accountIndex, mint, owner, programId } = balance;
  return { accountIndex, mint, owner, programId, uiTokenAmount: uiTokenAmount(balance.amount, balance.decimals) };
}

function transactionJson(recorded: RecordedTransaction, encoding: 'json' | 'base64'): unknown {
  const transaction =
    encoding === 'base64'
      ? [getBase64Decoder().decode(recorded.wireTransaction), 'base64']
      : {
          signatures: recorded.signatures,
          message: {
            accountKeys: recorded.accountKeys,
            header: recorded.header,
            recentBlockhash: recorded.recentBlockhash,
            instructions: recorded.instructions.map((instruction) => ({ ...instruction, stackHeight: null })),
            ...(recorded.version === 'legacy' ? {} : { addressTableLookups: [] }),
          },
        };
  return {
    slot: recorded.slot,
    blockTime: recorded.blockTime,
    version: recorded.version,
    meta: {
      err: recorded.err,
      status: recorded.err === null ? { Ok: null } : { Err: recorded.err },
      fee: recorded.fee,
      preBalances: recorded.preBalances,
      postBalances: recorded.postBalances,
      preTokenBalances: recorded.preTokenBalances.map(uiTokenBalance),
      postTokenBalances: recorded.postTokenBalances.map(uiTokenBalance),
      innerInstructions: [],
      logMessages: [],
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
    },
    transaction,
  };
}

/**
 * The dev node's history methods, in a Solana node's shapes: `getSignaturesForAddress` (newest first, `limit` ≤ 1000,
 * `before` / `until`) and `getTransaction` (`json` or `base64`; a version-0 transaction needs
 * `maxSupportedTransactionVersion: 0`, as on a cluster).
 * @example
 * const methods = { ...createSolanaRpcMethods(ledger, options), ...createHistoryRpcMethods(history) };
 */
export function createHistoryRpcMethods(history: SolanaTransactionHistory): Record<string, RpcMethod> {
  return {
    getSignaturesForAddress(params) {
      const [address, config] = parseParams(z.tuple([addressSchema, signaturesConfigSchema]), params);
      return history.forAddress(address, { limit: config?.limit ?? MAX_SIGNATURES, before: config?.before, until: config?.until }).map((item) => ({
        signature: item.signature,
        slot: item.slot,
        err: item.err,
        memo: null,
        blockTime: item.blockTime,
        confirmationStatus: 'finalized',
      }));
    },
    getTransaction(params) {
      const [signature, config] = parseParams(z.tuple([signatureSchema, transactionConfigSchema]), params);
      const recorded = history.get(signature);
      if (recorded === undefined) return null;
      const options = typeof config === 'string' ? { encoding: config } : (config ?? {});
      const maxVersion = 'maxSupportedTransactionVersion' in options ? options.maxSupportedTransactionVersion : undefined;
      if (recorded.version === 0 && maxVersion === undefined) {
        throw new ProviderRpcError(
          UNSUPPORTED_TRANSACTION_VERSION,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      return transactionJson(recorded, options.encoding ?? 'json');
    },
  };
}
