import { BaseError, type BaseErrorParameters } from './base.js';

export type HttpStatusErrorType = HttpStatusError;

/** A service answered with a non-OK HTTP status. */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError';
  override code = 'HTTP_STATUS' as const;
  status: number;
  constructor(status: number, parameters: BaseErrorParameters = {}) {
    super(`HTTP status code: ${status}`, parameters);
    this.status = status;
  }
}

export type RequestTimeoutErrorType = RequestTimeoutError;

/** A service did not answer within the request deadline (`SERVICES_REQUEST_TIMEOUT_MS`). */
export class RequestTimeoutError extends BaseError {
  override name = 'RequestTimeoutError';
  override code = 'TIMEOUT_ERROR' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request timed out', parameters);
  }
}
