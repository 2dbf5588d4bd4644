/** An error answered to the client as `{ error: { code, message } }` with `statusCode`; the base of each site's error class. */
export class HttpError<Code extends string> extends Error {
  readonly statusCode: number;
  readonly code: Code;

  constructor(statusCode: number, code: Code, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = code;
  }
}
