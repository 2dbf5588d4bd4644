import type { FungiblePrice } from '../types/token.js';
import { array, nullable, number, object, string } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({
  fungibles: array(object({ address: nullable(string), name: string, symbol: string, iconUrl: nullable(string), price: number })),
});

/** `POST /v1/fungible/price`: `{ fungibles: [{ name, symbol, iconUrl, price }] }`. */
export const fungiblePriceSchema = /* @__PURE__ */ responseSchema((value): { fungibles: FungiblePrice[] } => ({
  fungibles: parse(value, '').fungibles.map(({ address, iconUrl, ...price }) => ({ ...price, address: address ?? '', iconUrl: iconUrl ?? '' })),
}));
