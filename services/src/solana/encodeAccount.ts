import { getBase58Decoder, getBase64Decoder, type EncodedAccount } from '@solana/kit';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';
import type { AccountConfig } from './rpcSchemas.js';

/** The rent epoch a Solana node reports for rent-exempt accounts (u64::MAX). */
const RENT_EXEMPT_EPOCH = 2n ** 64n - 1n;

/** An account as `getAccountInfo` writes it. */
export type AccountJson = {
  lamports: bigint;
  owner: string;
  data: string | [string, string];
  executable: boolean;
  rentEpoch: bigint;
  space: bigint;
};

/**
 * The JSON-RPC form of an account in the encoding asked for: `[data, 'base64']`, `[data, 'base58']`, or
 * a bare base58 string when no encoding is given (the node's legacy default). `jsonParsed` falls back to
 * base64, as a node does for accounts it has no parser for.
 * @example
 * encodeAccount(account, { encoding: 'base64' }).data // ['', 'base64']
 */
export function encodeAccount(account: EncodedAccount, config: AccountConfig): AccountJson {
  const slice = config?.dataSlice;
  const bytes = slice ? account.data.slice(slice.offset, slice.offset + slice.length) : account.data;
  let data: AccountJson['data'];
  switch (config?.encoding) {
    case undefined:
    case 'binary':
      data = getBase58Decoder().decode(bytes);
      break;
    case 'base58':
      data = [getBase58Decoder().decode(bytes), 'base58'];
      break;
    case 'base64':
    case 'jsonParsed':
      data = [getBase64Decoder().decode(bytes), 'base64'];
      break;
    default:
      throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `Invalid params: encoding ${String(config?.encoding)} is not supported by this node`);
  }
  return {
    lamports: account.lamports,
    owner: account.programAddress,
    data,
    executable: account.executable,
    rentEpoch: RENT_EXEMPT_EPOCH,
    space: BigInt(account.data.length),
  };
}
