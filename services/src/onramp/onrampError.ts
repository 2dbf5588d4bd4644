import { ONRAMP_SERVICE_ERRORS, type OnrampServiceErrorCode } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';

/** A `ServiceError` of the onramp with the HTTP status the contract gives `code`. */
export function onrampError(code: OnrampServiceErrorCode, message: string, options?: { cause?: unknown }): ServiceError {
  return new ServiceError(ONRAMP_SERVICE_ERRORS[code], code, message, options);
}
