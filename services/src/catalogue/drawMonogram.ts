/** FNV-1a, 32 bits: a stable, well-spread hash of the id. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60 ? [chroma, x, 0] : hue < 120 ? [x, chroma, 0] : hue < 180 ? [0, chroma, x]
    : hue < 240 ? [0, x, chroma] : hue < 300 ? [x, 0, chroma] : [chroma, 0, x];
  return [r + m, g + m, b + m].map((channel) => Math.round(channel * 255)) as [number, number, number];
}

function relativeLuminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function hex(rgb: [number, number, number]): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** `text` safe inside SVG text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * One or two initials of `label`: the first letters of its first two words, or for one word its first
 * letter plus its next capital ("MetaMask" -> "MM", "Rainbow" -> "R", "Trust Wallet" -> "TW").
 */
export function monogramInitials(label: string): string {
  const words = label.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
  const [first, second] = words;
  if (first === undefined) return '?';
  const firstChars = Array.from(first);
  const head = firstChars[0] ?? '?';
  if (second !== undefined) return `${head}${Array.from(second)[0] ?? ''}`.toUpperCase();
  const nextCapital = firstChars.slice(1).find((char) => /\p{Lu}/u.test(char));
  return `${head}${nextCapital ?? ''}`.toUpperCase();
}

/** Background and text colours for `id`: a hue from its hash, text black or white, whichever contrasts more. */
export function monogramColors(id: string): { background: string; text: string } {
  const value = hash(id);
  const hue = value % 360;
  const saturation = 0.45 + ((value >>> 9) % 25) / 100;
  const lightness = 0.38 + ((value >>> 17) % 16) / 100;
  const rgb = hslToRgb(hue, saturation, lightness);
  const luminance = relativeLuminance(rgb);
  // Contrast ratio against white is 1.05 / (L + 0.05), against black (L + 0.05) / 0.05.
  const text = 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#141414';
  return { background: hex(rgb), text };
}

/** A square SVG monogram: the initials of `label` on a colour derived from `id`. */
export function drawMonogram(id: string, label: string): string {
  const { background, text } = monogramColors(id);
  const initials = monogramInitials(label);
  const fontSize = Array.from(initials).length > 1 ? 34 : 44;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>` +
    `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" fill="${text}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${fontSize}" font-weight="600">${escapeXml(initials)}</text>` +
    `</svg>`
  );
}
