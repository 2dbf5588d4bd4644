import type { GetWalletsReturnType, Wallet } from '../types/wallet.js';
import { array, number, object } from '../validation/guards.js';
import { responseSchema, toIssue, type SchemaIssue } from '../validation/responseSchema.js';
import { parseWallet } from './parseWallet.js';

const page = /* @__PURE__ */ object({ count: number, data: array((item: unknown) => item) });

/**
 * A `/getWallets` page: the page itself must be well formed; a malformed wallet is dropped and
 * reported in `invalid` (the others are still listed).
 */
export const walletsPageSchema = /* @__PURE__ */ responseSchema((value): GetWalletsReturnType => {
  const { count, data: items } = page(value, '');
  const data: Wallet[] = [];
  const invalid: SchemaIssue[] = [];
  items.forEach((item, index) => {
    try {
      data.push(parseWallet(item, `data[${index}]`));
    } catch (error) {
      invalid.push(toIssue(error));
    }
  });
  return invalid.length > 0 ? { count, data, invalid } : { count, data };
});
