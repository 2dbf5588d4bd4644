import type { z } from 'zod';
import { SecureSiteError } from '../SecureSiteError.js';

/** `schema.parse(body)` or 400 INVALID_REQUEST naming the first problem. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new SecureSiteError(400, 'INVALID_REQUEST', issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid request');
  }
  return result.data;
}
