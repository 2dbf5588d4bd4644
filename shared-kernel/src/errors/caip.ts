import { BaseError } from './base.js';

/** A CAIP-10 account id is not `namespace:reference:address` with a known namespace. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError';
  override code = 'INVALID_CAIP_ADDRESS' as const;
  constructor({ value }: { value: string }) {
    super('Invalid CAIP Address', { metaMessages: [`Received: ${value}`] });
  }
}

/** A CAIP-2 chain id is not `namespace:reference` with a known namespace. */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError';
  override code = 'INVALID_CAIP_NETWORK_ID' as const;
  constructor({ value }: { value: string }) {
    super('Invalid CAIP Network ID', { metaMessages: [`Received: ${value}`] });
  }
}
