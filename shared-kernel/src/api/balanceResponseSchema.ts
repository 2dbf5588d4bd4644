import type { TokenBalance } from '../types/token.js';
import { array, nullable, number, object, string } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({
  balances: array(
    object({
      name: string,
      symbol: string,
      chainId: string,
      address: nullable(string),
      value: number,
      price: number,
      quantity: object({ decimals: string, numeric: string }),
      iconUrl: nullable(string),
    }),
  ),
});

/**
 * `/v1/account/{address}/balance`: one malformed balance refuses the answer, so the UI says
 * 'Token Balance Unavailable' rather than showing a wrong amount.
 */
export const balanceResponseSchema = /* @__PURE__ */ responseSchema((value): { balances: TokenBalance[] } => ({
  balances: parse(value, '').balances.map(({ address, iconUrl, ...balance }) => ({
    ...balance,
    ...(address === null ? {} : { address }),
    iconUrl: iconUrl ?? '',
  })),
}));
