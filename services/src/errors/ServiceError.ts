import type { ConvertServiceErrorCode, OnrampServiceErrorCode, ProfileServiceErrorCode, SiwxServiceErrorCode } from '@foyer/kernel';
import { HttpError } from './HttpError.js';

/** Stable codes of the JSON errors the services answer with (`{ error: { code, message } }`). */
export type ServiceErrorCode =
  | 'MISSING_PROJECT_ID'
  | 'INVALID_PROJECT_ID'
  | 'ORIGIN_NOT_ALLOWED'
  | 'INVALID_REQUEST'
  | 'INVALID_PARAMETER'
  | 'INVALID_ADDRESS'
  | 'UNSUPPORTED_CHAIN'
  | 'NOT_FOUND'
  | 'NODE_UNAVAILABLE'
  | 'NODE_ERROR'
  | 'RATE_LIMITED'
  | 'UNKNOWN_HOST'
  | 'INTERNAL_ERROR'
  | ProfileServiceErrorCode
  | SiwxServiceErrorCode
  | ConvertServiceErrorCode
  | OnrampServiceErrorCode;

/** An error answered to the client as JSON with `statusCode`; anything else becomes a 500. */
export class ServiceError extends HttpError<ServiceErrorCode> {
  override readonly name = 'ServiceError';
}

/** The body of every error response. */
export type ErrorBody = { error: { code: string; message: string } };
