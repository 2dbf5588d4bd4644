export type MaxSendableParameters = {
  /** The token balance in base units. */
  balance: bigint;
  /** Whether the token is the network's native currency, which also pays the fee. */
  native: boolean;
  /** The estimated fee in the native currency's base units (see `estimateSendFee`). */
  fee: bigint;
};

/**
 * The most a send may move: a token's whole balance, or for the native currency the balance less the
 * fee (never below 0).
 * @example
 * maxSendable({ balance: 10n ** 18n, native: true, fee: 25_200_000_000_000n }) // 999974800000000000n
 */
export function maxSendable({ balance, native, fee }: MaxSendableParameters): bigint {
  if (!native) return balance;
  return balance > fee ? balance - fee : 0n;
}
