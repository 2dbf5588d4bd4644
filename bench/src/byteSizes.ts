import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Size of some JS as shipped: raw, gzip -9 and brotli (quality 11). */
export interface ByteSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export const ZERO_SIZES: ByteSizes = { raw: 0, gzip: 0, brotli: 0 };

export function byteSizes(body: Uint8Array): ByteSizes {
  return {
    raw: body.byteLength,
    gzip: gzipSync(body, { level: 9 }).byteLength,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }).byteLength,
  };
}

export function addSizes(a: ByteSizes, b: ByteSizes): ByteSizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}
