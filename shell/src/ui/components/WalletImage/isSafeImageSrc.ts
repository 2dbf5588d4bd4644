/** Image sources the modal renders: http(s) URLs and raster/SVG data URIs (EIP-6963 icons). */
export function isSafeImageSrc(src: string | undefined | null): src is string {
  if (!src) return false;
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml|avif)[;,]/iu.test(src)) return true;
  try {
    const { protocol } = new URL(src);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
