import { drawTokenGlyph } from './drawTokenGlyph.js';

let isoCodes: ReadonlySet<string> | undefined;

/** The sign of an ISO 4217 currency in en-US (`$`, `€`, `CHF`). */
function currencySign(code: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

function currencyName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'currency' }).of(code) ?? code;
}

/**
 * The SVG of `/public/getCurrencyImage/{id}`: `id` is an ISO 4217 fiat currency code (any case, e.g. `USD`, `eur`),
 * drawn as its sign; undefined for an unknown code (the route answers 404).
 * @example
 * currencyImageSvg('EUR') // '<svg …>…€…</svg>'
 */
export function currencyImageSvg(id: string): string | undefined {
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'));
  const code = id.toUpperCase();
  if (!/^[A-Z]{3}$/.test(code) || !isoCodes.has(code)) return undefined;
  return drawTokenGlyph(`currency:${code}`, currencySign(code), currencyName(code));
}
