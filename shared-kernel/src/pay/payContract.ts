import { PAYMENT_FAILED_MESSAGE } from './paymentFailedMessage.js';

/**
 * Pay (spec §4 pay, §6 "pay on → email and social off"): the instance method `foyer.pay(options)` in
 * AppKit Pay's shape, shared by the shell (which validates and opens `view-Pay`) and the `pay` remote
 * (which pays from the connected wallet or through the onramp).
 * @example
 * const result = await foyer.pay({
 *   recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
 *   amount: 5,
 *   paymentAsset: { network: 'eip155:31337', asset: '0xe1c25CA7196d3bDb611639f09af19E4d98A9410f', metadata: { name: 'Foyer USD', symbol: 'fUSD', decimals: 6 } },
 * })
 * if (result.success) console.log(result.result) // the transaction hash, once mined
 */
export type PaymentAsset = {
  /** CAIP-2 network, e.g. `eip155:31337`. */
  network: string;
  /** The token contract (EVM) or mint (Solana), or `'native'` for the network's currency. */
  asset: string;
  metadata: { name: string; symbol: string; decimals: number };
};

export type PayOptions = {
  /** Address that receives the payment (of the asset's network family). */
  recipient: string;
  /** Whole units of the asset (a number or decimal string > 0), e.g. `5` is 5 fUSD. */
  amount: number | string;
  paymentAsset: PaymentAsset;
};

/** AppKit Pay's result shape: `result` is the mined transaction's hash. */
export type PayResult = { success: true; result: string } | { success: false; error: string };

/** The pay flow's catalogued messages (exact texts; the remote and the shell use these only). */
export const PAY_ERROR_MESSAGES = {
  invalidRecipient: 'Invalid payment recipient',
  invalidAmount: 'Invalid payment amount',
  unsupportedAsset: 'Payment asset not supported',
  alreadyInProgress: 'A payment is already in progress',
  cancelled: 'Payment cancelled',
  insufficientFunds: 'Insufficient funds',
  rejected: 'Payment rejected',
  failed: PAYMENT_FAILED_MESSAGE,
} as const;

export type PayErrorMessage = (typeof PAY_ERROR_MESSAGES)[keyof typeof PAY_ERROR_MESSAGES];
