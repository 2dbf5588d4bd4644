import { getBase64Encoder, getCompiledTransactionMessageDecoder, type Address } from '@solana/kit';
import { z } from 'zod';
import type { SolanaLedger } from './createSolanaLedger.js';
import { LAMPORTS_PER_SIGNATURE } from './createSolanaLedger.js';
import { decodeWireTransaction } from './decodeWireTransaction.js';
import { encodeAccount } from './encodeAccount.js';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import { parseParams } from './parseParams.js';
import { decodeMintAccount, decodeTokenAccount, encodeTokenAccount, isSplTokenProgram, uiTokenAmount } from './splTokenAccounts.js';
import {
  accountConfigSchema,
  accountEncodingSchema,
  addressSchema,
  commitmentConfigSchema,
  commitmentSchema,
  signatureSchema,
  u64Schema,
  wireEncodingSchema,
} from './rpcSchemas.js';

/** The solana-core version this node answers `getVersion` with (the RPC surface it follows). */
export const SOLANA_CORE_VERSION = '2.2.0';
const SLOTS_PER_EPOCH = 432_000n;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_MULTIPLE_ACCOUNTS = 100;

/** A JSON-RPC method: `params` in, result out (or a thrown ProviderRpcError). */
export type RpcMethod = (params: unknown) => unknown;

const sendConfigSchema = z
  .looseObject({
    encoding: wireEncodingSchema.optional(),
    skipPreflight: z.boolean().optional(),
    preflightCommitment: commitmentSchema.optional(),
    maxRetries: z.number().int().nonnegative().optional(),
    minContextSlot: u64Schema.optional(),
  })
  .optional();

const simulateConfigSchema = z
  .looseObject({
    encoding: wireEncodingSchema.optional(),
    sigVerify: z.boolean().optional(),
    replaceRecentBlockhash: z.boolean().optional(),
    commitment: commitmentSchema.optional(),
    minContextSlot: u64Schema.optional(),
    innerInstructions: z.boolean().optional(),
    accounts: z
      .object({ addresses: z.array(addressSchema).max(MAX_MULTIPLE_ACCOUNTS), encoding: accountEncodingSchema.optional() })
      .optional(),
  })
  .optional();

const noParams = z.tuple([commitmentConfigSchema]);

/** `getTokenAccountsByOwner`'s filter: exactly one of a mint or a token program. */
const tokenAccountsFilterSchema = z.union([z.strictObject({ mint: addressSchema }), z.strictObject({ programId: addressSchema })]);

/**
 * The HTTP JSON-RPC methods of the dev Solana node, answered from `ledger` in the shapes of a Solana
 * node (agave 2.x): `{ context: { slot }, value }` where the node wraps, numbers as u64.
 * @example
 * const methods = createSolanaRpcMethods(ledger, { genesisHash: FOYER_DEV_SOLANA_GENESIS_HASH });
 * methods.getSlot?.([]) // 447552001n
 */
export function createSolanaRpcMethods(ledger: SolanaLedger, options: { genesisHash: string }): Record<string, RpcMethod> {
  const context = (): { slot: bigint; apiVersion: string } => ({ slot: ledger.slot(), apiVersion: SOLANA_CORE_VERSION });
  const withContext = <value>(value: value): { context: ReturnType<typeof context>; value: value } => ({ context: context(), value });

  return {
    getBalance(params) {
      const [address] = parseParams(z.tuple([addressSchema, commitmentConfigSchema]), params);
      return withContext(ledger.getAccount(address)?.lamports ?? 0n);
    },
    getLatestBlockhash(params) {
      parseParams(noParams, params);
      return withContext(ledger.latestBlockhash());
    },
    isBlockhashValid(params) {
      const [blockhash] = parseParams(z.tuple([z.string().min(1), commitmentConfigSchema]), params);
      return withContext(ledger.isBlockhashValid(blockhash));
    },
    sendTransaction(params) {
      const [encoded, config] = parseParams(z.tuple([z.string(), sendConfigSchema]), params);
      const transaction = decodeWireTransaction(encoded, config?.encoding);
      return ledger.send(transaction, { skipPreflight: config?.skipPreflight ?? false });
    },
    simulateTransaction(params) {
      const [encoded, config] = parseParams(z.tuple([z.string(), simulateConfigSchema]), params);
      const sigVerify = config?.sigVerify ?? false;
      const replaceRecentBlockhash = config?.replaceRecentBlockhash ?? false;
      if (sigVerify && replaceRecentBlockhash) {
        throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid params: sigVerify may not be used with replaceRecentBlockhash');
      }
      const transaction = decodeWireTransaction(encoded, config?.encoding);
      const result = ledger.simulate(transaction, { sigVerify, replaceRecentBlockhash });
      const requested = config?.accounts;
      const accounts =
        requested === undefined
          ? null
          : requested.addresses.map((address) => {
              const account = result.postAccounts.find((item) => item.address === address) ?? ledger.getAccount(address);
              return account ? encodeAccount(account, { encoding: requested.encoding ?? 'base64' }) : null;
            });
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        ...(replaceRecentBlockhash ? { replacementBlockhash: ledger.latestBlockhash() } : {}),
      });
    },
    getSignatureStatuses(params) {
      const [signatures] = parseParams(
        z.tuple([z.array(signatureSchema).max(MAX_SIGNATURE_STATUSES), z.looseObject({ searchTransactionHistory: z.boolean().optional() }).optional()]),
        params,
      );
      return withContext(
        signatures.map((signature) => {
          const status = ledger.signatureStatus(signature);
          if (status === null) return null;
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          };
        }),
      );
    },
    getAccountInfo(params) {
      const [address, config] = parseParams(z.tuple([addressSchema, accountConfigSchema]), params);
      const account = ledger.getAccount(address);
      return withContext(account ? encodeAccount(account, config) : null);
    },
    getMultipleAccounts(params) {
      const [addresses, config] = parseParams(z.tuple([z.array(addressSchema).max(MAX_MULTIPLE_ACCOUNTS), accountConfigSchema]), params);
      return withContext(
        addresses.map((address) => {
          const account = ledger.getAccount(address);
          return account ? encodeAccount(account, config) : null;
        }),
      );
    },
    getTokenAccountsByOwner(params) {
      const [owner, filter, config] = parseParams(z.tuple([addressSchema, tokenAccountsFilterSchema, accountConfigSchema]), params);
      let program: Address;
      if ('mint' in filter) {
        const mint = ledger.getAccount(filter.mint);
        if (decodeMintAccount(mint) === null || mint === null) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid param: could not find mint');
        program = mint.programAddress;
      } else {
        if (!isSplTokenProgram(filter.programId)) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid param: unrecognized Token program id');
        program = filter.programId;
      }
      const decimals = new Map<string, number | null>();
      const decimalsOf = (mint: Address): number | null => {
        if (!decimals.has(mint)) decimals.set(mint, decodeMintAccount(ledger.getAccount(mint))?.decimals ?? null);
        return decimals.get(mint) ?? null;
      };
      return withContext(
        ledger.getProgramAccounts(program).flatMap((account) => {
          const token = decodeTokenAccount(account);
          if (token === null || token.owner !== owner || ('mint' in filter && token.mint !== filter.mint)) return [];
          const mintDecimals = decimalsOf(token.mint);
          if (mintDecimals === null) return [];
          return [{ pubkey: account.address, account: encodeTokenAccount(account, token, mintDecimals, config) }];
        }),
      );
    },
    getTokenAccountBalance(params) {
      const [address] = parseParams(z.tuple([addressSchema, commitmentConfigSchema]), params);
      const account = ledger.getAccount(address);
      if (account === null) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid param: could not find account');
      const token = decodeTokenAccount(account);
      const mintDecimals = token === null ? undefined : decodeMintAccount(ledger.getAccount(token.mint))?.decimals;
      if (token === null || mintDecimals === undefined) throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, 'Invalid param: not a Token account');
      return withContext(uiTokenAmount(token.amount, mintDecimals));
    },
    getMinimumBalanceForRentExemption(params) {
      const [dataLength] = parseParams(z.tuple([u64Schema, commitmentConfigSchema]), params);
      return ledger.minimumBalanceForRentExemption(dataLength);
    },
    requestAirdrop(params) {
      const [address, lamports] = parseParams(z.tuple([addressSchema, u64Schema, commitmentConfigSchema]), params);
      return ledger.airdrop(address, lamports);
    },
    getSlot(params) {
      parseParams(noParams, params);
      return ledger.slot();
    },
    getBlockHeight(params) {
      parseParams(noParams, params);
      return ledger.blockHeight();
    },
    getTransactionCount(params) {
      parseParams(noParams, params);
      return ledger.transactionCount();
    },
    getEpochInfo(params) {
      parseParams(noParams, params);
      const slot = ledger.slot();
      return {
        absoluteSlot: slot,
        blockHeight: ledger.blockHeight(),
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount(),
      };
    },
    getVersion(params) {
      parseParams(z.tuple([]), params);
      return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 };
    },
    getHealth(params) {
      parseParams(z.tuple([]), params);
      return 'ok';
    },
    getGenesisHash(params) {
      parseParams(z.tuple([]), params);
      return options.genesisHash;
    },
    getFeeForMessage(params) {
      const [encoded] = parseParams(z.tuple([z.string(), commitmentConfigSchema]), params);
      let message;
      try {
        message = getCompiledTransactionMessageDecoder().decode(new Uint8Array(getBase64Encoder().encode(encoded)));
      } catch (error) {
        throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `Invalid params: invalid message (${error instanceof Error ? error.message : String(error)})`);
      }
      const fee = ledger.isBlockhashValid(message.lifetimeToken) ? BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE : null;
      return withContext(fee);
    },
  };
}
