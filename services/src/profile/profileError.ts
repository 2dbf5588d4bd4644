import { PROFILE_SERVICE_ERRORS, type ProfileServiceErrorCode } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';

/** A names-service error answered with the contract's HTTP status for `code`; `message` is the reason users read. */
export function profileError(code: ProfileServiceErrorCode, message: string): ServiceError {
  return new ServiceError(PROFILE_SERVICE_ERRORS[code], code, message);
}
