const IMAGE_DATA_URI = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * Whether a wallet-provided icon may be used as an `<img src>`: only image data URIs (EIP-6963
 * requires them), so the page never fetches a URL or runs a `javascript:` URI chosen by a
 * wallet. Render SVG only through `<img>`, never inline.
 * @example
 * <img src={isSafeIconUri(info.icon) ? info.icon : placeholder} alt="" />
 */
export function isSafeIconUri(value: unknown): value is string {
  return typeof value === 'string' && IMAGE_DATA_URI.test(value);
}
