import { EVM_FEE_MARGIN_PERCENT, EVM_TRANSFER_GAS, SOLANA_SIGNATURE_FEE_LAMPORTS } from './sendConstants.js';

export type EstimateSendFeeParameters =
  /** `gas` defaults to a native transfer's 21000. */
  | { namespace: 'eip155'; gasPrice: bigint; gas?: bigint }
  /** `newTokenAccountRent`: the lamports of the receiver's associated token account the sender creates (0 when it exists). */
  | { namespace: 'solana'; newTokenAccountRent?: bigint };

/**
 * The network fee of a send in the native currency's base units: EVM gas × gas price × 1.2; Solana one
 * signature (5000 lamports) plus the rent of a token account the send creates.
 * @example
 * estimateSendFee({ namespace: 'eip155', gasPrice: 1_000_000_000n }) // 25200000000000n
 */
export function estimateSendFee(parameters: EstimateSendFeeParameters): bigint {
  if (parameters.namespace === 'eip155') {
    return ((parameters.gas ?? EVM_TRANSFER_GAS) * parameters.gasPrice * EVM_FEE_MARGIN_PERCENT) / 100n;
  }
  return SOLANA_SIGNATURE_FEE_LAMPORTS + (parameters.newTokenAccountRent ?? 0n);
}
