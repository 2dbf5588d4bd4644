import { BaseError } from './base.js';

/** A value to format is not a finite decimal number. */
export class InvalidDecimalError extends BaseError {
  override name = 'InvalidDecimalError';
  override code = 'INVALID_DECIMAL' as const;
  constructor({ value }: { value: unknown }) {
    super('Invalid decimal number', { metaMessages: [`Received: ${String(value)}`] });
  }
}

/** A value to format is not a valid date. */
export class InvalidDateError extends BaseError {
  override name = 'InvalidDateError';
  override code = 'INVALID_DATE' as const;
  constructor({ value }: { value: unknown }) {
    super('Invalid date', { metaMessages: [`Received: ${String(value)}`] });
  }
}
