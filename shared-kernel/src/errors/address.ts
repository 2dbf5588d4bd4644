import { BaseError } from './base.js';

/** A string is not a valid address for the given chain namespace. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError';
  override code = 'INVALID_ADDRESS' as const;
  constructor({ address, namespace }: { address: string; namespace?: string }) {
    super(namespace ? `Address "${address}" is invalid for ${namespace}.` : `Address "${address}" is invalid.`);
  }
}

/** An EVM chain id is not a non-negative integer below 2^31, so it has no ENSIP-11 coin type. */
export class InvalidCoinTypeChainIdError extends BaseError {
  override name = 'InvalidCoinTypeChainIdError';
  override code = 'INVALID_COIN_TYPE_CHAIN_ID' as const;
  constructor({ chainId }: { chainId: number }) {
    super(`Chain ID ${chainId} cannot be converted to a coin type.`, {
      metaMessages: ['An EVM chain id must be an integer from 0 to 2^31 - 1.'],
    });
  }
}
