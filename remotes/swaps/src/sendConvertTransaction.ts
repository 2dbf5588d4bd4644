import { BaseError, RECEIPT_POLL_MS, waitForEvmReceipt, type CaipNetworkId, type ConvertTransaction, type ProxyRpcEndpoint } from '@foyer/kernel';
import type { SwapsApi } from './SwapsApi.js';

/** The chain answered that the transaction failed (status 0), or never included it in time. */
export class SwapTransactionError extends BaseError {
  override name = 'SwapTransactionError';
  override code = 'SWAP_TRANSACTION_FAILED' as const;
  constructor(shortMessage: string, hash: string) {
    super(shortMessage, { details: `Transaction ${hash}` });
  }
}

export type SendConvertTransactionParameters = {
  api: SwapsApi;
  /** The services' RPC proxy (receipts are read through it) and the project. */
  endpoint: ProxyRpcEndpoint;
  address: string;
  caipNetworkId: CaipNetworkId;
  tx: ConvertTransaction;
  /** How long to wait between receipt checks (tests shorten it). */
  pollMs?: number;
};

/**
 * Has the wallet sign and send a transaction the convert service built (an approval or a swap), then
 * reads its receipt through the services' RPC proxy until it is mined. Resolves to the hash once mined
 * with status 1; rejects with the wallet's error (a rejection keeps code 4001) or `SwapTransactionError`.
 * `onSent` runs once the wallet answered with the hash.
 */
export async function sendConvertTransaction(parameters: SendConvertTransactionParameters, onSent?: (hash: string) => void): Promise<string> {
  const { api, endpoint, address, caipNetworkId, tx, pollMs = RECEIPT_POLL_MS } = parameters;
  const value = BigInt(tx.value);
  const transaction = { to: tx.to, data: tx.data, ...(value === 0n ? {} : { value: `0x${value.toString(16)}` as const }) };
  const { hash } = await api.sendTransaction({ namespace: 'eip155', address, caipNetworkId, transaction });
  onSent?.(hash);
  const outcome = await waitForEvmReceipt({ endpoint, caipNetworkId, hash, pollMs });
  if (outcome === 'reverted') throw new SwapTransactionError('Transaction failed on chain', hash);
  if (outcome === 'timeout') throw new SwapTransactionError('The transaction was not mined in time', hash);
  return hash;
}
