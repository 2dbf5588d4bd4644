import type { z } from 'zod';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';

/**
 * A JSON-RPC `params` array checked against a zod tuple; anything else rejects with -32602 naming the
 * first problem (`Invalid params: [0]: Invalid param: not a base58 address`).
 * @example
 * const [address] = parseParams(z.tuple([addressSchema]), request.params);
 */
export function parseParams<schema extends z.ZodType>(schema: schema, params: unknown): z.output<schema> {
  const result = schema.safeParse(params ?? []);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? '' : `${issue.path.map((part) => `[${String(part)}]`).join('')}: `;
  throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `Invalid params: ${where}${issue?.message ?? 'invalid'}`);
}
