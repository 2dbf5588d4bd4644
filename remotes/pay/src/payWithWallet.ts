import { BaseError, encodeErc20Transfer, parseUnits, RECEIPT_POLL_MS, waitForEvmReceipt, type CaipNetworkId, type PayRequest, type ProxyRpcEndpoint } from '@foyer/kernel';
import type { PayApi } from './PayApi.js';

/** The payment's transaction was not mined successfully (reverted, or no receipt in time). */
export class PaymentNotMinedError extends BaseError {
  override name = 'PaymentNotMinedError';
  override code = 'PAYMENT_NOT_MINED' as const;
  constructor(hash: string, details: string) {
    super('Payment failed', { details: `${hash}: ${details}` });
  }
}

export type PayWithWalletParameters = {
  api: PayApi;
  /** The services' RPC proxy (receipts are read through it). */
  endpoint: ProxyRpcEndpoint;
  request: PayRequest;
  /** The connected account paying (the active account on the request's network). */
  from: string;
  /** Between receipt checks (tests shorten it). */
  pollMs?: number;
};

/**
 * Pays `request` from the connected EVM account: the wallet signs and sends a native value transfer
 * or the token's ERC-20 `transfer`, then the chain is polled until the transaction is mined. Resolves
 * to its hash; rejects with the wallet's error (a rejection keeps code 4001) or `PaymentNotMinedError`.
 * @example
 * const hash = await payWithWallet({ api, endpoint: services, request, from: address })
 */
export async function payWithWallet({ api, endpoint, request, from, pollMs = RECEIPT_POLL_MS }: PayWithWalletParameters): Promise<string> {
  const { recipient, paymentAsset } = request;
  const amount = parseUnits(request.amount, paymentAsset.metadata.decimals) ?? 0n;
  const caipNetworkId = paymentAsset.network as CaipNetworkId;
  const transaction =
    paymentAsset.asset === 'native'
      ? { to: recipient, value: `0x${amount.toString(16)}` as const }
      : { to: paymentAsset.asset, data: encodeErc20Transfer(recipient, amount) };
  const { hash } = await api.sendTransaction({ namespace: 'eip155', address: from, caipNetworkId, transaction });
  const outcome = await waitForEvmReceipt({ endpoint, caipNetworkId, hash, pollMs });
  if (outcome === 'reverted') throw new PaymentNotMinedError(hash, 'reverted on chain');
  if (outcome === 'timeout') throw new PaymentNotMinedError(hash, 'not mined in time');
  return hash;
}
