import { BaseError, httpQueryError, type BaseErrorParameters } from '@foyer/kernel';

/** The sessions service refused a request: its HTTP status and catalogued code (`SIWX_NONCE_USED`, ...). */
export class SiwxServiceError extends BaseError {
  override name = 'SiwxServiceError';
  override code = 'SIWX_SERVICE_ERROR' as const;
  /** HTTP status, or 0 when the service could not be reached. */
  readonly status: number;
  /** The service's code (`SiwxServiceErrorCode`), `FETCH_ERROR` or `HTTP_STATUS`. */
  readonly serviceCode: string;
  constructor({ status, body, ...parameters }: BaseErrorParameters & { status: number; body?: unknown }) {
    const error = status === 0 ? undefined : httpQueryError(status, body);
    super(error?.message ?? 'Failed to fetch', { ...parameters, details: parameters.details ?? error?.serverMessage });
    this.status = status;
    this.serviceCode = error?.code ?? 'FETCH_ERROR';
  }
}
