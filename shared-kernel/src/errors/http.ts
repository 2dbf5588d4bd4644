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
