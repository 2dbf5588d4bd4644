import { SIWX_SERVICE_ERRORS, type SiwxServiceErrorCode } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';

/** A sessions-service error with the HTTP status the contract gives its code. */
export function siwxError(code: SiwxServiceErrorCode, message: string): ServiceError {
  return new ServiceError(SIWX_SERVICE_ERRORS[code], code, message);
}
