export type BaseErrorParameters = {
  cause?: unknown;
  details?: string | undefined;
  metaMessages?: readonly string[] | undefined;
};

/** Error codes are SCREAMING_SNAKE strings, stable across releases. */
export type ErrorCode = Uppercase<string>;

/**
 * Root of every Foyer error, shaped like viem's: a short message for the UI, details and meta
 * messages for developers, a stable `code` and the `cause` chain.
 * @example
 * throw new BaseError('Something failed', { cause: error, details: 'timeout' })
 */
export class BaseError extends Error {
  override name = 'BaseError';
  /** Stable machine-readable code; subclasses override it. */
  code: ErrorCode = 'UNKNOWN_ERROR';
  /** The message to show a user. */
  shortMessage: string;
  details: string;
  metaMessages: string[] | undefined;
  declare cause: unknown;

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = detailsOf(parameters);
    const message = [
      shortMessage || 'An error occurred.',
      ...(parameters.metaMessages ? ['', ...parameters.metaMessages] : []),
      ...(details ? ['', `Details: ${details}`] : []),
    ].join('\n');
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause });
    this.shortMessage = shortMessage;
    this.details = details;
    this.metaMessages = parameters.metaMessages ? [...parameters.metaMessages] : undefined;
  }

  /** Returns the deepest error of the cause chain, or the first one for which `fn` is true (else null). */
  walk(): unknown;
  walk(fn: (error: unknown) => boolean): unknown | null;
  walk(fn?: (error: unknown) => boolean): unknown {
    return walk(this, fn);
  }
}

function detailsOf({ cause, details }: BaseErrorParameters): string {
  if (cause instanceof BaseError) return cause.details || details || '';
  if (cause instanceof Error && cause.message) return cause.message;
  return details ?? '';
}

function walk(error: unknown, fn: ((error: unknown) => boolean) | undefined): unknown {
  if (fn?.(error)) return error;
  if (error !== null && typeof error === 'object' && 'cause' in error && error.cause !== undefined) {
    return walk(error.cause, fn);
  }
  return fn ? null : error;
}
