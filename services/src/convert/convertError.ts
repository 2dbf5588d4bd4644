import { CONVERT_SERVICE_ERRORS, type ConvertServiceErrorCode } from '@foyer/kernel';
import { ServiceError } from '../errors/ServiceError.js';

/** A convert-service `ServiceError` with the HTTP status the kernel's `CONVERT_SERVICE_ERRORS` gives its code. */
export function convertError(code: ConvertServiceErrorCode, message: string): ServiceError {
  return new ServiceError(CONVERT_SERVICE_ERRORS[code], code, message);
}
