import { BaseError } from './base.js';

/** A required field is missing. */
export class RequiredError extends BaseError {
  override name = 'RequiredError';
  override code = 'REQUIRED' as const;
  path: string | undefined;
  constructor({ path }: { path?: string } = {}) {
    super('Required', path ? { metaMessages: [`Path: ${path}`] } : {});
    this.path = path;
  }
}

/** A field has the wrong type. */
export class InvalidTypeError extends BaseError {
  override name = 'InvalidTypeError';
  override code = 'INVALID_TYPE' as const;
  path: string | undefined;
  constructor({ expected, received, path }: { expected: string; received: string; path?: string }) {
    super(`Expected ${expected}, received ${received}`, path ? { metaMessages: [`Path: ${path}`] } : {});
    this.path = path;
  }
}

/** Type name used in 'Expected X, received Y' (zod's vocabulary). */
export function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
}
