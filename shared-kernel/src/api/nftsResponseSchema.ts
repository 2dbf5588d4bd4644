import type { GetNftsReturnType } from '../types/nft.js';
import { array, boolean, nullable, object, string } from '../validation/guards.js';
import { responseSchema } from '../validation/responseSchema.js';

const parse = /* @__PURE__ */ object({
  data: array(
    object({
      collection: object({ address: string, name: string, symbol: string, spam: boolean }),
      tokenId: string,
      name: string,
      image: nullable(string),
      description: nullable(string),
    }),
  ),
  next: nullable(string),
});

/** `/v1/account/{address}/nfts`: one malformed item refuses the page (no half-drawn tiles). */
export const nftsResponseSchema = /* @__PURE__ */ responseSchema(
  (value): GetNftsReturnType => {
    const { data, next } = parse(value, '');
    return { data: data.map((item) => ({ ...item, image: item.image ?? '', description: item.description ?? '' })), next };
  },
);
