import { escapeXml, monogramColors } from '../../catalogue/drawMonogram.js';

/**
 * A round token glyph: `mark` (a ticker, up to 5 characters, or a currency sign) on a disc coloured from `id`, with a
 * lighter ring, titled `label` for screen readers.
 * @example
 * drawTokenGlyph('fUSD', 'fUSD', 'Foyer USD')
 */
export function drawTokenGlyph(id: string, mark: string, label: string): string {
  const { background, text } = monogramColors(id);
  const shown = Array.from(mark).slice(0, 5).join('');
  const length = Array.from(shown).length;
  const fontSize = length <= 1 ? 44 : length === 2 ? 36 : length === 3 ? 28 : length === 4 ? 22 : 18;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<circle cx="48" cy="48" r="47" fill="${background}"/>` +
    `<circle cx="48" cy="48" r="40" fill="none" stroke="${text}" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="${text}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="700">${escapeXml(shown)}</text>` +
    `</svg>`
  );
}
